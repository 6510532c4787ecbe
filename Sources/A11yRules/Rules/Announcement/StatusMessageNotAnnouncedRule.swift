import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A message the app shows by itself (a toast, a snackbar, a notice that goes away, an error appearing in a
/// form) that VoiceOver is never told about.
///
/// Messages are recognized by ``StatusMessage``. A message counts as announced when the type that shows it,
/// or the message's own type, posts an announcement, moves VoiceOver focus to an element (a screen- or
/// layout-changed post with an argument, an `.accessibilityFocused` state it sets) or marks a view as updating
/// frequently, in any file of the project (``TypeFact/announces``). Alerts,
/// sheets and other system presentations never reach this rule; neither does content shown from the start.
public struct StatusMessageNotAnnouncedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "status-message-not-announced",
        title: "Status message not announced",
        summary: "A toast, snackbar, notice, result HUD or form error that the app shows by itself, with no announcement, no focus move and no updates-frequently trait in the code that shows it or in the message's own type; an error shown in place outside a form is a result to review.",
        rationale: """
            A message that appears away from where the user is working is only seen by those who look. VoiceOver \
            reads what it is focused on, so a toast saying "Copied" or an error under a field goes unheard unless \
            the app announces it or moves focus to it; the user cannot tell whether the action worked.
            """,
        suggestion: "When the message appears, post AccessibilityNotification.Announcement(text).post() (SwiftUI, iOS 17) or UIAccessibility.post(notification: .announcement, argument: text) (UIKit). For a form error, move focus to the error or the field instead.",
        severity: .warning,
        criterion: CriterionReference(component: "snackbar", criterion: "announced"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for message in StatusMessage.all(in: file) {
            let conditions = message.responsibleTypes.flatMap { type -> [ProjectCondition] in
                [.typeLacks(type, .announces)]
            } + Self.helperConditions(around: message.node, in: file)
            check(message.framework, into: &diagnoses) { found in
                switch message.kind {
                case .transient:
                    let declared = message.showingType.map { [ProjectCondition.typeHas($0, .declared)] } ?? []
                    found.append(diagnosis(
                        at: message.node,
                        "This message ('\(message.subject)') appears by itself and nothing here announces it or moves focus to it: VoiceOver users do not hear it",
                        conditions: conditions + declared))
                    // Shown by a type the audited code does not declare (a library's snackbar): whether the library
                    // announces it is out of sight.
                    if let type = message.showingType {
                        found.append(diagnosis(
                            at: message.node,
                            "This message ('\(message.subject)') appears by itself, shown by '\(type)', which the audited code does not declare; nothing here announces it or moves focus to it",
                            severity: .note,
                            suggestion: "Check with VoiceOver that the message is spoken when it appears; if not, post an announcement with its text (UIAccessibility.post(notification: .announcement, argument: text)).",
                            conditions: conditions + [.typeLacks(type, .declared)], kind: .review))
                    }
                case .fieldError:
                    let shown = message.framework == .uiKit
                        ? "This error ('\(message.subject)') is shown here"
                        : message.subject.first?.isUppercase == true
                            ? "This error text appears in the state '\(message.subject)'"
                            : "This error text appears when '\(message.subject)' is set"
                    found.append(diagnosis(
                        at: message.node,
                        "\(shown), and nothing announces it or moves VoiceOver focus to it: VoiceOver users do not learn what went wrong",
                        criterion: CriterionReference(component: "field-errors", criterion: "errors-announced"),
                        conditions: conditions))
                case .loadResult:
                    found.append(diagnosis(
                        at: message.node,
                        "This error or empty state ('\(message.subject)') takes the content's place when loading or searching ends, and nothing announces it or moves VoiceOver focus to it",
                        severity: .note,
                        suggestion: "Check whether someone can be on this screen when it appears; if so, announce it (AccessibilityNotification.Announcement(\"No results\").post()) or move VoiceOver focus to it.",
                        conditions: conditions, kind: .review))
                case .shownError:
                    found.append(diagnosis(
                        at: message.node,
                        "This error ('\(message.subject)') appears in place and nothing announces it or moves VoiceOver focus to it",
                        severity: .note,
                        suggestion: "Check whether it can appear while someone is on this screen (after a failed load or action); if so, announce it when it appears (AccessibilityNotification.Announcement) or move VoiceOver focus to it.",
                        conditions: conditions, kind: .review))
                }
            }
        }
    }

    /// The app's own helpers the function showing the message calls, which may announce it (`VoiceOver.say(text)` on a type,
    /// `announce(text)` of the same type): each must not post an announcement, as recorded under its member key.
    private static func helperConditions(around node: Syntax, in file: SourceFileContext) -> [ProjectCondition] {
        guard let function = node.ancestor(FunctionDeclSyntax.self), let body = function.body else { return [] }
        let ownType = function.enclosingTypeDeclaration?.name
        var conditions: [ProjectCondition] = []
        for call in body.descendants(FunctionCallExprSyntax.self) {
            guard let name = call.calledExpression.lastNameComponent, name.first?.isLowercase == true else { continue }
            if let receiver = call.receiver {
                guard let type = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                    !FrameworkTypes.contains(type)
                else { continue }
                conditions.append(.memberLacks(type, name, .announces))
            } else if let ownType {
                conditions.append(.memberLacks(ownType, name, .announces))
            }
        }
        return conditions.uniqued()
    }
}
