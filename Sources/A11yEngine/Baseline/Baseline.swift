import A11yCore
import A11yRules
import Foundation
import A11yRuleKit

/// Findings recorded at one moment, so an audit can report only what is new since.
///
/// Entries match findings by rule, file and fingerprint (a hash of the finding's own code and the
/// declarations around it), never by line number: lines added above a finding, or code reformatted
/// elsewhere in the file, do not break the match. Paths are stored relative to the baseline file, so the
/// audit can run from any directory.
public struct Baseline: Codable, Sendable {
    public static let formatVersion = 1

    public var version: Int
    public var tool: String
    public var entries: [Entry]

    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var path: String
        public var fingerprint: String
        /// For people reading the file; not used for matching.
        public var line: Int
        public var message: String
    }

    /// What applying a baseline did.
    public struct Outcome: Sendable, Equatable {
        /// Findings hidden because the baseline knows them.
        public var matched: Int
        /// Baseline entries no finding matched any more (fixed, or the code changed).
        public var gone: Int

        public init(matched: Int, gone: Int) {
            self.matched = matched
            self.gone = gone
        }
    }

    public init(findings: [Finding], baselinePath: String, workingDirectory: String) {
        version = Self.formatVersion
        tool = "\(ToolInfo.name) \(ToolInfo.version)"
        let base = Self.directory(of: baselinePath, workingDirectory: workingDirectory)
        entries = findings.filter { $0.ruleID != UnusedSuppression.ruleID }.map { finding in
            Entry(
                rule: finding.ruleID.rawValue, path: FilePaths.relative(finding.path, to: base.path, workingDirectory: workingDirectory),
                fingerprint: finding.fingerprint, line: finding.span.start.line, message: finding.message)
        }
        .sorted { ($0.path, $0.line, $0.rule) < ($1.path, $1.line, $1.rule) }
    }

    public static func load(path: String) throws -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(path: path, message: "cannot read the baseline: \(SourceDiscovery.reason(error))")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ConfigurationError(path: path, message: "not a native-a11y baseline (expected the JSON written by --write-baseline)")
        }
        guard baseline.version <= formatVersion else {
            throw ConfigurationError(path: path, message: "baseline format \(baseline.version) is newer than this tool understands (\(formatVersion))")
        }
        return baseline
    }

    public func write(to path: String) throws {
        do {
            try Data(PrettyJSON.encode(self).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConfigurationError(path: path, message: "cannot write the baseline: \(SourceDiscovery.reason(error))")
        }
    }

    /// Removes the findings the baseline knows; counts what matched and what is gone.
    public func apply(to findings: [Finding], baselinePath: String, workingDirectory: String) -> (findings: [Finding], outcome: Outcome) {
        let base = Self.directory(of: baselinePath, workingDirectory: workingDirectory)
        var remaining: [String: Int] = [:]
        // Entries written under an old id match the rule it was folded into (fingerprints kept the old id).
        for entry in entries {
            let rule = RuleRegistry.canonical(RuleID(rawValue: entry.rule)).rawValue
            remaining[key(rule, entry.path, entry.fingerprint), default: 0] += 1
        }
        var kept: [Finding] = []
        var matched = 0
        for finding in findings {
            let path = FilePaths.relative(finding.path, to: base.path, workingDirectory: workingDirectory)
            let key = key(finding.ruleID.rawValue, path, finding.fingerprint)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                matched += 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, Outcome(matched: matched, gone: remaining.values.reduce(0, +)))
    }

    private func key(_ rule: String, _ path: String, _ fingerprint: String) -> String {
        "\(rule)\u{1F}\(path)\u{1F}\(fingerprint)"
    }

    private static func directory(of path: String, workingDirectory: String) -> URL {
        URL(fileURLWithPath: FilePaths.absolute(path, workingDirectory: workingDirectory)).deletingLastPathComponent()
    }
}
