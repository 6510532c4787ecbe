/// The full entry as Markdown: criteria, then per platform the developer notes (general points, then topics with
/// UIKit / SwiftUI or Android Views / Jetpack Compose subsections) and announcement examples.
enum MarkdownRenderer {
    static func render(_ components: [Component], platform: PlatformFilter) -> String {
        var out = MarkdownWriter()
        let base: Int
        if components.count == 1 {
            base = 1
        } else {
            base = 2
            out.heading(1, "Accessibility acceptance criteria")
            out.paragraph("Components on this screen: \(components.map(\.title).joined(separator: ", ")).")
            if let only = platform.platform {
                out.paragraph("Platform: \(only.name).")
            }
        }
        for component in components {
            entry(component, level: base, platform: platform, into: &out)
        }
        return out.text
    }

    static func entry(_ component: Component, level: Int, platform: PlatformFilter, into out: inout MarkdownWriter) {
        out.heading(level, component.title)
        var facts = ["Id: `\(component.id)`", "Category: \(component.category)"]
        if !component.aliases.isEmpty {
            facts.append("Also matches: \(component.aliases.joined(separator: ", "))")
        }
        if let only = platform.platform {
            facts.append("Platform: \(only.name)")
        }
        out.paragraph(facts.joined(separator: " · "))
        if !component.summary.isEmpty {
            out.paragraph(component.summary.joined(separator: " "))
        }

        out.heading(level + 1, "Acceptance criteria")
        for section in component.sections {
            out.heading(level + 2, section.label)
            out.list(component.criteria(in: section).map { criterion in
                "**\(criterion.subject)\(ChecklistRenderer.platformSuffix(criterion, platform))**: \(criterion.expected) (`\(criterion.id)`)"
            })
        }

        for notes in component.notes {
            out.heading(level + 1, "\(notes.platform.name) developer notes")
            out.list(notes.summary)
            for topic in notes.topics {
                out.heading(level + 2, topic.title)
                out.list(topic.points)
                for framework in topic.frameworks {
                    out.heading(level + 3, framework.framework.name)
                    out.list(framework.points)
                }
            }
            if !notes.announcements.isEmpty {
                out.heading(level + 2, "\(notes.platform.name) announcement examples")
                out.paragraph("Exact wording varies with the device, the system version and the user's verbosity settings.")
                out.list(notes.announcements.map { announcement in
                    let quoted = "“\(announcement.text)”"
                    return announcement.context.map { "\(quoted): \($0)" } ?? quoted
                })
            }
        }
    }
}

/// Builds Markdown with exactly one blank line between blocks.
struct MarkdownWriter {
    private var blocks: [String] = []

    var text: String { blocks.joined(separator: "\n\n") + "\n" }

    mutating func heading(_ level: Int, _ title: String) {
        blocks.append(String(repeating: "#", count: min(level, 6)) + " " + title)
    }

    mutating func paragraph(_ text: String) {
        blocks.append(text)
    }

    mutating func list(_ items: [String]) {
        guard !items.isEmpty else { return }
        blocks.append(items.map { "- \($0)" }.joined(separator: "\n"))
    }
}
