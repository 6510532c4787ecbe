import A11yCore
import A11yRuleKit

/// The examples that specify `CustomPresentationNotModalRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension CustomPresentationNotModalRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The styled navigation controller is made the child of a holder presented with the default style; only the
        // tvOS build presents it itself.
        RuleExample("""
            final class ArcadeViewController: UIViewController {
                func openTricks() {
                    let nav = UINavigationController(rootViewController: TrickListController())
                    nav.modalPresentationStyle = .overCurrentContext
                    #if os(iOS)
                    let holder = UIViewController()
                    holder.addChild(nav)
                    holder.view.addSubview(nav.view)
                    present(holder, animated: true)
                    #endif
                    #if os(tvOS)
                    present(nav, animated: true)
                    #endif
                }
            }
            final class TrickListController: UITableViewController {}
            """),
        // The holder's view confines VoiceOver, set where the panel is laid on it.
        RuleExample("""
            final class ArcadeViewController: UIViewController {
                func openPause() {
                    let holder = UIViewController()
                    holder.modalPresentationStyle = .overFullScreen
                    let panel = PausePanel(frame: holder.view.bounds)
                    holder.view.addSubview(panel)
                    holder.view.accessibilityViewIsModal = true
                    present(holder, animated: true)
                }
            }
            final class PausePanel: UIView {}
            """),
        // A gallery that styles itself over the full screen, but is only ever made the first page of a navigation
        // controller, which is presented full screen: the gallery's own style is never used.
        RuleExample("""
            final class GalleryPagesController: UIPageViewController {
                init() {
                    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    modalPresentationStyle = .overFullScreen
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, context: ["""
            enum GalleryFactory {
                static func make() -> UINavigationController {
                    let pages = GalleryPagesController()
                    let navigation = UINavigationController()
                    navigation.viewControllers = [pages]
                    navigation.modalPresentationStyle = .fullScreen
                    return navigation
                }
            }
            """]),
        // An app type that happens to share the image viewer library's name, in a file that does not import it.
        RuleExample("""
            import UIKit

            final class ReceiptViewController: UIViewController {
                func showScan(_ scan: UIImage) {
                    let viewer = Agrume(image: scan)
                    viewer.show(from: self)
                }
            }
            """),
        // Given an over-full-screen style, then pushed: a navigation stack never reads the style.
        RuleExample("""
            final class HelpFlow {
                let navigation: UINavigationController
                let help = HelpViewController()
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    help.modalPresentationStyle = .overFullScreen
                    help.modalTransitionStyle = .crossDissolve
                    navigation.pushViewController(help, animated: true)
                }
            }
            """),
        // Built empty and filled in the same place with a controller that marks its view modal.
        RuleExample(
            """
            enum BackupFlow {
                static func start(from host: UIViewController) {
                    let navigation = UINavigationController()
                    navigation.modalPresentationStyle = .overFullScreen
                    navigation.viewControllers = [BackupIntroViewController()]
                    host.present(navigation, animated: true)
                }
            }
            """,
            context: ["""
                final class BackupIntroViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.accessibilityViewIsModal = true
                    }
                }
                """]),
        // A controller of unknown class named as a system one (a share sheet), and one marked modal at the site.
        RuleExample("""
            final class ArticleActions {
                func share(from host: UIViewController) {
                    let shareController = Sharing.makeController(for: article)
                    shareController.modalPresentationStyle = .overFullScreen
                    host.present(shareController, animated: true)
                }
                func askRating(from host: UIViewController) {
                    let ratingSheet = RatingFlow.makeSheet()
                    ratingSheet.modalPresentationStyle = .overFullScreen
                    ratingSheet.view.accessibilityViewIsModal = true
                    host.present(ratingSheet, animated: true)
                }
            }
            """),
        // An empty host presented only to present the share sheet from.
        RuleExample(
            """
            enum Sharing {
                static func share(_ items: [Any], from presenter: UIViewController) {
                    let host = ShareHostController()
                    host.modalPresentationStyle = .overFullScreen
                    let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
                    presenter.present(host, animated: false) { host.present(sheet, animated: true) }
                }
            }
            """,
            context: ["final class ShareHostController: UIViewController {}"]),
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
        // A system photo picker given the over-full-screen style, whose view the presenting code marks modal.
        RuleExample("""
            final class ComposeViewController: UIViewController {
                func pickPhotos() {
                    let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                    picker.modalPresentationStyle = .overFullScreen
                    picker.view.accessibilityViewIsModal = true
                    present(picker, animated: true)
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
        // The wrapper marks what it presents, so a controller of unknown type is covered.
        RuleExample(
            """
            final class LibraryViewController: UIViewController {
                func showDetails(_ detailController: UIViewController) { present(asPanel: detailController, animated: true) }
            }
            """,
            context: [
                """
                extension UIViewController {
                    func present(asPanel controller: UIViewController, animated: Bool) {
                        controller.modalPresentationStyle = .custom
                        controller.view.accessibilityViewIsModal = true
                        present(controller, animated: animated)
                    }
                }
                """,
            ]),
        // A name that does not read as a controller is not guessed at.
        RuleExample(
            """
            final class LibraryViewController: UIViewController {
                func showDetails(_ item: UIViewController) { present(asPanel: item, animated: true) }
            }
            """,
            context: [
                ModalExamples.panelWrapper,
            ]),
        // Without the library's import, `ImageViewer` is the app's own type.
        RuleExample(
            """
            final class GalleryViewController: UIViewController {
                func open(_ picture: UIImageView) { ImageViewer.show(picture, presentingVC: self) }
            }
            """),
        // The drawer's content marks itself modal.
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
            context: ["""
                final class CurrencyListViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.accessibilityViewIsModal = true
                    }
                }
                """]),
        RuleExample(
            """
            import PanModal

            final class TripViewController: UIViewController {
                func showSeats() { presentPanModal(SeatMapViewController()) }
            }
            """,
            context: ["""
                final class SeatMapViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.accessibilityViewIsModal = true
                    }
                }
                """]),
        // The same panel added as a child of the screen: no presentation, no backdrop.
        RuleExample(
            """
            import FloatingPanel
            import UIKit

            final class MapViewController: UIViewController {
                func showDetails() {
                    let panel = FloatingPanelController()
                    panel.set(contentViewController: PlaceDetailsViewController())
                    panel.addPanel(toParent: self)
                }
            }
            """,
            context: ["final class PlaceDetailsViewController: UIViewController {}"]),
        // A lasting panel of the screen: laid beside the content as a child where there is room, presented only on a
        // narrow screen. It is part of the screen, not a modal over it.
        RuleExample("""
            import FloatingPanel
            import UIKit

            final class RoutePreviewController: UIViewController {
                private let panel = FloatingPanelController()
                func showSteps(compact: Bool) {
                    if compact {
                        present(panel, animated: true)
                    } else {
                        panel.addPanel(toParent: self, animated: true)
                    }
                }
            }
            """),
        // The app's subclass of the library's panel marks every panel built from it modal.
        RuleExample("""
            import FloatingPanel
            import UIKit

            class TripPanelController: FloatingPanelController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.accessibilityViewIsModal = true
                }
            }
            """),
        // A subclass of the app's own class that happens to share the library's name.
        RuleExample(
            """
            import UIKit

            class TripPanelController: FloatingPanelController {}
            """,
            context: ["class FloatingPanelController: UIViewController {}"]),
        // An app's own class of the same name is not the library's.
        RuleExample(
            """
            import UIKit

            final class SignRequestCoordinator {
                let presenter: UIViewController
                init(presenter: UIViewController) { self.presenter = presenter }
                func start() {
                    presenter.present(FloatingPanelController(), animated: true)
                }
            }
            """,
            context: ["final class FloatingPanelController: UIViewController {}"]),
        // A HUD the app built itself under the library's name (no module import): the app's own type decides.
        RuleExample(
            """
            import UIKit

            final class ArchiveExportController: UIViewController {
                private lazy var exportHUD = MBProgressHUD(view: view)
                func exportArchive() {
                    exportHUD.show(animated: true)
                }
            }
            """,
            context: ["final class MBProgressHUD: UIView { init(view: UIView) { super.init(frame: view.bounds) }; func show(animated: Bool) {} }"]),
        // The same call without the library imported: the app's own helper, whose code decides.
        RuleExample("""
            import UIKit

            final class MessageCell: UITableViewCell {
                private let photoView = UIImageView()
                func configure(with message: Message) {
                    photoView.setupImageViewer(options: [])
                }
            }
            """),
        // The HUD set to let touches reach the screen: a status, not a cover.
        RuleExample("""
            import MBProgressHUD
            import UIKit

            final class ArchiveExportController: UIViewController {
                private lazy var exportHUD: MBProgressHUD = MBProgressHUD(view: view)
                func exportArchive() {
                    exportHUD.isUserInteractionEnabled = false
                    exportHUD.show(animated: true)
                }
            }
            """),
        // An alert controller of the app's own, in a file that does not import the alert library: not the library's.
        RuleExample("""
            import UIKit

            final class PrivacyLevelController: UIViewController {
                func confirmCustomLevel() {
                    let alert = AlertController(title: "Custom level", message: nil)
                    present(alert, animated: true)
                }
            }
            """),
        // A menu presented by an app that declares its own `ContextMenu`: the library is not in use.
        RuleExample(
            """
            final class InboxViewController: UIViewController {
                @objc func chooseFilter() {
                    ContextMenu.shared.show(sourceViewController: self, viewController: FilterMenuController())
                }
            }
            """,
            context: [
                "final class FilterMenuController: UIViewController {}",
                "final class ContextMenu { static let shared = ContextMenu(); func show(sourceViewController: UIViewController, viewController: UIViewController) {} }",
            ]),
        // The same HUD in text mode, hidden after a set delay: a passing message.
        RuleExample("""
            import MBProgressHUD
            import UIKit

            extension UIViewController {
                func showCopied() {
                    let hud = MBProgressHUD.showAdded(to: view, animated: true)
                    hud.mode = .text
                    hud.label.text = "Copied"
                    hud.hide(animated: true, afterDelay: 1.5)
                }
            }
            """),
        // A HUD library's view set to let touches through, and one taken away a moment after it shows: messages.
        RuleExample("""
            import JGProgressHUD
            import UIKit

            final class VaultViewController: UIViewController {
                private let noticeHUD = JGProgressHUD(style: .light)
                private let savedHUD = JGProgressHUD(style: .dark)
                func confirmCopy() {
                    noticeHUD.interactionType = .blockNoTouches
                    noticeHUD.textLabel.text = "Code copied"
                    noticeHUD.show(in: view)
                }
                func confirmSave() {
                    savedHUD.textLabel.text = "Saved"
                    savedHUD.show(in: view)
                    savedHUD.dismiss(afterDelay: 1)
                }
            }
            """),
        // The style is given to a controller that then goes inside a container: the container is what is presented.
        RuleExample(
            """
            final class PayoutViewController: UIViewController {
                func chooseAccount() {
                    let chooser = AccountChooserViewController()
                    chooser.modalPresentationStyle = .overFullScreen
                    let card = CardContainerController(content: chooser)
                    present(card, animated: true)
                }
            }
            """,
            context: ["final class AccountChooserViewController: UIViewController {}"]),
    ]

    static let triggeringExamples: [RuleExample] = [
        // A plain controller made to hold the app's pause panel, presented over the running game; and a navigation
        // controller from a storyboard presented over the library from an action sheet's handler.
        RuleExample("""
            final class ArcadeViewController: UIViewController {
                func openPause() {
                    let holder = UIViewController()
                    ↓holder.modalPresentationStyle = .overFullScreen
                    holder.view.backgroundColor = .clear
                    let panel = PausePanel(frame: holder.view.bounds)
                    holder.view.addSubview(panel)
                    present(holder, animated: true)
                }
                func offerSlots() {
                    let sheet = UIAlertController(title: "Cartridge", message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Saved slots", style: .default) { _ in
                        guard let nav = UIStoryboard(name: "Slots", bundle: nil).instantiateInitialViewController() as? UINavigationController else { return }
                        ↓nav.modalPresentationStyle = .overCurrentContext
                        self.present(nav, animated: true)
                    })
                    present(sheet, animated: true)
                }
            }
            final class PausePanel: UIView {}
            """),
        // A system photo picker, which fills the screen, given the over-full-screen style: the screen stays beneath it,
        // and whether the picker confines VoiceOver is out of sight (a result to review).
        RuleExample("""
            final class ComposeViewController: UIViewController {
                func pickPhotos() {
                    let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                    ↓picker.modalPresentationStyle = .overFullScreen
                    present(picker, animated: true)
                }
            }
            """),
        // The app's own subclass of a panel library's controller inherits its custom style over a backdrop; every
        // panel built from it leaves the screen behind reachable. Reported once, where the subclass is declared.
        RuleExample("""
            import FloatingPanel
            import UIKit

            class TripPanelController: ↓FloatingPanelController {
                init() {
                    super.init(delegate: nil)
                    isRemovalInteractionEnabled = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class TripListViewController: UIViewController {
                func showFilters() {
                    let panel = TripPanelController()
                    panel.set(contentViewController: TripFiltersViewController())
                    present(panel, animated: true)
                }
            }

            final class TripFiltersViewController: UIViewController {}
            """),
        // A viewer that gives itself a custom style and offers sharing from a button: a screen with a share action,
        // not a host presented only to show the share sheet.
        RuleExample("""
            final class GalleryViewer: UIViewController {
                init(photos: [UIImage]) {
                    super.init(nibName: nil, bundle: nil)
                    setUp()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setUp() {
                    ↓modalPresentationStyle = .custom
                    modalTransitionStyle = .crossDissolve
                }
                @objc func shareTapped() {
                    present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                }
            }
            """),
        // A library image viewer that presents itself with a custom style over the screen, shown from a helper.
        RuleExample("""
            import Agrume
            import UIKit

            final class ReceiptViewController: UIViewController {
                func showScan(_ scan: UIImage) {
                    let viewer = Agrume(image: scan)
                    ↓viewer.show(from: self)
                }
            }
            """),
        // The app's helper that hosts a view and takes the style from its caller: called with a style that leaves the
        // screen behind reachable, a custom presentation of the view it hosts; called with a sheet style, not.
        RuleExample("""
            extension View {
                func present<Content: View>(style: UIModalPresentationStyle = .automatic, @ViewBuilder builder: () -> Content) {
                    let host = UIHostingController(rootView: builder())
                    host.modalPresentationStyle = style
                    host.view.backgroundColor = .clear
                    UIApplication.shared.topController?.present(host, animated: true)
                }
                func showConfirm() { present(style: .overCurrentContext) ↓{ ConfirmSheet() } }
                func showHelp() { present(style: .pageSheet) { HelpPage() } }
            }
            """),
        // A factory makes an empty navigation controller over the full screen; its callers fill it.
        RuleExample("""
            enum BackupFlow {
                static func start(from host: UIViewController) {
                    let navigation = makeNavigation()
                    navigation.viewControllers = [BackupIntroViewController()]
                    host.present(navigation, animated: true)
                }
                private static func makeNavigation() -> UINavigationController {
                    let navigation = UINavigationController()
                    ↓navigation.modalPresentationStyle = .overFullScreen
                    return navigation
                }
            }
            """),
        // A router that picks the style from an option: only the option that sets an over-the-screen style
        // counts, whatever the controller handed over is typed as.
        RuleExample(
            """
            final class LibraryRouter: Router {
                func openTips() { route(to: TipsViewController(), as: .push) }
                func openWelcome(flow: WelcomeFlow) { route(to: ↓flow.rootController, as: .fadeOver) }
            }
            """,
            context: [
                """
                enum Transition { case push, fadeOver }
                class Router {
                    let navigation = UINavigationController()
                    func route(to controller: UIViewController, as transition: Transition) {
                        switch transition {
                        case .push:
                            navigation.pushViewController(controller, animated: true)
                        case .fadeOver:
                            controller.modalPresentationStyle = .overFullScreen
                            controller.modalTransitionStyle = .crossDissolve
                            navigation.present(controller, animated: true)
                        }
                    }
                }
                """,
                "final class TipsViewController: UIViewController {}",
            ]),
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
        // Handed over as a plain view controller: the wrapper's own code is judged.
        RuleExample(
            """
            final class LibraryViewController: UIViewController {
                func showDetails(_ detailController: UIViewController) { present(asPanel: ↓detailController, animated: true) }
                func showMenu(for book: Book) {
                    if let menuController = BookActions.menuController(for: book) {
                        present(asPanel: ↓menuController, animated: true)
                    }
                }
            }
            """,
            context: [
                ModalExamples.panelWrapper,
            ]),
        RuleExample(
            """
            import ImageViewer

            final class GalleryViewController: UIViewController {
                func open(_ picture: UIImageView) { ↓ImageViewer.show(picture, presentingVC: self) }
            }
            """),
        RuleExample(
            """
            import WordPressUI

            final class StoreViewController: UIViewController {
                func chooseCurrency() {
                    let sheet = BottomSheetViewController(childViewController: CurrencyListViewController())
                    ↓sheet.show(from: self)
                }
            }
            """,
            context: ["final class CurrencyListViewController: UIViewController {}"]),
        RuleExample(
            """
            import PanModal

            final class TripViewController: UIViewController {
                func showSeats() { presentPanModal(↓SeatMapViewController()) }
            }
            """,
            context: ["final class SeatMapViewController: UIViewController {}"]),
        // The style is set on a controller whose class the code does not name, then handed to a router.
        RuleExample("""
            final class CheckoutCoordinator {
                let router: Router
                func askForTip() {
                    let tipSheet = TipFlow.makeSheet()
                    ↓tipSheet.modalPresentationStyle = .overFullScreen
                    tipSheet.view.backgroundColor = .clear
                    router.show(tipSheet)
                }
            }
            """),
        // A hosting controller whose root view is built first, then presented over the screen.
        RuleExample(
            """
            final class ReceiptPresenter {
                func show(from host: UIViewController) {
                    let card = ReceiptCard()
                    let controller = UIHostingController(rootView: card)
                    ↓controller.modalPresentationStyle = .overCurrentContext
                    host.present(controller, animated: true)
                }
            }
            """,
            context: ["struct ReceiptCard: View { var body: some View { Text(\"Paid\") } }"]),
        // The class forces its own style through the property: every presentation of it is over the screen.
        RuleExample("""
            final class ActionSheetController: UIViewController {
                override var ↓modalPresentationStyle: UIModalPresentationStyle {
                    get { .custom }
                    set {}
                }
            }
            """),
        // The library presents the controller itself.
        RuleExample("""
            import PanModal
            final class TipJarController: UIViewController {
                func show(from host: UIViewController) { host.presentPanModal(↓self) }
            }
            """),
        // A library controller that gives itself a custom style over a backdrop, handed the app's list.
        ModalExamples.floatingPanelSheet,
        // The panel kept in a typed property, in a file that reaches the library through an app module that
        // re-exports it.
        RuleExample(
            """
            import UIKit
            import WalletKit

            final class SignRequestCoordinator {
                let presenter: UIViewController
                init(presenter: UIViewController) { self.presenter = presenter }
                private lazy var panel: FloatingPanelController = {
                    let panel = FloatingPanelController()
                    panel.set(contentViewController: SignRequestViewController())
                    return panel
                }()
                func start() {
                    ↓presenter.present(panel, animated: true)
                }
            }
            """,
            context: ["final class SignRequestViewController: UIViewController {}"]),
        // A progress HUD the size of the screen, which takes every touch while it spins.
        RuleExample("""
            import MBProgressHUD
            import UIKit

            extension UIViewController {
                func showBusy() {
                    let hud = ↓MBProgressHUD.showAdded(to: view, animated: true)
                    hud.label.text = "Importing…"
                }
            }
            """),
        // The HUD library reached through a bridging header (no Swift import), built in a lazy property and shown
        // later: it takes every touch while the archive is written.
        RuleExample("""
            import UIKit

            final class ArchiveExportController: UIViewController {
                private lazy var exportHUD: MBProgressHUD = {
                    let hud = MBProgressHUD(view: view)
                    hud.mode = .determinate
                    view.addSubview(hud)
                    return hud
                }()
                func exportArchive() {
                    ↓exportHUD.show(animated: true)
                }
            }
            """),
        // The same HUD hidden a moment after the work's completion handler runs: it covers the screen while the
        // bookmarks sync, however briefly it lingers afterwards.
        RuleExample("""
            import UIKit

            final class BookmarkSyncController: UIViewController {
                func syncNow() {
                    let hud = ↓MBProgressHUD.showAdded(to: view, animated: true)
                    BookmarkStore.sync { _ in
                        hud.mode = .customView
                        hud.hide(animated: true, afterDelay: 1)
                    }
                }
            }
            """),
        // A controller laid over the screen on phones only (`isPhone ? .overFullScreen : .formSheet`).
        RuleExample(
            """
            final class BrowserViewController: UIViewController {
                func showWidgetTour() {
                    let tour = WidgetTourController()
                    ↓tour.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .overFullScreen : .formSheet
                    present(tour, animated: true)
                }
            }
            """,
            context: ["final class WidgetTourController: UIViewController {}"]),
        // An image view set up so that a tap presents a library's full-screen carousel with a custom style.
        RuleExample("""
            import ImageViewer_swift
            import UIKit

            final class MessageCell: UITableViewCell {
                private let photoView = UIImageView()
                func configure(with message: Message) {
                    photoView.image = message.image
                    ↓photoView.setupImageViewer(options: [.theme(.dark)])
                }
            }
            """),
        // An alert look-alike from a library that presents itself with a custom style over a dimming view.
        RuleExample("""
            import SDCAlertView
            import UIKit

            final class PrivacyLevelController: UIViewController {
                func confirmCustomLevel() {
                    let alert = AlertController(title: nil, message: nil)
                    alert.contentView.addSubview(UIImageView(image: UIImage(named: "shield")))
                    alert.addAction(AlertAction(title: "Keep", style: .normal))
                    ↓present(alert, animated: true)
                }
            }
            """),
        // A menu library that presents the app's controller with a custom style over a dimming layer, called on its
        // shared instance or through its view controller extension (usable without importing it in this file).
        RuleExample(
            """
            import ContextMenu
            import UIKit

            final class InboxViewController: UIViewController {
                @objc func chooseFilter() {
                    ContextMenu.shared.show(sourceViewController: self, viewController: ↓FilterMenuController(), options: ContextMenu.Options())
                }
                @objc func showReleaseNotes() {
                    showContextualMenu(↓ReleaseNotesController())
                }
            }
            """,
            context: ["final class FilterMenuController: UIViewController {}", "final class ReleaseNotesController: UIViewController {}"]),
        // A HUD library's view, built where the screen declares it and shown from another file's extension: it takes
        // every touch while the keys are made, and VoiceOver still reaches the screen behind it.
        RuleExample("""
            import JGProgressHUD
            import UIKit

            extension TunnelSettingsViewController {
                func keysStarted() {
                    busyHUD.textLabel.text = "Making keys…"
                    ↓busyHUD.show(in: view)
                }
            }
            """),
    ]
}
