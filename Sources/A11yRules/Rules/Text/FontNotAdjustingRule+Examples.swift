import A11yCore
import A11yRuleKit

/// The examples that specify `FontNotAdjustingRule`: code that must stay quiet, and code with `↓` where each
/// finding lands. `RuleExampleTests` runs them all.
extension FontNotAdjustingRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The same font set again whenever the text size changes.
        RuleExample("""
            final class ReceiptHeader: UIView {
                let totalLabel = UILabel()
                func style() {
                    totalLabel.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize + 2, weight: .semibold)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    style()
                }
            }
            """),
        // The label comes from a function of the view that turns adjusting on before handing it back.
        RuleExample("""
            final class RouteSummaryView: UIView {
                private lazy var distanceLabel: UILabel = {
                    let label = RouteSummaryView.styledLabel()
                    label.font = .preferredFont(forTextStyle: .subheadline)
                    return label
                }()
                private static func styledLabel() -> UILabel {
                    let label = UILabel()
                    label.adjustsFontForContentSizeCategory = true
                    return label
                }
            }
            """),
        // The app's font function returns a fixed size: fixed-font-size's business, not this rule's.
        RuleExample(
            """
            final class BadgeView: UIView {
                private let countLabel = UILabel()
                func build() { countLabel.font = Theme.badgeFont() }
            }
            """,
            context: ["""
                enum Theme {
                    static func badgeFont() -> UIFont { UIFont.systemFont(ofSize: 11, weight: .bold) }
                }
                """]),
        // The flag on the same label.
        RuleExample("""
            final class InvoiceCell: UITableViewCell {
                private let amountLabel = UILabel()
                func setUp() {
                    amountLabel.font = UIFont.preferredFont(forTextStyle: .body)
                    amountLabel.adjustsFontForContentSizeCategory = true
                    amountLabel.numberOfLines = 0
                }
            }
            """),
        // A button's title label, flagged as such.
        RuleExample("""
            final class CheckoutView: UIView {
                private let payButton = UIButton(type: .system)
                func setUp() {
                    payButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
                    payButton.titleLabel?.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        // An outlet: the storyboard may tick "Automatically Adjusts Font".
        RuleExample("""
            final class ProfileViewController: UIViewController {
                @IBOutlet private weak var bioLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bioLabel.font = .preferredFont(forTextStyle: .callout)
                }
            }
            """),
        // The font is set again whenever the traits change.
        RuleExample("""
            final class ForecastView: UIView {
                private let summaryLabel = UILabel()
                private func applyFonts() {
                    summaryLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 16))
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    applyFonts()
                }
            }
            """),
        // Set again by an observer of the content size notification.
        RuleExample("""
            final class ReaderViewController: UIViewController {
                private let chapterLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(refreshType), name: UIContentSizeCategory.didChangeNotification, object: nil)
                    refreshType()
                }
                @objc private func refreshType() {
                    chapterLabel.font = .preferredFont(forTextStyle: .title2)
                }
            }
            """),
        // A label class of the project that adjusts by itself.
        RuleExample("""
            final class BannerView: UIView {
                private let messageLabel = LiveSizeLabel()
                func setUp() {
                    messageLabel.font = .preferredFont(forTextStyle: .subheadline)
                }
            }
            """, context: ["""
            final class LiveSizeLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    adjustsFontForContentSizeCategory = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """]),
        // A shared style of the project turns it on.
        RuleExample("""
            final class OnboardingPage: UIView {
                private let stepLabel = UILabel()
                func setUp() {
                    stepLabel.font = .preferredFont(forTextStyle: .footnote)
                    stepLabel.makeTextSizeAware()
                }
            }
            """, context: ["""
            extension UILabel {
                func makeTextSizeAware() {
                    adjustsFontForContentSizeCategory = true
                    numberOfLines = 0
                }
            }
            """]),
        // A helper that takes the label and turns it on.
        RuleExample("""
            final class ReceiptView: UIView {
                private let totalLabel = UILabel()
                func setUp() { style(totalLabel) }
                private func style(_ label: UILabel) {
                    label.font = .preferredFont(forTextStyle: .title3)
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        // Pinned to a size, or fixed from the start: the fixed-font rule's concern, not this one's.
        RuleExample("""
            final class TicketView: UIView {
                private let seatLabel = UILabel()
                private let gateLabel = UILabel()
                func setUp() {
                    seatLabel.font = UIFont.preferredFont(forTextStyle: .body).withSize(13)
                    gateLabel.font = .systemFont(ofSize: 13)
                }
            }
            """),
        // A configured button: the configuration sets the title's font.
        RuleExample("""
            final class FollowCard: UIView {
                private let followButton = UIButton(configuration: .filled())
                func setUp() {
                    followButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """),
        // A configured button built in a closure; a trait handler that sets the title's font again; a SwiftUI
        // wrapper's update, which runs again when the text size changes.
        RuleExample("""
            final class MemberRow: UIView {
                let joinButton: UIButton = {
                    var configuration = UIButton.Configuration.tinted()
                    configuration.cornerStyle = .capsule
                    return UIButton(configuration: configuration)
                }()
                private let retryButton = UIButton(type: .system)
                func setUp() {
                    joinButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
                    retryButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    retryButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
                }
            }
            struct RichNoteView: UIViewRepresentable {
                let note: String
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {
                    label.font = .preferredFont(forTextStyle: .body)
                    label.text = note
                }
            }
            """),
        // The trait handler sets the same view's font again.
        RuleExample("""
            final class CaptionEditorViewController: UIViewController {
                private let captionView = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    captionView.font = .preferredFont(forTextStyle: .body)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    captionView.font = .preferredFont(forTextStyle: .body)
                }
            }
            """),
        // An inherited label: the project superclass turns the flag on for it.
        RuleExample("""
            final class FeaturedPlaceCell: PlaceCell {
                override func configure() {
                    super.configure()
                    nameLabel.font = .preferredFont(forTextStyle: .title2)
                }
            }
            """, context: ["""
            class PlaceCell: UICollectionViewCell {
                let nameLabel = UILabel()
                func configure() {
                    nameLabel.font = .preferredFont(forTextStyle: .headline)
                    nameLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """]),
        // Not text: a view of unknown type that is never given text.
        RuleExample("""
            final class ChartCell: BaseChartCell {
                func configure() { legend.font = .preferredFont(forTextStyle: .caption1) }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // A fixed font sized from the text style's size once: it keeps that size when the user changes it.
        RuleExample("""
            final class ReceiptHeader: UIView {
                let totalLabel = UILabel()
                func style() {
                    totalLabel.font = ↓.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize + 2, weight: .semibold)
                }
            }
            """),
        // The app's own scaled-font function, declared in another file, measures the size once like the system's.
        RuleExample(
            """
            final class BannerView: UIView {
                private let titleLabel = UILabel()
                func build() {
                    titleLabel.font = ↓UIFontMetrics.default.scaledSystemFont(ofSize: 20)
                }
            }
            """,
            context: ["""
                extension UIFontMetrics {
                    func scaledSystemFont(ofSize size: CGFloat) -> UIFont {
                        scaledFont(for: UIFont.systemFont(ofSize: size))
                    }
                }
                """]),
        RuleExample("""
            final class InvoiceCell: UITableViewCell {
                private let amountLabel = UILabel()
                func setUp() {
                    amountLabel.font = ↓UIFont.preferredFont(forTextStyle: .body)
                    amountLabel.numberOfLines = 0
                }
            }
            """),
        // The flag on the button, not on its title label, does not count.
        RuleExample("""
            final class CheckoutView: UIView {
                private let payButton = UIButton(type: .system)
                func setUp() {
                    payButton.titleLabel?.font = ↓.preferredFont(forTextStyle: .headline)
                }
            }
            """),
        RuleExample("""
            final class NoteComposer: UIView {
                private let noteField = UITextField()
                func setUp() {
                    noteField.font = ↓UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                }
            }
            """),
        RuleExample("""
            final class TripViewController: UIViewController {
                private lazy var captionLabel: UILabel = {
                    let label = UILabel()
                    label.font = ↓.preferredFont(forTextStyle: .caption1)
                    return label
                }()
            }
            """),
        // A label class of the project that never turns it on.
        RuleExample("""
            final class TagLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    font = ↓.preferredFont(forTextStyle: .caption2)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        // A trait handler that only changes colours does not set the font again.
        RuleExample("""
            final class ForecastView: UIView {
                private let summaryLabel = UILabel()
                func setUp() {
                    summaryLabel.font = ↓.preferredFont(forTextStyle: .body)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    summaryLabel.textColor = .label
                }
            }
            """),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            """
            final class ReceiptCell: UITableViewCell {
                private let totalLabel = UILabel()
                private let payButton = UIButton(type: .system)
                func configure() {
                    totalLabel.font = .preferredFont(forTextStyle: .headline)
                    payButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
                }
            }
            """,
            """
            final class ReceiptCell: UITableViewCell {
                private let totalLabel = UILabel()
                private let payButton = UIButton(type: .system)
                func configure() {
                    totalLabel.font = .preferredFont(forTextStyle: .headline)
                    totalLabel.adjustsFontForContentSizeCategory = true
                    payButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
                    payButton.titleLabel?.adjustsFontForContentSizeCategory = true
                }
            }
            """),
    ]
}
