import Foundation
import PackagePlugin

// Shared by the command plugins (each plugin directory links to this file: plugins cannot share a library).

/// The tool's arguments, with `--target NAME` turned into the target's source directory.
struct PluginArguments {
    var forwarded: [String]

    init(_ arguments: [String], package: Package, allowed: [String], default subcommand: String) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if rest.first.map({ allowed.contains($0) }) != true {
            if let first = rest.first, !first.hasPrefix("-") {
                throw PluginError("'\(first)' is not one of \(allowed.joined(separator: ", "))")
            }
            rest.insert(subcommand, at: 0)
        }
        for name in targets {
            guard let target = package.sourceModules.first(where: { $0.name == name }) else {
                throw PluginError("no source target named '\(name)' in \(package.displayName)")
            }
            rest.append(target.directoryURL.path)
        }
        forwarded = rest
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs the tool with the terminal's output streams; a non-zero exit (findings, exit 1) fails the command.
func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw PluginError("native-a11y \(arguments.first ?? "") exited with status \(process.terminationStatus)")
    }
}
