/// The rendered catalog kept in the repository under docs/criteria: for each component the full Markdown entry
/// (`<id>.md`) and the Gherkin scenarios (`<id>.feature`), plus a README index. A test compares these files with
/// fresh renderings; `NATIVE_A11Y_UPDATE_GOLDENS=1 swift test` rewrites them.
public enum CriteriaDocs {
    /// Where the files live, relative to the package root.
    public static let directory = "docs/criteria"

    /// Set to 1 while running `swift test` to rewrite the files instead of comparing them.
    public static let updateVariable = "NATIVE_A11Y_UPDATE_GOLDENS"

    /// The command that regenerates the files.
    public static let regenerateCommand = "NATIVE_A11Y_UPDATE_GOLDENS=1 swift test --filter A11yCatalogTests"

    /// Every generated file: its name inside `directory`, and its contents.
    public static func files(for catalog: Catalog) -> [(name: String, contents: String)] {
        var files: [(name: String, contents: String)] = []
        for component in catalog.components {
            files.append(("\(component.id).md", CriteriaRenderer.render(component, format: .markdown)))
            files.append(("\(component.id).feature", CriteriaRenderer.render(component, format: .gherkin)))
        }
        files.append(("README.md", index(for: catalog)))
        return files
    }

    /// The README of docs/criteria: every component by category, with links to its two files.
    public static func index(for catalog: Catalog) -> String {
        var out = MarkdownWriter()
        out.heading(1, "Acceptance criteria catalog")
        out.paragraph(
            """
            \(catalog.components.count) native components, each with the criteria a tester checks (keyboard, \
            screen reader gestures, screen reader output, device settings) and developer notes for UIKit, \
            SwiftUI, Android Views and Jetpack Compose. The data lives in \
            `Sources/A11yCatalog/Resources/components/<id>.yml` (layout: [SCHEMA.md](SCHEMA.md)); every file \
            here is generated from it. Do not edit them by hand: change the data, then run \
            `\(regenerateCommand)`.
            """
        )
        out.paragraph(
            "`<id>.md` is the full entry (`native-a11y criteria <id> --format markdown`); `<id>.feature` is the Gherkin "
                + "rendering (`--format gherkin`)."
        )
        for category in catalog.categories {
            out.heading(2, category.prefix(1).uppercased() + category.dropFirst())
            let rows = catalog.components.filter { $0.category == category }.map { component in
                "| \(component.title) | `\(component.id)` | \(component.criteria.count) | [entry](\(component.id).md) · [Gherkin](\(component.id).feature) |"
            }
            out.paragraph((["| Component | Id | Criteria | Files |", "|---|---|---|---|"] + rows).joined(separator: "\n"))
        }
        return out.text
    }
}
