/// What a finding is: a defect the code shows, or a case a person must look at.
public enum FindingKind: String, Codable, Sendable, Hashable {
    case defect
    /// The code cannot decide (an SF Symbol whose spoken name may do, a bold label that may title a section);
    /// the finding says what to check.
    case review
}

/// One accessibility defect found in one place. This is the project's own model: rules produce
/// diagnoses on syntax nodes, and the engine converts them into findings at once.
public struct Finding: Hashable, Codable, Sendable {
    public var ruleID: RuleID
    public var severity: Severity
    /// The path as the user gave it or as discovery found it (relative paths stay relative).
    public var path: String
    public var span: SourceSpan
    /// Plain words naming the element, e.g. "ZStack overlay 'ConfirmDeleteDialog' is not marked modal".
    public var message: String
    /// The acceptance criterion a tester would see fail (nil for findings about the tool's own comments).
    public var criterion: CriterionReference?
    /// What to do about it, in one sentence.
    public var suggestion: String
    /// Further locations or remarks that explain the finding.
    public var notes: [String]
    /// Present when the rule can correct the code mechanically and safely.
    public var fix: Fix?
    /// Identifies the finding by its own code rather than its line number (baselines, SARIF).
    public var fingerprint: String
    /// The framework of the code it was found in ("SwiftUI", "UIKit"): one rule id covers both.
    public var framework: String?
    /// True when the code is compiled into iOS debug or internal builds only (`#if DEBUG`): reported apart, since
    /// no user of the shipped app meets it, and never failing a run unless settings ask.
    public var debugOnly = false
    /// A defect, or a case code alone cannot decide, left to a person to check (axe-core's "incomplete",
    /// SARIF's `kind: "review"`): shown apart and never failing a run unless settings ask.
    public var kind: FindingKind = .defect

    public init(
        ruleID: RuleID, severity: Severity, path: String, span: SourceSpan, message: String,
        criterion: CriterionReference?, suggestion: String, notes: [String] = [], fix: Fix? = nil,
        fingerprint: String = "", framework: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.span = span
        self.message = message
        self.criterion = criterion
        self.suggestion = suggestion
        self.notes = notes
        self.fix = fix
        self.fingerprint = fingerprint
        self.framework = framework
    }

    /// Deterministic report order: path, line, column, rule id.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.span.start.line != rhs.span.start.line { return lhs.span.start.line < rhs.span.start.line }
        if lhs.span.start.column != rhs.span.start.column { return lhs.span.start.column < rhs.span.start.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
