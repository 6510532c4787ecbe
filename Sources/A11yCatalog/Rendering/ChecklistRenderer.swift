import Foundation

/// The two ticket formats: the condensed checklist and Gherkin. Both have the same four numbered parts, in
/// the same order, each present only when the component has criteria for it.
enum ChecklistRenderer {
    // MARK: Condensed

    static func condensed(_ components: [Component], platform: PlatformFilter) -> String {
        var lines = [CriteriaRenderer.heading, ""]
        for component in components {
            lines.append(intro(component, platform: platform))
            lines.append("")
            for (number, section) in component.sections.enumerated() {
                lines.append("\(number + 1). \(condensedHeading(section, platform: platform))")
                lines.append("")
                for criterion in component.criteria(in: section) {
                    lines.append("   - \(criterion.subject)\(platformSuffix(criterion, platform)): \(criterion.expected)")
                }
                lines.append("")
            }
            lines.append(moreLine(component, platform: platform))
            lines.append("")
        }
        return finish(lines)
    }

    static func condensedHeading(_ section: Section, platform: PlatformFilter) -> String {
        switch section {
        case .keyboard:
            "Keyboard: use an external keyboard alone, then together with the screen reader"
        case .gestures:
            "Screen reader gestures: move and act with \(screenReaders(platform))"
        case .screenreader:
            "Screen reader output: listen to what is announced on \(devices(platform))"
        case .settings:
            "Device settings: change the system display settings and look again"
        }
    }

    // MARK: Gherkin

    static func gherkin(_ components: [Component], platform: PlatformFilter) -> String {
        var lines = [CriteriaRenderer.heading, ""]
        for component in components {
            lines.append(intro(component, platform: platform))
            lines.append("")
            lines.append("GIVEN THAT I am on a screen with \(component.nounPhrase)")
            if let only = platform.platform {
                lines.append("AND I am testing on \(only.name)")
            }
            lines.append("")
            for (number, section) in component.sections.enumerated() {
                lines.append("\(number + 1). Scenario: \(scenarioTitle(section, platform: platform))")
                lines.append("")
                for step in steps(component.criteria(in: section), component: component, platform: platform) {
                    lines.append("   - WHEN \(step.when)")
                    for (index, outcome) in step.outcomes.enumerated() {
                        lines.append("      - \(index == 0 ? "THEN" : "AND") \(outcome)")
                    }
                }
                lines.append("")
            }
            lines.append(moreLine(component, platform: platform))
            lines.append("")
        }
        return finish(lines)
    }

    /// One criterion as a GIVEN / WHEN / THEN scenario, for a rule's explanation: what a tester does and
    /// hears when the defect the rule reports is there.
    static func gherkin(_ criterion: Criterion, of component: Component, platform: PlatformFilter) -> String {
        var lines = ["GIVEN THAT I am on a screen with \(component.nounPhrase)"]
        if let only = platform.platform { lines.append("AND I am testing on \(only.name)") }
        for step in steps([criterion], component: component, platform: platform) {
            lines.append("WHEN \(step.when)")
            for (index, outcome) in step.outcomes.enumerated() {
                lines.append("\(index == 0 ? "THEN" : "AND") \(outcome)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func scenarioTitle(_ section: Section, platform: PlatformFilter) -> String {
        switch section {
        case .keyboard: "Keyboard alone, then keyboard with the screen reader"
        case .gestures: "Screen reader gestures"
        case .screenreader: "Screen reader output on \(devices(platform))"
        case .settings: "Device display settings"
        }
    }

    /// Consecutive criteria with the same action share one WHEN line.
    static func steps(_ criteria: [Criterion], component: Component, platform: PlatformFilter) -> [(when: String, outcomes: [String])] {
        var steps: [(when: String, outcomes: [String])] = []
        for criterion in criteria {
            let when = whenClause(criterion, component: component) + platformSuffix(criterion, platform)
            let outcome = Prose.clause(criterion.expected)
            if let last = steps.last, last.when == when {
                steps[steps.count - 1].outcomes.append(outcome)
            } else {
                steps.append((when, [outcome]))
            }
        }
        return steps
    }

    static func whenClause(_ criterion: Criterion, component: Component) -> String {
        if let when = criterion.when { return Prose.clause(when) }
        switch criterion.section {
        case .keyboard:
            return "I press \(criterion.subject)"
        case .gestures:
            return "I \(Prose.clause(criterion.subject))"
        case .screenreader:
            return "the screen reader reaches the \(component.noun)"
        case .settings:
            return "I change the \(Prose.clause(criterion.subject)) setting"
        }
    }

    // MARK: Shared

    static func intro(_ component: Component, platform: PlatformFilter) -> String {
        let on = platform.platform.map { " on \($0.name)" } ?? ""
        return "Testing \(component.nounPhrase)\(on)"
    }

    static func moreLine(_ component: Component, platform: PlatformFilter) -> String {
        let platformOption = platform == .all ? "" : " --platform \(platform.rawValue)"
        return "Developer notes: native-a11y criteria \(component.id) --format markdown\(platformOption)"
    }

    static func platformSuffix(_ criterion: Criterion, _ platform: PlatformFilter) -> String {
        guard platform == .all, let platforms = criterion.platforms, !platforms.isEmpty else { return "" }
        return " (\(platforms.map(\.name).joined(separator: " and ")) only)"
    }

    static func screenReaders(_ platform: PlatformFilter) -> String {
        switch platform {
        case .all: "VoiceOver and TalkBack"
        case .ios: "VoiceOver"
        case .android: "TalkBack"
        }
    }

    static func devices(_ platform: PlatformFilter) -> String {
        switch platform {
        case .all: "each device"
        case .ios: "iOS"
        case .android: "Android"
        }
    }

    static func finish(_ lines: [String]) -> String {
        var lines = lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Small text helpers shared by the renderers.
enum Prose {
    /// Words that keep their capital letter at the start of a clause.
    static let properWords: Set<String> = [
        "Android", "Escape", "Tab", "Enter", "Space", "Spacebar", "Return", "Ctrl", "Control", "Shift", "Home", "End",
        "Option", "Dynamic", "Bold", "Reduce", "Increase", "Smart", "Switch", "Voice", "Full", "I",
    ]

    /// A sentence turned into a clause that follows "THEN" or "WHEN": the first word loses its capital unless
    /// it is a name or an acronym, and the final full stop goes.
    static func clause(_ sentence: String) -> String {
        var text = sentence.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix(".") && !text.hasSuffix("..") { text.removeLast() }
        let firstWord = String(text.prefix { $0.isLetter })
        guard let first = firstWord.first, first.isUppercase,
              firstWord.dropFirst().allSatisfy({ $0.isLowercase }),
              !properWords.contains(firstWord)
        else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
