/// Everything a developer on one platform needs for a component: general points, then topics (Name, Role,
/// Groupings, State, Focus, …) each with framework-specific points, then what the screen reader is expected to say.
public struct PlatformNotes: Codable, Hashable, Sendable {
    public var platform: Platform
    /// Points that apply to the whole component on this platform.
    public var summary: [String]
    public var topics: [NoteTopic]
    public var announcements: [Announcement]

    public init(platform: Platform, summary: [String] = [], topics: [NoteTopic] = [], announcements: [Announcement] = []) {
        self.platform = platform
        self.summary = summary
        self.topics = topics
        self.announcements = announcements
    }

    /// All framework-specific points for one framework, across topics.
    public func points(for framework: NotesFramework) -> [String] {
        topics.flatMap { topic in topic.frameworks.filter { $0.framework == framework }.flatMap(\.points) }
    }
}

/// One topic of the developer notes, e.g. "Focus".
public struct NoteTopic: Codable, Hashable, Sendable {
    public var title: String
    /// Points that hold whichever framework is used.
    public var points: [String]
    /// Points for one framework each (UIKit and SwiftUI, or Android Views and Jetpack Compose).
    public var frameworks: [FrameworkNotes]

    public init(title: String, points: [String] = [], frameworks: [FrameworkNotes] = []) {
        self.title = title
        self.points = points
        self.frameworks = frameworks
    }
}

/// The points of one topic that are specific to one framework, with its API names.
public struct FrameworkNotes: Codable, Hashable, Sendable {
    public var framework: NotesFramework
    public var points: [String]

    public init(framework: NotesFramework, points: [String]) {
        self.framework = framework
        self.points = points
    }
}

/// An example of what the screen reader says, e.g. "Close, button", with when it is heard.
public struct Announcement: Codable, Hashable, Sendable {
    /// The words spoken, without surrounding quotes.
    public var text: String
    /// When it is heard or what it tells the user, if that is not obvious.
    public var context: String?

    public init(text: String, context: String? = nil) {
        self.text = text
        self.context = context
    }
}
