import Foundation

/// Finds the folder of component data files.
///
/// SwiftPM copies `Resources/components` into the bundle `NativeA11y_A11yCatalog.resources` (`.bundle` on
/// macOS, `-tool` in the name when built for a plugin) beside the built products. `Bundle.module` stops the process when that bundle is missing, so the
/// bundle is looked for first, and a missing bundle becomes a `CatalogError` that says where it was looked for.
enum CatalogResources {
    static let environmentOverride = "NATIVE_A11Y_CATALOG_DIR"
    /// The `-tool` names are the bundle's when SwiftPM builds the executable for a plugin to run.
    static let bundleNames = [
        "NativeA11y_A11yCatalog.resources", "NativeA11y_A11yCatalog.bundle",
        "NativeA11y_A11yCatalog-tool.resources", "NativeA11y_A11yCatalog-tool.bundle",
    ]

    static func componentsDirectory() throws -> URL {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment[environmentOverride], !override.isEmpty {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: override, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CatalogError.resourcesMissing(searched: ["\(environmentOverride)=\(override)"])
            }
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        var searched: [String] = []
        for folder in candidateFolders() {
            for name in bundleNames {
                let path = folder.appendingPathComponent(name).path
                searched.append(path)
                guard fileManager.fileExists(atPath: path) else { continue }
                // Where `Bundle.module` looks first: use it. Elsewhere (a test bundle's folder on macOS, a
                // symlinked executable), open the bundle found.
                let isModuleLocation = folder.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
                guard let bundle = isModuleLocation ? Bundle.module : Bundle(path: path) else { continue }
                let candidates = [
                    bundle.url(forResource: "components", withExtension: nil),
                    bundle.resourceURL?.appendingPathComponent("components"),
                    bundle.bundleURL.appendingPathComponent("components"),
                ].compactMap { $0 }
                if let components = candidates.first(where: { fileManager.fileExists(atPath: $0.path) }) {
                    return components
                }
            }
        }
        throw CatalogError.resourcesMissing(searched: searched)
    }

    /// Folders that may hold the resource bundle: the main bundle's, the folder of this code's bundle (a test
    /// bundle on macOS), and the running executable's.
    private static func candidateFolders() -> [URL] {
        var folders = [Bundle.main.bundleURL, Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()]
        if let resources = Bundle.main.resourceURL { folders.append(resources) }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(executable.deletingLastPathComponent())
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    private final class Marker {}
}
