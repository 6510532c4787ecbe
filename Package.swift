// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NativeA11y",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "native-a11y", targets: ["native-a11y"]),
        .executable(name: "native-a11y-bench", targets: ["native-a11y-bench"]),
        .library(name: "A11yEngine", targets: ["A11yEngine"]),
        .library(name: "A11yCatalog", targets: ["A11yCatalog"]),
        .plugin(name: "NativeA11yCommand", targets: ["NativeA11yCommand"]),
        .plugin(name: "NativeA11yFix", targets: ["NativeA11yFix"]),
        .plugin(name: "NativeA11yBuild", targets: ["NativeA11yBuild"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Acceptance criteria as data, and their renderings. No SwiftSyntax.
        .target(
            name: "A11yCatalog",
            dependencies: ["A11yCore", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Resources/components")]
        ),
        // The finding model and everything that needs no syntax tree.
        .target(name: "A11yCore", dependencies: ["CByteSearch"]),
        // The C library's substring search, for the byte gates rules run before reading a tree.
        .target(name: "CByteSearch"),
        // Storyboards and xibs, read with Foundation's XML parser into objects, outlets and segues. No SwiftSyntax.
        .target(name: "A11yInterfaceBuilder"),
        // What rules share and the plan reads: the rule protocol, per-file context and facts, syntax helpers,
        // recognizers of components and modals, vocabulary lists, the view inventory. It cannot see any rule.
        .target(
            name: "A11yRuleKit",
            dependencies: [
                "A11yCore", "A11yInterfaceBuilder",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Rules: one file per rule, on a SwiftSyntax tree (and on IB documents, for the rules that read them),
        // built from the kit. A rule cannot see another rule's private parts, and the kit cannot see rules.
        .target(
            name: "A11yRules",
            dependencies: [
                "A11yCore", "A11yInterfaceBuilder", "A11yRuleKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Files → parse → facts → rules → findings.
        .target(
            name: "A11yEngine",
            dependencies: [
                "A11yCore", "A11yRules", "A11yRuleKit", "A11yCatalog", "A11yInterfaceBuilder", "CByteSearch",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // One reporter per output format.
        .target(name: "A11yReport", dependencies: ["A11yCore", "A11yRules", "A11yRuleKit", "A11yEngine", "A11yCatalog", .product(name: "Plot", package: "Plot")]),
        // The MCP server's tools: audit, explain, criteria, plan and a fix preview, confined to one folder.
        .target(
            name: "A11yAssistant",
            dependencies: [
                "A11yCore", "A11yRules", "A11yRuleKit", "A11yEngine", "A11yReport", "A11yCatalog",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "native-a11y",
            dependencies: [
                "A11yCore", "A11yRules", "A11yRuleKit", "A11yEngine", "A11yReport", "A11yCatalog", "A11yAssistant",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark: a generated corpus, and the audit measured against reading and parsing alone.
        .target(name: "BenchmarkCorpus"),
        .executableTarget(
            name: "native-a11y-bench",
            dependencies: [
                "A11yCore", "A11yEngine", "BenchmarkCorpus",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "_A11yTestSupport",
            dependencies: [
                "A11yCore", "A11yRules", "A11yRuleKit", "A11yEngine",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // SwiftPM plugins: `swift package native-a11y …` (read-only), `swift package native-a11y-fix …` (asks to
        // write), and a build-tool plugin that audits a target while it builds.
        .plugin(
            name: "NativeA11yCommand",
            capability: .command(
                intent: .custom(verb: "native-a11y", description: "Audit the package's Swift sources for accessibility defects (audit, plan, criteria, rules, explain)")),
            dependencies: ["native-a11y"]),
        .plugin(
            name: "NativeA11yFix",
            capability: .command(
                intent: .custom(verb: "native-a11y-fix", description: "Apply the safe accessibility corrections the audit finds (--dry-run shows a diff)"),
                permissions: [.writeToPackageDirectory(reason: "native-a11y-fix rewrites Swift sources to apply accessibility corrections")]),
            dependencies: ["native-a11y"]),
        .plugin(name: "NativeA11yBuild", capability: .buildTool(), dependencies: ["native-a11y"]),
        .testTarget(name: "A11yCatalogTests", dependencies: ["A11yCatalog"]),
        .testTarget(name: "A11yInterfaceBuilderTests", dependencies: ["A11yInterfaceBuilder"]),
        .testTarget(
            name: "A11yRulesTests",
            dependencies: [
                "A11yRules", "A11yRuleKit", "A11yEngine", "A11yCatalog", "_A11yTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .testTarget(name: "A11yEngineTests", dependencies: ["A11yEngine", "A11yCatalog", "A11yRules", "A11yRuleKit", "_A11yTestSupport", "BenchmarkCorpus"]),
        .testTarget(name: "A11yReportTests", dependencies: ["A11yReport", "A11yEngine", "A11yRuleKit", "_A11yTestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "A11yAssistantTests",
            dependencies: ["A11yAssistant", "A11yEngine", .product(name: "MCP", package: "swift-sdk")]),
        .testTarget(name: "CLITests", dependencies: ["native-a11y", "A11yEngine"], exclude: ["FixFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
