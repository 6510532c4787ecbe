import A11yCore
import A11yEngine
import A11yRules
import A11yRuleKit

/// Audits example code the way the command line would, with the example as `Example.swift` and each
/// context file as `Context<n>.swift` in the same project.
public enum ExampleAuditing {
    public static let examplePath = "Example.swift"

    public static func audit(
        _ code: String, context: [String] = [], rules: [any Rule.Type] = RuleRegistry.all,
        configuration: Configuration = Configuration()
    ) -> AuditReport {
        var sources = [(path: examplePath, text: code)]
        for (index, file) in context.enumerated() { sources.append((path: "Context\(index + 1).swift", text: file)) }
        return Auditor(configuration: configuration, rules: rules, jobs: 1).audit(sources: sources)
    }

    /// Findings of one rule in the example file.
    public static func findings(
        of rule: any Rule.Type, in code: String, context: [String] = []
    ) -> [Finding] {
        audit(code, context: context, rules: [rule]).findings.filter {
            $0.ruleID == rule.description.id && $0.path == examplePath
        }
    }

    /// Applies every fix the rule offers for the example, as `fix` would.
    public static func applyingFixes(of rule: any Rule.Type, to code: String, context: [String] = []) -> String {
        let edits = findings(of: rule, in: code, context: context).compactMap(\.fix).flatMap(\.edits)
        return FixApplier.apply(edits, to: code)
    }

    /// Findings of the rule with this id in the example file.
    public static func findings(ofRule id: RuleID, in code: String, context: [String] = []) -> [Finding] {
        guard let rule = RuleRegistry.rule(id) else { return [] }
        return findings(of: rule, in: code, context: context)
    }
}
