import Foundation
import Testing

/// Runs the built `native-a11y` binary as a user would, in a scratch directory.
struct CommandLine {
    static var binary: URL {
        // The test bundle sits next to the products of the same build.
        var directory = URL(fileURLWithPath: Swift.CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("native-a11y").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("native-a11y")
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ arguments: [String], in directory: String) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = directory + "/.cache"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

final class Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("native-a11y-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

let defectiveScreen = """
    struct Screen: View {
        @State private var show = false
        var body: some View {
            ZStack {
                Content()
                if show {
                    Color.black.opacity(0.4)
                    ConfirmDialog(isPresented: $show)
                }
            }
        }
    }
    """

let cleanScreen = """
    struct Screen: View {
        @State private var show = false
        var body: some View {
            Content().sheet(isPresented: $show) { ConfirmDialog() }
        }
    }
    """

@Suite(.serialized)
struct CommandLineTests {
    @Test func exitStatusIsZeroWhenClean() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/Screen.swift", cleanScreen)
        let result = try CommandLine.run(["audit"], in: scratch.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Audited 1 file"))
    }

    @Test func exitStatusIsOneForFindingsAtTheThreshold() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", defectiveScreen)
        let failing = try CommandLine.run(["audit", "Screen.swift"], in: scratch.path)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("Screen.swift:8:17: error: ZStack overlay 'ConfirmDialog' is not marked modal [custom-modal-not-modal]"))
        let never = try CommandLine.run(["audit", "--fail-on", "never", "Screen.swift"], in: scratch.path)
        #expect(never.status == 0)
        let onlyWarnings = try CommandLine.run(["audit", "--only", "custom-modal-focus-not-moved", "Screen.swift"], in: scratch.path)
        #expect(onlyWarnings.status == 0)
        let failOnWarning = try CommandLine.run(["audit", "--only", "custom-modal-focus-not-moved", "--fail-on", "warning", "Screen.swift"], in: scratch.path)
        #expect(failOnWarning.status == 1)
    }

    @Test("Review items never fail a run, not even at --fail-on note; --fail-on review (or fail_on: review) opts in")
    func reviewItemsFailOnlyWhenAsked() throws {
        let scratch = try Scratch()
        try scratch.write("Bell.swift", "struct Bell: View { var body: some View { Button { ring() } label: { Image(systemName: \"bell\") } } }\n")
        let note = try CommandLine.run(["audit", "--no-cache", "--fail-on", "note", "Bell.swift"], in: scratch.path)
        #expect(note.status == 0 && note.stdout.contains("To review (the code alone cannot decide):"))
        let review = try CommandLine.run(["audit", "--no-cache", "--fail-on", "review", "Bell.swift"], in: scratch.path)
        #expect(review.status == 1)
        try scratch.write(".native-a11y.yml", "fail_on: review\n")
        #expect(try CommandLine.run(["audit", "--no-cache", "Bell.swift"], in: scratch.path).status == 1)
    }

    @Test func oldRuleIDsStillSelectTheirRuleWithANote() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", defectiveScreen)
        let old = try CommandLine.run(["audit", "--only", "uikit-custom-modal-focus-not-moved", "--fail-on", "warning", "Screen.swift"], in: scratch.path)
        #expect(old.status == 1)
        #expect(old.stdout.contains("[custom-modal-focus-not-moved]"))
        #expect(old.stderr.contains("'uikit-custom-modal-focus-not-moved' is now 'custom-modal-focus-not-moved'"))
        let explained = try CommandLine.run(["explain", "uikit-picker-missing-label"], in: scratch.path)
        #expect(explained.status == 0)
        #expect(explained.stdout.contains("picker-missing-label"))
    }

    @Test func usageErrorsExitTwoWithAHint() throws {
        let scratch = try Scratch()
        let unknownRule = try CommandLine.run(["audit", "--only", "custom-modal-not-modl"], in: scratch.path)
        #expect(unknownRule.status == 2)
        #expect(unknownRule.stderr.contains("did you mean: custom-modal-not-modal"))
        let badFormat = try CommandLine.run(["audit", "--format", "xml"], in: scratch.path)
        #expect(badFormat.status == 2)
        let unknownOption = try CommandLine.run(["audit", "--frobnicate"], in: scratch.path)
        #expect(unknownOption.status == 2)
    }

    @Test func unauditableInputExitsThreeAndIsNamedOnStderr() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", cleanScreen)
        let result = try CommandLine.run(["audit", "Missing", "Screen.swift"], in: scratch.path)
        #expect(result.status == 3)
        #expect(result.stderr.contains("Missing: no such file or directory"))
        #expect(result.stdout.contains("1 input could not be audited"))
    }

    @Test func jsonAndSarifGoToStdoutAndFiles() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", defectiveScreen)
        let json = try CommandLine.run(["audit", "--format", "json"], in: scratch.path)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 1)
        #expect((object?["findings"] as? [Any])?.isEmpty == false)
        let sarif = try CommandLine.run(["audit", "--format", "sarif", "--output", "out.sarif"], in: scratch.path)
        #expect(sarif.status == 1)
        #expect(sarif.stdout.isEmpty)
        let written = try String(contentsOfFile: scratch.path + "/out.sarif", encoding: .utf8)
        #expect(written.contains("\"version\" : \"2.1.0\""))
    }

    @Test func repeatRunsGiveTheSameAnswerWithTheCache() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", defectiveScreen)
        let first = try CommandLine.run(["audit", "--format", "json"], in: scratch.path)
        let second = try CommandLine.run(["audit", "--format", "json"], in: scratch.path)
        #expect(first.stdout == second.stdout)
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/.cache/native-a11y"))
        try scratch.write("Screen.swift", cleanScreen)
        let third = try CommandLine.run(["audit"], in: scratch.path)
        #expect(third.status == 0, "an edited file is audited again: \(third.stdout)")
    }

    @Test func rulesAndExplain() throws {
        let scratch = try Scratch()
        let rules = try CommandLine.run(["rules"], in: scratch.path)
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("custom-modal-not-modal"))
        let explain = try CommandLine.run(["explain", "custom-modal-not-modal"], in: scratch.path)
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("Why it matters"))
        #expect(explain.stdout.contains("↓"))
        // The criterion a tester would see fail, as a scenario from the catalog.
        #expect(explain.stdout.contains("What a tester checks (iOS)"))
        #expect(explain.stdout.contains("GIVEN THAT I am on a screen with a modal"))
        #expect(explain.stdout.contains("THEN focus walks through the modal's content"))
        let heading = try CommandLine.run(["explain", "heading-not-marked"], in: scratch.path)
        #expect(heading.stdout.contains("GIVEN THAT I am on a screen with headings"))
        let unknown = try CommandLine.run(["explain", "nope"], in: scratch.path)
        #expect(unknown.status == 2)
        // The message names the problem; no generic usage line follows it.
        #expect(unknown.stderr.contains("Error: Unknown rule 'nope'"))
        #expect(!unknown.stderr.contains("Usage:"))
        // The same for every value no run can use, in every command: status 2, a message that starts with a capital
        // and no usage line; a command line of the wrong shape still gets the usage.
        for arguments in [
            ["audit", "--jobs", "0", "."], ["audit", "--only", "nope", "."], ["fix", "--disable", "nope", "."],
            ["audit", "--changed-lines-only", "."], ["criteria"],
        ] {
            let result = try CommandLine.run(arguments, in: scratch.path)
            #expect(result.status == 2, "\(arguments)")
            let message = result.stderr.components(separatedBy: "Error: ").dropFirst().first ?? ""
            #expect(message.first.map { $0.isUppercase || $0 == "-" } == true, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Usage:"), "\(arguments): \(result.stderr)")
        }
        let shape = try CommandLine.run(["audit", "--bogus", "."], in: scratch.path)
        #expect(shape.status == 2)
        #expect(shape.stderr.contains("Usage:"))
        // fix takes audit's --no-cache, so one script can pass the same options to both.
        try scratch.write("Screen.swift", defectiveScreen)
        let fix = try CommandLine.run(["fix", "--dry-run", "--no-cache", "Screen.swift"], in: scratch.path)
        #expect(!fix.stderr.contains("Unknown option"))
        #expect(fix.status != 2)
    }

    @Test func helpExplainsExitCodes() throws {
        let scratch = try Scratch()
        let help = try CommandLine.run(["audit", "--help"], in: scratch.path)
        #expect(help.status == 0)
        #expect(help.stdout.contains("Exit status"))
    }

    @Test func configurationFileIsFoundAndApplied() throws {
        let scratch = try Scratch()
        try scratch.write("App/Screen.swift", defectiveScreen)
        try scratch.write("App/Generated/Copy.swift", defectiveScreen)
        try scratch.write(".native-a11y.yml", "excluded: [App/Generated]\nfail_on: never\nrules:\n  custom-modal-not-modal: { severity: note }\n")
        let result = try CommandLine.run(["audit", "App"], in: scratch.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("note: ZStack overlay 'ConfirmDialog' is not marked modal"))
        #expect(!result.stdout.contains("Generated"))
        let overridden = try CommandLine.run(["audit", "--fail-on", "note", "App"], in: scratch.path)
        #expect(overridden.status == 1, "the command line wins over the file")
    }

    @Test func brokenConfigurationStopsTheRunWithItsLocation() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", cleanScreen)
        try scratch.write(".native-a11y.yml", "excluded: [a\nfail_on: error\n")
        let result = try CommandLine.run(["audit"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".native-a11y.yml:2:"))
        #expect(result.stderr.contains("not valid YAML"))
        #expect(result.stdout.isEmpty)
        try scratch.write("other.yml", "\u{7}not yaml at all")
        let explicit = try CommandLine.run(["audit", "--config", "other.yml"], in: scratch.path)
        #expect(explicit.status == 2)
        #expect(explicit.stderr.contains("other.yml"))
        let unknown = try CommandLine.run(["audit", "--config", "missing.yml"], in: scratch.path)
        #expect(unknown.status == 2)
    }

    @Test func unknownConfigurationKeysAreWarnedAbout() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", cleanScreen)
        try scratch.write(".native-a11y.yml", "exclude: [Generated]\n")
        let result = try CommandLine.run(["audit"], in: scratch.path)
        #expect(result.status == 0)
        #expect(result.stderr.contains("unknown key 'exclude' was ignored; did you mean 'excluded'?"))
    }

    @Test func baselineWorkflow() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", defectiveScreen)
        let write = try CommandLine.run(["audit", "--write-baseline", "baseline.json"], in: scratch.path)
        #expect(write.status == 1, "writing a baseline still reports the findings")
        #expect(write.stderr.contains("Wrote 3 findings to the baseline"))
        let known = try CommandLine.run(["audit", "--baseline", "baseline.json"], in: scratch.path)
        #expect(known.status == 0)
        #expect(known.stdout.contains("Baseline: 3 known findings hidden."))
        try scratch.write("Screen.swift", "// A new first line.\n" + defectiveScreen.replacingOccurrences(
            of: "ConfirmDialog(isPresented: $show)", with: "ConfirmDialog(isPresented: $show).accessibilityAddTraits(.isModal)"))
        try scratch.write("New.swift", defectiveScreen.replacingOccurrences(of: "struct Screen", with: "struct Fresh"))
        let later = try CommandLine.run(["audit", "--baseline", "baseline.json", "--format", "json"], in: scratch.path)
        #expect(later.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(later.stdout.utf8)) as? [String: Any]
        let summary = object?["summary"] as? [String: Any]
        #expect(summary?["baselineMatched"] as? Int == 2)
        #expect(summary?["baselineGone"] as? Int == 1)
        let paths = (object?["findings"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(Set(paths ?? []) == ["New.swift"])
    }

    @Test func initWritesAStarterOnce() throws {
        let scratch = try Scratch()
        let first = try CommandLine.run(["init"], in: scratch.path)
        #expect(first.status == 0)
        let text = try String(contentsOfFile: scratch.path + "/.native-a11y.yml", encoding: .utf8)
        #expect(text.contains("excluded:"))
        #expect(text.contains("custom-modal-not-modal"))
        let second = try CommandLine.run(["init"], in: scratch.path)
        #expect(second.status == 2)
        #expect(second.stderr.contains("already exists"))
        try scratch.write("Clean.swift", "let greeting = \"Hello\"\n")
        let audit = try CommandLine.run(["audit"], in: scratch.path)
        #expect(audit.status == 0)
        #expect(audit.stderr.isEmpty, "the starter file parses without warnings: \(audit.stderr)")
    }

    @Test("A folder with nothing to audit is not a clean audit: exit 3 and a message that says why")
    func nothingToAuditIsNotClean() throws {
        let scratch = try Scratch()
        try scratch.write("Empty/README.md", "no code here\n")
        let result = try CommandLine.run(["audit", "Empty"], in: scratch.path)
        #expect(result.status == 3)
        #expect(result.stderr.contains("Nothing was audited"))
        // Asked for, an empty folder passes, still saying so.
        let allowed = try CommandLine.run(["audit", "--allow-empty", "Empty"], in: scratch.path)
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("Nothing was audited"))
    }

    @Test("A report written to a file is named on standard error, with its format and count")
    func writtenReportIsNamed() throws {
        let scratch = try Scratch()
        try scratch.write("Screen.swift", defectiveScreen)
        let result = try CommandLine.run(["audit", "--format", "html", "--output", "report.html"], in: scratch.path)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Wrote the html report ("))
        #expect(result.stderr.contains(") to report.html."))
    }

    @Test func progressNeverReachesAPipe() throws {
        let scratch = try Scratch()
        for index in 0..<40 { try scratch.write("Screen\(index).swift", defectiveScreen) }
        let result = try CommandLine.run(["audit", "--format", "json", "--no-cache", "-j", "1"], in: scratch.path)
        #expect(!result.stderr.contains("Auditing"))
        #expect(!result.stdout.contains("Auditing"))
    }
}


/// `native-a11y plan` as a tester runs it.
struct PlanCommandTests {
    private let screens = """
        struct SignInScreen: View {
            @State private var email = ""
            var body: some View { TextField("Email", text: $email) }
        }
        struct HelpScreen: View {
            var body: some View { Link("Support", destination: URL(string: "https://example.com")!) }
        }
        """

    @Test func gherkinGoesToOneFilePerScreenInAFolder() throws {
        let scratch = try Scratch()
        try scratch.write("Screens.swift", screens)
        let result = try CommandLine.run(["plan", "--format", "gherkin", "--output", "features/"], in: scratch.path)
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/features").sorted()
        #expect(files == ["HelpScreen.feature", "SignInScreen.feature"])
        let text = try String(contentsOfFile: scratch.path + "/features/SignInScreen.feature", encoding: .utf8)
        #expect(text.contains("Feature: Accessibility of SignInScreen\n"))
        #expect(text.contains("  Scenario: Text input: Screen reader gestures\n    Given I am on the SignInScreen screen with a text field\n"))
    }

    @Test("A path without an extension is a folder, created with its parents, for the help's own example")
    func missingFolderIsCreated() throws {
        let scratch = try Scratch()
        try scratch.write("Screens.swift", screens)
        try scratch.write("Router.swift", """
            import UIKit
            final class Router {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func finishOnboarding() { window.rootViewController = HomeViewController() }
            }
            """)
        let result = try CommandLine.run(["plan", ".", "--format", "gherkin", "--output", "qa/features"], in: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/qa/features").sorted()
        #expect(files == ["Elsewhere.feature", "HelpScreen.feature", "SignInScreen.feature"])
        #expect(result.stderr.contains("Wrote 3 files to qa/features: 2 screens, and 1 finding no screen reaches"))
        let elsewhere = try String(contentsOfFile: scratch.path + "/qa/features/Elsewhere.feature", encoding: .utf8)
        #expect(elsewhere.contains("# Also found: `screen-change-not-announced` at `Router.swift:5`"))
    }

    @Test func severalFeaturesDoNotGoToOneFile() throws {
        let scratch = try Scratch()
        try scratch.write("Screens.swift", screens)
        let result = try CommandLine.run(["plan", "--format", "gherkin", "--output", "plan.feature"], in: scratch.path)
        #expect(result.status != 0)
        #expect(result.stderr.contains("give --output a folder"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/plan.feature"))
    }

    @Test func markdownToStandardOutputListsEachScreen() throws {
        let scratch = try Scratch()
        try scratch.write("Screens.swift", screens)
        let result = try CommandLine.run(["plan"], in: scratch.path)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# Accessibility test plan\n\n2 screens"))
        #expect(result.stdout.contains("## SignInScreen\n\n`Screens.swift:1` · SwiftUI view · named as a screen"))
        #expect(result.stdout.contains("| Link | 1 | `Screens.swift:6` (`Link`) |"))
    }
}

@Suite("Shell completion and credits")
struct CompletionAndCreditsTests {
    @Test("Completion scripts for bash, zsh and fish offer the subcommands and audit's options", arguments: ["bash", "zsh", "fish"])
    func completionScript(shell: String) throws {
        let scratch = try Scratch()
        let result = try CommandLine.run(["--generate-completion-script", shell], in: scratch.path)
        #expect(result.status == 0)
        for word in ["audit", "criteria", "explain", "changed-since", "fail-on"] {
            #expect(result.stdout.contains(word), "the \(shell) script lacks \(word)")
        }
    }

    @Test("criteria --help credits the catalog's sources")
    func credits() throws {
        let scratch = try Scratch()
        let help = try CommandLine.run(["criteria", "--help"], in: scratch.path)
        #expect(help.stdout.contains("MagentaA11y"))
        #expect(help.stdout.contains("WCAG 2.2"))
    }
}

@Suite("plan is reproducible")
struct PlanReproducibilityTests {
    /// Each run of the binary hashes its dictionaries with a new seed, so an order taken from a dictionary
    /// would differ between runs. A screen built of parts that each hold a different component shows it.
    @Test("three runs over the same code give the same plan, byte for byte")
    func sameOnEveryRun() throws {
        let scratch = try Scratch()
        let parts = [
            ("Header", #"Toggle("Alerts", isOn: .constant(true))"#), ("Filters", "Slider(value: .constant(0.5))"),
            ("Results", #"TextField("Query", text: .constant(""))"#), ("Footer", #"Stepper("Count", value: .constant(1))"#),
            ("Banner", "ProgressView()"), ("Summary", #"Link("Help", destination: URL(string: "https://example.com")!)"#),
            ("Actions", #"Button("Go") {}"#), ("Legend", #"DatePicker("Day", selection: .constant(Date()))"#),
        ]
        try scratch.write("SearchScreen.swift", """
            import SwiftUI
            struct SearchScreen: View {
                var body: some View {
                    VStack {
            \(parts.map { "            \($0.0)()" }.joined(separator: "\n"))
                    }
                }
            }
            \(parts.map { "struct \($0.0): View { var body: some View { \($0.1) } }" }.joined(separator: "\n"))

            """)
        let runs = try (0..<3).map { _ in try CommandLine.run(["plan", "--format", "json", "."], in: scratch.path).stdout }
        #expect(runs[0].contains("SearchScreen"))
        #expect(Set(runs).count == 1)
    }
}
