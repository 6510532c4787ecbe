import A11yCore
import SwiftSyntax
import A11yRuleKit

/// An animation that loops forever and moves something, started without a check of Reduce Motion.
///
/// Found: SwiftUI animations made with `.repeatForever()` (through `withAnimation`, `.animation(_:value:)` or
/// a project helper), `UIView.animate` and `animateKeyframes` with the `.repeat` option, Core Animation
/// animations whose `repeatCount` or `repeatDuration` is unbounded, and Lottie players set to loop.
///
/// Left alone: animations that only fade or change colour (what they change is traced to the modifiers or
/// properties that read the animated values); progress indicators, by name (`LoadingDots`, `spinnerView`)
/// or by shape (a full turn repeated without reversing is how activity indicators spin); code guarded by a
/// condition that speaks of motion (`if !reduceMotion`); and types, helpers or superclasses that read the
/// setting anywhere in the project. UIKit motion effects are never reported: the system turns them off.
public struct ReduceMotionIgnoredRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "reduce-motion-ignored",
        title: "Looping motion ignores Reduce Motion",
        summary: "An animation that repeats forever and moves, turns or resizes something (repeatForever, UIView.animate with .repeat, an endless Core Animation, a looping Lottie player) in code that never reads Reduce Motion.",
        rationale: """
            Continuous movement on screen can cause dizziness and nausea for people with vestibular disorders, \
            and makes reading hard for people who are easily distracted. They turn on Reduce Motion and expect \
            apps to stop or soften such animation; an animation that loops without checking the setting keeps \
            moving for them.
            """,
        suggestion: "Read @Environment(\\.accessibilityReduceMotion) (SwiftUI) or UIAccessibility.isReduceMotionEnabled (UIKit), and show a still state or a fade instead of the loop when it is on.",
        severity: .warning,
        criterion: CriterionReference(component: "animation", criterion: "reduce-motion"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// Words in a name that say the animation shows activity or progress.
    static let progressWords: [[UInt8]] = [
        "progress", "spinner", "spinning", "spin", "loading", "loader", "activity", "indicator", "busy", "skeleton",
        "shimmer", "shimmering", "placeholder", "typing", "refreshing", "syncing", "searching", "waiting", "pending",
    ].map { Array($0.utf8) }

    /// Of those, the words of a loading placeholder that sweeps a highlight across the content (a shimmer over
    /// skeleton rows) or of a screen that waits: large motion for as long as the wait lasts, where a small
    /// spinner is not. Whether it moves enough to matter, a person judges.
    static let sweepingWords: [[UInt8]] = ["skeleton", "shimmer", "shimmering", "placeholder", "pending"].map { Array($0.utf8) }

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let sites = ContinuousMotion.sites(in: file)
        guard !sites.isEmpty else { return }
        for site in sites {
            if site.animates == .fadeOrColour || site.animates == .nothing || Self.isSpinner(site) { continue }
            if ReduceMotionChecks.isGuarded(site.node) { continue }
            // Progress shown by a small indicator is left alone; a sweeping placeholder is a question for a person.
            let progress = Self.progressName(site.node)
            let sweeps = site.sweepsPlaceholder || progress.map { NameHeuristics.hasWord($0, in: Self.sweepingWords) } == true
            if progress != nil, !sweeps { continue }
            var conditions: [ProjectCondition] = []
            if let type = site.node.enclosingTypeDeclaration {
                conditions.append(.typeLacks(type.name, .respectsReduceMotion))
                conditions += type.inheritedTypes.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("NS") && $0 != "View" }
                    .map { .typeLacks($0, .respectsReduceMotion) }
            } else if let function = site.node.ancestor(FunctionDeclSyntax.self) {
                conditions.append(.typeLacks(TypeSummary.functionKey(function.name.text), .respectsReduceMotion))
            }
            if let helper = site.helper {
                conditions.append(.typeLacks(TypeSummary.functionKey(helper), .respectsReduceMotion))
            }
            let framework: Framework = site.kind == "repeatForever()" ? .swiftUI : .uiKit
            check(framework, into: &diagnoses) { found in
                if sweeps {
                    found.append(diagnosis(
                        at: site.node,
                        "This animation loops while '\(site.sweepsPlaceholder ? "the skeleton" : progress ?? "the placeholder")' is shown, and nothing here reads Reduce Motion: a shimmer or a moving placeholder keeps moving for as long as the wait lasts",
                        severity: .note,
                        suggestion: "Check how much it moves: if it sweeps across the content or moves it, show a still placeholder or a gentle fade when UIAccessibility.isReduceMotionEnabled (SwiftUI: @Environment(\\.accessibilityReduceMotion)) is on.",
                        conditions: conditions, kind: .review))
                } else {
                    found.append(diagnosis(at: site.node, Self.message(for: site), conditions: conditions))
                }
            }
        }
    }

    static func message(for site: ContinuousMotion.Site) -> String {
        let subject = site.kind == "a looping animation player" ? "This animation player loops" : "This animation repeats forever (\(site.kind))"
        switch site.animates {
        case .motion(let what) where what != "a looping animation":
            return "\(subject) and moves its view (\(what)), and nothing here reads Reduce Motion: people who turn motion off still see it move"
        default:
            return "\(subject), and nothing here reads Reduce Motion: people who turn motion off still see it move"
        }
    }

    /// A full turn repeated without reversing: the shape of an activity indicator.
    static func isSpinner(_ site: ContinuousMotion.Site) -> Bool {
        switch site.animates {
        case .motion(let what) where what == "rotationEffect" || what.hasPrefix("transform.rotation"):
            guard let call = site.node.ancestor(FunctionCallExprSyntax.self) else { return what.hasPrefix("transform.rotation") }
            // `autoreverses: false`, or a layer animation (which does not reverse unless asked).
            return what.hasPrefix("transform.rotation") || call.argument("autoreverses")?.expression.isFalseLiteral == true
        default:
            return false
        }
    }

    /// The name of the enclosing type, function or property when it is named for progress or activity
    /// (`LoadingDots`, `startSpinner()`, `skeletonPulse`), or of a type that conforms to `ProgressViewStyle`.
    static func progressName(_ node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let name = ancestor.declaredTypeName {
                if NameHeuristics.hasWord(name, in: progressWords) { return name }
                if let type = ancestor.as(DeclSyntax.self).flatMap({ TypeDeclaration($0) }), type.inheritedTypes.contains("ProgressViewStyle") { return name }
            } else if let function = ancestor.as(FunctionDeclSyntax.self), NameHeuristics.hasWord(function.name.text, in: progressWords) {
                return function.name.text
            } else if let variable = ancestor.as(VariableDeclSyntax.self),
                let named = variable.bindings.lazy.compactMap({ $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                    .first(where: { NameHeuristics.hasWord($0, in: progressWords) })
            {
                return named
            }
            current = ancestor.parent
        }
        return nil
    }
}
