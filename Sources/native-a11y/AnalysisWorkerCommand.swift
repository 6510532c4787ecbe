import A11yEngine
import ArgumentParser
import Foundation

/// The child process an audit analyses files in (see `AnalysisWorker`): started by `audit`, `fix`, `plan` and the
/// MCP server, never by hand.
struct AnalysisWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AnalysisWorker.subcommand, abstract: "Analyse files sent on standard input (used by the audit itself).",
        shouldDisplay: false)

    func run() throws {
        let status = AnalysisWorker.serve()
        if status != 0 { throw ExitCode(status) }
    }

    /// This executable, which the audit starts again as its workers; nil when it cannot be found (the audit then
    /// analyses in its own process).
    static var executable: URL? {
        #if os(Linux)
            if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: resolved)
            }
        #endif
        return Bundle.main.executableURL
    }
}
