import A11yCore
import A11yRules
import Testing
import _A11yTestSupport
import A11yRuleKit

/// What the modal rules say: the missing piece by name, and no advice to trap focus in what does not block.
struct ModalMessageTests {
    @Test("No escape: the message names the VoiceOver gesture, and a class that handles the Escape key is told that is not it")
    func escapeNamesTheGesture() throws {
        let found = ExampleAuditing.findings(of: CustomModalNoEscapeRule.self, in: """
            final class WelcomeFlow {
                func start(from host: UIViewController) {
                    let tour = TourViewController()
                    tour.modalPresentationStyle = .overFullScreen
                    host.present(tour, animated: true)
                }
            }
            final class TourViewController: UIViewController {
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    if presses.first?.key?.keyCode == .keyboardEscape { dismiss(animated: true) }
                }
            }
            """)
        let finding = try #require(found.first)
        #expect(finding.message == "'TourViewController' is presented .overFullScreen, and the VoiceOver escape gesture (a two-finger scrub) cannot close it: it does not override accessibilityPerformEscape()")
        #expect(finding.notes.contains("'TourViewController' handles the Escape key of a hardware keyboard; VoiceOver's two-finger scrub does not send it, but calls accessibilityPerformEscape()."))
    }

    @Test("A controller the app does not declare, presented over the full screen, is a review item; the app's own is a defect, and quiet once it marks its view modal")
    func undeclaredPresentedControllerIsReviewed() throws {
        let code = """
            final class ThemeSettingsController: UIViewController {
                func pickColour() {
                    let picker = PaletteWheelController()
                    picker.modalPresentationStyle = .overFullScreen
                    present(picker, animated: true)
                }
                func pickFont() {
                    let fonts = FontListController()
                    fonts.modalPresentationStyle = .overFullScreen
                    present(fonts, animated: true)
                }
            }
            """
        let fontList = "final class FontListController: UIViewController {}"
        let found = ExampleAuditing.findings(of: CustomPresentationNotModalRule.self, in: code, context: [fontList])
        try #require(found.count == 2)
        #expect(found[0].kind == .review && found[0].message.contains("'PaletteWheelController'") && found[0].message.contains("not in the app"))
        #expect(found[1].kind == .defect && found[1].message.contains("'FontListController'"))
        let marked = ExampleAuditing.findings(of: CustomPresentationNotModalRule.self, in: code, context: [
            "final class FontListController: UIViewController { override func viewDidLoad() { super.viewDidLoad(); view.accessibilityViewIsModal = true } }",
        ])
        #expect(marked.map(\.kind) == [.review])
    }

    @Test("Focus: a progress cover is told that nothing announces the wait; a dialog that focus does not move into it")
    func focusNamesWhatIsMissing() throws {
        let found = ExampleAuditing.findings(of: CustomModalFocusNotMovedRule.self, in: """
            struct Upload: View {
                @State private var busy = false
                @State private var confirming = false
                var body: some View {
                    ZStack {
                        Form { Button("Send") { busy = true }; Button("Discard") { confirming = true } }
                        if busy {
                            Color.black.opacity(0.4).ignoresSafeArea()
                            ProgressView("Sending")
                        }
                        if confirming {
                            Color.black.opacity(0.4).ignoresSafeArea()
                            ConfirmCard()
                        }
                    }
                }
            }
            """)
        #expect(found.map(\.message) == [
            "While ZStack overlay 'ProgressView' blocks the screen, nothing announces the wait or moves VoiceOver focus to it",
            "VoiceOver focus does not move into ZStack overlay 'ConfirmCard' when it appears",
        ])
    }

    @Test("A modal recognized by a full-screen tap catcher alone is a warning without a correction: it may be a menu, not a dialog")
    func tapCatcherIsModerate() throws {
        let found = ExampleAuditing.findings(of: CustomModalNotModalRule.self, in: """
            struct Gallery: View {
                @State private var menuOpen = false
                var body: some View {
                    ZStack {
                        PhotoGrid()
                        if menuOpen {
                            Color.clear.contentShape(Rectangle()).frame(maxWidth: .infinity, maxHeight: .infinity)
                                .onTapGesture { menuOpen = false }
                            AlbumMenu()
                        }
                    }
                }
            }
            """)
        let finding = try #require(found.first)
        #expect(finding.severity == .warning && finding.fix == nil)
        #expect(finding.message == "ZStack overlay 'AlbumMenu' is not marked modal")
    }
}
