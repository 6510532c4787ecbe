// swift-tools-version: 6.1
// A package that uses NativeA11y's plugins the way a team would, by path. CI runs them here.
import PackageDescription

let package = Package(
    name: "PluginClient",
    dependencies: [.package(name: "NativeA11y", path: "../../..")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "NativeA11yBuild", package: "NativeA11y")])
    ]
)
