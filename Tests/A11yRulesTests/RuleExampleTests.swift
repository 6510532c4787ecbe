import A11yCore
import A11yEngine
import A11yRules
import SwiftParser
import Testing
import _A11yTestSupport
import A11yRuleKit

/// Runs every rule's own examples: exact positions, quiet neighbours, fixes, and mutations that must not
/// change the verdict (commented out, inside a string, shifted by multibyte text, disabled by comment).
struct RuleExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let ruleID: RuleID
        let example: RuleExample
        var rule: any Rule.Type { RuleRegistry.rule(ruleID)! }
        var testDescription: String { "\(ruleID) @ \(example)" }
    }

    struct CorrectionCase: Sendable, CustomTestStringConvertible {
        let ruleID: RuleID
        let correction: RuleCorrection
        var rule: any Rule.Type { RuleRegistry.rule(ruleID)! }
        var testDescription: String { "\(ruleID) @ \(correction)" }
    }

    static let triggering = RuleRegistry.descriptions.flatMap { d in d.triggeringExamples.map { Case(ruleID: d.id, example: $0) } }
    static let nonTriggering = RuleRegistry.descriptions.flatMap { d in d.nonTriggeringExamples.map { Case(ruleID: d.id, example: $0) } }
    static let corrections = RuleRegistry.descriptions.flatMap { d in d.corrections.map { CorrectionCase(ruleID: d.id, correction: $0) } }

    @Test("Every rule is fully described", arguments: RuleRegistry.descriptions.map(\.id))
    func descriptionIsComplete(_ id: RuleID) {
        let description = RuleRegistry.rule(id)!.description
        #expect(id.isWellFormed, "rule ids are kebab-case")
        #expect(description.nonTriggeringExamples.count >= 5, "at least five legitimate nearby patterns")
        #expect(!description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            #expect(!MarkedSource(example.code).markerOffsets.isEmpty, "triggering example \(example) has no ↓ marker")
        }
        #expect(!description.title.isEmpty && !description.summary.isEmpty && !description.rationale.isEmpty)
        #expect(!description.frameworks.isEmpty)
    }

    @Test("Rule ids are unique")
    func idsAreUnique() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
    }

    @Test("Triggering examples report exactly at the markers", arguments: triggering)
    func triggers(_ item: Case) {
        let marked = MarkedSource(item.example.code)
        assertParses(marked.text, item.example)
        for context in item.example.context { assertParses(context, item.example) }
        let findings = ExampleAuditing.findings(of: item.rule, in: marked.text, context: item.example.context)
        #expect(findings.map(\.span.start.offset) == marked.markerOffsets, "\(item.example): findings at \(describe(findings)), markers at lines \(marked.markerLines)")
        for finding in findings {
            #expect(!finding.message.isEmpty)
            #expect(finding.criterion != nil)
        }
    }

    @Test("Non-triggering examples stay quiet", arguments: nonTriggering)
    func staysQuiet(_ item: Case) {
        assertParses(item.example.code, item.example)
        for context in item.example.context { assertParses(context, item.example) }
        let findings = ExampleAuditing.findings(of: item.rule, in: item.example.code, context: item.example.context)
        #expect(findings.isEmpty, "\(item.example): unexpected \(describe(findings))")
    }

    @Test("Corrections produce the expected code, which parses and is clean", arguments: corrections)
    func corrects(_ item: CorrectionCase) {
        let before = MarkedSource(item.correction.before).text
        let fixed = ExampleAuditing.applyingFixes(of: item.rule, to: before, context: item.correction.context)
        #expect(fixed == item.correction.after, "\(item.correction): got\n\(fixed)")
        #expect(!Parser.parse(source: fixed).hasError, "\(item.correction): the fixed code does not parse")
        let again = ExampleAuditing.findings(of: item.rule, in: fixed, context: item.correction.context)
        #expect(again.isEmpty, "\(item.correction): re-auditing the fixed code still finds \(describe(again))")
    }

    @Test("Commented out or quoted, a triggering example is quiet", arguments: triggering.filter(\.example.testsMutations))
    func quietInCommentsAndStrings(_ item: Case) {
        let code = MarkedSource(item.example.code).text
        let commented = "/*\n" + code.replacingOccurrences(of: "*/", with: "* /") + "\n*/\n"
        #expect(ExampleAuditing.findings(of: item.rule, in: commented, context: item.example.context).isEmpty)
        let quoted = "let example = #\"\"\"\n" + code + "\n\"\"\"#\n"
        #expect(ExampleAuditing.findings(of: item.rule, in: quoted, context: item.example.context).isEmpty)
    }

    @Test("A multibyte prefix shifts positions by its UTF-8 and UTF-16 lengths", arguments: triggering.filter(\.example.testsMutations))
    func multibytePrefix(_ item: Case) {
        let marked = MarkedSource(item.example.code)
        let original = ExampleAuditing.findings(of: item.rule, in: marked.text, context: item.example.context)
        let prefix = "/* é中🙂 */ "
        // Put the prefix at the start of every line that carries a marker.
        let lines = Set(marked.markerLines)
        let shifted = marked.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            lines.contains(index + 1) ? prefix + line : String(line)
        }.joined(separator: "\n")
        let moved = ExampleAuditing.findings(of: item.rule, in: shifted, context: item.example.context)
        #expect(moved.count == original.count)
        for (before, after) in zip(original, moved) {
            #expect(after.span.start.line == before.span.start.line)
            #expect(after.span.start.column == before.span.start.column + prefix.utf8.count)
            #expect(after.span.start.utf16Column == before.span.start.utf16Column + prefix.utf16.count)
        }
    }

    @Test("A disable comment silences the finding", arguments: triggering.filter(\.example.testsMutations))
    func disableCommentSilences(_ item: Case) {
        let marked = MarkedSource(item.example.code)
        let lines = Set(marked.markerLines)
        let directive = "// native-a11y:disable:next \(item.ruleID)"
        let disabled = marked.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            lines.contains(index + 1) ? [directive, String(line)] : [String(line)]
        }.joined(separator: "\n")
        let report = ExampleAuditing.audit(disabled, context: item.example.context, rules: [item.rule])
        #expect(report.findings.filter { $0.path == ExampleAuditing.examplePath }.isEmpty, "\(item.example): \(describe(report.findings))")
        #expect(report.suppressedCount == marked.markerOffsets.count)
    }

    private func assertParses(_ code: String, _ example: RuleExample) {
        #expect(!Parser.parse(source: code).hasError, "\(example): example code does not parse")
    }

    private func describe(_ findings: [Finding]) -> String {
        findings.isEmpty ? "none" : findings.map { "\($0.span.start.line):\($0.span.start.column) \($0.message)" }.joined(separator: "; ")
    }
}
