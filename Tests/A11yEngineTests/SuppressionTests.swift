import A11yCore
import A11yEngine
import Foundation
import Testing

struct SuppressionTests {
    func findings(_ code: String) -> AuditReport {
        Auditor(jobs: 1).audit(sources: [(path: "A.swift", text: code)])
    }

    func lines(_ report: AuditReport, _ rule: RuleID = "custom-modal-not-modal") -> [Int] {
        report.findings.filter { $0.ruleID == rule }.map(\.span.start.line)
    }

    @Test func nextLineSilencesOnlyTheNamedRuleOnTheNextLine() {
        let code = modalScreen.replacingOccurrences(
            of: "                ConfirmDialog", with: "                // native-a11y:disable:next custom-modal-not-modal -- shown for one frame\n                ConfirmDialog")
        let report = findings(code)
        #expect(lines(report).isEmpty)
        #expect(!lines(report, "custom-modal-focus-not-moved").isEmpty)
        #expect(report.suppressedCount == 1)
    }

    @Test func thisLineAndAll() {
        let code = modalScreen.replacingOccurrences(
            of: "ConfirmDialog(isPresented: $show)", with: "ConfirmDialog(isPresented: $show) // native-a11y:disable:this all")
        let report = findings(code)
        #expect(report.findings.filter { $0.span.start.line == 8 }.isEmpty)
        #expect(report.suppressedCount == 2)  // not modal, focus not moved
    }

    @Test func regionUntilEnable() {
        let code = "// native-a11y:disable custom-modal-not-modal\n" + modalScreen + "\n// native-a11y:enable custom-modal-not-modal\n" + modalScreen.replacingOccurrences(of: "Screen", with: "Other")
        let report = findings(code)
        #expect(lines(report) == [22])  // only the second screen, after the region
    }

    @Test func unusedSuppressionIsANote() {
        let code = "// native-a11y:disable:next custom-modal-not-modal\nlet x = 1\n"
        let report = findings(code)
        let note = report.findings.first { $0.ruleID == "unused-suppression" }
        #expect(note?.severity == .note)
        #expect(note?.span.start.line == 1)
    }

    @Test func malformedDirectiveIsReported() {
        let code = "// native-a11y:disabel custom-modal-not-modal\nlet x = 1\n"
        let report = findings(code)
        #expect(report.problems.contains { $0.kind == .malformedDirective && $0.line == 1 })
    }
}
