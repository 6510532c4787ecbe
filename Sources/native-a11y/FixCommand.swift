import A11yCore
import A11yEngine
import A11yReport
import A11yRules
import ArgumentParser
import Foundation
import A11yRuleKit

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the safe corrections the audit finds, or show them as a diff first.",
        discussion: """
            Audits the PATHs as 'audit' does (same discovery, configuration, --only/--disable, suppression \
            comments and --baseline: a silenced or baselined finding is not fixed), then applies the \
            corrections of the findings that have one. Each correction is applied whole or not at all; two \
            corrections touching the same code keep the first. A corrected file must parse at least as well \
            as before, or it is left alone. Files are written atomically and keep their line endings and \
            permissions.

            Exit status: 0 nothing left to do (or, without --dry-run, everything applied); 1 with --dry-run, \
            the diff is not empty; 2 usage or configuration error; 3 some file could not be corrected.

            Examples:
              native-a11y fix --dry-run App          # print a unified diff; 'git apply' accepts it
              native-a11y fix App                    # write the corrections
              native-a11y fix --only tap-gesture-not-button App
            """
    )

    @Argument(help: "Files or directories to correct.", completion: .directory)
    var paths: [String] = []

    @Flag(name: .customLong("dry-run"), help: "Print the corrections as a unified diff and change nothing.")
    var dryRun = false

    @OptionGroup var selection: RuleSelection

    @Flag(name: .customLong("no-cache"), help: "Accepted so that scripts can pass audit's options: fix never reads or writes the cache.")
    var noCache = false

    @Option(help: "Leave the findings recorded in this baseline file alone.", completion: .file())
    var baseline: String?

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let targets = paths.isEmpty ? ["."] : paths
        let configuration = try selection.configuration(for: targets, workingDirectory: workingDirectory)

        let progress = ProgressIndicator(enabled: Terminal.stderrIsTerminal, write: Terminal.writeError)
        var auditor = Auditor(configuration: configuration, jobs: selection.jobs, cache: nil, progress: { done, total in progress.update(done: done, total: total) })
        auditor.workerExecutable = AnalysisWorkerCommand.executable
        var report = auditor.audit(paths: targets, baseDirectory: workingDirectory)
        progress.finish()
        if let baseline {
            report.apply(try Baseline.load(path: baseline), baselinePath: baseline, workingDirectory: workingDirectory)
        }
        for problem in report.problems where problem.isFatal {
            Terminal.writeError("\(problem): not corrected [\(problem.kind.rawValue)]\n")
        }

        let plans = FixPlanner.plan(report.findings, workingDirectory: workingDirectory)
        // An input that could not be read is a file that was not corrected.
        var failed = !report.unauditedInputs.isEmpty
        if dryRun {
            let diff = FixPlanner.diff(plans) { FilePaths.relative($0, to: workingDirectory, workingDirectory: workingDirectory) }
            Terminal.write(diff)
            failed = reportSkips(plans) || failed
            let changed = plans.filter(\.changes)
            let fixable = changed.reduce(0) { $0 + $1.applied.count }
            Terminal.writeError("\(fixable) correction\(fixable == 1 ? "" : "s") in \(changed.count) file\(changed.count == 1 ? "" : "s") (dry run: nothing written)\n")
            throw ExitCode(diff.isEmpty ? (failed ? AuditExitStatus.unauditedInputs : 0) : 1)
        }
        var byRule: [RuleID: Int] = [:]
        for plan in plans where plan.changes {
            let path = FilePaths.absolute(plan.path, workingDirectory: workingDirectory)
            do {
                try Self.writeAtomically(plan.fixed, to: path)
                for applied in plan.applied { byRule[applied.rule, default: 0] += 1 }
                Terminal.write("\(FilePaths.relative(plan.path, to: workingDirectory, workingDirectory: workingDirectory)): \(plan.applied.count) correction\(plan.applied.count == 1 ? "" : "s")\n")
            } catch {
                Terminal.writeError("\(plan.path): not written: \(error.localizedDescription)\n")
                failed = true
            }
        }
        failed = reportSkips(plans) || failed
        let total = byRule.values.reduce(0, +)
        Terminal.write("Applied \(total) correction\(total == 1 ? "" : "s")\(byRule.isEmpty ? "" : ": ")"
            + byRule.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ") + "\n")
        throw ExitCode(failed ? AuditExitStatus.unauditedInputs : 0)
    }

    /// Prints what was left alone and why; true when a whole file was.
    private func reportSkips(_ plans: [FixPlanner.FileFix]) -> Bool {
        for note in plans.flatMap(\.skipNotes) { Terminal.writeError(note + "\n") }
        return plans.contains { $0.rejection != nil }
    }

    /// Writes through a temporary file in the same folder, then renames it over the original, keeping its
    /// permissions: a crash leaves either the old file or the new one, never half of it. A symbolic link is
    /// followed: the file it names is rewritten, and the link stays a link.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: SourceDiscovery.resolvingLinks(path) ?? path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).native-a11y-\(getpid())")
        try Data(bytes).write(to: temporary)
        if let permissions = attributes[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        if rename(temporary.path, url.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
