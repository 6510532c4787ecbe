/// What can go wrong when loading the catalog or looking a component up.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The resource bundle holding the data files was not found next to the executable.
    case resourcesMissing(searched: [String])
    /// A data file could not be read or parsed, or breaks a rule of the schema.
    case invalidFile(file: String, reason: String)
    /// No component matches the query; `suggestions` are the ids of close matches.
    case unknownComponent(query: String, suggestions: [String])

    public var description: String {
        switch self {
        case .resourcesMissing(let searched):
            """
            the acceptance criteria catalog was not found; the resource bundle NativeA11y_A11yCatalog must sit \
            next to the executable (looked in: \(searched.joined(separator: ", "))). Set NATIVE_A11Y_CATALOG_DIR \
            to a folder of component .yml files to use another copy.
            """
        case .invalidFile(let file, let reason):
            "\(file): \(reason)"
        case .unknownComponent(let query, let suggestions):
            suggestions.isEmpty
                ? "unknown component '\(query)'; run `native-a11y criteria --list` to see them all"
                : "unknown component '\(query)'; did you mean: \(suggestions.joined(separator: ", "))?"
        }
    }
}
