import A11yCore
import SwiftSyntax

/// The UIKit half of `CustomModalNotModalRule`.
/// A UIKit view added over the screen as a modal without `accessibilityViewIsModal`.
extension CustomModalNotModalRule {

    static let uiKitRationale = """
            A view added on top of the screen is, to VoiceOver, one more subview: swiping leaves it and reaches \
            every control underneath. accessibilityViewIsModal makes VoiceOver ignore the view's siblings while \
            it is on screen, as it does for a presented alert.
            """

    static let uiKitNonTriggeringExamples: [RuleExample] = [
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showRenewalOffer() {
                        let offerDialog = RenewalOfferDialog()
                        offerDialog.accessibilityViewIsModal = true
                        view.addSubview(offerDialog)
                        UIAccessibility.post(notification: .screenChanged, argument: offerDialog)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    private lazy var popupView: PopupView = {
                        let popup = PopupView()
                        popup.accessibilityViewIsModal = true
                        return popup
                    }()
                    func showPopup() { view.addSubview(popupView) }
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
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            accessibilityViewIsModal = true
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """]),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showToast() {
                        let toast = ToastView(text: "Saved")
                        view.addSubview(toast)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showHint() {
                        let overlay = HintOverlay()
                        overlay.isUserInteractionEnabled = false
                        view.addSubview(overlay)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func measure() -> CGSize {
                        let dialog = DialogView()
                        view.addSubview(dialog)
                        let size = dialog.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                        dialog.removeFromSuperview()
                        return size
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func layout() {
                        let titleLabel = UILabel()
                        view.addSubview(titleLabel)
                        view.addSubview(headerView)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func confirm() {
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
            RuleExample("""
                final class PromoAlertController: UIViewController {
                    private let alertView = PromoAlertView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.accessibilityViewIsModal = true
                        view.addSubview(alertView)
                    }
                }
                """),
            RuleExample("""
                final class CardTransition: NSObject, UIViewControllerAnimatedTransitioning {
                    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                    func animateTransition(using context: UIViewControllerContextTransitioning) {
                        let alertController = context.viewController(forKey: .to) as! CardAlertController
                        context.containerView.addSubview(alertController.view)
                        context.completeTransition(true)
                    }
                }
                """),
            // Neither is a modal: a view drawn over a button's own image, and a tap catcher placed inside an
            // embedded child's view. Only windows and screen root views host modals.
            RuleExample("""
                extension UIButton {
                    func showCheckmarkOverlay(_ overlayView: UIView) {
                        overlayView.frame = imageView?.frame ?? .zero
                        addSubview(overlayView)
                    }
                }
                """),
            RuleExample("""
                final class DocumentViewerController: UIViewController {
                    private var overlayView: TapCatcherView?
                    func embedPreview(_ preview: UIViewController) {
                        addChild(preview)
                        view.addSubview(preview.view)
                        overlayView = TapCatcherView()
                        preview.view.addSubview(overlayView!)
                    }
                }
                """),
            RuleExample("""
                final class PasscodeGate {
                    private var gateWindow: UIWindow?
                    func lock(in scene: UIWindowScene) {
                        gateWindow = UIWindow(windowScene: scene)
                        gateWindow?.windowLevel = .alert
                        gateWindow?.accessibilityViewIsModal = true
                        gateWindow?.rootViewController = PasscodeEntryController()
                        gateWindow?.makeKeyAndVisible()
                    }
                }
                """),
            RuleExample(
                """
                final class PasscodeGate {
                    private var gateWindow: UIWindow?
                    func lock(in scene: UIWindowScene) {
                        gateWindow = UIWindow(windowScene: scene)
                        gateWindow?.rootViewController = PasscodeEntryController()
                        gateWindow?.isHidden = false
                    }
                }
                """,
                context: ["""
                    final class PasscodeEntryController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityViewIsModal = true
                        }
                    }
                    """]),
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
            RuleExample("""
                final class UploadProgressView: UIView {
                    func cover(_ screen: UIView) {
                        screen.addSubview(↓self)
                        screen.pinSubviewToAllEdges(self)
                    }
                }
                """),
            RuleExample(
                """
                final class PasscodeGate {
                    private var gateWindow: UIWindow?
                    func lock(in scene: UIWindowScene) {
                        gateWindow = UIWindow(windowScene: scene)
                        gateWindow?.windowLevel = .alert
                        gateWindow?.rootViewController = PasscodeEntryController()
                        ↓gateWindow?.makeKeyAndVisible()
                    }
                }
                """,
                context: ["final class PasscodeEntryController: UIViewController {}"]),
            RuleExample("""
                public final class CustomAlertView: UIView {
                    public func show(in view: UIView) {
                        view.addSubview(↓self)
                    }
                }
                """),
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
                        view.window?.addSubview(↓tipsPopup)
                    }
                }
                """),
            RuleExample("""
                final class StoreViewController: UIViewController {
                    func showPaywall() {
                        let paywall = PaywallDialogController()
                        addChild(paywall)
                        view.addSubview(↓paywall.view)
                        paywall.didMove(toParent: self)
                    }
                }
                """),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showOffer() {
                        let card = OfferCard()
                        view.insertSubview(↓card, aboveSubview: tableView)
                    }
                }
                """,
                context: ["""
                    final class OfferCard: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            backgroundColor = UIColor.black.withAlphaComponent(0.6)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """]),
        ]

    static let uiKitCorrections: [RuleCorrection] = [
            RuleCorrection(
                """
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    view.addSubview(offerDialog)
                }
                """,
                """
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    offerDialog.accessibilityViewIsModal = true
                    view.addSubview(offerDialog)
                }
                """),
        ]

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for presentation in UIKitModalPresentation.all(in: file) where !presentation.marksModalAtSite(in: file) {
            var fix: Fix?
            if presentation.argumentIsSimple, let statement = presentation.statement,
                let edit = FixHelpers.insertLine("\(presentation.modalViewText).accessibilityViewIsModal = true", before: statement)
            {
                fix = Fix(title: "Set accessibilityViewIsModal = true before adding the view", edits: [edit])
            }
            diagnoses.append(diagnosis(
                at: presentation.argument,
                "\(presentation.label) is added over the screen without accessibilityViewIsModal = true",
                fix: fix,
                conditions: presentation.conditionsForModalType(lacking: .marksModal)))
        }
        for window in UIKitWindowModal.all(in: file) where !window.marksModalAtSite(in: file) {
            diagnoses.append(diagnosis(
                at: window.showNode,
                "\(window.label) is shown over the app, but neither it nor its root view sets accessibilityViewIsModal = true",
                suggestion: "Set accessibilityViewIsModal = true on the new window (or its root controller's view), or hide the main window with accessibilityElementsHidden while it shows.",
                notes: ["A second visible window leaves the main window's content readable by VoiceOver underneath."],
                conditions: window.conditions(lacking: .marksModal)))
        }
    }

}
