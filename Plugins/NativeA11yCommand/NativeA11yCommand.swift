import Foundation
import PackagePlugin

/// `swift package native-a11y [audit|plan|criteria|rules|explain] …`: runs the tool in the package's directory.
/// `--target NAME` (repeatable) audits or plans those targets' sources; without it, the whole package.
/// Read-only: `fix` has its own plugin, which asks for permission to write.
@main
struct NativeA11yCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "native-a11y")
        let arguments = try PluginArguments(arguments, package: context.package, allowed: ["audit", "plan", "criteria", "rules", "explain"], default: "audit")
        try run(tool.url, arguments.forwarded, in: context.package.directoryURL)
    }
}
