import A11yEngine
import Foundation
import MCP
import A11yCore

/// The MCP server: the ``Toolbox``'s tools over a transport (standard input and output for `native-a11y mcp`).
public enum AssistantServer {
    /// A server with the tools registered, not yet started.
    public static func make(toolbox: Toolbox) async -> Server {
        let server = Server(
            name: "native-a11y", version: ToolInfo.version, title: "NativeA11y",
            instructions: """
                NativeA11y audits SwiftUI and UIKit source for accessibility defects in native iOS components and \
                gives the acceptance criteria a tester checks. It reads only under \(toolbox.root.path) and never \
                writes: fix_preview returns a diff to apply.
                """,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: Toolbox.tools)
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard ToolName(rawValue: parameters.name) != nil else {
                throw MCPError.invalidParams(ToolName.unknown(parameters.name))
            }
            do {
                // The tool's work runs off the cooperative pool, which an audit would otherwise hold for its length.
                let output = try await withCheckedThrowingContinuation { (done: CheckedContinuation<Toolbox.Output, Swift.Error>) in
                    DispatchQueue.global().async {
                        defer { returnFreedMemory() }
                        do { done.resume(returning: try toolbox.call(parameters.name, arguments: parameters.arguments)) } catch { done.resume(throwing: error) }
                    }
                }
                return CallTool.Result(content: ([output.text] + output.notes).map { .text(text: $0, annotations: nil, _meta: nil) }, isError: false)
            } catch {
                // A tool's own failure goes back as a result the model can read and act on, not as a protocol error.
                return CallTool.Result(content: [.text(text: "error: \(error)", annotations: nil, _meta: nil)], isError: true)
            }
        }
        return server
    }

    /// A long-lived server gives back what a call freed: the C allocator otherwise keeps freed pages for reuse,
    /// and the server's footprint would stay at its largest call's.
    static func returnFreedMemory() {
        FreeMemory.giveBack()
    }

    /// Serves until the client closes the connection and every request read has been answered, or until no answer
    /// has gone out for `patience` since then (`activity` records when the last one did).
    public static func serve(
        toolbox: Toolbox, transport: any Transport, patience: Duration = .seconds(600), activity: AnswerActivity = AnswerActivity()
    ) async throws {
        FreeMemory.limitArenas(to: 2)
        let server = await make(toolbox: toolbox)
        try await server.start(transport: AnsweringTransport(transport, patience: patience, activity: activity))
        await server.waitUntilCompleted()
    }
}
