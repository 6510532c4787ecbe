import Foundation
import MCP
import Testing

@testable import A11yAssistant

/// The stdio transport and the gate in front of the server, in-process.
struct LineTransportTests {
    @Test("The gate: JSON-RPC errors by case, with a null id when the id is unusable; good messages pass unchanged")
    func gate() throws {
        func answer(_ text: String) throws -> [String: Any] {
            guard case .answer(let data) = RequestGate.check(Data(text.utf8)) else { Issue.record("passed: \(text)"); return [:] }
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        func code(_ response: [String: Any]) -> Int? { (response["error"] as? [String: Any])?["code"] as? Int }
        #expect(code(try answer("{oops")) == -32700)
        #expect(try answer("{oops")["id"] is NSNull)
        for id in ["true", "false", "1.5", "1e3", "2.0", "99999999999999999999", "{}", "[]", "null"] {
            let response = try answer(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#)
            #expect(code(response) == -32600 && response["id"] is NSNull, "\(id)")
        }
        #expect(try answer(#"{"jsonrpc":"2.0","id":4,"method":7}"#)["id"] as? Int == 4)
        let params = try answer(#"{"jsonrpc":"2.0","id":"x","method":"tools/call","params":{"name":"plan","arguments":"App"}}"#)
        #expect(code(params) == -32602 && params["id"] as? String == "x")
        #expect(((params["error"] as? [String: Any])?["message"] as? String)?.contains("'arguments' must be an object, not a string") == true)
        for good in [#"{"jsonrpc":"2.0","id":-12,"method":"ping"}"#, #"{"jsonrpc":"2.0","id":"a","method":"tools/list"}"#,
                     #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#,
                     #"{"jsonrpc":"2.0","id":3,"result":{}}"#] {
            #expect(RequestGate.check(Data(good.utf8)) == .pass(Data(good.utf8)), "\(good)")
        }
    }

    @Test("A line over the size limit is answered with an error and skipped to its end; the next line goes through")
    func sizeLimit() async throws {
        let input = Pipe()
        let output = Pipe()
        let transport = LineTransport(
            input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor, maximumMessageSize: 1024)
        try await transport.connect()
        let stream = await transport.receive()
        let long = #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"pad":""# + String(repeating: "y", count: 200_000) + #""}}}"#
        input.fileHandleForWriting.write(Data((long + "\n" + #"{"jsonrpc":"2.0","id":2,"method":"ping"}"# + "\n").utf8))
        try input.fileHandleForWriting.close()
        var passed: [String] = []
        for try await data in stream { passed.append(String(decoding: data, as: UTF8.self)) }
        #expect(passed == [#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#])
        try output.fileHandleForWriting.close()
        let written = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let response = try #require(try JSONSerialization.jsonObject(with: Data(written.split(separator: "\n")[0].utf8)) as? [String: Any])
        #expect((response["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(response["id"] is NSNull)
    }
}
