import A11yCore
import SwiftSyntax

/// An alert built without a title: VoiceOver has nothing to announce as the alert's name when it opens.
public struct AlertMissingTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "alert-missing-title",
        title: "Alert without a title",
        summary: "A SwiftUI .alert or Alert, or a UIKit UIAlertController, is given an empty or nil title.",
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
        nonTriggeringExamples: [
            RuleExample("""
                struct Cart: View {
                    @State private var confirmEmpty = false
                    var body: some View {
                        Items()
                            .alert("Empty your cart?", isPresented: $confirmEmpty) {
                                Button("Empty", role: .destructive) {}
                            } message: {
                                Text("Every item will be removed.")
                            }
                    }
                }
                """),
            RuleExample("""
                struct Cart: View {
                    let failure: CheckoutFailure?
                    @State private var showFailure = false
                    var body: some View {
                        Items()
                            .alert(failure?.title ?? "Payment failed", isPresented: $showFailure) {}
                    }
                }
                """),
            RuleExample("""
                struct Photos: View {
                    @State private var confirmDelete = false
                    var body: some View {
                        Grid()
                            .confirmationDialog("", isPresented: $confirmDelete, titleVisibility: .hidden) {
                                Button("Delete photo", role: .destructive) {}
                            }
                    }
                }
                """),
            RuleExample("""
                final class PhotoViewController: UIViewController {
                    func share() {
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Save to Files", style: .default))
                        present(sheet, animated: true)
                    }
                }
                """),
            RuleExample("""
                final class PhotoViewController: UIViewController {
                    func confirmDelete() {
                        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                        alert.title = NSLocalizedString("delete.title", comment: "")
                        present(alert, animated: true)
                    }
                }
                """),
            RuleExample("""
                func show(_ error: Error, from controller: UIViewController) {
                    let alert = UIAlertController(title: error.localizedTitle, message: error.localizedDescription, preferredStyle: .alert)
                    controller.present(alert, animated: true)
                }
                """),
            RuleExample("""
                struct Legacy: View {
                    @State private var warn = false
                    var body: some View {
                        Form {}
                            .alert(isPresented: $warn) {
                                Alert(title: Text("Unsaved changes"), dismissButton: .default(Text("OK")))
                            }
                    }
                }
                """),
            // The message is read as the alert opens: it names the alert (require_title: true reports these).
            RuleExample("""
                struct Cart: View {
                    @State private var confirmEmpty = false
                    var body: some View {
                        Items()
                            .alert(Text(""), isPresented: $confirmEmpty) {
                                Button("Empty", role: .destructive) {}
                            } message: {
                                Text("Every item will be removed.")
                            }
                    }
                }
                """),
            RuleExample("""
                final class PhotoViewController: UIViewController {
                    func confirmDelete() {
                        let alert = UIAlertController(title: "", message: "The photo will be removed from every album.", preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class TagsViewController: UIViewController {
                    func show(_ error: Error) {
                        let alert = ↓UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        present(alert, animated: true)
                    }
                }
                """),
            RuleExample("""
                struct Cart: View {
                    @State private var confirmEmpty = false
                    var body: some View {
                        Items()
                            .↓alert("", isPresented: $confirmEmpty) {
                                Button("Empty", role: .destructive) {}
                            }
                    }
                }
                """),
            RuleExample("""
                struct Legacy: View {
                    @State private var warn = false
                    var body: some View {
                        Form {}
                            .alert(isPresented: $warn) {
                                ↓Alert(title: Text(" "), dismissButton: .default(Text("OK")))
                            }
                    }
                }
                """),
            RuleExample("""
                final class PhotoViewController: UIViewController {
                    func confirmDelete() {
                        let alert = ↓UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                        present(alert, animated: true)
                    }
                }
                """),
        ]
    )

    public static let options = [
        requireTitle,
    ]
    static let requireTitle = RuleOptionDescription(
        rule: "alert-missing-title", key: "require_title", default: .bool(false),
        summary: "Also report alerts that have a message but no title, as warnings (VoiceOver reads the message in place of a title).")

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let requireTitle = file.value(of: Self.requireTitle).bool ?? false
        for call in file.facts.calls("alert") {
            guard let title = call.arguments.first, title.label == nil, call.argument("isPresented") != nil,
                SwiftUILabels.isEmptyTitle(title.expression), let nameToken = Self.nameToken(of: call)
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
        for call in file.facts.calls("UIAlertController") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let title = call.argument("title")?.expression, title.isNilLiteral || SwiftUILabels.isEmptyTitle(title) else { continue }
            // Action sheets are menus, named by their buttons; a style chosen at run time may be one.
            guard let style = call.argument("preferredStyle")?.expression.descendantsOrSelfMembers(),
                style.contains("alert"), !style.contains("actionSheet")
            else { continue }
            let instance = UIKitInstance.constructed(by: call, in: file)
            if let instance, instance.assignments("title", in: file).contains(where: { Self.isMeaningful($0.value) }) { continue }
            var hasMessage = call.argument("message").map { Self.isMeaningful($0.expression) } ?? false
            if let instance, instance.assignments("message", in: file).contains(where: { Self.isMeaningful($0.value) }) {
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

    /// The `alert` token of `.alert(…)`, or of a bare `alert(…)` inside a view extension.
    static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// `error.localizedDescription`, `String(describing: error)`: text written for no one in particular.
    static func isRawErrorText(_ expression: ExprSyntax) -> Bool {
        if let name = expression.unwrapped.lastNameComponent, ["localizedDescription", "debugDescription"].contains(name) { return true }
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), call.calledExpression.lastNameComponent == "String",
            let described = call.argument("describing")?.expression.lastNameComponent
        else { return false }
        return described.lowercased().hasSuffix("error")
    }

    /// Neither `nil` nor an empty string.
    static func isMeaningful(_ expression: ExprSyntax) -> Bool {
        !expression.isNilLiteral && !SwiftUILabels.isEmptyTitle(expression)
    }
}
