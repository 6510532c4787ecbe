import A11yCore

/// Configuration that changes what rules see in a file: extra naming vocabulary and rule options.
public struct AnalysisSettings: Sendable {
    public var vocabulary: NameVocabulary
    public var ruleOptions: [RuleID: [String: OptionValue]]
    /// Audit files that import a test framework, and SwiftUI previews (`include_tests`).
    public var includeTests = false
    /// Colours of the audited project's asset catalogs, read before any file is analysed.
    public var assetColors = AssetColors()
    /// The app's number constants (`let controlSize = 40.0` at the top level, `static let rowHeight: CGFloat = 36`), by
    /// name, read from every Swift file before any is analysed: sizes written with them are read as numbers.
    public var lengthConstants: [String: Double] = [:]

    public init(vocabulary: NameVocabulary = NameVocabulary(), ruleOptions: [RuleID: [String: OptionValue]] = [:]) {
        self.vocabulary = vocabulary
        self.ruleOptions = ruleOptions
    }

    public init(_ configuration: Configuration) {
        self.init(
            vocabulary: NameVocabulary(extraModalWords: configuration.modalNames, extraNonModalWords: configuration.nonModalNames),
            ruleOptions: configuration.ruleOptions)
        includeTests = configuration.includeTests
    }

    /// The value of a rule's option, or nil when the configuration does not set it.
    public func option(_ key: String, of rule: RuleID) -> OptionValue? {
        ruleOptions[rule]?[key]
    }
}

/// A rule option, declared once: its key in `.native-a11y.yml`, its kind (for validation), its default, and
/// what it does (for `explain` and the starter file). Rules read it with ``SourceFileContext/value(of:)``.
public struct RuleOptionDescription: Sendable {
    public enum Kind: String, Sendable {
        case bool, number, string
        case strings = "list of strings"
    }

    public let rule: RuleID
    public let key: String
    public let defaultValue: OptionValue
    public let summary: String

    public var kind: Kind {
        switch defaultValue {
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .strings: .strings
        }
    }

    public init(rule: RuleID, key: String, default defaultValue: OptionValue, summary: String) {
        self.rule = rule
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

extension Rule {
    /// Options this rule accepts in the configuration file (none by default).
    public static var options: [RuleOptionDescription] { [] }
}
