import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

struct EngineTests {
    @Test func projectIndexFollowsSupertypesAndExtensions() {
        let index = ProjectIndex([
            TypeSummary(name: "BaseDialog", inheritedTypes: ["UIView"], facts: [.declared, .marksModal]),
            TypeSummary(name: "PromoDialog", inheritedTypes: ["BaseDialog"], facts: [.declared]),
            TypeSummary(name: "Card", facts: [.declared]),
            TypeSummary(name: "Card", facts: [.handlesEscape]),
            TypeSummary(name: "Loop", inheritedTypes: ["Loop2"], facts: [.declared]),
            TypeSummary(name: "Loop2", inheritedTypes: ["Loop"], facts: [.declared]),
        ])
        #expect(index.type("PromoDialog", has: .marksModal))
        #expect(!index.type("PromoDialog", has: .handlesEscape))
        #expect(index.type("Card", has: .handlesEscape))
        #expect(!index.type("Loop", has: .marksModal))
        #expect(index.type("PromoDialog", has: .declared))
        #expect(!index.type("UIView", has: .declared))
        #expect(index.holds(all: [.typeLacks("Unknown", .marksModal), .typeHas("Card", .declared)]))
        #expect(!index.holds(all: [.typeLacks("PromoDialog", .marksModal)]))
    }

    @Test func factsOnAnExtendedFrameworkTypeAreNotInherited() {
        // An app's `extension UIViewController { func share() … }` or `extension View { … dimmed … }` says
        // nothing about each of its controllers or views.
        let index = ProjectIndex([
            TypeSummary(name: "UIViewController", facts: [.declared, .presentsSystemController, .marksModal]),
            TypeSummary(name: "View", facts: [.declared, .looksModal]),
            TypeSummary(name: "BaseSheetController", inheritedTypes: ["UIViewController"], facts: [.declared, .handlesEscape]),
            TypeSummary(name: "OfferSheetController", inheritedTypes: ["BaseSheetController"], facts: [.declared]),
            TypeSummary(name: "Badge", inheritedTypes: ["View"], facts: [.declared]),
        ])
        #expect(!index.type("OfferSheetController", has: .presentsSystemController))
        #expect(!index.type("OfferSheetController", has: .marksModal))
        #expect(index.type("OfferSheetController", has: .handlesEscape))
        #expect(!index.type("Badge", has: .looksModal))
        // Only extensions of it in the project: a library type, whose own declaration is out of sight.
        let extended = ProjectIndex([TypeSummary(name: "VendorAlertController", facts: [.hasDismissControl])])
        #expect(!extended.type("VendorAlertController", has: .declared))
        #expect(index.type("UIViewController", has: .presentsSystemController))
        #expect(FrameworkTypes.contains("UIHostingController") && FrameworkTypes.contains("NSObject") && FrameworkTypes.contains("View"))
        #expect(!FrameworkTypes.contains("Uploader") && !FrameworkTypes.contains("NSwitchboard") && !FrameworkTypes.contains("PromoView"))
    }

    @Test func aFactInAnotherFileSilencesTheUseSite() {
        let use = """
            struct Store: View {
                @State private var promo = true
                var body: some View {
                    ZStack {
                        Products()
                        if promo { PromoDialog() }
                    }
                }
            }
            """
        let declarationWithTrait = "struct PromoDialog: View { var body: some View { Text(\"Sale\").accessibilityAddTraits(.isModal) } }"
        let declarationWithout = "struct PromoDialog: View { var body: some View { Text(\"Sale\") } }"
        let quiet = Auditor(jobs: 2).audit(sources: [(path: "Store.swift", text: use), (path: "PromoDialog.swift", text: declarationWithTrait)])
        let loud = Auditor(jobs: 2).audit(sources: [(path: "Store.swift", text: use), (path: "PromoDialog.swift", text: declarationWithout)])
        #expect(!quiet.findings.contains { $0.ruleID == "custom-modal-not-modal" })
        #expect(loud.findings.contains { $0.ruleID == "custom-modal-not-modal" && $0.path == "Store.swift" })
    }

    @Test func outputIsDeterministicWhateverTheNumberOfWorkers() {
        let sources = (0..<12).map { (path: "Screen\($0).swift", text: modalScreen) }
        let one = Auditor(jobs: 1).audit(sources: sources).findings
        let four = Auditor(jobs: 4).audit(sources: sources).findings
        #expect(one == four)
        #expect(one.map(\.path) == one.map(\.path).sorted())
    }

    @Test func fingerprintsSurviveLinesAddedAboveAndFormattingElsewhere() {
        let before = Auditor(jobs: 1).audit(sources: [(path: "A.swift", text: modalScreen)]).findings
        let edited = "import SwiftUI\n\n// A comment added above.\nlet unrelated   =    42\n" + modalScreen
        let after = Auditor(jobs: 1).audit(sources: [(path: "A.swift", text: edited)]).findings
        #expect(!before.isEmpty)
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
        #expect(before.map(\.span.start.line) != after.map(\.span.start.line))
    }

    @Test func identicalFindingsInOneFileGetDistinctFingerprints() {
        let twice = modalScreen + "\n" + modalScreen.replacingOccurrences(of: "struct Screen", with: "struct Screen")
        let findings = Auditor(jobs: 1).audit(sources: [(path: "A.swift", text: twice)]).findings
        let fingerprints = findings.map(\.fingerprint)
        #expect(Set(fingerprints).count == fingerprints.count)
    }

    @Test func fixApplierSkipsOverlappingEdits() {
        let text = "abcdef"
        let result = FixApplier.apply(
            [TextEdit(start: 1, end: 3, replacement: "X"), TextEdit(start: 2, end: 4, replacement: "Y"), .insert("!", at: 6)],
            to: Array(text.utf8))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "aXdef!")
        #expect(result.skipped.count == 1)
    }

    @Test func lineTableCountsUTF16ColumnsForAstralCharacters() {
        let table = LineTable(Array("let a = 1\n/* 🙂é */ x\n".utf8))
        let offset = Array("let a = 1\n/* 🙂é */ ".utf8).count
        let position = table.position(at: offset)
        #expect(position.line == 2)
        #expect(position.column == Array("/* 🙂é */ ".utf8).count + 1)
        #expect(position.utf16Column == "/* 🙂é */ ".utf16.count + 1)
        #expect(table.lineCount == 2)
    }

    @Test func pathGlobs() {
        #expect(PathGlob("Generated").matches("App/Generated/Model.swift"))
        #expect(PathGlob("**/*Tests.swift").matches("App/Tests/LoginTests.swift"))
        #expect(PathGlob("Sources/*.swift").matches("Sources/A.swift"))
        #expect(!PathGlob("Sources/*.swift").matches("Other/A.swift"))
        #expect(PathGlob("Legacy/").matches("Legacy/Old/View.swift"))
        #expect(!PathGlob("*.generated.swift").matches("App/View.swift"))
        #expect(PathGlob("*.generated.swift").matches("App/View.generated.swift"))
    }
}
