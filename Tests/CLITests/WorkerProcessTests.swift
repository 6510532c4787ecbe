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
}
