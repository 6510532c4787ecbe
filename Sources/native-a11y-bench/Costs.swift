import A11yRules
import ArgumentParser
import Foundation
import A11yRuleKit

/// What each rule costs on real code: the audit with every rule, without each rule in turn, and without any,
/// against parsing alone, measured in rounds (every variant once per round, so drift in the machine's speed
/// touches all of them alike) and compared by medians.
struct Costs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Time the audit without each rule in turn on a folder of real code, against parsing alone.",
        discussion: """
            Prints, per rule, the median time of the audit with that rule left out and what the rule costs: the
            full audit's median minus that, as a share of parsing. Differences under about 1 % of parsing are
            within the machine's noise; more rounds narrow them.

              swift run -c release native-a11y-bench costs ~/devset --rounds 3 --jobs 2
            """)

    @Option(help: "Rounds: each variant runs once per round.") var rounds = 3
    @Option(help: "Worker threads for each run.") var jobs = 2
    @Flag(inversion: .prefixedNo, help: "Analyse files in worker processes, as the command-line tool does; --no-workers analyses in the measuring process (less noise for the per-rule table: the rules' work is the same).")
    var workers = true
    @Argument(help: "Folders or files to audit.") var paths: [String]

    func run() throws {
        let ids = RuleRegistry.all.map { $0.description.id.rawValue }
        let variants: [(String, [String])] = [("parse", ["parse"]), ("audit", ["audit"]), ("no rules", ["audit", "--disable", "all"])]
            + ids.map { ($0, ["audit", "--disable", $0]) }
        var seconds: [String: [Double]] = [:]
        for round in 1...rounds {
            for (index, (name, arguments)) in variants.enumerated() {
                FileHandle.standardError.write(Data("\r\u{1B}[Kround \(round)/\(rounds): \(index + 1)/\(variants.count) \(name)".utf8))
                seconds[name, default: []].append(try sample(arguments))
            }
        }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        func median(_ name: String) -> Double {
            let sorted = (seconds[name] ?? []).sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        let parse = median("parse"), audit = median("audit")
        func share(_ value: Double) -> String { String(format: "%.1f %%", value / parse * 100) }
        print("parse \(String(format: "%.2f", parse)) s, audit \(String(format: "%.2f", audit)) s (\(String(format: "%.2f", audit / parse))× parse), "
            + "audit without rules \(String(format: "%.2f", median("no rules"))) s (rules cost \(share(audit - median("no rules"))) of parse)")
        print("| rule | audit without it (s) | cost, share of parse |")
        print("|---|---:|---:|")
        for id in ids.sorted(by: { median($0) < median($1) }) {
            print("| `\(id)` | \(String(format: "%.2f", median(id))) | \(share(audit - median(id))) |")
        }
    }

    private func sample(_ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        // The audit runs as the command-line tool runs it: files analysed in worker processes.
        let mode = arguments.first == "audit" && workers ? ["--workers"] : []
        process.arguments = ["measure"] + arguments + mode + ["--jobs", "\(jobs)"] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("measure \(arguments.joined(separator: " ")) failed") }
        return try JSONDecoder().decode(MeasureResult.self, from: data).seconds
    }
}
