import Foundation

/// When the server last sent an answer. Once the client has closed its side, the server waits for answers as
/// long as they keep coming, and gives up only when none has gone out for a while: a client that reads slowly
/// gets every answer, and a call stuck on a pathological file does not hold the process.
public final class AnswerActivity: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date()

    public init() {}

    /// An answer went out (or the input ended): the quiet period starts again.
    public func touch() {
        lock.lock()
        last = Date()
        lock.unlock()
    }

    /// Seconds since the last answer.
    public var quietSeconds: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return Date().timeIntervalSince(last)
    }
}
