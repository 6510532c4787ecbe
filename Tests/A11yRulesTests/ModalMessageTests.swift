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
