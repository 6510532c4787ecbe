import A11yCore
import A11yRules
import Testing
import _A11yTestSupport
import A11yRuleKit

/// Where a correction would be a guess, the finding stays and carries no edit. The rule examples show the
/// corrections that are made; these show the neighbours that must not get one.
struct CorrectionLimitTests {
    private func findings(_ rule: any Rule.Type, _ code: String, context: [String] = []) -> [Finding] {
        ExampleAuditing.findings(of: rule, in: code, context: context)
    }

    @Test("A control's label is taken only from the one text before it in its row")
    func labelsComeOnlyFromTheTextBeside() throws {
        let found = findings(ControlMissingLabelRule.self, """
            struct Rows: View {
                @State private var a = false
                @State private var b = false
                @State private var c = false
                @State private var d = false
                @State private var name = ""
                var body: some View {
                    VStack {
                        HStack { Text("Sounds"); Toggle("", isOn: $a) }
                        HStack { Toggle("", isOn: $b); Text("After the switch") }
                        HStack { Text("Two"); Text("texts"); Toggle("", isOn: $c) }
                        HStack { Text("Count: \\(name)"); Toggle("", isOn: $d) }
                        HStack { Image(systemName: "bell"); Text("Bell"); Toggle("", isOn: $d) }
                        VStack { Text("Nickname"); TextField("", text: $name) }
                    }
                }
            }
            """)
        try #require(found.count == 6)
        #expect(found[0].fix?.edits.first?.replacement.contains(".accessibilityLabel(Text(\"Sounds\"))") == true)
        #expect(found.dropFirst().allSatisfy { $0.fix == nil }, "\(found.dropFirst().map { $0.fix?.title ?? "-" })")
    }

    @Test("A picker with a text before it in its row is named by that text")
    func pickerLabelFromTheRow() throws {
        let found = findings(PickerMissingLabelRule.self, """
            struct Sorting: View {
                @State private var order = 0
                var body: some View {
                    HStack {
                        Text("Sort by")
                        Picker("", selection: $order) { Text("Name").tag(0) }
                    }
                }
            }
            """)
        try #require(found.count == 1)
        #expect(found[0].fix?.edits.first?.replacement.contains(".accessibilityLabel(Text(\"Sort by\"))") == true)
    }

    @Test(".system(size:) becomes a text style only at a text style's exact size, with no design")
    func systemFontOnlyAtExactSizes() throws {
        let found = findings(FixedFontSizeRule.self, """
            struct Prices: View {
                var body: some View {
                    VStack {
                        Text("A").font(.system(size: 34))
                        Text("B").font(.system(size: 18))
                        Text("C").font(.system(size: 17, design: .rounded))
                        Text("D").font(Font.system(size: 12, weight: .bold))
                    }
                }
            }
            """)
        try #require(found.count == 4)
        #expect(found[0].fix?.edits.map(\.replacement) == [".largeTitle"])
        #expect(found[1].fix == nil)
        #expect(found[2].fix == nil)
        #expect(found[3].fix?.edits.map(\.replacement) == ["Font.caption.weight(.bold)"])
    }

    @Test("Code that may run on watchOS keeps .system(size:): the text styles have other sizes there")
    func noTextStyleSwapOffIOS() throws {
        // The watchOS branch is not iOS code and is not reported; the other branch is built for every platform
        // but watchOS, macOS among them, so its finding comes without the swap.
        let found = findings(FixedFontSizeRule.self, """
            import SwiftUI
            struct StepCount: View {
                var body: some View {
                    #if os(watchOS)
                    Text("Steps").font(.system(size: 17))
                    #else
                    Text("Steps").font(.system(size: 17))
                    #endif
                }
            }
            """)
        try #require(found.count == 1)
        #expect(found[0].span.start.line == 7 && found[0].fix == nil)
        // Inside `#if os(iOS)` the sizes are iOS's, even in a file that also builds for watchOS.
        let iOSOnly = findings(FixedFontSizeRule.self, """
            import SwiftUI
            struct StepCount: View {
                var body: some View {
                    #if os(iOS)
                    Text("Steps").font(.system(size: 17))
                    #elseif os(watchOS)
                    Text("Steps").font(.system(size: 15))
                    #endif
                }
            }
            """)
        try #require(iOSOnly.count == 1)
        #expect(iOSOnly[0].fix?.edits.map(\.replacement) == [".body"])
    }

    @Test("The not-enabled trait is added only to a view that is one accessibility element, not a control, and keeps its traits")
    func disabledTraitOnlyOnPlainViews() throws {
        let found = findings(DisabledStateNotAnnouncedRule.self, """
            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                func lock() {
                    payButton.isUserInteractionEnabled = false
                    payButton.alpha = 0.5
                }
            }
            final class FiltersViewController: UIViewController {
                @IBOutlet var durationPanel: UIView!
                func update(_ on: Bool) {
                    durationPanel.alpha = on ? 1 : 0.4
                    durationPanel.isUserInteractionEnabled = on
                }
            }
            final class StampView: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                }
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { .button }
                    set {}
                }
                func setAvailable(_ available: Bool) {
                    isUserInteractionEnabled = available
                    alpha = available ? 1 : 0.4
                }
            }
            """)
        try #require(found.count == 3)
        #expect(found.allSatisfy { $0.fix == nil })
    }

    @Test("An escape override is added only when the class has exactly one way to close")
    func escapeOverrideNeedsOneCloser() throws {
        let found = findings(CustomModalNoEscapeRule.self, """
            final class TicketViewController: UIViewController {
                func showSeats() {
                    let seats = SeatMapViewController()
                    seats.modalPresentationStyle = .overFullScreen
                    present(seats, animated: true)
                }
                func showFares() {
                    let fares = FareListViewController()
                    fares.modalPresentationStyle = .overFullScreen
                    present(fares, animated: true)
                }
            }
            final class SeatMapViewController: UIViewController {
                @objc private func closeTapped() { dismiss(animated: true) }
                @objc private func cancelTapped() { dismiss(animated: false) }
            }
            final class FareListViewController: UIViewController {
                func doneTapped(_ sender: UIButton) { dismiss(animated: true) }
            }
            """)
        try #require(found.count == 2)
        #expect(found.allSatisfy { $0.fix == nil })
    }
}
