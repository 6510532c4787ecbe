import A11yCatalog
import Foundation
import Testing

/// docs/criteria holds the rendered catalog. These tests fail when it is out of date; run
/// `NATIVE_A11Y_UPDATE_GOLDENS=1 swift test --filter A11yCatalogTests` to rewrite it.
@Suite("Golden files", .serialized)
struct GoldenFileTests {
    /// Hand-written files in docs/criteria that are not generated.
    static let handWritten: Set<String> = ["SCHEMA.md"]

    var updating: Bool { ProcessInfo.processInfo.environment[CriteriaDocs.updateVariable] == "1" }

    @Test func renderedCatalogIsUpToDate() throws {
        let fileManager = FileManager.default
        let expected = CriteriaDocs.files(for: bundledCatalog)
        var stale: [String] = []
        if updating {
            try fileManager.createDirectory(at: PackagePaths.docs, withIntermediateDirectories: true)
        }
        for file in expected {
            let url = PackagePaths.docs.appendingPathComponent(file.name)
            let current = try? String(contentsOf: url, encoding: .utf8)
            guard current != file.contents else { continue }
            if updating {
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            } else {
                stale.append("\(CriteriaDocs.directory)/\(file.name) is \(current == nil ? "missing" : "out of date")")
            }
        }
        let generated = Set(expected.map(\.name))
        let present = (try? fileManager.contentsOfDirectory(atPath: PackagePaths.docs.path)) ?? []
        for name in present.sorted() where !generated.contains(name) && !Self.handWritten.contains(name) {
            if updating {
                try fileManager.removeItem(at: PackagePaths.docs.appendingPathComponent(name))
            } else {
                stale.append("\(CriteriaDocs.directory)/\(name) belongs to no component")
            }
        }
        #expect(
            stale.isEmpty,
            "\(stale.joined(separator: "\n"))\nRegenerate with: \(CriteriaDocs.regenerateCommand)"
        )
    }

    @Test func goldenFilesCoverEveryComponent() {
        let names = Set(CriteriaDocs.files(for: bundledCatalog).map(\.name))
        for component in bundledCatalog.components {
            #expect(names.contains("\(component.id).md") && names.contains("\(component.id).feature"))
        }
        #expect(names.contains("README.md"))
        #expect(names.count == bundledCatalog.components.count * 2 + 1)
    }

    @Test func schemaDocumentExists() {
        #expect(FileManager.default.fileExists(atPath: PackagePaths.docs.appendingPathComponent("SCHEMA.md").path))
    }
}
