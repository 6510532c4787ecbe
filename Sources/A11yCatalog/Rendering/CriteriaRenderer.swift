import A11yCore
import Foundation

/// The renderings of the catalog. Each is built from the data alone, the same way for every component.
public enum CriteriaFormat: String, Codable, CaseIterable, Sendable {
    /// A short numbered checklist to paste into a ticket.
    case condensed
    /// GIVEN / WHEN / THEN scenarios, one per section that has criteria.
    case gherkin
    /// Gherkin a Cucumber parser accepts: a `Feature:` with `Scenario:`s and `Given`/`When`/`Then` steps.
    case feature
    /// The full entry: criteria, developer notes per platform and framework, announcement examples.
    case markdown
    /// The model itself, for tools.
    case json
}

public enum CriteriaRenderer {
    /// The heading every condensed and Gherkin document starts with, once, however many components it covers.
    public static let heading = "#a11y - Native Accessibility Acceptance Criteria"

    /// Renders the components, in the order given, as one document.
    public static func render(_ components: [Component], format: CriteriaFormat, platform: PlatformFilter = .all) -> String {
        let filtered = components.map { $0.filtered(for: platform) }
        switch format {
        case .condensed: return ChecklistRenderer.condensed(filtered, platform: platform)
        case .gherkin: return ChecklistRenderer.gherkin(filtered, platform: platform)
        case .feature: return FeatureRenderer.render(filtered, platform: platform)
        case .markdown: return MarkdownRenderer.render(filtered, platform: platform)
        case .json: return JSONRendering.render(filtered, platform: platform)
        }
    }

    /// Renders a single component.
    public static func render(_ component: Component, format: CriteriaFormat, platform: PlatformFilter = .all) -> String {
        render([component], format: format, platform: platform)
    }

    /// One criterion of a component as a short Gherkin scenario; nil when the component or criterion is unknown.
    public static func gherkin(_ reference: CriterionReference, in catalog: Catalog, platform: PlatformFilter = .ios) -> String? {
        guard let component = catalog.component(id: reference.component)?.filtered(for: platform),
            let criterion = component.criterion(id: reference.criterion)
        else { return nil }
        return ChecklistRenderer.gherkin(criterion, of: component, platform: platform)
    }

    /// The `--list` table: id, title, category and aliases, one component a line.
    public static func list(_ components: [Component]) -> String {
        let idWidth = components.map(\.id.count).max() ?? 2
        let titleWidth = components.map(\.title.count).max() ?? 5
        let categoryWidth = max(components.map(\.category.count).max() ?? 8, "CATEGORY".count)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var lines = ["\(pad("ID", idWidth))  \(pad("TITLE", titleWidth))  \(pad("CATEGORY", categoryWidth))  ALSO MATCHES"]
        for component in components {
            lines.append(
                "\(pad(component.id, idWidth))  \(pad(component.title, titleWidth))  \(pad(component.category, categoryWidth))  \(component.aliases.joined(separator: ", "))"
                    .trimmingTrailingSpaces()
            )
        }
        lines.append("")
        lines.append("\(components.count) components")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The JSON document: the model with a schema version.
public struct CatalogDocument: Codable, Equatable, Sendable {
    public var schemaVersion: Int
    /// The platform filter the document was rendered with.
    public var platform: PlatformFilter
    public var components: [Component]

    public init(schemaVersion: Int = Catalog.schemaVersion, platform: PlatformFilter, components: [Component]) {
        self.schemaVersion = schemaVersion
        self.platform = platform
        self.components = components
    }
}

enum JSONRendering {
    static func render(_ components: [Component], platform: PlatformFilter) -> String {
        do {
            return try PrettyJSON.encode(CatalogDocument(platform: platform, components: components))
        } catch {
            // Plain strings, numbers and arrays only: encoding cannot fail.
            preconditionFailure("encoding the catalog failed: \(error)")
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
