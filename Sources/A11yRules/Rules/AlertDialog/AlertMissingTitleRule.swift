import A11yCore
import SwiftSyntax
import A11yRuleKit

/// An alert built without a title: VoiceOver has nothing to announce as the alert's name when it opens. A UIKit
/// action sheet with neither a title nor a message is a review item: its choices may or may not explain themselves.
public struct AlertMissingTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "alert-missing-title",
        title: "Alert without a title",
        summary: "A SwiftUI .alert or Alert, or a UIKit UIAlertController, is given an empty or nil title; a UIKit action sheet with neither title nor message is a review item.",
        rationale: """
            When an alert opens, VoiceOver announces its title first: that title is the alert's name and tells \
            the listener why their task was interrupted. With an empty title the alert opens silently, or starts \
            with its message and leaves the listener to guess what the buttons will act on. An alert with a \
            message and no title is not reported: VoiceOver reads the message as the alert opens, so the message \
            names it. Teams whose criteria ask for a title in every alert set require_title.
            """,
        suggestion: "Give the alert a short title that states its purpose, such as \"Delete this photo?\", and keep details for the message.",
        severity: .error,
        criterion: CriterionReference(component: "alert-dialog", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public static let options = [
        requireTitle,
    ]
    static let requireTitle = RuleOptionDescription(
        rule: "alert-missing-title", key: "require_title", default: .bool(false),
        summary: "Also report alerts that have a message but no title, as warnings (VoiceOver reads the message in place of a title).")

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let requireTitle = file.value(of: Self.requireTitle).bool ?? false
        check(.swiftUI, into: &diagnoses) { diagnoses in
            for call in file.facts.calls("alert") {
                guard let title = call.arguments.first, title.label == nil, call.argument("isPresented") != nil,
                    SwiftUILabels.isEmptyTitle(title.expression), let nameToken = call.nameToken
                else { continue }
                let hasMessage = call.argument("message") != nil || call.additionalTrailingClosures.contains { $0.label.text == "message" }
                if let finding = report(at: nameToken, what: "alert", hasMessage: hasMessage, requireTitle: requireTitle) { diagnoses.append(finding) }
            }
            for call in file.facts.calls("Alert") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let title = call.argument("title")?.expression, SwiftUILabels.isEmptyTitle(title) else { continue }
                let message = call.argument("message")?.expression
                if let finding = report(at: call, what: "Alert", hasMessage: message.map { !SwiftUILabels.isEmptyTitle($0) } ?? false, requireTitle: requireTitle) {
                    diagnoses.append(finding)
                }
            }
        }
        check(.uiKit, into: &diagnoses) { diagnoses in
            for call in file.facts.calls("UIAlertController") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                // Only UIKit's initializer: an app's own (`UIAlertController(for: error, title: nil, …)`) may
                // fill in a title it is not given.
                guard call.arguments.map({ $0.label?.text }) == ["title", "message", "preferredStyle"] else { continue }
                guard let title = call.argument("title")?.expression, title.isNilLiteral || SwiftUILabels.isEmptyTitle(title) else { continue }
                // A style chosen at run time may be either.
                guard let style = call.argument("preferredStyle")?.expression.descendantsOrSelfMembers(),
                    style.contains("alert") != style.contains("actionSheet")
                else { continue }
                let instance = UIKitInstance.constructed(by: call, in: file)
                // An action sheet is a menu named by its buttons; with neither a title nor a message, VoiceOver opens
                // it on its first choice without saying what it is about, which the choices may or may not make clear.
                if style.contains("actionSheet") {
                    let titled = instance.map { instance in
                        ["title", "message"].contains { instance.assignments($0, in: file).contains(where: { $0.value.isMeaningfulText }) }
                    } ?? false
                    guard !titled, !(call.argument("message").map { $0.expression.isMeaningfulText } ?? false) else { continue }
                    diagnoses.append(diagnosis(
                        at: call,
                        "This action sheet has no title and no message: VoiceOver opens it on its first choice without saying what the choices are about",
                        severity: .note,
                        suggestion: "Check whether the choices explain themselves once read out of context (\"Delete\" of what?); if not, give the sheet a short title or message.",
                        kind: .review))
                    continue
                }
                if let instance, instance.assignments("title", in: file).contains(where: { $0.value.isMeaningfulText }) { continue }
                var hasMessage = call.argument("message").map { $0.expression.isMeaningfulText } ?? false
                if let instance, instance.assignments("message", in: file).contains(where: { $0.value.isMeaningfulText }) {
                    hasMessage = true
                }
                // An error's raw description is whatever the system says; it rarely tells what failed.
                if let message = call.argument("message")?.expression, Self.isRawErrorText(message) {
                    diagnoses.append(diagnosis(
                        at: call,
                        "UIAlertController \(title.isNilLiteral ? "has no title" : "has an empty title") and only an error's raw description as its message, which need not say what failed",
                        severity: .warning))
                    continue
                }
                if let finding = report(at: call, what: "UIAlertController", hasMessage: hasMessage, nilTitle: title.isNilLiteral, requireTitle: requireTitle) {
                    diagnoses.append(finding)
                }
            }
    
        }
    }

    private func report(
        at node: some SyntaxProtocol, what: String, hasMessage: Bool, nilTitle: Bool = false, requireTitle: Bool
    ) -> Diagnosis? {
        let missing = nilTitle ? "has no title" : "has an empty title"
        if hasMessage {
            guard requireTitle else { return nil }
            return diagnosis(
                at: node, "\(what) \(missing); VoiceOver reads its message in place of a title when it opens",
                severity: .warning)
        }
        return diagnosis(at: node, "\(what) \(missing) and no message; VoiceOver has nothing to announce when it opens")
    }

    /// `error.localizedDescription`, `String(describing: error)`: text written for no one in particular.
    static func isRawErrorText(_ expression: ExprSyntax) -> Bool {
        if let name = expression.unwrapped.lastNameComponent, ["localizedDescription", "debugDescription"].contains(name) { return true }
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), call.calledExpression.lastNameComponent == "String",
            let described = call.argument("describing")?.expression.lastNameComponent
        else { return false }
        return described.lowercased().hasSuffix("error")
    }
}
