import A11yCatalog
import A11yCore
import A11yEngine
import A11yReport
import A11yRules
import Foundation
import MCP
import A11yRuleKit

/// What the MCP server's tools do, apart from the protocol: each call takes the client's arguments and returns
/// text, or a ``ToolError`` the client sees as a failed call. Nothing here writes a file or prints.
public struct Toolbox: Sendable {
    public let root: ServedRoot
    /// Worker threads per audit.
    public var jobs: Int
    /// When set, files are analysed in child processes started from this executable (see
    /// ``Auditor/workerExecutable``): a call's analysis memory goes when the call ends, and a file given up on
    /// stops costing anything.
    public var workerExecutable: URL?

    public init(root: ServedRoot, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, workerExecutable: URL? = nil) {
        self.root = root
        self.jobs = jobs
        self.workerExecutable = workerExecutable
    }

    /// A call's outcome: the main text (a report, a diff, criteria), then any notes about the run.
    public struct Output: Sendable, Equatable {
        public var text: String
        public var notes: [String] = []
    }

    public static var tools: [Tool] { ToolDefinitions.all }

    /// Runs a tool. An unknown tool name is the caller's mistake in the protocol, and thrown as such.
    public func call(_ name: String, arguments: [String: Value]?) throws -> Output {
        guard let tool = ToolName(rawValue: name) else {
            throw ToolError(ToolName.unknown(name))
        }
        let arguments = ToolArguments(arguments)
        try arguments.rejectUnknown(allowed: ToolDefinitions.argumentNames[name] ?? [])
        switch tool {
        case .auditSource: return try auditSource(arguments)
        case .auditPath: return try auditPath(arguments)
        case .explainRule: return try explainRule(arguments)
        case .criteria: return try criteria(arguments)
        case .plan: return try plan(arguments)
        case .fixPreview: return try fixPreview(arguments)
        }
    }

    // MARK: - Tools

    func auditSource(_ arguments: ToolArguments) throws -> Output {
        let source = try arguments.requiredString("source")
        let fileName = try arguments.string("file_name") ?? "Snippet.swift"
        let format = try arguments.choice("format", among: assistantReportFormats, default: ReportFormat.json)
        let (configuration, settingsNotes) = try settings(for: ".", arguments: arguments)
        var notes = settingsNotes
        let report = auditor(configuration).audit(sources: [(fileName, source)])
        notes += problemNotes(report)
        let context = ReportContext(criterionTitle: CatalogTitles.title, baseDirectory: root.path, sourceText: { $0 == fileName ? source : nil })
        return Output(text: format.reporter.render(report, context: context), notes: notes)
    }

    func auditPath(_ arguments: ToolArguments) throws -> Output {
        let target = try root.resolve(try arguments.requiredString("path"))
        let format = try arguments.choice("format", among: assistantReportFormats, default: ReportFormat.json)
        var (configuration, notes) = try settings(for: target.relative, arguments: arguments)
        if try arguments.bool("include_tests") == true { configuration.includeTests = true }
        let report = auditor(configuration).audit(paths: [target.relative], baseDirectory: root.path)
        notes += problemNotes(report)
        let context = ReportContext(criterionTitle: CatalogTitles.title, baseDirectory: root.path)
        return Output(text: format.reporter.render(report, context: context), notes: notes)
    }

    func explainRule(_ arguments: ToolArguments) throws -> Output {
        let id = try arguments.requiredString("rule")
        guard let rule = RuleRegistry.rule(RuleRegistry.canonical(RuleID(rawValue: id))) else {
            throw ToolError("unknown rule '\(id)'\(RuleSuggestions.hint(for: id, elsewhere: Self.ruleListHint))")
        }
        return Output(text: RuleExplanation.text(rule.description, options: rule.options))
    }

    func criteria(_ arguments: ToolArguments) throws -> Output {
        let names = try arguments.strings("components")
        let format = try arguments.choice("format", default: CriteriaFormat.condensed)
        let platform = try arguments.choice("platform", default: PlatformFilter.all)
        let catalog = try Catalog.bundled()
        if names.isEmpty {
            return Output(text: CriteriaRenderer.list(catalog.components), notes: ["Name one or more of these components to get their criteria."])
        }
        do {
            return Output(text: CriteriaRenderer.render(try catalog.resolve(names), format: format, platform: platform))
        } catch let error as CatalogError {
            throw ToolError("\(error)")
        }
    }

    func plan(_ arguments: ToolArguments) throws -> Output {
        let target = try root.resolve(try arguments.string("path") ?? ".")
        let format = try arguments.choice("format", default: PlanRenderer.Format.markdown)
        let platform = try arguments.choice("platform", default: PlatformFilter.ios)
        let (configuration, settingsNotes) = try settings(for: target.relative, arguments: arguments)
        var notes = settingsNotes
        var auditor = auditor(configuration)
        auditor.collectsViews = true
        let report = auditor.audit(paths: [target.relative], baseDirectory: root.path)
        notes += problemNotes(report)
        let catalog = try Catalog.bundled()
        let plan = TestPlan.build(from: report, catalog: catalog, platform: platform)
        return Output(text: try PlanRenderer.render(plan, format: format, catalog: catalog, platform: platform), notes: notes)
    }

    func fixPreview(_ arguments: ToolArguments) throws -> Output {
        let path = try arguments.string("path")
        let source = try arguments.string("source")
        guard (path == nil) != (source == nil) else {
            throw ToolError(path == nil ? "give 'path' (a file or folder under \(root.path)) or 'source' (Swift text)" : "give 'path' or 'source', not both")
        }
        let report: AuditReport
        let plans: [FixPlanner.FileFix]
        var notes: [String]
        if let source {
            let fileName = try arguments.string("file_name") ?? "Snippet.swift"
            let (configuration, settingsNotes) = try settings(for: ".", arguments: arguments)
            notes = settingsNotes
            report = auditor(configuration).audit(sources: [(fileName, source)])
            plans = FixPlanner.plan(report.findings) { $0 == fileName ? Array(source.utf8) : nil }
        } else {
            if try arguments.string("file_name") != nil { throw ToolError("'file_name' goes with 'source'; with 'path' the diff names the files") }
            let target = try root.resolve(path!)
            let (configuration, settingsNotes) = try settings(for: target.relative, arguments: arguments)
            notes = settingsNotes
            report = auditor(configuration).audit(paths: [target.relative], baseDirectory: root.path)
            plans = FixPlanner.plan(report.findings, workingDirectory: root.path)
        }
        notes += problemNotes(report)
        let diff = FixPlanner.diff(plans)
        notes += plans.flatMap(\.skipNotes)
        let changed = plans.filter(\.changes)
        let corrections = changed.reduce(0) { $0 + $1.applied.count }
        let unfixable = report.findings.count - plans.reduce(0) { $0 + $1.applied.count + $1.skipped.count }
        var summary = corrections == 0
            ? "No safe correction applies."
            : "\(corrections) correction\(corrections == 1 ? "" : "s") in \(changed.count) file\(changed.count == 1 ? "" : "s"). Nothing was written."
        if unfixable > 0 { summary += " \(unfixable) finding\(unfixable == 1 ? " has" : "s have") no automatic correction (see audit_path or audit_source)." }
        return Output(text: diff.isEmpty ? summary : diff, notes: diff.isEmpty ? notes : [summary] + notes)
    }

    // MARK: - Shared

    static let ruleListHint = "explain_rule's input schema lists every rule id"

    private func auditor(_ configuration: Configuration) -> Auditor {
        var auditor = Auditor(configuration: configuration, jobs: jobs)
        auditor.confinement = root.path
        auditor.workerExecutable = workerExecutable
        return auditor
    }

    /// The served folder's settings for `target`, with `only` and `disable` applied; notes for what was not
    /// understood. A settings file outside the served folder is not read.
    func settings(for target: String, arguments: ToolArguments) throws -> (Configuration, [String]) {
        var configuration = Configuration()
        var notes: [String] = []
        if let path = ConfigurationLoader.nearest(to: target, workingDirectory: root.path),
            let real = SourceDiscovery.resolvingLinks(path), root.contains(real)
        {
            do {
                let loaded = try ConfigurationLoader.load(path: path)
                configuration = loaded.resolved
                notes += loaded.warnings
            } catch let error as ConfigurationError {
                throw ToolError("\(error)")
            }
        }
        configuration.rootDirectory = configuration.rootDirectory ?? root.path
        do {
            let renamed = try configuration.select(only: try arguments.strings("only"), disable: try arguments.strings("disable"))
            notes += renamed.map { "note: '\($0.written)' is now '\($0.current.rawValue)'; the old id still works" }
        } catch let error as UnknownRuleError {
            let argument = try arguments.strings("only").contains(error.written) ? "only" : "disable"
            throw ToolError("'\(argument)': unknown rule '\(error.written)'\(RuleSuggestions.hint(for: error.written, elsewhere: Self.ruleListHint))")
        }
        return (configuration, notes)
    }

    /// The inputs an audit could not read, or read only in part, as notes.
    private func problemNotes(_ report: AuditReport) -> [String] {
        report.problems.map { "\($0): \($0.isFatal ? "not audited" : "warning") [\($0.kind.rawValue)]" }
    }
}
