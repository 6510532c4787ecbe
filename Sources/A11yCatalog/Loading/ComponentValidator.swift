/// The rules one component's data must follow beyond what parsing checks.
enum ComponentValidator {
    static let knownCategories: Set<String> = ["content", "controls", "forms", "navigation", "notifications", "patterns"]

    static func problems(in component: Component, file: String) -> [String] {
        var problems: [String] = []
        if file != "\(component.id).yml" {
            problems.append("the file must be named \(component.id).yml after its id")
        }
        if !isKebabCase(component.id) {
            problems.append("id '\(component.id)' is not kebab-case")
        }
        if !knownCategories.contains(component.category) {
            problems.append("category '\(component.category)' is not one of \(knownCategories.sorted().joined(separator: ", "))")
        }
        if !["a", "an", ""].contains(component.article) {
            problems.append("article must be 'a', 'an' or empty")
        }
        if component.criteria.isEmpty {
            problems.append("no criteria")
        }
        var seen = Set<String>()
        for criterion in component.criteria {
            if !isKebabCase(criterion.id) {
                problems.append("criterion id '\(criterion.id)' is not kebab-case")
            }
            if !seen.insert(criterion.id).inserted {
                problems.append("criterion id '\(criterion.id)' is used twice")
            }
            for (field, value) in [("subject", criterion.subject), ("expected", criterion.expected), ("title", criterion.title)]
            where value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                problems.append("criterion '\(criterion.id)' has an empty \(field)")
            }
            // A `{iOS|Android}` wording left unresolved: a brace or bar out of place.
            for (field, value) in [("subject", criterion.subject), ("expected", criterion.expected), ("title", criterion.title), ("when", criterion.when ?? "")]
            where value.contains(where: { "{}".contains($0) }) {
                problems.append("criterion '\(criterion.id)': \(field) has a '{' or '}' that is not a {iOS wording|Android wording} pair")
            }
            if let platforms = criterion.platforms, platforms.isEmpty || Set(platforms).count == Platform.allCases.count {
                problems.append("criterion '\(criterion.id)': list one platform in 'platforms', or leave it out for all")
            }
        }
        for notes in component.notes {
            for topic in notes.topics {
                for framework in topic.frameworks where framework.framework.platform != notes.platform {
                    problems.append("\(notes.platform.rawValue) topic '\(topic.title)' has \(framework.framework.rawValue) notes, which belong to \(framework.framework.platform.rawValue)")
                }
            }
        }
        return problems
    }

    static func isKebabCase(_ id: String) -> Bool {
        guard let first = id.first, first.isLowercase, first.isASCII, id.last != "-", !id.contains("--") else {
            return false
        }
        return id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
}
