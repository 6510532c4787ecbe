import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

/// Which code is built for iOS, and which only into debug builds: every way the model decides, and the settings
/// that replace its guess.
struct PlatformModelTests {
    /// A fixed font in a SwiftUI view: one finding wherever the code is judged.
    static let fixedFont = #"Text("Total").font(.system(size: 13))"#

    static func view(_ body: String, imports: String = "import SwiftUI") -> String {
        """
        \(imports)
        struct Receipt: View {
            var body: some View {
                VStack {
        \(body)
                }
            }
        }
        """
    }

    static func audit(_ sources: [(String, String)], configuration: Configuration = Configuration()) -> AuditReport {
        var configuration = configuration
        configuration.onlyRules = ["fixed-font-size"]
        return Auditor(configuration: configuration, jobs: 1).audit(sources: sources.map { (path: $0.0, text: $0.1) })
    }

    static func lines(_ report: AuditReport) -> [Int] { report.findings.map(\.span.start.line) }

    @Test("Folder names: Mac, macOS, watch app and extension folders, tvOS and visionOS; Catalyst and look-alike words are iOS")
    func folders() {
        let expected: [(String, Platform?)] = [
            ("Mac", .macos), ("macOS", .macos), ("MacApp", .macos), ("Mac App", .macos), ("OSX", .macos), ("MacCatalyst", nil),
            ("Mac Shared", nil), ("watchOS", .watchos), ("WatchKit Extension", .watchos), ("xDrip Watch App", .watchos),
            ("Watch", .watchos), ("Watchlist", nil), ("WatchConnectivity", nil), ("tvOS", .tvos), ("AppleTV", .tvos),
            ("TV", .tvos), ("visionOS", .visionos), ("Vision", nil), ("Shared", nil), ("iOS", nil), ("Sources", nil),
        ]
        for (folder, platform) in expected {
            #expect(PlatformGuess.platform(ofFolder: folder) == platform, "\(folder)")
        }
    }

    @Test("A folder named for a platform beside the app's own folder is that platform's target; a feature folder is not")
    func siblingTargetFolders() throws {
        let folders: Set<String> = ["Repo/Meshy", "Repo/Meshy TV", "Repo/Meshy Watch App", "Repo/Meshy/Live TV", "Repo/Notes Mac", "Repo"]
        #expect(PlatformGuess.targetFolders(among: folders) == ["Repo/Meshy TV": .tvos, "Repo/Meshy Watch App": .watchos])
        let directory = try TemporaryDirectory()
        for path in ["Meshy/Receipt.swift", "Meshy TV/Receipt.swift", "Meshy/Live TV/Receipt.swift"] {
            try directory.write(path, Self.view(Self.fixedFont))
        }
        var configuration = Configuration()
        configuration.onlyRules = ["fixed-font-size"]
        let paths = Auditor(configuration: configuration, jobs: 1).audit(paths: ["."], baseDirectory: directory.path).findings.map(\.path)
        #expect(paths.sorted() == ["Meshy/Live TV/Receipt.swift", "Meshy/Receipt.swift"])
    }

    @Test("A file under a Mac or watch folder is not judged; one under an iOS folder is")
    func folderDecidesTheFile() {
        let source = Self.view(Self.fixedFont)
        let report = Self.audit([("App/Mac/Receipt.swift", source), ("App/Watch App/Receipt.swift", source), ("App/iOS/Receipt.swift", source)])
        #expect(report.findings.map(\.path) == ["App/iOS/Receipt.swift"])
    }

    @Test("Imports: AppKit or WatchKit code is not judged; UIKit code in a Mac folder is Catalyst code and is")
    func importsDecide() {
        let report = Self.audit([
            ("Shared/AppKitReceipt.swift", Self.view(Self.fixedFont, imports: "import SwiftUI\nimport AppKit")),
            ("Shared/WatchReceipt.swift", Self.view(Self.fixedFont, imports: "import SwiftUI\nimport WatchKit")),
            ("Mac/CatalystReceipt.swift", Self.view(Self.fixedFont, imports: "import SwiftUI\nimport UIKit")),
            // An import inside `#if` says nothing about the whole file.
            ("Shared/Either.swift", Self.view(Self.fixedFont, imports: "#if canImport(AppKit)\nimport AppKit\n#else\nimport UIKit\n#endif")),
        ])
        #expect(report.findings.map(\.path) == ["Mac/CatalystReceipt.swift", "Shared/Either.swift"])
    }

    @Test("#if regions: os, canImport, targetEnvironment, negation, && and ||, #elseif and #else")
    func regions() {
        let body = """
            #if os(macOS)
            \(Self.fixedFont)
            #elseif os(watchOS) || os(tvOS)
            \(Self.fixedFont)
            #else
            \(Self.fixedFont)
            #endif
            #if canImport(AppKit)
            \(Self.fixedFont)
            #endif
            #if targetEnvironment(macCatalyst)
            \(Self.fixedFont)
            #endif
            #if !targetEnvironment(macCatalyst)
            \(Self.fixedFont)
            #endif
            #if !os(macOS) && !os(watchOS)
            \(Self.fixedFont)
            #endif
            #if os(iOS) || os(macOS)
            \(Self.fixedFont)
            #endif
            #if os(Linux)
            \(Self.fixedFont)
            #endif
            #if swift(>=5.9)
            \(Self.fixedFont)
            #else
            \(Self.fixedFont)
            #endif
            """
        let report = Self.audit([("Receipt.swift", Self.view(body))])
        // Lines: the #else of the os() chain (10), Catalyst (16), not Catalyst: iPhone and iPad (19), !macOS && !watchOS
        // (22), iOS || macOS (25), and both branches of a condition the model cannot read (31, 33).
        #expect(Self.lines(report) == [10, 16, 19, 22, 25, 31, 33])
    }

    @Test("Code built only into debug builds is reported apart and never fails the run")
    func debugOnly() {
        let body = """
            #if DEBUG
            \(Self.fixedFont)
            #else
            \(Self.fixedFont)
            #endif
            #if !RELEASE
            \(Self.fixedFont)
            #endif
            #if DEBUG || INTERNAL
            \(Self.fixedFont)
            #endif
            #if os(iOS) && DEBUG
            \(Self.fixedFont)
            #endif
            """
        let report = Self.audit([("Receipt.swift", Self.view(body))])
        #expect(report.findings.map { "\($0.span.start.line):\($0.debugOnly)" } == ["6:true", "8:false", "11:true", "14:true", "17:true"])
        #expect(report.debugOnlyCount == 4)
        #expect(report.count(.warning) == 1)
        #expect(report.hasFindings(atOrAbove: .warning))

        // Only debug code left: nothing fails, even at the lowest threshold.
        let debugOnly = Self.audit([("Menu.swift", Self.view("#if DEBUG\n\(Self.fixedFont)\n#endif"))])
        #expect(debugOnly.findings.count == 1 && !debugOnly.hasFindings(atOrAbove: .note))

        var skip = Configuration()
        skip.debugCode = .skip
        #expect(Self.audit([("Menu.swift", Self.view("#if DEBUG\n\(Self.fixedFont)\n#endif"))], configuration: skip).findings.isEmpty)
        var audit = Configuration()
        audit.debugCode = .audit
        let audited = Self.audit([("Menu.swift", Self.view("#if DEBUG\n\(Self.fixedFont)\n#endif"))], configuration: audit)
        #expect(audited.findings.count == 1 && audited.hasFindings(atOrAbove: .warning))
    }

    @Test("A developer tool (a type or a file named for debugging) is debug-only code; a word that only contains the letters is not")
    func developerTooling() {
        let tool = Self.view(Self.fixedFont).replacingOccurrences(of: "struct Receipt", with: "struct NetworkDebugPanel")
        let debugger = Self.view(Self.fixedFont).replacingOccurrences(of: "struct Receipt", with: "struct Debugger")
        let report = Self.audit([
            ("Panels/NetworkDebugPanel.swift", tool),
            ("Tools/DebugMenu.swift", Self.view(Self.fixedFont)),
            ("Screens/Receipt.swift", Self.view(Self.fixedFont)),
            ("Screens/Debugger.swift", debugger),
        ])
        let byFile = Dictionary(grouping: report.findings, by: { ($0.path as NSString).lastPathComponent }).mapValues { $0.map(\.debugOnly) }
        #expect(byFile["NetworkDebugPanel.swift"] == [true])
        #expect(byFile["DebugMenu.swift"] == [true])
        #expect(byFile["Receipt.swift"] == [false])
        #expect(byFile["Debugger.swift"] == [false])
    }

    @Test("A developer tool inside a screen (a function or property named for debugging, a layer shown on a debugging flag) is debug-only code")
    func debuggingMembers() {
        let screen = """
            import SwiftUI
            struct Receipt: View {
                @State private var showDebugInfo = false
                @State private var showDetails = false
                var body: some View {
                    VStack {
                        Text("Total").font(.system(size: 13))
                        if showDebugInfo { Text("Frames").font(.system(size: 9)) }
                        if showDetails { Text("Tax").font(.system(size: 11)) }
                        debugPanel
                    }
                }
                private var debugPanel: some View { Text("Memory").font(.system(size: 8)) }
                private func addDebuggerHints() -> some View { Text("Hint").font(.system(size: 10)) }
            }
            """
        let report = Self.audit([("Receipt.swift", screen)])
        // (`addDebuggerHints` names a debugger, not debugging: the word must be `debug`.)
        #expect(report.findings.map { "\($0.span.start.line):\($0.debugOnly)" } == ["7:false", "8:true", "9:false", "13:true", "14:false"])
    }

    @Test("Settings replace the guess: every file, or the files a pattern matches")
    func settings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Mac/Receipt.swift", Self.view(Self.fixedFont))
        try directory.write("Shared/Receipt.swift", Self.view(Self.fixedFont))

        func audit(_ yaml: String) throws -> [String] {
            var configuration = try ConfigurationLoader.parse(yaml: yaml, path: "t.yml").configuration
            configuration.onlyRules = ["fixed-font-size"]
            return Auditor(configuration: configuration, jobs: 1).audit(paths: ["."], baseDirectory: directory.path).findings.map(\.path)
        }
        #expect(try audit("fail_on: never") == ["Shared/Receipt.swift"])
        #expect(try audit("platforms: ios") == ["Mac/Receipt.swift", "Shared/Receipt.swift"])
        #expect(try audit("platforms: { \"Shared/\": macos }") == [])
        #expect(try audit("platforms: { \"Shared/\": [ios, macos], \"Mac/\": ios }") == ["Mac/Receipt.swift", "Shared/Receipt.swift"])
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse(yaml: "platforms: android", path: "t.yml") }
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.parse(yaml: "debug_code: hide", path: "t.yml") }
    }

    @Test("A package manifest that lists only macOS makes its files macOS code; one above the audited folder is not read")
    func manifest() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Tool/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Tool", platforms: [.macOS(.v13)], targets: [.target(name: "Tool")])
            """)
        try directory.write("Tool/Sources/Tool/Receipt.swift", Self.view(Self.fixedFont))
        try directory.write("Kit/Package.swift", """
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v16), .macOS(.v13)], targets: [.target(name: "Kit")])
            """)
        try directory.write("Kit/Sources/Kit/Receipt.swift", Self.view(Self.fixedFont))
        var configuration = Configuration()
        configuration.onlyRules = ["fixed-font-size"]
        let auditor = Auditor(configuration: configuration, jobs: 1)
        let paths = auditor.audit(paths: ["."], baseDirectory: directory.path).findings.map(\.path)
        #expect(paths == ["Kit/Sources/Kit/Receipt.swift"])
        // Audited from inside, the manifest above is not the audit's business.
        #expect(auditor.audit(paths: ["Tool/Sources"], baseDirectory: directory.path).findings.count == 1)
    }

    @Test("A macOS tools manifest at a repository's root covers its targets' folders, not the app beside them")
    func toolsManifestBesideAnApp() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Scripts", platforms: [.macOS(.v14)],
                targets: [.executableTarget(name: "Release", path: "Scripts/Release"), .target(name: "Shared")])
            """)
        try directory.write("Scripts/Release/Receipt.swift", Self.view(Self.fixedFont))
        try directory.write("Sources/Shared/Receipt.swift", Self.view(Self.fixedFont))
        try directory.write("App/Screens/Receipt.swift", Self.view(Self.fixedFont))
        var configuration = Configuration()
        configuration.onlyRules = ["fixed-font-size"]
        let paths = Auditor(configuration: configuration, jobs: 1).audit(paths: ["."], baseDirectory: directory.path).findings.map(\.path)
        #expect(paths == ["App/Screens/Receipt.swift"])
    }
}

