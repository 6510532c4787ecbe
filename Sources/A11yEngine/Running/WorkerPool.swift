import Foundation

/// Runs independent jobs on a few threads with large stacks, with a time limit per job.
///
/// Dedicated threads rather than Dispatch's pool: SwiftSyntax walks trees recursively, and a file nested
/// hundreds of levels deep needs more stack than a Dispatch worker has. Each worker takes the next job
/// from a shared board, so a slow file does not hold others back. A job that overruns the time limit is
/// given up on: its result becomes `timedOut(index)`, a fresh worker takes its place, and the overrunning
/// thread is left to finish (or to end with the process); whatever it produces is discarded.
public enum WorkerPool {
    static let stackSize = 64 * 1024 * 1024

    public static func map<Result: Sendable>(
        count: Int, workers: Int, timeLimit: TimeInterval? = nil,
        progress: (@Sendable (Int) -> Void)? = nil,
        timedOut: @escaping @Sendable (Int) -> Result,
        _ work: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let board = JobBoard<Result>(count: count, progress: progress)
        // Even one worker runs on its own thread: the caller's stack may be small.
        let startWorker: @Sendable () -> Void = {
            let thread = Thread {
                while let index = board.take() {
                    let result = work(index)
                    if !board.finish(index, with: result) { return }  // given up on: this thread retires
                }
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<max(1, min(workers, count)) { startWorker() }
        if let timeLimit {
            let monitor = Thread {
                while !board.isSettled {
                    Thread.sleep(forTimeInterval: min(0.2, timeLimit / 4))
                    for index in board.abandonOverdue(after: timeLimit, replacement: timedOut) {
                        _ = index
                        startWorker()
                    }
                }
            }
            monitor.start()
        }
        return board.waitForResults()
    }
}

/// The shared state of one ``WorkerPool/map`` call.
final class JobBoard<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private let count: Int
    private let progress: (@Sendable (Int) -> Void)?
    private var next = 0
    private var settled = 0
    private var started: [Int: Date] = [:]
    private var abandoned: Set<Int> = []
    private var results: [Result?]

    init(count: Int, progress: (@Sendable (Int) -> Void)?) {
        self.count = count
        self.progress = progress
        self.results = Array(repeating: nil, count: count)
    }

    var isSettled: Bool { lock.withLock { settled == count } }

    func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            started[next] = Date()
            return next
        }
    }

    /// Records a result; false when the job was given up on (the result is discarded).
    func finish(_ index: Int, with result: Result) -> Bool {
        let (accepted, total) = lock.withLock { () -> (Bool, Int?) in
            started[index] = nil
            guard !abandoned.contains(index) else { return (false, nil) }
            results[index] = result
            settled += 1
            return (true, settled)
        }
        if let total { report(total) }
        return accepted
    }

    /// Gives up on jobs running longer than `limit`, records their replacement results, returns them.
    func abandonOverdue(after limit: TimeInterval, replacement: (Int) -> Result) -> [Int] {
        let now = Date()
        var totals: [Int] = []
        let overdue = lock.withLock { () -> [Int] in
            let late = started.filter { now.timeIntervalSince($0.value) > limit }.map(\.key).sorted()
            for index in late {
                started[index] = nil
                abandoned.insert(index)
                results[index] = replacement(index)
                settled += 1
                totals.append(settled)
            }
            return late
        }
        totals.forEach(report)
        return overdue
    }

    private func report(_ total: Int) {
        progress?(total)
        if total == count { done.signal() }
    }

    func waitForResults() -> [Result] {
        done.wait()
        return lock.withLock { results.map { $0! } }
    }
}
