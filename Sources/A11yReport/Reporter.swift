import A11yCore
import A11yEngine
import A11yRules
import Foundation
import A11yRuleKit

/// The output formats of `native-a11y audit`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case markdown
    case github
    case html

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .markdown: MarkdownReporter()
        case .github: GitHubActionsReporter()
        case .html: HTMLReporter()
        }
    }
}

/// Everything a reporter may need beyond the report itself.
public struct ReportContext: Sendable {
    /// Descriptions of every rule the tool has (for SARIF's rule table and for titles).
    public var rules: [RuleDescription]
    /// A human title for a criterion, e.g. "Modal › Focus confined", when the catalog knows it.
    public var criterionTitle: @Sendable (CriterionReference) -> String?
    /// Whether ANSI colour may be used.
    public var useColor: Bool
    /// The directory relative paths are relative to (SARIF's %SRCROOT%).
    public var baseDirectory: String
    /// The text of an audited file, for code excerpts (the HTML report); nil when it cannot be read.
    public var sourceText: @Sendable (String) -> String?
    /// The one folder audited, as given on the command line, when a single folder was: the HTML report shows
    /// paths from there. Nil when several paths or a file were audited.
    public var auditedFolder: String?

    public init(
        rules: [RuleDescription] = RuleRegistry.descriptions,
        criterionTitle: @escaping @Sendable (CriterionReference) -> String? = { _ in nil },
        useColor: Bool = false, baseDirectory: String = ".",
        sourceText: (@Sendable (String) -> String?)? = nil, auditedFolder: String? = nil
    ) {
        self.auditedFolder = auditedFolder
        self.rules = rules
        self.criterionTitle = criterionTitle
        self.useColor = useColor
        self.baseDirectory = baseDirectory
        self.sourceText = sourceText ?? { path in
            try? String(contentsOfFile: FilePaths.absolute(path, workingDirectory: baseDirectory), encoding: .utf8)
        }
    }

    func title(of criterion: CriterionReference?) -> String? {
        guard let criterion else { return nil }
        return criterionTitle(criterion) ?? "\(criterion.component) › \(criterion.criterion)"
    }

    func rule(_ id: RuleID) -> RuleDescription? { rules.first { $0.id == id } }
}

/// Renders an audit report in one format.
public protocol Reporter: Sendable {
    func render(_ report: AuditReport, context: ReportContext) -> String
}
