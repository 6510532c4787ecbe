import A11yCore
import A11yRules
import Foundation
import A11yRuleKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File analysis in child processes, so that work given up on stops costing anything.
///
/// A thread cannot be stopped from outside: a file that makes the parser or a walk take minutes (input
/// nobody writes by hand, a fuzzer's, a generator's) would go on using a core and holding its tree until the
/// process ends, and a crash on it (a stack overflow on a tree thousands of levels deep) would end the whole
/// audit. A child process can be ended. Each worker thread of the audit keeps one child, sends it a file's
/// bytes and reads back the file's ``FileAnalysis``; a child that overruns the time limit is killed and
/// replaced, one that crashes is replaced, and either way the file is reported and the audit goes on. The
/// parent never holds a syntax tree, so its memory is the analyses' and the children's is one file's.
///
/// Messages on the pipes are frames: a 4-byte little-endian length, then the payload. The first frame to a
/// child is its ``AnalysisWorker/Setup`` (JSON); each later one is a batch of jobs (a few files), answered by
/// one frame holding a reply per job. Batches matter: a round trip wakes two processes, and on a virtual
/// machine those wake-ups cost more than a small file's analysis.
public enum AnalysisWorker {
    /// The subcommand a child is started with (hidden from help).
    public static let subcommand = "analysis-worker"

    /// What a child needs to analyse files as the parent would.
    public struct Setup: Codable, Sendable {
        var rules: [String]
        var modalNames: [String]
        var nonModalNames: [String]
        var ruleOptions: [String: [String: OptionValue]]
        var includeTests: Bool
        var maximumBracketRun: Int
        var collectsViews: Bool
        /// The asset catalog's colours by name, as red, green and blue.
        var assetColors: [String: [Double]]
        /// The app's colour constants by name, as red, green, blue, and the name messages give the colour.
        var colorConstants: [String: ColorConstant]
        /// The app's number constants by name.
        var lengthConstants: [String: Double]

        struct ColorConstant: Codable {
            var channels: [Double]
            var name: String
        }

        init(analyzer: FileAnalyzer, configuration: Configuration) {
            rules = analyzer.rules.map { $0.description.id.rawValue }
            modalNames = configuration.modalNames
            nonModalNames = configuration.nonModalNames
            ruleOptions = Dictionary(uniqueKeysWithValues: configuration.ruleOptions.map { ($0.key.rawValue, $0.value) })
            includeTests = configuration.includeTests
            maximumBracketRun = analyzer.maximumBracketRun
            collectsViews = analyzer.collectsViews
            assetColors = analyzer.settings.assetColors.byName.mapValues { [$0.red, $0.green, $0.blue] }
            colorConstants = analyzer.settings.assetColors.constants.mapValues { ColorConstant(channels: [$0.red, $0.green, $0.blue], name: $0.name) }
            lengthConstants = analyzer.settings.lengthConstants
        }

        func makeAnalyzer() -> FileAnalyzer {
            var settings = AnalysisSettings(
                vocabulary: NameVocabulary(extraModalWords: modalNames, extraNonModalWords: nonModalNames),
                ruleOptions: Dictionary(uniqueKeysWithValues: ruleOptions.map { (RuleID(rawValue: $0.key), $0.value) }))
            settings.includeTests = includeTests
            settings.assetColors = AssetColors(Dictionary(uniqueKeysWithValues: assetColors.compactMap { name, channels in
                channels.count == 3 ? (name, AssetColors.color(channels[0], channels[1], channels[2], asset: name)) : nil
            }))
            for (name, constant) in colorConstants where constant.channels.count == 3 {
                settings.assetColors.addConstant(
                    FixedColor(constant.channels[0], constant.channels[1], constant.channels[2], name: constant.name), named: name)
            }
            settings.lengthConstants = lengthConstants
            let wanted = Set(rules)
            var analyzer = FileAnalyzer(rules: RuleRegistry.all.filter { wanted.contains($0.description.id.rawValue) }, settings: settings)
            analyzer.maximumBracketRun = maximumBracketRun
            analyzer.collectsViews = collectsViews
            return analyzer
        }
    }

    /// The child's side: reads the setup, then answers jobs until its input closes. Returns the exit status.
    /// The work runs on a thread with the audit's large stack (see ``WorkerPool``), not the main thread's.
    public static func serve() -> Int32 {
        let status = WorkerPool.map(count: 1, workers: 1, timedOut: { _ in Int32(3) }) { _ in answerJobs() }
        return status.first ?? 3
    }

    private static func answerJobs() -> Int32 {
        guard let setupFrame = Frames.read(from: STDIN_FILENO),
            let setup = try? JSONDecoder().decode(Setup.self, from: Data(setupFrame))
        else { return 2 }
        let analyzer = setup.makeAnalyzer()
        while let frame = Frames.read(from: STDIN_FILENO) {
            guard let jobs = try? Frames.split(frame).map(Job.decode) else { return 2 }
            let replies = jobs.map { job in
                var configured = analyzer
                configured.platforms = { _ in (job.override, job.guess) }
                return Reply.encode(configured.analyze(path: job.path, bytes: job.bytes, contentHash: job.contentHash))
            }
            guard Frames.write(Frames.join(replies), to: STDOUT_FILENO) else { return 0 }
        }
        return 0
    }

    /// One file to analyse.
    struct Job {
        var path: String
        var contentHash: String
        var override: BuildTargets?
        var guess: BuildTargets?
        var bytes: [UInt8]

        func encode() -> [UInt8] {
            var writer = CacheCodec.Writer()
            writer.strings([path, contentHash])
            writer.optionalInt(override.map { Int($0.rawValue) })
            writer.optionalInt(guess.map { Int($0.rawValue) })
            return writer.withTable() + bytes
        }

        static func decode(_ frame: [UInt8]) throws -> Job {
            var reader = try CacheCodec.Reader(tabled: frame)
            let names = try reader.strings()
            guard names.count == 2 else { throw CacheCodec.Corrupt() }
            let override = try reader.optionalInt().map { BuildTargets(rawValue: UInt16(truncatingIfNeeded: $0)) }
            let guess = try reader.optionalInt().map { BuildTargets(rawValue: UInt16(truncatingIfNeeded: $0)) }
            return Job(path: names[0], contentHash: names[1], override: override, guess: guess, bytes: Array(frame[reader.offset...]))
        }
    }

    /// A file's analysis, in the cache's binary form, then its views (JSON, present only for `plan`).
    enum Reply {
        static func encode(_ analysis: FileAnalysis) -> [UInt8] {
            var writer = CacheCodec.Writer()
            writer.analysis(analysis)
            var out = writer.withTable()
            if !analysis.views.isEmpty, let views = try? JSONEncoder().encode(analysis.views) { out += views }
            return out
        }

        static func decode(_ frame: [UInt8]) throws -> FileAnalysis {
            var reader = try CacheCodec.Reader(tabled: frame)
            var analysis = try reader.analysis()
            if reader.offset < frame.count {
                analysis.views = try JSONDecoder().decode([ViewDeclaration].self, from: Data(frame[reader.offset...]))
            }
            return analysis
        }
    }
}

/// Length-prefixed frames on raw file descriptors (Foundation's handles raise on a closed pipe).
enum Frames {
    /// Several payloads in one frame: a 4-byte count, then each payload with its 4-byte length.
    static func join(_ payloads: [[UInt8]]) -> [UInt8] {
        var out = header(payloads.count)
        for payload in payloads { out += header(payload.count) + payload }
        return out
    }

    static func split(_ frame: [UInt8]) throws -> [[UInt8]] {
        var offset = 0
        func number() throws -> Int {
            guard offset + 4 <= frame.count else { throw CacheCodec.Corrupt() }
            defer { offset += 4 }
            return length(frame[offset..<offset + 4])
        }
        let count = try number()
        guard count <= frame.count else { throw CacheCodec.Corrupt() }
        var payloads: [[UInt8]] = []
        for _ in 0..<count {
            let length = try number()
            guard offset + length <= frame.count else { throw CacheCodec.Corrupt() }
            payloads.append(Array(frame[offset..<offset + length]))
            offset += length
        }
        return payloads
    }

    /// The 4-byte little-endian length `header(_:)` writes.
    private static func length(_ bytes: ArraySlice<UInt8>) -> Int {
        let start = bytes.startIndex
        return Int(bytes[start]) | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]) << 16 | Int(bytes[start + 3]) << 24
    }

    private static func header(_ value: Int) -> [UInt8] {
        let count = UInt32(value)
        return [UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24)]
    }

    static func read(from fd: Int32, deadline: DispatchTime? = nil) -> [UInt8]? {
        guard let header = readExactly(4, from: fd, deadline: deadline) else { return nil }
        let count = length(header[...])
        return count == 0 ? [] : readExactly(count, from: fd, deadline: deadline)
    }

    static func write(_ payload: [UInt8], to fd: Int32) -> Bool {
        writeAll(header(payload.count), to: fd) && writeAll(payload, to: fd)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Reads `count` bytes; nil at end of input, on an error, or when `deadline` passes first.
    private static func readExactly(_ count: Int, from fd: Int32, deadline: DispatchTime?) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            if let deadline {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < deadline.uptimeNanoseconds else { return nil }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let waitMilliseconds = Int32(min((deadline.uptimeNanoseconds - now) / 1_000_000 + 1, UInt64(Int32.max)))
                let ready = poll(&poller, 1, waitMilliseconds)
                if ready < 0 && errno == EINTR { continue }
                if ready <= 0 { return nil }
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + offset, count - offset)
            }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return nil }
            offset += got
        }
        return bytes
    }
}

// The C calls under other names: inside `Frames`, `read` and `write` name its own functions.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
