import A11yAssistant
import ArgumentParser
import Foundation
import MCP

/// `native-a11y mcp`: the audit, criteria, plan and fix preview as tools for a coding agent, over MCP on stdio.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the audit, criteria, plan and fix preview to an AI agent over the Model Context Protocol (stdio).",
        discussion: """
            Speaks MCP over standard input and output; an MCP client (an editor or a coding agent) starts it and \
            talks to it, so there is nothing to type once it runs. The tools:

              audit_source   audit Swift text
              audit_path     audit a file or folder under --root
              explain_rule   what a rule finds, why, how to fix it
              criteria       acceptance criteria for named components
              plan           each screen's components and criteria to test
              fix_preview    the safe corrections, as a diff (never written)

            Only files under --root are read: a path that leaves it, through '..' or a symbolic link, is refused. \
            Nothing is written.

            Example client configuration (Claude Desktop, Cursor and others take the same shape):
              { "mcpServers": { "native-a11y": { "command": "native-a11y", "args": ["mcp", "--root", "/path/to/App"] } } }
            """
    )

    @Option(help: "The folder the tools may read ('.': the current directory).", completion: .directory)
    var root: String = "."

    @Option(name: .shortAndLong, help: "Worker threads per audit (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func run() async throws {
        if jobs < 1 { throw SpecificUsageError("--jobs must be at least 1") }
        let served: ServedRoot
        do {
            served = try ServedRoot(root)
        } catch let error as ToolError {
            throw SpecificUsageError("--root: \(error)")
        }
        if isatty(STDIN_FILENO) != 0 {
            // Someone started it by hand: say what it is waiting for, on stderr (stdout carries the protocol).
            Terminal.writeError("native-a11y mcp: serving \(served.path) over MCP on standard input and output; an MCP client starts this command (see 'native-a11y mcp --help'). Ctrl-D ends it.\n")
        }
        // When the client closes its side, answers still to come are waited for as long as they keep going out;
        // once none has for a few seconds, the process ends, whatever is still running (an analysis stuck on a
        // pathological file cannot be interrupted).
        let grace = 3.0
        let activity = AnswerActivity()
        let transport = LineTransport(onEndOfInput: {
            activity.touch()
            Thread.detachNewThread {
                while activity.quietSeconds < grace + 1 { Thread.sleep(forTimeInterval: 0.25) }
                Foundation.exit(0)
            }
        })
        try await AssistantServer.serve(
            toolbox: Toolbox(root: served, jobs: jobs, workerExecutable: AnalysisWorkerCommand.executable), transport: transport,
            patience: .seconds(grace), activity: activity)
    }
}
