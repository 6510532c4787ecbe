/// How a run is tuned: which files, which rules, at what severity, and what fails the run.
public struct Configuration: Hashable, Sendable {
    /// Path globs to audit, relative to the configuration's directory (empty: everything found).
    public var included: [String]
    /// Path globs to skip.
    public var excluded: [String]
    public var disabledRules: Set<RuleID>
    /// When set, only these rules run.
    public var onlyRules: Set<RuleID>?
    public var severityOverrides: [RuleID: Severity]
    /// Findings at or above this severity fail the run; nil never fails.
    public var failOn: Severity?
    /// Files larger than this are skipped and reported.
    public var maximumFileSize: Int

    public init(
        included: [String] = [], excluded: [String] = [], disabledRules: Set<RuleID> = [],
        onlyRules: Set<RuleID>? = nil, severityOverrides: [RuleID: Severity] = [:], failOn: Severity? = .error,
        maximumFileSize: Int = 16 * 1024 * 1024
    ) {
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.onlyRules = onlyRules
        self.severityOverrides = severityOverrides
        self.failOn = failOn
        self.maximumFileSize = maximumFileSize
    }

    public func isEnabled(_ rule: RuleID) -> Bool {
        if disabledRules.contains(rule) { return false }
        if let onlyRules { return onlyRules.contains(rule) }
        return true
    }

    /// A stable digest of everything that changes per-file results (for the cache key).
    public var analysisDigest: String {
        var hash = StableHash()
        for rule in disabledRules.sorted() { hash.combine("d:" + rule.rawValue) }
        for rule in (onlyRules ?? []).sorted() { hash.combine("o:" + rule.rawValue) }
        for (rule, severity) in severityOverrides.sorted(by: { $0.key < $1.key }) {
            hash.combine("s:\(rule.rawValue)=\(severity.rawValue)")
        }
        return hash.hex
    }
}
