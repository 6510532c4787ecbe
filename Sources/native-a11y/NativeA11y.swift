import A11yEngine
import ArgumentParser
import Foundation

@main
struct NativeA11y: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "native-a11y",
        abstract: "Audit Swift code for accessibility defects in native iOS components, and print their acceptance criteria.",
        discussion: """
            NativeA11y reads SwiftUI and UIKit source (it never builds or runs the app), reports where the code \
            breaks an accessibility acceptance criterion, and prints those criteria for testers.
            """,
        version: ToolInfo.version,
        subcommands: [AuditCommand.self, FixCommand.self, PlanCommand.self, CriteriaCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self, MCPCommand.self, AnalysisWorkerCommand.self],
        defaultSubcommand: nil
    )

    /// Usage errors exit with 2 (swift-argument-parser's default is 64), as documented in docs/auditing.md.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            if let error = error as? SpecificUsageError {
                // The message names the problem; the generic usage line would add nothing.
                Terminal.writeError("Error: \(error.message)\n")
                Foundation.exit(AuditExitStatus.usage)
            }
            if let error = error as? ConfigurationError {
                Terminal.writeError("\(error)\n")
                Foundation.exit(AuditExitStatus.usage)
            }
            if exitCode(for: error) == .validationFailure {
                Terminal.writeError(fullMessage(for: error) + "\n")
                Foundation.exit(AuditExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}

/// A usage error about a value, not the command line's shape (an unknown rule, a file already there): reported
/// with status 2 and without the generic usage line, which would not help.
struct SpecificUsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
