import A11yCore

/// A suppression comment that silenced nothing is reported as a note, so stale ones get cleaned up.
public enum UnusedSuppression {
    public static let ruleID: RuleID = "unused-suppression"
    public static let title = "Suppression comment silences nothing"
    public static let summary = "A native-a11y:disable comment matched no finding; the code it excused has changed or been fixed."

    static func finding(for suppression: Suppression, path: String) -> Finding {
        let rules = suppression.coversAllRules ? "all" : suppression.rules.map(\.rawValue).joined(separator: " ")
        return Finding(
            ruleID: ruleID, severity: .note, path: path, span: SourceSpan(start: suppression.position, end: suppression.position),
            message: "'native-a11y:\(suppression.form.rawValue) \(rules)' silences no finding",
            criterion: nil, suggestion: "Remove the comment.",
            fingerprint: StableHash.hex(of: ruleID.rawValue, path, suppression.form.rawValue, rules))
    }
}
