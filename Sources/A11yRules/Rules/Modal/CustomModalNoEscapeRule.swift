import A11yCore
import SwiftSyntax

/// A hand-built SwiftUI modal that the VoiceOver escape gesture (a two-finger scrub) cannot close.
public struct CustomModalNoEscapeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "custom-modal-no-escape",
        title: "Custom modal ignores the escape gesture",
        summary: "A custom modal that nothing closes on the escape gesture: no .accessibilityAction(.escape) that dismisses it (SwiftUI), no accessibilityPerformEscape() in the modal, its controller or the presented controller (UIKit).",
        rationale: """
            VoiceOver users close sheets, alerts and popovers with a two-finger scrub (Z shape), and keyboard \
            users with Escape. A hand-built modal does not answer either unless it declares an escape action, \
            so the user must hunt for a close button, if there is one.
            """ + " " + uiKitRationale,
        suggestion: "Add .accessibilityAction(.escape) { … } that dismisses the modal (SwiftUI), or override accessibilityPerformEscape() in the modal view or its controller, dismiss, and return true (UIKit).",
        severity: .warning,
        criterion: CriterionReference(component: "modal", criterion: "escape-closes"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: [
            RuleExample("""
                struct Inbox: View {
                    @State private var confirming = false
                    var body: some View {
                        ZStack {
                            Messages()
                            if confirming {
                                Color.black.opacity(0.45)
                                ConfirmDialog(isPresented: $confirming)
                                    .accessibilityAction(.escape) { confirming = false }
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Inbox: View {
                    @State private var confirming = false
                    var body: some View {
                        ZStack {
                            Messages()
                            if confirming {
                                Color.black.opacity(0.45)
                                ConfirmDialog()
                            }
                        }
                        .accessibilityAction(.escape) { confirming = false }
                    }
                }
                """),
            RuleExample(
                """
                struct Store: View {
                    @State private var promo = true
                    var body: some View {
                        ZStack {
                            Products()
                            if promo { PromoDialog(isPresented: $promo) }
                        }
                    }
                }
                """,
                context: ["""
                    struct PromoDialog: View {
                        @Binding var isPresented: Bool
                        var body: some View {
                            Text("20% off").accessibilityAction(.escape) { isPresented = false }
                        }
                    }
                    """]),
            RuleExample("""
                struct ContentView: View {
                    @State private var showRenewalOffer = false
                    var body: some View {
                        ZStack {
                            OrderHistoryList()
                            if showRenewalOffer {
                                Color.black.opacity(0.45)
                                RenewalOfferDialog(isPresented: $showRenewalOffer)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Inbox: View {
                    @State private var confirming = false
                    var body: some View {
                        Messages().sheet(isPresented: $confirming) { ConfirmDialog() }
                    }
                }
                """),
            RuleExample("""
                struct Editor: View {
                    @State private var saved = false
                    var body: some View {
                        ZStack(alignment: .top) {
                            Document()
                            if saved { BannerView(text: "Saved") }
                        }
                    }
                }
                """),
        ] + uiKitNonTriggeringExamples,
        triggeringExamples: [
            RuleExample("""
                struct Files: View {
                    @State private var deleting = false
                    var body: some View {
                        ZStack {
                            FileList()
                            if deleting {
                                Color.black.opacity(0.3)
                                ↓VStack {
                                    Text("Delete this file?")
                                    Button("Delete", role: .destructive) { deleting = false }
                                    Button("Cancel") { deleting = false }
                                }
                            }
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct Home: View {
                    @State private var offer = true
                    var body: some View {
                        ZStack {
                            Dashboard()
                            if offer { ↓OfferDialog(isPresented: $offer) }
                        }
                    }
                }
                """,
                context: ["""
                    struct OfferDialog: View {
                        @Binding var isPresented: Bool
                        var body: some View {
                            VStack { Text("Upgrade"); Button("Close") { isPresented = false } }
                        }
                    }
                    """]),
            RuleExample("""
                struct Article: View {
                    @State private var rating = false
                    var body: some View {
                        Body().overlay(rating ? ↓RatingPopup() : nil)
                    }
                }
                """),
        ] + uiKitTriggeringExamples,
        corrections: [
            RuleCorrection(
                """
                struct Files: View {
                    @State private var deleting = false
                    var body: some View {
                        ZStack {
                            FileList()
                            if deleting {
                                Color.black.opacity(0.3)
                                VStack {
                                    Text("Delete this file?")
                                    Button("Cancel") { deleting = false }
                                }
                            }
                        }
                    }
                }
                """,
                """
                struct Files: View {
                    @State private var deleting = false
                    var body: some View {
                        ZStack {
                            FileList()
                            if deleting {
                                Color.black.opacity(0.3)
                                VStack {
                                    Text("Delete this file?")
                                    Button("Cancel") { deleting = false }
                                }
                                    .accessibilityAction(.escape) { deleting = false }
                            }
                        }
                    }
                }
                """),
        ] + uiKitCorrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for modal in SwiftUICustomModal.all(in: file) where !modal.hasEscapeAction(in: file) {
            var fix: Fix?
            if let statement = dismissStatement(for: modal, in: file) {
                fix = Fix(
                    title: "Add an escape action that closes the modal",
                    edits: [FixHelpers.appendModifier(".accessibilityAction(.escape) { \(statement) }", to: modal.container.expression)])
            }
            diagnoses.append(diagnosis(
                at: modal.container.expression,
                "\(modal.label) cannot be closed with the escape gesture",
                fix: fix,
                conditions: modal.conditionsForContainer(lacking: .handlesEscape, onlyIfDeclared: true)))
        }
        check(folded: "uikit-custom-modal-no-escape", into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    /// `flag = false` when the modal is shown by a plain `@State` or `@Binding` Boolean, `item = nil` for
    /// `if let item`; nil when no assignment is certain to be valid.
    private func dismissStatement(for modal: SwiftUICustomModal, in file: SourceFileContext) -> String? {
        guard let presented = modal.presentedExpression else { return nil }
        let isOptional = presented.hasSuffix(" != nil")
        let name = isOptional ? String(presented.dropLast(7)) : presented
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let isSettable = (file.facts.variablesByName[name] ?? []).contains { decl in
            let wrapper = decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.simpleName }
            guard wrapper.contains("State") || wrapper.contains("Binding") else { return false }
            return decl.enclosingTypeDeclaration.map { modal.siteCall.isContained(in: $0.node) } ?? false
        }
        guard isSettable else { return nil }
        return isOptional ? "\(name) = nil" : "\(name) = false"
    }
}
