import A11yCore
import A11yRules
import A11yRuleKit

/// The commented starter file `native-a11y init` writes. Every key is shown, most commented out, so the
/// file documents itself; it parses to the default configuration.
public enum ConfigurationTemplate {
    public static func starter(rules: [any Rule.Type] = RuleRegistry.all) -> String {
        var text = """
            # NativeA11y configuration. Paths are relative to this file's folder.
            # Documentation: native-a11y audit --help, and docs/configuration.md.

            # Audit only these paths (globs: * within a folder, ** across folders). Empty: everything.
            # included:
            #   - App
            #   - Packages/*/Sources

            # Skip these paths. A bare name matches a folder or file anywhere.
            excluded:
              - Generated
              - "**/*.generated.swift"

            # Findings at or above this severity make the exit status 1: error, warning, note or never.
            fail_on: error

            # Test code (folders such as Tests, AppTests, UITests or Specs, files importing
            # \(FileAnalyzer.testFrameworkList)) and SwiftUI previews are skipped; set this to audit them too.
            # include_tests: false

            # Files larger than this are skipped and reported (generated code, mostly).
            # max_file_size: 8MB

            # Seconds one file's analysis may take; a file that takes longer (machine-made code, a fuzzer's input)
            # is given up on and reported, and the audit goes on.
            # file_time_limit: 10

            # Extra words that name a modal in your type and variable names (e.g. PromoTakeover), and words
            # that mean "not a modal" (e.g. OnboardingCoachmark).
            # modal_names: [Takeover]
            # non_modal_names: [Coachmark]

            # Which platforms files are built for. Guessed from folders (Mac/, watchOS/, "… Watch App"/), imports
            # (AppKit, WatchKit), package manifests and #if os(…); iOS rules judge only iOS code (iPadOS and Mac
            # Catalyst count as iOS). Set it to replace the guess: one list for every file, or patterns.
            # platforms: ios
            # platforms:
            #   "Shared/": [ios, macos]
            #   "MacApp/": macos

            # Findings in code built only into debug builds (#if DEBUG, #if !RELEASE): apart (reported under their
            # own heading, never failing a run), audit (like any other code) or skip.
            # debug_code: apart

            # Findings in types that no audited file uses (never made, subclassed, registered or named in a
            # storyboard), and in private functions or properties their file never names: skip (left out and
            # counted in the summary) or audit. Audits of fewer than 20 files count everything as used.
            # unreferenced_types: skip

            # Rules to skip, or the only rules to run.
            # disabled_rules: [custom-modal-no-escape]
            # only_rules: [custom-modal-not-modal, custom-presentation-not-modal]

            # Per-rule settings: severity (error, warning, note, or off) and the rule's own options.
            # rules:

            """
        for rule in rules.map({ ($0.description, $0.options) }).sorted(by: { $0.0.id < $1.0.id }) {
            text += "#   \(rule.0.id.rawValue):\n#     severity: \(rule.0.severity.rawValue)\n"
            for option in rule.1 {
                text += "#     \(option.key): \(option.defaultValue)  # \(option.summary)\n"
            }
        }
        return text
    }
}
