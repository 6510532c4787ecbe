import A11yCore
import Foundation

/// Per-file results from earlier runs, so an unchanged file is not parsed again.
///
/// An entry is reused only when the file's content hash and the analysis digest (tool version and
/// enabled rules) both match. Entries hold candidate findings with their conditions and the file's type
/// facts, never settled findings: the project index is rebuilt on every run, so cross-file facts stay
/// right when any one file changes.
public final class AnalysisCache: @unchecked Sendable {
    public let location: URL
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var touched: Set<String> = []
    private var dirty = false
    private var hitCount = 0

    /// How many files this cache answered without parsing since it was opened.
    public var hits: Int { lock.withLock { hitCount } }

    struct Entry {
        var digest: String
        var analysis: FileAnalysis
    }

    /// The default location: `$XDG_CACHE_HOME/native-a11y` or `~/.cache/native-a11y` (on macOS
    /// `~/Library/Caches/native-a11y`), one file per audited directory.
    public static func defaultLocation(for baseDirectory: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let root: URL
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            root = URL(fileURLWithPath: xdg)
        } else {
            #if os(macOS)
                root = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Library/Caches")
            #else
                root = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
            #endif
        }
        let key = StableHash.hex(of: URL(fileURLWithPath: baseDirectory).standardizedFileURL.path)
        return root.appendingPathComponent("native-a11y").appendingPathComponent("\(key).cache")
    }

    /// Opens the cache at `location`; a missing, unreadable or corrupt file means an empty cache.
    public init(location: URL) {
        self.location = location
        if let data = try? Data(contentsOf: location), let decoded = try? CacheCodec.decode([UInt8](data)) {
            entries = decoded
        }
    }

    /// The stored analysis of a file whose content hash and analysis digest both match.
    func lookup(path: String, contentHash: String, digest: String) -> FileAnalysis? {
        lock.lock()
        defer { lock.unlock() }
        touched.insert(path)
        guard let entry = entries[path], entry.digest == digest, entry.analysis.contentHash == contentHash else { return nil }
        hitCount += 1
        return entry.analysis
    }

    func store(_ analysis: FileAnalysis, digest: String) {
        lock.lock()
        entries[analysis.path] = Entry(digest: digest, analysis: analysis)
        touched.insert(analysis.path)
        dirty = true
        lock.unlock()
    }

    /// Writes the cache (atomically), dropping entries for files this run did not see.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        let stale = entries.keys.filter { !touched.contains($0) }
        if !stale.isEmpty { dirty = true }
        guard dirty else { return }
        for key in stale { entries[key] = nil }
        do {
            try FileManager.default.createDirectory(at: location.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(CacheCodec.encode(entries)).write(to: location, options: .atomic)
            dirty = false
        } catch {
            // A cache that cannot be written only costs speed next time.
        }
    }
}
