import A11yCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parent's side of ``AnalysisWorker``: child processes started when needed, each used by one audit
/// thread at a time, killed when they overrun the time limit, replaced when they crash.
final class AnalysisWorkerPool: @unchecked Sendable {
    enum Outcome {
        case analyzed(FileAnalysis)
        case timedOut
        case failed(String)
    }

    /// Analyses a few files in one round trip. When the batch overruns the time limit or its worker crashes,
    /// each file is tried again on its own, so that only the file at fault is reported.
    func analyze(batch jobs: [AnalysisWorker.Job]) -> [Outcome] {
        guard jobs.count > 1 else { return jobs.map(analyze) }
        switch roundTrip(jobs) {
        case .success(let analyses) where analyses.count == jobs.count: return analyses.map(Outcome.analyzed)
        default: return jobs.map(analyze)
        }
    }

    func analyze(_ job: AnalysisWorker.Job) -> Outcome {
        switch roundTrip([job]) {
        case .success(let analyses): return analyses.first.map(Outcome.analyzed) ?? .failed("its analysis came back empty")
        case .failure(let failure): return failure.outcome
        }
    }

    private struct Failure: Error {
        let outcome: Outcome
    }

    private let executable: URL
    private let setup: [UInt8]
    private let timeLimit: TimeInterval?
    private let lock = NSLock()
    private var idle: [Child] = []

    init(executable: URL, setup: AnalysisWorker.Setup, timeLimit: TimeInterval?) {
        self.executable = executable
        self.setup = Array((try? JSONEncoder().encode(setup)) ?? Data())
        self.timeLimit = timeLimit
        // A child that dies while a job is being written must not take the parent with it.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Sends jobs to an idle child (or a new one) and reads their analyses, within one time limit.
    private func roundTrip(_ jobs: [AnalysisWorker.Job]) -> Result<[FileAnalysis], Failure> {
        let child: Child
        if let reused = lock.withLock({ idle.popLast() }) {
            child = reused
        } else {
            do {
                child = try Child(executable: executable, setup: setup)
            } catch {
                return .failure(Failure(outcome: .failed("could not start a process to analyse it: \(error)")))
            }
        }
        let deadline = timeLimit.map { DispatchTime.now() + $0 }
        guard Frames.write(Frames.join(jobs.map { $0.encode() }), to: child.input),
            let reply = Frames.read(from: child.output, deadline: deadline)
        else {
            let overran = deadline.map { DispatchTime.now() >= $0 } ?? false
            let reason = child.end()
            return .failure(Failure(outcome: overran ? .timedOut : .failed(reason)))
        }
        lock.withLock { idle.append(child) }
        do {
            return .success(try Frames.split(reply).map(AnalysisWorker.Reply.decode))
        } catch {
            return .failure(Failure(outcome: .failed("its analysis came back unreadable")))
        }
    }

    /// Ends every child; the pool can still be used afterwards (it starts new ones).
    func shutDown() {
        let children = lock.withLock { () -> [Child] in
            defer { idle = [] }
            return idle
        }
        for child in children { _ = child.end() }
    }

    deinit { shutDown() }

    /// One child process and the two pipes to it.
    final class Child {
        let process = Process()
        let toChild = Pipe()
        let fromChild = Pipe()
        var input: Int32 { toChild.fileHandleForWriting.fileDescriptor }
        var output: Int32 { fromChild.fileHandleForReading.fileDescriptor }

        init(executable: URL, setup: [UInt8]) throws {
            process.executableURL = executable
            process.arguments = [AnalysisWorker.subcommand]
            process.standardInput = toChild
            process.standardOutput = fromChild
            process.standardError = FileHandle.nullDevice
            var environment = ProcessInfo.processInfo.environment
            // A crash is reported by the parent in one line; the runtime's backtrace would only delay it.
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            try process.run()
            // A child that ended at once fails this write; the job's write then fails too and says how it ended.
            _ = Frames.write(setup, to: input)
        }

        /// Kills the process (when it still runs), waits for it, and says how it ended.
        func end() -> String {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            try? toChild.fileHandleForWriting.close()
            try? fromChild.fileHandleForReading.close()
            if process.terminationReason == .uncaughtSignal && process.terminationStatus != SIGKILL {
                return "the process analysing it crashed (signal \(process.terminationStatus))"
            }
            return "the process analysing it stopped (status \(process.terminationStatus))"
        }
    }
}
