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
    /// The framework of the code, when the rule covers both (a single-framework rule's findings get its own).
    public var framework: Framework?
    /// A defect, or a case for a person to review (the suggestion then says what to check).
    public var kind: FindingKind = .defect

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
    /// Runs the part of the rule that reads one framework's code, and records that framework on what it finds.
    public func check(_ framework: Framework, into diagnoses: inout [Diagnosis], _ part: (inout [Diagnosis]) -> Void) {
        var found: [Diagnosis] = []
        part(&found)
        for index in found.indices { found[index].framework = framework }
        diagnoses += found
    }

    /// Runs one part of the rule that once had its own id (a UIKit twin folded into the rule), keeping that id
    /// for the part's fingerprints so baselines written before still match.
    public func check(
        folded formerID: RuleID, _ framework: Framework, into diagnoses: inout [Diagnosis], _ part: (inout [Diagnosis]) -> Void
    ) {
        check(framework, into: &diagnoses) { found in
            part(&found)
            for index in found.indices { found[index].fingerprintID = formerID }
        }
    }

    /// A diagnosis from this rule.
    public func diagnosis(
        at node: some SyntaxProtocol, _ message: String, severity: Severity? = nil,
        criterion: CriterionReference? = nil, suggestion: String? = nil, notes: [String] = [],
        fix: Fix? = nil, conditions: [ProjectCondition] = [], kind: FindingKind = .defect
    ) -> Diagnosis {
        var diagnosis = Diagnosis(
            ruleID: Self.description.id, node: node, message: message, severity: severity,
            criterion: criterion, suggestion: suggestion, notes: notes, fix: fix, conditions: conditions)
        diagnosis.kind = kind
        return diagnosis
    }
}
