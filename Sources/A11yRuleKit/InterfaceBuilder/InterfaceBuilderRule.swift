import A11yCore
import A11yInterfaceBuilder

/// A rule that also reads storyboards and xibs: it reports the same defect, under the same id, on the
/// objects an IB file declares.
public protocol InterfaceBuilderRule: Rule {
    /// What the rule reports in storyboards and xibs, in a phrase (for `explain`).
    static var interfaceBuilderSummary: String { get }
    func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis])
}

/// A rule's report on an IB object (or a segue), before the engine turns it into a ``Finding``.
public struct IBDiagnosis: Sendable {
    public var ruleID: RuleID
    /// Byte offsets of the opening tag the finding points at.
    public var start: Int
    public var end: Int
    /// The IB ids that identify the finding across edits (the object's, its scene's), for its fingerprint.
    public var identity: [String]
    public var message: String
    public var severity: Severity?
    public var criterion: CriterionReference?
    public var suggestion: String?
    public var notes: [String]
    public var fix: Fix?
    public var conditions: [ProjectCondition]
    /// A defect, or a case for a person to review.
    public var kind: FindingKind = .defect

    public init(
        ruleID: RuleID, start: Int, end: Int, identity: [String], message: String, severity: Severity? = nil,
        criterion: CriterionReference? = nil, suggestion: String? = nil, notes: [String] = [], fix: Fix? = nil,
        conditions: [ProjectCondition] = []
    ) {
        self.ruleID = ruleID
        self.start = start
        self.end = end
        self.identity = identity
        self.message = message
        self.severity = severity
        self.criterion = criterion
        self.suggestion = suggestion
        self.notes = notes
        self.fix = fix
        self.conditions = conditions
    }
}

extension InterfaceBuilderRule {
    /// A diagnosis on an object of the file, with the conditions under which code elsewhere has not already
    /// settled the point (see ``IBFileContext/conditions(for:lacking:)``).
    public func diagnosis(
        at object: IBObject, in file: IBFileContext, _ message: String, severity: Severity? = nil,
        criterion: CriterionReference? = nil, suggestion: String? = nil, notes: [String] = [], fix: Fix? = nil,
        lacking facts: [TypeFact] = [], conditions extra: [ProjectCondition] = [], kind: FindingKind = .defect
    ) -> IBDiagnosis {
        var diagnosis = IBDiagnosis(
            ruleID: Self.description.id, start: object.tagStart, end: object.tagEnd, identity: file.identity(of: object),
            message: message, severity: severity, criterion: criterion, suggestion: suggestion, notes: notes + file.notes(for: object),
            fix: fix, conditions: facts.flatMap { file.conditions(for: object, lacking: $0) } + extra)
        diagnosis.kind = kind
        return diagnosis
    }

    /// Like ``diagnosis(at:in:_:severity:criterion:suggestion:notes:fix:lacking:conditions:kind:)``, for a point the
    /// element's own class may settle (`customClass="BrandLabel"` picking its font). When the class is declared in the
    /// audited code, that code decides as usual; when it is not (it comes from a package or another module), nothing
    /// can be known, so the finding becomes a review item that says what to check (`classMay`: "may set its own font").
    public func diagnoses(
        at object: IBObject, in file: IBFileContext, _ message: String, classMay: String,
        criterion: CriterionReference? = nil, suggestion: String? = nil, fix: Fix? = nil, lacking facts: [TypeFact],
        conditions: [ProjectCondition] = [], kind: FindingKind = .defect
    ) -> [IBDiagnosis] {
        let defect = { (extra: [ProjectCondition]) in
            diagnosis(
                at: object, in: file, message, criterion: criterion, suggestion: suggestion, fix: kind == .defect ? fix : nil, lacking: facts,
                conditions: conditions + extra, kind: kind)
        }
        guard let custom = object.customClass, !FrameworkTypes.contains(custom) else { return [defect([])] }
        // Given a style by name in the file (a runtime attribute `styleName` = `caption`), such a class draws with that
        // style's font and colour, not the ones the file records: nothing here is worth a person's time.
        if object.runtimeAttributes.keys.contains(where: { $0.lowercased().contains("style") }) { return [defect([.typeHas(custom, .declared)])] }
        let module = object.attributes["customModule"].map { " (module \($0))" } ?? ""
        let review = diagnosis(
            at: object, in: file, message + "; its class '\(custom)'\(module) is not among the audited files and \(classMay): check it",
            criterion: criterion, suggestion: suggestion, lacking: facts, conditions: conditions + [.typeLacks(custom, .declared)], kind: .review)
        return [defect([.typeHas(custom, .declared)]), review]
    }
}
