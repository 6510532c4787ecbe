import A11yCatalog
import A11yCore
import A11yEngine
import A11yReport
import ArgumentParser
import Foundation

extension PlanRenderer.Format: ExpressibleByArgument {}

/// `native-a11y plan`: the acceptance criteria each screen needs, read from the code.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "List each screen's native components and the acceptance criteria to test there.",
        discussion: """
            Audits the PATHs as 'audit' does, then lists the screens the code declares, the native components \
            each one presents (followed through the views it uses, in any audited file), the catalog criteria for \
            those components, once per kind, and the audit's findings next to the criterion each one breaks. \
            Results to review are boxes to tick; findings in code no screen reaches close the plan, under \
            Elsewhere.

            Screens: every UIKit view controller; a SwiftUI view that another view presents (a sheet's or a \
            full-screen cover's content, a navigation destination, a pushed or presented controller), one \
            named ...Screen, or one named ...View that no other audited view uses.

            Formats:
              markdown  one document with checkboxes (default); with --output DIR, one file per screen
                        (DIR is created; a path without an extension is taken as a folder)
              gherkin   .feature files a Cucumber parser accepts; with --output DIR, one per screen
              json      screens, components, criteria and findings (schema: docs/plan-schema.md)

            Examples:
              native-a11y plan App
              native-a11y plan App --format gherkin --output qa/features
              native-a11y plan App --format json --output plan.json --platform ios
            """
    )

    @Argument(help: "Files or directories to read.", completion: .directory)
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "Output format: markdown, gherkin or json.")
    var format: PlanRenderer.Format = .markdown

    @Option(name: .shortAndLong, help: "Write to this file, or to this folder (one file per screen for markdown and gherkin).")
    var output: String?

    @Option(name: .shortAndLong, help: "Keep only this platform's criteria: all, ios or android.")
    var platform: PlatformFilter = .ios

    @OptionGroup var selection: RuleSelection

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let targets = paths.isEmpty ? ["."] : paths
        let configuration = try selection.configuration(for: targets, workingDirectory: workingDirectory)
        let catalog = try Catalog.bundled()

        let progress = ProgressIndicator(enabled: Terminal.stderrIsTerminal, write: Terminal.writeError)
        var auditor = Auditor(configuration: configuration, jobs: selection.jobs, cache: nil, progress: { done, total in progress.update(done: done, total: total) })
        auditor.workerExecutable = AnalysisWorkerCommand.executable
        auditor.collectsViews = true
        let report = auditor.audit(paths: targets, baseDirectory: workingDirectory)
        progress.finish()
        for problem in report.problems where problem.isFatal {
            Terminal.writeError("\(problem): not read [\(problem.kind.rawValue)]\n")
        }
        let plan = TestPlan.build(from: report, catalog: catalog, platform: platform)

        let elsewhere = plan.elsewhere.isEmpty ? "" : ", and \(plan.elsewhere.count) \(plan.elsewhere.count == 1 ? "finding" : "findings") no screen reaches"
        if let output, isFolder(output) {
            let written = try write(plan, toFolder: output, catalog: catalog)
            Terminal.writeError("Wrote \(written) \(written == 1 ? "file" : "files") to \(output): \(plan.screens.count) screens\(elsewhere)\n")
            return
        }
        if format == .gherkin && plan.screens.count + (plan.elsewhere.isEmpty ? 0 : 1) > 1 && output != nil {
            throw SpecificUsageError("A .feature file holds one feature: give --output a folder (a path without an extension, or ending in /) to get one file per screen")
        }
        let text = try PlanRenderer.render(plan, format: format, catalog: catalog, platform: platform)
        if let output {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            Terminal.writeError("Wrote \(output): \(plan.screens.count) screens\(elsewhere)\n")
        } else {
            print(text, terminator: "")
        }
    }

    /// An existing folder, a path written as one (`qa/features/`), or, for the formats written one file per
    /// screen, a path without an extension (`qa/features`), created when missing.
    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        return path.hasSuffix("/") || format != .json && URL(fileURLWithPath: path).pathExtension.isEmpty
    }

    /// Writes the plan into `folder` and returns how many files it wrote.
    private func write(_ plan: TestPlan, toFolder folder: String, catalog: Catalog) throws -> Int {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let base = URL(fileURLWithPath: folder)
        var files: [(String, String)] = []
        switch format {
        case .json:
            files = [("plan", try PlanRenderer.json(plan))]
        case .markdown:
            files = plan.screens.map { ($0.name, PlanRenderer.markdown($0)) }
            if let elsewhere = PlanRenderer.markdownElsewhere(plan) { files.append(("Elsewhere", elsewhere)) }
        case .gherkin:
            files = PlanRenderer.features(plan, catalog: catalog, platform: platform).map { ($0.name, $0.text) }
        }
        for (name, text) in files {
            try Data(text.utf8).write(to: base.appendingPathComponent("\(name).\(format.fileExtension)"), options: .atomic)
        }
        return files.count
    }
}
