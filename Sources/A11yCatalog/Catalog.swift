import Foundation
import Yams

/// The acceptance criteria catalog: every native component, loaded from one data file each.
///
/// ```swift
/// let catalog = try Catalog.bundled()
/// let alert = catalog.component(matching: "Alert dialog")      // also "alert", "alert-dialog"
/// let criterion = catalog.criterion((component: "modal", criterion: "escape-closes"))
/// ```
public struct Catalog: Sendable {
    /// Version of the JSON rendering's layout; raised when a field is renamed or removed.
    public static let schemaVersion = 1

    /// All components, sorted by id.
    public var components: [Component]

    public init(components: [Component]) {
        self.components = components.sorted { $0.id < $1.id }
    }

    // MARK: Loading

    /// The catalog shipped in the package's resources. Loaded once, then cached.
    public static func bundled() throws -> Catalog {
        try bundledResult.get()
    }

    private static let bundledResult: Result<Catalog, CatalogError> = Result {
        try load(from: try CatalogResources.componentsDirectory())
    }.mapError { error in
        error as? CatalogError ?? .invalidFile(file: "components", reason: "\(error)")
    }

    /// Loads every `*.yml` file of a folder and checks the catalog's rules (see `validate()`).
    public static func load(from directory: URL) throws -> Catalog {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "yml" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw CatalogError.invalidFile(file: directory.path, reason: "cannot list the folder: \(error.localizedDescription)")
        }
        let catalog = Catalog(components: try files.map(loadComponent(at:)))
        try catalog.validate()
        return catalog
    }

    /// Parses one data file and checks it on its own (file name, ids, platform keys).
    public static func loadComponent(at url: URL) throws -> Component {
        let name = url.lastPathComponent
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw CatalogError.invalidFile(file: name, reason: "cannot read: \(error.localizedDescription)")
        }
        return try parseComponent(yaml: text, file: name)
    }

    /// Parses the text of one data file. `file` names it in errors and must be `<id>.yml`.
    public static func parseComponent(yaml: String, file: String) throws -> Component {
        let parsed: ComponentFile
        do {
            parsed = try YAMLDecoder().decode(ComponentFile.self, from: yaml)
        } catch let error as DecodingError {
            throw CatalogError.invalidFile(file: file, reason: Self.describe(error))
        } catch {
            throw CatalogError.invalidFile(file: file, reason: "\(error)")
        }
        let component = parsed.component()
        let problems = ComponentValidator.problems(in: component, file: file)
        if !problems.isEmpty {
            throw CatalogError.invalidFile(file: file, reason: problems.joined(separator: "; "))
        }
        return component
    }

    /// Checks rules that span components: unique ids, and no name that matches two components.
    public func validate() throws {
        var owners: [String: String] = [:]
        for component in components {
            for name in Set(component.searchNames) {
                if let other = owners[name], other != component.id {
                    throw CatalogError.invalidFile(
                        file: "\(component.id).yml",
                        reason: "the name '\(name)' also matches '\(other)'; aliases must lead to one component"
                    )
                }
                owners[name] = component.id
            }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription)\(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    // MARK: Lookup

    /// The component with exactly this id.
    public func component(id: String) -> Component? {
        components.first { $0.id == id }
    }

    /// The component whose id, title or an alias matches the query, ignoring case, spaces, hyphens, underscores
    /// and slashes: "alert", "alert-dialog" and "Alert dialog" all find the alert dialog.
    public func component(matching query: String) -> Component? {
        let key = NameMatching.normalize(query)
        guard !key.isEmpty else { return nil }
        return components.first { $0.searchNames.contains(key) }
    }

    /// Ids of the components whose names are close to the query (a typo, a prefix, a part of the name), closest first.
    public func suggestions(for query: String, limit: Int = 5) -> [String] {
        NameMatching.suggestions(
            for: query, candidates: components.map { ($0.id, $0.searchNames) }, limit: limit
        )
    }

    /// Looks up every query in order and drops repeats; fails on the first query that matches nothing.
    public func resolve(_ queries: [String]) throws -> [Component] {
        var result: [Component] = []
        for query in queries {
            guard let component = component(matching: query) else {
                throw CatalogError.unknownComponent(query: query, suggestions: suggestions(for: query))
            }
            if !result.contains(where: { $0.id == component.id }) {
                result.append(component)
            }
        }
        return result
    }

    /// The criterion `criterion` of the component with id `component` (exact ids, no loose matching).
    public func criterion(_ reference: (component: String, criterion: String)) -> Criterion? {
        component(id: reference.component)?.criterion(id: reference.criterion)
    }

    /// The criterion with id `id` of the component with id `component` (exact ids, no loose matching).
    public func criterion(component: String, id: String) -> Criterion? {
        criterion((component: component, criterion: id))
    }

    /// The categories in use, sorted.
    public var categories: [String] {
        Array(Set(components.map(\.category))).sorted()
    }
}

extension Component {
    /// The normalized names the component answers to: its id, title, noun and aliases.
    var searchNames: [String] {
        ([id, title, noun] + aliases).map(NameMatching.normalize).filter { !$0.isEmpty }
    }
}
