import A11yCore
import A11yReport
import A11yRules
import ArgumentParser
import A11yRuleKit

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it finds, why it matters, how to fix it, with examples."
    )

    @Argument(help: "A rule id, as printed in brackets after each finding.")
    var rule: String

    func run() throws {
        guard let type = RuleRegistry.rule(RuleRegistry.canonical(RuleID(rawValue: rule))) else {
            throw SpecificUsageError("Unknown rule '\(rule)'\(RuleSuggestions.hint(for: rule))")
        }
        Terminal.write(RuleExplanation.text(type.description, options: type.options))
    }
}
