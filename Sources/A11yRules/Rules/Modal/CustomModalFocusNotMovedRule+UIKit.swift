import A11yCore
import SwiftSyntax

/// The UIKit half of `CustomModalFocusNotMovedRule`.
/// A UIKit custom modal appears without a notification that moves VoiceOver to it.
extension CustomModalFocusNotMovedRule {

    static let uiKitRationale = """
            UIKit does not move VoiceOver focus to a view just because it was added. Without a screen-changed \
            (or layout-changed) notification naming the new view, focus stays on the control that opened it, \
            behind the modal.
            """

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

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for presentation in UIKitModalPresentation.all(in: file) where !presentation.movesFocusAtSite(in: file) {
            var fix: Fix?
            if presentation.argumentIsSimple, let statement = presentation.statement,
                let edit = FixHelpers.insertLine(
                    "UIAccessibility.post(notification: .screenChanged, argument: \(presentation.modalViewText))", after: statement)
            {
                fix = Fix(title: "Post a screen-changed notification with the modal view", edits: [edit])
            }
            diagnoses.append(diagnosis(
                at: presentation.argument,
                "VoiceOver focus does not move to \(presentation.label) after it is added",
                fix: fix,
                conditions: presentation.conditionsForModalType(lacking: .movesFocus)))
        }
        for window in UIKitWindowModal.all(in: file) where !window.movesFocusAtSite(in: file) {
            diagnoses.append(diagnosis(
                at: window.showNode,
                "VoiceOver focus does not move into \(window.label) when it is shown",
                suggestion: "Once the window is visible, post UIAccessibility.post(notification: .screenChanged, argument:) with its first element.",
                conditions: window.conditions(lacking: .movesFocus)))
        }
    }

}
