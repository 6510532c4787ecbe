import A11yCore
import A11yRuleKit

/// The examples that specify `ImageMissingLabelRule`: code that must stay quiet, and code with `↓` where each
/// finding lands. `RuleExampleTests` runs them all.
extension ImageMissingLabelRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // An icon in a picker's label handed as an argument, not a closure: the picker is named by it.
        RuleExample("""
            struct ParcelPicker: View {
                @Binding var parcel: Parcel.ID?
                let parcels: [Parcel]
                var body: some View {
                    Picker(selection: $parcel, label: HStack { Image(systemName: "shippingbox"); Text("Parcel") }) {
                        ForEach(parcels) { Text($0.name).tag(Optional($0.id)) }
                    }
                }
            }
            """),
        // Hidden once while the view is set up, whatever the data: no state told.
        RuleExample("""
            final class NoteHeaderView: UIView {
                private let pinIcon = UIImageView(image: UIImage(systemName: "pin.fill"))
                func setUp() {
                    pinIcon.isHidden = true
                    addSubview(pinIcon)
                }
            }
            """),
        RuleExample("""
            struct Hero: View {
                var body: some View { Image(decorative: "mountains") }
            }
            """),
        RuleExample("""
            struct Receipt: View {
                var body: some View {
                    Image("signature").accessibilityLabel("Signed by the courier")
                }
            }
            """),
        RuleExample("""
            struct Divider: View {
                var body: some View { Image("wave").resizable().accessibilityHidden(true) }
            }
            """),
        RuleExample("""
            struct SettingsRow: View {
                var body: some View {
                    NavigationLink { Text("Privacy") } label: {
                        HStack { Image(systemName: "lock"); Text("Privacy") }
                    }
                }
            }
            """),
        RuleExample("""
            struct Rating: View {
                var body: some View {
                    HStack { Image(systemName: "star.fill"); Text("4.8 stars") }
                        .accessibilityElement(children: .combine)
                }
            }
            """),
        RuleExample("""
            struct Inbox: View {
                var body: some View { Label { Text("Inbox") } icon: { Image("tray") } }
            }
            """),
        // One element with its own label: the image is part of it.
        RuleExample("""
            struct PlanCard: View {
                var body: some View {
                    HStack { Image("plan_pro"); Text("Pro") }
                        .accessibilityElement()
                        .accessibilityLabel("Pro plan")
                }
            }
            """),
        // Built for a button's label in the same type.
        RuleExample("""
            struct ShelfView: View {
                var body: some View {
                    Button { } label: { cover }
                }
                private var cover: some View { Image("shelf_cover") }
            }
            """),
        // Placed in a button's label by another file.
        RuleExample(
            """
            struct FavoriteTile: View {
                var body: some View {
                    VStack { Image("tile_art"); Text("Favorites") }
                }
            }
            """,
            context: ["""
                struct Home: View {
                    var body: some View {
                        Button { } label: { FavoriteTile() }
                    }
                }
                """]),
        // Placed, through another view, in a button's label.
        RuleExample(
            """
            struct TileArt: View {
                var body: some View { Image("tile_art") }
            }
            """,
            context: [
                "struct Tile: View { var body: some View { VStack { TileArt(); Text(\"Favorites\") } } }",
                "struct Home: View { var body: some View { Button { } label: { Tile() } } }",
            ]),
        // Made one element where it is used.
        RuleExample(
            """
            struct CheckBox: View {
                var body: some View { Image("box_checked") }
            }
            """,
            context: ["""
                struct ProductLine: View {
                    var body: some View {
                        HStack { CheckBox(); Text("Coffee beans") }
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("Coffee beans, selected")
                    }
                }
                """]),
        // A custom component that puts its content in a button.
        RuleExample(
            """
            struct Filters: View {
                var body: some View { PillButton { Image("filter_icon") } }
            }
            """,
            context: ["""
                struct PillButton<Content: View>: View {
                    let content: () -> Content
                    var body: some View { Button { } label: { content() } }
                }
                """]),
        // Handed to a view that decides how to name it.
        RuleExample("""
            struct Banner: View {
                var body: some View { PromoCard(artwork: Image("sale")) }
            }
            """),
        RuleExample("""
            final class AvatarView: UIView {
                private let photo = UIImageView()
                func build() {
                    photo.isAccessibilityElement = true
                    photo.accessibilityLabel = "Profile photo"
                }
            }
            """),
        // A property used only inside a row made one element, with modifiers at the use.
        RuleExample("""
            struct OrderRow: View {
                private var tick: some View { Image(systemName: "checkmark.circle") }
                var body: some View {
                    HStack { tick.padding(4); Text("Order 42") }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Order 42, shipped")
                }
            }
            """),
        // Returned as an `Image` value: named where it is placed.
        RuleExample("""
            enum Transport {
                case bike, train
                var glyph: Image {
                    switch self {
                    case .bike: Image(systemName: "bicycle")
                    case .train: Image(systemName: "tram")
                    }
                }
            }
            """),
        // Part of a button's look; the button's label names it.
        RuleExample("""
            struct PillStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { Image(systemName: "sparkles"); configuration.label }
                }
            }
            """),
        // The cell is the element; its subviews are never reached.
        RuleExample("""
            final class BadgeCell: UITableViewCell {
                private let badge = UIImageView()
                func setUp() {
                    badge.isAccessibilityElement = true
                    isAccessibilityElement = true
                    accessibilityLabel = "Gold member"
                }
            }
            """),
        // Words in the title say what the number counts.
        RuleExample("""
            struct PostStats: View {
                let likes: Int
                var body: some View {
                    Label("\\(likes) likes", systemImage: "heart")
                }
            }
            """),
        // A library image that is a button's label is named by the button.
        RuleExample("""
            struct GalleryCell: View {
                let coverURL: URL
                var body: some View {
                    Button(action: open) { KFImage(coverURL) }
                        .accessibilityLabel("Open gallery")
                }
            }
            """),
        // Image views that show the data's picture, are hidden for good, or are named.
        RuleExample("""
            final class SpeakerCell: UITableViewCell {
                private let photoView = UIImageView()
                private let spinnerIcon = UIImageView()
                private let verifiedIcon = UIImageView(image: UIImage(systemName: "checkmark.seal"))
                func configure(with speaker: Speaker) {
                    photoView.image = speaker.photo
                    spinnerIcon.isHidden = true
                    verifiedIcon.isAccessibilityElement = true
                    verifiedIcon.accessibilityLabel = "Verified"
                    verifiedIcon.isHidden = !speaker.isVerified
                }
            }
            """),
        // Generated asset accessors: hidden, inside a button, or a value's property (not a catalogue's image).
        RuleExample("""
            struct EmptyInbox: View {
                let sender: Sender
                var body: some View {
                    VStack {
                        Assets.Artwork.emptyTray.image.resizable().accessibilityHidden(true)
                        Button(action: refresh) { Assets.Glyphs.reload.swiftUIImage }
                            .accessibilityLabel("Refresh")
                        sender.avatar.image
                    }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // The same row of icon and title laid out on its own: the symbol is read by its description.
        RuleExample("""
            struct ParcelHeader: View {
                var body: some View {
                    VStack {
                        HStack { ↓Image(systemName: "shippingbox"); Text("Parcel") }
                    }
                }
            }
            """),
        // A pin icon shown in one branch and hidden in the other: the only sign that the note is pinned (for review).
        RuleExample("""
            final class NoteHeaderView: UIView {
                private let pinIcon = UIImageView(image: UIImage(systemName: "pin.fill"))
                private let titleLabel = UILabel()
                func configure(with note: Note) {
                    titleLabel.text = note.title
                    if note.isPinned {
                        ↓pinIcon.isHidden = false
                    } else {
                        pinIcon.isHidden = true
                    }
                }
            }
            """),
        RuleExample("""
            struct Onboarding: View {
                var body: some View {
                    VStack {
                        ↓Image("welcome_illustration").resizable().scaledToFit()
                        Text("Track every parcel")
                    }
                }
            }
            """),
        RuleExample("""
            struct Weather: View {
                var body: some View {
                    HStack {
                        ↓Image(systemName: "cloud.rain")
                        Text("12°")
                    }
                }
            }
            """),
        // Used once inside a hidden stack and once on its own: the plain use is still reached.
        RuleExample("""
            struct Ticket: View {
                private var stamp: some View { ↓Image("stamp") }
                var body: some View {
                    VStack {
                        HStack { stamp }.accessibilityHidden(true)
                        stamp
                    }
                }
            }
            """),
        // A property typed `some View` is placed by its own type, so it is judged here.
        RuleExample("""
            struct Forecast: View {
                var icon: some View { ↓Image(systemName: "sun.max") }
                var body: some View { VStack { icon; Text("Sunny") } }
            }
            """),
        RuleExample("""
            struct Cover: View {
                let url: URL
                var body: some View { ↓AsyncImage(url: url) }
            }
            """),
        RuleExample("""
            final class AvatarView: UIView {
                private let photo = UIImageView()
                func build() {
                    ↓photo.isAccessibilityElement = true
                    addSubview(photo)
                }
            }
            """),
        // A cover loaded by an image library, placed on its own.
        RuleExample("""
            struct GalleryHeader: View {
                let coverURL: URL
                var body: some View {
                    VStack {
                        ↓KFImage(coverURL).resizable().frame(width: 120, height: 160)
                    }
                }
            }
            """),
        // A state icon the code shows by a condition, in a cell VoiceOver reads by its labels only (a review item).
        RuleExample("""
            final class EpisodeCell: UITableViewCell {
                private let downloadedIcon = UIImageView(image: UIImage(systemName: "arrow.down.circle.fill"))
                func configure(with episode: Episode) {
                    textLabel?.text = episode.title
                    ↓downloadedIcon.isHidden = !episode.isDownloaded
                }
            }
            """),
        // An image made by a generated asset accessor is read by the asset's name, like Image("…").
        RuleExample("""
            struct ParcelLost: View {
                var body: some View {
                    VStack {
                        ↓Assets.Artwork.brokenBox.image
                            .resizable()
                            .frame(width: 160, height: 160)
                        Button("Contact us", action: contact)
                    }
                }
            }
            """),
        // The icon says what the number counts; VoiceOver reads only the number.
        RuleExample("""
            struct PostStats: View {
                let likes: Int
                var body: some View {
                    HStack {
                        ↓Label("\\(likes)", systemImage: "heart")
                    }
                }
            }
            """),
    ]
}
