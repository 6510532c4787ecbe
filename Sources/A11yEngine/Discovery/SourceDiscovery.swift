import A11yCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the Swift files to audit under the paths a user gives.
///
/// Directories are walked recursively in sorted order (so output is deterministic), skipping build and
/// dependency folders. A directory reached again through a symbolic link (a loop, or a second link to the
/// same place) is walked only once.
public struct SourceDiscovery: Sendable {
    /// Folder names never walked into.
    public static let skippedDirectoryNames: Set<String> = [".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    public var excluded: [PathGlob]
    public var included: [PathGlob]
    /// Walk into test-target folders (`Tests`, `AppTests`, `UITests`, `Specs`); off by default: test code is
    /// not what users meet.
    public var includesTests = false
    /// Relative paths given to ``discover(_:)`` are relative to this directory.
    public var baseDirectory: String
    /// Patterns are relative to this directory (the configuration file's); defaults to `baseDirectory`.
    public var patternDirectory: String
    /// When set (an absolute path with its symbolic links resolved), nothing that lies outside this folder once
    /// links are followed is walked or read: the MCP server serves one folder and no more.
    public var confinement: String?

    public init(
        included: [PathGlob] = [], excluded: [PathGlob] = [], baseDirectory: String = FileManager.default.currentDirectoryPath,
        patternDirectory: String? = nil
    ) {
        self.included = included
        self.excluded = excluded
        self.baseDirectory = baseDirectory
        self.patternDirectory = patternDirectory ?? baseDirectory
    }

    public struct Result: Sendable {
        /// Paths as reported: relative paths stay relative to the base directory, as the user gave them.
        public var files: [String]
        public var problems: [FileProblem]
        /// Asset catalog colour sets met on the way (`Assets.xcassets/Ink.colorset`), whose colours text may use.
        public var colorSets: [String] = []
        /// Objective-C sources met on the way (`.m`, `.mm`, `.h`): not audited, but the Swift types they make are used.
        public var objectiveCFiles: [String] = []
    }

    /// Where a reported path is on disk.
    public func location(of path: String) -> String {
        path.hasPrefix("/") ? path : (baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/") + path
    }

    public func discover(_ paths: [String]) -> Result {
        var files: [String] = []
        var problems: [FileProblem] = []
        var seenDirectories: Set<FileIdentity> = []
        var seenFiles: Set<String> = []
        var colorSets: [String] = []
        var objectiveCFiles: [String] = []

        func visit(directory: String) {
            guard let identity = FileIdentity(path: location(of: directory)) else { return }
            guard seenDirectories.insert(identity).inserted else {
                problems.append(FileProblem(
                    path: directory, kind: .symlinkLoop,
                    message: "not walked again: this directory was already reached through another path (symbolic link)"))
                return
            }
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: location(of: directory)).sorted()
            } catch {
                problems.append(FileProblem(path: directory, kind: .unreadable, message: "cannot list the directory: \(Self.reason(error))"))
                return
            }
            for entry in entries {
                let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
                var status = stat()
                guard stat(location(of: path), &status) == 0 else {
                    // A dangling link: worth a word only when it claims to be a source file.
                    if Self.isSourceFile(entry), !isExcluded(path, isDirectory: false) {
                        problems.append(FileProblem(path: path, kind: .unreadable, message: "cannot read the file: a symbolic link to nothing"))
                    }
                    continue
                }
                if (status.st_mode & S_IFMT) == S_IFDIR {
                    if Self.skipsDirectory(named: entry) || isExcluded(path, isDirectory: true) { continue }
                    if entry.hasSuffix(".colorset") { colorSets.append(path); continue }
                    if !includesTests && Self.isTestFolder(named: entry) { continue }
                    // A vendored library's own example app (`Local Pods/Swiper/Example`) is not the app's code.
                    if Self.exampleFolderNames.contains(entry), Self.isVendored(directory) { continue }
                    if let problem = outsideConfinement(path) { problems.append(problem); continue }
                    visit(directory: path)
                } else if Self.isSourceFile(entry), (status.st_mode & S_IFMT) != S_IFREG, !isExcluded(path, isDirectory: false) {
                    // A FIFO, device or socket named like a source file: reported, never opened.
                    problems.append(FileProblem(
                        path: path, kind: .specialFile, message: "not read: it is \(SourceLoader.specialKind(status.st_mode)), not a regular file"))
                } else if Self.isSourceFile(entry), (status.st_mode & S_IFMT) == S_IFREG || (status.st_mode & S_IFMT) == S_IFLNK {
                    if isExcluded(path, isDirectory: false) || !isIncluded(path) { continue }
                    if let problem = outsideConfinement(path) { problems.append(problem); continue }
                    if seenFiles.insert(path).inserted { files.append(path) }
                } else if Self.isObjectiveCFile(entry), (status.st_mode & S_IFMT) == S_IFREG, !isExcluded(path, isDirectory: false) {
                    objectiveCFiles.append(path)
                }
            }
        }

        for path in paths {
            var status = stat()
            guard stat(location(of: path), &status) == 0 else {
                let exists = lstat(location(of: path), &status) == 0
                problems.append(FileProblem(
                    path: path, kind: exists ? .unreadable : .notFound,
                    message: exists ? "cannot read the file: a symbolic link to nothing" : "no such file or directory"))
                continue
            }
            if let problem = outsideConfinement(path) {
                problems.append(problem)
            } else if (status.st_mode & S_IFMT) == S_IFDIR {
                visit(directory: Self.trimmed(path))
            } else if seenFiles.insert(path).inserted {
                // A file named explicitly is audited whatever its name, unless excluded.
                if !isExcluded(path, isDirectory: false) { files.append(path) }
            }
        }
        return Result(files: files, problems: problems, colorSets: colorSets, objectiveCFiles: objectiveCFiles)
    }

    static func isObjectiveCFile(_ name: String) -> Bool {
        name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
    }

    /// A problem when `path`, its symbolic links followed, lies outside ``confinement``.
    private func outsideConfinement(_ path: String) -> FileProblem? {
        guard let confinement, let real = Self.resolvingLinks(location(of: path)) else { return nil }
        if FilePaths.isInside(real, folder: confinement) { return nil }
        return FileProblem(path: path, kind: .outsideRoot, message: "not read: a symbolic link leads outside \(confinement), to \(real)")
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not exist.
    public static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Swift files, and the Interface Builder files (storyboards and xibs) that declare much of a UIKit app's UI.
    public static func isSourceFile(_ name: String) -> Bool {
        name.hasSuffix(".swift") || isInterfaceBuilderFile(name)
    }

    public static func isInterfaceBuilderFile(_ name: String) -> Bool {
        name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
    }

    static let exampleFolderNames: Set<String> = ["Example", "Examples", "Demo", "Demos"]
    static let vendoredFolderNames: Set<String> = ["Local Pods", "LocalPods", "Vendor", "Vendored", "ThirdParty", "Third Party", "third_party", "External"]

    /// A folder of vendored libraries, or one inside it.
    static func isVendored(_ path: String) -> Bool {
        path.split(separator: "/").contains { vendoredFolderNames.contains(String($0)) }
    }

    /// `Tests`, `UITests`, `Specs`, `WooCommerceTests`, `NetworkingSpecs`: where test targets live.
    public static func isTestFolder(named name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Specs") || name == "Test" || name == "Spec"
    }

    /// Besides the names above: `.build*` folders, Xcode localization catalogs (`fr.xcloc`), which hold copies
    /// of the app's storyboards exported for translators, and playgrounds (`Animations.playground`): none is
    /// built into the app.
    static func skipsDirectory(named name: String) -> Bool {
        skippedDirectoryNames.contains(name) || name.hasPrefix(".build") || name.hasSuffix(".xcloc") || name.hasSuffix(".playground")
    }

    /// The path relative to the folder patterns are written against (absolute when outside it).
    public func relative(_ path: String) -> String {
        let absolute = location(of: path)
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let base = URL(fileURLWithPath: patternDirectory).standardizedFileURL.path
        if standardized.hasPrefix(base + "/") { return String(standardized.dropFirst(base.count + 1)) }
        return standardized
    }

    private func isExcluded(_ path: String, isDirectory: Bool) -> Bool {
        guard !excluded.isEmpty else { return false }
        let relativePath = relative(path)
        return excluded.contains { $0.matches(relativePath) || (isDirectory && $0.matches(relativePath + "/")) }
    }

    private func isIncluded(_ path: String) -> Bool {
        guard !included.isEmpty else { return true }
        let relativePath = relative(path)
        return included.contains { $0.matches(relativePath) }
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

/// A file's device and inode: the same directory reached by two paths has one identity.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
