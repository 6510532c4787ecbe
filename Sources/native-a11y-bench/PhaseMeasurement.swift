import A11yCore
import A11yEngine
import Foundation
import SwiftParser

/// The floor the audit is measured against: the same discovery, loading and worker threads as an audit,
/// doing nothing but reading or parsing. (Named apart from Foundation.Measurement.)
enum PhaseMeasurement {
    struct Totals: Sendable {
        var files: Int
        var lines: Int
        var bytes: Int
    }

    /// Reads every file (no parsing).
    static func read(paths: [String], baseDirectory: String, jobs: Int) -> Totals {
        run(paths: paths, baseDirectory: baseDirectory, jobs: jobs) { _ in }
    }

    /// Reads and parses every file once, keeping nothing. Files the audit declines to parse (brackets that
    /// make the parser's time exponential, see `NestingScan`) are skipped here too: parsing them would never end.
    static func parse(paths: [String], baseDirectory: String, jobs: Int) -> Totals {
        run(paths: paths, baseDirectory: baseDirectory, jobs: jobs) { bytes in
            guard !NestingScan.skipsParsing(bytes) else { return }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            withExtendedLifetime(tree) {}
        }
    }

    private static func run(
        paths: [String], baseDirectory: String, jobs: Int, _ work: @escaping @Sendable ([UInt8]) -> Void
    ) -> Totals {
        let discoverer = SourceDiscovery(baseDirectory: baseDirectory)
        let files = discoverer.discover(paths).files
        let counts = WorkerPool.map(count: files.count, workers: jobs, timedOut: { _ in (0, 0) }) { index -> (Int, Int) in
            guard case .loaded(let bytes) = SourceLoader.load(
                path: files[index], at: discoverer.location(of: files[index]), maximumSize: .max)
            else { return (0, 0) }
            work(bytes)
            return (bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, bytes.count)
        }
        return Totals(files: files.count, lines: counts.reduce(0) { $0 + $1.0 }, bytes: counts.reduce(0) { $0 + $1.1 })
    }
}
