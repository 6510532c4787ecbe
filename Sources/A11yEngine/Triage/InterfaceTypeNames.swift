import A11yCore

/// The names that make a file with no interface code of its own worth parsing after all: the app's interface
/// types and helpers, as the fully read files show them. A model-only file that mentions one (an extension of a
/// view controller written with only `import Foundation`, relying on the module's other imports; a helper that
/// hands a controller to the app's presenter) is parsed and checked like any other.
enum InterfaceTypeNames {
    /// Hashes (``DeclarationReader/nameHash(_:)``) of the names to look for in the lightly read files.
    static func hashes(fullyRead analyses: some Sequence<FileAnalysis>, lightlyRead: some Sequence<FileAnalysis>) -> Set<UInt64> {
        // Each declaration's supertypes, by name; extensions add none (`extension URL: Identifiable`).
        // (Every summary of every file passes here, after the files are read and before the report: byte tests, not
        // string searches.)
        var declarations: [String: [[String]]] = [:]
        func gather(_ analysis: FileAnalysis) {
            for summary in analysis.types where summary.facts.contains(.declared) && !summary.name.utf8.contains(UInt8(ascii: ":")) {
                declarations[summary.name, default: []].append(summary.inheritedTypes)
            }
        }
        for analysis in analyses { gather(analysis) }
        for analysis in lightlyRead { gather(analysis) }
        // The app's views, controllers, styles: by what they inherit, directly or through the app's own base types
        // (`SettingsScreen: BaseController`, `BaseController: UIViewController`). A name counts only when every
        // type of that name is one: nested types share simple names (`enum Error`, `struct Row: View`), and a
        // model that names the other is no interface code.
        var names: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, supertypeLists) in declarations where !names.contains(name)
                && supertypeLists.allSatisfy({ $0.contains(where: { names.contains($0) || isInterfaceSupertype($0) }) })
            {
                names.insert(name)
                changed = true
            }
        }
        // The app's presenters (`display(popup:)`, keyed by their signature): a model-only file that hands a
        // controller to one presents it.
        for analysis in analyses {
            for summary in analysis.types {
                let utf8 = summary.name.utf8
                guard let parenthesis = utf8.firstIndex(of: UInt8(ascii: "(")) else { continue }
                let function = utf8[..<parenthesis]
                if !function.contains(UInt8(ascii: ":")) { names.insert(String(decoding: function, as: UTF8.self)) }
            }
        }
        return Set(names.map(DeclarationReader.nameHash))
    }

    /// `UIViewController`, a SwiftUI `View`, a button style, a representable.
    static func isInterfaceSupertype(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        if utf8.count > 2, utf8[0] == UInt8(ascii: "U"), utf8[1] == UInt8(ascii: "I"), isUpper(utf8[2]) { return true }
        return name.hasSuffix("View") || name.hasSuffix("ViewModifier") || name.hasSuffix("Style") || name.hasSuffix("Representable")
            || ["App", "Scene", "Shape"].contains(name)
    }
}
