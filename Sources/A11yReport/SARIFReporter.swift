import A11yCore
import A11yEngine
import A11yRules
import Foundation
import A11yRuleKit

/// SARIF 2.1.0, as GitHub code scanning accepts it: the rule table in `tool.driver.rules`, one result per
/// finding with a physical location, and inputs that could not be audited as tool execution notifications.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: AuditReport, context: ReportContext) -> String {
        (try? PrettyJSON.encode(SARIFLog(report: report, context: context))) ?? "{}\n"
    }

    /// `custom-modal-not-modal` → `CustomModalNotModal`.
    static func ruleName(_ id: RuleID) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: percent-encoded, forward slashes.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return trimmed.addingPercentEncoding(withAllowedCharacters: allowed) ?? trimmed
    }
}

/// The subset of the SARIF 2.1.0 object model this tool writes.
struct SARIFLog: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "utf16CodeUnits"
        var results: [Result]
        var invocations: [Invocation]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: MultiformatMessage
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    struct Configuration: Encodable { var level: String }

    struct Properties: Encodable {
        var tags: [String]
        var criterion: String?
    }

    struct Message: Encodable { var text: String }

    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        /// `review` for a case a person must check (SARIF's default, `fail`, is left out).
        var kind: String?
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var fixes: [SARIFFix]?
        var properties: ResultProperties?
    }

    struct ResultProperties: Encodable {
        var framework: String?
        /// True for a finding in code built only into debug or internal builds (reported at note level).
        var debugOnly: Bool?
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
        var byteOffset: Int?
        var byteLength: Int?
    }

    struct SARIFFix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Message?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]
        var descriptor: NotificationDescriptor?
    }

    struct NotificationDescriptor: Encodable { var id: String }

    static let baseID = "SRCROOT"

    init(report: AuditReport, context: ReportContext) {
        var descriptors = context.rules.map { rule -> ReportingDescriptor in
            let criterion = context.title(of: rule.criterion)
            var markdown = "\(rule.rationale)\n\n**How to fix:** \(rule.suggestion)"
            if let criterion { markdown += "\n\n**Criterion:** \(criterion)" }
            return ReportingDescriptor(
                id: rule.id.rawValue, name: SARIFReporter.ruleName(rule.id),
                shortDescription: Message(text: rule.summary), fullDescription: Message(text: rule.rationale),
                help: MultiformatMessage(text: "\(rule.rationale)\n\nHow to fix: \(rule.suggestion)", markdown: markdown),
                defaultConfiguration: Configuration(level: SARIFReporter.level(rule.severity)),
                properties: Properties(tags: ["accessibility"] + rule.frameworks.map { $0.rawValue.lowercased() }, criterion: criterion))
        }
        if report.findings.contains(where: { $0.ruleID == UnusedSuppression.ruleID }) {
            descriptors.append(ReportingDescriptor(
                id: UnusedSuppression.ruleID.rawValue, name: SARIFReporter.ruleName(UnusedSuppression.ruleID),
                shortDescription: Message(text: UnusedSuppression.title), fullDescription: Message(text: UnusedSuppression.summary),
                help: MultiformatMessage(text: "Remove the comment.", markdown: "Remove the comment."),
                defaultConfiguration: Configuration(level: "note"), properties: Properties(tags: ["maintenance"], criterion: nil)))
        }
        let indices = Dictionary(descriptors.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = report.findings.map { finding -> Result in
            let location = ArtifactLocation(uri: SARIFReporter.uri(finding.path), uriBaseId: Self.baseID)
            let region = Region(
                startLine: finding.span.start.line, startColumn: finding.span.start.utf16Column,
                endLine: finding.span.end.line, endColumn: finding.span.end.utf16Column,
                byteOffset: finding.span.start.offset, byteLength: max(0, finding.span.end.offset - finding.span.start.offset))
            let fixes = finding.fix.map { fix in
                [SARIFFix(
                    description: Message(text: fix.title),
                    artifactChanges: [ArtifactChange(
                        artifactLocation: location,
                        replacements: fix.edits.map { edit in
                            Replacement(
                                deletedRegion: Region(startLine: finding.span.start.line, byteOffset: edit.start, byteLength: edit.end - edit.start),
                                insertedContent: Message(text: edit.replacement))
                        })])]
            }
            var message = finding.message
            if !finding.suggestion.isEmpty { message += ". " + finding.suggestion }
            return Result(
                ruleId: finding.ruleID.rawValue, ruleIndex: indices[finding.ruleID.rawValue],
                kind: finding.kind == .review ? "review" : nil,
                // A review result carries no level of failure: "none", as SARIF asks for kinds other than "fail".
                level: finding.kind == .review ? "none" : SARIFReporter.level(finding.debugOnly ? .note : finding.severity),
                message: Message(text: message),
                locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: location, region: region))],
                partialFingerprints: ["nativeA11y/v1": finding.fingerprint], fixes: fixes,
                properties: finding.framework == nil && !finding.debugOnly
                    ? nil : ResultProperties(framework: finding.framework, debugOnly: finding.debugOnly ? true : nil))
        }
        let notifications = report.problems.map { problem in
            Notification(
                level: problem.isFatal ? "error" : "warning", message: Message(text: problem.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: SARIFReporter.uri(problem.path), uriBaseId: Self.baseID),
                    region: problem.line.map { Region(startLine: $0) }))],
                descriptor: NotificationDescriptor(id: problem.kind.rawValue))
        }
        var base = URL(fileURLWithPath: context.baseDirectory).standardizedFileURL.absoluteString
        if !base.hasSuffix("/") { base += "/" }
        runs = [Run(
            tool: Tool(driver: Driver(
                name: ToolInfo.name, version: ToolInfo.version, semanticVersion: ToolInfo.version,
                informationUri: ToolInfo.informationURI, rules: descriptors)),
            originalUriBaseIds: [Self.baseID: ArtifactLocation(uri: base, uriBaseId: nil)],
            results: results,
            invocations: [Invocation(executionSuccessful: true, toolExecutionNotifications: notifications)])]
    }
}
