import A11yCore
import SwiftSyntax

/// The UIKit half of `CustomModalNoEscapeRule`.
/// A UIKit custom modal that the VoiceOver escape gesture cannot close.
extension CustomModalNoEscapeRule {

    static let uiKitRationale = """
            The two-finger scrub (and Escape on a keyboard) asks the focused element and then its ancestors to \
            close what is open, through accessibilityPerformEscape(). If neither the modal view nor its \
            controller answers, the gesture does nothing and the user must find a close button.
            """

    static let uiKitNonTriggeringExamples: [RuleExample] = [
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
        ] + ModalExamples.windowLookAlikes

    static let uiKitTriggeringExamples: [RuleExample] = [
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
        ]

    static let uiKitCorrections: [RuleCorrection] = []

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // A blocking progress view ends by itself: there is nothing for escape to close.
        for presentation in UIKitModalPresentation.all(in: file) where !presentation.isBlockingProgress {
            var conditions = presentation.conditionsForModalType(lacking: .handlesEscape, onlyIfDeclared: true)
            var owner = "the code that adds it"
            if let controller = presentation.enclosingType {
                if !DismissAnalysis.closingEscapeHandlers(in: controller.node, facts: file.facts).isEmpty { continue }
                conditions.append(.typeLacks(controller.name, .handlesEscape))
                owner = "'\(controller.name)'"
            }
            diagnoses.append(diagnosis(
                at: presentation.argument,
                "\(presentation.label) cannot be closed with the escape gesture: neither it nor \(owner) overrides accessibilityPerformEscape()",
                conditions: conditions))
        }
        for window in UIKitWindowModal.all(in: file) {
            let owner = window.enclosingType.map { "'\($0.name)'" } ?? "the code that shows it"
            if let type = window.enclosingType, !DismissAnalysis.closingEscapeHandlers(in: type.node, facts: file.facts).isEmpty {
                continue
            }
            diagnoses.append(diagnosis(
                at: window.showNode,
                "\(window.label) cannot be closed with the escape gesture: neither its controller nor \(owner) overrides accessibilityPerformEscape()",
                conditions: window.escapeConditions()))
        }
        // Outside a page sheet, UIKit does not dismiss a presented controller on escape by itself.
        for site in UIKitCustomPresentation.all(in: file) where !site.isBlockingProgress {
            diagnoses.append(diagnosis(
                at: site.node,
                "'\(site.presentedType)' is \(site.how), and the escape gesture cannot close it: it does not override accessibilityPerformEscape()",
                suggestion: "Override accessibilityPerformEscape() in the presented controller (or its view), dismiss it, and return true.",
                notes: site.notes,
                conditions: site.conditions + [.typeLacks(site.presentedType, .handlesEscape)]))
        }
    }

}
