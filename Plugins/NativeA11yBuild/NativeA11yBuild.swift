import Foundation
import PackagePlugin

/// Audits a target's Swift sources during the build. Findings print in the compiler's form
/// (`File.swift:12:5: warning: … [rule]`), which Xcode and `swift build` show beside the code; they never
/// fail the build (`--fail-on never`). The command reruns only when a source of the target changes.
@main
struct NativeA11yBuild: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            for: target.name, sources: target.sourceFiles(withSuffix: "swift").map(\.url),
            tool: try context.tool(named: "native-a11y").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(for name: String, sources: [URL], tool: URL, workDirectory: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let marker = workDirectory.appendingPathComponent("audited")
        // A shell runs the audit, then touches the marker the build system waits for.
        let script = #"tool="$1"; marker="$2"; shift 2; "$tool" audit --fail-on never --no-cache --color never --quiet "$@"; touch "$marker""#
        return [
            .buildCommand(
                displayName: "Accessibility audit of \(name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", tool.path, marker.path] + sources.map(\.path),
                inputFiles: sources + [tool],
                outputFiles: [marker])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // The same command for a target of an Xcode project (not a package).
    extension NativeA11yBuild: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
            return Self.commands(
                for: target.displayName, sources: sources, tool: try context.tool(named: "native-a11y").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
