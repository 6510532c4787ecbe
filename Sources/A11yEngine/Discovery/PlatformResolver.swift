import A11yCore
import Foundation
import SwiftParser
import SwiftSyntax

/// Says what settings and package manifests tell about the platforms a file is built for, for the analyzer
/// (which adds the file's folders, imports and `#if` regions).
///
/// - Settings (`platforms:`) replace every guess for the files their patterns match.
/// - A `Package.swift` inside the audited folders whose `platforms:` list names no iOS (a macOS tool's
///   manifest) makes its package's files a guess for the platforms it lists. Its package's files are those in
///   its targets' folders (`Sources`, `Tests`, `Plugins`, or a target's `path:`): an app's own folders beside
///   a tools manifest at the repository's root are not the package's. Manifests above the audited folders
///   are not read: auditing a folder inside another project says nothing about that project.
public struct PlatformResolver: Sendable {
    private let settings: [(glob: PathGlob?, targets: BuildTargets)]
    private let discovery: SourceDiscovery
    /// Folder (as discovery reports paths) → the platforms its package's manifest lists.
    private let manifests: [String: BuildTargets]
    /// Folders whose platform their siblings reveal (`App TV/` beside `App/`).
    private let targetFolders: [String: Platform]
    /// Each folder's guess from its path (sibling-named folders included), worked out once per folder rather
    /// than once per file: reading the words of every folder name on every file's path costs as much as a rule.
    private let folderGuesses: [String: BuildTargets]

    public init(configuration: Configuration, discovery: SourceDiscovery, roots: [String], files: [String]) {
        settings = configuration.platforms.map { setting in
            (setting.pattern.map(PathGlob.init), BuildTargets(platforms: setting.platforms))
        }
        self.discovery = discovery
        var manifests: [String: BuildTargets] = [:]
        // Many folders share one package: each manifest is read once, and each folder looked up once.
        var read: [String: Manifest?] = [:]
        var nearest: [String: String?] = [:]
        let folders = Set(files.map { Self.folder(of: $0) })
        var ancestors: Set<String> = []
        for folder in folders {
            var current = folder
            while current != ".", ancestors.insert(current).inserted { current = Self.folder(of: current) }
        }
        targetFolders = PlatformGuess.targetFolders(among: ancestors)
        // (On all cores: an app has thousands of folders, and the audit waits for this before any file is read.)
        let folderList = Array(folders)
        let siblings = targetFolders
        let guesses = WorkerPool.map(
            count: folderList.count, workers: ProcessInfo.processInfo.activeProcessorCount, timedOut: { _ in BuildTargets() }
        ) { index in
            PlatformGuess.targets(ofPath: folderList[index] + "/-", targetFolders: siblings)
        }
        self.folderGuesses = Dictionary(uniqueKeysWithValues: zip(folderList, guesses))
        // The audited roots where they are on disk, worked out once rather than for every folder.
        let rootLocations = roots.map { URL(fileURLWithPath: discovery.location(of: $0)).standardizedFileURL.path }
        for folder in folders {
            guard let manifest = Self.nearestManifest(from: folder, within: rootLocations, discovery: discovery, known: &nearest) else { continue }
            let package: Manifest?
            if let known = read[manifest] {
                package = known
            } else {
                package = Self.manifest(at: discovery.location(of: manifest))
                read[manifest] = package
            }
            guard let package else { continue }
            let packageFolder = URL(fileURLWithPath: manifest).deletingLastPathComponent().path
            let location = URL(fileURLWithPath: discovery.location(of: folder)).standardizedFileURL.path
            guard location.hasPrefix(packageFolder + "/") else { continue }
            let inside = String(location.dropFirst(packageFolder.count + 1)) + "/"
            if package.targetFolders.contains(where: { inside.hasPrefix($0 + "/") }) { manifests[folder] = package.platforms }
        }
        self.manifests = manifests
    }

    /// (the settings' platforms, which replace any guess; the manifest's guess, which the file's folders refine).
    public func platforms(for path: String) -> (override: BuildTargets?, guess: BuildTargets?) {
        var override: BuildTargets?
        if !settings.isEmpty {
            let relative = discovery.relative(path)
            for setting in settings where setting.glob?.matches(relative) ?? true { override = setting.targets }
        }
        let folder = Self.folder(of: path)
        let folders = folderGuesses[folder] ?? PlatformGuess.targets(ofPath: path, targetFolders: targetFolders)
        // Without a manifest, the file's folders are the guess (given, so the file's context need not read its
        // path again).
        guard let manifest = manifests[folder] else { return (override, folders) }
        return (override, PlatformGuess.combine(manifest, imports: folders))
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The nearest `Package.swift` from a file's folder upwards, not leaving the audited roots (given where they are
    /// on disk, standardized). `known` remembers the answer for every folder passed on the way, so sibling folders
    /// stop where an earlier walk went.
    static func nearestManifest(
        from folder: String, within rootLocations: [String], discovery: SourceDiscovery, known: inout [String: String?]
    ) -> String? {
        var current = URL(fileURLWithPath: discovery.location(of: folder)).standardizedFileURL
        var passed: [String] = []
        var found: String?
        while true {
            let path = current.path
            if let answer = known[path] { found = answer; break }
            guard rootLocations.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { break }
            passed.append(path)
            let candidate = current.appendingPathComponent("Package.swift").path
            if FileManager.default.fileExists(atPath: candidate) { found = candidate; break }
            let parent = current.deletingLastPathComponent()
            if parent.path == path { break }
            current = parent
        }
        for path in passed { known[path] = .some(found) }
        return found
    }

    /// What a manifest says: the platforms it is built for and the folders its targets' files are in.
    struct Manifest: Sendable {
        var platforms: BuildTargets
        var targetFolders: [String]
    }

    /// A manifest whose `platforms:` names no iOS, with its targets' folders (the conventional `Sources`,
    /// `Tests` and `Plugins`, and every `path:` a target gives). Nil when it names iOS, or names none.
    static func manifest(at path: String) -> Manifest? {
        guard let platforms = manifestTargets(at: path), let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        var folders = ["Sources", "Tests", "Plugins"]
        for call in Parser.parse(source: text).descendants(FunctionCallExprSyntax.self) {
            guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, kind.hasSuffix("arget") || kind == "plugin" || kind == "macro",
                let literal = call.arguments.first(where: { $0.label?.text == "path" })?.expression.as(StringLiteralExprSyntax.self),
                let value = literal.representedLiteralValue
            else { continue }
            let folder = value.hasPrefix("./") ? String(value.dropFirst(2)) : value
            folders.append(folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
        }
        return Manifest(platforms: platforms, targetFolders: folders)
    }

    /// The platforms a manifest's `platforms: [.macOS(.v13)]` names, when it names no iOS (nor Mac Catalyst):
    /// then the package is built for those. Nil when it names iOS, or names none.
    static func manifestTargets(at path: String) -> BuildTargets? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20, let text = String(data: data, encoding: .utf8) else { return nil }
        let tree = Parser.parse(source: text)
        var platforms: Set<Platform> = []
        for call in tree.descendants(FunctionCallExprSyntax.self) {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
                let list = call.arguments.first(where: { $0.label?.text == "platforms" })?.expression.as(ArrayExprSyntax.self)
            else { continue }
            for element in list.elements {
                let callee = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? element.expression
                guard let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    let platform = Platform(named: name)
                else { continue }
                platforms.insert(platform)
            }
        }
        guard !platforms.isEmpty, !platforms.contains(.ios) else { return nil }
        return BuildTargets(platforms: platforms)
    }
}
