import A11yCatalog
import Foundation
import Testing

@Suite("Catalog data")
struct CatalogDataTests {
    /// Criteria that audit rules and reporters refer to by id. Removing or renaming one breaks them.
    static let requiredCriteria: [String: [String]] = [
        "modal": [
            "keyboard-focus-confined", "escape-closes", "focus-confined", "focus-on-open", "focus-returns",
            "close-option", "name", "role", "text-resize",
        ],
        "alert-dialog": ["keyboard-focus-confined", "escape-closes", "focus-confined", "name", "role", "state", "text-resize"],
        "time-date-picker": ["name", "role", "state", "text-resize", "focus-returns"],
        "button": ["name", "role", "state", "text-resize"],
        "text-input": ["name", "role", "state", "text-resize"],
        "headings": ["text-resize"],
    ]

    static let expectedIDs = [
        "alert-dialog", "animation", "button", "calendar-date-picker", "captcha", "carousel", "checkbox", "chip",
        "custom-gesture", "dropdown", "expandable", "field-errors", "focus", "graphics", "headings", "image-decorative",
        "image-informative", "link", "list-item", "loading-spinner", "map", "menu", "modal", "pagination",
        "progress-indicator", "radio-button", "reorder-row", "search", "segmented-control", "sheet", "sidebar-menu",
        "slider", "snackbar", "step-indicator", "stepper", "table", "table-row", "tabs", "text", "text-input", "time-date-picker",
        "time-picker", "timer", "toggle-switch", "video-player", "webview",
    ]

    /// Components that show no text of their own, so text size does not apply.
    static let withoutText: Set<String> = ["image-decorative", "custom-gesture"]

    @Test func catalogHasFortySixComponentsSortedByID() {
        let ids = bundledCatalog.components.map(\.id)
        #expect(ids.count == 46)
        #expect(ids == Self.expectedIDs)
        #expect(ids == ids.sorted())
    }

    @Test func everyDataFileIsBundled() {
        #expect(PackagePaths.componentFiles.count == bundledCatalog.components.count)
        #expect(Set(PackagePaths.componentFiles) == Set(bundledCatalog.components.map { "\($0.id).yml" }))
    }

    @Test func sourceDataAndBundledCopyAgree() throws {
        let fromSources = try Catalog.load(from: PackagePaths.componentData)
        #expect(fromSources.components == bundledCatalog.components)
    }

    @Test func missingFolderIsAClearError() {
        let missing = PackagePaths.root.appendingPathComponent("no-such-folder")
        let error = #expect(throws: CatalogError.self) { try Catalog.load(from: missing) }
        #expect("\(error!)".contains("no-such-folder"))
        #expect("\(CatalogError.resourcesMissing(searched: ["/x"]))".contains("NATIVE_A11Y_CATALOG_DIR"))
    }

    @Test(arguments: PackagePaths.componentFiles)
    func dataFileParsesWithUniqueCriterionIDs(file: String) throws {
        let component = try Catalog.loadComponent(at: PackagePaths.componentData.appendingPathComponent(file))
        #expect("\(component.id).yml" == file)
        let ids = component.criteria.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate criterion ids in \(file)")
        #expect(!component.title.isEmpty && !component.summary.isEmpty)
        #expect(!component.aliases.isEmpty, "\(file) needs aliases for loose matching")
        #expect(!component.criteria(in: .screenreader).isEmpty, "\(file) has no screen reader output criteria")
        for platform in Platform.allCases {
            #expect(component.notes(for: platform) != nil, "\(file) has no \(platform.name) notes")
        }
    }

    @Test(arguments: requiredCriteria.keys.sorted())
    func requiredCriterionIDsExist(componentID: String) throws {
        let component = try #require(bundledCatalog.component(id: componentID))
        for criterionID in Self.requiredCriteria[componentID]! {
            #expect(component.criterion(id: criterionID) != nil, "\(componentID) lacks criterion \(criterionID)")
            #expect(bundledCatalog.criterion((component: componentID, criterion: criterionID))?.id == criterionID)
        }
    }

    @Test func criterionLookupFailsForMissingReferences() {
        #expect(bundledCatalog.criterion((component: "modal", criterion: "no-such-criterion")) == nil)
        #expect(bundledCatalog.criterion(component: "no-such-component", id: "name") == nil)
        #expect(bundledCatalog.criterion(component: "modal", id: "escape-closes")?.section == .keyboard)
        // References are exact ids: loose names are for people, not for rules.
        #expect(bundledCatalog.criterion(component: "alert", id: "name") == nil)
    }

    @Test func everyComponentWithTextHasTextResize() {
        for component in bundledCatalog.components where !Self.withoutText.contains(component.id) {
            let resize = component.criterion(id: "text-resize")
            #expect(resize?.section == .settings, "\(component.id) lacks a text-resize criterion in settings")
        }
    }

    @Test func interactiveComponentsHaveNameRoleAndState() {
        for component in bundledCatalog.components where ["controls", "forms"].contains(component.category) {
            for id in ["name", "role", "state"] {
                #expect(component.criterion(id: id)?.section == .screenreader, "\(component.id) lacks \(id)")
            }
        }
    }

    @Test func focusCriteriaOfTheModalAreInTheirSections() throws {
        let modal = try #require(bundledCatalog.component(id: "modal"))
        #expect(modal.criterion(id: "keyboard-focus-confined")?.section == .keyboard)
        #expect(modal.criterion(id: "escape-closes")?.subject == "Escape")
        #expect(modal.criterion(id: "focus-confined")?.section == .gestures)
        #expect(modal.criterion(id: "keyboard-focus-confined")?.title == "Focus confined")
        #expect(modal.criterion(id: "enter-activates")?.platforms == [.android])
    }

    @Test func notesNameTheAPIsOfEveryFramework() throws {
        for id in ["modal", "alert-dialog", "time-date-picker"] {
            let component = try #require(bundledCatalog.component(id: id))
            for platform in Platform.allCases {
                let notes = try #require(component.notes(for: platform))
                for framework in platform.frameworks {
                    #expect(!notes.points(for: framework).isEmpty, "\(id) has no \(framework.name) notes")
                }
                #expect(!notes.announcements.isEmpty, "\(id) has no \(platform.name) announcement examples")
            }
        }
        let modal = try #require(bundledCatalog.component(id: "modal"))
        #expect(modal.notes(for: .ios)!.points(for: .uikit).contains { $0.contains("accessibilityViewIsModal") })
    }

    @Test func everyCategoryIsKnown() {
        #expect(Set(bundledCatalog.categories).isSubset(of: ["content", "controls", "forms", "navigation", "notifications", "patterns"]))
    }
}

@Suite("Data file checks")
struct DataFileValidationTests {
    static let minimal = """
        id: sample
        title: Sample
        category: controls
        aliases: [example]
        criteria:
          screenreader:
            - id: name
              subject: Name
              expected: It is named.
        """

    @Test func minimalFileParses() throws {
        let component = try Catalog.parseComponent(yaml: Self.minimal, file: "sample.yml")
        #expect(component.criteria.map(\.id) == ["name"])
        #expect(component.criteria.first?.title == "Name")
        #expect(component.nounPhrase == "a sample")
    }

    @Test func misspeltKeyIsRejected() {
        let yaml = Self.minimal.replacingOccurrences(of: "expected:", with: "expect:")
        #expect(throws: CatalogError.self) { try Catalog.parseComponent(yaml: yaml, file: "sample.yml") }
    }

    @Test func duplicateCriterionIDIsRejected() throws {
        let yaml = Self.minimal + """

                - id: name
                  subject: Name again
                  expected: Twice.
            """
        let error = #expect(throws: CatalogError.self) { try Catalog.parseComponent(yaml: yaml, file: "sample.yml") }
        #expect("\(error!)".contains("used twice"))
    }

    @Test func fileNameMustMatchID() {
        #expect(throws: CatalogError.self) { try Catalog.parseComponent(yaml: Self.minimal, file: "other.yml") }
    }

    @Test func nonKebabCaseIDIsRejected() {
        let yaml = Self.minimal.replacingOccurrences(of: "- id: name", with: "- id: Name_Label")
        #expect(throws: CatalogError.self) { try Catalog.parseComponent(yaml: yaml, file: "sample.yml") }
    }

    @Test func notesOfTheWrongPlatformAreRejected() {
        let yaml = Self.minimal + """

            ios:
              topics:
                - title: Name
                  compose: [Not an iOS framework.]
            """
        #expect(throws: CatalogError.self) { try Catalog.parseComponent(yaml: yaml, file: "sample.yml") }
    }

    @Test func aliasLeadingToTwoComponentsIsRejected() throws {
        let first = try Catalog.parseComponent(yaml: Self.minimal, file: "sample.yml")
        var second = first
        second.id = "other"
        second.title = "Other"
        second.noun = "other"
        #expect(throws: CatalogError.self) { try Catalog(components: [first, second]).validate() }
    }
}
