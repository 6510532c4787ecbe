import Foundation
import Testing

/// `native-a11y mcp` with clients that misbehave: ids of every JSON type, broken JSON, wrong parameters, a 5 MB
/// line, a client that stops reading, and one that leaves during a long call.
@Suite("mcp under a hostile client")
struct MCPHostileClientTests {
    static let initialize = [
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    ]

    static func messages(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not JSON-RPC: \(line.prefix(200))")
        }
    }

    @Test("Ids of every JSON type: strings and whole numbers are answered with their id; the rest get Invalid Request with a null id")
    func ids() throws {
        let scratch = try Scratch()
        let ids = ["true", "1.5", "1e3", "99999999999999999999", #"{"a":1}"#, "[1]", "null", #""s""#, "7", "-3"]
        let lines = Self.initialize + ids.map { #"{"jsonrpc":"2.0","id":\#($0),"method":"ping"}"# } + [
            "{not json", #"[]"#, #""just a string""#, #"{"jsonrpc":"2.0","id":8}"#, #"{"jsonrpc":"1.0","id":9,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":"audit"}"#,
            #"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":3}}"#,
            #"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"criteria","arguments":["modal"]}}"#,
            #"{"jsonrpc":"2.0","id":13,"method":"tools/call","params":{"name":"criteria","arguments":{"components":"modal"}}}"#,
        ]
        let started = Date()
        let result = try MCPCommandTests.serve(lines, arguments: ["--root", scratch.path], in: "/")
        #expect(Date().timeIntervalSince(started) < 10)
        let messages = try Self.messages(result.stdout)
        let answered = messages.filter { !($0["id"] is NSNull) }.map { "\($0["id"]!)" }.sorted()
        #expect(answered == ["-3", "0", "10", "11", "12", "13", "7", "8", "9", "s"], "\(answered)")
        // One answer each, none twice.
        #expect(Set(answered).count == answered.count)
        let nullAnswers = messages.filter { $0["id"] is NSNull }.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        // 7 bad ids, `null`, then a parse error, an empty batch and a bare string.
        #expect(nullAnswers.sorted() == [-32700] + Array(repeating: -32600, count: 9), "\(nullAnswers)")
        func code(_ id: String) -> Int? {
            (messages.first { "\($0["id"]!)" == id }?["error"] as? [String: Any])?["code"] as? Int
        }
        #expect(code("8") == -32600 && code("9") == -32600)
        #expect(code("10") == -32602 && code("11") == -32602 && code("12") == -32602)
        let message12 = (messages.first { "\($0["id"]!)" == "12" }?["error"] as? [String: Any])?["message"] as? String
        #expect(message12?.contains("'arguments' must be an object") == true)
        // A well-formed call with a wrong argument type is a tool error the agent can read, naming the field.
        let result13 = messages.first { "\($0["id"]!)" == "13" }?["result"] as? [String: Any]
        #expect(result13?["isError"] as? Bool == true)
        #expect(((result13?["content"] as? [[String: Any]])?.first?["text"] as? String)?.contains("'components' must be an array") == true)
        #expect(result.status == 0)
    }

    @Test("A 5 MB line is answered in under 2 seconds, and the requests after it are not held up")
    func longLine() throws {
        let scratch = try Scratch()
        let pad = String(repeating: "x", count: 5 << 20)
        let lines = Self.initialize + [
            #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"pad":"\#(pad)"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
        ]
        let started = Date()
        let result = try MCPCommandTests.serve(lines, arguments: ["--root", scratch.path], in: "/")
        let seconds = Date().timeIntervalSince(started)
        let answered = try Self.messages(result.stdout).map { "\($0["id"]!)" }
        #expect(answered.sorted() == ["0", "1", "2"], "\(answered)")
        #expect(seconds < 2.5, "took \(seconds) s")
    }

    @Test("400 requests while the client does not read for 2 seconds: every answer arrives whole, once")
    func slowReader() throws {
        let scratch = try Scratch()
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["mcp", "--root", scratch.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // tools/list answers are several kilobytes each: 400 of them fill the pipe many times over.
        let requests = Self.initialize + (1...400).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"tools/list"}"# }
        let writer = Thread {
            input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        Thread.sleep(forTimeInterval: 2)
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let messages = try Self.messages(String(decoding: stdout, as: UTF8.self))
        let ids = messages.compactMap { $0["id"] as? Int }
        #expect(ids.count == 401 && Set(ids).count == 401)
        #expect(messages.allSatisfy { ($0["result"] as? [String: Any])?["tools"] != nil || $0["id"] as? Int == 0 })
    }

    @Test("The client leaves during a long call: the process ends within 5 seconds of its input closing")
    func leavesDuringALongCall() throws {
        let scratch = try Scratch()
        // Enough Swift to keep a debug build busy for longer than the test allows.
        let screen = (1...400).map { "struct Screen\($0): View { var body: some View { ZStack { List { Text(\"\($0)\") }; if show { Color.black.opacity(0.4); Dialog() } } } }" }
            .joined(separator: "\n")
        try scratch.write("Big.swift", String(repeating: screen + "\n", count: 10))
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["mcp", "--root", scratch.path]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let lines = Self.initialize + [#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"audit_path","arguments":{"path":"Big.swift"}}}"#]
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        Thread.sleep(forTimeInterval: 0.5)
        let closed = Date()
        try input.fileHandleForWriting.close()
        while process.isRunning && Date().timeIntervalSince(closed) < 15 { Thread.sleep(forTimeInterval: 0.1) }
        let seconds = Date().timeIntervalSince(closed)
        if process.isRunning { process.terminate() }
        #expect(seconds < 5, "still running \(seconds) s after stdin closed")
    }
}
