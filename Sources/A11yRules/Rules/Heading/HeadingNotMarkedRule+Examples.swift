import A11yCore
import A11yRuleKit

/// The examples that specify `HeadingNotMarkedRule`: code that must stay quiet, and code with `↓` where each
/// finding lands. `RuleExampleTests` runs them all.
extension HeadingNotMarkedRule {
    /// The app's style helper the examples of its cases share: a large bold headline case and a reading-size body case.
    static let roleHelper = """
        enum TextRole { case headline, body }
        extension UILabel {
            func applyRole(_ role: TextRole) {
                switch role {
                case .headline: font = .systemFont(ofSize: 24, weight: .bold)
                case .body: font = .systemFont(ofSize: 15)
                }
            }
        }
        """

    static let nonTriggeringExamples: [RuleExample] = [
        // Empty states in big type: shown while the shelf is empty, or starting with "no" in any case. Messages, not
        // names of sections.
        RuleExample("""
            struct ShelfScreen: View {
                let books: [String]
                var body: some View {
                    VStack {
                        if books.isEmpty {
                            Text("Shelf is bare").font(.title2).bold()
                        }
                        Text("NO SAVED SLOTS").font(.largeTitle)
                    }
                }
            }
            """),
        // The same view marked; and a view named for a screen's header, which is not a section's.
        RuleExample("""
            struct GroupSectionHeader: View {
                let title: String
                var body: some View {
                    Text(title).font(.subheadline).accessibilityAddTraits(.isHeader)
                }
            }
            struct ProfileHeader: View {
                let name: String
                var body: some View { Text(name) }
            }
            """),
        // A big caption inside a button class: the button is the element VoiceOver reads, and the caption its name.
        RuleExample("""
            final class PromoBannerButton: UIButton {
                private let headlineLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    headlineLabel.font = UIFont.systemFont(ofSize: 24, weight: .semibold)
                    addSubview(headlineLabel)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        // A sentence in a title style is a message in big type, and a bold name in a row of a section with a header
        // labels the row's value: the section's header is the heading.
        RuleExample("""
            struct KeysScreen: View {
                let keys: KeyRing
                var body: some View {
                    VStack {
                        Text("Keep these keys somewhere safe.")
                            .font(.title2)
                        List {
                            Section {
                                signingRow()
                            } header: {
                                Text("Signing")
                            }
                            Section("Backup") {
                                Text("Recovery file").font(.headline.bold())
                            }
                        }
                    }
                }
                func signingRow() -> some View {
                    HStack {
                        Text("Public key").font(.headline.bold())
                        Spacer()
                        Text(keys.publicKey)
                    }
                }
            }
            """),
        // Empty states set in a title font: each says what is not there yet, in place of a list, and heads nothing.
        RuleExample("""
            struct DraftsList: View {
                let drafts: [Draft]
                var body: some View {
                    if drafts.isEmpty {
                        VStack {
                            Text("No saved drafts yet").font(.title2)
                            Text("Your drafts will appear here").font(.headline)
                        }
                    } else {
                        List(drafts) { DraftRow(draft: $0) }
                    }
                }
            }
            """),
        // The same helper's body case sets reading text, and a label marked as a heading asks for nothing.
        RuleExample("""
            final class PinSetupViewController: UIViewController {
                let promptLabel = UILabel()
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    promptLabel.applyRole(.body)
                    titleLabel.applyRole(.headline)
                    titleLabel.accessibilityTraits.insert(.header)
                }
            }
            """, context: [roleHelper]),
        // The app's text styles named for body text or a subtitle, and SwiftUI's label style that shows a title only.
        RuleExample("""
            struct GardenTips: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Water in the morning").textStyle(.bodySmall)
                        Text("Tomatoes").textStyle(.subtitle)
                        Label("Shade", systemImage: "sun.max").labelStyle(.titleOnly)
                        Text("Compost").textStyle(.header2).accessibilityAddTraits(.isHeader)
                    }
                }
            }
            """),
        RuleExample("""
            final class TipCardView: UIView {
                private let bodyLabel = UILabel()
                private let headingLabel = UILabel()
                func configure() {
                    bodyLabel.style = .body1
                    headingLabel.style = .header2
                    headingLabel.accessibilityTraits.insert(.header)
                }
            }
            """),
        // A section's footer note, built where the table asks for it: a note under the rows, not a title.
        RuleExample("""
            final class PantryViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                    let footer = UIView()
                    let note = UILabel()
                    note.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 13))
                    note.text = shelves[section].expiryNote
                    footer.addSubview(note)
                    return footer
                }
            }
            """),
        // Large bold words that end in an ellipsis: work in progress, or a command that asks for more. No heading.
        RuleExample("""
            struct SyncingView: View {
                var body: some View {
                    VStack {
                        ProgressView()
                        Text("Fetching your lists…").font(.system(size: 22, weight: .bold))
                        Text("Export all...").bold()
                    }
                }
            }
            """),
        // A letter marking the end of a slider, set large: no words, so no heading.
        RuleExample("""
            struct TextSizePicker: View {
                @State private var size = 1.0
                var body: some View {
                    HStack {
                        Text("A").font(.caption)
                        Slider(value: $size)
                        Text("A").font(.title)
                    }
                }
            }
            """),
        // A value named for something other than a title, set large: the artist under a song's name.
        RuleExample("""
            struct NowPlaying: View {
                let song: Song
                var body: some View {
                    VStack {
                        Text(song.title).font(.title).accessibilityAddTraits(.isHeader)
                        Text(song.artist).font(.title2)
                    }
                }
            }
            """),
        // A label named for an error, set bold: a message, not a title.
        RuleExample("""
            final class SignInViewController: UIViewController {
                private let errorLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    errorLabel.font = .boldSystemFont(ofSize: 20)
                }
            }
            """),
        // A sentence or a lead-in in a headline or bold font is emphasis, not a title.
        RuleExample("""
            struct SetupIntro: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("In the next steps you will connect your sensor and choose your targets.").font(.headline)
                        Text("Choose where to start:").bold()
                        SourceList()
                    }
                }
            }
            """),
        RuleExample("""
            struct OrdersHeader: View {
                var body: some View {
                    Text("Recent orders").font(.title2).accessibilityAddTraits(.isHeader)
                }
            }
            """),
        // Marked on the container that holds the title, in the same declaration.
        RuleExample("""
            struct SectionTitle: View {
                let title: String
                var body: some View {
                    HStack { Text(title).font(.title3); Spacer() }
                        .accessibilityAddTraits(.isHeader)
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                var body: some View {
                    Button { } label: { Text("Pay now").font(.title3) }
                }
            }
            """),
        RuleExample("""
            struct Settings: View {
                var body: some View {
                    Form {
                        Section { Toggle("Sounds", isOn: .constant(true)) } header: { Text("Alerts").font(.title3) }
                    }
                }
            }
            """),
        // Body-styled text and big numbers are not headings.
        RuleExample("""
            struct Balance: View {
                let amount: String
                var body: some View {
                    VStack {
                        Text("Available").font(.body)
                        Text(amount).font(.largeTitle)
                        Text("42").font(.title)
                    }
                }
            }
            """),
        RuleExample("""
            final class SummaryView: UIView {
                private let titleLabel = UILabel()
                func build() {
                    titleLabel.font = .preferredFont(forTextStyle: .title2)
                    titleLabel.accessibilityTraits.insert(.header)
                }
            }
            """),
        // A caption above a field, styled a size up, is not a section title.
        RuleExample("""
            struct AmountForm: View {
                @Binding var amount: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Amount").font(.title3)
                        TextField("Amount", text: $amount)
                    }
                }
            }
            """),
        // Built in a property that the same view places in a button's label.
        RuleExample("""
            struct LibraryTile: View {
                let title: String
                var body: some View {
                    Button { } label: { Color.gray.overlay { titleLabel } }
                }
                private var titleLabel: some View { Text(title).font(.title2) }
            }
            """),
        // A caption laid over artwork.
        RuleExample("""
            struct AlbumCard: View {
                var body: some View {
                    Image("album_art").overlay(alignment: .bottom) { Text("Summer Mix").font(.title2) }
                }
            }
            """),
        RuleExample("""
            final class AccountCell: UITableViewCell {
                private let nameLabel = UILabel()
                func build() { nameLabel.font = .preferredFont(forTextStyle: .title2) }
            }
            """),
        RuleExample("""
            final class PromoView: UIView {
                private let actionButton = UIButton(type: .system)
                func build() { actionButton.titleLabel?.font = .preferredFont(forTextStyle: .title3) }
            }
            """),
        // A section's header, given as an argument: the system marks it.
        RuleExample("""
            struct DeviceList: View {
                var body: some View {
                    List {
                        Section(header: Text("Saved devices").font(.title)) { SavedDevices() }
                    }
                }
            }
            """),
        // A header argument that lays the title out beside an icon.
        RuleExample("""
            struct Plans: View {
                var body: some View {
                    List {
                        Section(header: HStack { Image(systemName: "star"); Text("Premium").font(.title2).bold() }) { PlanRows() }
                    }
                }
            }
            """),
        // A caption style named for a kind of text, over a field: not a style for titles.
        RuleExample("""
            struct CardForm: View {
                @State private var number = ""
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Card number").fieldTitleText()
                        TextField("Card number", text: $number)
                    }
                }
            }
            """),
        // A navigation title is marked by the system; a body style helper says nothing of titles.
        RuleExample("""
            struct MovieFacts: View {
                var body: some View {
                    VStack(alignment: .leading) { Text("A heist goes wrong.").bodyStyle() }
                        .navigationTitle("Overview")
                }
            }
            """),
        // A header built in a property that is only ever a section's header.
        RuleExample("""
            struct Preferences: View {
                var body: some View {
                    Form {
                        Section { Toggle("Vibrate", isOn: .constant(true)) } header: { alertsTitle }
                    }
                }
                private var alertsTitle: some View { Text("Alerts").font(.title2) }
            }
            """),
        // Bold large text given to the app's own button view is that button's title.
        RuleExample("""
            struct TipJar: View {
                var body: some View {
                    PillButton({
                        Text("Buy a coffee").font(.system(size: 20)).bold()
                    }, action: tip)
                }
            }
            """),
        // A data value in a title-like font, a bold sentence, bold text in a button, and a principal title already marked.
        RuleExample("""
            struct OrderHeader: View {
                let order: Order
                var body: some View {
                    VStack {
                        Text(order.customerName).brandFont(.semiBold, size: 18)
                        Text("Please check the address before you pay.").bold()
                        Button(action: pay) { Text("Pay now").bold() }
                    }
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            Text(L10n.Orders.title).accessibilityAddTraits(.isHeader)
                        }
                    }
                }
            }
            """),
        // The app's font modifier at a body size, or on a title already marked.
        RuleExample("""
            struct BackupDone: View {
                var body: some View {
                    VStack {
                        Text(Strings.Backup.doneTitle).brandFont(.semiBold, size: 24).accessibilityAddTraits(.isHeader)
                        Text(Strings.Backup.doneDetail).brandFont(.medium, size: 15)
                    }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // Shown while the shelf holds something: the title of what follows. And a greeting worded by whether a name is
        // known: the title of the screen either way.
        RuleExample("""
            struct ShelfScreen: View {
                let books: [String]
                let readerName: String
                var body: some View {
                    VStack {
                        if !books.isEmpty {
                            ↓Text("Reading list").font(.title2).bold()
                            ForEach(books, id: \\.self) { Text($0) }
                        }
                        if readerName.isEmpty {
                            ↓Text("Hello, reader").font(.title).fontWeight(.heavy)
                        }
                    }
                }
            }
            """),
        // The app's own section header view, whose text is never marked.
        RuleExample("""
            struct ↓GroupSectionHeader: View {
                let title: String
                var body: some View {
                    HStack { Text(title).font(.subheadline.weight(.semibold)); Spacer() }
                        .padding(.bottom, 8)
                }
            }
            """),
        // A section's header view built with the app's own label class.
        RuleExample("""
            final class FeedsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let header = UIView()
                    let titleView = ThemedLabelView(frame: .zero)
                    ↓titleView.font = UIFont.systemFont(ofSize: 22, weight: .bold)
                    titleView.text = "Subscriptions"
                    header.addSubview(titleView)
                    return header
                }
            }
            """),
        // A label given the case of the app's style helper that sets a large bold font: it may title the screen.
        RuleExample("""
            final class PinSetupViewController: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓titleLabel.applyRole(.headline)
                }
            }
            """, context: [roleHelper]),
        // The app's text style named for a heading, applied by its modifier or set on a label: a person decides.
        RuleExample("""
            struct GardenEmptyState: View {
                var body: some View {
                    VStack {
                        ↓Text("Garden beds").textStyle(.header2)
                        Text("Add a plant to get reminders.")
                    }
                }
            }
            """),
        RuleExample("""
            final class PlotHeaderView: UIView {
                private let titleLabel = UILabel()
                func configure() {
                    ↓titleLabel.style = .header2
                }
            }
            """),
        // The label of a view made to head a list's sections (for review), whatever its font; a card's header view,
        // which holds a name and a date, stays quiet.
        RuleExample("""
            final class SectionHeaderView: UIView {
                private let titleLabel = UILabel()
                func configure(title: String) {
                    ↓titleLabel.font = .preferredFont(forTextStyle: .subheadline)
                    titleLabel.text = title.uppercased()
                }
            }
            final class ReceiptCardHeader: UIView {
                private let storeLabel = UILabel()
                func configure(store: String) {
                    storeLabel.font = .preferredFont(forTextStyle: .subheadline)
                    storeLabel.text = store
                }
            }
            """),
        // Localized text in a title-like font, bold body text standing alone, and text in the toolbar's principal place.
        RuleExample("""
            struct WalletHome: View {
                var body: some View {
                    VStack {
                        ↓Text(L10n.Home.recentActivity)
                            .brandFont(.semiBold, size: 18)
                        ↓Text("Before you start").bold()
                        Text("Keep your recovery words somewhere safe.")
                    }
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            ↓Text(L10n.Home.screenName)
                                .brandFont(.semiBold, size: 16)
                        }
                    }
                }
            }
            """),
        // The app's own font modifier, given a large semibold size: a title-like font, for a person to check.
        RuleExample("""
            struct BackupIntro: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text(Strings.Backup.title)
                            .brandFont(.semiBold, size: 24)
                        Text(Strings.Backup.body)
                            .brandFont(size: 14)
                    }
                }
            }
            """),
        // The label of a section's header view, built where the table asks for it: the section's title, for review
        // whatever its size.
        RuleExample("""
            final class PantryViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let header = UIView()
                    let title = UILabel()
                    ↓title.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 13))
                    title.text = shelves[section].name
                    header.addSubview(title)
                    return header
                }
            }
            """),
        // The app's font modifier given its size first, without a label: judged by that size and weight too.
        RuleExample("""
            struct ParcelSummary: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Delivery options").fontSized(22, .heavy)
                        Text("Pick a slot that suits you").fontSized(15)
                    }
                }
            }
            """),
        // The app's own title style names what the text is for: a person checks whether each one heads a section.
        RuleExample("""
            struct MovieFacts: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Overview:").titleStyle()
                        Text("A heist goes wrong.")
                    }
                }
            }
            """),
        // The app's font helper and its text modifier, given a title's size: judged by that size and the weight in
        // their names. A caption-sized helper and a small modifier stay quiet.
        RuleExample("""
            struct TripSummary: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Lisbon weekend").font(.heavyFontWithSize(22))
                        Text("3 nights").font(.regularFontWithSize(14))
                        ↓Text("Flights").modifier(BoldCaption(fontSize: 18))
                        Text("Seat 14C").modifier(BoldCaption(fontSize: 13))
                    }
                }
            }
            """),
        // A bold face of the app's own font at a title's size, at the top of a sheet.
        RuleExample("""
            struct ConfirmSheet: View {
                var body: some View {
                    VStack {
                        ↓Text("Delete this recording?").font(.custom("Nunito-Bold", size: 18))
                        Text("It cannot be restored.").font(.custom("Nunito-Regular", size: 14))
                    }
                }
            }
            """),
        // A section's rows are content: the app's name set large at the top of an About form heads the screen.
        RuleExample("""
            struct Credits: View {
                var body: some View {
                    Form {
                        Section {
                            VStack { Image("AppIcon"); ↓Text("Tidepool Tracker").font(.largeTitle).bold() }
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Dashboard: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Today's sales").font(.title2.bold())
                        Text("12 orders")
                    }
                }
            }
            """),
        RuleExample("""
            struct ArticleView: View {
                let article: Article
                var body: some View {
                    ScrollView {
                        ↓Text(article.title).font(.system(.largeTitle, design: .serif))
                        Text(article.body)
                    }
                }
            }
            """),
        // The same property, placed in a plain stack: a heading.
        RuleExample("""
            struct LibraryHeader: View {
                let title: String
                var body: some View {
                    VStack { titleLabel; Divider() }
                }
                private var titleLabel: some View { ↓Text(title).font(.title2) }
            }
            """),
        RuleExample("""
            final class SummaryView: UIView {
                private let titleLabel = UILabel()
                func build() {
                    ↓titleLabel.font = .preferredFont(forTextStyle: .title2)
                    addSubview(titleLabel)
                }
            }
            """),
    ]
}
