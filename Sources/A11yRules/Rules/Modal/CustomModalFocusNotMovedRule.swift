import A11yCore
import SwiftSyntax

/// A hand-built SwiftUI modal appears, and VoiceOver focus stays on the screen behind it.
public struct CustomModalFocusNotMovedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "custom-modal-focus-not-moved",
        title: "Focus not moved into a custom modal",
        summary: "Nothing moves VoiceOver focus into a custom modal when it appears: no focus state set (SwiftUI), no screen- or layout-changed notification on the path that shows it (UIKit).",
        rationale: """
            When a system sheet appears, VoiceOver moves to it. A hand-built modal is just new content: focus \
            stays where it was, behind the dialog, and the user may never learn it opened. Moving focus in \
            (and back to the control that opened it when it closes) is what tells them.
            """ + " " + uiKitRationale,
        suggestion: "When the modal appears, set an @AccessibilityFocusState bound to it (SwiftUI) or post UIAccessibility.post(notification: .screenChanged, argument:) with the modal view or its first element (UIKit).",
        severity: .warning,
        criterion: CriterionReference(component: "modal", criterion: "focus-on-open"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: [
            RuleExample("""
                struct ContentView: View {
                    @State private var showRenewalOffer = false
                    @AccessibilityFocusState private var offerHasFocus: Bool
                    var body: some View {
                        ZStack {
                            OrderHistoryList().accessibilityHidden(showRenewalOffer)
                            if showRenewalOffer {
                                Color.black.opacity(0.45).accessibilityHidden(true)
                                RenewalOfferDialog(isPresented: $showRenewalOffer)
                                    .accessibilityAddTraits(.isModal)
                                    .accessibilityFocused($offerHasFocus)
                            }
                        }
                        .onChange(of: showRenewalOffer) { _, isShowing in
                            if isShowing { offerHasFocus = true }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Inbox: View {
                    @State private var confirming = false
                    var body: some View {
                        Messages().fullScreenCover(isPresented: $confirming) { ConfirmDialog() }
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
                            if promo { PromoDialog() }
                        }
                    }
                }
                """,
                context: ["""
                    struct PromoDialog: View {
                        @AccessibilityFocusState private var focused: Bool
                        var body: some View {
                            Text("20% off").accessibilityFocused($focused).onAppear { focused = true }
                        }
                    }
                    """]),
            RuleExample("""
                struct Report: View {
                    @State private var exporting = false
                    var body: some View {
                        ZStack {
                            Charts()
                            if exporting {
                                Color.black.opacity(0.3)
                                ExportDialog()
                            }
                        }
                        .onChange(of: exporting) { _, shown in
                            if shown { UIAccessibility.post(notification: .screenChanged, argument: nil) }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Login: View {
                    @State private var resetting = false
                    @FocusState private var emailFocused: Bool
                    var body: some View {
                        ZStack {
                            Credentials()
                            if resetting {
                                Color.black.opacity(0.3)
                                VStack {
                                    TextField("Email", text: .constant("")).focused($emailFocused)
                                    Button("Send") { resetting = false }
                                }
                                .onAppear { emailFocused = true }
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Editor: View {
                    @State private var saved = false
                    var body: some View {
                        ZStack(alignment: .top) {
                            Document()
                            if saved { ToastView(text: "Saved") }
                        }
                    }
                }
                """),
        ] + uiKitNonTriggeringExamples,
        triggeringExamples: [
            // The focus state is applied but never set, so focus stays where it was.
            RuleExample("""
                struct Login: View {
                    @State private var resetting = false
                    @FocusState private var emailFocused: Bool
                    var body: some View {
                        ZStack {
                            Credentials()
                            if resetting {
                                Color.black.opacity(0.3)
                                ↓VStack {
                                    TextField("Email", text: .constant("")).focused($emailFocused)
                                    Button("Send") { resetting = false }
                                }
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Container<Sheet: View>: View {
                    let source: AnyView
                    @Binding var sheet: (() -> Sheet)?
                    var body: some View {
                        ZStack(alignment: .bottom) {
                            source.accessibilityHidden(sheet != nil)
                            Color.black.opacity(sheet != nil ? 0.75 : 0).accessibilityHidden(true)
                            if let sheet { ↓sheet() }
                        }
                        .accessibilityAction(.escape) { sheet = nil }
                    }
                }
                """),
            RuleExample(
                """
                struct Game: View {
                    @State private var paused = false
                    var body: some View { Board().overlay { if paused { ↓PauseView(isPresented: $paused) } } }
                }
                """,
                context: ["""
                    struct PauseView: View {
                        @Binding var isPresented: Bool
                        var body: some View {
                            Backdrop(color: .black.opacity(0.8)) { Button("Play") { isPresented = false } }
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
                                ↓RenewalOfferDialog(isPresented: $showRenewalOffer)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Checkout: View {
                    @State private var choosing = false
                    var body: some View {
                        Cart()
                            .overlay {
                                if choosing {
                                    ↓ShippingSheet(isPresented: $choosing)
                                        .accessibilityAddTraits(.isModal)
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
        ] + uiKitTriggeringExamples,
        corrections: uiKitCorrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for modal in SwiftUICustomModal.all(in: file) where !modal.movesFocusIntoContent(in: file) {
            diagnoses.append(diagnosis(
                at: modal.container.expression,
                "VoiceOver focus does not move into \(modal.label) when it appears",
                conditions: modal.conditionsForContainer(lacking: .movesFocus)))
        }
        check(folded: "uikit-custom-modal-focus-not-moved", into: &diagnoses) { checkUIKit(file, into: &$0) }
    }
}
