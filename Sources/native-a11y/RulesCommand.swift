import A11yCore
import A11yReport
import A11yRules
import ArgumentParser
import A11yRuleKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the audit rules.",
        discussion: "Use 'native-a11y explain RULE' for a rule's rationale and examples."
    )

    @Flag(help: "Print the list as JSON.")
    var json = false

    func run() throws {
        let rules = RuleRegistry.descriptions
        if json {
            struct Item: Encodable {
                let id, title, severity, summary: String
                let frameworks: [String]
                let criterion: String
                let fixable: Bool
            }
            let items = rules.map {
                Item(
                    id: $0.id.rawValue, title: $0.title, severity: $0.severity.rawValue, summary: $0.summary,
                    frameworks: $0.frameworks.map(\.rawValue), criterion: $0.criterion.description, fixable: !$0.corrections.isEmpty)
            }
            Terminal.write(try PrettyJSON.encode(items))
            return
        }
        let idWidth = rules.map(\.id.rawValue.count).max() ?? 0
        for rule in rules {
            let id = rule.id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let frameworks = rule.frameworks.map(\.rawValue).joined(separator: "+").padding(toLength: 13, withPad: " ", startingAt: 0)
            let criterion = CatalogTitles.title(for: rule.criterion) ?? rule.criterion.description
            Terminal.write("\(id)  \(severity)  \(frameworks)  \(rule.title) (\(criterion))\(rule.corrections.isEmpty ? "" : " [has a suggested edit]")\n")
        }
    }
}
