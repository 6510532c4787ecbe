import A11yCore
import ArgumentParser
import BenchmarkCorpus
import Foundation

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Generate corpora and measure read, parse and audit side by side (the default).")

    @Option(help: "Corpus sizes in lines, comma-separated.") var sizes = "250000,500000,1000000"
    @Option(help: "Seed for the generated corpus.") var seed: UInt64 = 42
    @Option(help: "Runs per measurement; the fastest is reported (and the median kept in the JSON).") var repeats = 5
    @Option(help: "Also measure these folders of real Swift code (repeatable).") var extra: [String] = []
    @Option(help: "Write the results as JSON to this file.") var json: String?
    @Option(help: "Where corpora and caches go (default: a temporary folder, removed afterwards).") var workDirectory: String?

    func run() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let work = workDirectory.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("native-a11y-bench-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { if workDirectory == nil { try? FileManager.default.removeItem(at: work) } }

        #if DEBUG
            FileHandle.standardError.write(Data("warning: this is a debug build; numbers are about 45 times slower than release (swift run -c release native-a11y-bench)\n".utf8))
        #endif

        var corpora: [(name: String, path: String)] = []
        for size in sizes.split(separator: ",").compactMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            let folder = work.appendingPathComponent("corpus-\(size)")
            if !FileManager.default.fileExists(atPath: folder.path) {
                var generator = CorpusGenerator(seed: seed)
                _ = try generator.write(lines: size, to: folder)
            }
            corpora.append(("generated \(size / 1000)k", folder.path))
        }
        for path in extra { corpora.append((path, path)) }

        var results: [CorpusResult] = []
        for corpus in corpora {
            FileHandle.standardError.write(Data("measuring \(corpus.name)…\n".utf8))
            let cache = work.appendingPathComponent("cache-\(results.count).cache").path
            var rows: [Row] = []
            rows.append(try measure("read", jobs: cores, corpus.path))
            for jobs in Set([1, cores]).sorted() {
                // Parse and audit alternate, so drift in machine speed hits both alike.
                let pair = try measurePair(jobs: jobs, corpus.path)
                rows += [pair.parse, pair.audit]
            }
            try? FileManager.default.removeItem(atPath: cache)
            rows.append(try measure("audit", jobs: cores, corpus.path, cache: cache, label: "audit, cold cache", repeats: 1))
            rows.append(try measure("audit", jobs: cores, corpus.path, cache: cache, label: "audit, warm cache"))
            results.append(CorpusResult(corpus: corpus.name, path: corpus.path, cores: cores, rows: rows))
        }

        print(Table.render(results))
        if let json {
            let document = BenchmarkDocument(
                tool: "native-a11y-bench", date: ISO8601DateFormatter().string(from: Date()), commit: gitCommit(),
                seed: seed, repeats: repeats, results: results)
            try PrettyJSON.data(document).write(to: URL(fileURLWithPath: json))
            FileHandle.standardError.write(Data("wrote \(json)\n".utf8))
        }
    }

    private func measure(
        _ phase: String, jobs: Int, _ path: String, cache: String? = nil, label: String? = nil, repeats: Int? = nil
    ) throws -> Row {
        var samples: [MeasureResult] = []
        for _ in 0..<(repeats ?? self.repeats) { samples.append(try sample(phase, jobs: jobs, path, cache: cache)) }
        return Row(label ?? Self.label(phase), jobs: jobs, samples)
    }

    private func measurePair(jobs: Int, _ path: String) throws -> (parse: Row, audit: Row) {
        var parses: [MeasureResult] = []
        var audits: [MeasureResult] = []
        for _ in 0..<repeats {
            parses.append(try sample("parse", jobs: jobs, path))
            audits.append(try sample("audit", jobs: jobs, path))
        }
        return (Row(Self.label("parse"), jobs: jobs, parses), Row(Self.label("audit"), jobs: jobs, audits))
    }

    static func label(_ phase: String) -> String {
        phase == "parse" ? "parse only" : phase == "audit" ? "full audit" : phase
    }

    /// One run of one phase in a child process (so its peak memory is its own).
    private func sample(_ phase: String, jobs: Int, _ path: String, cache: String? = nil) throws -> MeasureResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var arguments = ["measure", phase, "--jobs", "\(jobs)"]
        if let cache { arguments += ["--cache", cache] }
        // The audit runs as the command-line tool runs it: files analysed in worker processes.
        if phase == "audit" { arguments.append("--workers") }
        process.arguments = arguments + [path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("measuring \(phase) failed with status \(process.terminationStatus)") }
        return try JSONDecoder().decode(MeasureResult.self, from: data)
    }

    private func gitCommit() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--short", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : nil
    }
}

/// One phase's result: the fastest of its runs (the least disturbed by other work on the machine) and
/// the median, with the highest peak memory seen.
struct Row: Codable {
    var phase: String
    var jobs: Int
    var seconds: Double
    var medianSeconds: Double
    var runs: Int
    var peakMB: Double
    var files: Int
    var lines: Int
    var findings: Int

    init(_ phase: String, jobs: Int, _ samples: [MeasureResult]) {
        let sorted = samples.sorted { $0.seconds < $1.seconds }
        self.phase = phase
        self.jobs = jobs
        seconds = sorted[0].seconds
        medianSeconds = sorted[sorted.count / 2].seconds
        runs = samples.count
        peakMB = samples.map(\.peakMB).max() ?? 0
        files = sorted[0].files
        lines = sorted[0].lines
        findings = sorted[0].findings
    }

    var linesPerSecond: Double { seconds > 0 ? Double(lines) / seconds : 0 }
}

struct CorpusResult: Codable {
    var corpus: String
    var path: String
    var cores: Int
    var rows: [Row]

    func seconds(_ phase: String, jobs: Int) -> Double? { rows.first { $0.phase == phase && $0.jobs == jobs }?.seconds }

    /// Full audit time over parse-only time, with the same number of workers.
    func auditOverParse(jobs: Int) -> Double? {
        guard let audit = seconds("full audit", jobs: jobs), let parse = seconds("parse only", jobs: jobs), parse > 0 else { return nil }
        return audit / parse
    }

    var warmOverCold: Double? {
        guard let warm = seconds("audit, warm cache", jobs: cores), let cold = seconds("audit, cold cache", jobs: cores), cold > 0 else { return nil }
        return warm / cold
    }
}

struct BenchmarkDocument: Codable {
    var tool: String
    var date: String
    var commit: String?
    var seed: UInt64
    var repeats: Int
    var results: [CorpusResult]
}

enum Table {
    static func render(_ results: [CorpusResult]) -> String {
        var out = ""
        for result in results {
            let first = result.rows.first
            out += "\n\(result.corpus): \(format(first?.lines ?? 0)) lines in \(format(first?.files ?? 0)) files, \(result.cores) cores\n"
            out += pad("phase", 20) + pad("jobs", 6, right: true) + pad("best s", 10, right: true) + pad("median s", 10, right: true) + pad("lines/s", 13, right: true)
                + pad("peak MB", 10, right: true) + pad("findings", 10, right: true) + "\n"
            for row in result.rows {
                out += pad(row.phase, 20) + pad("\(row.jobs)", 6, right: true) + pad(String(format: "%.3f", row.seconds), 10, right: true)
                    + pad(String(format: "%.3f", row.medianSeconds), 10, right: true)
                    + pad(format(Int(row.linesPerSecond)), 13, right: true) + pad(String(format: "%.1f", row.peakMB), 10, right: true)
                    + pad(row.phase.contains("audit") ? format(row.findings) : "", 10, right: true) + "\n"
            }
            var ratios: [String] = []
            for jobs in Set([1, result.cores]).sorted() {
                if let ratio = result.auditOverParse(jobs: jobs) { ratios.append(String(format: "audit/parse (%d jobs) %.2f", jobs, ratio)) }
            }
            if let warm = result.warmOverCold { ratios.append(String(format: "warm/cold cache %.2f", warm)) }
            out += ratios.joined(separator: "   ") + "\n"
        }
        let generated = results.filter { $0.corpus.hasPrefix("generated") }
        if generated.count > 1 {
            out += "\nscaling (full audit, \(generated[0].cores) jobs): "
            out += generated.compactMap { result -> String? in
                guard let seconds = result.seconds("full audit", jobs: result.cores), let lines = result.rows.first?.lines, lines > 0 else { return nil }
                return String(format: "%@ %.3f s (%.3f s per 100k lines)", result.corpus, seconds, seconds / Double(lines) * 100_000)
            }.joined(separator: "; ") + "\n"
        }
        return out
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text + " " }
        let space = String(repeating: " ", count: width - text.count)
        return right ? space + text : text + space
    }

    static func format(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
