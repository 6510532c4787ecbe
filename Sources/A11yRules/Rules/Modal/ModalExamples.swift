import A11yCore
import A11yRuleKit

/// Example code shared by several modal rules: look-alikes every one of them must leave alone.
enum ModalExamples {
    /// A FloatingPanel sheet presented with the library's defaults: not marked modal, and no escape.
    /// A splash view that draws a gradient over its content while active and makes the content fully transparent
    /// meanwhile: out of VoiceOver's reach, and gone by itself.
    static let welcomeSplash = RuleExample("""
        struct WelcomeSplash<Content: View>: View {
            @Binding var isActive: Bool
            let content: Content
            var body: some View {
                ZStack {
                    content.opacity(isActive ? 0 : 1)
                    if isActive {
                        LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
                            .ignoresSafeArea()
                    }
                }
            }
        }
        """)

    static let floatingPanelSheet = RuleExample(
        """
        import FloatingPanel
        import UIKit

        final class WalletCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showActions() {
                let panel = FloatingPanelController()
                panel.set(contentViewController: WalletActionsViewController())
                ↓navigationController.present(panel, animated: true)
            }
        }
        """,
        context: ["final class WalletActionsViewController: UIViewController {}"])

    /// The app's own dialog card, which lays its dimming layer over the whole screen: a component other
    /// examples show, wrap or return from helpers.
    static let dimmedCard = """
        struct DimmedCard<Inner: View>: View {
            @ViewBuilder let inner: Inner
            var body: some View {
                ZStack {
                    Color.black.opacity(0.45).edgesIgnoringSafeArea(.all)
                    VStack { inner }.padding().background(Color.white)
                }
            }
        }
        """

    /// The app's own modifier that sends VoiceOver focus to the view it is applied to when it appears.
    static let focusOnAppearModifier = """
        extension View {
            func voiceOverFocusOnAppear() -> some View { modifier(FocusOnAppear()) }
        }
        struct FocusOnAppear: ViewModifier {
            @AccessibilityFocusState private var focused: Bool
            func body(content: Content) -> some View {
                content.accessibilityFocused($focused).onAppear { focused = true }
            }
        }
        """

    /// A window that lets touches through, and one made only to present a system alert from.
    static let windowLookAlikes: [RuleExample] = [
        RuleExample("""
            final class SyncStatusPresenter {
                private var statusWindow: UIWindow?
                func showStatus(in scene: UIWindowScene) {
                    statusWindow = UIWindow(windowScene: scene)
                    statusWindow?.isUserInteractionEnabled = false
                    statusWindow?.makeKeyAndVisible()
                }
            }
            """),
        RuleExample("""
            final class CrashReporter {
                private var alertWindow: UIWindow?
                func askToSend(in scene: UIWindowScene) {
                    alertWindow = UIWindow(windowScene: scene)
                    alertWindow?.rootViewController = UIViewController()
                    alertWindow?.makeKeyAndVisible()
                    let alert = UIAlertController(title: "Send report?", message: nil, preferredStyle: .alert)
                    alertWindow?.rootViewController?.present(alert, animated: true)
                }
            }
            """),
        // The app's own window, taken from its scene, shown again.
        RuleExample("""
            final class SceneWindows {
                private var appWindow: UIWindow?
                func restore(in scene: UIWindowScene) {
                    appWindow = scene.keyWindow
                    appWindow?.isHidden = false
                }
            }
            """),
        // A window class that passes touches to the windows beneath it.
        RuleExample("""
            final class ToastLayer {
                private var layerWindow: UIWindow?
                func install(in scene: UIWindowScene) {
                    layerWindow = ClickThroughWindow(windowScene: scene)
                    layerWindow?.isHidden = false
                }
            }
            private final class ClickThroughWindow: UIWindow {
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    let hit = super.hitTest(point, with: event)
                    return hit == rootViewController?.view ? nil : hit
                }
            }
            """),
        // Shown in place of the app's window, which is hidden: a replacement, not an overlay.
        RuleExample("""
            final class CallScreens {
                private var appWindow: UIWindow?
                private var callWindow: UIWindow?
                func showCall(in scene: UIWindowScene) {
                    callWindow = UIWindow(windowScene: scene)
                    callWindow?.isHidden = false
                    appWindow?.isHidden = true
                }
            }
            """),
    ]

    /// An app wrapper that presents any controller as a panel, with a custom style and nothing more.
    static let panelWrapper = """
        extension UIViewController {
            func present(asPanel controller: UIViewController, animated: Bool) {
                controller.modalPresentationStyle = .custom
                present(controller, animated: animated)
            }
        }
        """
}
