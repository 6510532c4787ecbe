import Foundation
import PackagePlugin

/// `swift package native-a11y-fix [--dry-run] [--target NAME] …`: applies the safe corrections the audit finds.
/// `--dry-run` prints them as a diff instead. SwiftPM asks for permission to write to the package first.
/// (The plugin for the other subcommands never writes, so it never asks.)
@main
struct NativeA11yFix: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "native-a11y")
        let arguments = try PluginArguments(arguments, package: context.package, allowed: ["fix"], default: "fix")
        try run(tool.url, arguments.forwarded, in: context.package.directoryURL)
    }
}
