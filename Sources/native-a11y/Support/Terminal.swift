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
