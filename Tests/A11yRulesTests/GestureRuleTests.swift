import A11yCore
import A11yRules
import Testing
import _A11yTestSupport
import A11yRuleKit
import A11yEngine

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
        // The xib that connects its two buttons to those actions.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="t1" customClass="TransportView">
                        <subviews>
                            <button id="b1"><state key="normal" title="Skip"/>
                                <connections><action selector="skipButtonTapped:" destination="t1" eventType="touchUpInside" id="a1"/></connections>
                            </button>
                            <button id="b2"><state key="normal" title="Back"/>
                                <connections><action selector="rewindButtonTapped:" destination="t1" eventType="touchUpInside" id="a2"/></connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
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
        var configuration = Configuration()
        configuration.onlyRules = [GestureWithoutAlternativeRule.description.id]
        let reached = Auditor(configuration: configuration, jobs: 1).audit(sources: [
            (path: "NowPlaying.swift", text: nowPlaying), (path: "TransportView.swift", text: connected), (path: "TransportView.xib", text: xib),
        ]).findings
        #expect(reached.count == 2)
        #expect(reached.allSatisfy { $0.kind == .review && $0.message.contains("a control in another file calls the same function") })
        // Marked `@IBAction` but connected by no audited file to a control (a storyboard may connect a gesture to it):
        // as unreached as any function.
        let unconnectedActions = ExampleAuditing.findings(of: GestureWithoutAlternativeRule.self, in: nowPlaying, context: [connected])
        #expect(unconnectedActions.count == 2 && unconnectedActions.allSatisfy { $0.kind == .defect })
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
