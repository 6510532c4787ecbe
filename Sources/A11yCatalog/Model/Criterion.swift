/// The four parts of a tester's checklist, in the order they are tested.
public enum Section: String, Codable, CaseIterable, Sendable, Comparable {
    /// An external keyboard alone, then a keyboard with the screen reader running.
    case keyboard
    /// Screen reader gestures on the touch screen, and where focus goes as the component appears and goes away.
    case gestures
    /// What the screen reader says: name, role, group, state, value.
    case screenreader
    /// Device settings such as text size.
    case settings

    public static func < (lhs: Section, rhs: Section) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// A short label, e.g. "Screen reader output".
    public var label: String {
        switch self {
        case .keyboard: "Keyboard"
        case .gestures: "Screen reader gestures"
        case .screenreader: "Screen reader output"
        case .settings: "Device settings"
        }
    }
}

/// One acceptance criterion: what a tester does (or listens for) and what must happen.
public struct Criterion: Codable, Hashable, Sendable, Identifiable {
    /// Stable kebab-case id, unique within its component (`escape-closes`). Audit rules refer to it.
    public var id: String
    public var section: Section
    /// A short name for the criterion, e.g. "Focus confined".
    public var title: String
    /// What the criterion is about: a key ("Escape"), a gesture ("Swipe"), an aspect ("Name") or a setting
    /// ("Text resize").
    public var subject: String
    /// What must happen, as a full sentence.
    public var expected: String
    /// The action in a Gherkin `WHEN` line, when the default one built from `subject` does not read well
    /// (e.g. "the modal opens").
    public var when: String?
    /// The platforms the criterion applies to; `nil` means every platform.
    public var platforms: [Platform]?
    /// The same texts worded for one platform, where the catalog words them differently
    /// (``PlatformWording``). The stored texts are the wording for every platform.
    var wordings: [Platform: Wording] = [:]

    struct Wording: Hashable, Sendable {
        var title, subject, expected: String
        var when: String?
    }

    private enum CodingKeys: String, CodingKey {
        case id, section, title, subject, expected, when, platforms
    }

    // Two criteria with the same texts are the same criterion: the per-platform wordings are derived from
    // those texts and are not part of the JSON form.
    public static func == (lhs: Criterion, rhs: Criterion) -> Bool {
        (lhs.id, lhs.section, lhs.title, lhs.subject) == (rhs.id, rhs.section, rhs.title, rhs.subject)
            && (lhs.expected, lhs.when, lhs.platforms) == (rhs.expected, rhs.when, rhs.platforms)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(section)
        hasher.combine(expected)
    }

    public init(
        id: String,
        section: Section,
        title: String,
        subject: String,
        expected: String,
        when: String? = nil,
        platforms: [Platform]? = nil
    ) {
        self.id = id
        self.section = section
        self.title = title
        self.subject = subject
        self.expected = expected
        self.when = when
        self.platforms = platforms
    }

    /// The criterion as testers of the filter's platform read it: "dimmed" on iOS, "disabled" on Android.
    public func worded(for filter: PlatformFilter) -> Criterion {
        guard let platform = filter.platform, let wording = wordings[platform] else { return self }
        var copy = self
        (copy.title, copy.subject, copy.expected, copy.when) = (wording.title, wording.subject, wording.expected, wording.when)
        copy.wordings = [:]
        return copy
    }

    /// Whether the criterion is tested on the platforms the filter keeps.
    public func applies(to filter: PlatformFilter) -> Bool {
        guard let platform = filter.platform, let platforms else { return true }
        return platforms.contains(platform)
    }
}
