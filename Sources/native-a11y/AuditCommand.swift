import A11yCore
import A11yEngine
import A11yReport
import A11yRules
import ArgumentParser
import Foundation

extension ReportFormat: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}

/// `fail-on` values: a severity, or never.
enum FailThreshold: String, CaseIterable, ExpressibleByArgument {
    case error, warning, note, never

    var severity: Severity? { Severity(rawValue: rawValue) }
}

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit Swift sources (SwiftUI and UIKit) for accessibility defects.",
        discussion: """
            Finds .swift files under each PATH (default: the current directory), skipping .build*, .git, \
            Pods, Carthage and DerivedData, parses each once, and runs every rule.

            Exit status: 0 no finding at or above --fail-on; 1 some finding is; 2 usage or configuration \
            error; 3 no failing finding, but some input could not be audited (missing path, unreadable, \
            binary or not UTF-8).

            Examples:
              native-a11y audit Sources
              native-a11y audit --format sarif --output a11y.sarif .
              native-a11y audit --fail-on warning --only custom-modal-not-modal App
            """
    )

    @Argument(help: "Files or directories to audit.", completion: .directory)
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Exit with 1 when a finding is at or above this severity: error, warning, note or never.")
    var failOn: FailThreshold = .error

    @Option(name: .customLong("only"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Option(name: .shortAndLong, help: "Worker threads (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the result cache.")
    var noCache = false

    @Option(help: "When to colour text output: auto, always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .shortAndLong, help: "Print findings only, without the summary line.")
    var quiet = false

    func validate() throws {
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        let known = Set(RuleRegistry.all.map { $0.description.id.rawValue })
        for rule in onlyRules + disabledRules where !known.contains(rule) {
            throw ValidationError("unknown rule '\(rule)'\(RuleSuggestions.hint(for: rule))")
        }
    }

    func run() throws {
        let baseDirectory = FileManager.default.currentDirectoryPath
        var configuration = Configuration(failOn: failOn.severity)
        configuration.disabledRules = Set(disabledRules.map { RuleID(rawValue: $0) })
        if !onlyRules.isEmpty { configuration.onlyRules = Set(onlyRules.map { RuleID(rawValue: $0) }) }

        let progress = ProgressLine()
        let auditor = Auditor(
            configuration: configuration, jobs: jobs,
            cache: noCache ? nil : AnalysisCache(location: AnalysisCache.defaultLocation(for: baseDirectory)),
            progress: { done, total in progress.update(done: done, total: total) })
        let report = auditor.audit(paths: paths.isEmpty ? ["."] : paths, baseDirectory: baseDirectory)
        progress.finish()

        for problem in report.problems {
            Terminal.writeError("\(problem): \(problem.isFatal ? "error" : "warning") [\(problem.kind.rawValue)]\n")
        }
        let context = ReportContext(
            criterionTitle: CatalogTitles.title,
            useColor: output == nil && format == .text && Terminal.colorEnabled(color),
            baseDirectory: baseDirectory)
        var rendered = format.reporter.render(report, context: context)
        if quiet && format == .text, let summaryStart = rendered.range(of: "\nAudited ", options: .backwards) ?? rendered.range(of: "Audited ") {
            rendered = String(rendered[..<summaryStart.lowerBound])
            if !rendered.isEmpty && !rendered.hasSuffix("\n") { rendered += "\n" }
        }
        if let output {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw ValidationError("cannot write the report to '\(output)': \(error.localizedDescription)")
            }
        } else {
            Terminal.write(rendered)
        }
        throw ExitCode(AuditExitStatus.code(for: report, failOn: configuration.failOn))
    }
}

/// The audit's exit status, as documented in the README.
enum AuditExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
    static let unauditedInputs: Int32 = 3

    static func code(for report: AuditReport, failOn: Severity?) -> Int32 {
        if report.hasFindings(atOrAbove: failOn) { return findings }
        if !report.unauditedInputs.isEmpty { return unauditedInputs }
        return clean
    }
}

/// "did you mean" hints for rule ids.
enum RuleSuggestions {
    static func hint(for id: String) -> String {
        let known = RuleRegistry.all.map { $0.description.id.rawValue }
        let close = known.map { ($0, EditDistance.between($0, id)) }.filter { $0.1 <= max(3, id.count / 3) }
            .sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
        return close.isEmpty ? "; run 'native-a11y rules' for the list" : "; did you mean: \(close.joined(separator: ", "))?"
    }
}

enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
