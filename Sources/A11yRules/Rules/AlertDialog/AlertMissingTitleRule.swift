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
            with its message and leaves the listener to guess what the buttons will act on. When there is a \
            message, VoiceOver at least reads it, so that case is reported as a warning.
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
        ],
        triggeringExamples: [
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
                struct Cart: View {
                    @State private var confirmEmpty = false
                    var body: some View {
                        Items()
                            .↓alert(Text(""), isPresented: $confirmEmpty) {
                                Button("Empty", role: .destructive) {}
                            } message: {
                                Text("Every item will be removed.")
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
            RuleExample("""
                final class PhotoViewController: UIViewController {
                    func confirmDelete() {
                        let alert = ↓UIAlertController(title: "", message: "The photo will be removed from every album.", preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
        ]
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("alert") {
            guard let title = call.arguments.first, title.label == nil, call.argument("isPresented") != nil,
                SwiftUILabels.isEmptyTitle(title.expression), let nameToken = Self.nameToken(of: call)
            else { continue }
            let hasMessage = call.argument("message") != nil || call.additionalTrailingClosures.contains { $0.label.text == "message" }
            diagnoses.append(report(at: nameToken, what: "alert", hasMessage: hasMessage))
        }
        for call in file.facts.calls("Alert") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let title = call.argument("title")?.expression, SwiftUILabels.isEmptyTitle(title) else { continue }
            let message = call.argument("message")?.expression
            diagnoses.append(report(at: call, what: "Alert", hasMessage: message.map { !SwiftUILabels.isEmptyTitle($0) } ?? false))
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
            diagnoses.append(report(at: call, what: "UIAlertController", hasMessage: hasMessage, nilTitle: title.isNilLiteral))
        }
    }

    private func report(at node: some SyntaxProtocol, what: String, hasMessage: Bool, nilTitle: Bool = false) -> Diagnosis {
        let missing = nilTitle ? "has no title" : "has an empty title"
        if hasMessage {
            return diagnosis(
                at: node, "\(what) \(missing); VoiceOver opens it on the message, without a name saying what it is about",
                severity: .warning)
        }
        return diagnosis(at: node, "\(what) \(missing) and no message; VoiceOver has nothing to announce when it opens")
    }

    /// The `alert` token of `.alert(…)`, or of a bare `alert(…)` inside a view extension.
    static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// Neither `nil` nor an empty string.
    static func isMeaningful(_ expression: ExprSyntax) -> Bool {
        !expression.isNilLiteral && !SwiftUILabels.isEmptyTitle(expression)
    }
}
