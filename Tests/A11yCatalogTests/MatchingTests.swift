import A11yCatalog
import Testing

@Suite("Component matching")
struct MatchingTests {
    @Test(arguments: [
        ("alert", "alert-dialog"), ("alert-dialog", "alert-dialog"), ("Alert dialog", "alert-dialog"),
        ("ALERT_DIALOG", "alert-dialog"), ("dialog", "alert-dialog"),
        ("datepicker", "time-date-picker"), ("date picker", "time-date-picker"), ("Date-Picker", "time-date-picker"),
        ("Time/Date picker", "time-date-picker"), ("picker", "time-date-picker"),
        ("toggle", "toggle-switch"), ("switch", "toggle-switch"), ("textfield", "text-input"),
        ("Text field", "text-input"), ("toast", "snackbar"), ("modal", "modal"),
        ("calendar", "calendar-date-picker"), ("time picker", "time-picker"),
    ])
    func looseNamesFindTheComponent(query: String, id: String) {
        #expect(bundledCatalog.component(matching: query)?.id == id)
    }

    @Test func unknownNamesMatchNothing() {
        #expect(bundledCatalog.component(matching: "alrt") == nil)
        #expect(bundledCatalog.component(matching: "") == nil)
        #expect(bundledCatalog.component(matching: "  - ") == nil)
    }

    @Test func typosGetSuggestions() {
        #expect(bundledCatalog.suggestions(for: "alrt").first == "alert-dialog")
        #expect(bundledCatalog.suggestions(for: "modl").first == "modal")
        #expect(bundledCatalog.suggestions(for: "buton").first == "button")
        #expect(bundledCatalog.suggestions(for: "chekbox").first == "checkbox")
        #expect(bundledCatalog.suggestions(for: "date").contains("time-date-picker"))
        #expect(bundledCatalog.suggestions(for: "xyzzy-quux").isEmpty)
        #expect(bundledCatalog.suggestions(for: "a", limit: 3).count <= 3)
    }

    @Test func resolveKeepsOrderDropsRepeatsAndReportsUnknownNames() throws {
        let components = try bundledCatalog.resolve(["modal", "datepicker", "Modal"])
        #expect(components.map(\.id) == ["modal", "time-date-picker"])
        let error = #expect(throws: CatalogError.self) { try bundledCatalog.resolve(["modal", "modl"]) }
        guard case .unknownComponent(let query, let suggestions) = error else {
            Issue.record("expected unknownComponent, got \(String(describing: error))")
            return
        }
        #expect(query == "modl")
        #expect(suggestions.first == "modal")
        #expect("\(error!)" .contains("unknown component 'modl'; did you mean: modal"))
    }

    @Test func everyNameLeadsToOneComponent() {
        // Catalog.validate() enforces this on load; check the bundled data explicitly too.
        var owners: [String: String] = [:]
        for component in bundledCatalog.components {
            for name in [component.id, component.title] + component.aliases {
                let found = bundledCatalog.component(matching: name)
                #expect(found?.id == component.id, "'\(name)' of \(component.id) leads to \(found?.id ?? "nothing")")
                owners[name] = component.id
            }
        }
        #expect(!owners.isEmpty)
    }
}
