import A11yCatalog
import A11yCore
import A11yRules
import A11yRuleKit

/// The text `explain` prints for a rule.
public enum RuleExplanation {
    public static func text(_ rule: RuleDescription, options: [RuleOptionDescription] = []) -> String {
        var out = "\(rule.id): \(rule.title)\n"
        out += "Severity: \(rule.severity)   Frameworks: \(rule.frameworks.map(\.rawValue).joined(separator: ", "))\n"
        out += "Criterion: \(CatalogTitles.title(for: rule.criterion) ?? rule.criterion.description) (native-a11y criteria \(rule.criterion.component))\n\n"
        out += rule.summary + "\n\n" + "Why it matters\n" + rule.rationale + "\n\n" + "How to fix\n" + rule.suggestion + "\n"
        if let catalog = CatalogTitles.catalog, let scenario = CriteriaRenderer.gherkin(rule.criterion, in: catalog) {
            out += "\nWhat a tester checks (iOS)\n" + indent(scenario) + "\n"
        }
        out += "\nWhere it looks\n" + whereItLooks(rule) + "\n"
        if !options.isEmpty {
            out += "\nOptions (.native-a11y.yml, under rules: \(rule.id):)\n"
            for option in options { out += "    \(option.key) (\(option.kind.rawValue), default \(option.defaultValue)): \(option.summary)\n" }
        }
        if let example = rule.triggeringExamples.first {
            out += "\nFlagged (↓ marks where the finding lands)\n" + indent(example.code) + "\n"
        }
        if let example = rule.nonTriggeringExamples.first {
            out += "\nNot flagged\n" + indent(example.code) + "\n"
        }
        if let correction = rule.corrections.first {
            out += "\nCorrection (applied by `native-a11y fix`, and carried in JSON and SARIF reports)\nBefore:\n" + indent(correction.before) + "\nAfter:\n" + indent(correction.after) + "\n"
        }
        return out
    }

    /// Which code the rule judges: iOS code only (how the platform is decided), and the Interface Builder files
    /// for the rules that read them.
    static func whereItLooks(_ rule: RuleDescription) -> String {
        var text = """
            Code built for iOS (iPadOS and Mac Catalyst included). The platform of a file is guessed from its folders \
            (Mac/, macOS/, watchOS/, "… Watch App"/, tvOS/), its imports (AppKit or Cocoa: macOS; WatchKit or ClockKit: \
            watchOS), and a package manifest that lists no iOS; `#if os(…)`, `canImport(…)` and \
            `targetEnvironment(macCatalyst)` narrow it. `platforms:` in .native-a11y.yml replaces the guess. Code inside \
            `#if DEBUG` is reported apart (debug_code: apart, audit or skip).
            """
        let type = RuleRegistry.all.first { $0.description.id == rule.id }
        if let reader = type as? any InterfaceBuilderRule.Type {
            text += " Storyboards and xibs are read too: " + reader.interfaceBuilderSummary
        }
        return text
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

/// "did you mean" hints for rule ids.
public enum RuleSuggestions {
    /// `"; did you mean: …?"`, or where to find the list (`elsewhere`) when no id is close.
    public static func hint(for id: String, elsewhere: String = "run 'native-a11y rules' for the list") -> String {
        let known = RuleRegistry.all.map { $0.description.id.rawValue }
        let close = known.map { ($0, EditDistance.between($0, id)) }.filter { $0.1 <= max(3, id.count / 3) }
            .sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
        return close.isEmpty ? "; \(elsewhere)" : "; did you mean: \(close.joined(separator: ", "))?"
    }
}
