import Foundation
import Testing

/// `native-a11y mcp` as a client starts it: requests on standard input, answers on standard output.
@Suite("mcp command")
struct MCPCommandTests {
    /// Runs the server with `lines` as its whole input, which then closes, as a shell pipe does.
    static func serve(_ lines: [String], arguments: [String], in directory: String) throws -> CommandLine.Result {
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["mcp"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let input = Pipe()
        let out = Pipe()
        let err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLine.Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test("every request is answered, even when the client closes its input at once; stdout holds only JSON-RPC")
    func pipe() throws {
        let scratch = try Scratch()
        try scratch.write("App/Screen.swift", defectiveScreen)
        let result = try Self.serve(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"pipe","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":"audit","method":"tools/call","params":{"name":"audit_path","arguments":{"path":"App","format":"text"}}}"#,
                #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"audit_path","arguments":{"path":"../.."}}}"#,
            ], arguments: ["--root", scratch.path], in: "/")
        #expect(result.status == 0)
        let messages = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let byID = Dictionary(uniqueKeysWithValues: messages.map { ("\($0["id"]!)", $0["result"] as? [String: Any] ?? [:]) })
        #expect(Set(byID.keys) == ["1", "2", "audit", "4"])
        #expect((byID["2"]?["tools"] as? [Any])?.count == 6)
        let audit = (byID["audit"]?["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
        #expect(audit.contains("App/Screen.swift:"))
        #expect(byID["audit"]?["isError"] as? Bool == false)
        #expect(byID["4"]?["isError"] as? Bool == true)
        #expect(result.stderr.isEmpty)
    }

    @Test("a root that is not a folder is a usage error")
    func badRoot() throws {
        let scratch = try Scratch()
        let result = try CommandLine.run(["mcp", "--root", "Missing"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--root: the root 'Missing' is not a directory"))
    }
}
