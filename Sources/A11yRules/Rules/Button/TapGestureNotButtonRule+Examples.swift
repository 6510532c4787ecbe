import A11yCore
import A11yRuleKit

/// The examples that specify `TapGestureNotButtonRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension TapGestureNotButtonRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // An empty tap handler only keeps taps from reaching what is behind the card.
        RuleExample("""
            struct SearchCard: View {
                var body: some View {
                    VStack { Text("Recent searches") }
                        .padding()
                        .onTapGesture {}
                }
            }
            """),
        // The card wraps one row, built by a type that combines the row and adds the button trait.
        RuleExample("""
            struct AlertsList: View {
                var body: some View {
                    NoticeCard {
                        NoticeRows.storageFull()
                    }
                    .onTapGesture { openStorage() }
                }
            }
            """, context: ["""
            enum NoticeRows {
                static func storageFull() -> some View {
                    HStack { Image(systemName: "externaldrive"); Text("Storage is almost full") }
                        .accessibilityElement(children: .combine)
                        .accessibilityAddTraits(.isButton)
                }
            }
            """]),
        // A double tap given through a gesture modifier is a shortcut, not a call to action.
        RuleExample("""
            struct PhotoTile: View {
                @State private var liked = false
                var body: some View {
                    Image("harbour")
                        .accessibilityLabel("Harbour at dusk")
                        .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
                }
            }
            """),
        RuleExample("""
            struct Offer: View {
                @Binding var isPresented: Bool
                var body: some View {
                    Text("Close")
                        .onTapGesture { isPresented = false }
                        .accessibilityAddTraits(.isButton)
                }
            }
            """),
        RuleExample("""
            struct Offer: View {
                @Binding var isPresented: Bool
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4)
                            .ignoresSafeArea()
                            .onTapGesture { isPresented = false }
                        OfferCard()
                    }
                }
            }
            """),
        RuleExample("""
            struct Gallery: View {
                @State private var zoomed = false
                var body: some View {
                    Photo()
                        .onTapGesture(count: 2) { zoomed.toggle() }
                }
            }
            """),
        RuleExample("""
            struct Signup: View {
                @FocusState private var focused: Field?
                var body: some View {
                    ScrollView { Fields() }
                        .onTapGesture { focused = nil }
                }
            }
            """),
        RuleExample("""
            struct Chart: View {
                @State private var selection: CGPoint?
                var body: some View {
                    Canvas { context, size in draw(context, size) }
                        .onTapGesture { location in selection = location }
                }
            }
            """),
        RuleExample("""
            struct Row: View {
                var body: some View {
                    HStack { Avatar(); Name() }
                        .onTapGesture { select() }
                        .accessibilityHidden(true)
                }
            }
            """),
        RuleExample("""
            final class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Summer sale"
                    accessibilityTraits = .button
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        RuleExample("""
            final class FormViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
                    view.addGestureRecognizer(tap)
                }
            }
            """),
        RuleExample("""
            final class SheetController: UIViewController {
                private let dimmingView = UIView()
                private let handle = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                    handle.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissSheet)))
                }
            }
            """),
        RuleExample("""
            final class ProfileViewController: UIViewController {
                private let avatar = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatar.isUserInteractionEnabled = true
                    avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(zoom)))
                }
            }
            """),
        RuleExample(
            """
            struct Screen: View {
                var body: some View {
                    CardA().onTapGesture { }
                }
            }
            """,
            context: ["""
                struct CardA: View {
                    var body: some View { Text("A").accessibilityAddTraits(.isButton) }
                }
                """]),
        RuleExample(
            """
            struct LinesScreen: View {
                let line: MetroLine
                var body: some View {
                    MetroCardView(line: line)
                        .onTapGesture(perform: cardTapped)
                }
            }
            """,
            context: ["""
                struct MetroCardView: View {
                    let line: MetroLine
                    var body: some View {
                        HStack { Text(line.name); Text(line.status) }
                            .accessibilityElement(children: .combine)
                            .accessibility(addTraits: .isButton)
                    }
                }
                """]),
        RuleExample(
            """
            final class HomeViewController: UIViewController {
                private let offerCard = OfferCardView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    offerCard.isAccessibilityElement = true
                    offerCard.accessibilityLabel = "Summer sale"
                    offerCard.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openOffer)))
                }
            }
            """,
            context: ["""
                final class OfferCardView: UIView {
                    override var accessibilityTraits: UIAccessibilityTraits {
                        get { super.accessibilityTraits.union(.button) }
                        set { super.accessibilityTraits = newValue }
                    }
                }
                """]),
        RuleExample("""
            struct Inbox: View {
                @State private var selection: Message.ID?
                let messages: [Message]
                var body: some View {
                    List(messages) { message in MessageRow(message: message) }
                        .onTapGesture { selection = nil }
                }
            }
            """),
        RuleExample("""
            struct SizePicker: View {
                @Binding var selected: Size
                var body: some View {
                    HStack {
                        ForEach(Size.allCases) { size in
                            Text(size.title)
                                .onTapGesture { selected = size }
                                .accessibilityAddTraits(size == selected ? [.isButton, .isSelected] : .isButton)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Inbox: View {
                let message: Message
                var body: some View {
                    VStack {
                        HStack { Avatar(); Text(message.sender).onTapGesture { open(message) } }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        RuleExample("""
            final class ProfileViewController: UIViewController {
                @IBOutlet private weak var photo: UIImageView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    photo.isUserInteractionEnabled = true
                    photo.isAccessibilityElement = true
                    photo.accessibilityLabel = "Change profile photo"
                    photo.accessibilityTraits = [.image, .button]
                    photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changePhoto)))
                }
            }
            """),
        RuleExample("""
            final class LinkLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = true
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onTap)))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension LinkLabel {
                func configureAccessibility() { accessibilityTraits.insert(.link) }
            }
            """),
        // A shortcut for a labelled button that does the same, a tap that only closes a notice, and a tap
        // whose handler reads where it landed.
        RuleExample("""
            struct ShippingPanel: View {
                @State private var isExpanded = false
                var body: some View {
                    VStack {
                        reorderButton
                        Summary().onTapGesture { model.reorder() }
                    }
                }
            }
            extension ShippingPanel {
                var reorderButton: some View {
                    Button { model.reorder() } label: { Image(systemName: "arrow.clockwise").accessibilityLabel("Reorder") }
                }
            }
            """),
        RuleExample("""
            struct SavedNotice: View {
                @Binding var isShowing: Bool
                var body: some View {
                    HStack { Text("Saved") }
                        .onTapGesture { isShowing = false }
                }
            }
            """),
        RuleExample("""
            final class TimelineScrubber: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(jump(_:))))
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func jump(_ recognizer: UITapGestureRecognizer) {
                    let point = recognizer.location(in: self)
                    select(at: point.x)
                }
            }
            """),
        RuleExample("""
            final class VoteCell: UITableViewCell {
                let thumbView = UIImageView()
                let agreeButton = UIButton()
                func setUp() {
                    thumbView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(agree)))
                    agreeButton.addTarget(self, action: #selector(agree), for: .touchUpInside)
                }
                @objc private func agree() {}
            }
            """),
        // The Button is the element: a tap inside its label, or in a custom style's body, adds no role.
        RuleExample("""
            struct PillButtonStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(8)
                        .onTapGesture { configuration.trigger() }
                }
            }
            """),
        RuleExample("""
            struct FieldRow: View {
                let field: CustomField
                var body: some View {
                    Button(action: edit) {
                        VStack {
                            Text(field.name)
                            Text(field.value).onTapGesture { openLink() }
                        }
                    }
                }
            }
            """),
        RuleExample("""
            final class SyncNoticeView: UIView {
                func configure() {
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                }
                @objc private func tapped() { dismiss() }
            }
            """),
        RuleExample("""
            struct ReturnPolicyNote: View {
                var body: some View {
                    Text("Read the return policy")
                        .accessibilityAction(named: "Open return policy") { openPolicy() }
                        .onTapGesture { openPolicy() }
                }
            }
            """),
        // A notice that a tap on itself takes away: the toggle closes what the view sits in.
        RuleExample(
            """
            struct Inbox: View {
                @State private var showTip = true
                var body: some View {
                    VStack {
                        if showTip {
                            SwipeTipCard().onTapGesture { showTip.toggle() }
                        }
                        MessageList()
                    }
                }
            }
            """,
            context: ["struct SwipeTipCard: View { var body: some View { Text(\"Swipe to archive\") } }"]),
    ]

    static let triggeringExamples: [RuleExample] = [
        // The same card around a row whose builder adds no trait.
        RuleExample("""
            struct AlertsList: View {
                var body: some View {
                    NoticeCard {
                        NoticeRows.syncPaused()
                    }
                    .↓onTapGesture { resumeSync() }
                }
            }
            """, context: ["""
            enum NoticeRows {
                static func syncPaused() -> some View {
                    HStack { Image(systemName: "pause"); Text("Sync is paused") }
                }
            }
            """, "struct NoticeCard<Content: View>: View { @ViewBuilder let content: Content; var body: some View { content.padding() } }"]),
        // A tap given through a gesture modifier is the same tap: the author's name opens their profile.
        RuleExample("""
            struct AuthorLine: View {
                let author: String
                let openProfile: () -> Void
                var body: some View {
                    Text(author)
                        .font(.caption)
                        .↓highPriorityGesture(TapGesture().onEnded(openProfile))
                }
            }
            """),
        RuleExample("""
            struct Offer: View {
                @Binding var isPresented: Bool
                var body: some View {
                    Text("Close")
                        .↓onTapGesture { isPresented = false }
                }
            }
            """),
        RuleExample("""
            struct Inbox: View {
                let messages: [Message]
                var body: some View {
                    List(messages) { message in
                        HStack {
                            Text(message.sender)
                            Text(message.subject)
                        }
                        .contentShape(Rectangle())
                        .↓onTapGesture(count: 1) { open(message) }
                    }
                }
            }
            """),
        RuleExample("""
            final class SignupViewController: UIViewController {
                private let termsLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    termsLabel.text = "Read the terms"
                    termsLabel.isUserInteractionEnabled = true
                    termsLabel.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showTerms)))
                }
            }
            """),
        RuleExample("""
            final class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Summer sale"
                    let tap = UITapGestureRecognizer(target: self, action: #selector(open))
                    ↓addGestureRecognizer(tap)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        RuleExample("""
            final class HomeViewController: UIViewController {
                private let offerCard = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    offerCard.addArrangedSubview(UILabel())
                    offerCard.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openOffer)))
                }
            }
            """),
        RuleExample(
            """
            struct Screen: View {
                var body: some View {
                    CardC().↓onTapGesture { open() }
                }
            }
            """,
            context: ["""
                struct CardC: View {
                    var body: some View { Text("C").accessibilityAddTraits(.isHeader) }
                }
                """]),
        RuleExample("""
            final class LinkLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = true
                    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onTap)))
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func onTap() {}
            }
            """),
        RuleExample("""
            final class ProfileViewController: UIViewController {
                @IBOutlet weak var photo: UIImageView!
                private let closeIcon = UIImageView(image: UIImage(named: "close"))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    photo.isUserInteractionEnabled = true
                    photo.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changePhoto)))
                    closeIcon.isUserInteractionEnabled = true
                    closeIcon.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                }
            }
            """),
        // A card whose tap toggles a flag that opens a sheet: it opens something, so it acts as a button.
        RuleExample(
            """
            struct Dashboard: View {
                @State private var showSensorPicker = false
                var body: some View {
                    SensorCard(level: 4)
                        .↓onTapGesture { showSensorPicker.toggle() }
                        .sheet(isPresented: $showSensorPicker) { SensorPicker() }
                }
            }
            """,
            context: ["struct SensorCard: View { let level: Int; var body: some View { Text(\"Sensor\") } }"]),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            """
            struct Offer: View {
                @Binding var isPresented: Bool
                var body: some View {
                    Text("Close")
                        .onTapGesture { isPresented = false }
                }
            }
            """,
            """
            struct Offer: View {
                @Binding var isPresented: Bool
                var body: some View {
                    Text("Close")
                        .onTapGesture { isPresented = false }
                        .accessibilityAddTraits(.isButton)
                }
            }
            """),
        RuleCorrection(
            """
            final class SignupViewController: UIViewController {
                private let termsLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    termsLabel.text = "Read the terms"
                    termsLabel.isUserInteractionEnabled = true
                    termsLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showTerms)))
                }
            }
            """,
            """
            final class SignupViewController: UIViewController {
                private let termsLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    termsLabel.text = "Read the terms"
                    termsLabel.isUserInteractionEnabled = true
                    termsLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showTerms)))
                    termsLabel.accessibilityTraits.insert(.button)
                }
            }
            """),
        RuleCorrection(
            """
            final class LinkLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = true
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onTap)))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
            """
            final class LinkLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = true
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onTap)))
                    accessibilityTraits.insert(.button)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
    ]
}
