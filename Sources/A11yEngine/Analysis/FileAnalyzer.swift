import A11yCore
import A11yInterfaceBuilder
import A11yRules
import SwiftParser
import SwiftParserDiagnostics
import A11yRuleKit
@_spi(RawSyntax) import SwiftSyntax

/// Parses one file once and runs every enabled rule on the same tree.
public struct FileAnalyzer: Sendable {
    public let rules: [any Rule.Type]
    public var settings: AnalysisSettings
    /// Longest run of directly nested `[` a file may have (see ``NestingScan``).
    public var maximumBracketRun = 16
    /// Also read the file's views and their components (for `plan`).
    public var collectsViews = false
    /// Which platforms a file is built for, when settings or the package manifest say more than its path and
    /// imports: (the settings' word, which replaces every guess; the manifest's guess).
    public var platforms: @Sendable (String) -> (override: BuildTargets?, guess: BuildTargets?) = { _ in (nil, nil) }

    /// What a finding takes from its rule when the diagnosis does not say: built once, small to copy.
    private struct RuleDefaults: Sendable {
        let severity: Severity
        let criterion: CriterionReference
        let suggestion: String
        let onlyFramework: Framework?
    }
    private let defaults: [RuleID: RuleDefaults]

    public init(rules: [any Rule.Type], settings: AnalysisSettings = AnalysisSettings()) {
        self.rules = rules
        self.settings = settings
        defaults = Dictionary(rules.map { rule in
            let description = rule.description
            return (description.id, RuleDefaults(
                severity: description.severity, criterion: description.criterion, suggestion: description.suggestion,
                onlyFramework: description.frameworks.count == 1 ? description.frameworks.first : nil))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Analyses one file. `contentHash` is the bytes' hash when the caller already has it (the cache
    /// computes it to look the file up); nil computes it here.
    public func analyze(path: String, bytes: [UInt8], contentHash: String? = nil) -> FileAnalysis {
        let lines = LineTable(bytes)
        var analysis = FileAnalysis(path: path, contentHash: contentHash ?? StableHash.hex(of: bytes), lineCount: lines.lineCount)
        if SourceDiscovery.isInterfaceBuilderFile(path) {
            analyzeInterfaceBuilder(path: path, bytes: bytes, lines: lines, into: &analysis)
            return analysis
        }
        if let reason = NestingScan.reasonNotToParse(bytes, maximumRun: maximumBracketRun) {
            analysis.problems.append(FileProblem(path: path, kind: .tooDeeplyNested, message: "skipped: " + reason))
            // What it uses still counts: a type it makes is not unused because this file could not be read.
            analysis.types = [TypeSummary(name: TypeSummary.usesKey, inheritedTypes: DeclarationReader.typeUses(in: bytes, excluding: []))]
            return analysis
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if tree.hasError, let problem = syntaxProblem(tree, path: path, lines: lines) {
            analysis.problems.append(problem)
        }
        // Test code is not what users meet; its doubles would also mislead the project index.
        if !settings.includeTests && Self.importsTestFramework(tree, bytes: bytes) { return analysis }
        let file = SourceFileContext(path: path, tree: tree, settings: settings, source: bytes)
        if file.facts.longestChain > ModifierChain.maximumLength {
            analysis.problems.append(FileProblem(
                path: path, kind: .tooDeeplyNested,
                message: "skipped: a chain of more than \(ModifierChain.maximumLength) calls (`.a().b()…`), which is machine-made; reading it would take time that grows with the square of its length"))
            analysis.types = [TypeSummary(name: TypeSummary.usesKey, inheritedTypes: DeclarationReader.typeUses(in: bytes, excluding: []))]
            return analysis
        }
        (file.platformOverride, file.platformGuess) = platforms(path)

        var diagnoses: [Diagnosis] = []
        for rule in rules {
            rule.init().check(file, into: &diagnoses)
        }
        analysis.candidates = diagnoses.compactMap { diagnosis in
            guard let ruleDefaults = defaults[diagnosis.ruleID] else { return nil }
            if !settings.includeTests && file.facts.isInPreview(diagnosis.node) { return nil }
            // iOS criteria judge only code built for iOS; code built only into debug builds is reported apart.
            let targets = file.targets(at: diagnosis.node)
            guard targets.runsOnIOS else { return nil }
            var candidate = candidate(from: diagnosis, defaults: ruleDefaults, path: path, lines: lines)
            let outermost = Self.outermostType(of: diagnosis.node)
            candidate.finding.debugOnly = targets.isDebugOnlyOnIOS || Self.isDeveloperTooling(type: outermost, path: path)
                || Self.isInDebuggingCode(diagnosis.node)
            // Code in a type nothing uses never reaches a user (see `unreferenced_types`); nor does a private function or
            // property its file never names.
            if let type = outermost { candidate.conditions.append(.typeHas(type, .referenced)) }
            if Self.isInUnusedPrivateMember(diagnosis.node, bytes: bytes) {
                candidate.conditions.append(.typeHas(TypeSummary.unusedPrivateKey, .referenced))
            }
            return candidate
        }
        .sorted { $0.finding.span.start.offset < $1.finding.span.start.offset }
        disambiguateFingerprints(&analysis.candidates)
        // Report order within the file, sorted here in parallel so the report needs no global sort.
        analysis.candidates.sort { Finding.reportOrder($0.finding, $1.finding) }
        analysis.types = TypeFactsCollector.summaries(for: file)
        // A name used only in previews, or only in code no iOS build compiles, is no use of the type by the app.
        let previews = (file.facts.previewRanges + file.facts.offIOSRanges).map { $0.lowerBound.utf8Offset..<$0.upperBound.utf8Offset }
        let own = Dictionary(grouping: file.facts.typeDeclarations, by: \.name).mapValues { declarations in
            declarations.map { $0.node.position.utf8Offset..<$0.node.endPosition.utf8Offset }
        }
        analysis.types.append(TypeSummary(
            name: TypeSummary.usesKey, inheritedTypes: DeclarationReader.typeUses(in: bytes, excluding: previews, within: own)))
        if collectsViews {
            analysis.views = ViewInventory.declarations(in: file) { lines.position(at: $0.utf8Offset).line }
        }

        if bytes.containsSubsequence(SuppressionScanner.marker) {
            let scan = SuppressionScanner.scan(tree, lines: lines)
            analysis.suppressions = scan.suppressions
            for renamed in scan.renamed {
                analysis.problems.append(FileProblem(
                    path: path, kind: .renamedRule,
                    message: "'\(renamed.old)' is now '\(renamed.new)' (one id covers SwiftUI and UIKit); the old id still works",
                    line: renamed.line, column: renamed.column))
            }
            for malformed in scan.malformed {
                analysis.problems.append(FileProblem(
                    path: path, kind: .malformedDirective,
                    message: "this native-a11y comment is not understood; expected 'native-a11y:disable:next RULE', 'disable:this RULE', 'disable RULE' or 'enable RULE'",
                    line: malformed.line, column: malformed.column))
            }
        }
        return analysis
    }

    /// Reads a Swift file with no interface code (see ``InterfaceCodeTriage``) for what the project index needs
    /// of it, without parsing it: its type declarations. The names it mentions decide whether it is analysed
    /// after all (see ``InterfaceTypeNames``). Such a file is not cached: reading it costs less than a lookup.
    public func readDeclarations(path: String, bytes: [UInt8]) -> (analysis: FileAnalysis, mentions: [UInt64]) {
        let reader = DeclarationReader(bytes, collectsTypeUses: true)
        var analysis = FileAnalysis(path: path, contentHash: "", lineCount: LineTable(bytes).lineCount)
        // As for parsed files: test code's doubles would mislead the project index.
        if settings.includeTests || !reader.imports.contains(where: Self.testFrameworks.contains) {
            analysis.types = reader.declarations.map { declaration in
                TypeFactsCollector.declarationSummary(
                    isExtension: declaration.kind == .extension, name: declaration.name, inheritedTypes: declaration.inheritedTypes,
                    vocabulary: settings.vocabulary)
            } + [TypeSummary(name: TypeSummary.usesKey, inheritedTypes: reader.usedTypeNames)]
        }
        return (analysis, reader.mentionedNames)
    }

    // MARK: - Interface Builder

    /// Reads a storyboard or xib and runs the rules that read Interface Builder on it. Its outlets' settings
    /// become project facts the Swift rules read; a file that is not well-formed XML or not an IB document is
    /// reported and nothing of it is audited. Files for macOS, watchOS or tvOS are read for nothing.
    private func analyzeInterfaceBuilder(path: String, bytes: [UInt8], lines: LineTable, into analysis: inout FileAnalysis) {
        let document: IBDocument
        do {
            document = try IBParser.parse(bytes, kind: path.hasSuffix(".xib") ? .xib : .storyboard)
        } catch let error as IBReadError {
            analysis.problems.append(FileProblem(
                path: path, kind: .invalidInterfaceBuilder, message: "skipped: \(error.message)", line: error.line, column: error.column))
            return
        } catch {
            analysis.problems.append(FileProblem(path: path, kind: .invalidInterfaceBuilder, message: "skipped: \(error)"))
            return
        }
        guard document.runtime == .iOS || document.runtime == .unknown else { return }
        let file = IBFileContext(path: path, document: document, settings: settings)
        let onlyByCode = document.scenesShownOnlyByCode()
        let xibNames = Self.xibLoadingNames(document, path: path)
        let copyName = Self.nameOnlyCodeCouldLoad(path)
        // The scene controller of each object's opening tag, where findings point.
        var sceneOf: [Int: Int] = [:]
        if !onlyByCode.isEmpty {
            for object in document.objects {
                let chain = [object] + document.ancestors(of: object)
                if let controller = chain.last(where: { $0.isController && $0.parent == nil }) { sceneOf[object.tagStart] = controller.index }
            }
        }
        var diagnoses: [IBDiagnosis] = []
        for rule in rules {
            guard let reader = rule.init() as? any InterfaceBuilderRule else { continue }
            reader.check(file, into: &diagnoses)
        }
        analysis.candidates = diagnoses.compactMap { diagnosis in
            guard let ruleDefaults = defaults[diagnosis.ruleID] else { return nil }
            let start = lines.position(at: diagnosis.start)
            let end = lines.position(at: diagnosis.end)
            var hash = StableHash()
            hash.combine(diagnosis.ruleID.rawValue)
            for part in diagnosis.identity { hash.combine(part) }
            let finding = Finding(
                ruleID: diagnosis.ruleID, severity: diagnosis.severity ?? ruleDefaults.severity, path: path,
                span: SourceSpan(start: start, end: end), message: diagnosis.message,
                criterion: diagnosis.criterion ?? ruleDefaults.criterion, suggestion: diagnosis.suggestion ?? ruleDefaults.suggestion,
                notes: diagnosis.notes, fix: diagnosis.fix, fingerprint: hash.hex, framework: Framework.uiKit.rawValue)
            var reviewed = finding
            reviewed.kind = diagnosis.kind
            var conditions = diagnosis.conditions
            // A scene nothing in the file reaches shows only if code instantiates it, and a xib only if code loads it
            // (see `unreferenced_types`).
            if let scene = sceneOf[diagnosis.start], let names = onlyByCode[scene] {
                conditions.append(.typeHas(TypeSummary.mentionKey(names), .referenced))
            }
            if let xibNames { conditions.append(.typeHas(TypeSummary.mentionKey(xibNames), .referenced)) }
            if let copyName { conditions.append(.typeHas(TypeSummary.mentionKey([copyName]), .referenced)) }
            return CandidateFinding(finding: reviewed, conditions: conditions)
        }
        .sorted { Finding.reportOrder($0.finding, $1.finding) }
        disambiguateFingerprints(&analysis.candidates)
        // A storyboard or xib makes the classes it names, but a scene only code shows makes its class only when code
        // mentions the scene's id; a reference to another storyboard's scene mentions that scene's id.
        let codeShownClasses = Set(onlyByCode.keys.compactMap { document.objects[$0].customClass }).union(xibNames?.dropFirst() ?? [])
        let named = Set(document.objects.compactMap(\.customClass) + document.segues.compactMap(\.customClass)).subtracting(codeShownClasses)
        let referencedScenes = document.objects.filter { $0.tag == "viewControllerPlaceholder" }.compactMap { $0.attributes["referencedIdentifier"] }
        analysis.types = InterfaceBuilderFacts.summaries(for: file)
            + [TypeSummary(name: TypeSummary.usesKey, inheritedTypes: named.union(referencedScenes).sorted())]
            + onlyByCode.keys.sorted().compactMap { index in
                let scene = document.objects[index]
                guard let identifier = scene.attributes["storyboardIdentifier"], let custom = scene.customClass else { return nil }
                return TypeSummary(name: TypeSummary.usedIfKey(identifier), inheritedTypes: [custom])
            }
            + (xibNames.map { [TypeSummary(name: TypeSummary.usedIfKey($0[0]), inheritedTypes: Array($0.dropFirst()))] } ?? [])
        if collectsViews {
            analysis.views = InterfaceBuilderScreens.declarations(in: file)
        }
    }

    /// What code must mention for a xib to be loaded: its name and its top-level classes (not the framework's, such as the
    /// First Responder's `UIResponder`). Nil when the file's name is not one code would spell as a name.
    static func xibLoadingNames(_ document: IBDocument, path: String) -> [String]? {
        let base = String((path.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
        guard let first = base.first, first.isUppercase, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let names = document.xibLoadingNames(fileName: base)
        else { return nil }
        return [names[0]] + names.dropFirst().filter { !FrameworkTypes.contains($0) }
    }

    /// The whole name of a storyboard or xib whose `~` suffix is no device modifier (`SaveStates~old.storyboard`, a copy
    /// kept beside `SaveStates.storyboard`). UIKit looks for `Name~iphone` and `Name~ipad` when asked for `Name`; any
    /// other such file loads only if code spells its whole name, which no file does as a name, so its findings are left
    /// out with the other unused code. Nil for ordinary names and the device variants.
    static func nameOnlyCodeCouldLoad(_ path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), let tilde = file[..<dot].firstIndex(of: "~") else { return nil }
        let modifier = file[file.index(after: tilde)..<dot].lowercased()
        return modifier == "iphone" || modifier == "ipad" ? nil : String(file[..<dot])
    }

    /// Code of the app's developer tools: in a type (`type`, the finding's outermost), or a file, named for debugging
    /// (`DebugToolsController`, `NetworkDebugOverlay.swift`). Such tools are turned on in debug builds by code the
    /// audit cannot follow (a function that returns early unless `DEBUG`, a launch argument), and no user of the
    /// shipped app meets them.
    static func isDeveloperTooling(type: String?, path: String) -> Bool {
        // (A byte test first: most names do not mention debugging at all.)
        guard path.range(of: "debug", options: .caseInsensitive) != nil || type?.range(of: "debug", options: .caseInsensitive) != nil
        else { return false }
        let file = (path.split(separator: "/").last.map(String.init) ?? path).replacingOccurrences(of: ".swift", with: "")
        return [type, file].compactMap { $0 }.contains { NameHeuristics.words($0).contains("debug") }
    }

    /// Code of a developer tool inside a screen: in a function or property named for debugging (`addDebugOverlay()`,
    /// `var debugPanel: some View`), or shown under a condition that is (`if showDebugOverlay { … }`).
    static func isInDebuggingCode(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let ancestor = current {
            var names: [String] = []
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                names = [function.name.text]
            } else if let binding = ancestor.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                names = [name]
            } else if let ifExpr = ancestor.as(IfExprSyntax.self) {
                names = ifExpr.conditions.flatMap { Syntax($0).descendants(DeclReferenceExprSyntax.self).map { $0.baseName.text } }
            }
            // (A byte test first: most names do not mention debugging at all.)
            if names.contains(where: { $0.range(of: "debug", options: .caseInsensitive) != nil && NameHeuristics.words($0).contains("debug") }) {
                return true
            }
            if ancestor.asProtocol(DeclGroupSyntax.self) != nil { return false }
            current = ancestor.parent
        }
        return false
    }

    /// The type (or extension) a finding is written in, at the top level: `ProfileViewController` for code in its
    /// nested cell class too. Nil outside any type, and for a type the system or the runtime finds by itself
    /// (`@main`, `@UIApplicationMain`, an `@objc` name).
    static func outermostType(of node: Syntax) -> String? {
        var found: (name: String, attributes: AttributeListSyntax)?
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.asProtocol(DeclGroupSyntax.self) {
                if let named = ancestor.asProtocol(NamedDeclSyntax.self) {
                    found = (named.name.text, declaration.attributes)
                } else if let extended = ancestor.as(ExtensionDeclSyntax.self), let name = extended.extendedType.simpleName {
                    found = (name, declaration.attributes)
                }
            }
            current = ancestor.parent
        }
        guard let found else { return nil }
        let systemFound = found.attributes.contains { attribute in
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.simpleName else { return false }
            return ["main", "UIApplicationMain", "objc", "NSApplicationMain"].contains(name)
        }
        return systemFound ? nil : found.name
    }

    /// True inside a `private` or `fileprivate` function or property whose name appears nowhere else in the file: no
    /// code can call it (a `#selector`, a use in `body` or a mention in a comment all count as naming it).
    static func isInUnusedPrivateMember(_ node: Syntax, bytes: [UInt8]) -> Bool {
        var current = node.parent
        while let ancestor = current {
            let modifiers: DeclModifierListSyntax
            let name: TokenSyntax
            let attributes: AttributeListSyntax
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                (modifiers, name, attributes) = (function.modifiers, function.name, function.attributes)
            } else if let variable = ancestor.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
            {
                (modifiers, name, attributes) = (variable.modifiers, identifier, variable.attributes)
            } else {
                current = ancestor.parent
                continue
            }
            // The nearest function or property decides; an inner one that is used keeps the code.
            // A storyboard's action or the Objective-C runtime may call it without naming it in Swift.
            let runtimeReached = attributes.contains { attribute in
                ["IBAction", "IBSegueAction", "IBOutlet", "objc", "NSManaged", "IBInspectable"]
                    .contains(attribute.as(AttributeSyntax.self)?.attributeName.simpleName ?? "")
            }
            guard modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
                !modifiers.contains(where: { ["override", "dynamic"].contains($0.name.text) }), !runtimeReached, name.text != "body"
            else { return false }
            return occurrences(of: name.text, in: bytes, limit: 2) < 2
        }
        return false
    }

    /// How many times `word` appears in `bytes` as a whole identifier, counting up to `limit`.
    static func occurrences(of word: String, in bytes: [UInt8], limit: Int) -> Int {
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
        }
        var count = 0
        var from = 0
        while count < limit, let found = bytes.firstOffset(of: word, from: from) {
            let end = found + word.utf8.count
            let before = found == 0 || !isIdentifierByte(bytes[found - 1])
            let after = end >= bytes.count || !isIdentifierByte(bytes[end])
            if before && after { count += 1 }
            from = found + 1
        }
        return count
    }

    /// Modules only test targets import.
    public static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "ViewInspector"]

    /// The test frameworks as a reader meets them in help and settings: "XCTest, Testing, Quick, … or ViewInspector".
    public static var testFrameworkList: String {
        let names = ["XCTest", "Testing"] + testFrameworks.subtracting(["XCTest", "Testing"]).sorted()
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// True when the file imports a test framework (only its top-level imports are read).
    static func importsTestFramework(_ tree: SourceFileSyntax, bytes: [UInt8]) -> Bool {
        // Most files name no test framework at all: a scan of the bytes answers without the tree.
        guard testFrameworks.contains(where: { bytes.containsSubsequence($0) }) else { return false }
        return tree.statements.contains { item in
            guard let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text else { return false }
            return testFrameworks.contains(module)
        }
    }

    private func candidate(from diagnosis: Diagnosis, defaults: RuleDefaults, path: String, lines: LineTable) -> CandidateFinding {
        let start = lines.position(at: diagnosis.node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = lines.position(at: diagnosis.node.endPositionBeforeTrailingTrivia.utf8Offset)
        var finding = Finding(
            ruleID: diagnosis.ruleID,
            severity: diagnosis.severity ?? defaults.severity,
            path: path,
            span: SourceSpan(start: start, end: end),
            message: diagnosis.message,
            criterion: diagnosis.criterion ?? defaults.criterion,
            suggestion: diagnosis.suggestion ?? defaults.suggestion,
            notes: diagnosis.notes,
            fix: diagnosis.fix,
            fingerprint: Self.fingerprint(diagnosis),
            framework: (diagnosis.framework ?? defaults.onlyFramework)?.rawValue)
        finding.kind = diagnosis.kind
        return CandidateFinding(finding: finding, conditions: diagnosis.conditions)
    }

    /// Identifies a finding by its rule, the declarations around it and its own code, never by its line, so
    /// a baseline survives lines added above it and formatting changes elsewhere.
    static func fingerprint(_ diagnosis: Diagnosis) -> String {
        var hash = StableHash()
        hash.combine((diagnosis.fingerprintID ?? diagnosis.ruleID).rawValue)
        var current = diagnosis.node.parent
        while let node = current {
            if node.kind == .functionDecl {
                hash.combine(node.cast(FunctionDeclSyntax.self).name.text)
            } else if let name = node.declaredTypeName {
                hash.combine(name)
            }
            current = node.parent
        }
        // A view's identity is its root, not the modifiers after it: fixing one finding on a view by adding
        // a modifier must not change the fingerprints of the others on the same view. Tokens are hashed
        // without their spacing, so reformatting the line keeps the fingerprint.
        let identity = diagnosis.node.as(ExprSyntax.self).map { Syntax(ModifierChain($0).root) } ?? diagnosis.node
        // The first 200 present tokens' bytes, read from the raw tree: the same bytes as `token.text`,
        // without building a node or a String for each token.
        var remaining = 200
        hashTokens(of: identity.raw, into: &hash, remaining: &remaining)
        return hash.hex
    }

    private static func hashTokens(of raw: RawSyntax, into hash: inout StableHash, remaining: inout Int) {
        if let token = raw.tokenView {
            guard token.presence == .present else { return }
            let text = token.rawText
            hash.combine(UnsafeRawBufferPointer(start: text.baseAddress, count: text.count))
            remaining -= 1
            return
        }
        guard let layout = raw.layoutView else { return }
        for child in layout.children {
            guard remaining > 0 else { return }
            if let child { hashTokens(of: child, into: &hash, remaining: &remaining) }
        }
    }

    /// Two findings with the same fingerprint in one file get `#2`, `#3`… in source order.
    private func disambiguateFingerprints(_ candidates: inout [CandidateFinding]) {
        var seen: [String: Int] = [:]
        for index in candidates.indices {
            let key = candidates[index].finding.fingerprint
            let count = (seen[key] ?? 0) + 1
            seen[key] = count
            if count > 1 { candidates[index].finding.fingerprint = "\(key)#\(count)" }
        }
    }

    /// Nil when the only complaints are spaces around a token (`@available (iOS 13, *)`): compilers before Swift 6
    /// accepted them, and the parser reads the code around them as intended, so nothing was lost.
    private static let misplacedSpaceMessages: Set<String> = ["ExtraneousLeadingWhitespaceError", "ExtraneousTrailingWhitespaceError"]

    private func syntaxProblem(_ tree: SourceFileSyntax, path: String, lines: LineTable) -> FileProblem? {
        let all = ParseDiagnosticsGenerator.diagnostics(for: tree)
        let diagnostics = all.filter { !Self.misplacedSpaceMessages.contains(String(describing: type(of: $0.diagMessage))) }
        if !all.isEmpty && diagnostics.isEmpty { return nil }
        guard let first = diagnostics.first else {
            return FileProblem(path: path, kind: .syntaxErrors, message: "the file has syntax errors; the parts that parsed were audited")
        }
        let position = lines.position(at: first.position.utf8Offset)
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return FileProblem(
            path: path, kind: .syntaxErrors,
            message: "syntax error: \(first.message)\(more); the parts that parsed were audited",
            line: position.line, column: position.column)
    }
}
