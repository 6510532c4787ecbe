import A11yCatalog
import A11yCore

/// Writes a ``TestPlan`` as Markdown (checkboxes to tick), Gherkin a Cucumber parser accepts (one feature per
/// screen) or JSON.
public enum PlanRenderer {
    public enum Format: String, CaseIterable, Sendable {
        case markdown, gherkin, json

        /// The file extension of one screen's document.
        public var fileExtension: String {
            switch self {
            case .markdown: "md"
            case .gherkin: "feature"
            case .json: "json"
            }
        }
    }

    // MARK: Markdown

    /// The whole plan as one Markdown document.
    public static func markdown(_ plan: TestPlan) -> String {
        var lines = ["# Accessibility test plan", ""]
        let components = plan.screens.reduce(0) { $0 + $1.components.count }
        lines.append("\(plan.screens.count) \(plan.screens.count == 1 ? "screen" : "screens"), \(components) component checks, read from the code by `native-a11y plan`. Tick each criterion once it holds; a ⚠️ line is a finding of the audit that breaks it.")
        for screen in plan.screens {
            lines.append("")
            lines += markdownLines(screen, level: 2)
        }
        if !plan.elsewhere.isEmpty {
            lines += [""] + elsewhereLines(plan.elsewhere, level: 2)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The findings no screen reaches, as their own Markdown document (`--output DIR`), or nil when there are none.
    public static func markdownElsewhere(_ plan: TestPlan) -> String? {
        guard !plan.elsewhere.isEmpty else { return nil }
        return (["# Accessibility test plan: elsewhere", ""] + elsewhereLines(plan.elsewhere, level: 2, titled: false))
            .joined(separator: "\n") + "\n"
    }

    static func elsewhereLines(_ findings: [TestPlan.PlannedFinding], level: Int, titled: Bool = true) -> [String] {
        var lines: [String] = []
        if titled { lines += ["\(String(repeating: "#", count: level)) Elsewhere", ""] }
        lines += ["Found in code no screen reaches (a coordinator, the app's root, a helper): test them where the app runs that code.", ""]
        lines += findings.map(findingLine)
        return lines
    }

    /// A defect (⚠️), or a result to review as a box to tick (🔍), with what to check.
    static func findingLine(_ finding: TestPlan.PlannedFinding) -> String {
        guard finding.kind == FindingKind.review.rawValue else { return "- ⚠️ \(findingText(finding))" }
        return "- [ ] 🔍 To check: \(findingText(finding))" + (finding.check.map { ". \($0)" } ?? "")
    }

    /// One screen as its own Markdown document (`--output DIR`).
    public static func markdown(_ screen: TestPlan.Screen) -> String {
        (["# Accessibility test plan: \(screen.name)", ""] + markdownLines(screen, level: 2, titled: false)).joined(separator: "\n") + "\n"
    }

    static func markdownLines(_ screen: TestPlan.Screen, level: Int, titled: Bool = true) -> [String] {
        let heading = String(repeating: "#", count: level)
        var lines: [String] = []
        if titled { lines += ["\(heading) \(screen.name)", ""] }
        let kind = screen.kind == "view-controller" ? "UIKit view controller" : "SwiftUI view"
        lines.append("`\(screen.path):\(screen.line)` · \(kind) · \(screen.reason)")
        lines.append("")
        guard !screen.components.isEmpty || !screen.otherFindings.isEmpty else {
            lines.append("No native components recognized.")
            return lines
        }
        if !screen.components.isEmpty {
            lines += ["| Component | Count | First at |", "|---|---|---|"]
            for component in screen.components {
                let symbols = component.symbols.map { "`\($0)`" }.joined(separator: ", ")
                lines.append("| \(component.title) | \(component.count) | `\(component.path):\(component.line)` (\(symbols)) |")
            }
        }
        for component in screen.components {
            lines += ["", "\(heading)# \(component.title)", ""]
            for criterion in component.criteria {
                lines.append("- [ ] **\(criterion.title)** (\(sectionLabel(criterion.section))): \(criterion.expected)")
                for finding in criterion.findings { lines.append("  " + findingLine(finding)) }
            }
        }
        if !screen.otherFindings.isEmpty {
            lines += ["", "\(heading)# Other findings on this screen", ""]
            lines += screen.otherFindings.map(findingLine)
        }
        return lines
    }

    static func findingText(_ finding: TestPlan.PlannedFinding) -> String {
        "`\(finding.rule)` at `\(finding.path):\(finding.line)`: \(finding.message)"
    }

    static func sectionLabel(_ raw: String) -> String {
        Section(rawValue: raw)?.label ?? raw
    }

    // MARK: Gherkin

    /// One screen as a `.feature` document: a scenario per component and section, with the audit's findings as
    /// comments above the scenario whose criteria they break.
    public static func feature(_ screen: TestPlan.Screen, catalog: Catalog, platform: PlatformFilter) -> String {
        var scenarios: [FeatureRenderer.Scenario] = []
        for planned in screen.components {
            guard let component = catalog.component(id: planned.id)?.filtered(for: platform) else { continue }
            for var scenario in FeatureRenderer.scenarios(for: component, context: "the \(screen.name) screen", platform: platform) {
                let sectionCriteria = planned.criteria.filter { $0.section == scenario.section?.rawValue }
                scenario.comments = sectionCriteria.flatMap { criterion in
                    criterion.findings.map { finding in
                        finding.kind == FindingKind.review.rawValue
                            ? "To check (\(criterion.title)): \(findingText(finding))"
                            : "Expected to fail (\(criterion.title)): \(findingText(finding))"
                    }
                }
                scenarios.append(scenario)
            }
        }
        let summary = screen.components.map { "\($0.title.lowercased()) (\($0.count))" }.joined(separator: ", ")
        var description = ["\(screen.name), \(screen.path):\(screen.line) (\(screen.reason))."]
        description.append(summary.isEmpty ? "No native components recognized." : "Components: \(summary).")
        let others = screen.otherFindings.map { "Also found: \(findingText($0))" }
        return FeatureRenderer.feature(
            title: "Accessibility of \(screen.name)", description: description, scenarios: scenarios,
            headerComments: ["Generated by native-a11y plan from \(screen.path)"] + others)
    }

    /// Every screen's feature, one after another (a single output file holds one feature per screen only
    /// when written to a folder; to standard output they are separated by a blank line).
    public static func features(_ plan: TestPlan, catalog: Catalog, platform: PlatformFilter) -> [(name: String, text: String)] {
        var features = plan.screens.map { ($0.name, feature($0, catalog: catalog, platform: platform)) }
        if !plan.elsewhere.isEmpty {
            // No scenario: the findings are comments, to be placed on the screens the app runs that code for.
            features.append(("Elsewhere", FeatureRenderer.feature(
                title: "Accessibility findings in code no screen reaches",
                description: ["Coordinators, the app's root and helpers: test these where the app runs that code."],
                scenarios: [], headerComments: ["Generated by native-a11y plan"] + plan.elsewhere.map { "Also found: \(findingText($0))" })))
        }
        return features
    }

    // MARK: JSON

    /// The whole plan as one text in `format` (Gherkin: one feature per screen, one after another).
    public static func render(_ plan: TestPlan, format: Format, catalog: Catalog, platform: PlatformFilter) throws -> String {
        switch format {
        case .markdown: markdown(plan)
        case .json: try json(plan)
        case .gherkin: features(plan, catalog: catalog, platform: platform).map(\.text).joined(separator: "\n")
        }
    }

    public static func json(_ plan: TestPlan) throws -> String {
        try PrettyJSON.encode(plan)
    }
}
