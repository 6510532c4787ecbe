import A11yCore
import A11yEngine
import A11yRules
import SwiftParser
import SwiftSyntax
import Testing
import _A11yTestSupport
import A11yRuleKit

/// What the motion, touch-target and contrast rules compute and say, beyond where their findings land.
struct MotionTouchContrastRuleTests {
    private func findings(_ rule: any Rule.Type, _ code: String, context: [String] = []) -> [Finding] {
        ExampleAuditing.findings(of: rule, in: code, context: context)
    }

    private func expression(_ text: String) -> ExprSyntax {
        let file = Parser.parse(source: "let x = \(text)")
        return file.statements.first!.item.cast(VariableDeclSyntax.self).bindings.first!.initializer!.value
    }

    @Test("A modifier chain is read up to its first 256 links, so a machine-made chain of thousands costs linear time")
    func longChainsAreReadToABound() throws {
        let chain = expression("Text(\"Hi\")" + String(repeating: ".padding()", count: 1000))
        let read = ModifierChain(chain)
        #expect(read.modifiers.count == ModifierChain.maximumLength)
        #expect(ModifierChain(expression("Text(\"Hi\").bold().padding()")).modifiers.map(\.name) == ["bold", "padding"])
        // The facts walk counts each chain once, from its outermost call, and stops one past the bound.
        let tree = Parser.parse(source: "let a = Text(\"x\")" + String(repeating: ".padding()", count: 1000) + "\nlet b = x.bold().italic()\n")
        #expect(SyntaxFacts(collecting: tree).longestChain == ModifierChain.maximumLength + 1)
        #expect(SyntaxFacts(collecting: Parser.parse(source: "let b = x.bold().italic()\nlet c = f(y.a())\n")).longestChain == 2)
    }

    @Test("A system colour with no background around it is judged on the light system background, as a review item")
    func systemColourOnSystemBackground() throws {
        let found = findings(TextContrastInsufficientRule.self, """
            struct Receipt: View {
                var body: some View {
                    VStack {
                        Text("Paid yesterday").foregroundColor(.gray)
                        Text("Total").font(.title).foregroundColor(.gray)
                        Text("Refunded").foregroundStyle(.secondary)
                        Text("On hold").foregroundColor(.orange).padding().background(.ultraThinMaterial)
                    }
                }
            }
            """)
        // Gray is 3.2:1 on white: too little for body text, enough for a title; semantic styles and text on a
        // background of its own are not judged this way.
        #expect(found.map(\.span.start.line) == [4])
        #expect(found.first?.kind == .review && found.first?.message.contains("3.2:1 on the light system background") == true)
    }

    @Test("Contrast ratios follow WCAG 2: black on white is 21, white on the system blue about 4")
    func contrastRatios() throws {
        let white = try #require(FixedColor.resolve(expression(".white"), uiKit: false))
        let black = try #require(FixedColor.resolve(expression("Color.black"), uiKit: false))
        let blue = try #require(FixedColor.resolve(expression("Color.blue"), uiKit: false))
        #expect(abs(FixedColor.contrast(white, black) - 21) < 0.01)
        #expect(abs(FixedColor.contrast(white, blue) - 4.02) < 0.01)
        // Order does not matter.
        #expect(FixedColor.contrast(blue, white) == FixedColor.contrast(white, blue))
    }

    @Test("Literal colours are read from components, white levels and hex; transparent ones are not")
    func literalColours() throws {
        let components = try #require(FixedColor.resolve(expression("UIColor(red: 230/255, green: 57/255, blue: 70/255, alpha: 1)"), uiKit: true))
        #expect(components.name == "#E63946")
        let hex = try #require(FixedColor.resolve(expression("Color(hex: \"#1A73E8\")"), uiKit: false))
        #expect(abs(hex.blue - 232.0 / 255) < 0.001)
        #expect(FixedColor.resolve(expression("Color(white: 0.5)"), uiKit: false)?.red == 0.5)
        #expect(FixedColor.resolve(expression("UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)"), uiKit: true) == nil)
        #expect(FixedColor.resolve(expression("Color(\"Brand\")"), uiKit: false) == nil)
        #expect(FixedColor.resolve(expression(".primary"), uiKit: false) == nil)
        // UIKit's plain red is pure; SwiftUI's is the system red.
        #expect(FixedColor.resolve(expression(".red"), uiKit: true)?.green == 0)
        #expect(FixedColor.resolve(expression(".red"), uiKit: false)?.green != 0)
    }

    @Test("The contrast message gives the ratio, rounded down, and the threshold that applies")
    func contrastMessage() {
        let found = findings(TextContrastInsufficientRule.self, """
            struct Tag: View {
                var body: some View {
                    Text("Beta").foregroundColor(.white).background(Color.orange)
                }
            }
            """)
        #expect(found.map(\.message) == ["white text on orange has a contrast ratio of 2.1:1, below the 4.5:1 that text needs (light-mode values)"])
    }

    @Test("Literal numbers: integers, decimals, underscores and CGFloat(…); nothing else")
    func literalNumbers() {
        #expect(expression("24").literalNumber == 24)
        #expect(expression("24.5").literalNumber == 24.5)
        #expect(expression("1_000").literalNumber == 1000)
        #expect(expression("CGFloat(30)").literalNumber == 30)
        #expect(expression("size").literalNumber == nil)
        #expect(expression("24 + 4").literalNumber == nil)
    }

    @Test("A touch-target finding states the size the code fixes, one side or both")
    func touchTargetMessages() {
        let found = findings(TouchTargetTooSmallRule.self, """
            struct Controls: View {
                var body: some View {
                    VStack {
                        Button(action: play) { Image(systemName: "play").frame(width: 30, height: 30).padding(4) }
                        Button("Stop", action: stop).frame(height: 28)
                    }
                }
                func play() {}
                func stop() {}
            }
            """)
        #expect(found.map(\.message) == [
            "This button's tap area is 38 × 38 points, below the 44 × 44 minimum; people with limited dexterity miss it",
            "This button's tap area is 28 points tall, below the 44 × 44 minimum; people with limited dexterity miss it",
        ])
    }

    @Test("A borderless button or a tapped view that is only an SF Symbol is a review item; sized, padded, bordered or toolbar ones are not")
    func bareSymbolTapAreas() {
        let found = findings(TouchTargetTooSmallRule.self, """
            struct DoseRow: View {
                @State private var showsHelp = false
                var body: some View {
                    HStack {
                        Text("Maximum dose")
                        Button(action: { showsHelp = true }) { Image(systemName: "questionmark.circle") }
                            .buttonStyle(BorderlessButtonStyle())
                        Image(systemName: "xmark.circle").foregroundStyle(.secondary).onTapGesture { showsHelp = false }
                        Button(action: { showsHelp = true }) {
                            Image(systemName: "info.circle").frame(width: 44, height: 44).contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        Button(action: { showsHelp = true }) { Image(systemName: "info.circle") }
                            .buttonStyle(.bordered)
                        Button(action: { showsHelp = true }) { Image(systemName: "location") }
                            .glassButtonStyle()
                    }
                    .toolbar {
                        ToolbarItem { Button(action: { showsHelp = true }) { Image(systemName: "gear") }.buttonStyle(.plain) }
                    }
                }
            }
            """)
        #expect(found.map(\.span.start.line) == [6, 8], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.kind == .review })
        #expect(found.first?.message.contains("only its SF Symbol") == true)
    }

    @Test("SnapKit constraints that size a button below 44 points are read like anchors")
    func snapKitSizes() {
        let found = findings(TouchTargetTooSmallRule.self, """
            final class MapControls: UIView {
                private let locateButton = UIButton()
                private let zoomButton = UIButton()
                private let badgeLabel = UILabel()
                func layout() {
                    locateButton.snp.makeConstraints { make in
                        make.width.height.equalTo(40)
                        make.top.equalTo(12)
                    }
                    zoomButton.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 48, height: 48)) }
                    badgeLabel.snp.makeConstraints { make in make.height.equalTo(16) }
                }
            }
            """)
        #expect(found.map(\.message) == ["This button's tap area is 40 × 40 points, below the 44 × 44 minimum; people with limited dexterity miss it"])
        #expect(found.first?.span.start.line == 6)
    }

    @Test("Reduce Motion read in a superclass in another file keeps a subclass's loop quiet")
    func reduceMotionInSuperclass() {
        let code = """
            final class PulseView: AnimatedBaseView {
                func start() {
                    UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) {
                        self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                    }
                }
            }
            """
        let base = """
            class AnimatedBaseView: UIView {
                var allowsMotion: Bool { !UIAccessibility.isReduceMotionEnabled }
            }
            """
        #expect(findings(ReduceMotionIgnoredRule.self, code, context: [base]).isEmpty)
        #expect(findings(ReduceMotionIgnoredRule.self, code, context: ["class AnimatedBaseView: UIView {}"]).count == 1)
    }
}

/// Corrections are written only where the finding is certain.
struct CertainCorrectionTests {
    private func findings(_ rule: any Rule.Type, _ code: String) -> [Finding] {
        ExampleAuditing.findings(of: rule, in: code)
    }

    @Test("A custom font of reading size gets a correction; display type and generated files keep only the finding")
    func fixedSizeCorrections() {
        let screen = """
            struct Poster: View {
                var body: some View {
                    VStack {
                        Text("Menu").font(.custom("Avenir", fixedSize: 17))
                        Text("SALE").font(.custom("Avenir", fixedSize: 120))
                    }
                }
            }
            """
        let found = findings(FixedFontSizeRule.self, screen)
        #expect(found.count == 2)
        #expect(found.map { $0.fix != nil } == [true, false])
        let generated = findings(FixedFontSizeRule.self, "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n" + screen)
        #expect(generated.count == 2)
        #expect(generated.allSatisfy { $0.fix == nil })
    }

    @Test("UIKit fixed fonts are scaled only for system fonts of reading size outside badges")
    func uiKitScalingCorrections() {
        let found = findings(FixedFontSizeRule.self, """
            final class TicketView: UIView {
                private let seatLabel = UILabel()
                private let venueLabel = UILabel()
                private let countBadge = UILabel()
                private lazy var stampBadge: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 11)
                    return label
                }()
                func style() {
                    seatLabel.font = .systemFont(ofSize: 15)
                    venueLabel.font = UIFont(name: "Avenir", size: 15)
                    countBadge.font = .boldSystemFont(ofSize: 11)
                }
            }
            """)
        #expect(found.count == 4)
        // Only the seat label: a named font is optional, and badges keep a fixed size.
        #expect(found.filter { $0.fix != nil }.map(\.span.start.line) == [11])
        #expect(found.first { $0.fix != nil }?.fix?.edits.first?.replacement == "UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15))")
    }
}
