import A11yEngine
import A11yRuleKit
import Foundation
import SwiftParser
import Testing

/// The declaration reader stands in for the parser on files with no interface code: on real code it must find
/// the same type heads as the parser's reading.
struct DeclarationReaderParityTests {
    @Test("On this project's own sources, the reader finds the parser's type declarations")
    func readerMatchesParserOnRealCode() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && ($0.hasPrefix("A11yCore/") || $0.hasPrefix("A11yEngine/") || $0.hasPrefix("A11yReport/")) }
        #expect(files.count > 40)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: sources.appendingPathComponent(file)))
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let context = SourceFileContext(path: file, tree: tree, source: bytes)
            let parsed = context.facts.typeDeclarations.map { "\($0.kind.rawValue) \($0.name): \($0.inheritedTypes)" }
            let read = DeclarationReader(bytes).declarations.map { "\($0.kind.rawValue) \($0.name): \($0.inheritedTypes)" }
            #expect(read == parsed, "\(file)")
        }
    }
}
