import A11yCatalog
import Foundation
import Testing

@Suite("Renderings")
struct RenderingTests {
    func component(_ id: String) throws -> Component {
        try #require(bundledCatalog.component(id: id))
    }

    @Test func alertDialogCondensedHasTheFourNumberedSections() throws {
        let text = CriteriaRenderer.render(try component("alert-dialog"), format: .condensed)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == CriteriaRenderer.heading)
        #expect(lines.contains("Testing an alert dialog"))
        let numbered = lines.filter { $0.first?.isNumber == true }
        #expect(numbered.count == 4)
        #expect(numbered.map { String($0.prefix(3)) } == ["1. ", "2. ", "3. ", "4. "])
        #expect(numbered[0].contains("Keyboard"))
        #expect(numbered[1].contains("gestures"))
        #expect(numbered[2].contains("output"))
        #expect(numbered[3].contains("settings"))
        #expect(text.contains("   - Escape: The alert is dismissed"))
        #expect(text.contains("   - Enter (Android only): "))
        #expect(text.contains("   - Text resize: "))
    }

    @Test func alertDialogGherkinHasTheFourScenarios() throws {
        let text = CriteriaRenderer.render(try component("alert-dialog"), format: .gherkin)
        #expect(text.hasPrefix(CriteriaRenderer.heading + "\n"))
        #expect(text.contains("GIVEN THAT I am on a screen with an alert dialog\n"))
        let scenarios = text.split(separator: "\n").filter { $0.contains("Scenario:") }
        #expect(scenarios.count == 4)
        #expect(scenarios.map { String($0.prefix(13)) } == ["1. Scenario: ", "2. Scenario: ", "3. Scenario: ", "4. Scenario: "])
        #expect(text.contains("   - WHEN I press Escape\n      - THEN the alert is dismissed"))
        #expect(text.contains("   - WHEN I swipe\n      - THEN focus moves through"))
        // Screen reader output shares one WHEN, then THEN and AND lines.
        #expect(text.contains("      - THEN the alert is named by its title"))
        #expect(text.contains("      - AND the alert may announce as an alert"))
        #expect(text.contains("   - WHEN I raise the device text size to 200%\n"))
    }

    @Test(arguments: bundledCatalog.components.map(\.id))
    func gherkinHasTheGivenLineAndOnlyScenariosWithCriteria(id: String) throws {
        let component = try component(id)
        let text = CriteriaRenderer.render(component, format: .gherkin)
        #expect(text.contains("\nGIVEN THAT I am on a screen with \(component.nounPhrase)\n"))
        let scenarios = text.split(separator: "\n").filter { $0.contains(". Scenario: ") }
        #expect(scenarios.count == component.sections.count)
        for (index, line) in scenarios.enumerated() {
            #expect(line.hasPrefix("\(index + 1). Scenario: "))
        }
        #expect(text.components(separatedBy: "   - WHEN ").count - 1 >= component.sections.count)
        // Every criterion appears as a THEN or AND line.
        let outcomes = text.split(separator: "\n").filter { $0.hasPrefix("      - THEN ") || $0.hasPrefix("      - AND ") }
        #expect(outcomes.count == component.criteria.count)
    }

    @Test func gherkinLeavesOutSectionsWithoutCriteria() throws {
        var component = try component("alert-dialog")
        component.criteria.removeAll { $0.section == .keyboard }
        let text = CriteriaRenderer.render(component, format: .gherkin)
        #expect(!text.contains("WHEN I press"))
        #expect(text.contains("1. Scenario: Screen reader gestures"))
        #expect(!text.contains("4. Scenario:"))
        let condensed = CriteriaRenderer.render(component, format: .condensed)
        #expect(condensed.contains("1. Screen reader gestures"))
        #expect(!condensed.contains("4. "))
    }

    @Test func platformFilterRemovesTheOtherPlatform() throws {
        let modal = try component("modal")
        let all = CriteriaRenderer.render(modal, format: .markdown, platform: .all)
        let ios = CriteriaRenderer.render(modal, format: .markdown, platform: .ios)
        let android = CriteriaRenderer.render(modal, format: .markdown, platform: .android)
        #expect(all.contains("## Android developer notes") && all.contains("## iOS developer notes"))
        #expect(ios.contains("## iOS developer notes") && ios.contains("#### UIKit") && ios.contains("#### SwiftUI"))
        for androidOnly in ["Android developer notes", "Jetpack Compose", "Android Views", "TalkBack", "double tap to activate", "(Android only)"] {
            #expect(!ios.contains(androidOnly), "iOS rendering still mentions \(androidOnly)")
        }
        // The Android-only criterion (Enter) is dropped on iOS and kept, without the suffix, on Android.
        #expect(!ios.contains("**Enter"))
        #expect(android.contains("**Enter**: "))
        #expect(!android.contains("UIKit") && !android.contains("iOS developer notes"))
        let filtered = modal.filtered(for: .ios)
        #expect(filtered.notes.map(\.platform) == [.ios])
        #expect(filtered.announcements(for: .android).isEmpty)
        #expect(!filtered.announcements(for: .ios).isEmpty)
    }

    @Test("A criterion worded for both platforms reads as one platform's when one is kept")
    func criteriaAreWordedPerPlatform() throws {
        for component in bundledCatalog.components {
            for criterion in component.filtered(for: .ios).criteria {
                for text in [criterion.title, criterion.subject, criterion.expected, criterion.when ?? ""] {
                    #expect(!text.contains("Android") && !text.contains("(iOS)") && !text.contains("TalkBack"), "\(component.id)#\(criterion.id): \(text)")
                }
            }
            for criterion in component.filtered(for: .android).criteria {
                for text in [criterion.title, criterion.subject, criterion.expected, criterion.when ?? ""] {
                    #expect(!text.contains("iOS") && !text.contains("(Android)") && !text.contains("VoiceOver"), "\(component.id)#\(criterion.id): \(text)")
                }
            }
        }
        let state = try #require(try component("button").criteria.first { $0.id == "state" })
        #expect(state.expected.contains("dimmed (iOS) or disabled (Android)"))
        #expect(state.worded(for: .ios).expected.contains("announces as dimmed,") && state.worded(for: .android).expected.contains("as disabled,"))
        let space = try #require(try component("button").criteria.first { $0.id == "space-activates" })
        #expect(space.worded(for: .ios).expected == "The button runs its action.")
        #expect(PlatformWording.text("{; a page control announces as adjustable|}.", for: nil) == "; a page control announces as adjustable (iOS).")
        #expect(PlatformWording.text("{; a page control announces as adjustable|}.", for: .android) == ".")
    }

    @Test func combinedDocumentHasOneHeading() throws {
        let components = try bundledCatalog.resolve(["modal", "datepicker"])
        for format in [CriteriaFormat.condensed, .gherkin] {
            let text = CriteriaRenderer.render(components, format: format, platform: .ios)
            #expect(text.components(separatedBy: CriteriaRenderer.heading).count == 2, "\(format) repeats the heading")
            #expect(text.contains("Testing a modal on iOS"))
            #expect(text.contains("Testing a time or date picker on iOS"))
        }
        let markdown = CriteriaRenderer.render(components, format: .markdown, platform: .ios)
        #expect(markdown.hasPrefix("# Accessibility acceptance criteria\n"))
        #expect(markdown.components(separatedBy: "\n# ").count == 1)
        #expect(markdown.contains("\n## Modal\n") && markdown.contains("\n## Time/Date picker\n"))
        #expect(markdown.contains("\n### iOS developer notes\n"))
        #expect(!markdown.contains("Android developer notes"))
        let modalRange = try #require(markdown.range(of: "\n## Modal\n"))
        let pickerRange = try #require(markdown.range(of: "\n## Time/Date picker\n"))
        #expect(modalRange.lowerBound < pickerRange.lowerBound)
    }

    @Test func markdownHasCriteriaNotesAndAnnouncements() throws {
        let text = CriteriaRenderer.render(try component("time-date-picker"), format: .markdown)
        #expect(text.hasPrefix("# Time/Date picker\n"))
        for expected in [
            "## Acceptance criteria", "### Keyboard", "### Screen reader gestures", "### Screen reader output",
            "### Device settings", "(`focus-returns`)", "## iOS developer notes", "#### UIKit", "#### SwiftUI",
            "## Android developer notes", "#### Android Views", "#### Jetpack Compose", "### iOS announcement examples",
            "### Android announcement examples", "`UIDatePicker`", "`TimePickerDialog`",
        ] {
            #expect(text.contains(expected), "markdown lacks \(expected)")
        }
    }

    @Test(arguments: PlatformFilter.allCases)
    func jsonRoundTrips(platform: PlatformFilter) throws {
        let json = CriteriaRenderer.render(bundledCatalog.components, format: .json, platform: platform)
        let document = try JSONDecoder().decode(CatalogDocument.self, from: Data(json.utf8))
        #expect(document.schemaVersion == Catalog.schemaVersion)
        #expect(document.platform == platform)
        #expect(document.components == bundledCatalog.components.map { $0.filtered(for: platform) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        // Sorted keys: "components" comes before "platform" and "schemaVersion".
        #expect(json.range(of: "\"components\"")!.lowerBound < json.range(of: "\"schemaVersion\"")!.lowerBound)
    }

    @Test func listShowsEveryComponent() {
        let list = CriteriaRenderer.list(bundledCatalog.components)
        let lines = list.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(list.hasSuffix("46 components\n"))
        #expect(lines.contains { $0.hasPrefix("alert-dialog ") && $0.contains("Alert dialog") && $0.contains("notifications") })
    }

    @Test func clausesLoseTheirCapitalUnlessItIsAName() {
        let when = ChecklistProbe.gherkinLine(subject: "Escape", expected: "The modal closes.")
        #expect(when.contains("THEN the modal closes\n"))
        let proper = ChecklistProbe.gherkinLine(subject: "Tab", expected: "VoiceOver reads it.")
        #expect(proper.contains("THEN VoiceOver reads it\n"))
        let key = ChecklistProbe.gherkinLine(subject: "Tab", expected: "Escape still works.")
        #expect(key.contains("THEN Escape still works\n"))
    }
}

/// Renders a one-criterion component, to check sentence handling.
enum ChecklistProbe {
    static func gherkinLine(subject: String, expected: String) -> String {
        let component = Component(
            id: "probe", title: "Probe", category: "controls",
            criteria: [Criterion(id: "probe", section: .keyboard, title: "Probe", subject: subject, expected: expected)]
        )
        return CriteriaRenderer.render(component, format: .gherkin)
    }
}
