import A11yCore
@testable import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files analysed in child processes: what crosses the pipe comes back whole, and a child that hangs or
/// crashes costs its file and nothing else.
struct AnalysisWorkerTests {
    /// A stand-in for the worker executable: a shell script that records its process id, then does `body`.
    private func script(_ directory: TemporaryDirectory, _ body: String) throws -> URL {
        let path = try directory.write("worker.sh", "#!/bin/sh\necho $$ >> \"\(directory.path)/pids\"\n\(body)\n")
        chmod(path, 0o755)
        return URL(fileURLWithPath: path)
    }

    private func pids(_ directory: TemporaryDirectory) -> [Int32] {
        ((try? String(contentsOfFile: directory.path + "/pids", encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
    }

    @Test("A job and a reply cross the pipe whole: path, hash, platforms, bytes, findings and views")
    func framesRoundTrip() throws {
        let job = AnalysisWorker.Job(
            path: "App/Some Screen.swift", contentHash: "abc", override: nil, guess: BuildTargets(platforms: [.ios]),
            bytes: Array("let x = 1\n".utf8))
        let decoded = try AnalysisWorker.Job.decode(job.encode())
        #expect(decoded.path == job.path && decoded.contentHash == "abc" && decoded.bytes == job.bytes)
        #expect(decoded.override == nil && decoded.guess == job.guess)

        var analyzer = FileAnalyzer(rules: RuleRegistry.all)
        analyzer.collectsViews = true
        let analysis = analyzer.analyze(path: "Screen.swift", bytes: Array(modalScreen.utf8))
        #expect(!analysis.candidates.isEmpty && !analysis.views.isEmpty)
        let back = try AnalysisWorker.Reply.decode(AnalysisWorker.Reply.encode(analysis))
        #expect(back.candidates == analysis.candidates)
        #expect(back.types == analysis.types)
        #expect(back.views == analysis.views)
        #expect(back.lineCount == analysis.lineCount)
    }

    @Test("A worker that hangs is killed at the time limit; its file is reported and the others are not held up")
    func hungWorkersAreKilled() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<2 { try directory.write("Sources/Screen\(index).swift", modalScreen) }
        var auditor = Auditor(jobs: 2)
        auditor.workerExecutable = try script(directory, "exec sleep 600")
        auditor.fileTimeLimit = 0.5
        let report = auditor.audit(paths: ["Sources"], baseDirectory: directory.path)
        #expect(report.problems.map(\.kind) == [.timedOut, .timedOut])
        #expect(report.problems.first?.message.contains("file_time_limit") == true)
        #expect(report.filesAudited == 0)
        // Every worker started is gone: given-up work no longer runs.
        let started = pids(directory)
        #expect(!started.isEmpty)
        for pid in started { #expect(kill(pid, 0) == -1 && errno == ESRCH, "worker \(pid) still runs") }
    }

    @Test("A worker that crashes costs its file: the file is reported with the signal, and the run goes on")
    func crashedWorkersAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Screen.swift", modalScreen)
        var auditor = Auditor(jobs: 1)
        auditor.workerExecutable = try script(directory, "kill -SEGV $$")
        let report = auditor.audit(paths: ["Sources"], baseDirectory: directory.path)
        #expect(report.problems.map(\.kind) == [.analysisFailed])
        #expect(report.problems.first?.message.contains("crashed (signal 11)") == true)
        #expect(report.problems.first?.isFatal == true)
    }

    @Test("An executable that is not a worker is reported per file, not fatal to the run")
    func missingWorkerIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Screen.swift", modalScreen)
        var auditor = Auditor(jobs: 1)
        auditor.workerExecutable = URL(fileURLWithPath: directory.path + "/no-such-worker")
        let report = auditor.audit(paths: ["Sources"], baseDirectory: directory.path)
        #expect(report.problems.map(\.kind) == [.analysisFailed])
        #expect(report.problems.first?.message.contains("could not start") == true)
    }
}
