import A11yCore
@testable import A11yEngine
import Foundation
import Testing

struct CacheTests {
    @Test func binaryFormatRoundTripsEveryField() throws {
        let position = SourcePosition(line: 3, column: 9, utf16Column: 8, offset: 120)
        let finding = Finding(
            ruleID: "custom-modal-not-modal", severity: .error, path: "App/Screen é.swift",
            span: SourceSpan(start: position, end: SourcePosition(line: 4, column: 2, utf16Column: 2, offset: 150)),
            message: "ZStack overlay 'Dialog' is not marked modal", criterion: CriterionReference(component: "modal", criterion: "focus-confined"),
            suggestion: "Add the trait.", notes: ["a note", ""], fix: Fix(title: "Add", edits: [.insert("\n    .x()", at: 149)]),
            fingerprint: "abc#2", framework: "SwiftUI")
        var bare = finding
        bare.criterion = nil
        bare.fix = nil
        bare.framework = nil
        let analysis = FileAnalysis(
            path: "App/Screen é.swift", contentHash: "0123456789abcdef", lineCount: 42,
            candidates: [
                CandidateFinding(finding: finding, conditions: [.typeHas("Dialog", .looksModal), .typeLacks("Dialog", .marksModal)]),
                CandidateFinding(finding: bare),
            ],
            types: [TypeSummary(name: "Dialog", inheritedTypes: ["View"], facts: [.declared, .handlesEscape])],
            suppressions: [Suppression(form: .region, rules: [], position: position, firstLine: 3, lastLine: Int.max)],
            problems: [FileProblem(path: "App/Screen é.swift", kind: .syntaxErrors, message: "syntax error", line: 7, column: nil)])
        let entries = ["App/Screen é.swift": AnalysisCache.Entry(digest: "d1", analysis: analysis)]
        let decoded = try CacheCodec.decode(CacheCodec.encode(entries))
        let entry = try #require(decoded["App/Screen é.swift"])
        #expect(entry.digest == "d1")
        #expect(entry.analysis.candidates == analysis.candidates)
        #expect(entry.analysis.types == analysis.types)
        #expect(entry.analysis.suppressions == analysis.suppressions)
        #expect(entry.analysis.problems == analysis.problems)
        #expect(entry.analysis.lineCount == 42 && entry.analysis.contentHash == analysis.contentHash)
    }

    /// The codec writes fields one by one. A field added to these types must be encoded too, and this list
    /// updated with it; otherwise a cached run would silently lose it.
    @Test func theCodecKnowsEveryFieldOfWhatItStores() {
        let position = SourcePosition(line: 1, column: 1, utf16Column: 1, offset: 0)
        let finding = Finding(
            ruleID: "r", severity: .note, path: "p", span: SourceSpan(start: position, end: position), message: "m",
            criterion: nil, suggestion: "s", notes: [], fix: nil, fingerprint: "f")
        let fields: (Any) -> [String] = { Mirror(reflecting: $0).children.compactMap(\.label) }
        #expect(fields(finding) == ["ruleID", "severity", "path", "span", "message", "criterion", "suggestion", "notes", "fix", "fingerprint", "framework", "debugOnly", "kind"])
        // `views` is the one field not stored: only `plan` collects it, and `plan` never reads the cache.
        #expect(fields(FileAnalysis(path: "p", contentHash: "h", lineCount: 1))
            == ["path", "contentHash", "lineCount", "candidates", "types", "suppressions", "problems", "views"])
        #expect(fields(CandidateFinding(finding: finding)) == ["finding", "conditions"])
        #expect(fields(TypeSummary(name: "T")) == ["name", "inheritedTypes", "facts"])
        #expect(fields(FileProblem(path: "p", kind: .unreadable, message: "m")) == ["path", "kind", "message", "line", "column"])
    }

    @Test func corruptOrForeignDataIsRejected() throws {
        let entries = ["A.swift": AnalysisCache.Entry(digest: "d", analysis: FileAnalysis(path: "A.swift", contentHash: "h", lineCount: 1))]
        let good = CacheCodec.encode(entries)
        #expect(throws: CacheCodec.Corrupt.self) { try CacheCodec.decode(Array(good.dropLast())) }
        #expect(throws: CacheCodec.Corrupt.self) { try CacheCodec.decode(Array("{\"json\": true}".utf8)) }
        var flipped = good
        flipped[CacheCodec.magic.count] = 99  // an unknown format version
        #expect(throws: CacheCodec.Corrupt.self) { try CacheCodec.decode(flipped) }
        // A corrupt cache file is treated as empty, never as an error.
        let directory = try TemporaryDirectory()
        let path = try directory.write("broken.cache", Data([0x4E, 0x41, 0x00, 0xFF]))
        let cache = AnalysisCache(location: URL(fileURLWithPath: path))
        #expect(cache.hits == 0)
    }

    @Test func unchangedFilesAreNotParsedAgainAndCrossFileFactsStayRight() throws {
        let directory = try TemporaryDirectory()
        let use = """
            struct Store: View {
                @State private var promo = true
                var body: some View {
                    ZStack {
                        Products()
                        if promo { PromoDialog() }
                    }
                }
            }
            """
        try directory.write("Store.swift", use)
        try directory.write("PromoDialog.swift", "struct PromoDialog: View { var body: some View { Text(\"Sale\") } }")
        let location = URL(fileURLWithPath: directory.path + "/cache/results.cache")
        func audit() -> (AuditReport, AnalysisCache) {
            let cache = AnalysisCache(location: location)
            return (Auditor(jobs: 2, cache: cache).audit(paths: ["Store.swift", "PromoDialog.swift"], baseDirectory: directory.path), cache)
        }
        let (cold, coldCache) = audit()
        #expect(coldCache.hits == 0)
        #expect(cold.findings.contains { $0.ruleID == "custom-modal-not-modal" })
        let (warm, warmCache) = audit()
        #expect(warmCache.hits == 2)
        #expect(warm.findings == cold.findings)

        // Only the declaration changes: the use site comes from the cache, and its finding goes away.
        try directory.write("PromoDialog.swift", "struct PromoDialog: View { var body: some View { Text(\"Sale\").accessibilityAddTraits(.isModal) } }")
        let (changed, changedCache) = audit()
        #expect(changedCache.hits == 1)
        #expect(!changed.findings.contains { $0.ruleID == "custom-modal-not-modal" })
    }

    @Test func settingsThatChangeWhatRulesSeeInvalidateTheCache() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Home.swift", """
            struct Home: View {
                @State private var show = false
                var body: some View { ZStack { Feed(); if show { PromoTakeover() } } }
            }
            """)
        let location = URL(fileURLWithPath: directory.path + "/results.cache")
        _ = Auditor(jobs: 1, cache: AnalysisCache(location: location)).audit(paths: ["."], baseDirectory: directory.path)
        let cache = AnalysisCache(location: location)
        let report = Auditor(configuration: Configuration(modalNames: ["Takeover"]), jobs: 1, cache: cache)
            .audit(paths: ["."], baseDirectory: directory.path)
        #expect(cache.hits == 0)
        #expect(report.findings.contains { $0.ruleID == "custom-modal-not-modal" })
    }
}
