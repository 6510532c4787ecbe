import Foundation

/// The tool's name and version, shown by `--version` and written into reports and the cache key.
public enum ToolInfo {
    public static let name = "native-a11y"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/native-a11y/native-a11y"

    /// Identifies the running build beyond its version (the executable's size and modification time), so
    /// cached results from an earlier build of the same version, whose rules may differ, are not reused.
    public static let buildIdentity: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(Int(modified))"
    }()
}
