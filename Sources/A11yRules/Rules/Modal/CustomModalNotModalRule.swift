import A11yCore
import SwiftSyntax

/// A hand-built SwiftUI modal without the modal trait: VoiceOver lets focus wander to the screen behind it.
public struct CustomModalNotModalRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "custom-modal-not-modal",
        title: "Custom modal not marked modal",
        summary: "Content drawn over the screen lacks the modal mark while what is behind stays reachable: a SwiftUI ZStack or overlay without the isModal trait, or a UIKit view added to a window or root view, a blocking progress view or a second UIWindow without accessibilityViewIsModal.",
        rationale: """
            A view shown over the screen with a ZStack or .overlay is, for VoiceOver, just more content on the \
            same screen: swiping moves past the dialog into the screen behind it, and nothing tells the user a \
            dialog is open. The isModal trait confines VoiceOver to the dialog, as a system sheet or alert does.
            """ + " " + uiKitRationale,
        suggestion: "Mark the modal: .accessibilityAddTraits(.isModal) on its container (SwiftUI) or accessibilityViewIsModal = true on the modal view (UIKit); or hide what is behind it from VoiceOver while it shows; or use a system presentation.",
        severity: .error,
        criterion: CriterionReference(component: "modal", criterion: "focus-confined"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: [
            RuleExample("""
                struct Inbox: View {
                    @State private var confirming = false
                    var body: some View {
                        MessageList()
                            .sheet(isPresented: $confirming) { ConfirmDialog() }
                    }
                }
                """),
            RuleExample("""
                struct Inbox: View {
                    @State private var confirming = false
                    var body: some View {
                        ZStack {
                            MessageList()
                            if confirming {
                                Color.black.opacity(0.45)
                                ConfirmDialog(isPresented: $confirming)
                                    .accessibilityAddTraits(.isModal)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Feed: View {
                    @State private var offline = true
                    var body: some View {
                        VStack {
                            if offline { OfflineBanner() }
                            Posts()
                        }
                    }
                }
                """),
            RuleExample("""
                struct Feed: View {
                    let loading: Bool
                    var body: some View {
                        ZStack {
                            Gradient()
                            if loading { ProgressView() } else { Posts() }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Bell: View {
                    let unread: Int
                    var body: some View {
                        Image(systemName: "bell")
                            .overlay(alignment: .topTrailing) {
                                if unread > 0 { CountBadge(count: unread) }
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
                            VStack { Text("20% off"); Button("Close") { isPresented = false } }
                                .accessibilityAddTraits(.isModal)
                        }
                    }
                    """]),
            RuleExample("""
                struct Player: View {
                    @State private var hint = true
                    var body: some View {
                        ZStack {
                            Video()
                            if hint {
                                Color.black.opacity(0.2)
                                GestureHint().allowsHitTesting(false)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Card: View {
                    @State private var pickingDate = false
                    var body: some View {
                        ZStack {
                            CardDetails()
                                .accessibility(hidden: pickingDate)
                            if pickingDate {
                                Color.black.opacity(0.3)
                                DatePickerSheet(isPresented: $pickingDate)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Settings: View {
                    @State private var confirmReset = false
                    var body: some View {
                        Form { ResetRow() }
                            .alert("Reset all settings?", isPresented: $confirmReset) { Button("Reset", role: .destructive) {} }
                            .confirmationDialog("Sign out", isPresented: $confirmReset) { Button("Sign out") {} }
                            .fullScreenCover(isPresented: $confirmReset) { Onboarding() }
                            .popover(isPresented: $confirmReset) { HelpPopover() }
                    }
                }
                """),
        ] + uiKitNonTriggeringExamples,
        triggeringExamples: [
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
                    @State private var choosingShipping = false
                    var body: some View {
                        Cart()
                            .overlay {
                                if choosingShipping {
                                    ↓ShippingSheet(isPresented: $choosingShipping)
                                }
                            }
                    }
                }
                """),
            RuleExample("""
                struct Article: View {
                    @State private var rating = false
                    var body: some View {
                        Body().overlay(rating ? ↓RatingPopup() : nil)
                    }
                }
                """),
            RuleExample("""
                struct ConfirmModifier: ViewModifier {
                    @Binding var isPresented: Bool
                    let title: String
                    func body(content: Content) -> some View {
                        ZStack {
                            content
                            if isPresented {
                                Color.black.opacity(0.3).ignoresSafeArea()
                                ↓VStack {
                                    Text(title)
                                    Button("OK") { isPresented = false }
                                }
                                .padding()
                                .background(.background)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Menu: View {
                    @State private var showDish = false
                    var body: some View {
                        ZStack {
                            List { Text("Soup") }
                                .blur(radius: showDish ? 20 : 0)
                                .disabled(showDish)
                            if showDish { ↓DishDetail(isShowing: $showDish) }
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
                            if offer { ↓OfferCard() }
                        }
                    }
                }
                """,
                context: ["""
                    struct OfferCard: View {
                        var body: some View {
                            ZStack {
                                Color.black.opacity(0.5).ignoresSafeArea()
                                Text("Upgrade today")
                            }
                        }
                    }
                    """]),
        ] + uiKitTriggeringExamples,
        corrections: [
            RuleCorrection(
                """
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
                """,
                """
                struct ContentView: View {
                    @State private var showRenewalOffer = false
                    var body: some View {
                        ZStack {
                            OrderHistoryList()
                            if showRenewalOffer {
                                Color.black.opacity(0.45)
                                RenewalOfferDialog(isPresented: $showRenewalOffer)
                                    .accessibilityAddTraits(.isModal)
                            }
                        }
                    }
                }
                """),
            RuleCorrection(
                """
                struct Article: View {
                    @State private var rating = false
                    var body: some View {
                        Body().overlay(rating ? RatingPopup() : nil)
                    }
                }
                """,
                """
                struct Article: View {
                    @State private var rating = false
                    var body: some View {
                        Body().overlay(rating ? RatingPopup().accessibilityAddTraits(.isModal) : nil)
                    }
                }
                """),
        ] + uiKitCorrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // Hiding everything behind the modal confines VoiceOver just as well as the trait does.
        for modal in SwiftUICustomModal.all(in: file) where !modal.contentMarksModal(in: file) && !modal.reachableBackground.isEmpty {
            let fix = Fix(
                title: "Add .accessibilityAddTraits(.isModal)",
                edits: [FixHelpers.appendModifier(".accessibilityAddTraits(.isModal)", to: modal.container.expression)])
            diagnoses.append(diagnosis(
                at: modal.container.expression,
                "\(modal.label) is not marked modal",
                severity: modal.evidence == .strong ? nil : .warning,
                fix: fix,
                conditions: modal.conditionsForContainer(lacking: .marksModal)))
        }
        check(folded: "uikit-custom-modal-not-modal", into: &diagnoses) { checkUIKit(file, into: &$0) }
    }
}
