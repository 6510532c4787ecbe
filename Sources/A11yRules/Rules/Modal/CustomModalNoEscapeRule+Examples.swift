import A11yCore
import A11yRuleKit

/// The examples that specify `CustomModalNoEscapeRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension CustomModalNoEscapeRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // A placeholder of a small literal size laid over a price while it loads: part of the text it covers.
        RuleExample("""
            struct FareLabel: View {
                let fetching: Bool
                var body: some View {
                    Text("-").opacity(fetching ? 0 : 1)
                        .overlay {
                            if fetching {
                                PulseBlock().frame(width: 44, height: 14)
                            }
                        }
                }
            }
            struct PulseBlock: View { var body: some View { RoundedRectangle(cornerRadius: 3).fill(Color.gray.opacity(0.3)) } }
            """),
        // A dark backdrop holding only a spinner while a sync runs: it goes when the work ends, and no gesture should
        // take it away early.
        RuleExample("""
            extension UIViewController {
                func beginSyncing() {
                    let backdrop = UIView()
                    backdrop.backgroundColor = UIColor.black.withAlphaComponent(0.7)
                    backdrop.frame = view.bounds
                    view.addSubview(backdrop)
                    let spinner = UIActivityIndicatorView(style: .large)
                    backdrop.addSubview(spinner)
                    spinner.startAnimating()
                }
            }
            """),
        // A privacy shield laid over the app while the screen is being recorded: it goes by itself.
        RuleExample("""
            struct RecordingShield: View {
                var body: some View { ZStack { Color.black.ignoresSafeArea(); Label("Hidden while recording", systemImage: "eye.slash") } }
            }
            struct Home: View {
                @State private var hideForScreenSecurity = false
                var body: some View {
                    TabView { Text("Files") }
                        .overlay { if hideForScreenSecurity { RecordingShield() } }
                }
            }
            """),
        // A sign-in gate laid over the content until the user authenticates: escape must not open it.
        RuleExample("""
            struct PinGate: View {
                var body: some View { ZStack { Color.black.ignoresSafeArea(); Text("Enter your PIN") } }
            }
            struct AuthenticationModifier: ViewModifier {
                @State private var authenticated = false
                func body(content: Content) -> some View {
                    content.overlay {
                        if !authenticated, true { PinGate() }
                    }
                }
            }
            """),
        // A spinner drawn by hand (a ring turned for ever, no words, no control) over a disabled form: a wait that
        // ends by itself, with nothing to escape from.
        RuleExample("""
            struct TwirlIndicatory: View {
                @State private var turning = false
                var body: some View {
                    ZStack {
                        Color.white.opacity(0.04).ignoresSafeArea()
                        Circle().trim(from: 0.1, to: 0.4).stroke(lineWidth: 4).frame(width: 25, height: 25)
                            .rotationEffect(.degrees(turning ? 360 : 0))
                    }
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
                }
            }
            struct Upload: View {
                @State private var busy = false
                var body: some View {
                    ZStack {
                        Form { Button("Send") { busy = true } }
                        if busy { TwirlIndicatory() }
                    }
                    .disabled(busy)
                }
            }
            """),
        // A controller whose only content is a waiting view of the app, presented over the screen while work runs.
        RuleExample("""
            final class WaitView: UIView {
                let spinner = UIActivityIndicatorView(style: .large)
            }
            final class WaitController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .overFullScreen
                }
                required init?(coder: NSCoder) { fatalError() }
                override func loadView() {
                    view = UIView()
                    view.addSubview(WaitView())
                }
            }
            """),
        // A controller presented over the screen whose root view is only a spinner: it ends when the work does.
        RuleExample("""
            final class BusyViewController: UIViewController {
                let waitView = WaitView()
                init(caption: String) {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .overFullScreen
                    waitView.caption.text = caption
                    view = waitView
                }
                required init?(coder: NSCoder) { nil }
            }

            final class WaitView: UIView {
                let spinner = UIActivityIndicatorView(style: .large)
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.black.withAlphaComponent(0.5)
                    addSubview(spinner)
                    addSubview(caption)
                }
                required init?(coder: NSCoder) { nil }
            }
            """),
        // A spinner over a dimmed screen: the user waits, and it ends by itself.
        RuleExample("""
            struct SavingOverlay: ViewModifier {
                @Binding var isSaving: Bool
                func body(content: Content) -> some View {
                    ZStack {
                        content
                        if isSaving {
                            Color.black.opacity(0.3).ignoresSafeArea()
                            VStack { ProgressView(); Text("Saving…") }
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
        // A spinner cover that takes itself away on a timer ends by itself: nothing to escape from.
        RuleExample("""
            struct Feed: View {
                @State private var warmingUp = true
                var body: some View {
                    ZStack {
                        Timeline()
                        if warmingUp { FullscreenSpinner(isPresented: $warmingUp) }
                    }
                }
            }
            struct FullscreenSpinner: View {
                @Binding var isPresented: Bool
                var body: some View {
                    VStack { ProgressView() }
                        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isPresented = false } }
                }
            }
            """),
        // The app's own spinner view over a dimmed page: a progress cover, nothing to escape from.
        RuleExample("""
            struct LoginScreen: View {
                @State private var signingIn = false
                var body: some View {
                    LoginForm()
                        .overlay {
                            if signingIn {
                                ZStack {
                                    Color.black.opacity(0.4).ignoresSafeArea()
                                    BrandProgressView()
                                }
                            }
                        }
                }
            }
            """),
        // A progress cover built by the view's own property, and a splash view that takes its own gradient away.
        RuleExample("""
            struct Upload: View {
                @State private var sending = false
                var body: some View {
                    ZStack {
                        PhotoGrid()
                        if sending { sendingCover }
                    }
                }
                private var sendingCover: some View {
                    Color.black.opacity(0.4).ignoresSafeArea()
                        .overlay(ProgressView("Sending"))
                }
            }
            """),
        // A cover shown while the app is locked or the scene inactive: escaping it would get around the lock.
        RuleExample("""
            struct Library: View {
                @Environment(\\.scenePhase) private var scenePhase
                @State private var lockState = LockState.unlocked
                var body: some View {
                    DocumentList()
                        .overlay {
                            if lockState == .locked || scenePhase == .inactive {
                                ShieldGradient().ignoresSafeArea()
                            }
                        }
                }
            }
            """),
        ModalExamples.welcomeSplash,
    ] + uiKitNonTriggeringExamples

    static let triggeringExamples: [RuleExample] = [
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
    ] + uiKitTriggeringExamples

    static let corrections: [RuleCorrection] = [
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

    // UIKit

    static let uiKitNonTriggeringExamples: [RuleExample] = [
        // A passcode screen must not be escaped; a controller that only shows a spinner ends by itself.
        RuleExample(
            """
            final class Guard {
                private var lockWindow: UIWindow?
                func lock(in scene: UIWindowScene) {
                    lockWindow = UIWindow(windowScene: scene)
                    lockWindow?.windowLevel = .alert
                    lockWindow?.rootViewController = PasscodeController()
                    lockWindow?.makeKeyAndVisible()
                }
                func export(from host: UIViewController) {
                    let exporting = ExportingController()
                    exporting.modalPresentationStyle = .overCurrentContext
                    host.present(exporting, animated: true)
                }
            }
            """,
            context: ["""
                final class PasscodeController: UIViewController {}
                final class ExportingController: UIViewController {
                    private let spinner = UIActivityIndicatorView(style: .large)
                }
                """]),
        // A blocking activity indicator ends by itself: nothing to escape from.
        RuleExample(
            """
            final class BackupFlow {
                func run(from host: UIViewController) {
                    let waiting = ModalActivityIndicatorController()
                    waiting.modalPresentationStyle = .overFullScreen
                    host.present(waiting, animated: true)
                }
            }
            """,
            context: ["final class ModalActivityIndicatorController: UIViewController {}"]),
        // A controller of unknown class may close itself on escape in code out of sight.
        RuleExample("""
            final class CheckoutCoordinator {
                func askForTip(from host: UIViewController) {
                    let tipSheet = TipFlow.makeSheet()
                    tipSheet.modalPresentationStyle = .overFullScreen
                    host.present(tipSheet, animated: true)
                }
            }
            """),
        // A controller of unknown type may close itself on escape in code the audit cannot see.
        RuleExample(
            """
            final class LibraryViewController: UIViewController {
                func showDetails(_ detailController: UIViewController) { present(asPanel: detailController, animated: true) }
            }
            """,
            context: [
                ModalExamples.panelWrapper,
            ]),
        // The library's drawer closes on escape by itself.
        RuleExample(
            """
            import WordPressUI

            final class StoreViewController: UIViewController {
                func chooseCurrency() {
                    let sheet = BottomSheetViewController(childViewController: CurrencyListViewController())
                    sheet.show(from: self)
                }
            }
            """,
            context: ["final class CurrencyListViewController: UIViewController {}"]),
            RuleExample(
                """
                final class FeedViewController: UIViewController {
                    func showRenewalOffer() {
                        let offerDialog = RenewalOfferDialog()
                        offerDialog.accessibilityViewIsModal = true
                        view.addSubview(offerDialog)
                    }
                }
                """,
                context: ["""
                    final class RenewalOfferDialog: UIView {
                        override func accessibilityPerformEscape() -> Bool {
                            removeFromSuperview()
                            return true
                        }
                    }
                    """]),
            RuleExample("""
                final class PlayerViewController: UIViewController {
                    private let overlayView = UIView()
                    func showControls() { view.addSubview(overlayView) }
                    override func accessibilityPerformEscape() -> Bool {
                        overlayView.removeFromSuperview()
                        return true
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showRenewalOffer() {
                        view.addSubview(VendorPopupView())
                    }
                }
                """),
            RuleExample(
                """
                final class StoreViewController: UIViewController {
                    func showPaywall() {
                        let paywall = PaywallDialogController()
                        view.addSubview(paywall.view)
                    }
                }
                """,
                context: ["""
                    final class PaywallDialogController: UIViewController {}
                    extension PaywallDialogController {
                        override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }
                    }
                    """]),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showToast() { view.addSubview(ToastView(text: "Saved")) }
                }
                """),
            RuleExample("""
                final class InfoModalAlert: UIView {
                    override func accessibilityPerformEscape() -> Bool { removeFromSuperview(); return true }
                }
                final class HelpViewController: UIViewController {
                    lazy var alert = makeAlert()
                    func show() {
                        alert.accessibilityViewIsModal = true
                        view.addSubview(alert)
                    }
                    private func makeAlert() -> InfoModalAlert { InfoModalAlert(frame: view.frame) }
                }
                """),
            RuleExample(
                """
                final class QuickActionsMenu {
                    private let menuWindow = MenuWindow()
                    func open() {
                        menuWindow.rootViewController = QuickActionsController()
                        menuWindow.isHidden = false
                    }
                }
                """,
                context: ["""
                    final class MenuWindow: UIWindow {}
                    final class QuickActionsController: UIViewController {
                        override func accessibilityPerformEscape() -> Bool { view.window?.isHidden = true; return true }
                    }
                    """]),
            // A blocking progress view ends by itself: nothing for escape to close.
            RuleExample("""
                final class GalleryViewController: UIViewController {
                    private let savingHUD = SavingHUDView()
                    func saveAll() {
                        savingHUD.frame = view.bounds
                        view.addSubview(savingHUD)
                    }
                }
                """),
            // A presented card that closes on escape, and a blocking progress screen, which ends by itself.
            RuleExample(
                """
                final class InboxViewController: UIViewController {
                    func openFilters() {
                        let filters = FiltersViewController()
                        filters.modalPresentationStyle = .overCurrentContext
                        present(filters, animated: true)
                    }
                }
                """,
                context: ["""
                    final class FiltersViewController: UIViewController {
                        override func accessibilityPerformEscape() -> Bool {
                            dismiss(animated: true)
                            return true
                        }
                    }
                    """]),
            RuleExample(
                """
                final class InboxViewController: UIViewController {
                    func archiveAll() {
                        let waiting = ArchivingProgressViewController()
                        waiting.modalPresentationStyle = .overFullScreen
                        present(waiting, animated: true)
                    }
                }
                """,
                context: ["final class ArchivingProgressViewController: UIViewController {}"]),
            RuleExample(
                """
                final class InboxViewController: UIViewController {
                    func openFilters() {
                        let filters = FiltersViewController()
                        filters.modalPresentationStyle = .custom
                        present(filters, animated: true)
                    }
                }
                """,
                context: ["""
                    final class FiltersViewController: UIViewController {
                        let model = FiltersModel()
                        override func accessibilityPerformEscape() -> Bool {
                            model.closeRequested()
                            return true
                        }
                    }
                    """]),
        // Switched on at the site, or in the app's own extension of the library's controller.
        RuleExample(
            """
            import FloatingPanel
            import UIKit

            final class WalletCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showActions() {
                    let panel = FloatingPanelController()
                    panel.isRemovalInteractionEnabled = true
                    panel.set(contentViewController: WalletActionsViewController())
                    navigationController.present(panel, animated: true)
                }
            }
            """,
            context: ["final class WalletActionsViewController: UIViewController {}"]),
        RuleExample(
            """
            import FloatingPanel
            import UIKit

            final class WalletCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showActions() {
                    let panel = FloatingPanelController()
                    panel.set(contentViewController: WalletActionsViewController())
                    navigationController.present(panel, animated: true)
                }
            }
            """,
            context: [
                "final class WalletActionsViewController: UIViewController {}",
                """
                extension FloatingPanelController {
                    convenience init(sheet: Bool) {
                        self.init()
                        isRemovalInteractionEnabled = true
                    }
                }
                """,
            ]),
        // The app's subclass of the library's panel switches escape on for every panel built from it.
        RuleExample("""
            import FloatingPanel
            import UIKit

            class TripPanelController: FloatingPanelController {
                init() {
                    super.init(delegate: nil)
                    isRemovalInteractionEnabled = true
                    view.accessibilityViewIsModal = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        // A progress HUD ends by itself: nothing to escape from.
        RuleExample("""
            import MBProgressHUD
            import UIKit

            extension UIViewController {
                func showBusy() {
                    MBProgressHUD.showAdded(to: view, animated: true)
                }
            }
            """),
        // A privacy cover raised while the app sits in the switcher goes away when the app comes back.
        RuleExample("""
            final class SceneCoordinator {
                var coverWindow: UIWindow?
                func showPrivacyCover(in scene: UIWindowScene) {
                    let window = UIWindow(windowScene: scene)
                    window.windowLevel = .alert
                    window.rootViewController = AppCoverViewController()
                    window.makeKeyAndVisible()
                    window.accessibilityViewIsModal = true
                    coverWindow = window
                }
            }
            """),
        // A sign-in screen laid over the app when it locks: escaping it would get around it.
        RuleExample(
            """
            final class SessionPresenter {
                func lockApp(over root: UIViewController) {
                    let login = LoginViewController()
                    login.modalPresentationStyle = .overFullScreen
                    root.present(login, animated: false)
                }
            }
            """,
            context: ["final class LoginViewController: UIViewController {}"]),
        // A message library's banner, without a dimming mode, leaves the screen usable: nothing to escape from.
        RuleExample("""
            import SwiftMessages

            enum Notices {
                static func offline() {
                    let banner = MessageView.viewFromNib(layout: .statusLine)
                    banner.configureContent(body: "You are offline")
                    SwiftMessages.show(view: banner)
                }
            }
            """),
        ] + ModalExamples.windowLookAlikes

    static let uiKitTriggeringExamples: [RuleExample] = [
        RuleExample(
            """
            import ImageViewer

            final class GalleryViewController: UIViewController {
                func open(_ picture: UIImageView) { ↓ImageViewer.show(picture, presentingVC: self) }
            }
            """),
        RuleExample(
            """
            import PanModal

            final class TripViewController: UIViewController {
                func showSeats() { presentPanModal(↓SeatMapViewController()) }
            }
            """,
            context: ["final class SeatMapViewController: UIViewController {}"]),
            RuleExample(
                """
                final class InboxViewController: UIViewController {
                    func openFilters() {
                        let filters = FiltersViewController()
                        ↓filters.modalPresentationStyle = .overCurrentContext
                        present(filters, animated: true)
                    }
                }
                """,
                context: ["final class FiltersViewController: UIViewController {}"]),
            // The override only logs: escape closes nothing.
            RuleExample(
                """
                final class OnboardingViewController: UIViewController {
                    private let tipsPopup = TipsPopupView()
                    func startTips() {
                        view.window?.addSubview(↓tipsPopup)
                    }
                    override func accessibilityPerformEscape() -> Bool {
                        print("escape")
                        return true
                    }
                }
                """,
                context: ["final class TipsPopupView: UIView {}"]),
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
            RuleExample(
                """
                final class OnboardingViewController: UIViewController {
                    private let tipsPopup = TipsPopupView()
                    func startTips() {
                        view.window?.addSubview(↓tipsPopup)
                    }
                }
                """,
                context: ["final class TipsPopupView: UIView {}"]),
            RuleExample(
                """
                final class FeedViewController: UIViewController {
                    func showRenewalOffer() {
                        let offerDialog = RenewalOfferDialog()
                        view.addSubview(↓offerDialog)
                    }
                }
                """,
                context: ["""
                    final class RenewalOfferDialog: UIView {
                        func dismiss() { removeFromSuperview() }
                    }
                    """]),
        // The library closes its panel on escape only when the app switches that on.
        ModalExamples.floatingPanelSheet,
        // Given a dimming mode, the message library blocks the screen and marks its card modal, but the escape
        // gesture does not close it.
        RuleExample("""
            import SwiftMessages

            enum Warnings {
                static func sensorLost() {
                    let card = MessageView.viewFromNib(layout: .cardView)
                    card.configureContent(title: "Sensor lost", body: "Check the sensor.")
                    var config = SwiftMessages.defaultConfig
                    config.duration = .forever
                    config.dimMode = .gray(interactive: true)
                    ↓SwiftMessages.show(config: config, view: card)
                }
            }
            """),
        ]

    static let uiKitCorrections: [RuleCorrection] = [
        // The presented controller is in the same file and has one way to close itself.
        RuleCorrection(
            """
            final class TicketViewController: UIViewController {
                func showSeatMap() {
                    let seats = SeatMapViewController()
                    seats.modalPresentationStyle = .overFullScreen
                    present(seats, animated: true)
                }
            }

            final class SeatMapViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.accessibilityViewIsModal = true
                }

                @objc private func closeTapped() {
                    dismiss(animated: true)
                }
            }
            """,
            """
            final class TicketViewController: UIViewController {
                func showSeatMap() {
                    let seats = SeatMapViewController()
                    seats.modalPresentationStyle = .overFullScreen
                    present(seats, animated: true)
                }
            }

            final class SeatMapViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.accessibilityViewIsModal = true
                }

                @objc private func closeTapped() {
                    dismiss(animated: true)
                }

                override func accessibilityPerformEscape() -> Bool {
                    closeTapped()
                    return true
                }
            }
            """),
        // A view added over the screen, declared in the same file, that removes itself in one method.
        RuleCorrection(
            """
            final class FeedViewController: UIViewController {
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    offerDialog.accessibilityViewIsModal = true
                    view.addSubview(offerDialog)
                    UIAccessibility.post(notification: .screenChanged, argument: offerDialog)
                }
            }

            final class RenewalOfferDialog: UIView {
              func hide() {
                removeFromSuperview()
              }
            }
            """,
            """
            final class FeedViewController: UIViewController {
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    offerDialog.accessibilityViewIsModal = true
                    view.addSubview(offerDialog)
                    UIAccessibility.post(notification: .screenChanged, argument: offerDialog)
                }
            }

            final class RenewalOfferDialog: UIView {
              func hide() {
                removeFromSuperview()
              }

              override func accessibilityPerformEscape() -> Bool {
                hide()
                return true
              }
            }
            """),
    ]
}
