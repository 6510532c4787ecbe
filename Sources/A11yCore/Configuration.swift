/// How a run is tuned: which files, which rules, at what severity, and what fails the run. Loaded from
/// `.native-a11y.yml` (see the engine's ConfigurationLoader) and adjusted by command-line options.
public struct Configuration: Hashable, Sendable {
    /// Path globs to audit, relative to the configuration's directory (empty: everything found).
    public var included: [String]
    /// Path globs to skip.
    public var excluded: [String]
    public var disabledRules: Set<RuleID>
    /// When set, only these rules run.
    public var onlyRules: Set<RuleID>?
    public var severityOverrides: [RuleID: Severity]
    /// Options of individual rules, by rule and option key.
    public var ruleOptions: [RuleID: [String: OptionValue]]
    /// Extra words that name a modal surface in type and variable names (`Takeover`, `Paywall`).
    public var modalNames: [String]
    /// Extra words that mark a name as not a modal (`Coachmark`).
    public var nonModalNames: [String]
    /// Findings at or above this severity fail the run; nil never fails.
    public var failOn: Severity?
    /// Review items fail the run too (`fail_on: review`): every finding, of any kind and severity, fails it.
    public var failOnReview = false
    /// Files larger than this many bytes are skipped and reported.
    public var maximumFileSize: Int
    /// Seconds one file's analysis may take before it is given up on and reported (`file_time_limit`).
    public var fileTimeLimit: Double = Configuration.defaultFileTimeLimit
    /// Audit test code too: test-target folders, files that import a test framework, and SwiftUI previews.
    public var includeTests = false
    /// What the settings say files are built for (`platforms:`), replacing the guess from folders, imports and
    /// manifests: entries in order, the last whose pattern matches a file wins; a nil pattern matches every file.
    public var platforms: [PlatformSetting] = []
    /// What to do with findings in code built only into debug or internal builds (`debug_code:`).
    public var debugCode: DebugCodePolicy = .apart
    /// Report findings in types no audited file uses (`unreferenced_types: audit`); by default they are left out
    /// and counted (see ``TypeFact/referenced``).
    public var auditsUnreferencedTypes = false
    /// The directory `included` and `excluded` are relative to (the configuration file's); nil: the
    /// directory the audit runs in.
    public var rootDirectory: String?

    public static let defaultMaximumFileSize = 8 * 1024 * 1024
    /// A release build parses the largest real source files in well under a second; ten seconds leaves room
    /// for a debug build and a busy machine, and still ends machine-made input within the run.
    public static let defaultFileTimeLimit: Double = 10

    public init(
        included: [String] = [], excluded: [String] = [], disabledRules: Set<RuleID> = [],
        onlyRules: Set<RuleID>? = nil, severityOverrides: [RuleID: Severity] = [:],
        ruleOptions: [RuleID: [String: OptionValue]] = [:], modalNames: [String] = [], nonModalNames: [String] = [],
        failOn: Severity? = .error, maximumFileSize: Int = Configuration.defaultMaximumFileSize
    ) {
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.onlyRules = onlyRules
        self.severityOverrides = severityOverrides
        self.ruleOptions = ruleOptions
        self.modalNames = modalNames
        self.nonModalNames = nonModalNames
        self.failOn = failOn
        self.maximumFileSize = maximumFileSize
    }

    public func isEnabled(_ rule: RuleID) -> Bool {
        if disabledRules.contains(rule) { return false }
        if let onlyRules { return onlyRules.contains(rule) }
        return true
    }

    /// A stable digest of the settings that change per-file results (part of the cache key). Severity
    /// overrides and file selection apply after the per-file step, so they are not part of it.
    public var analysisDigest: String {
        var hash = StableHash()
        if includeTests { hash.combine("tests") }
        for setting in platforms { hash.combine("p:\(setting.pattern ?? "*")=\(setting.platforms.map(\.rawValue).joined(separator: ","))") }
        for word in modalNames.sorted() { hash.combine("m:" + word) }
        for word in nonModalNames.sorted() { hash.combine("n:" + word) }
        for (rule, options) in ruleOptions.sorted(by: { $0.key < $1.key }) {
            for (key, value) in options.sorted(by: { $0.key < $1.key }) { hash.combine("o:\(rule.rawValue).\(key)=\(value)") }
        }
        return hash.hex
    }
}

/// One entry of `platforms:` in the settings: the files a path pattern matches (all when nil) are built for these
/// platforms.
public struct PlatformSetting: Hashable, Sendable {
    public var pattern: String?
    public var platforms: [Platform]

    public init(pattern: String?, platforms: [Platform]) {
        self.pattern = pattern
        self.platforms = platforms
    }
}

/// How findings in debug-only code (`#if DEBUG`) are treated.
public enum DebugCodePolicy: String, Hashable, Sendable, CaseIterable {
    /// Reported under their own heading, counted apart, never failing a run (the default).
    case apart
    /// Reported and counted like any other finding.
    case audit
    /// Not reported.
    case skip
}

/// A rule option's value as written in the configuration file.
public enum OptionValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)
    case strings([String])

    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): value
        case .strings(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }

    public var strings: [String]? {
        switch self {
        case .strings(let values): values
        case .string(let value): [value]
        default: nil
        }
    }

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
}
