import Foundation
import Yams

// The layout of one data file, Resources/components/<id>.yml. docs/criteria/SCHEMA.md describes it for
// contributors. Criteria are grouped by section in the file (as testers read them) and flattened in the model.
// Unknown keys are errors, so a misspelt key cannot silently drop a criterion.

struct ComponentFile: Decodable {
    var id: String
    var title: String
    var category: String
    var aliases: [String]
    var noun: String?
    var article: String?
    var summary: [String]
    var criteria: CriteriaFile
    var ios: PlatformFile?
    var android: PlatformFile?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, category, aliases, noun, article, summary, criteria, ios, android
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        category = try container.decode(String.self, forKey: .category)
        aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
        noun = try container.decodeIfPresent(String.self, forKey: .noun)
        article = try container.decodeIfPresent(String.self, forKey: .article)
        summary = try container.decodeIfPresent([String].self, forKey: .summary) ?? []
        criteria = try container.decode(CriteriaFile.self, forKey: .criteria)
        ios = try container.decodeIfPresent(PlatformFile.self, forKey: .ios)
        android = try container.decodeIfPresent(PlatformFile.self, forKey: .android)
    }

    func component() -> Component {
        var criteria: [Criterion] = []
        for section in Section.allCases {
            for entry in self.criteria.entries(in: section) {
                criteria.append(entry.criterion(in: section))
            }
        }
        var notes: [PlatformNotes] = []
        if let ios { notes.append(ios.notes(for: .ios)) }
        if let android { notes.append(android.notes(for: .android)) }
        return Component(
            id: id, title: title, category: category, aliases: aliases, noun: noun, article: article,
            summary: summary, criteria: criteria, notes: notes
        )
    }
}

struct CriteriaFile: Decodable {
    var keyboard: [CriterionFile]
    var gestures: [CriterionFile]
    var screenreader: [CriterionFile]
    var settings: [CriterionFile]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case keyboard, gestures, screenreader, settings
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        keyboard = try container.decodeIfPresent([CriterionFile].self, forKey: .keyboard) ?? []
        gestures = try container.decodeIfPresent([CriterionFile].self, forKey: .gestures) ?? []
        screenreader = try container.decodeIfPresent([CriterionFile].self, forKey: .screenreader) ?? []
        settings = try container.decodeIfPresent([CriterionFile].self, forKey: .settings) ?? []
    }

    func entries(in section: Section) -> [CriterionFile] {
        switch section {
        case .keyboard: keyboard
        case .gestures: gestures
        case .screenreader: screenreader
        case .settings: settings
        }
    }
}

struct CriterionFile: Decodable {
    var id: String
    var title: String?
    var subject: String
    var expected: String
    var when: String?
    var platforms: [Platform]?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, subject, expected, when, platforms
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        id = try container.decode(String.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        subject = try container.decode(String.self, forKey: .subject)
        expected = try container.decode(String.self, forKey: .expected)
        when = try container.decodeIfPresent(String.self, forKey: .when)
        platforms = try container.decodeIfPresent([Platform].self, forKey: .platforms)
    }

    func criterion(in section: Section) -> Criterion {
        let title = title ?? Self.title(fromID: id)
        func worded(_ text: String, _ platform: Platform?) -> String { PlatformWording.text(text, for: platform) }
        var criterion = Criterion(
            id: id, section: section, title: worded(title, nil), subject: worded(subject, nil),
            expected: worded(expected, nil), when: when.map { worded($0, nil) }, platforms: platforms
        )
        for platform in Platform.allCases {
            criterion.wordings[platform] = Criterion.Wording(
                title: worded(title, platform), subject: worded(subject, platform), expected: worded(expected, platform),
                when: when.map { worded($0, platform) })
        }
        return criterion
    }

    /// "keyboard-focus-confined" → "Keyboard focus confined".
    static func title(fromID id: String) -> String {
        let words = id.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

struct PlatformFile: Decodable {
    var summary: [String]
    var topics: [TopicFile]
    var announcements: [Announcement]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case summary, topics, announcements
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        summary = try container.decodeIfPresent([String].self, forKey: .summary) ?? []
        topics = try container.decodeIfPresent([TopicFile].self, forKey: .topics) ?? []
        announcements = try container.decodeIfPresent([AnnouncementFile].self, forKey: .announcements)?
            .map(\.announcement) ?? []
    }

    func notes(for platform: Platform) -> PlatformNotes {
        PlatformNotes(
            platform: platform, summary: summary, topics: topics.map { $0.topic(for: platform) },
            announcements: announcements
        )
    }
}

struct TopicFile: Decodable {
    var title: String
    var points: [String]
    var frameworks: [NotesFramework: [String]]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        try rejectUnknownKeys(in: decoder, allowed: ["title", "points"] + NotesFramework.allCases.map(\.rawValue))
        title = try container.decode(String.self, forKey: Key(stringValue: "title"))
        points = try container.decodeIfPresent([String].self, forKey: Key(stringValue: "points")) ?? []
        frameworks = [:]
        for framework in NotesFramework.allCases {
            if let points = try container.decodeIfPresent([String].self, forKey: Key(stringValue: framework.rawValue)) {
                frameworks[framework] = points
            }
        }
    }

    func topic(for platform: Platform) -> NoteTopic {
        NoteTopic(
            title: title, points: points,
            frameworks: NotesFramework.allCases.compactMap { framework in
                frameworks[framework].map { FrameworkNotes(framework: framework, points: $0) }
            }
        )
    }
}

/// An announcement is written either as a plain string or as `{text, context}`.
struct AnnouncementFile: Decodable {
    var announcement: Announcement

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case text, context
    }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            announcement = Announcement(text: text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        announcement = Announcement(
            text: try container.decode(String.self, forKey: .text),
            context: try container.decodeIfPresent(String.self, forKey: .context)
        )
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private func rejectUnknownKeys(in decoder: any Decoder, allowed: [String]) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
    guard unknown.isEmpty else {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "unknown key(s) \(unknown.joined(separator: ", ")); expected one of \(allowed.joined(separator: ", "))"
            )
        )
    }
}
