import A11yCore
import A11yEngine
import Foundation
import Testing

/// The sample app in Examples/ marks each line that must be reported with `// expect: rule-a, rule-b`.
/// Lines whose finding is a result to review say `// review: rule`. Every expected finding must be reported
/// on its line with its kind, and nothing else anywhere.
struct ExamplesAuditTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Expectation: Hashable, CustomStringConvertible {
        let path: String
        let line: Int
        let rule: String
        var kind = "defect"
        var description: String { "\(path):\(line) \(rule) (\(kind))" }
    }

    @Test("Every planted defect is reported on its line, and correct screens are quiet")
    func examplesMatchTheirExpectations() throws {
        let root = Self.packageRoot.path
        let report = Auditor(jobs: 2).audit(paths: ["Examples"], baseDirectory: root)
        #expect(report.problems.isEmpty, "problems: \(report.problems)")
        #expect(report.filesAudited >= 10)

        var expected: Set<Expectation> = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: root + "/Examples").filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOfFile: root + "/Examples/" + file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for (marker, kind) in [("// expect: ", "defect"), ("// review: ", "review")] {
                    guard let range = line.range(of: marker) else { continue }
                    let rest = line[range.upperBound...]
                    // Another marker may follow on the same line: `// expect: a // review: b`.
                    let rules = rest.range(of: "//").map { rest[..<$0.lowerBound] } ?? rest
                    for rule in rules.split(separator: ",") {
                        expected.insert(Expectation(
                            path: "Examples/" + file, line: index + 1, rule: rule.trimmingCharacters(in: .whitespaces), kind: kind))
                    }
                }
            }
        }
        let actual = Set(report.findings.map { Expectation(path: $0.path, line: $0.span.start.line, rule: $0.ruleID.rawValue, kind: $0.kind.rawValue) })
        let missing = expected.subtracting(actual).sorted { $0.description < $1.description }
        let unexpected = actual.subtracting(expected).sorted { $0.description < $1.description }
        #expect(missing.isEmpty, "expected but not reported: \(missing)")
        #expect(unexpected.isEmpty, "reported but not expected: \(unexpected)")
        #expect(!expected.isEmpty)
    }
}
