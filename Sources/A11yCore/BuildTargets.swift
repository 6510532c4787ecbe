/// An Apple platform code can be compiled for. iPadOS and Mac Catalyst are `ios`: they run the iOS app.
public enum Platform: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    case ios, macos, watchos, tvos, visionos

    /// Names as written in settings and `#if os(…)`: `iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS` (any case),
    /// with the spellings Swift also accepts (`OSX`, `xrOS`) and `catalyst`/`ipados` for iOS.
    public init?(named name: String) {
        switch name.lowercased() {
        case "ios", "ipados", "catalyst", "maccatalyst": self = .ios
        case "macos", "osx", "mac": self = .macos
        case "watchos", "watch": self = .watchos
        case "tvos", "tv": self = .tvos
        case "visionos", "xros", "vision": self = .visionos
        default: return nil
        }
    }

    /// How people write it: `iOS`, `macOS`, ….
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        case .watchos: "watchOS"
        case .tvos: "tvOS"
        case .visionos: "visionOS"
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The builds a piece of code may be compiled into: a set of (platform, configuration) pairs, where the
/// configuration is a debug or internal build or the build people install from the store.
///
/// `#if os(macOS)` narrows code to the macOS pairs, `#if DEBUG` to the debug ones, a `Mac/` folder or an
/// `import AppKit` to macOS. iOS criteria apply to code whose set holds an iOS pair; code whose iOS pairs are
/// all debug builds is reported apart, since no user of the shipped app meets it.
public struct BuildTargets: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    private static func bit(_ platform: Platform, debug: Bool) -> UInt16 {
        let index = Platform.allCases.firstIndex(of: platform)!
        return 1 << UInt16(index * 2 + (debug ? 1 : 0))
    }

    /// Every platform, in every build.
    public static let all = BuildTargets(platforms: Platform.allCases)
    public static let none = BuildTargets([])

    /// The given platforms, in debug and shipped builds.
    public init(platforms: some Sequence<Platform>) {
        var raw: UInt16 = 0
        for platform in platforms { raw |= Self.bit(platform, debug: false) | Self.bit(platform, debug: true) }
        self.init(rawValue: raw)
    }

    /// Every platform, only in debug builds (`debug: true`) or only in shipped builds (`false`).
    public init(debugOnly debug: Bool) {
        var raw: UInt16 = 0
        for platform in Platform.allCases { raw |= Self.bit(platform, debug: debug) }
        self.init(rawValue: raw)
    }

    public var complement: BuildTargets { BuildTargets(rawValue: ~rawValue & Self.all.rawValue) }

    public func contains(_ platform: Platform, debug: Bool) -> Bool { rawValue & Self.bit(platform, debug: debug) != 0 }

    /// The platforms with at least one build.
    public var platforms: [Platform] { Platform.allCases.filter { contains($0, debug: false) || contains($0, debug: true) } }

    /// True when the code is compiled into some iOS build (iPadOS and Mac Catalyst included).
    public var runsOnIOS: Bool { contains(.ios, debug: false) || contains(.ios, debug: true) }

    /// True when, on iOS, the code is compiled only into debug or internal builds.
    public var isDebugOnlyOnIOS: Bool { contains(.ios, debug: true) && !contains(.ios, debug: false) }

    /// True when the code may also be compiled for a platform other than iOS.
    public var mayRunOffIOS: Bool { platforms.contains { $0 != .ios } }
}
