import A11yCatalog
import Foundation

/// Paths inside the package, found from this file's location.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // A11yCatalogTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let componentData = root.appendingPathComponent("Sources/A11yCatalog/Resources/components")
    static let docs = root.appendingPathComponent(CriteriaDocs.directory)

    /// File names of the component data files in the source tree, sorted.
    static let componentFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: componentData.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted()
    }()
}

/// The bundled catalog, loaded once for all tests.
let bundledCatalog: Catalog = {
    do {
        return try Catalog.bundled()
    } catch {
        fatalError("the bundled catalog does not load: \(error)")
    }
}()
