import A11yCore
import SwiftSyntax

/// A controller presented over the current screen (custom, over-full-screen or over-current-context
/// style) whose view never confines VoiceOver.
public struct CustomPresentationNotModalRule: Rule {
    public init() {}

    static let overStyles = UIKitCustomPresentation.overStyles

    public static let options = [
        presentationStyles,
    ]
    static let presentationStyles = RuleOptionDescription(
        rule: "custom-presentation-not-modal", key: "presentation_styles", default: .strings(UIKitCustomPresentation.overStyles.sorted()),
        summary: "Presentation styles that leave the presenting screen reachable.")

    public static let description = RuleDescription(
        id: "custom-presentation-not-modal",
        title: "Custom presentation not marked modal",
        summary: "A controller presented .custom, .overFullScreen or .overCurrentContext never sets accessibilityViewIsModal on its view.",
        rationale: """
            With these presentation styles the presenting screen stays in the view hierarchy underneath, and \
            VoiceOver can move into it: the user swipes out of the dialog into a screen that looks inactive. \
            Standard styles (page sheet, form sheet, full screen) remove it and need nothing.
            """,
        suggestion: "Set view.accessibilityViewIsModal = true in the presented controller's viewDidLoad, or use a standard presentation style.",
        severity: .error,
        criterion: CriterionReference(component: "modal", criterion: "focus-confined"),
        frameworks: [.uiKit],
        nonTriggeringExamples: [
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showPromo() {
                        let promo = PromoViewController()
                        promo.modalPresentationStyle = .overFullScreen
                        present(promo, animated: true)
                    }
                }
                """,
                context: ["""
                    final class PromoViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityViewIsModal = true
                        }
                    }
                    """]),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showPromo() {
                        let promo = PromoViewController()
                        promo.modalPresentationStyle = .pageSheet
                        present(promo, animated: true)
                    }
                }
                """,
                context: ["final class PromoViewController: UIViewController {}"]),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showPromo() {
                        let promo = PromoViewController()
                        promo.modalPresentationStyle = .overFullScreen
                        promo.view.accessibilityViewIsModal = true
                        present(promo, animated: true)
                    }
                }
                """,
                context: ["final class PromoViewController: UIViewController {}"]),
            RuleExample("""
                final class ArticleViewController: UIViewController {
                    func share(_ url: URL) {
                        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                        activity.modalPresentationStyle = .overFullScreen
                        present(activity, animated: true)
                    }
                }
                """),
            RuleExample(
                """
                final class ArticleViewController: UIViewController {
                    func openLink(_ url: URL) {
                        let host = ClearHostController(url: url)
                        host.modalPresentationStyle = .overCurrentContext
                        present(host, animated: false)
                    }
                }
                """,
                context: ["""
                    final class ClearHostController: UIViewController {
                        let url: URL
                        init(url: URL) { self.url = url; super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            present(SFSafariViewController(url: url), animated: true)
                        }
                    }
                    """]),
            RuleExample("""
                final class HomeViewController: UIViewController {
                    func present(_ controller: UIViewController) {
                        controller.modalPresentationStyle = .overFullScreen
                        super.present(controller, animated: true)
                    }
                }
                """),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showRating() {
                        let host = UIHostingController(rootView: RatingDialog())
                        host.modalPresentationStyle = .overFullScreen
                        present(host, animated: true)
                    }
                }
                """,
                context: ["""
                    struct RatingDialog: View {
                        var body: some View { Text("Rate us").accessibilityAddTraits(.isModal) }
                    }
                    """]),
            RuleExample(
                """
                final class ReceiptsViewController: UIViewController {
                    func showTip() {
                        let host = TipHostingController(rootView: TipCard())
                        host.modalPresentationStyle = .overFullScreen
                        present(host, animated: true)
                    }
                }
                """,
                context: [
                    "final class TipHostingController<Content: View>: UIHostingController<Content> {}",
                    "struct TipCard: View { var body: some View { Text(\"Tip\").accessibilityAddTraits(.isModal) } }",
                ]),
            // A wrapper that only pushes onto the navigation stack is not a custom presentation.
            RuleExample(
                """
                final class InboxViewController: UIViewController {
                    func openThread() { show(thread: ThreadViewController()) }
                }
                """,
                context: [
                    """
                    extension UIViewController {
                        func show(thread controller: UIViewController) {
                            navigationController?.pushViewController(controller, animated: true)
                        }
                    }
                    """,
                    "final class ThreadViewController: UIViewController {}",
                ]),
            RuleExample(
                """
                final class InboxViewController: UIViewController {
                    func openFilters() { present(asPanel: FiltersViewController(), animated: true) }
                }
                """,
                context: [
                    """
                    extension UIViewController {
                        func present(asPanel controller: UIViewController, animated: Bool) {
                            controller.modalPresentationStyle = .custom
                            controller.transitioningDelegate = PanelTransition.shared
                            present(controller, animated: animated)
                        }
                    }
                    """,
                    """
                    final class FiltersViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityViewIsModal = true
                        }
                    }
                    """,
                ]),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class InboxViewController: UIViewController {
                    func openFilters() { present(asPanel: ↓FiltersViewController(), animated: true) }
                }
                """,
                context: [
                    """
                    extension UIViewController {
                        func present(asPanel controller: UIViewController, animated: Bool) {
                            controller.modalPresentationStyle = .custom
                            controller.transitioningDelegate = PanelTransition.shared
                            present(controller, animated: animated)
                        }
                    }
                    """,
                    "final class FiltersViewController: UIViewController {}",
                ]),
            RuleExample(
                """
                final class ComposeLauncher: UIViewController {
                    func openComposer() {
                        let navigation = UINavigationController(rootViewController: ComposerViewController())
                        navigation.transitioningDelegate = SlideUpTransition.shared
                        ↓navigation.modalPresentationStyle = .custom
                        present(navigation, animated: true)
                    }
                }
                """,
                context: ["final class ComposerViewController: UIViewController {}"]),
            RuleExample(
                """
                final class ReceiptsViewController: UIViewController {
                    func showTip() {
                        let host = TipHostingController(rootView: TipCard())
                        ↓host.modalPresentationStyle = .overFullScreen
                        present(host, animated: true)
                    }
                }
                """,
                context: [
                    "final class TipHostingController<Content: View>: UIHostingController<Content> {}",
                    "struct TipCard: View { var body: some View { Text(\"Tip\") } }",
                ]),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showPromo() {
                        let promo = PromoViewController()
                        ↓promo.modalPresentationStyle = .overFullScreen
                        present(promo, animated: true)
                    }
                }
                """,
                context: ["final class PromoViewController: UIViewController {}"]),
            RuleExample("""
                final class CardViewController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        ↓modalPresentationStyle = .custom
                        transitioningDelegate = CardTransition.shared
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showRating() {
                        let host = UIHostingController(rootView: RatingDialog())
                        ↓host.modalPresentationStyle = .overCurrentContext
                        present(host, animated: true)
                    }
                }
                """,
                context: ["""
                    struct RatingDialog: View {
                        var body: some View { Text("Rate us") }
                    }
                    """]),
        ]
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let styles = Set(file.value(of: Self.presentationStyles).strings ?? [])
        check(folded: "uikit-custom-presentation-not-modal", into: &diagnoses) { found in
            for site in UIKitCustomPresentation.all(in: file, styles: styles) where !site.marksModalAtSite {
                found.append(diagnosis(
                    at: site.node,
                    "'\(site.presentedType)' is \(site.how), but its view never sets accessibilityViewIsModal",
                    notes: site.notes,
                    conditions: site.conditions + [.typeLacks(site.presentedType, .marksModal)]))
            }
        }
    }
}
