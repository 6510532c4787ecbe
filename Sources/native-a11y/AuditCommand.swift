import A11yCore
import A11yEngine
import A11yReport
import A11yRules
import ArgumentParser
import Foundation
import A11yRuleKit

extension ReportFormat: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}

/// `fail-on` values: a severity, review (every finding and review item), or never.
enum FailThreshold: String, CaseIterable, ExpressibleByArgument {
    case error, warning, note, review, never

    var severity: Severity? { self == .review ? .note : Severity(rawValue: rawValue) }
}

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit Swift sources (SwiftUI and UIKit), storyboards and xibs for accessibility defects.",
        discussion: """
            Finds .swift, .storyboard and .xib files under each PATH (default: the current directory), skipping .build*, .git, .swiftpm, \
            Pods, Carthage, DerivedData and node_modules, and test code (Tests/UITests/Specs folders, files importing \
            \(FileAnalyzer.testFrameworkList), SwiftUI previews) unless --include-tests; parses each once, and runs \
            every rule on the code built for iOS (code only for macOS, watchOS or tvOS is left out; code inside \
            #if DEBUG is reported apart and never fails the run). Settings come from the \
            nearest .native-a11y.yml in the audited directory or its parents ('native-a11y init' writes one); \
            command-line options win over it.

            Exit status: 0 no finding at or above --fail-on; 1 some finding is; 2 usage or configuration \
            error; 3 no failing finding, but some input could not be audited (missing path, unreadable, \
            binary or not UTF-8).

            Examples:
              native-a11y audit Sources
              native-a11y audit --format sarif --output a11y.sarif .
              native-a11y audit --fail-on warning --only custom-modal-not-modal App
              native-a11y audit --write-baseline a11y-baseline.json     # adopt on existing code
              native-a11y audit --baseline a11y-baseline.json           # report only what is new
              native-a11y audit --changed-since origin/main --changed-lines-only   # a pull request
            """
    )

    @Argument(help: "Files or directories to audit.", completion: .directory)
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Exit with 1 when a finding is at or above this severity: error (default), warning, note, review (review items too) or never.")
    var failOn: FailThreshold?

    @OptionGroup var selection: RuleSelection

    @Option(help: "Report only findings that are not in this baseline file.", completion: .file())
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this file, for --baseline.", completion: .file())
    var writeBaseline: String?

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the result cache.")
    var noCache = false

    @Flag(
        name: .customLong("parse-every-file"),
        help: "Parse and check every Swift file. By default a file that names no interface type (a model, a network client) is read for its declarations only, and parsed only when another file shows it touches the app's interface; findings are the same, this is slower.")
    var parseEveryFile = false

    @Option(help: "When to colour text output: auto, always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .shortAndLong, help: "Print findings only, without the summary line.")
    var quiet = false

    @Option(
        name: .customLong("changed-since"),
        help: ArgumentHelp(
            "Report only findings in files changed since this git ref (a branch, tag or commit), for pull requests.",
            discussion: "Every file is still read, for the facts one file gives another; untracked files count as changed.",
            valueName: "ref"))
    var changedSince: String?

    @Flag(name: .customLong("changed-lines-only"), help: "With --changed-since, report only findings on the lines that changed.")
    var changedLinesOnly = false

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 when no Swift, storyboard or xib file is found (by default that is an error: a wrong path must not pass CI).")
    var allowEmpty = false

    /// Options that do not go together (checked in `run`, so the message is not followed by the generic usage).
    func checkOptions() throws {
        if baseline != nil && baseline == writeBaseline {
            throw SpecificUsageError("--baseline and --write-baseline name the same file")
        }
        if changedLinesOnly && changedSince == nil {
            throw SpecificUsageError("--changed-lines-only needs --changed-since REF")
        }
        if changedSince != nil && writeBaseline != nil {
            throw SpecificUsageError("--write-baseline records the whole project; run it without --changed-since")
        }
    }

    func run() throws {
        try checkOptions()
        let workingDirectory = FileManager.default.currentDirectoryPath
        let targets = paths.isEmpty ? ["."] : paths
        var configuration = try selection.configuration(for: targets, workingDirectory: workingDirectory)
        if let failOn {
            configuration.failOn = failOn.severity
            configuration.failOnReview = failOn == .review
        }
        // Read before the audit, so a missing ref fails at once rather than after the work.
        let changes: GitChanges?
        do {
            // The repository is the one holding the first path audited.
            changes = try changedSince.map {
                try GitChanges.since($0, in: GitChanges.directory(holding: FilePaths.absolute(targets[0], workingDirectory: workingDirectory)))
            }
        } catch let error as GitChangesError {
            Terminal.writeError("\(error)\n")
            throw ExitCode(AuditExitStatus.usage)
        }

        let progress = ProgressIndicator(enabled: Terminal.stderrIsTerminal, write: Terminal.writeError)
        var auditor = Auditor(
            configuration: configuration, jobs: selection.jobs,
            cache: noCache ? nil : AnalysisCache(location: AnalysisCache.defaultLocation(for: workingDirectory)),
            progress: { done, total in progress.update(done: done, total: total) })
        auditor.workerExecutable = AnalysisWorkerCommand.executable
        auditor.analysesEveryFile = parseEveryFile
        var report = auditor.audit(paths: targets, baseDirectory: workingDirectory)
        progress.finish()
        if let changes { report.keep(changes, linesOnly: changedLinesOnly, workingDirectory: workingDirectory) }

        if let writeBaseline {
            try Baseline(findings: report.findings, baselinePath: writeBaseline, workingDirectory: workingDirectory).write(to: writeBaseline)
            Terminal.writeError("Wrote \(report.findings.count) findings to the baseline \(writeBaseline).\n")
        }
        if let baseline {
            let recorded = try Baseline.load(path: baseline)
            let oldIDs = Set(recorded.entries.map { RuleID(rawValue: $0.rule) }).filter { RuleRegistry.renamed[$0] != nil }
            for old in oldIDs.sorted(by: { $0.rawValue < $1.rawValue }) {
                Terminal.writeError("note: \(baseline) names '\(old)', now '\(RuleRegistry.canonical(old))'; its entries still match\n")
            }
            report.apply(recorded, baselinePath: baseline, workingDirectory: workingDirectory)
        }

        for problem in report.problems {
            Terminal.writeError("\(problem): \(problem.isFatal ? "error" : "warning") [\(problem.kind.rawValue)]\n")
        }
        let context = ReportContext(
            criterionTitle: CatalogTitles.title,
            useColor: output == nil && format == .text && Terminal.colorEnabled(color),
            baseDirectory: workingDirectory,
            auditedFolder: targets.count == 1 && FilePaths.isDirectory(targets[0], workingDirectory: workingDirectory) ? targets[0] : nil)
        var rendered = format.reporter.render(report, context: context)
        if quiet && format == .text {
            rendered = TextReporter().renderFindings(report, context: context)
        }
        if let output {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw ConfigurationError(path: output, message: "Cannot write the report: \(error.localizedDescription)")
            }
            let count = report.findings.count
            Terminal.writeError("Wrote the \(format.rawValue) report (\(count) finding\(count == 1 ? "" : "s")) to \(output).\n")
        } else {
            Terminal.write(rendered)
        }
        // A wrong path or an unbuilt checkout must not pass a CI step as a clean audit.
        if report.filesAudited == 0 && report.problems.isEmpty {
            Terminal.writeError(
                "Nothing was audited: no .swift, .storyboard or .xib file under \(targets.joined(separator: ", ")) (is the path right, or does the configuration exclude every file?)\n")
            if !allowEmpty { throw ExitCode(AuditExitStatus.unauditedInputs) }
        }
        throw ExitCode(AuditExitStatus.code(for: report, failOn: configuration.failOn, includingReview: configuration.failOnReview))
    }
}

/// The audit's exit status, as documented in docs/auditing.md.
enum AuditExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
    static let unauditedInputs: Int32 = 3

    static func code(for report: AuditReport, failOn: Severity?, includingReview: Bool = false) -> Int32 {
        if report.hasFindings(atOrAbove: failOn, includingReview: includingReview) { return findings }
        if !report.unauditedInputs.isEmpty { return unauditedInputs }
        return clean
    }
}

/// The options `audit` and `fix` share: which settings file, which rules, test code, threads.
struct RuleSelection: ParsableArguments {
    @Option(name: .customLong("only"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Option(help: "Read settings from this file instead of the nearest .native-a11y.yml.", completion: .file())
    var config: String?

    @Flag(name: .customLong("include-tests"), help: "Audit test code and SwiftUI previews too (include_tests in the configuration).")
    var includeTests = false

    @Option(name: .shortAndLong, help: "Worker threads (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    /// Values no run can use (checked when the command runs, so the message is not followed by the generic usage).
    func checkValues() throws {
        if jobs < 1 { throw SpecificUsageError("--jobs must be at least 1") }
        do {
            var probe = Configuration()
            try probe.select(only: onlyRules, disable: disabledRules)
        } catch let error as UnknownRuleError {
            throw SpecificUsageError("Unknown rule '\(error.written)'\(RuleSuggestions.hint(for: error.written))")
        }
    }

    /// The settings file's configuration with these options applied over it.
    func configuration(for targets: [String], workingDirectory: String) throws -> Configuration {
        try checkValues()
        var configuration = try loadConfiguration(for: targets, workingDirectory: workingDirectory)
        if includeTests { configuration.includeTests = true }
        // Old ids still work, with a note naming the rule that now covers the defect.
        for (written, current) in try configuration.select(only: onlyRules, disable: disabledRules) {
            Terminal.writeError("note: '\(written)' is now '\(current.rawValue)'; the old id still works\n")
        }
        return configuration
    }

    /// `--config FILE`, or the nearest `.native-a11y.yml` from the first audited directory upwards.
    private func loadConfiguration(for targets: [String], workingDirectory: String) throws -> Configuration {
        guard let path = config ?? ConfigurationLoader.nearest(to: targets[0], workingDirectory: workingDirectory) else { return Configuration() }
        let loaded = try ConfigurationLoader.load(path: path)
        for warning in loaded.warnings { Terminal.writeError(warning + "\n") }
        return loaded.resolved
    }
}
