import A11yAssistant
import Foundation
import MCP
import Testing

/// The server over the protocol, with the SDK's own client on an in-memory connection.
@Suite("MCP server over the protocol")
struct AssistantServerTests {
    func connected(_ folder: ServedFolder) async throws -> (Client, Server) {
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        let server = await AssistantServer.make(toolbox: Toolbox(root: try ServedRoot(folder.root), jobs: 1))
        try await server.start(transport: serverSide)
        let client = Client(name: "tests", version: "1")
        _ = try await client.connect(transport: clientSide)
        return (client, server)
    }

    @Test("initialize, list the tools, call one; a tool's failure comes back as an error result")
    func roundTrip() async throws {
        let folder = try ServedFolder()
        try folder.write("Screens/Checkout.swift", pricedScreen)
        let (client, server) = try await connected(folder)
        defer { Task { await server.stop() } }

        let (tools, _) = try await client.listTools()
        #expect(tools.map(\.name) == ["audit_source", "audit_path", "explain_rule", "criteria", "plan", "fix_preview"])

        let audited = try await client.callTool(name: "audit_path", arguments: ["path": "Screens", "format": "text"])
        #expect(audited.isError == false)
        guard case .text(let text, _, _) = audited.content.first else { Issue.record("no text"); return }
        #expect(text.contains("Screens/Checkout.swift:6:"))

        let refused = try await client.callTool(name: "audit_path", arguments: ["path": "../outside"])
        #expect(refused.isError == true)
        guard case .text(let message, _, _) = refused.content.first else { Issue.record("no text"); return }
        #expect(message.hasPrefix("error: '../outside' is refused"))
    }

    @Test("an unknown tool is a protocol error (invalid params), not a result")
    func unknownTool() async throws {
        let (client, server) = try await connected(try ServedFolder())
        defer { Task { await server.stop() } }
        do {
            _ = try await client.callTool(name: "audit_everything", arguments: [:])
            Issue.record("an unknown tool was called")
        } catch let error as MCPError {
            #expect(error.code == -32602)
        }
    }
}
