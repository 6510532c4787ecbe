import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A button in an alert or action sheet without text: VoiceOver reads a button with no name.
public struct AlertActionMissingTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "alert-action-missing-title",
        title: "Alert button without a title",
        summary: "A UIAlertAction, or a Button in a SwiftUI alert or confirmation dialog, has no text: an empty title or an image alone.",
        rationale: """
            An alert's buttons are the only way out of it, and each one is named by its text. Alerts and \
            confirmation dialogs draw their buttons from text only: an image given as a label is dropped, and an \
            empty title leaves a blank button that VoiceOver announces as just "button". The listener cannot \
            tell which choice deletes and which one keeps.
            """,
        suggestion: "Give every alert button a title that says what it does, such as \"Delete\" or \"Keep editing\".",
        severity: .error,
        criterion: CriterionReference(component: "alert-dialog", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.uiKit, into: &diagnoses) { diagnoses in
            for call in file.facts.calls("UIAlertAction") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let title = call.argument("title")?.expression, title.isNilLiteral || SwiftUILabels.isEmptyTitle(title) else { continue }
                diagnoses.append(diagnosis(
                    at: call, "UIAlertAction has \(title.isNilLiteral ? "no title" : "an empty title"); VoiceOver reads it as a button with no name"))
            }
        }
        check(.swiftUI, into: &diagnoses) { diagnoses in
            for presenter in file.facts.calls("alert") + file.facts.calls("confirmationDialog") {
                guard let actions = presenter.alertActionsClosure else { continue }
                for button in file.facts.calls("Button", in: actions) where button.calledExpression.is(DeclReferenceExprSyntax.self) {
                    switch SwiftUIButtons.label(of: button, in: file) {
                    case .empty:
                        diagnoses.append(diagnosis(at: button, "alert button has an empty title; VoiceOver reads it as a button with no name"))
                    case .imageOnly:
                        diagnoses.append(diagnosis(
                            at: button, "alert button is labelled by an image alone; alerts show only text, so the button is blank and has no name"))
                    case .named, .unknown:
                        continue
                    }
                }
            }
            // `Alert(…, primaryButton: .destructive(Text("")))`: the buttons of the older Alert and ActionSheet.
            for name in ["default", "destructive", "cancel"] {
                for call in file.facts.calls(name) {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                        member.base == nil || member.base?.compactText == "Alert.Button" || member.base?.compactText == "ActionSheet.Button",
                        let title = call.arguments.first, title.label == nil, SwiftUILabels.isEmptyTitle(title.expression),
                        Self.isInsideLegacyAlert(call)
                    else { continue }
                    diagnoses.append(diagnosis(at: call, "alert button has an empty title; VoiceOver reads it as a button with no name"))
                }
            }
    
        }
    }

    private static func isInsideLegacyAlert(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        var depth = 0
        while let node = current, depth < 6 {
            if let outer = node.as(FunctionCallExprSyntax.self), let name = outer.calledExpression.lastNameComponent {
                return name == "Alert" || name == "ActionSheet"
            }
            current = node.parent
            depth += 1
        }
        return false
    }
}
