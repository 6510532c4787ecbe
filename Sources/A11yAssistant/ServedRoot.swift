import A11yEngine
import Foundation

/// The one folder an MCP server reads from. Every path a client names is resolved against it, and refused when
/// it lies outside, whether through `..` or through a symbolic link.
public struct ServedRoot: Sendable {
    /// Absolute, with its symbolic links resolved.
    public let path: String

    /// A path the server may read, as the client wrote it but relative to the root (reports name files so).
    public struct Resolved: Sendable, Equatable {
        public let relative: String
    }

    public init(_ directory: String, workingDirectory: String = FileManager.default.currentDirectoryPath) throws {
        let absolute = FilePaths.absolute(directory, workingDirectory: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue,
            let real = SourceDiscovery.resolvingLinks(absolute)
        else {
            throw ToolError("the root '\(directory)' is not a directory")
        }
        path = real
    }

    /// True when `real` (links resolved) is the root or lies below it.
    func contains(_ real: String) -> Bool {
        FilePaths.isInside(real, folder: path)
    }

    /// Resolves a path a client gave, relative to the root or absolute.
    public func resolve(_ requested: String) throws -> Resolved {
        guard !requested.isEmpty else { throw ToolError("'path' is empty; give a file or folder under \(path), or '.' for all of it") }
        let absolute = FilePaths.absolute(requested, workingDirectory: path)
        let lexicallyInside = contains(absolute)
        guard let real = SourceDiscovery.resolvingLinks(absolute) else {
            if !lexicallyInside { throw outside(requested) }
            throw ToolError("'\(requested)' does not exist under the served folder \(path)")
        }
        guard contains(real) else {
            if lexicallyInside {
                throw ToolError(
                    "'\(requested)' is refused: a symbolic link leads it outside the served folder \(path) (to \(real)); this server reads only under that folder")
            }
            throw outside(requested)
        }
        let relative = absolute == path ? "." : FilePaths.relative(absolute, to: path, workingDirectory: path)
        return Resolved(relative: relative)
    }

    private func outside(_ requested: String) -> ToolError {
        ToolError("'\(requested)' is refused: it lies outside the served folder \(path); give a path under it (start the server with --root to serve another folder)")
    }
}

/// A tool call the server cannot carry out, with a message for the client (and the person behind it).
public struct ToolError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
