import A11yCore
import A11yRuleKit

/// The examples that specify `CustomModalBackgroundReachableRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension CustomModalBackgroundReachableRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            struct ContentView: View {
                @State private var showRenewalOffer = false
                @AccessibilityFocusState private var offerHasFocus: Bool
                var body: some View {
                    ZStack {
                        OrderHistoryList()
                            .accessibilityHidden(showRenewalOffer)
                        if showRenewalOffer {
                            Color.black.opacity(0.45)
                                .accessibilityHidden(true)
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
            struct Checkout: View {
                @State private var choosing = false
                var body: some View {
                    Cart()
                        .accessibilityHidden(choosing)
                        .overlay {
                            if choosing { ShippingSheet(isPresented: $choosing) }
                        }
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                @State private var choosing = false
                var body: some View {
                    Cart().sheet(isPresented: $choosing) { ShippingSheet() }
                }
            }
            """),
        RuleExample("""
            struct MetroCard: View {
                @State private var pickingDate = false
                var body: some View {
                    ZStack {
                        CardDetails().accessibility(hidden: pickingDate)
                        if pickingDate { DatePickerSheet(isPresented: $pickingDate) }
                    }
                }
            }
            """),
        RuleExample("""
            struct Splash: View {
                @State private var ready = false
                var body: some View {
                    ZStack {
                        Color(.systemBackground).ignoresSafeArea()
                        if !ready { LaunchDialog() }
                    }
                }
            }
            """),
        RuleExample("""
            struct Editor: View {
                @State private var saved = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Document()
                        if saved { SnackbarToast(text: "Saved") }
                    }
                }
            }
            """),
        RuleExample(
            """
            struct Help: View {
                @State private var tip = true
                var body: some View {
                    ZStack {
                        Steps()
                        if tip { HelpTip() }
                    }
                }
            }
            """,
            context: ["""
                struct HelpTip: View {
                    var body: some View { Text("Swipe left to delete").padding() }
                }
                """]),
        RuleExample("""
            struct Gallery: View {
                @State private var zoomed = false
                var body: some View {
                    ZStack {
                        Grid().accessibilityHidden(zoomed)
                        if zoomed {
                            Color.black.opacity(0.8)
                                .onTapGesture { zoomed = false }
                                .accessibilityHidden(true)
                            PhotoOverlay(isPresented: $zoomed)
                        }
                    }
                }
            }
            """),
        // The content behind collapses into one empty element while the dialog shows.
        RuleExample("""
            struct CheckoutScreen: View {
                @State private var confirmingRefund = false
                var body: some View {
                    ZStack {
                        CartSummary()
                            .accessibilityElement(children: confirmingRefund ? .ignore : .contain)
                        if confirmingRefund {
                            Color.black.opacity(0.3).accessibilityHidden(true)
                            RefundConfirmationCard(isPresented: $confirmingRefund)
                        }
                    }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct ContentView: View {
                @State private var showRenewalOffer = false
                var body: some View {
                    ZStack {
                        ↓OrderHistoryList()
                        if showRenewalOffer {
                            Color.black.opacity(0.45)
                            RenewalOfferDialog(isPresented: $showRenewalOffer)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                @State private var choosing = false
                var body: some View {
                    ↓Cart()
                        .overlay {
                            if choosing { ShippingSheet(isPresented: $choosing) }
                        }
                }
            }
            """),
        RuleExample("""
            struct Gallery: View {
                @State private var zoomed = false
                var body: some View {
                    ZStack {
                        Grid().accessibilityHidden(zoomed)
                        if zoomed {
                            ↓Color.black.opacity(0.8)
                                .onTapGesture { zoomed = false }
                            PhotoOverlay(isPresented: $zoomed)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Profile: View {
                @State private var editing = false
                var body: some View {
                    ZStack {
                        ↓Header()
                        Details()
                        if editing { EditDialog(isPresented: $editing) }
                    }
                }
            }
            """),
    ]

    static let corrections: [RuleCorrection] = [
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
                            .accessibilityHidden(showRenewalOffer)
                        if showRenewalOffer {
                            Color.black.opacity(0.45)
                            RenewalOfferDialog(isPresented: $showRenewalOffer)
                        }
                    }
                }
            }
            """),
        RuleCorrection(
            """
            struct Gallery: View {
                @State private var zoomed = false
                var body: some View {
                    ZStack {
                        Grid().accessibilityHidden(zoomed)
                        if zoomed {
                            Color.black.opacity(0.8)
                                .onTapGesture { zoomed = false }
                            PhotoOverlay(isPresented: $zoomed)
                        }
                    }
                }
            }
            """,
            """
            struct Gallery: View {
                @State private var zoomed = false
                var body: some View {
                    ZStack {
                        Grid().accessibilityHidden(zoomed)
                        if zoomed {
                            Color.black.opacity(0.8)
                                .onTapGesture { zoomed = false }
                                .accessibilityHidden(true)
                            PhotoOverlay(isPresented: $zoomed)
                        }
                    }
                }
            }
            """),
    ]
}
