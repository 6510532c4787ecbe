import A11yCore
import A11yEngine
import A11yRules
import ArgumentParser
import BenchmarkCorpus
import Foundation
import A11yRuleKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "native-a11y-bench",
        abstract: "Measure the audit against the parser's floor on a large generated corpus.",
        discussion: """
            Build in release mode: a debug build parses about 45 times slower.

              swift run -c release native-a11y-bench run                   # 250k, 500k and 1M lines
              swift run -c release native-a11y-bench run --extra ~/Code/MyApp --json bench.json
              swift run -c release native-a11y-bench generate --lines 100000 --output /tmp/corpus
            """,
        subcommands: [Run.self, Generate.self, Measure.self, Costs.self],
        defaultSubcommand: Run.self
    )
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a deterministic corpus of app-like Swift code.")

    @Option(help: "Lines to write (at least).") var lines = 1_000_000
    @Option(help: "Seed: the same seed writes the same corpus.") var seed: UInt64 = 42
    @Option(help: "Folder to write into.") var output: String

    func run() throws {
        var generator = CorpusGenerator(seed: seed)
        let written = try generator.write(lines: lines, to: URL(fileURLWithPath: output))
        print("Wrote \(written.lines) lines in \(written.files) files to \(output)")
    }
}

/// One measurement in a fresh process, so its peak memory is its own. Prints one JSON object.
struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run one phase and print its time and peak memory (used by 'run').")

    enum Phase: String, ExpressibleByArgument, CaseIterable {
        case read, parse, audit
    }

    @Argument var phase: Phase
    @Option var jobs = 1
    @Option(help: "Cache file for audit (omit for no cache).") var cache: String?
    @Option(
        name: .customLong("disable"),
        help: "Leave this rule out of the audit, to see what it costs (repeatable); 'all' leaves every rule out, leaving the audit's own work: parsing, the facts walk, type facts and settling.")
    var disabled: [String] = []
    @Flag(help: "Analyse files in worker processes started from the native-a11y executable beside this one, as the command-line tool does.")
    var workers = false
    @Flag(name: .customLong("every-file"), help: "Parse and check every Swift file, also those with no interface code (as audit --parse-every-file).")
    var everyFile = false
    @Option(name: .customLong("findings-to"), help: "Also write one line per finding (where, what, its fingerprint) to this file, to compare two modes line by line.")
    var findingsFile: String?
    @Argument var paths: [String]

    func run() throws {
        let base = FileManager.default.currentDirectoryPath
        let start = Date()
        var result = MeasureResult(seconds: 0, peakMB: 0, files: 0, lines: 0, findings: 0)
        switch phase {
        case .read, .parse:
            let totals = phase == .read
                ? PhaseMeasurement.read(paths: paths, baseDirectory: base, jobs: jobs)
                : PhaseMeasurement.parse(paths: paths, baseDirectory: base, jobs: jobs)
            (result.files, result.lines) = (totals.files, totals.lines)
        case .audit:
            let unknown = disabled.filter { id in id != "all" && !RuleRegistry.all.contains { $0.description.id.rawValue == id } }
            guard unknown.isEmpty else { throw ValidationError("unknown rule: \(unknown.joined(separator: ", "))") }
            let rules = disabled.contains("all") ? [] : RuleRegistry.all.filter { !disabled.contains($0.description.id.rawValue) }
            var auditor = Auditor(rules: rules, jobs: jobs, cache: cache.map { AnalysisCache(location: URL(fileURLWithPath: $0)) })
            auditor.analysesEveryFile = everyFile
            if workers {
                let tool = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
                    .appendingPathComponent("native-a11y")
                guard FileManager.default.isExecutableFile(atPath: tool.path) else {
                    throw ValidationError("--workers needs the native-a11y executable beside this one (\(tool.path)); build it first")
                }
                auditor.workerExecutable = tool
            }
            let report = auditor.audit(paths: paths, baseDirectory: base)
            (result.files, result.lines, result.findings) = (report.filesAudited, report.linesAudited, report.findings.count)
            // One hash of every finding (where, what, its fingerprint): equal hashes mean equal reports.
            var hash = StableHash()
            var lines: [String] = []
            for finding in report.findings {
                let line = "\(finding.path):\(finding.span.start.line):\(finding.span.start.column) \(finding.ruleID.rawValue) \(finding.kind) \(finding.fingerprint) \(finding.message)"
                hash.combine(line)
                if findingsFile != nil { lines.append(line) }
            }
            result.findingsHash = hash.hex
            if let findingsFile {
                try lines.joined(separator: "\n").appending("\n").write(toFile: findingsFile, atomically: true, encoding: .utf8)
            }
        }
        result.seconds = Date().timeIntervalSince(start)
        result.peakMB = peakResidentMegabytes()
        result.workerPeakMB = workers ? peakResidentMegabytes(of: .children) : nil
        let data = try JSONEncoder().encode(result)
        print(String(decoding: data, as: UTF8.self))
    }
}

struct MeasureResult: Codable {
    var seconds: Double
    var peakMB: Double
    var files: Int
    var lines: Int
    var findings: Int
    /// With worker processes: the largest peak of any one worker (the process's own is `peakMB`).
    var workerPeakMB: Double?
    /// For an audit: a hash of every finding, to check that two ways of running it report the same.
    var findingsHash: String?
}

enum UsageOf { case this, children }

func peakResidentMegabytes(of whom: UsageOf = .this) -> Double {
    var usage = rusage()
    #if os(macOS)
        getrusage(whom == .this ? RUSAGE_SELF : RUSAGE_CHILDREN, &usage)
    #else
        getrusage(whom == .this ? RUSAGE_SELF.rawValue : RUSAGE_CHILDREN.rawValue, &usage)
    #endif
    #if os(macOS)
        return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #else
        return Double(usage.ru_maxrss) / 1024  // kilobytes
    #endif
}
