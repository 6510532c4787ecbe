import A11yCore
import A11yEngine
import Foundation

/// A stable JSON document. Fields are only ever added; a breaking change bumps `schemaVersion`.
/// The schema is documented in docs/json-report.md.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: AuditReport, context: ReportContext) -> String {
        let document = JSONReport(report: report, context: context)
        return encode(document)
    }

    func encode(_ value: some Encodable) -> String {
        (try? PrettyJSON.encode(value)) ?? "{}\n"
    }
}

/// The JSON report's model.
public struct JSONReport: Codable, Sendable {
    public var schemaVersion: Int
    public var tool: Tool
    public var summary: Summary
    public var findings: [Item]
    public var problems: [Problem]

    public struct Tool: Codable, Sendable {
        public var name: String
        public var version: String
    }

    public struct Summary: Codable, Sendable {
        public var filesAudited: Int
        public var linesAudited: Int
        public var findings: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        public var suppressed: Int
        public var problems: Int
        public var rules: [String]
        /// Present when a baseline was applied: findings it hid, and its entries no finding matched.
        public var baselineMatched: Int?
        public var baselineGone: Int?
        /// Findings in code built only into debug or internal builds (not counted in errors, warnings, notes).
        public var debugOnly: Int? = nil
        /// Review items (not counted in errors, warnings and notes).
        public var review: Int? = nil
        /// Findings left out because they are in types no audited file uses (`unreferenced_types: skip`).
        public var unreferenced: Int? = nil
    }

    public struct Item: Codable, Sendable {
        public var ruleId: String
        public var severity: String
        public var path: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        public var utf8Offset: Int
        public var utf8EndOffset: Int
        public var message: String
        public var criterion: Criterion?
        public var suggestion: String
        public var notes: [String]
        public var fingerprint: String
        /// "SwiftUI" or "UIKit": the framework of the code the finding is in (absent for the tool's own notes).
        public var framework: String?
        /// Present (true) only for a finding in code built only into debug or internal builds (`#if DEBUG`).
        public var debugOnly: Bool?
        /// Present (`review`) only for a case the code alone cannot decide; absent for a defect.
        public var kind: String?
        public var fix: FixItem?
    }

    public struct Criterion: Codable, Sendable {
        public var component: String
        public var id: String
        public var title: String
    }

    public struct FixItem: Codable, Sendable {
        public var title: String
        public var edits: [Edit]
    }

    public struct Edit: Codable, Sendable {
        public var utf8Start: Int
        public var utf8End: Int
        public var replacement: String
    }

    public struct Problem: Codable, Sendable {
        public var path: String
        public var kind: String
        public var message: String
        public var line: Int?
        public var column: Int?
    }

    init(report: AuditReport, context: ReportContext) {
        schemaVersion = JSONReporter.schemaVersion
        tool = Tool(name: ToolInfo.name, version: ToolInfo.version)
        summary = Summary(
            filesAudited: report.filesAudited, linesAudited: report.linesAudited, findings: report.findings.count,
            errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
            suppressed: report.suppressedCount, problems: report.problems.count, rules: report.rules.map(\.rawValue),
            baselineMatched: report.baseline?.matched, baselineGone: report.baseline?.gone,
            debugOnly: report.debugOnlyCount > 0 ? report.debugOnlyCount : nil,
            review: report.reviewCount > 0 ? report.reviewCount : nil,
            unreferenced: report.unreferencedCount > 0 ? report.unreferencedCount : nil)
        findings = report.findings.map { finding in
            Item(
                ruleId: finding.ruleID.rawValue, severity: finding.severity.rawValue, path: finding.path,
                line: finding.span.start.line, column: finding.span.start.column,
                endLine: finding.span.end.line, endColumn: finding.span.end.column,
                utf8Offset: finding.span.start.offset, utf8EndOffset: finding.span.end.offset,
                message: finding.message,
                criterion: finding.criterion.map {
                    Criterion(component: $0.component, id: $0.criterion, title: context.title(of: $0) ?? $0.description)
                },
                suggestion: finding.suggestion, notes: finding.notes, fingerprint: finding.fingerprint,
                framework: finding.framework,
                debugOnly: finding.debugOnly ? true : nil,
                kind: finding.kind == .review ? "review" : nil,
                fix: finding.fix.map { fix in
                    FixItem(title: fix.title, edits: fix.edits.map { Edit(utf8Start: $0.start, utf8End: $0.end, replacement: $0.replacement) })
                })
        }
        problems = report.problems.map {
            Problem(path: $0.path, kind: $0.kind.rawValue, message: $0.message, line: $0.line, column: $0.column)
        }
    }
}
