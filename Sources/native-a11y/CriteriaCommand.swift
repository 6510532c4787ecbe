import A11yCatalog
import ArgumentParser
import Foundation

extension CriteriaFormat: ExpressibleByArgument {}
extension PlatformFilter: ExpressibleByArgument {}

/// `native-a11y criteria`: prints acceptance criteria from the catalog. All the work is in A11yCatalog.
struct CriteriaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "criteria",
        abstract: "Print accessibility acceptance criteria for native components.",
        discussion: """
            Prints what a keyboard user, a screen reader user and a user with large text must experience with each \
            component, ready to paste into a ticket. Name several components to get one document for a whole \
            screen. Names match loosely: alert, alert-dialog and "Alert dialog" are the same component.

            Formats:
              condensed  numbered checklist to paste into a ticket (default)
              gherkin    GIVEN / WHEN / THEN scenarios, numbered, to paste into a ticket
              feature    the same as a .feature file a Cucumber parser accepts
              markdown   full entry: criteria, developer notes for UIKit, SwiftUI,
                         Android Views and Jetpack Compose, announcement examples
              json       the catalog model, for tools

            Examples:
              native-a11y criteria alert-dialog
              native-a11y criteria alert --format gherkin
              native-a11y criteria modal datepicker --platform ios --format markdown
              native-a11y criteria --list

            Sources: MagentaA11y's native acceptance criteria (magentaa11y.com), Apple's accessibility \
            documentation and Human Interface Guidelines, Android's accessibility documentation, and WCAG 2.2 \
            (contrast, target size). The wording is NativeA11y's own.
            """
    )

    @Argument(help: "Components to print, by id, title or alias (see --list).")
    var components: [String] = []

    @Option(name: .shortAndLong, help: "Output format.")
    var format: CriteriaFormat = .condensed

    @Option(name: .shortAndLong, help: "Keep only this platform's criteria, developer notes and announcement examples.")
    var platform: PlatformFilter = .all

    @Flag(name: .shortAndLong, help: "List the components: id, title, category and other names.")
    var list = false

    /// No component named and no --list (checked in `run`, so the message is not followed by the generic usage).
    func checkComponents() throws {
        if components.isEmpty && !list {
            let catalog = try Catalog.bundled()
            let examples = ["modal", "alert-dialog", "time-date-picker", "button", "text-input"]
                .filter { catalog.component(id: $0) != nil }
            throw SpecificUsageError(
                "Name at least one component, e.g. \(examples.joined(separator: ", ")); run with --list to see all \(catalog.components.count)"
            )
        }
    }

    func run() throws {
        try checkComponents()
        let catalog = try Catalog.bundled()
        if list {
            print(CriteriaRenderer.list(catalog.components), terminator: "")
            return
        }
        let resolved: [Component]
        do {
            resolved = try catalog.resolve(components)
        } catch let error as CatalogError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print(CriteriaRenderer.render(resolved, format: format, platform: platform), terminator: "")
    }
}
