import A11yCore
import SwiftSyntax

/// A rule's report on a syntax node, before the engine turns it into a ``Finding``.
public struct Diagnosis {
    public var ruleID: RuleID
    /// The node the finding is about. The finding lands on its first token (trivia excluded).
    public var node: Syntax
    public var message: String
    /// Overrides the rule's default severity, e.g. lower when the evidence is weaker.
    public var severity: Severity?
    /// Overrides the rule's criterion when the context names a more precise one.
    public var criterion: CriterionReference?
    /// Overrides the rule's default suggestion.
    public var suggestion: String?
    public var notes: [String]
    public var fix: Fix?
    /// Facts about other files that must hold for the finding to be reported.
    public var conditions: [ProjectCondition]
    /// The id the finding's fingerprint is computed with, when not ``ruleID``: a rule folded into another keeps
    /// the fingerprints of its old id, so baselines written before still match.
    public var fingerprintID: RuleID?

    public init(
        ruleID: RuleID, node: some SyntaxProtocol, message: String, severity: Severity? = nil,
        criterion: CriterionReference? = nil, suggestion: String? = nil, notes: [String] = [],
        fix: Fix? = nil, conditions: [ProjectCondition] = []
    ) {
        self.ruleID = ruleID
        self.node = Syntax(node)
        self.message = message
        self.severity = severity
        self.criterion = criterion
        self.suggestion = suggestion
        self.notes = notes
        self.fix = fix
        self.conditions = conditions
    }
}

extension Rule {
    /// Runs one part of the rule that once had its own id, keeping that id for the parts' fingerprints.
    public func check(
        folded formerID: RuleID, into diagnoses: inout [Diagnosis], _ part: (inout [Diagnosis]) -> Void
    ) {
        var found: [Diagnosis] = []
        part(&found)
        for index in found.indices { found[index].fingerprintID = formerID }
        diagnoses += found
    }

    /// A diagnosis from this rule.
    public func diagnosis(
        at node: some SyntaxProtocol, _ message: String, severity: Severity? = nil,
        criterion: CriterionReference? = nil, suggestion: String? = nil, notes: [String] = [],
        fix: Fix? = nil, conditions: [ProjectCondition] = []
    ) -> Diagnosis {
        Diagnosis(
            ruleID: Self.description.id, node: node, message: message, severity: severity,
            criterion: criterion, suggestion: suggestion, notes: notes, fix: fix, conditions: conditions)
    }
}
