import A11yCore
import A11yRuleKit

/// The examples that specify `CustomModalFocusNotMovedRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension CustomModalFocusNotMovedRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The card shown is the app's own view, whose message applies the app's focus modifier.
        RuleExample(
            """
            struct PairedTablets: View {
                @State private var confirming = false
                var body: some View {
                    ZStack {
                        List { Button("Unlink this tablet") { confirming = true } }
                        if confirming {
                            ZStack {
                                Color.black.opacity(0.4).ignoresSafeArea()
                                UnlinkCard(confirming: $confirming)
                            }
                        }
                    }
                }
            }
            """,
            context: ["""
                struct UnlinkCard: View {
                    @Binding var confirming: Bool
                    var body: some View {
                        VStack {
                            Text("Unlink this tablet?").voiceOverFocusOnAppear()
                            Button("Cancel") { confirming = false }
                        }
                    }
                }
                """, ModalExamples.focusOnAppearModifier]),
        // The dialog's message applies the app's own modifier, which sets a focus state when it appears.
        RuleExample(
            """
            struct DeviceList: View {
                @State private var confirming = false
                var body: some View {
                    ZStack {
                        List { Button("Unlink this tablet") { confirming = true } }
                        if confirming {
                            ZStack {
                                Color.black.opacity(0.4).ignoresSafeArea()
                                unlinkMessage()
                            }
                        }
                    }
                }
                func unlinkMessage() -> some View {
                    VStack {
                        Text("Unlink this tablet?").voiceOverFocusOnAppear()
                        Button("Cancel") { confirming = false }
                    }
                }
            }
            """,
            context: [ModalExamples.focusOnAppearModifier]),
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
        // A privacy cover raised while the app sits in the switcher: nobody is reading the screen.
        RuleExample("""
            final class SceneCoordinator {
                var privacyWindow: UIWindow?
                func sceneWillResignActive(_ scene: UIWindowScene) {
                    let window = UIWindow(windowScene: scene)
                    window.windowLevel = .alert
                    window.rootViewController = SnapshotCoverViewController()
                    window.makeKeyAndVisible()
                    privacyWindow = window
                }
            }
            """),
        // A progress cover that says what the user waits for when it appears: nothing to act on, so that is enough.
        RuleExample("""
            struct Forward: View {
                @State private var forwarding = false
                var body: some View {
                    ZStack {
                        ChatPicker()
                        if forwarding { forwardingCover() }
                    }
                }
                private func forwardingCover() -> some View {
                    Color.black.opacity(0.4).ignoresSafeArea()
                        .overlay(
                            ProgressView("Forwarding")
                                .onAppear { UIAccessibility.post(notification: .announcement, argument: "Forwarding") }
                        )
                }
            }
            """),
    ] + uiKitNonTriggeringExamples

    static let triggeringExamples: [RuleExample] = [
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
    ] + uiKitTriggeringExamples

    // UIKit

    static let uiKitNonTriggeringExamples: [RuleExample] = [
            RuleExample("""
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    offerDialog.accessibilityViewIsModal = true
                    view.addSubview(offerDialog)
                    UIAccessibility.post(notification: .screenChanged, argument: offerDialog)
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showPopup() {
                        let popup = PopupView()
                        view.addSubview(popup)
                        UIView.animate(withDuration: 0.25) { popup.alpha = 1 } completion: { _ in
                            UIAccessibility.post(notification: .layoutChanged, argument: popup.titleLabel)
                        }
                    }
                }
                """),
            RuleExample(
                """
                final class FeedViewController: UIViewController {
                    func showRating() { view.addSubview(RatingDialog()) }
                }
                """,
                context: ["""
                    final class RatingDialog: UIView {
                        override func didMoveToWindow() {
                            super.didMoveToWindow()
                            if window != nil { UIAccessibility.post(notification: .screenChanged, argument: self) }
                        }
                    }
                    """]),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showPopup() { view.addSubview(popupView); announce() }
                    private func announce() {
                        UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, popupView)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showToast() { view.addSubview(SnackbarView(text: "Saved")) }
                }
                """),
            RuleExample("""
                final class PasscodeGate {
                    private var gateWindow: UIWindow?
                    func lock(in scene: UIWindowScene) {
                        gateWindow = UIWindow(windowScene: scene)
                        gateWindow?.makeKeyAndVisible()
                        UIAccessibility.post(notification: .screenChanged, argument: gateWindow)
                    }
                }
                """),
            // A spinner that sits in a corner and lets the user carry on is not a modal.
            RuleExample("""
                final class GalleryViewController: UIViewController {
                    private let syncSpinner = SyncSpinnerView()
                    func startSync() {
                        syncSpinner.frame = CGRect(x: 16, y: 16, width: 24, height: 24)
                        view.addSubview(syncSpinner)
                    }
                }
                """),
        ] + ModalExamples.windowLookAlikes

    static let uiKitTriggeringExamples: [RuleExample] = [
            // The only post is in an unrelated method of the class, not on the path that adds the popup.
            RuleExample("""
                final class OnboardingViewController: UIViewController {
                    private let tipsPopup = TipsPopupView()
                    func startTips() {
                        tipsPopup.accessibilityViewIsModal = true
                        view.window?.addSubview(↓tipsPopup)
                    }
                    func refreshList() {
                        UIAccessibility.post(notification: .layoutChanged, argument: nil)
                    }
                }
                """),
            RuleExample("""
                final class GalleryViewController: UIViewController {
                    private let savingHUD = SavingHUDView()
                    func saveAll() {
                        savingHUD.frame = view.bounds
                        savingHUD.accessibilityViewIsModal = true
                        view.addSubview(↓savingHUD)
                    }
                }
                """),
            RuleExample(
                """
                final class QuickActionsMenu {
                    private let menuWindow = MenuWindow()
                    func open() {
                        menuWindow.rootViewController = QuickActionsController()
                        ↓menuWindow.isHidden = false
                    }
                }
                """,
                context: ["final class MenuWindow: UIWindow {}", "final class QuickActionsController: UIViewController {}"]),
            RuleExample("""
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    view.addSubview(↓offerDialog)
                }
                """),
            RuleExample("""
                final class OnboardingViewController: UIViewController {
                    private let tipsPopup = TipsPopupView()
                    func startTips() {
                        tipsPopup.accessibilityViewIsModal = true
                        view.window?.addSubview(↓tipsPopup)
                    }
                }
                """),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showOffer() { view.addSubview(↓OfferDialog()) }
                }
                """,
                context: ["""
                    final class OfferDialog: UIView {
                        override var accessibilityViewIsModal: Bool { get { true } set {} }
                    }
                    """]),
        ]

    static let uiKitCorrections: [RuleCorrection] = [
            RuleCorrection(
                """
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    offerDialog.accessibilityViewIsModal = true
                    view.addSubview(offerDialog)
                }
                """,
                """
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    offerDialog.accessibilityViewIsModal = true
                    view.addSubview(offerDialog)
                    UIAccessibility.post(notification: .screenChanged, argument: offerDialog)
                }
                """),
        ]
}
