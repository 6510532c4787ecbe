import A11yCore
import A11yEngine

/// A Markdown summary for pull-request comments and job summaries: counts, then a table per file.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: AuditReport, context: ReportContext) -> String {
        var out = "## Accessibility audit\n\n"
        out += "\(report.filesAudited) files, \(report.linesAudited) lines: **\(report.count(.error)) errors**, "
        out += "\(report.count(.warning)) warnings, \(report.count(.note)) notes"
        if report.reviewCount > 0 { out += "; \(report.reviewCount) to review" }
        if report.debugOnlyCount > 0 { out += "; \(report.debugOnlyCount) in debug-only code" }
        if report.suppressedCount > 0 { out += " (\(report.suppressedCount) suppressed)" }
        out += ".\n"
        out += tables(report.findings.filter { !$0.debugOnly && $0.kind == .defect }, heading: "###", context: context)
        let review = report.findings.filter { !$0.debugOnly && $0.kind == .review }
        if !review.isEmpty {
            out += "\n### To review (the code alone cannot decide)\n"
            out += tables(review, heading: "####", context: context)
        }
        let debugOnly = report.findings.filter(\.debugOnly)
        if !debugOnly.isEmpty {
            out += "\n### In debug-only code (not in the shipped app)\n"
            out += tables(debugOnly, heading: "####", context: context)
        }
        if !report.problems.isEmpty {
            out += "\n### Inputs with problems\n\n"
            for problem in report.problems { out += "- `\(problem.path)`: \(escape(problem.message))\n" }
        }
        return out
    }

    /// A table per file.
    private func tables(_ findings: [Finding], heading: String, context: ReportContext) -> String {
        var out = ""
        let byPath = Dictionary(grouping: findings, by: \.path)
        for path in byPath.keys.sorted() {
            out += "\n\(heading) `\(path)`\n\n| Line | Severity | Finding | Rule | Criterion |\n|---:|---|---|---|---|\n"
            for finding in byPath[path] ?? [] {
                let criterion = context.title(of: finding.criterion) ?? ""
                out += "| \(finding.span.start.line) | \(finding.severity) | \(escape(finding.message)) | `\(finding.ruleID)` | \(escape(criterion)) |\n"
            }
        }
        return out
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
