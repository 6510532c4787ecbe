import MCP

/// A tool call's arguments, read with the checks its JSON schema states, so a client that ignores the schema
/// still gets an error naming the argument rather than a guess.
struct ToolArguments {
    let values: [String: Value]

    init(_ values: [String: Value]?) { self.values = values ?? [:] }

    func string(_ key: String) throws -> String? {
        guard let value = values[key], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw ToolError("'\(key)' must be a string") }
        return string
    }

    func requiredString(_ key: String) throws -> String {
        guard let string = try string(key) else { throw ToolError("'\(key)' is required") }
        return string
    }

    func strings(_ key: String) throws -> [String] {
        guard let value = values[key], !value.isNull else { return [] }
        // The schema says an array: a lone string is refused rather than guessed at.
        guard let array = value.arrayValue else {
            throw ToolError("'\(key)' must be an array of strings\(value.stringValue.map { ", such as [\"\($0)\"]" } ?? "")")
        }
        return try array.map {
            guard let string = $0.stringValue else { throw ToolError("'\(key)' must be an array of strings") }
            return string
        }
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = values[key], !value.isNull else { return nil }
        guard let bool = value.boolValue else { throw ToolError("'\(key)' must be true or false") }
        return bool
    }

    /// One of an enumeration's raw values, or `fallback` when absent.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, among allowed: [Choice] = Array(Choice.allCases), default fallback: Choice) throws -> Choice
    where Choice.RawValue == String {
        guard let raw = try string(key) else { return fallback }
        guard let choice = Choice(rawValue: raw.lowercased()), allowed.contains(where: { $0.rawValue == choice.rawValue }) else {
            throw ToolError("'\(key)' must be one of \(allowed.map(\.rawValue).joined(separator: ", ")); got '\(raw)'")
        }
        return choice
    }

    /// Names the arguments the tool does not take: a misspelt one would otherwise be ignored in silence.
    func rejectUnknown(allowed: [String]) throws {
        let unknown = values.keys.filter { !allowed.contains($0) }.sorted()
        guard !unknown.isEmpty else { return }
        throw ToolError("unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")); this tool takes \(allowed.joined(separator: ", "))")
    }
}
