import A11yCore

/// Criteria as Gherkin that a Cucumber parser accepts: a `Feature:` with one `Scenario:` per component and
/// section, `Given`/`When`/`Then`/`And` steps. The checklist style of ``ChecklistRenderer/gherkin`` keeps the
/// numbered layout testers paste into tickets; this one is for test runners and test-management tools.
public enum FeatureRenderer {
    /// One scenario: a title and its steps, each a Gherkin keyword and its text.
    public struct Scenario: Sendable {
        public var title: String
        /// The catalog section the scenario tests, when it comes from the catalog.
        public var section: Section?
        public var steps: [(keyword: String, text: String)]
        /// Comment lines written just above the scenario (e.g. what the audit already found).
        public var comments: [String] = []
    }

    /// The scenarios for one component: one per section that has criteria, opening on `context` (where the
    /// tester is: "the checkout screen").
    public static func scenarios(for component: Component, context: String, platform: PlatformFilter) -> [Scenario] {
        component.sections.map { section in
            var steps: [(keyword: String, text: String)] = [("Given", "I am on \(context) with \(component.nounPhrase)")]
            if let only = platform.platform { steps.append(("And", "I am testing on \(only.name)")) }
            for step in ChecklistRenderer.steps(component.criteria(in: section), component: component, platform: platform) {
                steps.append(("When", step.when))
                for (index, outcome) in step.outcomes.enumerated() {
                    steps.append((index == 0 ? "Then" : "And", outcome))
                }
            }
            return Scenario(
                title: "\(component.title): \(ChecklistRenderer.scenarioTitle(section, platform: platform))", section: section, steps: steps)
        }
    }

    /// A whole `.feature` document.
    public static func feature(title: String, description: [String], scenarios: [Scenario], headerComments: [String] = []) -> String {
        var lines = headerComments.map { "# " + $0 }
        lines.append("Feature: \(singleLine(title))")
        for line in description { lines.append("  " + singleLine(line)) }
        for scenario in scenarios {
            lines.append("")
            for comment in scenario.comments { lines.append("  # " + singleLine(comment)) }
            lines.append("  Scenario: \(singleLine(scenario.title))")
            for step in scenario.steps { lines.append("    \(step.keyword) \(singleLine(step.text))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The components' criteria as one feature (`criteria --format feature`).
    static func render(_ components: [Component], platform: PlatformFilter) -> String {
        let on = platform.platform.map { " on \($0.name)" } ?? ""
        let title = components.count == 1 ? "Accessibility of \(components[0].nounPhrase)\(on)" : "Accessibility of native components\(on)"
        let all = components.flatMap { Self.scenarios(for: $0, context: "a screen", platform: platform) }
        return feature(title: title, description: ["Native accessibility acceptance criteria, one scenario per component and section."], scenarios: all)
    }

    /// Gherkin reads one line per step: line breaks inside a text would start a new (invalid) line.
    static func singleLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
