import A11yCore
import A11yRules
import Foundation
import A11yRuleKit

/// What an audit found, ready for any reporter.
public struct AuditReport: Sendable {
    public var findings: [Finding]
    public var problems: [FileProblem]
    public var filesAudited: Int
    public var linesAudited: Int
    /// Findings silenced by suppression comments.
    public var suppressedCount: Int
    /// Findings left out because they are in types no audited file uses (`unreferenced_types`).
    public var unreferencedCount = 0
    /// The rules that ran.
    public var rules: [RuleID]
    /// Set when a baseline was applied.
    public var baseline: Baseline.Outcome?
    /// The views and view controllers of the audited files, when the auditor was asked to collect them.
    public var views: [ViewDeclaration] = []
    /// The collected views no audited file uses (made only in a preview, named only by a storyboard scene nothing
    /// shows): no screen a tester can reach. Empty when `unreferenced_types: audit`.
    public var unusedViews: Set<String> = []

    public init(
        findings: [Finding] = [], problems: [FileProblem] = [], filesAudited: Int = 0, linesAudited: Int = 0,
        suppressedCount: Int = 0, rules: [RuleID] = []
    ) {
        self.findings = findings
        self.problems = problems
        self.filesAudited = filesAudited
        self.linesAudited = linesAudited
        self.suppressedCount = suppressedCount
        self.rules = rules
    }

    /// True when some finding is at or above the threshold (nil: never). Findings in debug-only code never
    /// count: no user of the shipped app meets them (settings can audit that code like any other).
    public func hasFindings(atOrAbove threshold: Severity?, includingReview: Bool = false) -> Bool {
        guard let threshold else { return false }
        if includingReview && findings.contains(where: { $0.kind == .review && !$0.debugOnly }) { return true }
        return findings.contains { $0.severity >= threshold && !$0.debugOnly && $0.kind == .defect }
    }

    /// Cases a person must check, reported apart.
    public var reviewCount: Int { findings.filter { $0.kind == .review && !$0.debugOnly }.count }

    /// Findings in code built only into debug or internal builds, reported apart.
    public var debugOnlyCount: Int { findings.filter(\.debugOnly).count }

    /// Hides the findings a baseline knows and records how many matched and how many are gone.
    public mutating func apply(_ baseline: Baseline, baselinePath: String, workingDirectory: String) {
        let result = baseline.apply(to: findings, baselinePath: baselinePath, workingDirectory: workingDirectory)
        findings = result.findings
        self.baseline = result.outcome
    }

    /// Problems that kept a file (or a path) from being audited at all.
    public var unauditedInputs: [FileProblem] { problems.filter(\.isFatal) }

    /// Findings of a severity in shipped code (debug-only findings are counted apart).
    public func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity && !$0.debugOnly && $0.kind == .defect }.count
    }
}

/// Runs an audit: files → parse → facts → rules → candidate findings → project index → findings.
public struct Auditor: Sendable {
    public var configuration: Configuration
    public var rules: [any Rule.Type]
    /// Worker threads; defaults to the number of cores.
    public var jobs: Int
    public var cache: AnalysisCache?
    /// Called from worker threads with (files done, total).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// A file whose analysis takes longer is given up on and reported (nil: no limit). The parser needs
    /// exponential time on some pathological inputs; a limit keeps one such file from stalling the run.
    /// Set from the configuration's `file_time_limit`.
    public var fileTimeLimit: TimeInterval?
    /// Files with more directly nested `[` than this are skipped before parsing (see ``NestingScan``).
    public var maximumBracketRun = 16
    /// Also collect each file's views and their components into the report (for `plan`); the cache is not
    /// used then, since it does not keep them.
    public var collectsViews = false
    /// When set, each file is analysed in a child process started from this executable with the
    /// ``AnalysisWorker/subcommand`` (see ``AnalysisWorker``): a file that overruns ``fileTimeLimit`` is
    /// ended with its process, and one that crashes its process is reported, not fatal. Nil analyses in
    /// this process (tests, library use), where work given up on runs on until it ends.
    public var workerExecutable: URL?
    /// Parse and check every Swift file, also those that name no interface type (see ``InterfaceCodeTriage``),
    /// which are otherwise read for their declarations only. Findings are the same either way; this is slower.
    public var analysesEveryFile = false
    /// When set (absolute, links resolved), files that lie outside this folder once symbolic links are
    /// followed are not read (see ``SourceDiscovery/confinement``).
    public var confinement: String?

    public init(
        configuration: Configuration = Configuration(), rules: [any Rule.Type] = RuleRegistry.all,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cache: AnalysisCache? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.fileTimeLimit = configuration.fileTimeLimit
        self.rules = rules
        self.jobs = jobs
        self.cache = cache
        self.progress = progress
    }

    var enabledRules: [any Rule.Type] {
        rules.filter { configuration.isEnabled($0.description.id) }
    }

    /// Audits files and directories on disk. Relative paths are read relative to `baseDirectory` and
    /// reported as given.
    public func audit(paths: [String], baseDirectory: String = FileManager.default.currentDirectoryPath) -> AuditReport {
        let discoverer = {
            var discoverer = SourceDiscovery(
                included: configuration.included.map(PathGlob.init), excluded: configuration.excluded.map(PathGlob.init),
                baseDirectory: baseDirectory, patternDirectory: configuration.rootDirectory)
            discoverer.includesTests = configuration.includeTests
            discoverer.confinement = confinement
            return discoverer
        }()
        let discovery = discoverer.discover(paths)
        let resolver = PlatformResolver(configuration: configuration, discovery: discoverer, roots: paths, files: discovery.files)
        var assetColors = AssetCatalogColors.load(discovery.colorSets, at: discoverer.location(of:))
        // The app's colour constants, from every Swift file that may declare one, before any file is analysed (read on
        // all cores: every file is opened once more for it). Only the contrast rule reads colours.
        // Its number constants too, in the same reading, for the sizes the touch target rule reads.
        let readsColors = enabledRules.contains { $0.description.id == TextContrastInsufficientRule.description.id }
        let readsLengths = enabledRules.contains { $0.description.id == TouchTargetTooSmallRule.description.id }
        let swiftFiles = readsColors || readsLengths ? discovery.files.filter { $0.hasSuffix(".swift") } : []
        let maximumFileSize = configuration.maximumFileSize
        let catalog = assetColors
        typealias Constants = (colors: [(String, FixedColor)], lengths: [(String, Double)])
        let perFile: [Constants] = WorkerPool.map(
            count: swiftFiles.count, workers: jobs, timeLimit: nil, progress: nil, timedOut: { _ in ([], []) }
        ) { index -> Constants in
            let path = swiftFiles[index]
            guard case .loaded(let bytes) = SourceLoader.load(path: path, at: discoverer.location(of: path), maximumSize: maximumFileSize)
            else { return ([], []) }
            return (readsColors ? AppColorConstants.constants(in: bytes, assets: catalog) : [],
                    readsLengths ? AppLengthConstants.constants(in: bytes) : [])
        }
        for (name, color) in AppColorConstants.merge(perFile.map(\.colors)) { assetColors.addConstant(color, named: name) }
        let lengths = AppLengthConstants.merge(perFile.map(\.lengths))
        let analyzer = {
            var analyzer = makeAnalyzer()
            analyzer.settings.assetColors = assetColors
            analyzer.settings.lengthConstants = lengths
            analyzer.platforms = { resolver.platforms(for: $0) }
            return analyzer
        }()
        let maximumSize = configuration.maximumFileSize
        let cache = self.cache
        // Asset colours change what a file's findings are without changing the file.
        // So do the app's number constants.
        let ruleDigest = StableHash.hex(
            of: analysisDigest, AssetCatalogColors.digest(assetColors),
            lengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";"))
        let files = discovery.files
        let analyse = analysing(with: analyzer)
        let triages = !analysesEveryFile
        // Loads the files at these indices; answers those the cache knows and reads files with no interface code
        // for their declarations (when `triage` is on); analyses the rest together.
        // The type names each file uses are gathered as its outcome arrives, not kept with it (see `TypeUses`).
        let uses = TypeUses()
        let analyseFiles = { @Sendable (indices: [Int], triage: Bool) -> [FileOutcome] in
            var outcomes = [FileOutcome?](repeating: nil, count: indices.count)
            var pending: [(slot: Int, file: PendingFile)] = []
            var lightlyRead: [(slot: Int, file: PendingFile)] = []
            for (slot, index) in indices.enumerated() {
                let path = files[index]
                switch SourceLoader.load(path: path, at: discoverer.location(of: path), maximumSize: maximumSize) {
                case .failed(let problem):
                    outcomes[slot] = .problem(problem)
                case .loaded(let bytes):
                    if triage, !SourceDiscovery.isInterfaceBuilderFile(path), !InterfaceCodeTriage.mayHoldInterfaceCode(bytes) {
                        lightlyRead.append((slot, PendingFile(path: path, bytes: bytes, contentHash: nil)))
                        continue
                    }
                    guard let cache, !analyzer.collectsViews else {
                        pending.append((slot, PendingFile(path: path, bytes: bytes, contentHash: nil)))
                        continue
                    }
                    let hash = StableHash.hex(of: bytes)
                    if let cached = cache.lookup(path: path, contentHash: hash, digest: ruleDigest) {
                        outcomes[slot] = .analyzed(cached)
                    } else {
                        pending.append((slot, PendingFile(path: path, bytes: bytes, contentHash: hash)))
                    }
                }
            }
            // Files with no interface code are read for their declarations while the others are analysed (in a
            // worker process, which would otherwise wait for this thread to finish reading): both cores stay busy.
            let toRead = lightlyRead
            let readLightly = { @Sendable () -> [(slot: Int, outcome: FileOutcome)] in
                toRead.map { item in
                    let read = analyzer.readDeclarations(path: item.file.path, bytes: item.file.bytes)
                    return (item.slot, .declarationsOnly(read.analysis, mentions: read.mentions))
                }
            }
            let reading = DispatchGroup()
            let lightOutcomes = OutcomeBox()
            if pending.isEmpty {
                lightOutcomes.items = readLightly()
            } else if !toRead.isEmpty {
                DispatchQueue.global().async(group: reading) { lightOutcomes.items = readLightly() }
            }
            for (item, outcome) in zip(pending, analyse.run(pending.map(\.file))) {
                outcomes[item.slot] = outcome
                if let cache, item.file.contentHash != nil, case .analyzed(let analysis) = outcome { cache.store(analysis, digest: ruleDigest) }
            }
            reading.wait()
            for item in lightOutcomes.items { outcomes[item.slot] = item.outcome }
            var done = outcomes.map { $0! }
            uses.take(from: &done)
            return done
        }
        var outcomes = runInParallel(count: files.count, paths: { files[$0] }) { batch in analyseFiles(Array(batch), triages) }
        if triages {
            // Files read for their declarations only that mention one of the app's interface types or helpers are
            // analysed after all (the rare model-only file that configures a view through leaked imports).
            let needles = InterfaceTypeNames.hashes(fullyRead: outcomes.lazy.compactMap(\.fullAnalysis), lightlyRead: outcomes.lazy.compactMap(\.declarationsRead))
            let again = outcomes.indices.filter { index in
                guard case .declarationsOnly(_, let mentions) = outcomes[index] else { return false }
                return mentions.contains(where: needles.contains)
            }
            let reanalysed = runInParallel(count: again.count, paths: { files[again[$0]] }, reportsProgress: false) { batch in
                analyseFiles(batch.map { again[$0] }, false)
            }
            for (index, outcome) in zip(again, reanalysed) { outcomes[index] = outcome }
        }
        analyse.finish()
        cache?.save()
        // Objective-C code makes Swift classes too (`[[AboutViewController alloc] init]`): its names are uses.
        let objectiveC = discovery.objectiveCFiles
        let objectiveCUses = WorkerPool.map(count: objectiveC.count, workers: jobs, timeLimit: nil, progress: nil, timedOut: { _ in [String]() }) { index in
            guard case .loaded(let bytes) = SourceLoader.load(path: objectiveC[index], at: discoverer.location(of: objectiveC[index]), maximumSize: maximumFileSize)
            else { return [String]() }
            return DeclarationReader.typeUses(in: bytes, excluding: [])
        }
        uses.add(objectiveCUses)
        return assembleReport(outcomes, extraProblems: discovery.problems, uses: uses)
    }

    /// Audits sources held in memory (tests, editors): `(path, text)` pairs.
    public func audit(sources: [(path: String, text: String)]) -> AuditReport {
        var analyzer = makeAnalyzer()
        for (name, color) in AppColorConstants.read(sources.map { Array($0.text.utf8) }, assets: analyzer.settings.assetColors) {
            analyzer.settings.assetColors.addConstant(color, named: name)
        }
        analyzer.settings.lengthConstants = AppLengthConstants.read(sources.map { Array($0.text.utf8) })
        let analyse = analysing(with: analyzer)
        let outcomes = runInParallel(count: sources.count, paths: { sources[$0].path }) { batch -> [FileOutcome] in
            batch.flatMap { index -> [FileOutcome] in
                let (path, text) = sources[index]
                switch SourceLoader.check(Array(text.utf8), path: path) {
                case .failed(let problem): return [.problem(problem)]
                case .loaded(let bytes): return analyse.run([PendingFile(path: path, bytes: bytes, contentHash: nil)])
                }
            }
        }
        analyse.finish()
        return assembleReport(outcomes, extraProblems: [])
    }

    private func makeAnalyzer() -> FileAnalyzer {
        var analyzer = FileAnalyzer(rules: enabledRules, settings: AnalysisSettings(configuration))
        analyzer.maximumBracketRun = maximumBracketRun
        analyzer.collectsViews = collectsViews
        return analyzer
    }

    /// The outcomes of the files read on another thread, handed back once the group they ran in is waited for.
    private final class OutcomeBox: @unchecked Sendable {
        var items: [(slot: Int, outcome: FileOutcome)] = []
    }

    /// A loaded file waiting for its analysis; `contentHash` when the cache computed it already.
    private struct PendingFile: Sendable {
        let path: String
        let bytes: [UInt8]
        let contentHash: String?
    }

    /// How loaded files become outcomes, in order: in this process, or in a worker process when
    /// ``workerExecutable`` is set; `finish` ends the workers.
    private struct Analysing: Sendable {
        let run: @Sendable ([PendingFile]) -> [FileOutcome]
        let finish: @Sendable () -> Void
    }

    private func analysing(with analyzer: FileAnalyzer) -> Analysing {
        guard let workerExecutable else {
            return Analysing(
                run: { files in files.map { .analyzed(analyzer.analyze(path: $0.path, bytes: $0.bytes, contentHash: $0.contentHash)) } },
                finish: {})
        }
        let limit = fileTimeLimit
        let pool = AnalysisWorkerPool(
            executable: workerExecutable, setup: AnalysisWorker.Setup(analyzer: analyzer, configuration: configuration), timeLimit: limit)
        return Analysing(
            run: { files in
                let jobs = files.map { file in
                    let platforms = analyzer.platforms(file.path)
                    return AnalysisWorker.Job(
                        path: file.path, contentHash: file.contentHash ?? StableHash.hex(of: file.bytes), override: platforms.override,
                        guess: platforms.guess, bytes: file.bytes)
                }
                return zip(files, pool.analyze(batch: jobs)).map { file, outcome in
                    switch outcome {
                    case .analyzed(let analysis): return .analyzed(analysis)
                    case .timedOut: return .problem(Self.timedOutProblem(file.path, limit: limit))
                    case .failed(let reason):
                        return .problem(FileProblem(path: file.path, kind: .analysisFailed, message: "skipped: \(reason)"))
                    }
                }
            },
            finish: { pool.shutDown() })
    }

    static func timedOutProblem(_ path: String, limit: TimeInterval?) -> FileProblem {
        FileProblem(
            path: path, kind: .timedOut,
            message: "skipped: analysing the file did not finish within \(Self.seconds(limit ?? 0)) (file_time_limit in .native-a11y.yml raises the limit)")
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) second\(value == 1 ? "" : "s")" : String(format: "%.1f seconds", value)
    }

    /// Digest of what makes per-file results differ: the tool version and the rules that run.
    var analysisDigest: String {
        StableHash.hex(
            of: ToolInfo.version, ToolInfo.buildIdentity, enabledRules.map { $0.description.id.rawValue }.joined(separator: ","),
            configuration.analysisDigest)
    }

    /// The type names files use, gathered from their outcomes as they arrive so that each file's list is dropped:
    /// the distinct names of a whole app take far less room than every file's list.
    final class TypeUses: @unchecked Sendable {
        private let lock = NSLock()
        private var names: Set<String> = []
        private var files = 0

        func take(from outcomes: inout [FileOutcome]) {
            var taken: [[String]] = []
            for index in outcomes.indices {
                switch outcomes[index] {
                case .analyzed(var analysis):
                    guard let uses = analysis.takeTypeUses() else { continue }
                    taken.append(uses)
                    outcomes[index] = .analyzed(analysis)
                case .declarationsOnly(var analysis, let mentions):
                    guard let uses = analysis.takeTypeUses() else { continue }
                    taken.append(uses)
                    outcomes[index] = .declarationsOnly(analysis, mentions: mentions)
                case .problem:
                    continue
                }
            }
            guard !taken.isEmpty else { return }
            lock.lock()
            defer { lock.unlock() }
            for list in taken { names.formUnion(list) }
            files += taken.count
        }

        func add(_ lists: [[String]]) {
            lock.lock()
            defer { lock.unlock() }
            for list in lists { names.formUnion(list) }
        }

        var gathered: (names: Set<String>, files: Int) {
            lock.lock()
            defer { lock.unlock() }
            return (names, files)
        }
    }

    enum FileOutcome: Sendable {
        case analyzed(FileAnalysis)
        /// A file with no interface code, read for its declarations only, and the hashes of the names it mentions.
        case declarationsOnly(FileAnalysis, mentions: [UInt64])
        case problem(FileProblem)

        var fullAnalysis: FileAnalysis? {
            if case .analyzed(let analysis) = self { analysis } else { nil }
        }

        var declarationsRead: FileAnalysis? {
            if case .declarationsOnly(let analysis, _) = self { analysis } else { nil }
        }
    }

    /// Files go to worker processes this many at a time: one round trip per file cost more in wake-ups than
    /// small files cost to analyse. In this process each file is its own job.
    static let workerBatchSize = 16

    /// Runs `work` on batches of consecutive file indices on ``jobs`` threads; outcomes come back in file order.
    private func runInParallel(
        count: Int, paths: @escaping @Sendable (Int) -> String, reportsProgress: Bool = true,
        _ work: @escaping @Sendable (Range<Int>) -> [FileOutcome]
    ) -> [FileOutcome] {
        guard count > 0 else { return [] }
        let size = workerExecutable == nil ? 1 : Self.workerBatchSize
        let batches = (count + size - 1) / size
        let range: @Sendable (Int) -> Range<Int> = { batch in batch * size..<min((batch + 1) * size, count) }
        // With worker processes, each file's process is held to the limit itself (and ended when it overruns).
        let limit = workerExecutable == nil ? fileTimeLimit : nil
        var onSettle: (@Sendable (Int) -> Void)?
        if let report = progress, reportsProgress {
            onSettle = { done in report(min(done * size, count), count) }
        }
        let timedOut: @Sendable (Int) -> [FileOutcome] = { batch in
            range(batch).map { .problem(Self.timedOutProblem(paths($0), limit: limit)) }
        }
        return WorkerPool.map(count: batches, workers: jobs, timeLimit: limit, progress: onSettle, timedOut: timedOut) { work(range($0)) }
            .flatMap { $0 }
    }

    /// Gathers what the files gave and hands it to the settling stage; sorts the report.
    func assembleReport(_ outcomes: [FileOutcome], extraProblems: [FileProblem], uses: TypeUses? = nil) -> AuditReport {
        var analyses: [FileAnalysis] = []
        var problems = extraProblems
        for outcome in outcomes {
            switch outcome {
            case .analyzed(let analysis) where analysis.problems.contains(where: \.isFatal):
                problems += analysis.problems  // skipped after loading (too deeply nested)
            case .analyzed(let analysis), .declarationsOnly(let analysis, _):
                analyses.append(analysis)
                problems += analysis.problems
            case .problem(let problem):
                problems.append(problem)
            }
        }
        analyses.sort { $0.path < $1.path }
        let views = analyses.flatMap(\.views)
        let settled = Settlement.settle(
            analyses, configuration: configuration, ran: Set(enabledRules.map { $0.description.id }), uses: uses?.gathered,
            asking: Set(views.map(\.name)))
        let findings = settled.findings.filter { configuration.isEnabled($0.ruleID) }
        problems.sort { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }
        var report = AuditReport(
            findings: findings, problems: problems, filesAudited: analyses.count,
            linesAudited: analyses.reduce(0) { $0 + $1.lineCount }, suppressedCount: settled.suppressed,
            rules: enabledRules.map { $0.description.id })
        report.views = views
        report.unusedViews = settled.unusedNames
        report.unreferencedCount = settled.unreferenced
        return report
    }
}
