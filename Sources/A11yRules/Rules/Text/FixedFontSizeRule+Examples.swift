import A11yCore
import A11yRuleKit

/// The examples that specify `FixedFontSizeRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension FixedFontSizeRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The same kind of constant, scaled where it is made; and a SwiftUI text style assigned without its type.
        RuleExample("""
            import SwiftUI
            import UIKit

            final class NoteViewController: UIViewController {
                private let noteLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteLabel.font = .noteText
                    noteLabel.adjustsFontForContentSizeCategory = true
                }
            }
            struct NoteStyle {
                var font: Font
                mutating func reset() { font = .body }
            }
            """, context: ["""
            extension UIFont {
                private static func brand(_ size: CGFloat) -> UIFont {
                    UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Brand-Regular", size: size)!)
                }
                static let noteText: UIFont = .brand(14)
                static let body: UIFont = UIFont(name: "Brand-Regular", size: 17)!
            }
            """]),
        // The same namespace, scaling what it builds: the labels grow with the user's text size.
        RuleExample(
            """
            enum Typography {
                enum Size: CGFloat { case caption = 13, amount = 36 }
                static let caption = system(size: .caption)
                static func system(size: Size, weight: UIFont.Weight = .regular) -> UIFont {
                    UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: size.rawValue, weight: weight))
                }
            }
            final class BalanceHeader: UIView {
                let amountLabel = UILabel()
                let noteLabel = UILabel()
                func style() {
                    amountLabel.font = Typography.system(size: .amount, weight: .bold)
                    amountLabel.adjustsFontForContentSizeCategory = true
                    noteLabel.font = Typography.caption
                    noteLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        // A font on a resizable image in an extension of `Image`: it sizes a symbol, not text.
        RuleExample("""
            extension Image {
                func toolbarIcon() -> some View {
                    self.resizable().frame(width: 16, height: 16).font(.system(size: 14, weight: .bold))
                }
            }
            """),
        // A helper that scales what it builds.
        RuleExample(
            """
            struct Fare: View {
                var body: some View { Text("Adult").fontSize(15) }
            }
            """,
            context: ["""
                extension View {
                    func fontSize(_ size: CGFloat) -> some View { font(.custom("Inter", size: size, relativeTo: .body)) }
                }
                """]),
        // A helper that passes the size on to a helper that scales it; attributes with a scaled font.
        RuleExample(
            """
            struct Ticket: View {
                var body: some View { Text("Gate 12").font(.heavy(18)) }
            }
            final class FooterView: UIView {
                func show(_ footer: String, in label: UILabel) {
                    let font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .italicSystemFont(ofSize: 13))
                    label.attributedText = NSAttributedString(string: footer, attributes: [.font: font])
                }
            }
            """,
            context: ["""
                extension Font {
                    static func rounded(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
                        .custom("Nunito", size: size, relativeTo: .body).weight(weight)
                    }
                    static func heavy(_ size: CGFloat) -> Font { .rounded(size, weight: .heavy) }
                }
                """]),
        // Unknown type, never given text: it may be a view that draws no text.
        RuleExample("""
            final class PriceCell: BaseProductCell {
                func configure() { priceBadge.font = UIFont.systemFont(ofSize: 15) }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                var body: some View {
                    VStack {
                        Text("Total").font(.headline)
                        Text("€42").font(.system(.largeTitle, design: .rounded))
                        Text("Thank you").font(.custom("Avenir Next", size: 17))
                    }
                }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                @ScaledMetric(relativeTo: .title) private var totalSize: CGFloat = 34
                var body: some View {
                    Text("€42").font(.system(size: totalSize, weight: .bold))
                }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                var body: some View {
                    Image(systemName: "checkmark.circle")
                        .font(.system(size: 48))
                }
            }
            """),
        RuleExample("""
            final class ReceiptViewController: UIViewController {
                private let totalLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    totalLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 28, weight: .bold))
                    totalLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        RuleExample("""
            final class ReceiptViewController: UIViewController {
                private let noteLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteLabel.font = .preferredFont(forTextStyle: .footnote)
                    noteLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        RuleExample("""
            final class ReceiptViewController: UIViewController {
                private let noteLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteLabel.font = UIFont(name: "Avenir Next", size: 15)
                    noteLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                let size: CGFloat
                var body: some View {
                    Text("€42").font(.system(size: size))
                }
            }
            """),
        RuleExample("""
            final class MessageView: UIView {
                let messageLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    messageLabel.adjustsFontForContentSizeCategory = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension MessageView {
                func applyStyle() {
                    messageLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                }
            }
            """),
        RuleExample("""
            final class HeaderView: UIView {
                private let titleLabel = UILabel()
                private let subtitleLabel = UILabel()
                private var rows: [UIView] = []
                func applyStyle() {
                    for label in [titleLabel, subtitleLabel] {
                        label.font = .preferredFont(forTextStyle: .headline)
                        label.adjustsFontForContentSizeCategory = true
                    }
                    for row in rows { row.layer.cornerRadius = 8 }
                }
            }
            """),
        RuleExample("""
            final class RatingView: UIView {
                @IBOutlet private weak var iconLabel: UILabel!
                private let starLabel = UILabel()
                func applyStyle() {
                    iconLabel.font = UIFont.systemFont(ofSize: 20)
                    starLabel.font = UIFont(name: "FontAwesome", size: 14)
                }
            }
            """),
        RuleExample("""
            struct Rating: View {
                let stars: Int
                var body: some View {
                    HStack {
                        Image(systemName: "star.fill")
                        Image(systemName: "star")
                    }
                    .font(.system(size: 12))
                }
            }
            """),
        RuleExample("""
            final class FormView: UIView {
                private let stack = UIStackView()
                func applyStyle() {
                    stack.arrangedSubviews.forEach { ($0 as? UILabel)?.font = .systemFont(ofSize: 15) }
                }
            }
            """),
        // The title of an icon-only label is never drawn: the fixed size is a symbol size.
        RuleExample("""
            struct PlayerControls: View {
                var body: some View {
                    Button(action: togglePlayback) {
                        Label("Pause", systemImage: "pause.fill")
                    }
                    .font(.system(size: 34, weight: .semibold))
                    .labelStyle(.iconOnly)
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // The app adds its fonts to UIFont, built from a bundled face at a point size, and assigns one without its type.
        RuleExample("""
            final class HintViewController: UIViewController {
                private let hintLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hintLabel.font = .↓hintText
                    view.addSubview(hintLabel)
                }
            }
            """, context: ["""
            extension UIFont {
                private static func brand(_ size: CGFloat) -> UIFont { UIFont(name: "Brand-Regular", size: size)! }
                static let hintText: UIFont = .brand(14)
            }
            """]),
        // The app's font namespace builds every font from a point size kept as an enum's raw value, under a name the
        // framework also uses: each label given one of its fonts keeps that size.
        RuleExample(
            """
            enum Typography {
                enum Size: CGFloat { case caption = 13, amount = 36 }
                static let caption = system(size: .caption)
                static func system(size: Size, weight: UIFont.Weight = .regular) -> UIFont {
                    UIFont.systemFont(ofSize: size.rawValue, weight: weight)
                }
            }
            final class BalanceHeader: UIView {
                let amountLabel = UILabel()
                let noteLabel = UILabel()
                func style() {
                    amountLabel.font = Typography.↓system(size: .amount, weight: .bold)
                    noteLabel.font = Typography.↓caption
                }
            }
            """),
        // The app's own helper sets a point size: every call is a fixed font, in whichever file it is written.
        RuleExample(
            """
            struct Fare: View {
                var body: some View {
                    VStack {
                        Text("Adult").↓fontSize(15)
                        Text("€2.40").font(↓Typography.price(17))
                    }
                }
            }
            """,
            context: ["""
                extension View {
                    func fontSize(_ size: CGFloat, weight: Font.Weight = .regular) -> some View {
                        font(.system(size: size, weight: weight))
                    }
                }
                enum Typography {
                    static func price(_ size: CGFloat) -> Font { .system(size: size, design: .monospaced) }
                }
                """]),
        // Helpers that pass the size on to another helper of the same file, which builds the fixed font.
        RuleExample(
            """
            struct Ticket: View {
                var body: some View {
                    Text("Gate 12").font(↓.heavy(18))
                }
            }
            """,
            context: ["""
                extension Font {
                    static func rounded(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
                        .system(size: size, weight: weight, design: .rounded)
                    }
                    static func heavy(_ size: CGFloat) -> Font { .rounded(size, weight: .heavy) }
                }
                """]),
        // Attributed text with a fixed font: the text view shows that size whatever its own font.
        RuleExample("""
            final class TermsViewController: UIViewController {
                @IBOutlet var termsView: UITextView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let terms = NSMutableAttributedString(string: termsText)
                    terms.addAttribute(.font, value: ↓UIFont.systemFont(ofSize: 16), range: NSRange(location: 0, length: terms.length))
                    termsView.attributedText = NSAttributedString(string: footer, attributes: [.font: ↓UIFont.italicSystemFont(ofSize: 13)])
                }
            }
            """),
        // A superclass's property of unknown type, given text: it shows text.
        RuleExample("""
            final class PriceCell: BaseProductCell {
                func configure(price: String) {
                    priceText.font = ↓UIFont.systemFont(ofSize: 15)
                    priceText.text = price
                }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                var body: some View {
                    Text("Total").font(↓.system(size: 17, weight: .semibold))
                }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                var body: some View {
                    Button("Pay") { pay() }
                        .font(↓Font.custom("Avenir Next", fixedSize: 17))
                }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                @State private var note = ""
                var body: some View {
                    TextField("Note", text: $note)
                        .font(↓.system(size: 15))
                }
            }
            """),
        RuleExample("""
            final class ReceiptViewController: UIViewController {
                private let totalLabel = UILabel()
                private let payButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    totalLabel.font = ↓UIFont.systemFont(ofSize: 28, weight: .bold)
                    payButton.titleLabel?.font = ↓.boldSystemFont(ofSize: 17)
                }
            }
            """),
        RuleExample("""
            final class NoteField: UITextField {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    font = ↓UIFont(name: "Avenir Next", size: 15) ?? .systemFont(ofSize: 15)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        RuleExample("""
            final class MessageView: UIView {
                let messageLabel = UILabel()
            }
            extension MessageView {
                func applyStyle() {
                    messageLabel.font = ↓UIFont.systemFont(ofSize: 13)
                }
            }
            """),
        RuleExample("""
            final class ToolbarView: UIView {
                private var buttons: [UIButton] = []
                private let titleLabel = UILabel()
                private let subtitleLabel = UILabel()
                func applyStyle() {
                    for button in buttons {
                        button.titleLabel?.font = ↓UIFont.systemFont(ofSize: 17)
                    }
                    [titleLabel, subtitleLabel].forEach { $0.font = ↓.systemFont(ofSize: 12) }
                }
            }
            """),
        RuleExample("""
            final class PillButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel?.font = ↓.systemFont(ofSize: 15, weight: .semibold)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class BaseCell: UITableViewCell {
                let nameLabel = UILabel()
            }
            final class ContactCell: BaseCell {
                func configure() { nameLabel.font = ↓.boldSystemFont(ofSize: 16) }
            }
            """),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            """
            struct Receipt: View {
                var body: some View {
                    Button("Pay") { pay() }
                        .font(Font.custom("Avenir Next", fixedSize: 17))
                }
            }
            """,
            """
            struct Receipt: View {
                var body: some View {
                    Button("Pay") { pay() }
                        .font(Font.custom("Avenir Next", size: 17, relativeTo: .body))
                }
            }
            """),
        RuleCorrection(
            """
            struct OrderSummary: View {
                var body: some View {
                    VStack {
                        Text("Total").font(.system(size: 17))
                        Text("Taxes included").font(.system(size: 13, weight: .medium))
                        Text("Thank you").font(Font.custom("Georgia", fixedSize: 30))
                    }
                }
            }
            """,
            """
            struct OrderSummary: View {
                var body: some View {
                    VStack {
                        Text("Total").font(.body)
                        Text("Taxes included").font(.footnote.weight(.medium))
                        Text("Thank you").font(Font.custom("Georgia", size: 30, relativeTo: .title))
                    }
                }
            }
            """),
        RuleCorrection(
            """
            final class FareView: UIView {
                private let priceLabel = UILabel()
                private let noteLabel = UILabel()
                func style() {
                    priceLabel.font = UIFont.boldSystemFont(ofSize: 21)
                    noteLabel.font = .systemFont(ofSize: 12)
                }
            }
            """,
            """
            final class FareView: UIView {
                private let priceLabel = UILabel()
                private let noteLabel = UILabel()
                func style() {
                    priceLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.boldSystemFont(ofSize: 21))
                    priceLabel.adjustsFontForContentSizeCategory = true
                    noteLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12))
                    noteLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
    ]
}
