import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

/// The UIKit twins were folded into one rule per defect; their old ids must keep working wherever users wrote them.
struct RenamedRuleTests {
    let tipsScreen = """
        final class OnboardingViewController: UIViewController {
            private let tipsPopup = TipsPopupView()
            func startTips() {
                view.window?.addSubview(tipsPopup)
            }
        }
        """

    @Test func everyOldIDNamesARegisteredRule() {
        for (old, new) in RuleRegistry.renamed {
            #expect(RuleRegistry.rule(old) == nil, "\(old) is still a rule of its own")
            #expect(RuleRegistry.rule(new) != nil, "\(old) points to \(new), which is not a rule")
            #expect(RuleRegistry.canonical(old) == new)
        }
        #expect(RuleRegistry.canonical("custom-modal-not-modal") == "custom-modal-not-modal")
    }

    /// The table is the one list of old ids: each rule part that keeps an old id for its fingerprints names an id of
    /// the table that points at that rule, and the configuration guide lists every pair.
    @Test func oldIDsInRulesAndDocsAreTheTables() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let rules = root.appendingPathComponent("Sources/A11yRules/Rules")
        let files = FileManager.default.enumerator(at: rules, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var folded: Set<RuleID> = []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /check\(folded: "([a-z-]+)"/) {
                let old = RuleID(String(match.1))
                folded.insert(old)
                let owner = try #require(RuleRegistry.renamed[old], "\(file.lastPathComponent) keeps \(old), which the table lacks")
                #expect(text.contains("id: \"\(owner.rawValue)\""), "\(old) is kept by \(file.lastPathComponent), not by \(owner)")
            }
        }
        #expect(folded == Set(RuleRegistry.renamed.keys))
        let guide = try String(contentsOf: root.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        for (old, new) in RuleRegistry.renamed {
            #expect(guide.contains("`\(old.rawValue)` → `\(new.rawValue)`"), "docs/configuration.md does not list \(old)")
        }
    }

    @Test func configurationAcceptsOldIDsWithANote() throws {
        let yaml = """
            disabled_rules: [uikit-custom-modal-no-escape]
            rules:
              uikit-custom-presentation-not-modal:
                presentation_styles: [overFullScreen]
            """
        let loaded = try ConfigurationLoader.parse(yaml: yaml, path: "old.yml")
        #expect(loaded.configuration.disabledRules == ["custom-modal-no-escape"])
        #expect(loaded.configuration.ruleOptions["custom-presentation-not-modal"]?["presentation_styles"] == .strings(["overFullScreen"]))
        #expect(loaded.warnings.count == 2)
        #expect(loaded.warnings.allSatisfy { $0.contains("is now") && $0.contains("the old id still works") })
    }

    @Test func suppressionCommentsAcceptOldIDs() throws {
        let code = tipsScreen.replacingOccurrences(
            of: "        view.window?.addSubview(tipsPopup)",
            with: "        // native-a11y:disable:next uikit-custom-modal-not-modal\n        view.window?.addSubview(tipsPopup)")
        let report = Auditor(jobs: 1).audit(sources: [(path: "Tips.swift", text: code)])
        #expect(!report.findings.contains { $0.ruleID == "custom-modal-not-modal" })
        #expect(report.findings.contains { $0.ruleID == "custom-modal-focus-not-moved" })
        #expect(report.suppressedCount == 1)
        #expect(!report.findings.contains { $0.ruleID == UnusedSuppression.ruleID })
        // A note names the new id; it does not make the input unauditable.
        let note = try #require(report.problems.first { $0.kind == .renamedRule })
        #expect(note.message.contains("'uikit-custom-modal-not-modal' is now 'custom-modal-not-modal'"))
        #expect(note.line == 4 && !note.isFatal)
    }

    @Test func baselinesWrittenUnderOldIDsStillMatch() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Tips.swift", tipsScreen)
        let before = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        #expect(before.findings.contains { $0.ruleID == "custom-modal-not-modal" })
        let baselinePath = directory.path + "/baseline.json"
        try Baseline(findings: before.findings, baselinePath: baselinePath, workingDirectory: directory.path).write(to: baselinePath)
        // A baseline written before the rules were folded together named the UIKit ids.
        var text = try String(contentsOfFile: baselinePath, encoding: .utf8)
        for (old, new) in RuleRegistry.renamed { text = text.replacingOccurrences(of: "\"\(new.rawValue)\"", with: "\"\(old.rawValue)\"") }
        #expect(text.contains("uikit-custom-modal-not-modal"))
        try text.write(toFile: baselinePath, atomically: true, encoding: .utf8)
        var after = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        after.apply(try Baseline.load(path: baselinePath), baselinePath: baselinePath, workingDirectory: directory.path)
        #expect(after.baseline == Baseline.Outcome(matched: before.findings.count, gone: 0))
        #expect(after.findings.isEmpty)
    }
}
