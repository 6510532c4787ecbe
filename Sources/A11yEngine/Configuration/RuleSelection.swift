import A11yCore
import A11yRules
import A11yRuleKit

/// A rule id given to `--only` or `--disable` (or to the MCP tools' `only` and `disable`) that names no rule.
public struct UnknownRuleError: Error, Equatable {
    public let written: String
}

extension Configuration {
    /// Every id a setting may name: the rules', and the audit's own note on unused suppressions.
    public static var knownRuleIDs: Set<RuleID> {
        Set(RuleRegistry.all.map { $0.description.id } + [UnusedSuppression.ruleID])
    }

    /// Applies `only` and `disable` over the settings file's choice of rules. An id written under a rule's old
    /// name still works; each such id comes back with the rule's current id, for a note.
    @discardableResult
    public mutating func select(only: [String], disable: [String]) throws -> [(written: String, current: RuleID)] {
        let known = Self.knownRuleIDs
        if let unknown = (only + disable).first(where: { !known.contains(RuleRegistry.canonical(RuleID(rawValue: $0))) }) {
            throw UnknownRuleError(written: unknown)
        }
        var renamed: [(written: String, current: RuleID)] = []
        func current(_ written: String) -> RuleID {
            let id = RuleRegistry.canonical(RuleID(rawValue: written))
            if id.rawValue != written { renamed.append((written, id)) }
            return id
        }
        disabledRules.formUnion(disable.map(current))
        if !only.isEmpty { onlyRules = Set(only.map(current)) }
        return renamed
    }
}

extension LoadedConfiguration {
    /// The configuration, with its patterns read relative to the settings file's folder.
    public var resolved: Configuration {
        var resolved = configuration
        resolved.rootDirectory = directory
        return resolved
    }
}
