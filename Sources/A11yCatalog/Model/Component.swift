/// A native component and everything the catalog knows about it: criteria, developer notes per platform and
/// framework, and announcement examples.
public struct Component: Codable, Hashable, Sendable, Identifiable {
    /// Stable kebab-case id, also the name of its data file (`alert-dialog`).
    public var id: String
    /// Display title, e.g. "Alert dialog".
    public var title: String
    /// A grouping such as "controls" or "notifications".
    public var category: String
    /// Other names the component is known by; `component(matching:)` accepts them.
    public var aliases: [String]
    /// How the component is named in a sentence, e.g. "alert dialog".
    public var noun: String
    /// The article used before `noun` ("a", "an", or empty for a plural or mass noun).
    public var article: String
    /// A few sentences on what the component is and when it is used.
    public var summary: [String]
    /// The criteria, in section order and, within a section, in the order they are tested.
    public var criteria: [Criterion]
    /// Developer notes, one entry per platform that has any.
    public var notes: [PlatformNotes]

    public init(
        id: String,
        title: String,
        category: String,
        aliases: [String] = [],
        noun: String? = nil,
        article: String? = nil,
        summary: [String] = [],
        criteria: [Criterion],
        notes: [PlatformNotes] = []
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.aliases = aliases
        let noun = noun ?? title.lowercased()
        self.noun = noun
        self.article = article ?? Component.indefiniteArticle(for: noun)
        self.summary = summary
        // Section order, keeping the given order within a section.
        self.criteria = criteria.enumerated()
            .sorted { ($0.element.section, $0.offset) < ($1.element.section, $1.offset) }
            .map(\.element)
        self.notes = notes
    }

    /// "an alert dialog", or just "headings" when there is no article.
    public var nounPhrase: String {
        article.isEmpty ? noun : "\(article) \(noun)"
    }

    public func criterion(id: String) -> Criterion? {
        criteria.first { $0.id == id }
    }

    public func criteria(in section: Section) -> [Criterion] {
        criteria.filter { $0.section == section }
    }

    /// The sections that have at least one criterion, in test order.
    public var sections: [Section] {
        Section.allCases.filter { section in criteria.contains { $0.section == section } }
    }

    public func notes(for platform: Platform) -> PlatformNotes? {
        notes.first { $0.platform == platform }
    }

    public func announcements(for platform: Platform) -> [Announcement] {
        notes(for: platform)?.announcements ?? []
    }

    /// The component as seen on the platforms the filter keeps: criteria limited to other platforms and the
    /// other platforms' notes and announcements are left out.
    public func filtered(for filter: PlatformFilter) -> Component {
        var copy = self
        copy.criteria = criteria.filter { $0.applies(to: filter) }.map { $0.worded(for: filter) }
        copy.notes = notes.filter { filter.includes($0.platform) }
        return copy
    }

    static func indefiniteArticle(for noun: String) -> String {
        guard let first = noun.first?.lowercased() else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
