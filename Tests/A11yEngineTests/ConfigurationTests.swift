import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

struct ConfigurationTests {
    @Test func readsEveryKey() throws {
        let yaml = """
            included: [App, "Packages/*/Sources"]
            excluded: Generated
            disabled_rules: [custom-modal-no-escape]
            fail_on: warning
            max_file_size: 512KB
            file_time_limit: 30
            modal_names: [Takeover]
            non_modal_names: [Coachmark]
            include_tests: true
            rules:
              custom-modal-focus-not-moved: { severity: error }
              modal-tap-outside-only: { severity: off }
              custom-modal-background-reachable: { check_dimming_layer: false }
              custom-presentation-not-modal:
                presentation_styles: [overFullScreen]
            """
        let loaded = try ConfigurationLoader.parse(yaml: yaml, path: "test.yml")
        let configuration = loaded.configuration
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(configuration.included == ["App", "Packages/*/Sources"])
        #expect(configuration.excluded == ["Generated"])
        #expect(configuration.disabledRules == ["custom-modal-no-escape", "modal-tap-outside-only"])
        #expect(configuration.failOn == .warning)
        #expect(configuration.maximumFileSize == 512 * 1024)
        #expect(configuration.fileTimeLimit == 30)
        #expect(Configuration().fileTimeLimit == Configuration.defaultFileTimeLimit)
        #expect(configuration.modalNames == ["Takeover"])
        #expect(configuration.includeTests)
        #expect(configuration.severityOverrides["custom-modal-focus-not-moved"] == .error)
        #expect(configuration.ruleOptions["custom-modal-background-reachable"]?["check_dimming_layer"] == .bool(false))
        #expect(configuration.ruleOptions["custom-presentation-not-modal"]?["presentation_styles"] == .strings(["overFullScreen"]))
    }

    @Test func unknownKeysAndRulesAreReportedWithTheClosestName() throws {
        let yaml = """
            exclude: [Generated]
            disabled_rules: [custom-modal-not-modl]
            rules:
              custom-modal-no-escap: { severity: note }
              custom-modal-background-reachable: { check_dimming: false }
            """
        let loaded = try ConfigurationLoader.parse(yaml: yaml, path: "test.yml")
        #expect(loaded.warnings.count == 4)
        #expect(loaded.warnings[0].contains("test.yml:1:1") && loaded.warnings[0].contains("did you mean 'excluded'"))
        #expect(loaded.warnings[1].contains("did you mean 'custom-modal-not-modal'"))
        #expect(loaded.warnings[2].contains("did you mean 'custom-modal-no-escape'"))
        #expect(loaded.warnings[3].contains("has no option 'check_dimming'") && loaded.warnings[3].contains("check_dimming_layer"))
    }

    @Test("A malformed file names the file, line and problem", arguments: [
        ("included: [App\nexcluded: x\n", 2, "not valid YAML"),
        ("- just\n- a list\n", 1, "must be a mapping"),
        ("fail_on: sometimes\n", 1, "fail_on must be"),
        ("included:\n  nested: map\n", 2, "included must be a list"),
        ("rules:\n  custom-modal-not-modal: { severity: loud }\n", 2, "severity must be"),
        ("rules:\n  custom-modal-background-reachable: { check_dimming_layer: maybe }\n", 2, "must be true or false"),
        ("max_file_size: huge\n", 1, "max_file_size must be a size"),
        ("file_time_limit: -3\n", 1, "file_time_limit must be a number of seconds"),
        ("include_tests: sometimes\n", 1, "include_tests must be true or false"),
        ("\u{7}binary\u{0}garbage: [\n", 1, "not valid YAML"),
    ])
    func malformed(_ yaml: String, _ line: Int, _ message: String) {
        do {
            _ = try ConfigurationLoader.parse(yaml: yaml, path: "bad.yml")
            Issue.record("expected an error for \(yaml.debugDescription)")
        } catch let error as ConfigurationError {
            #expect(error.path == "bad.yml")
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func emptyFileIsTheDefault() throws {
        let loaded = try ConfigurationLoader.parse(yaml: "", path: "empty.yml")
        #expect(loaded.configuration == Configuration())
        let comments = try ConfigurationLoader.parse(yaml: "# nothing yet\n", path: "empty.yml")
        #expect(comments.configuration == Configuration())
    }

    @Test func starterFileParsesCleanlyAndNamesEveryRule() throws {
        let starter = ConfigurationTemplate.starter()
        let loaded = try ConfigurationLoader.parse(yaml: starter, path: "starter.yml")
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.configuration.failOn == .error)
        for rule in RuleRegistry.all { #expect(starter.contains(rule.description.id.rawValue)) }
        // Uncommenting the per-rule block gives a valid configuration too.
        var inRules = false
        let uncommented = starter.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("# rules:") { inRules = true }
            return inRules && line.hasPrefix("# ") ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let all = try ConfigurationLoader.parse(yaml: uncommented, path: "starter.yml")
        #expect(all.warnings.isEmpty, "\(all.warnings)")
        #expect(all.configuration.severityOverrides.count == RuleRegistry.all.count)
    }

    @Test func findsTheNearestFileUpwards() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".native-a11y.yml", "fail_on: never\n")
        try directory.write("App/Feature/Screen.swift", modalScreen)
        #expect(ConfigurationLoader.find(from: directory.path + "/App/Feature")?.hasSuffix("/.native-a11y.yml") == true)
        try directory.write("App/.native-a11y.yml", "fail_on: note\n")
        #expect(ConfigurationLoader.find(from: directory.path + "/App/Feature") == directory.path + "/App/.native-a11y.yml")
    }

    @Test func testCodeAndPreviewsAreSkippedUnlessIncluded() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Screens/Screen.swift", modalScreen)
        try directory.write("App/AppTests/ScreenTests.swift", modalScreen)
        try directory.write("App/UITests/Flows.swift", modalScreen)
        try directory.write("App/Specs/ScreenSpec.swift", modalScreen)
        try directory.write("App/Support/Doubles.swift", "import XCTest\n" + modalScreen)
        // A preview of a screen is not the screen: a defect drawn only there is not met by users.
        try directory.write("App/Screens/Previews.swift", """
            struct Screen_Previews: PreviewProvider {
                static var previews: some View { Image("close-icon").onTapGesture {} }
            }
            #Preview { Image("close-icon").onTapGesture {} }
            """)
        let defaults = Auditor(jobs: 1).audit(paths: ["App"], baseDirectory: directory.path)
        #expect(Set(defaults.findings.map(\.path)) == ["App/Screens/Screen.swift"])
        #expect(defaults.problems.isEmpty)
        var configuration = Configuration()
        configuration.includeTests = true
        let everything = Auditor(configuration: configuration, jobs: 1).audit(paths: ["App"], baseDirectory: directory.path)
        #expect(Set(everything.findings.map(\.path)) == [
            "App/Screens/Screen.swift", "App/AppTests/ScreenTests.swift", "App/UITests/Flows.swift", "App/Specs/ScreenSpec.swift",
            "App/Support/Doubles.swift", "App/Screens/Previews.swift",
        ])
        // Named on the command line, a test folder is audited: the user asked for it.
        let explicit = Auditor(jobs: 1).audit(paths: ["App/UITests"], baseDirectory: directory.path)
        #expect(Set(explicit.findings.map(\.path)) == ["App/UITests/Flows.swift"])
    }

    @Test func excludedGlobsAreRelativeToTheConfigurationFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Generated/Model.swift", modalScreen)
        try directory.write("App/Screens/Screen.swift", modalScreen)
        var configuration = Configuration(excluded: ["App/Generated"])
        configuration.rootDirectory = directory.path
        let report = Auditor(configuration: configuration, jobs: 1).audit(paths: ["Screens"], baseDirectory: directory.path + "/App")
        #expect(report.filesAudited == 1)
        let fromRoot = Auditor(configuration: configuration, jobs: 1).audit(paths: ["App"], baseDirectory: directory.path)
        #expect(Set(fromRoot.findings.map(\.path)) == ["App/Screens/Screen.swift"])
    }

    @Test func optionsReachTheRules() {
        let code = """
            struct Gallery: View {
                @State private var zoomed = false
                var body: some View {
                    ZStack {
                        Grid().accessibilityHidden(zoomed)
                        if zoomed {
                            Color.black.opacity(0.8).onTapGesture { zoomed = false }
                            PhotoOverlay(isPresented: $zoomed)
                        }
                    }
                }
            }
            """
        let rule: RuleID = "custom-modal-background-reachable"
        let on = Auditor(jobs: 1).audit(sources: [(path: "A.swift", text: code)]).findings.filter { $0.ruleID == rule }
        let off = Auditor(configuration: Configuration(ruleOptions: [rule: ["check_dimming_layer": .bool(false)]]), jobs: 1)
            .audit(sources: [(path: "A.swift", text: code)]).findings.filter { $0.ruleID == rule }
        #expect(on.count == 1)
        #expect(off.isEmpty)
    }

    @Test func extraModalNamesAreRecognized() {
        let code = """
            struct Home: View {
                @State private var show = false
                var body: some View {
                    ZStack {
                        Feed()
                        if show { PromoTakeover() }
                    }
                }
            }
            """
        let plain = Auditor(jobs: 1).audit(sources: [(path: "A.swift", text: code)])
        let named = Auditor(configuration: Configuration(modalNames: ["Takeover"]), jobs: 1).audit(sources: [(path: "A.swift", text: code)])
        #expect(!plain.findings.contains { $0.ruleID == "custom-modal-not-modal" })
        #expect(named.findings.contains { $0.ruleID == "custom-modal-not-modal" })
    }
}
