import Foundation

/// Paths as findings carry them (relative to the working directory, or absolute) and as users read them.
public enum FilePaths {
    /// The absolute, standardized path.
    public static func absolute(_ path: String, workingDirectory: String) -> String {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path))
            .standardizedFileURL.path
    }

    /// `path` relative to `base` when it lies below it, absolute otherwise.
    public static func relative(_ path: String, to base: String, workingDirectory: String) -> String {
        let file = absolute(path, workingDirectory: workingDirectory)
        let standardBase = URL(fileURLWithPath: base).standardizedFileURL.path
        let prefix = standardBase.hasSuffix("/") ? standardBase : standardBase + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
