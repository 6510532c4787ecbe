import A11yCore
import A11yEngine
import Foundation
import Testing

struct BaselineTests {
    @Test func baselineSurvivesLinesAddedAboveAndReformattingElsewhere() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Screen.swift", modalScreen)
        let before = Auditor(jobs: 1).audit(paths: ["App"], baseDirectory: directory.path)
        #expect(!before.findings.isEmpty)
        let baselinePath = directory.path + "/baseline.json"
        try Baseline(findings: before.findings, baselinePath: baselinePath, workingDirectory: directory.path).write(to: baselinePath)

        // Lines added above, an unrelated declaration reformatted, and a new defect in another file.
        try directory.write("App/Screen.swift", "import SwiftUI\n\nlet   spacing:Int=8\n\n" + modalScreen)
        try directory.write("App/New.swift", modalScreen.replacingOccurrences(of: "Screen", with: "NewScreen"))
        var after = Auditor(jobs: 1).audit(paths: ["App"], baseDirectory: directory.path)
        after.apply(try Baseline.load(path: baselinePath), baselinePath: baselinePath, workingDirectory: directory.path)
        #expect(after.baseline == Baseline.Outcome(matched: before.findings.count, gone: 0))
        #expect(Set(after.findings.map(\.path)) == ["App/New.swift"])
    }

    @Test func fixedFindingsAreCountedAsGone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Screen.swift", modalScreen)
        let before = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        let baselinePath = directory.path + "/baseline.json"
        try Baseline(findings: before.findings, baselinePath: baselinePath, workingDirectory: directory.path).write(to: baselinePath)
        try directory.write("Screen.swift", modalScreen.replacingOccurrences(
            of: "ConfirmDialog(isPresented: $show)", with: "ConfirmDialog(isPresented: $show).accessibilityAddTraits(.isModal)"))
        var after = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        after.apply(try Baseline.load(path: baselinePath), baselinePath: baselinePath, workingDirectory: directory.path)
        #expect(after.baseline?.gone == 1)
        #expect(after.findings.isEmpty)
    }

    @Test func pathsAreRelativeToTheBaselineFileSoAnyWorkingDirectoryWorks() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Screen.swift", modalScreen)
        let baselinePath = directory.path + "/baseline.json"
        let fromRoot = Auditor(jobs: 1).audit(paths: ["App"], baseDirectory: directory.path)
        try Baseline(findings: fromRoot.findings, baselinePath: baselinePath, workingDirectory: directory.path).write(to: baselinePath)
        var fromApp = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path + "/App")
        fromApp.apply(try Baseline.load(path: baselinePath), baselinePath: baselinePath, workingDirectory: directory.path + "/App")
        #expect(fromApp.findings.isEmpty)
        let text = try String(contentsOfFile: baselinePath, encoding: .utf8)
        #expect(text.contains("\"path\" : \"App/Screen.swift\""))
    }

    @Test func aFileThatIsNotABaselineIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("baseline.json", "{\"hello\": 1}")
        #expect(throws: ConfigurationError.self) { try Baseline.load(path: path) }
        #expect(throws: ConfigurationError.self) { try Baseline.load(path: directory.path + "/missing.json") }
    }
}
