import A11yEngine
import Foundation
import Testing

/// The command-line tool analyses files in worker processes; the library, in its own. Both must report the same.
struct WorkerProcessTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("Examples audited through worker processes give exactly the findings of an audit in one process")
    func workersReportWhatOneProcessReports() throws {
        let run = try CommandLine.run(["audit", "Examples", "--no-cache", "--format", "json"], in: Self.repository)
        #expect(run.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let viaWorkers = ((object?["findings"] as? [[String: Any]]) ?? []).map { finding in
            func text(_ key: String, absent: String = "") -> String { finding[key].map { "\($0)" } ?? absent }
            return [text("path"), text("line"), text("column"), text("ruleId"), text("kind", absent: "defect"), text("fingerprint"), text("message")]
                .joined(separator: "|")
        }
        let report = Auditor().audit(paths: ["Examples"], baseDirectory: Self.repository)
        let inProcess = report.findings.map { finding in
            [finding.path, "\(finding.span.start.line)", "\(finding.span.start.column)", finding.ruleID.rawValue, finding.kind.rawValue,
                finding.fingerprint, finding.message].joined(separator: "|")
        }
        #expect(viaWorkers.count > 40)
        #expect(viaWorkers.sorted() == inProcess.sorted())
    }

    @Test("A file that overruns file_time_limit is ended and reported alone; the files sent with it are audited")
    func anOverrunningFileCostsOnlyItself() throws {
        let scratch = try Scratch()
        try scratch.write(".native-a11y.yml", "file_time_limit: 1\n")
        // Thousands of chained comparisons: each '<' may open generic arguments, so the parser looks far ahead.
        try scratch.write("Slow.swift", "import UIKit\nlet x = a" + String(repeating: " < b", count: 6_000) + "\n")
        for index in 0..<3 { try scratch.write("Screen\(index).swift", defectiveScreen.replacingOccurrences(of: "Screen", with: "Screen\(index)")) }
        let run = try CommandLine.run(["audit", "--no-cache", "--format", "json"], in: scratch.path)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let problems = (object?["problems"] as? [[String: Any]]) ?? []
        #expect(problems.map { $0["path"] as? String } == ["Slow.swift"])
        #expect(problems.first?["kind"] as? String == "timed-out")
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        #expect(Set(findings.compactMap { $0["path"] as? String }) == ["Screen0.swift", "Screen1.swift", "Screen2.swift"])
        #expect(run.status == 1)
    }
}
