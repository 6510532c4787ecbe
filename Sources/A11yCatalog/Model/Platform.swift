/// A mobile platform the criteria and developer notes are written for.
public enum Platform: String, Codable, CaseIterable, Sendable {
    case ios
    case android

    /// "iOS" or "Android".
    public var name: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        }
    }

    /// The UI frameworks notes are given for on this platform, in display order.
    public var frameworks: [NotesFramework] {
        switch self {
        case .ios: [.uikit, .swiftui]
        case .android: [.views, .compose]
        }
    }
}

/// A UI framework that developer notes are written for.
public enum NotesFramework: String, Codable, CaseIterable, Sendable {
    case uikit
    case swiftui
    case views
    case compose

    /// "UIKit", "SwiftUI", "Android Views" or "Jetpack Compose".
    public var name: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        case .views: "Android Views"
        case .compose: "Jetpack Compose"
        }
    }

    public var platform: Platform {
        switch self {
        case .uikit, .swiftui: .ios
        case .views, .compose: .android
        }
    }
}

/// Which platform's criteria, notes and announcement examples a rendering keeps.
public enum PlatformFilter: String, Codable, CaseIterable, Sendable {
    case all
    case ios
    case android

    /// The single platform kept, or `nil` for all of them.
    public var platform: Platform? {
        switch self {
        case .all: nil
        case .ios: .ios
        case .android: .android
        }
    }

    public func includes(_ platform: Platform) -> Bool {
        self.platform.map { $0 == platform } ?? true
    }
}
