import A11yCore

/// Example code shared by several modal rules: look-alikes every one of them must leave alone.
enum ModalExamples {
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
