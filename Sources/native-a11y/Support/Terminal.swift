import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Terminal facts and stderr output for the command line.
enum Terminal {
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Colour on stdout: only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    static func colorEnabled(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return stdoutIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

enum ColorChoice: String, CaseIterable {
    case auto, always, never
}

/// A "files done / total" line on stderr for runs longer than about a second, redrawn in place at most
/// ten times a second, and erased at the end. Silent unless stderr is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false
    private let enabled: Bool

    init(enabled: Bool = Terminal.stderrIsTerminal) {
        self.enabled = enabled
    }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(start) > 1, now.timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
        lastDraw = now
        drawn = true
        let percent = total > 0 ? done * 100 / total : 100
        Terminal.writeError("\r\u{1B}[2KAuditing: \(done)/\(total) files (\(percent)%)")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { Terminal.writeError("\r\u{1B}[2K") }
        drawn = false
    }
}
