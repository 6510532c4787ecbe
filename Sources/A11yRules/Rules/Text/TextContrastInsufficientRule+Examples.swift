import A11yCore
import A11yRuleKit

/// The examples that specify `TextContrastInsufficientRule`: code that must stay quiet, and code with `↓`
/// where each finding lands. `RuleExampleTests` runs them all.
extension TextContrastInsufficientRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // An app modifier that takes a colour for something else (a card's fill), and the text-painting one given a
        // dark enough colour.
        RuleExample("""
            struct WalletTitle: View {
                let name: String
                var body: some View {
                    VStack {
                        Text(name).card(color: Color(white: 0.62)).background(Color.white)
                        Text(name).paint(.footnote, color: Color(white: 0.3)).background(Color.white)
                    }
                }
            }
            """, context: ["""
            extension View {
                func paint(_ font: Font, color: Color) -> some View { self.font(font).foregroundColor(color) }
                func card(color: Color) -> some View { padding().background(color) }
            }
            """]),
        // A section shown disabled for good (a locked setting's preview) is dimmed by the system; white and light grey
        // text over a clear cell is drawn on a dark background some view behind paints.
        RuleExample("""
            struct LockedRetention: View {
                var body: some View {
                    Form {
                        Text("Keep for a year").foregroundColor(.red)
                    }
                    .disabled(true)
                }
            }
            final class NightRow: UITableViewCell {
                private let timeLabel = UILabel()
                private let noteLabel = UILabel()
                func style() {
                    backgroundColor = .clear
                    timeLabel.textColor = .white
                    noteLabel.textColor = .lightGray
                }
            }
            """),
        // Dark text on a capsule filled with a pale yellow, and a title faded only slightly: both readable.
        RuleExample("""
            struct DraftBadge: View {
                var body: some View {
                    VStack {
                        Text("Draft").foregroundColor(.black).padding(6).background(Capsule().fill(Color.yellow))
                        Text("Weekly plan").font(.title).opacity(0.8)
                    }
                }
            }
            """),
        // A cell that paints two colours (its content view, and a badge the caption may sit on): which one is under
        // the caption is not known. A light or a vivid palette colour with no background here: made for a dark one a
        // parent paints (an amber on a dark theme).
        RuleExample(
            """
            final class BoardingPassCell: UICollectionViewCell {
                private let seatCaption = UILabel()
                private let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.backgroundColor = Shades.card
                    badge.backgroundColor = Shades.ink
                    seatCaption.textColor = Shades.caption
                }
            }
            struct GateNote: View {
                var body: some View {
                    VStack {
                        Text("Boarding").foregroundColor(.mist)
                        Text("Delayed").foregroundColor(.amber)
                    }
                }
            }
            """,
            context: ["""
                enum Shades {
                    static let card = UIColor.paired(lightHex: "#FFFFFF", darkHex: "#1C1C1E")
                    static let ink = UIColor.paired(lightHex: "#1A1A1A", darkHex: "#1A1A1A")
                    static let caption = UIColor.paired(lightHex: "#8E8E92", darkHex: "#8E8E92")
                }
                extension Color {
                    static let mist = Color(red: 0.85, green: 0.85, blue: 0.88)
                    static let amber = Color(red: 0.84, green: 0.58, blue: 0.23)
                }
                """]),
        // The secondary label colour on large text (3.4:1 passes the 3:1 large text needs), the label colour itself,
        // and a system colour on a screen this code paints dark.
        RuleExample("""
            final class RelayCell: UITableViewCell {
                let detailLabelView = UILabel()
                let nameLabelView = UILabel()
                func configure(with relay: Relay) {
                    detailLabelView.font = .preferredFont(forTextStyle: .title2)
                    detailLabelView.textColor = .secondaryLabel
                    nameLabelView.textColor = .label
                }
            }
            final class NightViewController: UIViewController {
                let hintLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                    hintLabel.textColor = .systemGray
                }
            }
            """),
        // An alert action recoloured dark, and a value set for another key.
        RuleExample("""
            final class ReviewPrompt {
                func ask(from host: UIViewController) {
                    let alert = UIAlertController(title: "Enjoying the app?", message: nil, preferredStyle: .alert)
                    let rate = UIAlertAction(title: "Rate", style: .default)
                    rate.setValue(UIColor.black, forKey: "titleTextColor")
                    rate.setValue(UIColor.lightGray, forKey: "imageTintColor")
                    alert.addAction(rate)
                    host.present(alert, animated: true)
                }
            }
            """),
        // A swipe action on a dark blue, and one whose title colour the code sets.
        RuleExample("""
            final class InboxViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    let move = UIContextualAction(style: .normal, title: "Move") { _, _, done in done(true) }
                    move.backgroundColor = UIColor(red: 0.1, green: 0.25, blue: 0.55, alpha: 1)
                    let flag = SwipeAction(style: .default, title: "Flag") { _, _ in }
                    flag.backgroundColor = .yellow
                    flag.textColor = .black
                    return UISwipeActionsConfiguration(actions: [move])
                }
            }
            """),
        // White on black: 21:1.
        RuleExample("""
            struct Badge: View {
                var body: some View {
                    Text("New").foregroundColor(.white).padding(4).background(Color.black)
                }
            }
            """),
        // Semantic colours adapt to the mode and to Increase Contrast.
        RuleExample("""
            struct Caption: View {
                var body: some View {
                    Text("Updated today").foregroundStyle(.secondary).background(Color(.systemBackground))
                }
            }
            """),
        // An asset colour whose catalog is not in the audited folder: its value is unknown.
        RuleExample("""
            struct Chip: View {
                var body: some View {
                    Text("Vegan").foregroundColor(.white).background(Color("BrandGreen"))
                }
            }
            """),
        // Large bold text needs only 3:1: white on blue is 4.0:1.
        RuleExample("""
            struct Banner: View {
                var body: some View {
                    Text("Welcome back").font(.title2).foregroundColor(.white).background(Color.blue)
                }
            }
            """),
        // A see-through background: what is behind it is unknown.
        RuleExample("""
            struct Overlay: View {
                var body: some View {
                    Text("Live").foregroundColor(.white).background(Color.yellow.opacity(0.4))
                }
            }
            """),
        // Disabled text may be dim.
        RuleExample("""
            struct Placeholder: View {
                var body: some View {
                    Text("Not available").foregroundColor(.gray).background(Color.white).disabled(true)
                }
            }
            """),
        // UIKit: enough contrast.
        RuleExample("""
            final class TagView: UIView {
                private let label = UILabel()
                func style() {
                    label.textColor = .white
                    label.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // The app's own modifier that paints text in the colour it is given, declared in another file.
        RuleExample("""
            struct WalletTitle: View {
                let name: String
                var body: some View {
                    Text(name).↓paint(.footnote, color: Color(white: 0.62)).background(Color.white)
                }
            }
            """, context: ["""
            extension View {
                func paint(_ font: Font, color: Color) -> some View { self.font(font).foregroundColor(color) }
                func card(color: Color) -> some View { padding().background(color) }
            }
            """]),
        // A form disabled only while it works is enabled the rest of the time, when its red text shows as written (3.5:1
        // on white, for review); and a cell whose clear background paints nothing, with a failure in UIKit's fixed
        // red (4:1 on the system background, for review).
        RuleExample("""
            struct ArchiveSettings: View {
                @State private var isWorking = false
                var body: some View {
                    Form {
                        Section {
                            Button { purge() } label: {
                                Text("Empty the archive").↓foregroundColor(.red)
                            }
                        }
                    }
                    .disabled(isWorking)
                }
                func purge() {}
            }
            final class UploadRow: UITableViewCell {
                private let stateLabel = UILabel()
                func showFailure() {
                    backgroundColor = .clear
                    contentView.backgroundColor = .clear
                    ↓stateLabel.textColor = .red
                }
            }
            """),
        // White on a capsule filled with the system green: both colours are fixed, about 2.2:1.
        RuleExample("""
            struct FollowBadge: View {
                var body: some View {
                    Text("Following")
                        .font(.caption)
                        .↓foregroundColor(.white)
                        .padding(6)
                        .background(Capsule().fill(Color.green))
                }
            }
            """),
        // A caption faded to half its strength, on no background of its own: grey on white in Light Mode, for review.
        RuleExample("""
            struct JoinedLine: View {
                let joined: String
                var body: some View {
                    Text("Joined \\(joined)")
                        .font(.footnote)
                        .↓opacity(0.5)
                }
            }
            """),
        // The secondary label colour is translucent: blended over a light grey it gives about 3.1:1.
        RuleExample("""
            final class EmptyFeedView: UIView {
                private let hintLabel = UILabel()
                func style() {
                    ↓hintLabel.textColor = .secondaryLabel
                    hintLabel.backgroundColor = UIColor(red: 0.957, green: 0.957, blue: 0.957, alpha: 1)
                }
            }
            """),
        // A cell that paints its content view one colour of the app's light-and-dark pairs, and a caption in the
        // palette's mid grey on it (3.2:1, for review: a view between them could paint another colour); and a palette
        // grey in a SwiftUI view that paints no background (3.9:1 on the system background).
        RuleExample(
            """
            final class BoardingPassCell: UICollectionViewCell {
                private let seatCaption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.backgroundColor = Shades.card
                    ↓seatCaption.textColor = Shades.caption
                    contentView.addSubview(seatCaption)
                }
            }
            struct GateNote: View {
                var body: some View {
                    Text("Boarding closes 20 minutes before departure").font(.footnote).↓foregroundColor(.slate)
                }
            }
            """,
            context: ["""
                enum Shades {
                    static let card = UIColor.paired(lightHex: "#FFFFFF", darkHex: "#1C1C1E")
                    static let caption = UIColor.paired(lightHex: "#8E8E92", darkHex: "#8E8E92")
                }
                extension Color {
                    static let slate = Color(red: 0.5, green: 0.5, blue: 0.5)
                }
                """]),
        // An alert action recoloured by key-value coding: light gray on the alert's light background.
        RuleExample("""
            final class ReviewPrompt {
                func ask(from host: UIViewController) {
                    let alert = UIAlertController(title: "Enjoying the app?", message: nil, preferredStyle: .alert)
                    let later = UIAlertAction(title: "Not now", style: .default)
                    ↓later.setValue(UIColor.lightGray, forKey: "titleTextColor")
                    alert.addAction(later)
                    host.present(alert, animated: true)
                }
            }
            """),
        // A swipe action's title is white: on light gray it is about 2.3:1.
        RuleExample("""
            final class InboxViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
                    ↓archive.backgroundColor = .lightGray
                    return UISwipeActionsConfiguration(actions: [archive])
                }
            }
            """),
        // Two helpers each make a local `label`: the large font of one says nothing about the other's text.
        RuleExample("""
            final class VenueCell: UITableViewCell {
                private func titleLabel(_ text: String) -> UILabel {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 20)
                    label.textColor = .secondaryLabel
                    return label
                }
                private func detailLabel(_ text: String) -> UILabel {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 15)
                    ↓label.textColor = .secondaryLabel
                    return label
                }
            }
            """),
        // UIKit's secondary label colour is a translucent gray: on the light system background it is about 3.4:1,
        // below what body text needs (a review item: a view behind it may paint another background).
        RuleExample("""
            final class ShipmentCell: UITableViewCell {
                let etaLabel = UILabel()
                func configure(with shipment: Shipment) {
                    etaLabel.text = shipment.eta
                    ↓etaLabel.textColor = .secondaryLabel
                }
            }
            """),
        // White titles on the app's green, a constant declared in another file and taken into a local first.
        RuleExample("""
            extension UIButton {
                func applyPrimaryStyle() {
                    let fill = Palette.leafGreen
                    self.backgroundColor = fill
                    ↓self.setTitleColor(.white, for: .normal)
                }
            }
            """, context: ["enum Palette {\n    static let leafGreen = UIColor(hexString: \"67B279\")\n}"]),
        // The colour given in an attributed text's attributes, on a background set beside it: orange on white is 2.2:1.
        RuleExample("""
            final class NoticeViewController: UIViewController {
                let noticeText = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    noticeText.backgroundColor = .white
                    ↓noticeText.attributedText = NSAttributedString(string: "Offline", attributes: [.foregroundColor: UIColor.orange])
                }
            }
            """),
        // A UIKit system colour with no background in sight sits on the system background: gray on white is 3.2:1.
        RuleExample("""
            final class RelayCell: UITableViewCell {
                let detailLabelView = UILabel()
                func configure(with relay: Relay) {
                    detailLabelView.text = relay.country
                    ↓detailLabelView.textColor = .systemGray
                }
            }
            """),
        // The row's own background is what its text sits on: yellow on white is 1.5:1.
        RuleExample("""
            struct ArchiveList: View {
                var body: some View {
                    List {
                        Text("Archived").↓foregroundColor(.yellow).listRowBackground(Color.white)
                    }
                }
            }
            """),
        // White on yellow: 1.6:1.
        RuleExample("""
            struct SaleBadge: View {
                var body: some View {
                    Text("Sale")
                        .↓foregroundColor(.white)
                        .padding(6)
                        .background(Color.yellow)
                }
            }
            """),
        // The background comes from the stack around the text.
        RuleExample("""
            struct Warning: View {
                var body: some View {
                    VStack {
                        Text("Low battery").↓foregroundStyle(.white)
                    }
                    .padding()
                    .background(Color.orange)
                }
            }
            """),
        // Literal components: grey on light grey.
        RuleExample("""
            struct Footnote: View {
                var body: some View {
                    Text("Terms apply")
                        .↓foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6))
                        .background(Color(white: 0.9))
                }
            }
            """),
        // A count painted in a capsule.
        RuleExample("""
            struct PendingCount: View {
                let count: Int
                var body: some View {
                    Text("\\(count)")
                        .font(.footnote)
                        .↓foregroundStyle(.white)
                        .background(.orange, in: Capsule())
                }
            }
            """),
        // A button style: dimmed only when disabled, and too pale when enabled.
        RuleExample("""
            struct PaleButtonStyle: ButtonStyle {
                @Environment(\\.isEnabled) private var isEnabled
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .↓foregroundColor(.white)
                        .padding()
                        .background(Color.mint)
                        .opacity(isEnabled ? 1 : 0.5)
                }
            }
            """),
        // UIKit: white on the system green.
        RuleExample("""
            final class StatusPill: UIView {
                private let label = UILabel()
                func style() {
                    ↓label.textColor = .white
                    label.backgroundColor = .systemGreen
                }
            }
            """),
    ]
}
