import A11yCore
import A11yRules
import Foundation
import Testing
import _A11yTestSupport
import A11yRuleKit

/// docs/writing-a-rule.md walks through `HintRepeatsLabelRule`, which lives beside this test and is built with it:
/// the page shows this file's code, the rule's examples pass, and its id is not one the tool already has.
struct WorkedExampleTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let page = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/writing-a-rule.md")

    @Test("The worked example's examples hold: quiet ones are quiet, triggering ones report at their markers")
    func examplesHold() {
        for example in HintRepeatsLabelRule.nonTriggeringExamples {
            #expect(ExampleAuditing.findings(of: HintRepeatsLabelRule.self, in: example.code).isEmpty, "\(example)")
        }
        for example in HintRepeatsLabelRule.triggeringExamples {
            let marked = example.code.components(separatedBy: "↓").count - 1
            let found = ExampleAuditing.findings(of: HintRepeatsLabelRule.self, in: example.code.replacingOccurrences(of: "↓", with: ""))
            #expect(found.count == marked, "\(example)")
        }
    }

    @Test("The page shows the worked example as it is built here, under an id the tool does not have")
    func pageMirrorsTheCode() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let code = try String(contentsOf: Self.here.appendingPathComponent("HintRepeatsLabelRule.swift"), encoding: .utf8)
        // The page's two code blocks of the recipe, the rule and its examples, are this file.
        let blocks = page.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        // Compared line by line, blank lines aside (the page splits the file in two blocks).
        let lines = { (text: String) in text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty } }
        let shown = lines(blocks.prefix(2).joined(separator: "\n"))
        let built = lines(code)
        #expect(shown.count > 60)
        #expect(shown == built, "docs/writing-a-rule.md no longer shows Tests/A11yRulesTests/WorkedExample/HintRepeatsLabelRule.swift")
        #expect(!RuleRegistry.all.contains { $0.description.id == HintRepeatsLabelRule.description.id })
    }
}
