import A11yCore
import A11yEngine
import A11yRules
import Testing
import _A11yTestSupport
import A11yRuleKit

/// What the status-message and screen-change rules decide across files, and what they say.
struct AnnouncementRuleTests {
    private func findings(_ rule: any Rule.Type, _ code: String, context: [String] = []) -> [Finding] {
        ExampleAuditing.findings(of: rule, in: code, context: context)
    }

    private let presenter = """
        struct LibraryScreen: View {
            @State private var showToast = false
            var body: some View {
                ZStack {
                    Button("Download") { showToast = true }
                    if showToast { DownloadToast(text: "Downloaded") }
                }
            }
        }
        """

    @Test("A toast whose own type announces it, in another file, is told; one that does not is reported")
    func toastAnnouncedInItsOwnFile() {
        let announcing = """
            struct DownloadToast: View {
                let text: String
                var body: some View {
                    Text(text).onAppear { AccessibilityNotification.Announcement(text).post() }
                }
            }
            """
        let silent = """
            struct DownloadToast: View {
                let text: String
                var body: some View { Text(text) }
            }
            """
        #expect(findings(StatusMessageNotAnnouncedRule.self, presenter, context: [announcing]).isEmpty)
        let found = findings(StatusMessageNotAnnouncedRule.self, presenter, context: [silent])
        #expect(found.map(\.message) == [
            "This message ('DownloadToast') appears by itself and nothing here announces it or moves focus to it: VoiceOver users do not hear it"
        ])
        #expect(found.first?.criterion?.description == "snackbar#announced")
    }

    @Test("An app view shown when an error is set is a review item, even in a form; a red Text there is a defect")
    func appViewShownOnError() {
        let found = findings(StatusMessageNotAnnouncedRule.self, """
            struct ServerStep: View {
                @State private var address = ""
                @State private var connectError: String?
                @State private var addressError: String?
                var body: some View {
                    Form {
                        TextField("Server address", text: $address)
                        if let connectError {
                            FooterNote(symbol: "xmark") { connectError.styled }
                        }
                        if let addressError { Text(addressError).foregroundStyle(.red) }
                    }
                }
            }
            """)
        #expect(found.map(\.span.start.line) == [9, 11], "\(found.map(\.message))")
        #expect(found.map(\.kind) == [.review, .defect])
    }

    @Test("Moving VoiceOver focus to the message counts; moving keyboard focus to a field does not")
    func focusKinds() {
        let voiceOverFocus = """
            final class DownloadToast: UIView {
                func didAppear() { UIAccessibility.post(notification: .layoutChanged, argument: self) }
            }
            """
        let focusWithoutElement = """
            final class DownloadToast: UIView {
                func didAppear() { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
            }
            """
        #expect(findings(StatusMessageNotAnnouncedRule.self, presenter, context: [voiceOverFocus]).isEmpty)
        #expect(findings(StatusMessageNotAnnouncedRule.self, presenter, context: [focusWithoutElement]).count == 1)

        let form = """
            struct LoginForm: View {
                enum Field { case email }
                @State private var email = ""
                @State private var loginError: String?
                @FocusState private var focused: Field?
                var body: some View {
                    Form {
                        TextField("Email", text: $email).focused($focused, equals: .email)
                        if let loginError { Text(loginError) }
                        Button("Sign in") { loginError = "Wrong password"; focused = .email }
                    }
                }
            }
            """
        let found = findings(StatusMessageNotAnnouncedRule.self, form)
        #expect(found.count == 1)
        #expect(found.first?.criterion?.description == "field-errors#errors-announced")
    }

    @Test("UIKit form errors: one finding per place that shows them; never for a guard on a field's text or setup-only code")
    func uiKitFormErrors() {
        let code = """
            final class SignInViewController: UIViewController {
                @IBOutlet var emailField: UITextField!
                @IBOutlet var errorLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    showStartupError()
                }
                func showStartupError() { errorLabel.isHidden = false }
                func submit() {
                    guard let email = emailField.text else {
                        errorLabel.isHidden = false
                        return
                    }
                    service.signIn(email) { failed in
                        self.errorLabel.text = "Sign-in failed"
                        self.errorLabel.isHidden = false
                    }
                }
            }
            """
        let found = findings(StatusMessageNotAnnouncedRule.self, code)
        #expect(found.map(\.span.start.line) == [15])
        #expect(found.first?.message.hasPrefix("This error ('errorLabel') is shown here") == true)
    }

    @Test("AppKit files are left to AppKit's own announcement calls")
    func appKitFilesAreSkipped() {
        let code = """
            import AppKit
            final class ExportController {
                func showToast(in hostView: NSView) { hostView.addSubview(toastView) }
            }
            """
        #expect(findings(StatusMessageNotAnnouncedRule.self, code).isEmpty)
        #expect(findings(StatusMessageNotAnnouncedRule.self, code.replacingOccurrences(of: "import AppKit", with: "import Cocoa")).isEmpty)
        // The same code without the import is read as UIKit.
        #expect(findings(StatusMessageNotAnnouncedRule.self, code.replacingOccurrences(of: "import AppKit\n", with: "")).count == 1)
    }

    @Test("A UIKit screen swap is told by a post on its own path, not by one elsewhere in the type")
    func screenSwapToldOnItsPath() {
        let swap = """
            final class ShellController: UIViewController {
                func replaceContent(with next: UIViewController) {
                    children.first?.removeFromParent()
                    addChild(next)
                    view.addSubview(next.view)
                    CALL
                }
                func focusTitle() { UIAccessibility.post(notification: .screenChanged, argument: titleLabel) }
            }
            """
        #expect(findings(ScreenChangeNotAnnouncedRule.self, swap.replacingOccurrences(of: "CALL", with: "focusTitle()")).isEmpty)
        let found = findings(ScreenChangeNotAnnouncedRule.self, swap.replacingOccurrences(of: "CALL", with: ""))
        #expect(found.map(\.span.start.line) == [5])
        #expect(found.first?.criterion?.description == "focus#initial-focus")
    }

    @Test("A SwiftUI root switch is told when the view sets a VoiceOver focus state, in any file")
    func swiftUISwitchToldElsewhere() {
        let root = """
            struct RootView: View {
                @Environment(Session.self) private var session
                var body: some View {
                    switch session.state {
                    case .signedIn: HomeScreen()
                    case .signedOut: SignInScreen()
                    }
                }
            }
            """
        let focusing = """
            extension RootView {
                struct Title: View {
                    @AccessibilityFocusState var focused: Bool
                    var body: some View { Text("Home").accessibilityFocused($focused).onAppear { focused = true } }
                }
            }
            extension RootView {
                func moveFocus() { AccessibilityNotification.ScreenChanged(nil).post() }
            }
            """
        #expect(findings(ScreenChangeNotAnnouncedRule.self, root).count == 1)
        #expect(findings(ScreenChangeNotAnnouncedRule.self, root, context: [focusing]).isEmpty)
    }

    @Test("Overlay windows, windows made in place and children covering part of a screen are not screen changes")
    func notScreenChanges() {
        let code = """
            final class BannerCenter {
                private var bannerWindow: UIWindow?
                var window: UIWindow?
                func show() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = BannerViewController()
                    window?.windowLevel = .alert
                }
            }
            final class ListController: UIViewController {
                func showEmptyState() {
                    children.first?.removeFromParent()
                    addChild(emptyStateViewController)
                    view.addSubview(emptyStateViewController.view)
                }
            }
            """
        #expect(findings(ScreenChangeNotAnnouncedRule.self, code).isEmpty)
    }
}
