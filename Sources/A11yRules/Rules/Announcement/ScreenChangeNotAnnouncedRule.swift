import A11yCore
import SwiftSyntax
import A11yRuleKit

/// The app replaces the whole screen by hand and VoiceOver's focus is left on an element that is gone.
///
/// Screen changes are recognized by ``ScreenChange``. A UIKit change is fine when the code that makes it posts a
/// screen- or layout-changed notification (in the same function, a callback inside it, or a function of the
/// same type it calls); a post elsewhere in the type does not follow this change. A SwiftUI switch is fine when
/// the view moves VoiceOver focus (an `.accessibilityFocused` state it sets, a focus post), in any file.
public struct ScreenChangeNotAnnouncedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "screen-change-not-announced",
        title: "Screen change not announced",
        summary: "A whole screen replaced by hand (the window's root view controller set after launch, child view controllers swapped, a SwiftUI body switching between screens on a session or destination state) with no screen-changed notification or focus move.",
        rationale: """
            When a navigation controller pushes or a sheet appears, UIKit tells VoiceOver that the screen changed \
            and focus moves to the new screen. A screen swapped in by hand gets none of this: focus stays where \
            the vanished element was, or jumps somewhere arbitrary, and the user does not learn that a new screen \
            is showing.
            """,
        suggestion: "After the change, post UIAccessibility.post(notification: .screenChanged, argument: firstElement) (UIKit) or AccessibilityNotification.ScreenChanged(firstElement).post(), or move focus with @AccessibilityFocusState (SwiftUI).",
        severity: .warning,
        criterion: CriterionReference(component: "focus", criterion: "initial-focus"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for change in ScreenChange.all(in: file) {
            // UIKit posts are followed along the code that makes the change (by the recognizer); a SwiftUI view
            // moves focus through state it sets anywhere in the type, in any file.
            let conditions: [ProjectCondition] = change.framework == .swiftUI ? change.typeName.map { [.typeLacks($0, .movesFocus)] } ?? [] : []
            let message: String
            switch change.kind {
            case .windowRoot:
                message = "The window's root view controller is replaced here ('\(change.subject)') and VoiceOver is not told: focus stays on an element of the screen that is gone"
            case .childSwap:
                message = "A child view controller ('\(change.subject)') replaces the visible content here and VoiceOver is not told: post a screen-changed notification so focus moves to it"
            case .switchedBody:
                message = "This body switches between whole screens on '\(change.subject)' and VoiceOver is not told when it changes: focus stays on an element of the screen that is gone"
            }
            check(change.framework, into: &diagnoses) { found in
                found.append(diagnosis(at: change.node, message, conditions: conditions))
            }
        }
    }
}
