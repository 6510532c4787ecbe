import A11yCore
import A11yRules
import Foundation
import Yams
import A11yRuleKit

/// A configuration file that could not be used: the run stops with exit status 2.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): error: \(message)"
    }
}

/// A configuration as loaded: the settings, where they came from, and what was ignored.
public struct LoadedConfiguration: Sendable {
    public var configuration: Configuration
    /// The file read, or nil when none was found.
    public var path: String?
    /// The directory path globs are relative to (the file's directory).
    public var directory: String
    /// Keys and names that were not understood and were ignored, each with a suggestion.
    public var warnings: [String]
}

/// Finds and reads `.native-a11y.yml`.
///
/// ```yaml
/// included: [App, Packages/Feature/Sources]
/// excluded: [App/Generated, "**/*.generated.swift"]
/// disabled_rules: [custom-modal-no-escape]
/// fail_on: warning
/// rules:
///   custom-modal-focus-not-moved: { severity: error }
/// ```
public enum ConfigurationLoader {
    public static let fileName = ".native-a11y.yml"

    static let topLevelKeys = [
        "included", "excluded", "disabled_rules", "only_rules", "rules", "fail_on", "max_file_size", "file_time_limit", "modal_names",
        "non_modal_names", "include_tests", "platforms", "debug_code", "unreferenced_types",
    ]

    /// The settings file an audit of `target` reads: the nearest `.native-a11y.yml` from the target's folder
    /// (the target itself when it is a directory) upwards.
    public static func nearest(to target: String, workingDirectory: String) -> String? {
        let path = FilePaths.absolute(target, workingDirectory: workingDirectory)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return find(from: exists && isDirectory.boolValue ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// The nearest `.native-a11y.yml` in `directory` or its parents.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    public static func load(path: String, rules: [any Rule.Type] = RuleRegistry.all) throws -> LoadedConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(path: path, message: "cannot read the configuration file: \(SourceDiscovery.reason(error))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, message: "the configuration file is not UTF-8 text")
        }
        var loaded = try parse(yaml: text, path: path, rules: rules)
        loaded.directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return loaded
    }

    public static func parse(yaml: String, path: String, rules: [any Rule.Type] = RuleRegistry.all) throws -> LoadedConfiguration {
        var parser = Parser(path: path, rules: rules)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw parser.yamlError(error)
        } catch {
            throw ConfigurationError(path: path, message: "not valid YAML: \(error)")
        }
        var configuration = Configuration()
        if let node { try parser.read(node, into: &configuration) }
        return LoadedConfiguration(configuration: configuration, path: path, directory: ".", warnings: parser.warnings)
    }

    private struct Parser {
        let path: String
        let rules: [any Rule.Type]
        var warnings: [String] = []

        init(path: String, rules: [any Rule.Type]) {
            self.path = path
            self.rules = rules
        }

        var ruleIDs: [String] { rules.map { $0.description.id.rawValue } + [UnusedSuppression.ruleID.rawValue] }

        func error(_ node: Node?, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node?.mark?.line, column: node?.mark?.column, message: message)
        }

        func yamlError(_ error: YamlError) -> ConfigurationError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return ConfigurationError(path: path, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
            case .reader(let problem, let offset, _, let yaml):
                let line = offset.map { offset in yaml.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1 }
                return ConfigurationError(path: path, line: line, message: "not valid YAML: \(problem)")
            default:
                return ConfigurationError(path: path, message: "not valid YAML: \(error)")
            }
        }

        mutating func warn(_ node: Node?, _ message: String) {
            var location = path
            if let mark = node?.mark { location += ":\(mark.line):\(mark.column)" }
            warnings.append("\(location): warning: \(message)")
        }

        mutating func read(_ root: Node, into configuration: inout Configuration) throws {
            if case .scalar(let scalar) = root, scalar.string.isEmpty { return }  // an empty file
            guard let mapping = root.mapping else {
                throw error(root, "the configuration must be a mapping of keys (included, excluded, rules, …), not \(kind(root))")
            }
            for (keyNode, value) in mapping {
                guard let key = keyNode.string else { throw error(keyNode, "keys must be plain names") }
                switch key {
                case "included": configuration.included = try strings(value, key)
                case "excluded": configuration.excluded = try strings(value, key)
                case "disabled_rules": configuration.disabledRules = Set(try ruleList(value, key))
                case "only_rules": configuration.onlyRules = Set(try ruleList(value, key))
                case "modal_names": configuration.modalNames = try strings(value, key)
                case "non_modal_names": configuration.nonModalNames = try strings(value, key)
                case "fail_on":
                    let text = try scalar(value, key)
                    if text == "review" {
                        configuration.failOn = .note
                        configuration.failOnReview = true
                    } else if text == "never" {
                        configuration.failOn = nil
                    } else if let severity = Severity(rawValue: text) {
                        configuration.failOn = severity
                    } else {
                        throw error(value, "fail_on must be error, warning, note, review or never, not '\(text)'")
                    }
                case "max_file_size": configuration.maximumFileSize = try size(value)
                case "file_time_limit":
                    let text = try scalar(value, key)
                    guard let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds > 0, seconds.isFinite else {
                        throw error(value, "file_time_limit must be a number of seconds such as 10 or 30, not '\(text)'")
                    }
                    configuration.fileTimeLimit = seconds
                case "include_tests":
                    switch try scalar(value, key) {
                    case "true": configuration.includeTests = true
                    case "false": configuration.includeTests = false
                    case let other: throw error(value, "include_tests must be true or false, not '\(other)'")
                    }
                case "rules": try readRules(value, into: &configuration)
                case "platforms": configuration.platforms = try platforms(value)
                case "debug_code":
                    let text = try scalar(value, key)
                    guard let policy = DebugCodePolicy(rawValue: text) else {
                        throw error(value, "debug_code must be apart, audit or skip, not '\(text)'")
                    }
                    configuration.debugCode = policy
                case "unreferenced_types":
                    switch try scalar(value, key) {
                    case "skip": configuration.auditsUnreferencedTypes = false
                    case "audit": configuration.auditsUnreferencedTypes = true
                    case let other: throw error(value, "unreferenced_types must be skip or audit, not '\(other)'")
                    }
                default:
                    warn(keyNode, "unknown key '\(key)' was ignored\(hint(key, among: ConfigurationLoader.topLevelKeys))")
                }
            }
        }

        mutating func readRules(_ node: Node, into configuration: inout Configuration) throws {
            guard let mapping = node.mapping else { throw error(node, "rules must map rule ids to settings, e.g. 'custom-modal-not-modal: { severity: warning }'") }
            for (idNode, settings) in mapping {
                guard let written = idNode.string else { throw error(idNode, "rule ids must be plain names") }
                let id = current(written, at: idNode)
                guard let rule = rules.first(where: { $0.description.id.rawValue == id }) else {
                    warn(idNode, "unknown rule '\(id)' was ignored\(hint(id, among: ruleIDs))")
                    continue
                }
                let ruleID = RuleID(rawValue: id)
                guard let entries = settings.mapping else { throw error(settings, "settings for '\(id)' must be a mapping, e.g. { severity: warning }") }
                for (keyNode, value) in entries {
                    guard let key = keyNode.string else { throw error(keyNode, "option names must be plain names") }
                    if key == "severity" {
                        let text = try scalar(value, "severity")
                        if text == "off" {
                            configuration.disabledRules.insert(ruleID)
                        } else if let severity = Severity(rawValue: text) {
                            configuration.severityOverrides[ruleID] = severity
                        } else {
                            throw error(value, "severity must be error, warning, note or off, not '\(text)'")
                        }
                        continue
                    }
                    guard let option = rule.options.first(where: { $0.key == key }) else {
                        let known = ["severity"] + rule.options.map(\.key)
                        warn(keyNode, "'\(id)' has no option '\(key)'; it was ignored\(hint(key, among: known))")
                        continue
                    }
                    configuration.ruleOptions[ruleID, default: [:]][key] = try optionValue(value, option, rule: id)
                }
            }
        }

        /// `platforms: ios`, `platforms: [ios, macos]` (every file), or a mapping from path patterns to platforms.
        func platforms(_ node: Node) throws -> [PlatformSetting] {
            if let mapping = node.mapping {
                return try mapping.map { keyNode, value in
                    guard let pattern = keyNode.string else { throw error(keyNode, "platforms maps path patterns to platforms, e.g. \"Mac/\": macos") }
                    return PlatformSetting(pattern: pattern, platforms: try platformList(value))
                }
            }
            return [PlatformSetting(pattern: nil, platforms: try platformList(node))]
        }

        func platformList(_ node: Node) throws -> [Platform] {
            let names = try strings(node, "platforms")
            guard !names.isEmpty else { throw error(node, "platforms needs at least one platform: ios, macos, watchos, tvos or visionos") }
            return try names.map { name in
                guard let platform = Platform(named: name) else {
                    throw error(node, "'\(name)' is not a platform; use ios (iPadOS and Mac Catalyst too), macos, watchos, tvos or visionos")
                }
                return platform
            }
        }

        func optionValue(_ node: Node, _ option: RuleOptionDescription, rule: String) throws -> OptionValue {
            let name = "\(rule).\(option.key)"
            switch option.kind {
            case .bool:
                guard let value = node.bool else { throw error(node, "\(name) must be true or false") }
                return .bool(value)
            case .number:
                guard let value = node.float ?? node.int.map(Double.init) else { throw error(node, "\(name) must be a number") }
                return .number(value)
            case .string:
                return .string(try scalar(node, name))
            case .strings:
                return .strings(try strings(node, name))
            }
        }

        /// The current id for one written in the file; an old id works, with a note naming the new one.
        mutating func current(_ id: String, at node: Node) -> String {
            let canonical = RuleRegistry.canonical(RuleID(rawValue: id)).rawValue
            if canonical != id { warn(node, "'\(id)' is now '\(canonical)' (one id covers SwiftUI and UIKit); the old id still works") }
            return canonical
        }

        mutating func ruleList(_ node: Node, _ key: String) throws -> [RuleID] {
            var ids: [RuleID] = []
            for item in try sequence(node, key) {
                guard let written = item.string else { throw error(item, "\(key) lists rule ids, not \(kind(item))") }
                let id = current(written, at: item)
                if ruleIDs.contains(id) {
                    ids.append(RuleID(rawValue: id))
                } else {
                    warn(item, "unknown rule '\(id)' in \(key) was ignored\(hint(id, among: ruleIDs))")
                }
            }
            return ids
        }

        func strings(_ node: Node, _ key: String) throws -> [String] {
            if let single = node.scalar?.string, !single.isEmpty { return [single] }
            return try sequence(node, key).map { item in
                guard let text = item.string else { throw error(item, "\(key) lists strings, not \(kind(item))") }
                return text
            }
        }

        func sequence(_ node: Node, _ key: String) throws -> [Node] {
            if case .scalar(let scalar) = node, scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~" { return [] }
            guard let sequence = node.sequence else { throw error(node, "\(key) must be a list, e.g. \(key): [a, b]") }
            return Array(sequence)
        }

        func scalar(_ node: Node, _ key: String) throws -> String {
            guard let text = node.scalar?.string else { throw error(node, "\(key) must be a single value, not \(kind(node))") }
            return text
        }

        /// `8388608`, `8MB`, `512 KB`.
        func size(_ node: Node) throws -> Int {
            let text = try scalar(node, "max_file_size").replacingOccurrences(of: " ", with: "").uppercased()
            let units: [(String, Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10), ("B", 1)]
            for (suffix, factor) in units where text.hasSuffix(suffix) {
                if let number = Double(text.dropLast(suffix.count)), number > 0 { return Int(number * Double(factor)) }
            }
            if let bytes = Int(text), bytes > 0 { return bytes }
            throw error(node, "max_file_size must be a size such as 8MB or 500KB, not '\(text)'")
        }

        func kind(_ node: Node) -> String {
            switch node {
            case .scalar: "a single value"
            case .mapping: "a mapping"
            case .sequence: "a list"
            case .alias: "an alias"
            }
        }

        func hint(_ word: String, among candidates: [String]) -> String {
            let close = candidates.map { candidate -> (String, Int) in
                // A truncated name (`check_dimming` for `check_dimming_layer`) is as good as a typo.
                let prefix = candidate.hasPrefix(word) || word.hasPrefix(candidate)
                return (candidate, prefix ? 1 : EditDistance.between(candidate, word))
            }
            .filter { $0.1 <= max(2, word.count / 3) }.sorted { $0.1 < $1.1 }.prefix(2).map(\.0)
            return close.isEmpty ? "" : "; did you mean '\(close.joined(separator: "' or '"))'?"
        }
    }
}
