import A11yCore
import A11yRuleKit

/// The examples that specify `IconOnlyButtonUnlabeledRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension IconOnlyButtonUnlabeledRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The same subclass showing an SF Symbol whose description is a fair name ("microphone"): VoiceOver reads it.
        RuleExample("""
            class AttachButton: UIButton {
                func setUp() { contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
            }
            final class VoiceNoteButton: AttachButton {
                override func setUp() {
                    super.setUp()
                    setImage(UIImage(systemName: "mic"), for: .normal)
                }
            }
            """),
        // The same subclass, when the base class gives every attach button a label.
        RuleExample("""
            class AttachButton: UIButton {
                var purpose = "" { didSet { accessibilityLabel = purpose } }
                func setUp() { contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
            }
            final class VoiceNoteButton: AttachButton {
                override func setUp() {
                    super.setUp()
                    purpose = "Record a voice note"
                    setImage(UIImage(systemName: "mic"), for: .normal)
                }
            }
            """),
        // A button class of the app, declared in another file, that names itself.
        RuleExample("""
            final class CallViewController: UIViewController {
                var hangUpButton: HangUpButton?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hangUpButton = HangUpButton()
                    hangUpButton?.setImage(UIImage(systemName: "phone.down"), for: .normal)
                }
            }
            """, context: ["""
            final class HangUpButton: UIButton {
                override init(frame: CGRect) { super.init(frame: frame); accessibilityLabel = "Hang up" }
                required init?(coder: NSCoder) { fatalError() }
            }
            """]),
        // A reusable bar item that shows its picture beside the title it is handed.
        RuleExample("""
            struct TitledBarItem: View {
                let icon: Image
                let title: String
                var body: some View {
                    Button(action: {}, label: { icon; Text(title) })
                }
            }
            """),
        // The app's image constants beside a title, or given a label.
        RuleExample("""
            struct ShelfBar: View {
                var body: some View {
                    HStack {
                        Button(action: addShelf, label: { Image.shelfAdd; Text("New shelf") })
                        Button(action: sortShelves, label: { Image.shelfSort.accessibilityLabel("Sort shelves") })
                    }
                }
            }
            """, context: ["""
            extension Image {
                static var shelfAdd: Image { Image("shelf-add-24") }
                static var shelfSort: Image { Image("shelf-sort-24") }
            }
            """]),
        // Tabs with titles, or a picture the item names for VoiceOver.
        RuleExample("""
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        HomeScreen()
                            .tabItem { Label("Home", image: "ic_tab_01") }
                        InboxScreen()
                            .tabItem { Image("ic_tab_02").accessibilityLabel("Inbox") }
                    }
                }
            }
            """),
        // An item handed to a function of the project, in another file, that labels its parameter.
        RuleExample(
            """
            import UIKit

            final class MapScreenViewController: UIViewController, LayersToggling {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layersItem = UIBarButtonItem(image: UIImage(systemName: "square.3.layers.3d"), style: .plain, target: nil, action: nil)
                    describeLayersItem(layersItem)
                    navigationItem.rightBarButtonItem = layersItem
                }
            }
            """,
            context: ["""
                protocol LayersToggling {}
                extension LayersToggling {
                    func describeLayersItem(_ item: UIBarButtonItem) {
                        item.accessibilityLabel = "Map layers"
                    }
                }
                """]),
        // Button classes that name themselves: a title, or their own accessibility label.
        RuleExample("""
            final class AvatarButton: UIButton {
                private let photoView = UIImageView()
                func configure(name: String) {
                    addSubview(photoView)
                    accessibilityLabel = name
                }
            }
            final class FollowButton: UIButton {
                func configure() {
                    setImage(UIImage(systemName: "plus"), for: .normal)
                    setTitle("Follow", for: .normal)
                }
            }
            """),
        // The asset's name, read through the local it was made into, names the action: UIKit speaks it.
        RuleExample("""
            final class RulesViewController: UITableViewController {
                private func editItem() -> UIBarButtonItem {
                    let image = UIImage(named: "edit")
                    return UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(startEditing))
                }
                @objc private func startEditing() { setEditing(true, animated: true) }
            }
            """),
        // An asset named by one action word is read as that word: the button's name.
        RuleExample("""
            struct SheetHeader: View {
                var body: some View {
                    Button { } label: { Image("close") }
                }
            }
            """),
        // A button a helper builds, named where the helper is used.
        RuleExample("""
            struct ProfileHeader: View {
                var body: some View {
                    photoButton().accessibilityLabel("Change photo")
                }
                private func photoButton() -> some View {
                    Button(action: {}) { Image(systemName: "camera") }
                }
            }
            """),
        // An icon view that shows its title too, and one that names itself.
        RuleExample(
            """
            struct CodeRow: View {
                var body: some View {
                    HStack {
                        Button(action: openProfile) { TitledIcon(symbol: "person", title: "Profile") }
                        Button(action: report) { NamedIcon(symbol: "exclamationmark.triangle.fill") }
                    }
                }
                func openProfile() {}
                func report() {}
            }
            """,
            context: [
                """
                struct TitledIcon: View {
                    let symbol: String
                    let title: String
                    var body: some View { HStack { Image(systemName: symbol); Text(title) } }
                }
                """,
                """
                struct NamedIcon: View {
                    let symbol: String
                    var body: some View { Image(systemName: symbol).accessibilityLabel("Report") }
                }
                """,
            ]),
        RuleExample("""
            struct PromoCard: View {
                @Binding var isPresented: Bool
                var body: some View {
                    Button("Close", systemImage: "xmark") { isPresented = false }
                        .labelStyle(.iconOnly)
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                @Binding var isPresented: Bool
                var body: some View {
                    Button { isPresented = false } label: {
                        Label("Close", systemImage: "xmark")
                            .labelStyle(.iconOnly)
                    }
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                @Binding var isPresented: Bool
                var body: some View {
                    Button(action: { isPresented = false }) {
                        Image(systemName: "xmark")
                    }
                    .accessibilityLabel("Close")
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                var body: some View {
                    Button(action: share) {
                        Image("share-icon", label: Text("Share"))
                    }
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                var body: some View {
                    Button(action: share) {
                        HStack {
                            Image(systemName: "square.and.arrow.up")
                            Text("Share")
                        }
                    }
                }
            }
            """),
        RuleExample("""
            final class PromoViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                    closeButton.accessibilityLabel = "Close"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
                }
            }
            """),
        RuleExample("""
            final class PromoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let share = UIButton(type: .system)
                    share.setImage(UIImage(named: "share"), for: .normal)
                    share.setTitle("Share", for: .normal)
                    let favourite = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: self, action: #selector(star))
                    favourite.accessibilityLabel = "Add to favourites"
                    navigationItem.rightBarButtonItems = [favourite]
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                var body: some View {
                    Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .accessibilityHidden(true)
                }
            }
            """),
        RuleExample("""
            struct PlayerBar: View {
                var body: some View {
                    Button(action: close) {
                        Theme.Icons.close.resizable()
                    }
                }
            }
            """),
        RuleExample("""
            enum Icons {
                static let share = Image("share", label: Text("Share"))
                static var close: some View { Image(systemName: "xmark").accessibilityLabel("Close") }
            }
            struct PlayerBar: View {
                var body: some View {
                    HStack {
                        Button(action: share) { Icons.share }
                        Button(action: close) { Icons.close }
                    }
                }
            }
            """),
        RuleExample("""
            struct PlayerBar: View {
                @Binding var isPlaying: Bool
                var body: some View {
                    HStack {
                        Button(action: toggle) {
                            if isPlaying { Image(systemName: "pause.fill") } else { Text("Play") }
                        }
                        Button(action: toggle) {
                            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
                        }
                        .accessibilityLabel(isPlaying ? "Pause" : "Play")
                    }
                }
            }
            """),
        RuleExample("""
            struct PlayerBar: View {
                var body: some View {
                    Button(action: close) {
                        Image(systemName: "xmark")
                    }
                    .accessibility(label: Text("Close"))
                }
            }
            """),
        RuleExample("""
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.accessibilityLabel = "Close"
                }
            }
            extension PlayerViewController {
                func applyTheme() {
                    closeButton.setImage(UIImage(named: "close"), for: .normal)
                }
            }
            """),
        // The property is declared out of sight (an Objective-C header); the label follows on the next line.
        RuleExample("""
            extension NoteEditorViewController {
                func configureToolbar() {
                    infoItem = UIBarButtonItem(image: UIImage(named: "info"), style: .plain, target: self, action: #selector(showInfo))
                    infoItem.accessibilityLabel = "Note details"
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // A subclass of the app's own button class (which subclasses UIButton in the same file) that gives itself only
        // a picture; the base class names nothing.
        RuleExample("""
            class AttachButton: UIButton {
                func setUp() { contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
            }
            final class ↓VoiceNoteButton: AttachButton {
                override func setUp() {
                    super.setUp()
                    setImage(UIImage(named: "attach-voice-24"), for: .normal)
                }
            }
            """),
        // A button of the app's own round class (declared in another file, naming nothing) given only a symbol.
        RuleExample("""
            final class CallViewController: UIViewController {
                var hangUpButton: CircleButton?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hangUpButton = CircleButton()
                    hangUpButton?.↓setImage(UIImage(systemName: "phone.down"), for: .normal)
                }
            }
            """, context: ["""
            class CircleButton: UIButton {
                override func layoutSubviews() { super.layoutSubviews(); layer.cornerRadius = bounds.width / 2 }
            }
            """]),
        // A button of a reusable bar item that shows only the picture it is handed.
        RuleExample("""
            struct BarItemButton: View {
                let icon: Image
                let action: () -> Void
                var body: some View {
                    ↓Button(action: action, label: { icon.resizable().frame(width: 24, height: 24) })
                }
            }
            """),
        // An image constant the app keeps on `Image` in another file, alone in a toolbar button (or picked by a flag).
        RuleExample("""
            struct ShelfBar: View {
                @State private var unread = false
                var body: some View {
                    HStack {
                        ↓Button(action: addShelf, label: { Image.shelfAdd.foregroundColor(.primary) })
                        ↓Button(action: openDigest, label: { unread ? Image.digestUnread : Image.digest })
                    }
                }
            }
            """, context: ["""
            extension Image {
                static var shelfAdd: Image { Image("shelf-add-24") }
                static var digest: Image { Image("digest-24") }
                static var digestUnread: Image { Image("digest-unread-24") }
            }
            """]),
        // Tabs whose items are only pictures: the tab bar reads the file name, or nothing.
        RuleExample("""
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        HomeScreen()
                            .↓tabItem { Label("", image: "ic_tab_01") }
                        InboxScreen()
                            .↓tabItem { Image("ic_tab_02") }
                    }
                }
            }
            """),
        // Handed to a function that only tints it: nothing names it.
        RuleExample(
            """
            import UIKit

            final class MapScreenViewController: UIViewController, LayersToggling {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layersItem = ↓UIBarButtonItem(image: UIImage(named: "layers-24"), style: .plain, target: nil, action: nil)
                    tintLayersItem(layersItem)
                    navigationItem.rightBarButtonItem = layersItem
                }
            }
            """,
            context: ["""
                protocol LayersToggling {}
                extension LayersToggling {
                    func tintLayersItem(_ item: UIBarButtonItem) {
                        item.tintColor = .systemBlue
                    }
                }
                """]),
        // A button class that draws only an avatar, added from an extension, and never names itself (for review: the
        // places that make one may name it).
        RuleExample("""
            final class ↓AvatarButton: UIButton {
                private let photoView: UIImageView = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUp()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            private extension AvatarButton {
                func setUp() {
                    addSubview(photoView)
                    let share = UIAction(title: "Share") { _ in }
                    share.accessibilityLabel = "Share profile"
                }
            }
            """),
        // A toggle drawn as a button, labelled by a symbol alone; the same toggle with words stays quiet.
        RuleExample("""
            struct PlayerControls: View {
                @State private var shuffling = false
                @State private var repeating = false
                var body: some View {
                    HStack {
                        ↓Toggle(isOn: $shuffling) {
                            Image(systemName: "shuffle")
                        }
                        .toggleStyle(.button)
                        Toggle(isOn: $repeating) {
                            Label("Repeat", systemImage: "repeat")
                        }
                        .toggleStyle(.button)
                    }
                }
            }
            """),
        // The label is an asset catalogue's generated image: VoiceOver reads the asset's name.
        RuleExample("""
            struct FilterBar: View {
                var body: some View {
                    ↓Button(action: openFilters) {
                        Assets.Glyphs.slidersHorizontal.image
                            .renderingMode(.template)
                            .padding(8)
                    }
                }
            }
            """),
        // A back item made with a title of spaces, then given its arrow: VoiceOver has nothing to read but the image.
        RuleExample("""
            extension UIViewController {
                func installBackItem() {
                    let item = ↓UIBarButtonItem(title: "   ", style: .plain, target: self, action: #selector(goBack))
                    item.image = UIImage(named: "arrow_left_thin")
                    navigationItem.leftBarButtonItem = item
                }
                @objc private func goBack() { navigationController?.popViewController(animated: true) }
            }
            """),
        // The symbol's name comes from the app's constant, named after the symbol: a review item, as for "ellipsis"
        // written out (VoiceOver's "More" may name the menu).
        RuleExample("""
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: UIImage(systemName: .ellipsisToolbar()), menu: optionsMenu())
                }
            }
            """, context: ["extension String { static func ellipsisToolbar() -> String { \"ellipsis.circle\" } }"]),
        // An app's image constant named after a common symbol: the symbol's spoken name may do (review).
        RuleExample("""
            extension UIImage { static let ellipsis = UIImage(systemName: "ellipsis")! }
            extension UIBarButtonItem {
                static func options() -> UIBarButtonItem { ↓UIBarButtonItem(image: .ellipsis, menu: nil) }
            }
            """),
        // An asset named for the action: VoiceOver reads the file name ("voice.record"), which a person checks (review).
        RuleExample("""
            struct RecorderControls: View {
                var body: some View {
                    ↓Button { } label: { Image("voice.record") }
                }
            }
            final class RecorderViewController: UIViewController {
                private let stopButton = UIButton(type: .custom)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stopButton.↓setImage(UIImage(named: "transport.stop"), for: .normal)
                }
            }
            """),
        // A symbol VoiceOver reads as an action word, on a button whose code does that ("Close" dismisses): still a
        // result to review, whose check asks only to hear that word.
        RuleExample("""
            struct RecipeDetail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    ↓Button(action: { dismiss() }) { Image(systemName: "xmark.circle.fill") }
                }
            }
            """),
        // A button whose whole label is one of the app's icon views: its declaration shows only an image (a count
        // beside it is no name), and nothing handed to it reads as words.
        RuleExample(
            """
            struct CodeRow: View {
                var body: some View {
                    ↓Button(action: { pinCode() }) { CountedIcon(symbol: "pin.fill", count: 0) }
                }
                func pinCode() {}
            }
            """,
            context: ["""
                struct CountedIcon: View {
                    let symbol: String
                    let count: Int
                    var body: some View {
                        ZStack(alignment: .topTrailing) {
                            Image(systemName: symbol)
                            if count > 0 { Text("\\(count)").font(.caption2) }
                        }
                    }
                }
                """]),
        // The same symbol on a button that does something else: whether "Close" fits is for a person to hear.
        RuleExample("""
            struct RecipeDetail: View {
                var body: some View {
                    ↓Button(action: { archiveRecipe() }) { Image(systemName: "xmark.circle.fill") }
                }
                func archiveRecipe() {}
            }
            """),
        // A spinner while loading says "in progress", not what the button does; the rest of the time only the
        // symbol shows.
        RuleExample("""
            struct PlayerBar: View {
                @Binding var isLoading: Bool
                var body: some View {
                    ↓Button(action: fetchEpisodes) {
                        if isLoading { ProgressView() } else { Image(systemName: "arrow.clockwise") }
                    }
                }
            }
            """),
        // A label built by a function of the same view, and a menu whose label is an icon.
        RuleExample("""
            struct ProfileHeader: View {
                var body: some View {
                    HStack {
                        ↓Button(action: goBack) { roundIcon("back-arrow") }
                        ↓Menu { Button("Report") {} } label: { Image("dots-vertical") }
                    }
                }
                func roundIcon(_ name: String) -> some View {
                    Image(name).frame(width: 32, height: 32).clipShape(Circle())
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                @Binding var isPresented: Bool
                var body: some View {
                    ↓Button(action: { isPresented = false }) {
                        Image(systemName: "xmark")
                            .font(.title2)
                    }
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                @Binding var isPresented: Bool
                var body: some View {
                    ↓Button { isPresented = false } label: {
                        Image("cross-icon")
                    }
                }
            }
            """),
        RuleExample("""
            struct PromoCard: View {
                var body: some View {
                    ↓Button("", systemImage: "heart") { like() }
                }
            }
            """),
        RuleExample("""
            final class PromoViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.↓setImage(UIImage(named: "ic_close"), for: .normal)
                    closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                }
            }
            """),
        RuleExample("""
            final class PromoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = ↓UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(close))
                    let help = ↓UIButton.systemButton(with: UIImage(systemName: "questionmark.circle")!, target: self, action: #selector(showHelp))
                    view.addSubview(help)
                }
            }
            """),
        RuleExample("""
            extension Image {
                enum Symbols {
                    static let close = Image(systemName: "xmark")
                }
            }
            struct PromoCard: View {
                var body: some View {
                    ↓Button(action: {}) {
                        Image.Symbols.close.resizable()
                    }
                }
            }
            """),
        RuleExample("""
            struct PlayerBar: View {
                @Binding var isPlaying: Bool
                var body: some View {
                    ↓Button(action: flipPlayback) {
                        if isPlaying {
                            Image(systemName: "pause.circle")
                        } else {
                            Image(systemName: "play.circle")
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct PlayerBar: View {
                let mode: RepeatMode
                var body: some View {
                    ↓Button(action: cycleRepeat) {
                        switch mode {
                        case .off: Image("repeat-off")
                        case .one: Image("repeat-one")
                        case .all: Image("repeat-all")
                        }
                    }
                }
            }
            """),
        RuleExample("""
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
            }
            extension PlayerViewController {
                func applyTheme() {
                    closeButton.↓setImage(UIImage(named: "ic_close"), for: .normal)
                }
            }
            """),
    ]
}
