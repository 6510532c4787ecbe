import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

/// Bad input gets a clear message and loses nothing: the run goes on with the other files.
struct RobustnessTests {
    func audit(_ directory: TemporaryDirectory, _ paths: [String] = ["."], configuration: Configuration = Configuration()) -> AuditReport {
        Auditor(configuration: configuration, jobs: 2).audit(paths: paths, baseDirectory: directory.path)
    }

    @Test("A FIFO named like a source file is never opened, walked or named on the command line, and the run goes on at once")
    func specialFilesAreNeverOpened() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Good.swift", modalScreen)
        #expect(mkfifo(directory.path + "/Pipe.swift", 0o644) == 0)
        let started = Date()
        let walked = audit(directory)
        let named = audit(directory, ["Pipe.swift", "Good.swift"])
        #expect(Date().timeIntervalSince(started) < 10)
        for report in [walked, named] {
            let problem = try #require(report.problems.first { $0.path == "Pipe.swift" })
            #expect(problem.kind == .specialFile && problem.message == "not read: it is a FIFO (named pipe), not a regular file")
            #expect(report.filesAudited == 1 && !report.findings.isEmpty)
        }
    }

    @Test func invalidUTF8IsReportedWithItsPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Bad.swift", Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x0A, 0x6C, 0x65, 0x74, 0x20, 0xC3, 0x28, 0x0A]))
        try directory.write("Good.swift", modalScreen)
        let report = audit(directory)
        let problem = try #require(report.problems.first { $0.path == "Bad.swift" })
        #expect(problem.kind == .invalidEncoding)
        #expect(problem.line == 2 && problem.column == 5)
        #expect(problem.message.contains("not valid UTF-8"))
        #expect(report.filesAudited == 1)
        #expect(report.findings.contains { $0.path == "Good.swift" && $0.ruleID == "custom-modal-not-modal" })
    }

    @Test func binaryFileNamedSwiftIsSkipped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Image.swift", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]))
        try directory.write("Good.swift", modalScreen)
        let report = audit(directory)
        #expect(report.problems.map(\.kind) == [.binary])
        #expect(report.unauditedInputs.count == 1)
        #expect(report.filesAudited == 1)
    }

    @Test func emptyFileIsAuditedQuietly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Empty.swift", "")
        let report = audit(directory)
        #expect(report.problems.isEmpty)
        #expect(report.findings.isEmpty)
        #expect(report.filesAudited == 1)
        #expect(report.linesAudited == 0)
    }

    @Test func fileWithSyntaxErrorsIsAuditedWhereItParses() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Broken.swift", modalScreen + "\nstruct Half: View {\n    var body: some View {\n        VStack {\n")
        let report = audit(directory)
        let problem = try #require(report.problems.first)
        #expect(problem.kind == .syntaxErrors)
        #expect(problem.line != nil)
        #expect(!problem.isFatal)
        #expect(report.findings.contains { $0.ruleID == "custom-modal-not-modal" })
    }

    @Test func spaceBeforeAnAttributesParenthesisIsNotASyntaxError() throws {
        // Compilers before Swift 6 accept the space; the attribute and the code after it read as intended.
        let directory = try TemporaryDirectory()
        try directory.write("Spaced.swift", "import SwiftUI\n@available (iOS 15, *)\n" + modalScreen)
        try directory.write("Broken.swift", "import SwiftUI\n@available (iOS 15, *)\nstruct Half: View {\n    var body: some View {\n        VStack {\n")
        let report = audit(directory)
        #expect(!report.problems.contains { $0.path == "Spaced.swift" })
        #expect(report.findings.contains { $0.path == "Spaced.swift" && $0.ruleID == "custom-modal-not-modal" })
        // A real error beside the space is still reported, and named rather than the space.
        let problem = try #require(report.problems.first { $0.path == "Broken.swift" })
        #expect(problem.kind == .syntaxErrors)
        #expect(!problem.message.contains("whitespace"))
    }

    @Test func deepNestingDoesNotCrash() throws {
        let directory = try TemporaryDirectory()
        let depth = 5_000
        let nested = String(repeating: "VStack {\n", count: depth) + "Text(\"deep\")\n" + String(repeating: "}\n", count: depth)
        try directory.write("Deep.swift", "struct Deep: View {\n var body: some View {\n" + nested + "}\n}\n")
        let expressions = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        try directory.write("DeepExpression.swift", expressions)
        try directory.write("Good.swift", modalScreen)
        let report = audit(directory)
        #expect(report.filesAudited == 3)
        #expect(report.findings.contains { $0.path == "Good.swift" })
        // The parser stops nesting past its limit and says so.
        #expect(report.problems.contains { $0.path == "Deep.swift" && $0.kind == .syntaxErrors })
    }

    @Test func unreadableFileIsReported() throws {
        guard getuid() != 0 else { return }  // root reads everything; nothing to test
        let directory = try TemporaryDirectory()
        let path = try directory.write("Locked.swift", modalScreen)
        chmod(path, 0)
        let report = audit(directory)
        #expect(report.problems.first?.kind == .unreadable)
        #expect(report.problems.first?.message.contains("cannot read") == true)
    }

    @Test func danglingLinkGivenByNameIsReportedAsUnreadable() throws {
        // Works whoever runs the tests (root reads files whatever their permissions).
        let directory = try TemporaryDirectory()
        try directory.symlink("Gone.swift", to: directory.path + "/Missing.swift")
        try directory.write("Good.swift", modalScreen)
        let report = audit(directory, ["Gone.swift", "Good.swift"])
        #expect(report.problems.map(\.kind) == [.unreadable])
        #expect(report.filesAudited == 1)
    }

    @Test func directorySymlinkLoopIsWalkedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Screen.swift", modalScreen)
        try directory.symlink("App/Loop", to: directory.path + "/App")
        try directory.symlink("Alias", to: directory.path + "/App")
        let report = audit(directory)
        #expect(report.filesAudited == 1)
        #expect(report.findings.filter { $0.ruleID == "custom-modal-not-modal" }.count == 1)
        #expect(report.problems.allSatisfy { $0.kind == .symlinkLoop })
        #expect(report.unauditedInputs.isEmpty)
    }

    @Test func confinedAuditReadsNothingALinkLeadsOutTo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Served/App/Screen.swift", modalScreen)
        try directory.write("Elsewhere/Other.swift", modalScreen)
        try directory.symlink("Served/App/Other.swift", to: directory.path + "/Elsewhere/Other.swift")
        try directory.symlink("Served/Vendor", to: directory.path + "/Elsewhere")
        try directory.symlink("Served/Same", to: directory.path + "/Served/App")
        var auditor = Auditor(jobs: 1)
        auditor.confinement = SourceDiscovery.resolvingLinks(directory.path + "/Served")
        let report = auditor.audit(paths: ["."], baseDirectory: directory.path + "/Served")
        #expect(report.filesAudited == 1)
        #expect(Set(report.findings.map(\.path)) == ["App/Screen.swift"])
        #expect(report.problems.filter { $0.kind == .outsideRoot }.map(\.path) == ["App/Other.swift", "Vendor"])
        // Without confinement, the same walk reads the file outside twice: through the file link and the folder link.
        let open = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path + "/Served")
        #expect(open.filesAudited == 3)
    }

    @Test func missingPathIsReportedAndOthersAudited() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Good.swift", modalScreen)
        let report = audit(directory, ["Nope", "Good.swift"])
        #expect(report.problems.map(\.kind) == [.notFound])
        #expect(report.problems.first?.path == "Nope")
        #expect(report.filesAudited == 1)
    }

    @Test func bracketNestingThatWouldStallTheParserIsSkipped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Deep.swift", "import UIKit\nlet grid = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n")
        // The same brackets in a comment or a string, or nested with content between, are fine.
        var nested = "0"
        for level in 1...20 { nested = "[\(level), \(nested)]" }
        try directory.write("Fine.swift", "// " + String(repeating: "[", count: 40) + "\nlet s = \"" + String(repeating: "[", count: 40)
            + "\"\nlet m: Any = \(nested)\n")
        try directory.write("Good.swift", modalScreen)
        let report = audit(directory)
        #expect(report.problems.map(\.path) == ["Deep.swift"])
        #expect(report.problems.first?.kind == .tooDeeplyNested)
        #expect(report.problems.first?.message.contains("40") == true)
        #expect(report.filesAudited == 2)
        #expect(report.unauditedInputs.count == 1)
    }

    @Test func aFileThatOverrunsTheTimeLimitIsGivenUpOnAndTheRunGoesOn() throws {
        // With the bracket check relaxed, 19 directly nested '[' take the debug parser several seconds; with
        // a one-second limit the file is given up on, reported, and the other files are audited.
        let directory = try TemporaryDirectory()
        try directory.write("Slow.swift", "import UIKit\nlet grid = " + String(repeating: "[", count: 19) + String(repeating: "]", count: 19) + "\n")
        for index in 0..<3 { try directory.write("Good\(index).swift", modalScreen) }
        var auditor = Auditor(jobs: 1)
        auditor.maximumBracketRun = 64
        auditor.fileTimeLimit = 1
        let report = auditor.audit(paths: ["."], baseDirectory: directory.path)
        let timedOut = report.problems.filter { $0.kind == .timedOut }
        #expect(timedOut.map(\.path) == ["Slow.swift"])
        #expect(report.filesAudited == 3)
    }

    @Test("A file with a chain of thousands of calls is skipped after parsing and reported; the others are audited")
    func machineMadeChainsAreSkipped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Chain.swift", "struct Long: View {\n    var body: some View { Text(\"x\")" + String(repeating: ".padding()", count: 5_000) + " }\n}\n")
        try directory.write("Good.swift", modalScreen)
        let report = audit(directory)
        #expect(report.problems.map(\.path) == ["Chain.swift"])
        #expect(report.problems.first?.kind == .tooDeeplyNested)
        #expect(report.problems.first?.message.contains("chain of more than 256 calls") == true)
        #expect(report.filesAudited == 1)
        #expect(!report.findings.isEmpty)
    }

    @Test func oversizedFileIsSkippedWithTheLimitNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Big.swift", String(repeating: "let value = 1\n", count: 2_000))
        let report = audit(directory, configuration: Configuration(maximumFileSize: 1_000))
        #expect(report.problems.first?.kind == .tooLarge)
        #expect(report.problems.first?.message.contains("limit") == true)
    }

    @Test func skippedFoldersAreNotWalked() throws {
        let directory = try TemporaryDirectory()
        for folder in [".build", ".build-release", "Pods", "Carthage", "DerivedData", ".git", "Localizations/fr.xcloc/Source Contents/App",
                       "Playgrounds/Layout.playground", "Local Pods/Swiper/Example/MailExample"] {
            try directory.write("\(folder)/Vendor.swift", modalScreen)
        }
        try directory.write("App/Screen.swift", modalScreen)
        // The app's own module kept with its vendored libraries is audited, and an app's own `Example` folder too.
        try directory.write("Local Pods/AppSession/Session.swift", modalScreen)
        try directory.write("Example/Screen.swift", modalScreen)
        let report = audit(directory)
        #expect(report.filesAudited == 3)
        #expect(Set(report.findings.map(\.path)) == ["App/Screen.swift", "Local Pods/AppSession/Session.swift", "Example/Screen.swift"])
    }
}

/// One directory with good files and every kind of bad input: the run completes, reports each bad file
/// once, and audits the good ones as if the bad ones were not there.
struct MixedInputTests {
    @Test func everyBadInputIsReportedOnceAndGoodFilesAreAuditedNormally() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Good/Screen.swift", modalScreen)
        try directory.write("Good/Other.swift", modalScreen.replacingOccurrences(of: "struct Screen", with: "struct Other"))
        try directory.write("Bad/InvalidUTF8.swift", Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]))
        try directory.write("Bad/Binary.swift", Data([0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01]))
        try directory.write("Bad/Empty.swift", "")
        try directory.write("Bad/Broken.swift", "struct Broken: View {\n    var body: some View {\n        Text(\"unterminated\n")
        let line = "let generatedValue000000 = \"0123456789012345678901234567890123456789\"\n"
        try directory.write("Bad/Huge.swift", String(repeating: line, count: 10 * 1024 * 1024 / line.utf8.count + 1))
        try directory.write("Bad/Deep.swift", "import UIKit\nlet x = " + String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000) + "\n")
        try directory.symlink("Bad/Dangling.swift", to: directory.path + "/Bad/Nowhere.swift")
        try directory.symlink("Bad/Loop", to: directory.path + "/Bad")

        let report = Auditor(jobs: 2).audit(paths: ["Good", "Bad", "Missing"], baseDirectory: directory.path)

        let problemsByPath = Dictionary(grouping: report.problems, by: \.path)
        #expect(problemsByPath.values.allSatisfy { $0.count == 1 }, "each bad input is reported once: \(report.problems)")
        #expect(problemsByPath["Bad/InvalidUTF8.swift"]?.first?.kind == .invalidEncoding)
        #expect(problemsByPath["Bad/Binary.swift"]?.first?.kind == .binary)
        #expect(problemsByPath["Bad/Broken.swift"]?.first?.kind == .syntaxErrors)
        #expect(problemsByPath["Bad/Huge.swift"]?.first?.kind == .tooLarge)
        #expect(problemsByPath["Bad/Deep.swift"]?.first?.kind == .tooDeeplyNested)
        #expect(problemsByPath["Bad/Dangling.swift"]?.first?.kind == .unreadable)
        #expect(problemsByPath["Bad/Loop"]?.first?.kind == .symlinkLoop)
        #expect(problemsByPath["Missing"]?.first?.kind == .notFound)
        #expect(problemsByPath["Bad/Empty.swift"] == nil)

        // The good files are audited exactly as on their own.
        let alone = Auditor(jobs: 1).audit(paths: ["Good"], baseDirectory: directory.path)
        #expect(report.findings.filter { $0.path.hasPrefix("Good/") } == alone.findings)
        #expect(!alone.findings.isEmpty)
    }
}
