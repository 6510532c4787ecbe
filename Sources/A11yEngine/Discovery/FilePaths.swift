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
        let prefix = folderPrefix(URL(fileURLWithPath: base).standardizedFileURL.path)
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// True when `path` names a folder that exists.
    public static func isDirectory(_ path: String, workingDirectory: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(path, workingDirectory: workingDirectory), isDirectory: &folder) && folder.boolValue
    }

    /// True when the absolute `path` is `folder` or lies below it (by name: resolve links first where they count).
    public static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folderPrefix(folder))
    }

    /// The folders every path lies in, as path components (`["", "Users", "me", "Shop"]` for absolute paths under
    /// `/Users/me/Shop`); empty when they share none.
    public static func commonFolder(of paths: [String]) -> [Substring] {
        let folders = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
        guard var common = folders.first else { return [] }
        for folder in folders.dropFirst() { common = common.prefix(zip(common, folder).prefix { $0 == $1 }.count) }
        return Array(common)
    }

    /// `folder` with one trailing slash, so that `/a/bc` does not count as inside `/a/b`.
    private static func folderPrefix(_ folder: String) -> String {
        folder.hasSuffix("/") ? folder : folder + "/"
    }
}
