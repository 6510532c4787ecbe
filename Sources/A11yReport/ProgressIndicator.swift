import Foundation

/// A "files done / total" line for long runs, redrawn in place at most ten times a second and erased at
/// the end. It stays silent for runs shorter than `delay` and when disabled (stderr not a terminal), so it
/// never ends up in a log, a pipe, or a JSON or SARIF document.
public final class ProgressIndicator: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private let delay: TimeInterval
    private let now: @Sendable () -> Date
    private let write: @Sendable (String) -> Void
    private let start: Date
    private var lastDraw = Date.distantPast
    private var drawn = false

    public init(
        enabled: Bool, delay: TimeInterval = 1, now: @escaping @Sendable () -> Date = Date.init,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.enabled = enabled
        self.delay = delay
        self.now = now
        self.write = write
        self.start = now()
    }

    public func update(done: Int, total: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let time = now()
        guard time.timeIntervalSince(start) >= delay, time.timeIntervalSince(lastDraw) >= 0.1 || done == total else { return }
        lastDraw = time
        drawn = true
        let percent = total > 0 ? done * 100 / total : 100
        write("\r\u{1B}[2KAuditing \(done)/\(total) files (\(percent)%)")
    }

    /// Erases the line, if one was drawn.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { write("\r\u{1B}[2K") }
        drawn = false
    }
}
