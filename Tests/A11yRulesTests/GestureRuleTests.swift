import A11yCore
import A11yRules
import Testing
import _A11yTestSupport
import A11yRuleKit

/// What `gesture-without-alternative` decides across files.
struct GestureRuleTests {
    private let nowPlaying = """
        final class NowPlayingView: UIView, UIGestureRecognizerDelegate {
            private func addSwipes() {
                func leftSwipe() -> UISwipeGestureRecognizer {
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
                    swipe.direction = .left
                    return swipe
                }
                func rightSwipe() -> UISwipeGestureRecognizer {
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
                    swipe.direction = .right
                    return swipe
                }
                coverView.isUserInteractionEnabled = true
                coverView.addGestureRecognizer(leftSwipe())
                coverView.addGestureRecognizer(rightSwipe())
            }
            @objc
            private func swiped(_ gesture: UISwipeGestureRecognizer) {
                switch gesture.direction {
                case .left: host?.transport?.skipButtonTapped(self)
                case .right: host?.transport?.rewindButtonTapped(self)
                default: break
                }
            }
        }
        """

    @Test("A swipe whose handler calls another view's actions: a defect when nothing else calls them, a question when a storyboard connects them to controls")
    func swipeCallingButtonActionsElsewhere() {
        let connected = """
            final class TransportView: UIView {
                @IBAction func skipButtonTapped(_ sender: Any) {}
                @IBAction func rewindButtonTapped(_ sender: Any) {}
            }
            """
        let unconnected = """
            final class TransportView: UIView {
                func skipButtonTapped(_ sender: Any) {}
                func rewindButtonTapped(_ sender: Any) {}
            }
            """
        let alone = ExampleAuditing.findings(of: GestureWithoutAlternativeRule.self, in: nowPlaying, context: [unconnected])
        #expect(alone.count == 2)
        #expect(alone.allSatisfy { $0.kind == .defect })
        // An action a storyboard connects to a control is reached from that control: whether it is on this screen,
        // a person checks.
        let reached = ExampleAuditing.findings(of: GestureWithoutAlternativeRule.self, in: nowPlaying, context: [connected])
        #expect(reached.count == 2)
        #expect(reached.allSatisfy { $0.kind == .review && $0.message.contains("a control in another file calls the same function") })
    }

    @Test("A gesture that sets a flag named for showing opens something: it is asked about as a long press, not as a way to close")
    func settingAShowFlagOpens() {
        let opens = ExampleAuditing.findings(of: GestureWithoutAlternativeRule.self, in: """
            struct ResetControl: View {
                @State private var showingReset = false
                var body: some View {
                    Image(systemName: "arrow.counterclockwise")
                        .onLongPressGesture { showingReset = true }
                        .alert("Reset the theme?", isPresented: $showingReset) { Button("Reset", role: .destructive) {} }
                }
            }
            """)
        #expect(opens.count == 1)
        #expect(opens.first?.message.contains("long press") == true)
        #expect(opens.first?.message.contains("to close or hide") == false)
    }
}
