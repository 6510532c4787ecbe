import Foundation

/// Checks a JSON-RPC message before the server sees it, and answers the malformed ones itself with the error
/// JSON-RPC 2.0 calls for:
///
/// | the message | the answer |
/// |---|---|
/// | not JSON | -32700 Parse error, id null |
/// | not an object (or a batch of them), no `"jsonrpc": "2.0"`, no string `method` on a request | -32600 Invalid Request |
/// | an `id` that is not a string or a whole number that fits 64 bits (a boolean, `1.5`, `1e3`, an object, a list, null) | -32600 Invalid Request, id null |
/// | `tools/call` whose `params` is not an object with a string `name` and an object `arguments` (when given) | -32602 Invalid params, naming the field |
///
/// Everything else goes to the server unchanged.
public enum RequestGate {
    public enum Verdict: Equatable {
        case pass(Data)
        case answer(Data)
    }

    public static func check(_ data: Data) -> Verdict {
        guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return .answer(error(id: nil, code: -32700, message: "Parse error: the message is not JSON"))
        }
        if let batch = value as? [Any] {
            // A batch is passed on whole when each member is acceptable; an empty or broken batch is refused.
            guard !batch.isEmpty else { return .answer(error(id: nil, code: -32600, message: "Invalid Request: an empty batch")) }
            for member in batch {
                if case .answer(let answer) = check(member: member) { return .answer(answer) }
            }
            return .pass(data)
        }
        if case .answer(let answer) = check(member: value) { return .answer(answer) }
        return .pass(data)
    }

    private static func check(member value: Any) -> Verdict {
        guard let message = value as? [String: Any] else {
            return .answer(error(id: nil, code: -32600, message: "Invalid Request: a message must be a JSON object"))
        }
        let hasID = message.keys.contains("id")
        let id = hasID ? validID(message["id"]) : nil
        if hasID && id == nil {
            return .answer(error(id: nil, code: -32600, message: "Invalid Request: 'id' must be a string or a whole number (not \(describe(message["id"])))"))
        }
        guard message["jsonrpc"] as? String == "2.0" else {
            return .answer(error(id: id, code: -32600, message: "Invalid Request: 'jsonrpc' must be \"2.0\""))
        }
        // A response from the client (to a request of the server's) has no method: the server reads it.
        if message["method"] == nil && (message["result"] != nil || message["error"] != nil) { return .pass(Data()) }
        guard let method = message["method"] as? String else {
            return .answer(error(id: id, code: -32600, message: "Invalid Request: 'method' must be a string"))
        }
        if method == "tools/call", hasID {
            guard let params = message["params"] as? [String: Any] else {
                return .answer(error(id: id, code: -32602, message: "Invalid params: 'params' must be an object with 'name' and 'arguments'"))
            }
            guard params["name"] is String else {
                return .answer(error(id: id, code: -32602, message: "Invalid params: 'name' must be a string (the tool's name)"))
            }
            if let arguments = params["arguments"], !(arguments is [String: Any]) {
                return .answer(error(id: id, code: -32602, message: "Invalid params: 'arguments' must be an object, not \(describe(arguments))"))
            }
        }
        return .pass(Data())
    }

    /// A request id the server can echo: a string, or a whole number that fits 64 bits. Nil otherwise.
    static func validID(_ value: Any?) -> Any? {
        switch value {
        case let string as String:
            return string
        case let number as NSNumber:
            // Booleans arrive as NSNumber too.
            if isBoolean(number) { return nil }
            let double = number.doubleValue
            guard double.rounded() == double, abs(double) < 9.2e18 else { return nil }
            // `1e3` and `1.0` are numbers JSON-RPC allows, but not ids this server answers: only integers written
            // as integers.
            guard number.stringValue.allSatisfy({ $0.isNumber || $0 == "-" }) else { return nil }
            return number.int64Value
        default:
            return nil
        }
    }

    /// JSON `true` and `false` are NSNumbers of their own class, on Linux and on Apple's systems.
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(describing: type(of: number)).contains("Boolean")
    }

    static func describe(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: "null"
        case let number as NSNumber where isBoolean(number): "a boolean"
        case is NSNumber: "a number that is not a whole number"
        case is String: "a string"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        default: "of another type"
        }
    }

    /// An error response, on one line.
    public static func error(id: Any?, code: Int, message: String) -> Data {
        var response: [String: Any] = ["jsonrpc": "2.0", "error": ["code": code, "message": message]]
        response["id"] = id ?? NSNull()
        return (try? JSONSerialization.data(withJSONObject: response, options: [.sortedKeys])) ?? Data()
    }
}
