import A11yCore
import CByteSearch
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

    /// One child process and the two pipes to it, started with posix_spawn and reaped with waitpid. (Foundation's
    /// `Process` was tried first: on Linux its wait for a killed child could spin for ever in a long-lived server.)
    final class Child {
        let pid: pid_t
        /// The parent's ends: it writes jobs to `input` and reads replies from `output`.
        let input: Int32
        let output: Int32
        private var ended: String?

        /// One spawn at a time: between `pipe` and marking its ends close-on-exec, another spawn would inherit them.
        private static let spawning = NSLock()

        init(executable: URL, setup: [UInt8]) throws {
            var toChild: [Int32] = [-1, -1]
            var fromChild: [Int32] = [-1, -1]
            var spawned = pid_t()
            let status: Int32 = Self.spawning.withLock {
                guard pipe(&toChild) == 0 else { return errno }
                guard pipe(&fromChild) == 0 else {
                    close(toChild[0])
                    close(toChild[1])
                    return errno
                }
                for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                // A crash is reported by the parent in one line; the runtime's backtrace would only delay it.
                var environment = ProcessInfo.processInfo.environment
                environment["SWIFT_BACKTRACE"] = "enable=no"
                func copied(_ text: String) -> UnsafeMutablePointer<CChar>? { strdup(text) }
                let arguments: [UnsafeMutablePointer<CChar>?] = [copied(executable.path), copied(AnalysisWorker.subcommand), nil]
                let variables: [UnsafeMutablePointer<CChar>?] = environment.map { copied("\($0.key)=\($0.value)") } + [nil]
                defer {
                    arguments.forEach { free($0) }
                    variables.forEach { free($0) }
                }
                let result = a11y_spawn(&spawned, executable.path, arguments, variables, toChild[0], fromChild[1])
                close(toChild[0])
                close(fromChild[1])
                if result != 0 {
                    close(toChild[1])
                    close(fromChild[0])
                }
                return result
            }
            guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
            pid = spawned
            input = toChild[1]
            output = fromChild[0]
            // A child that ended at once fails this write; the job's write then fails too and says how it ended.
            _ = Frames.write(setup, to: input)
        }

        /// Kills the process (when it still runs), reaps it, closes the pipes, and says how it ended.
        func end() -> String {
            if let ended { return ended }
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            close(input)
            close(output)
            let signal = status & 0x7F
            let reason = signal != 0 && signal != SIGKILL
                ? "the process analysing it crashed (signal \(signal))"
                : "the process analysing it stopped (status \((status >> 8) & 0xFF))"
            ended = reason
            return reason
        }

        deinit { _ = end() }
    }
}
