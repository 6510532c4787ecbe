import A11yCore
import A11yEngine

/// One line per finding in the form compilers use, `path:line:column: severity: message [rule-id]`, so an
/// Xcode build phase shows each finding inline; then a summary.
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: AuditReport, context: ReportContext) -> String {
        var out = renderFindings(report, context: context)
        if !report.findings.isEmpty { out += "\n" }
        out += summary(report, paint: Paint(enabled: context.useColor)) + "\n"
        return out
    }

    /// The finding lines alone (`--quiet`).
    public func renderFindings(_ report: AuditReport, context: ReportContext) -> String {
        let paint = Paint(enabled: context.useColor)
        var out = ""
        for finding in report.findings where !finding.debugOnly && finding.kind == .defect {
            out += line(finding, paint: paint)
        }
        // Cases code alone cannot decide: after the defects, with what to check.
        let review = report.findings.filter { !$0.debugOnly && $0.kind == .review }
        if !review.isEmpty {
            if !out.isEmpty { out += "\n" }
            out += "To review (the code alone cannot decide):\n"
            for finding in review { out += line(finding, paint: paint) + "    check: \(finding.suggestion)\n" }
        }
        // Code built only into debug or internal builds: after the rest, under its own heading.
        let debugOnly = report.findings.filter(\.debugOnly)
        if !debugOnly.isEmpty {
            if !out.isEmpty { out += "\n" }
            out += "In debug-only code (#if DEBUG, or a debugging tool; not in the shipped app):\n"
            for finding in debugOnly { out += line(finding, paint: paint) }
        }
        return out
    }

    private func line(_ finding: Finding, paint: Paint) -> String {
        let location = "\(finding.path):\(finding.span.start.line):\(finding.span.start.column)"
        return "\(paint.bold(location)): \(paint.severity(finding.severity)): \(finding.message) [\(finding.ruleID)]\n"
    }

    func summary(_ report: AuditReport, paint: Paint) -> String {
        let files = report.filesAudited == 1 ? "1 file" : "\(report.filesAudited) files"
        var parts = [
            plural(report.count(.error), "error"), plural(report.count(.warning), "warning"), plural(report.count(.note), "note"),
        ]
        if report.reviewCount > 0 { parts.append("\(report.reviewCount) to review") }
        if report.debugOnlyCount > 0 { parts.append("\(report.debugOnlyCount) in debug-only code") }
        if report.suppressedCount > 0 { parts.append("\(report.suppressedCount) suppressed") }
        if report.unreferencedCount > 0 {
            parts.append("\(report.unreferencedCount) left out in code nothing uses (unreferenced_types: audit shows them)")
        }
        var line = "Audited \(files) (\(report.linesAudited) lines) with \(report.rules.count) rules: " + parts.joined(separator: ", ") + "."
        let unaudited = report.unauditedInputs.count
        if unaudited > 0 { line += " \(plural(unaudited, "input")) could not be audited (see stderr)." }
        if let baseline = report.baseline {
            line += " Baseline: \(plural(baseline.matched, "known finding")) hidden"
            line += baseline.gone > 0 ? ", \(plural(baseline.gone, "entry")) no longer found (fixed; rewrite the baseline to drop them)." : "."
        }
        if report.findings.isEmpty && unaudited == 0 { return paint.green(line) }
        return line
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        if count == 1 { return "1 \(noun)" }
        return noun.hasSuffix("y") ? "\(count) \(noun.dropLast())ies" : "\(count) \(noun)s"
    }
}

/// ANSI colour, only when enabled.
struct Paint {
    let enabled: Bool

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: wrap("error", "1;31")
        case .warning: wrap("warning", "1;33")
        case .note: wrap("note", "1;36")
        }
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
