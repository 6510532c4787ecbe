import A11yCore
import SwiftSyntax

/// A UIKit custom modal that the VoiceOver escape gesture cannot close.
public struct UIKitCustomModalNoEscapeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "uikit-custom-modal-no-escape",
        title: "UIKit custom modal ignores the escape gesture",
        summary: "Neither the modal view's class nor the controller that adds it overrides accessibilityPerformEscape().",
        rationale: """
            The two-finger scrub (and Escape on a keyboard) asks the focused element and then its ancestors to \
            close what is open, through accessibilityPerformEscape(). If neither the modal view nor its \
            controller answers, the gesture does nothing and the user must find a close button.
            """,
        suggestion: "Override accessibilityPerformEscape() in the modal view (or the controller), dismiss, and return true.",
        severity: .warning,
        criterion: CriterionReference(component: "modal", criterion: "escape-closes"),
        frameworks: [.uiKit],
        nonTriggeringExamples: [
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
        ],
        triggeringExamples: [
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
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for presentation in UIKitModalPresentation.all(in: file) {
            var conditions = presentation.conditionsForModalType(lacking: .handlesEscape, onlyIfDeclared: true)
            var owner = "the code that adds it"
            if let controller = presentation.enclosingType {
                let overrides = file.facts.functions("accessibilityPerformEscape").contains { $0.isContained(in: controller.node) }
                if overrides { continue }
                conditions.append(.typeLacks(controller.name, .handlesEscape))
                owner = "'\(controller.name)'"
            }
            diagnoses.append(diagnosis(
                at: presentation.argument,
                "\(presentation.label) cannot be closed with the escape gesture: neither it nor \(owner) overrides accessibilityPerformEscape()",
                conditions: conditions))
        }
    }
}
