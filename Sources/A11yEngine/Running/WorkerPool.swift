import Foundation

/// Runs `count` independent jobs on `workers` threads with large stacks.
///
/// Dedicated threads rather than Dispatch's pool: SwiftSyntax walks trees recursively, and a file nested
/// hundreds of levels deep needs more stack than a Dispatch worker has. Each worker takes the next job
/// index from a shared counter, so a slow file does not hold others back.
enum WorkerPool {
    static let stackSize = 64 * 1024 * 1024

    static func run(count: Int, workers: Int, _ job: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        // Even one worker runs on its own thread: the caller's stack may be small.
        let workers = max(1, min(workers, count))
        let counter = SharedCounter()
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while true {
                    let index = counter.next()
                    if index >= count { break }
                    job(index)
                }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
    }
}

/// A thread-safe counter handing out job indices.
final class SharedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}

/// Slots filled by workers, one per job index; each index is written by exactly one job.
final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    var all: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
