import A11yCore
import A11yRules
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one file once and runs every enabled rule on the same tree.
public struct FileAnalyzer: Sendable {
    public let rules: [any Rule.Type]
    public let settings: AnalysisSettings
    /// Longest run of directly nested `[` a file may have (see ``NestingScan``).
    public var maximumBracketRun = 16

    public init(rules: [any Rule.Type], settings: AnalysisSettings = AnalysisSettings()) {
        self.rules = rules
        self.settings = settings
    }

    public func analyze(path: String, bytes: [UInt8]) -> FileAnalysis {
        let lines = LineTable(bytes)
        var analysis = FileAnalysis(path: path, contentHash: StableHash.hex(of: bytes), lineCount: lines.lineCount)
        let bracketRun = NestingScan.longestBracketRun(bytes)
        if bracketRun > maximumBracketRun {
            analysis.problems.append(FileProblem(
                path: path, kind: .tooDeeplyNested,
                message: "skipped: \(bracketRun) '[' are nested directly inside each other; the Swift parser needs exponential time for that"))
            return analysis
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if tree.hasError {
            analysis.problems.append(syntaxProblem(tree, path: path, lines: lines))
        }
        let file = SourceFileContext(path: path, tree: tree, settings: settings)

        var diagnoses: [Diagnosis] = []
        var descriptions: [RuleID: RuleDescription] = [:]
        for rule in rules {
            descriptions[rule.description.id] = rule.description
            rule.init().check(file, into: &diagnoses)
        }
        analysis.candidates = diagnoses.compactMap { diagnosis in
            guard let description = descriptions[diagnosis.ruleID] else { return nil }
            return candidate(from: diagnosis, description: description, path: path, lines: lines)
        }
        .sorted { $0.finding.span.start.offset < $1.finding.span.start.offset }
        disambiguateFingerprints(&analysis.candidates)
        analysis.types = TypeFactsCollector.summaries(for: file)

        if bytes.containsSubsequence(SuppressionScanner.marker) {
            let scan = SuppressionScanner.scan(tree, lines: lines)
            analysis.suppressions = scan.suppressions
            for malformed in scan.malformed {
                analysis.problems.append(FileProblem(
                    path: path, kind: .malformedDirective,
                    message: "this native-a11y comment is not understood; expected 'native-a11y:disable:next RULE', 'disable:this RULE', 'disable RULE' or 'enable RULE'",
                    line: malformed.line, column: malformed.column))
            }
        }
        return analysis
    }

    private func candidate(from diagnosis: Diagnosis, description: RuleDescription, path: String, lines: LineTable) -> CandidateFinding {
        let start = lines.position(at: diagnosis.node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = lines.position(at: diagnosis.node.endPositionBeforeTrailingTrivia.utf8Offset)
        let finding = Finding(
            ruleID: diagnosis.ruleID,
            severity: diagnosis.severity ?? description.severity,
            path: path,
            span: SourceSpan(start: start, end: end),
            message: diagnosis.message,
            criterion: diagnosis.criterion ?? description.criterion,
            suggestion: diagnosis.suggestion ?? description.suggestion,
            notes: diagnosis.notes,
            fix: diagnosis.fix,
            fingerprint: Self.fingerprint(diagnosis))
        return CandidateFinding(finding: finding, conditions: diagnosis.conditions)
    }

    /// Identifies a finding by its rule, the declarations around it and its own code, never by its line, so
    /// a baseline survives lines added above it and formatting changes elsewhere.
    static func fingerprint(_ diagnosis: Diagnosis) -> String {
        var hash = StableHash()
        hash.combine(diagnosis.ruleID.rawValue)
        var current = diagnosis.node.parent
        var context: [String] = []
        while let node = current {
            if let type = node.as(DeclSyntax.self).flatMap(TypeDeclaration.init) { context.append(type.name) }
            if let function = node.as(FunctionDeclSyntax.self) { context.append(function.name.text) }
            current = node.parent
        }
        hash.combine(context.reversed().joined(separator: "."))
        // A view's identity is its root, not the modifiers after it: fixing one finding on a view by adding
        // a modifier must not change the fingerprints of the others on the same view.
        let identity = diagnosis.node.as(ExprSyntax.self).map { ModifierChain($0).root.compactText } ?? diagnosis.node.compactText
        hash.combine(String(identity.prefix(400)))
        return hash.hex
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

    private func syntaxProblem(_ tree: SourceFileSyntax, path: String, lines: LineTable) -> FileProblem {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
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

extension Array where Element == UInt8 {
    /// True when the bytes contain the UTF-8 of `needle` (a cheap pre-check before reading comments).
    func containsSubsequence(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, count >= pattern.count else { return false }
        var index = 0
        let last = count - pattern.count
        while index <= last {
            if self[index] == first {
                var matched = true
                for offset in 1..<pattern.count where self[index + offset] != pattern[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            index += 1
        }
        return false
    }
}
