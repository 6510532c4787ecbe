import A11yCore
import A11yRuleKit

/// The examples that specify `ScreenChangeNotAnnouncedRule`: code that must stay quiet, and code with `↓`
/// where each finding lands. `RuleExampleTests` runs them all.
extension ScreenChangeNotAnnouncedRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The same choice read from a build setting (a type's static member): fixed while the view shows, so the two
        // branches are two builds of one screen.
        RuleExample("""
            struct AppRoot: View {
                var body: some View {
                    if ReleaseSwitches.ready {
                        library
                    } else {
                        RegistrationView()
                    }
                }
                var library: some View { LibraryScreen() }
            }
            """),
        // A badge that switches between two views of its own on the same state: part of a screen, not a screen.
        RuleExample("""
            struct LinkBadge: View {
                @ObservedObject var link: DeviceLink
                var body: some View {
                    if link.isConnected {
                        OnlineBadge()
                    } else {
                        OfflineBadge()
                    }
                }
            }
            """),
        // The tab bar already at the root, set back once its launch fade ends: the screen does not change.
        RuleExample("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func finishLaunchFade() {
                    guard let tabs = currentTabs() else { return }
                    tabs.view.alpha = 1
                    window?.rootViewController = tabs
                }
                private func currentTabs() -> UITabBarController? {
                    window?.rootViewController as? UITabBarController
                }
            }
            """),
        // Parts named for onboarding chosen by appearance, and a catalogue whose every page is a screen: no gate.
        RuleExample("""
            struct WelcomeBackdrop: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    if colorScheme == .dark { OnboardingGlow() } else { Image("onboarding-light") }
                }
            }
            enum CatalogPage: View {
                case colors, fonts
                var body: some View {
                    switch self {
                    case .colors: ColorsScreen()
                    case .fonts: FontsScreen()
                    }
                }
            }
            """),
        // The new root is announced as a new screen.
        RuleExample("""
            final class SessionRouter {
                var window: UIWindow?
                func didSignOut() {
                    let login = SignInViewController()
                    window?.rootViewController = login
                    UIAccessibility.post(notification: .screenChanged, argument: login.view)
                }
            }
            """),
        // The first root, set while the scene connects.
        RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    window.rootViewController = LibraryViewController()
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """),
        // A helper that makes a new window on every call shows it for the first time.
        RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func show(_ screen: UIViewController) {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = screen
                    window?.makeKeyAndVisible()
                }
            }
            """),
        // A child embedded once when the screen loads.
        RuleExample("""
            final class PlayerScreen: UIViewController {
                private let controls = PlaybackControlsViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(controls)
                    view.addSubview(controls.view)
                    controls.didMove(toParent: self)
                }
            }
            """),
        // A push: UIKit moves VoiceOver to the new screen by itself.
        RuleExample("""
            final class InboxViewController: UIViewController {
                func open(_ message: Message) {
                    navigationController?.pushViewController(MessageViewController(message: message), animated: true)
                }
            }
            """),
        // A swap that posts the change once the transition ends.
        RuleExample("""
            final class StepContainer: UIViewController {
                private var current: UIViewController?
                func showStep(_ next: UIViewController) {
                    guard let current else { return }
                    addChild(next)
                    transition(from: current, to: next, duration: 0.25, options: .transitionCrossDissolve, animations: nil) { _ in
                        current.removeFromParent()
                        next.didMove(toParent: self)
                        UIAccessibility.post(notification: .screenChanged, argument: next.view)
                    }
                    self.current = next
                }
            }
            """),
        // A function that switches to the tab it is given, under a segmented control that keeps VoiceOver's focus.
        RuleExample("""
            final class RecipeSidebarController: UIViewController {
                enum Section { case ingredients, steps }
                private var shown: UIViewController?
                func show(tab section: Section) {
                    shown?.view.removeFromSuperview()
                    shown?.removeFromParent()
                    let next: UIViewController = section == .ingredients ? IngredientsViewController() : StepsViewController()
                    addChild(next)
                    view.addSubview(next.view)
                    next.didMove(toParent: self)
                    shown = next
                }
            }
            """),
        // States of one screen's content: VoiceOver stays in the screen.
        RuleExample("""
            struct OrdersScreen: View {
                @State private var model = OrdersModel()
                var body: some View {
                    switch model.state {
                    case .loading: ProgressView()
                    case .loaded(let orders): OrderList(orders: orders)
                    case .failed: RetryPanel(retry: model.reload)
                    }
                }
            }
            """),
        // The switch moves VoiceOver focus to the new screen's title.
        RuleExample("""
            struct RootView: View {
                @Environment(Session.self) private var session
                @AccessibilityFocusState private var titleFocused: Bool
                var body: some View {
                    Group {
                        if session.isSignedIn {
                            HomeScreen().accessibilityFocused($titleFocused)
                        } else {
                            SignInScreen()
                        }
                    }
                    .onChange(of: session.isSignedIn) { titleFocused = true }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // The connect screen gives way to the app once the device answers.
        RuleExample("""
            struct RemoteRoot: View {
                @ObservedObject var link: DeviceLink
                var body: some View {
                    ↓if link.isConnected {
                        DeviceDashboard()
                    } else {
                        DeviceConnectView(link: link)
                    }
                }
            }
            """),
        // The state's name says little; the screens it chooses between say it is the sign-up gate.
        RuleExample("""
            struct AppRoot: View {
                @EnvironmentObject var account: AccountStore
                var body: some View {
                    ↓if account.ready {
                        library
                    } else {
                        RegistrationView()
                    }
                }
                var library: some View { LibraryScreen() }
            }
            """),
        // A helper that makes the window only when there is none yet, then swaps its root on every call: after the
        // first screen, each call replaces the whole screen.
        RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func show(_ screen: UIViewController) {
                    if window == nil {
                        window = UIWindow(frame: UIScreen.main.bounds)
                    }
                    ↓window?.rootViewController = screen
                    window?.makeKeyAndVisible()
                }
            }
            """),
        // A splash root put up and replaced in the same code: only the last root is a screen anyone meets.
        RuleExample("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func openOrders(showingSplash: Bool, tabs: UITabBarController) {
                    if showingSplash {
                        window?.rootViewController = SplashViewController()
                    }
                    tabs.selectedIndex = 2
                    ↓window?.rootViewController = tabs
                }
            }
            """),
        // The same tab bar set back after choosing another tab: the screen changes all the same.
        RuleExample("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func openInbox() {
                    guard let tabs = window?.rootViewController as? UITabBarController else { return }
                    tabs.selectedIndex = 1
                    ↓window?.rootViewController = tabs
                }
            }
            """),
        // A new navigation root: its `rootViewController:` argument is not the window's root read back.
        RuleExample("""
            final class HomeRouter {
                var window: UIWindow?
                func showHome() {
                    let navigation = UINavigationController(rootViewController: HomeViewController())
                    ↓window?.rootViewController = navigation
                }
            }
            """),
        // Signing out swaps the root with nothing said to VoiceOver.
        RuleExample("""
            final class SessionRouter {
                var window: UIWindow?
                func didSignOut() {
                    ↓window?.rootViewController = SignInViewController()
                }
            }
            """),
        // A container that replaces its child when the content changes.
        RuleExample("""
            final class ContentContainer: UIViewController {
                private var child: UIViewController?
                func replaceContent(with next: UIViewController) {
                    child?.willMove(toParent: nil)
                    child?.view.removeFromSuperview()
                    child?.removeFromParent()
                    addChild(next)
                    ↓view.addSubview(next.view)
                    next.didMove(toParent: self)
                    child = next
                }
            }
            """),
        // UIKit's own child transition, with no post afterwards.
        RuleExample("""
            final class StepContainer: UIViewController {
                func showStep(_ next: UIViewController, after current: UIViewController) {
                    addChild(next)
                    ↓transition(from: current, to: next, duration: 0.25, options: .transitionCrossDissolve, animations: nil) { _ in
                        current.removeFromParent()
                        next.didMove(toParent: self)
                    }
                }
            }
            """),
        // A SwiftUI root that swaps screens as the session changes.
        RuleExample("""
            struct RootView: View {
                @Environment(Session.self) private var session
                var body: some View {
                    ↓switch session.state {
                    case .signedIn: HomeScreen()
                    case .signedOut: SignInScreen()
                    }
                }
            }
            """),
        // The same with an if and an else, inside a Group.
        RuleExample("""
            struct AppRoot: View {
                @AppStorage("hasOnboarded") private var hasOnboarded = false
                var body: some View {
                    Group {
                        ↓if hasOnboarded {
                            MainTabs()
                        } else {
                            OnboardingFlow()
                        }
                    }
                }
            }
            """),
    ]
}
