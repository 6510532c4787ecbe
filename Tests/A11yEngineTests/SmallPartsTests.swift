@testable import A11yEngine
import A11yRules
import BenchmarkCorpus
import Foundation
import SwiftParser
import Testing
import A11yRuleKit

struct SmallPartsTests {
    @Test func namesSplitIntoWords() {
        #expect(NameHeuristics.words("PromoPopupVC") == ["promo", "popup", "vc"])
        #expect(NameHeuristics.words("VCModal") == ["vc", "modal"])
        #expect(NameHeuristics.words("closeTapped") == ["close", "tapped"])
        #expect(NameHeuristics.words("on_close") == ["on", "close"])
        #expect(NameHeuristics.words("URLSessionTask") == ["url", "session", "task"])
        #expect(NameHeuristics.words("Modal2View") == ["modal2", "view"])
        #expect(NameHeuristics.namesModal("ConfirmDeleteDialog"))
        #expect(!NameHeuristics.namesModal("AlertBanner"))
        #expect(!NameHeuristics.namesModal("DialogButton"))
        #expect(NameHeuristics.namesModal("PromoTakeover", vocabulary: NameVocabulary(extraModalWords: ["Takeover"])))
    }

    @Test func invalidUTF8IsFoundAfterLongASCIIRunsAndValidMultibyteText() {
        let ascii = Array(repeating: UInt8(ascii: "a"), count: 37)
        #expect(SourceLoader.firstInvalidUTF8Offset(ascii) == nil)
        #expect(SourceLoader.firstInvalidUTF8Offset(ascii + [0xFF] + ascii) == 37)
        #expect(SourceLoader.firstInvalidUTF8Offset(ascii + Array("é ✓ 𝄞".utf8) + ascii) == nil)
        // A truncated sequence at the very end, and an overlong encoding after an eight-byte run.
        #expect(SourceLoader.firstInvalidUTF8Offset(ascii + [0xE2, 0x9C]) == 37)
        #expect(SourceLoader.firstInvalidUTF8Offset(Array(ascii.prefix(16)) + [0xC0, 0x80]) == 16)
        #expect(SourceLoader.firstInvalidUTF8Offset([]) == nil)
    }

    @Test func byteSearchFindsTheFirstOccurrenceInsideTheRangeAsked() {
        let bytes = Array("static let a = 1\nstatic let tint = UIColor.red".utf8)
        #expect(bytes.firstOffset(of: "static", from: 0) == 0)
        #expect(bytes.firstOffset(of: "static", from: 1) == 17)
        #expect(bytes.firstOffset(of: "olor", from: 0, to: 16) == nil)
        #expect(bytes.firstOffset(of: "olor", from: 17) == 38)
        #expect(bytes.firstOffset(of: "olor", from: 17, to: 41) == nil)
        #expect(bytes.firstOffset(of: "static", from: bytes.count) == nil)
        #expect([UInt8]().firstOffset(of: "a", from: 0) == nil)
    }

    @Test func bracketRunsIgnoreCommentsAndStrings() {
        func run(_ text: String) -> Int { NestingScan.longestBracketRun(Array(text.utf8)) }
        #expect(run("let a = [[[1]]]") == 3)
        #expect(run("let a = [ [\n [1]]]") == 3)
        #expect(run("// [[[[[[\nlet a = [1]") == 1)
        #expect(run("/* [[[[ /* [[[[ */ */ let a = [[1]]") == 2)
        #expect(run("let s = \"[[[[[[\" + \"\"\"\n[[[[[[\n\"\"\"") == 0)
        #expect(run("let a = [[1, [2, [3]]]]") == 2)
        #expect(!NestingScan.mayHaveLongBracketRun(Array("let a = [[[1]]]".utf8), longerThan: 3))
        #expect(NestingScan.mayHaveLongBracketRun(Array(("x = " + String(repeating: "[ ", count: 5)).utf8), longerThan: 4))
        // Parentheses between brackets grow the parser's look-ahead the same way: they neither count nor end a run.
        #expect(run("let a = " + String(repeating: "[(", count: 6)) == 6)
        #expect(run("let a = ((((((f([1])))))") == 1)
        #expect(NestingScan.mayHaveLongBracketRun(Array(("x = " + String(repeating: "[ ( ", count: 5)).utf8), longerThan: 4))
        #expect(!NestingScan.mayHaveLongBracketRun(Array(("x = " + String(repeating: "(", count: 40) + "[").utf8), longerThan: 4))
    }

    @Test func interpolationDepthIsReadThroughStringsCommentsAndRawStrings() {
        func depth(_ text: String) -> Int { NestingScan.deepestInterpolation(Array(text.utf8)) }
        #expect(depth("let a = \"plain\"") == 0)
        #expect(depth("let a = \"n: \\(count)\"") == 1)
        #expect(depth("let a = \"a \\(f(\"b \\(g(x))\"))\"") == 2)
        #expect(depth("let a = \"\\(\"\\(\"\\(x)\")\")\"") == 3)
        #expect(depth("// \"\\(\"\\(\"\\(x)\")\")\"\nlet a = 1") == 0)
        #expect(depth("let a = #\"\\(not) \\#(yes)\"#") == 1)
        #expect(depth("let a = \"\"\"\n\\(x) and \\(f(\"\\(y)\"))\n\"\"\"") == 2)
        #expect(depth("let a = \"\\\\(escaped)\"") == 0)
        // Past the limit the file is skipped before parsing; under it, the count alone answers.
        let deep = "let t = " + String(repeating: "\"\\(", count: 100) + "x" + String(repeating: ")\"", count: 100)
        #expect(depth(deep) == 100)
        #expect(NestingScan.skipsParsing(Array(deep.utf8)))
        #expect(!NestingScan.mayNestInterpolations(Array("let a = \"\\(b) \\(c)\"".utf8), deeperThan: 2))
    }

    @Test func benchmarkCorpusIsDeterministicAndParses() throws {
        var first = CorpusGenerator(seed: 7)
        var second = CorpusGenerator(seed: 7)
        var other = CorpusGenerator(seed: 8)
        var sawSwiftUI = false
        var sawUIKit = false
        var differs = false
        for _ in 0..<30 {
            let (name, text) = first.nextFile()
            let (secondName, secondText) = second.nextFile()
            #expect(name == secondName && text == secondText)
            differs = differs || other.nextFile().1 != text
            #expect(!Parser.parse(source: text).hasError, "\(name) does not parse")
            sawSwiftUI = sawSwiftUI || text.contains("import SwiftUI")
            sawUIKit = sawUIKit || text.contains("import UIKit")
        }
        #expect(differs && sawSwiftUI && sawUIKit)
    }
}

struct NameWordTests {
    @Test func findingAWordAgreesWithSplittingIntoWords() {
        let names = ["dismiss", "closeTapped", "onClose", "hideSheet", "didTapCancel", "DISMISS", "popViewController", "closure",
                     "disclose", "backgroundTapped", "URLSessionDone", "show_and_hide", "Exit", "", "x", "collapseAll", "undone"]
        let candidates = ["dismiss", "close", "hide", "cancel", "done", "pop", "back", "exit", "collapse"]
        for name in names {
            let split = NameHeuristics.words(name).contains(where: candidates.contains)
            #expect(NameHeuristics.hasWord(name, in: candidates.map { Array($0.utf8) }) == split, "\(name)")
        }
    }
}
