import A11yCore

/// The UI frameworks a rule reads.
public enum Framework: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"

    public static func < (lhs: Framework, rhs: Framework) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One accessibility rule: it reads a parsed file and reports diagnoses.
///
/// Rules never walk the whole tree themselves: the engine walks it once and hands every rule the same
/// ``SourceFileContext``, whose ``SyntaxFacts`` index the nodes rules ask about (calls by name,
/// assignments by property, declarations). A rule inspects only the small subtrees around those nodes.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Options the rule reads from `.native-a11y.yml` (`rules: <id>: <key>: …`); none by default.
    static var options: [RuleOptionDescription] { get }
    init()
    func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis])
}

/// Everything users and tools need to know about a rule, with the examples that specify it.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, written by hand.
    public let id: RuleID
    /// A short name, e.g. "Custom modal not marked modal".
    public let title: String
    /// One sentence: what the rule finds.
    public let summary: String
    /// Why it matters to a VoiceOver, keyboard or large-text user.
    public let rationale: String
    /// What to do about a finding.
    public let suggestion: String
    public let severity: Severity
    /// The acceptance criterion a tester would see fail.
    public let criterion: CriterionReference
    public let frameworks: [Framework]
    /// Code near the defect that must stay quiet.
    public let nonTriggeringExamples: [RuleExample]
    /// Code with the defect; `↓` marks where each finding lands.
    public let triggeringExamples: [RuleExample]
    /// Before → after pairs for rules with a safe fix.
    public let corrections: [RuleCorrection]

    public init(
        id: RuleID, title: String, summary: String, rationale: String, suggestion: String,
        severity: Severity, criterion: CriterionReference, frameworks: [Framework],
        nonTriggeringExamples: [RuleExample], triggeringExamples: [RuleExample],
        corrections: [RuleCorrection] = []
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.rationale = rationale
        self.suggestion = suggestion
        self.severity = severity
        self.criterion = criterion
        self.frameworks = frameworks
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
        self.corrections = corrections
    }
}

/// A piece of example code for a rule. Markers `↓` in `code` say where findings land; `context` holds
/// other files of the same project (declarations the example relies on), which never carry markers.
public struct RuleExample: Sendable, CustomStringConvertible {
    public let code: String
    public let context: [String]
    /// Whether the mutation checks (wrap in a comment or string, multibyte prefix, disable comment)
    /// apply. Examples whose meaning depends on exact text layout can opt out.
    public let testsMutations: Bool
    public let file: String
    public let line: Int

    public init(
        _ code: String, context: [String] = [], testsMutations: Bool = true,
        file: String = #fileID, line: Int = #line
    ) {
        self.code = code
        self.context = context
        self.testsMutations = testsMutations
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// Code before and after a rule's fix. `before` may carry `↓` markers; they are removed before use.
public struct RuleCorrection: Sendable, CustomStringConvertible {
    public let before: String
    public let after: String
    public let context: [String]
    public let file: String
    public let line: Int

    public init(
        _ before: String, _ after: String, context: [String] = [], file: String = #fileID, line: Int = #line
    ) {
        self.before = before
        self.after = after
        self.context = context
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
