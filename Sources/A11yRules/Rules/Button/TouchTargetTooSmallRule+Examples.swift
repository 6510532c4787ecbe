import A11yCore
import A11yRuleKit

/// The examples that specify `TouchTargetTooSmallRule`: code that must stay quiet, and code with `↓` where
/// each finding lands. `RuleExampleTests` runs them all.
extension TouchTargetTooSmallRule {
    /// The app's own sizing helper, in another file: it constrains the view it is called on to its arguments.
    static let sizingHelper = """
        extension UIView {
            @discardableResult
            func fixSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
                translatesAutoresizingMaskIntoConstraints = false
                if let width { widthAnchor.constraint(equalToConstant: width).isActive = true }
                if let height { heightAnchor.constraint(equalToConstant: height).isActive = true }
                return self
            }
            @discardableResult
            func fixSize(_ side: CGFloat) -> Self { fixSize(width: side, height: side) }
        }
        """

    static let nonTriggeringExamples: [RuleExample] = [
        // The same helper at 44 points, and a function of the same shape that sizes nothing (it sets a corner radius).
        RuleExample("""
            final class ViewerViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(closeButton)
                    closeButton.fixSize(44)
                    closeButton.round(12)
                }
            }
            """, context: [sizingHelper, """
            extension UIView {
                func round(_ radius: CGFloat) { layer.cornerRadius = radius }
            }
            """]),
        // The same round button, whose class widens the area that takes taps.
        RuleExample("""
            final class CallViewController: UIViewController {
                var hangUpButton: CircleButton?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hangUpButton = CircleButton()
                    NSLayoutConstraint.activate([hangUpButton!.widthAnchor.constraint(equalToConstant: 40)])
                }
            }
            """, context: ["""
            class CircleButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }
            }
            """]),
        // A close button drawn as a circle of 44 points with a small symbol on it: the stack is as large as its circle.
        RuleExample("""
            struct SheetHeader: View {
                let close: () -> Void
                var body: some View {
                    Button(action: close, label: {
                        ZStack {
                            Circle().fill(Color.gray.opacity(0.2)).frame(width: 44, height: 44)
                            Image(systemName: "xmark").resizable().frame(width: 12, height: 12)
                        }
                    })
                }
            }
            """),
        // A bare symbol button handed to the navigation bar as an argument: the bar sizes its items.
        RuleExample("""
            struct PreferencesScreen: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    List { Text("General") }
                        .navigationBarItems(trailing: Button(action: { dismiss() }) { Image(systemName: "xmark") }.accessibilityLabel("Close"))
                }
            }
            """),
        // A size constant of 56 points, and a name given two values in two places (left unread).
        RuleExample("""
            struct ShutterBar: View {
                var body: some View {
                    Button { openSettings() } label: {
                        Image(systemName: "gearshape").frame(width: Layout.rowHeight, height: Layout.rowHeight)
                    }
                    Button { flip() } label: {
                        Image(systemName: "arrow.triangle.2.circlepath").frame(width: controlSize, height: controlSize)
                    }
                }
            }
            """, context: ["import CoreGraphics\nlet controlSize = 40.0\nenum Layout {\n    static let rowHeight: CGFloat = 56\n}\n",
                           "let controlSize = 48.0\n"]),
        // A visual format that gives the button 44 points, or only a minimum; a label fixed small is no control.
        RuleExample("""
            final class ChoiceCell: UITableViewCell {
                let removeButton = UIButton(type: .system)
                let countLabel = UILabel()
                func layOut() {
                    let views: [String: Any] = ["removeButton": removeButton, "countLabel": countLabel]
                    contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[countLabel(20)]-[removeButton(44)]-16-|", options: [], metrics: nil, views: views))
                    contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[removeButton(>=44)]", options: [], metrics: nil, views: views))
                }
            }
            """),
        // The app's icon modifier sizes the icon to 24 points, and the padding brings the button to 44 × 44.
        RuleExample("""
            struct CurrencyRow: View {
                var body: some View {
                    Button { flip() } label: {
                        Assets.Glyphs.arrows.image
                            .brandIcon(size: 24, tint: .secondary)
                            .padding(10)
                    }
                }
            }
            """),
        // A label from a helper of the view that gives the icon a 44-point frame: large enough.
        RuleExample("""
            struct ComposerBar: View {
                var body: some View {
                    HStack {
                        Button { attachPhoto() } label: { barIcon("photo") }
                            .buttonStyle(.plain)
                    }
                }
                private func barIcon(_ name: String) -> some View {
                    Image(systemName: name)
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                }
                private func attachPhoto() {}
            }
            """),
        // One branch is large enough: which one shows is not known here.
        RuleExample("""
            struct FollowButton: View {
                let following: Bool
                var body: some View {
                    Button { } label: {
                        if following {
                            Image(systemName: "checkmark").frame(width: 24, height: 24)
                        } else {
                            Text("Follow").frame(width: 96, height: 44)
                        }
                    }
                }
            }
            """),
        // A small icon in a button whose label is padded to 44 points.
        RuleExample("""
            struct PlayerControls: View {
                var body: some View {
                    Button(action: skip) {
                        Image(systemName: "forward.fill")
                            .frame(width: 24, height: 24)
                            .padding(10)
                    }
                    .accessibilityLabel("Skip")
                }
                func skip() {}
            }
            """),
        // Large enough as it is.
        RuleExample("""
            struct Stepper: View {
                var body: some View {
                    Button(action: add) { Image(systemName: "plus").frame(width: 44, height: 44) }
                        .accessibilityLabel("Add one")
                }
                func add() {}
            }
            """),
        // A size held in a constant is not read.
        RuleExample("""
            struct Chip: View {
                let side: CGFloat = 28
                var body: some View {
                    Button("Remove", action: remove).frame(width: side, height: side)
                }
                func remove() {}
            }
            """),
        // A toolbar button: the system gives it a full-size tap area.
        RuleExample("""
            struct EditorScreen: View {
                var body: some View {
                    TextEditor(text: .constant(""))
                        .toolbar {
                            ToolbarItem {
                                Button(action: share) { Image(systemName: "square.and.arrow.up").frame(width: 22, height: 22) }
                                    .accessibilityLabel("Share")
                            }
                        }
                }
                func share() {}
            }
            """),
        // A label with text beside the icon: the icon's frame is not the button's.
        RuleExample("""
            struct FilterBar: View {
                var body: some View {
                    Button(action: toggle) {
                        HStack {
                            Image(systemName: "line.3.horizontal.decrease").frame(width: 16, height: 16)
                            Text("Filters")
                        }
                    }
                }
                func toggle() {}
            }
            """),
        // A bordered style draws padding around the label.
        RuleExample("""
            struct CounterView: View {
                var body: some View {
                    Button(action: decrement) { Image(systemName: "minus").frame(width: 20, height: 20) }
                        .buttonStyle(.bordered)
                        .accessibilityLabel("Decrease")
                }
                func decrement() {}
            }
            """),
        // The tap area is set apart from the drawing.
        RuleExample("""
            struct Thumb: View {
                var body: some View {
                    Circle()
                        .frame(width: 18, height: 18)
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                        .onTapGesture { select() }
                }
                func select() {}
            }
            """),
        // UIKit: the button's class widens the area that takes taps.
        RuleExample("""
            final class CloseButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -10, dy: -10).contains(point)
                }
                func place() {
                    frame = CGRect(x: 0, y: 0, width: 24, height: 24)
                }
            }
            """),
        // UIKit: the button's class, in another file, takes taps beyond its bounds.
        RuleExample("""
            final class PlayerBar: UIView {
                private let likeButton = WideTapButton(type: .custom)
                func layout() {
                    likeButton.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
                }
            }
            """, context: ["""
            final class WideTapButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -12, dy: -12).contains(point)
                }
            }
            """]),
        // UIKit: a button constrained to 44 points.
        RuleExample("""
            final class NoteCell: UITableViewCell {
                private let pinButton = UIButton(type: .system)
                func layout() {
                    NSLayoutConstraint.activate([
                        pinButton.widthAnchor.constraint(equalToConstant: 44),
                        pinButton.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """),
        // A content shape reaching beyond the frame.
        RuleExample("""
            struct RatingStar: View {
                var body: some View {
                    Image(systemName: "star")
                        .frame(width: 20, height: 20)
                        .contentShape(Rectangle().inset(by: -12))
                        .onTapGesture { rate() }
                }
                func rate() {}
            }
            """),
        // tvOS is driven by focus, not by fingers.
        RuleExample("""
            struct RemoteControls: View {
                var body: some View {
                    #if os(tvOS)
                    Button(action: play) { Image(systemName: "play.fill").frame(width: 30, height: 30) }
                        .accessibilityLabel("Play")
                    #endif
                }
                func play() {}
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // The app's sizing helper, declared in another file, pins the buttons to 32 and 28 points.
        RuleExample("""
            final class ViewerViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
                private let shareButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(closeButton)
                    ↓closeButton.fixSize(32)
                    view.addSubview(shareButton)
                    ↓shareButton.fixSize(width: 60, height: 28)
                }
            }
            """, context: [sizingHelper]),
        // The same circle at 30 points: the stack, and so the tap area, is 30 × 30.
        RuleExample("""
            struct SheetHeader: View {
                let close: () -> Void
                var body: some View {
                    Button(action: close, label: {
                        ZStack {
                            Circle().fill(Color.gray.opacity(0.2)).↓frame(width: 30, height: 30)
                            Image(systemName: "xmark").resizable().frame(width: 12, height: 12)
                        }
                    })
                }
            }
            """),
        // A size the app keeps as a constant in another file: the button is read at that size.
        RuleExample("""
            struct ShutterBar: View {
                var body: some View {
                    Button { openSettings() } label: {
                        Image(systemName: "gearshape")
                            .↓frame(width: controlSize, height: controlSize)
                    }
                }
            }
            """, context: ["import CoreGraphics\nlet controlSize = 40.0\nenum Layout {\n    static let rowHeight: CGFloat = 56\n}\n"]),
        // Sizes given in the visual format language, through a dictionary of views.
        RuleExample("""
            final class ChoiceCell: UITableViewCell {
                let removeButton = UIButton(type: .system)
                let titleLabel = UILabel()
                func layOut() {
                    let views: [String: Any] = ["removeButton": removeButton, "titleLabel": titleLabel]
                    contentView.addConstraints(↓NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[titleLabel]-[removeButton(28)]-16-|", options: [], metrics: nil, views: views))
                    contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[removeButton(28)]", options: [], metrics: nil, views: views))
                }
            }
            """),
        // The app's icon modifier sizes the image to 14 points; with 5 points of padding the button is 24 × 24.
        RuleExample("""
            struct CurrencyRow: View {
                var body: some View {
                    HStack {
                        Text("From")
                        Button { flip() } label: {
                            Assets.Glyphs.arrows.image
                                .↓brandIcon(size: 14, tint: .secondary)
                                .padding(5)
                        }
                    }
                }
            }
            """),
        // The label comes from a helper of the view that fixes a 28-point frame: each button using it is small.
        RuleExample("""
            struct ComposerBar: View {
                var body: some View {
                    HStack {
                        ↓Button { attachPhoto() } label: { barIcon("photo") }
                            .buttonStyle(.plain)
                    }
                }
                private func barIcon(_ name: String) -> some View {
                    Image(systemName: name)
                        .frame(width: 28, height: 28)
                        .contentShape(Rectangle())
                }
                private func attachPhoto() {}
            }
            """),
        // Either branch of the label is a 24-point icon: the button is small whichever shows.
        RuleExample("""
            struct MuteButton: View {
                @Binding var muted: Bool
                var body: some View {
                    Button { muted.toggle() } label: {
                        if muted {
                            Image(systemName: "speaker.slash").↓frame(width: 24, height: 24)
                        } else {
                            Image(systemName: "speaker.wave.2").frame(width: 24, height: 24)
                        }
                    }
                }
            }
            """),
        // An icon button whose label is the icon, fixed at 24 points.
        RuleExample("""
            struct PlayerControls: View {
                var body: some View {
                    Button(action: skip) {
                        Image(systemName: "forward.fill")
                            .↓frame(width: 24, height: 24)
                    }
                    .accessibilityLabel("Skip")
                }
                func skip() {}
            }
            """),
        // The button itself is fixed small; padding around it does not take its taps.
        RuleExample("""
            struct TagView: View {
                var body: some View {
                    Button("×", action: remove)
                        .↓frame(width: 20, height: 20)
                        .padding(4)
                        .accessibilityLabel("Remove tag")
                }
                func remove() {}
            }
            """),
        // A tappable dot.
        RuleExample("""
            struct PageDots: View {
                var body: some View {
                    Circle()
                        .↓frame(width: 10, height: 10)
                        .onTapGesture { jump() }
                }
                func jump() {}
            }
            """),
        // Padding around the button does not take its taps; a plain content shape fills the same frame.
        RuleExample("""
            struct SheetHeader: View {
                var body: some View {
                    Button(action: close) {
                        Image(systemName: "xmark")
                            .↓frame(width: 30, height: 30)
                            .contentShape(Rectangle())
                    }
                    .padding(.trailing, 20)
                    .accessibilityLabel("Close")
                }
                func close() {}
            }
            """),
        // A label that names its icon first: the view after the `let` is the label.
        RuleExample("""
            struct ReactionBar: View {
                let liked: Bool
                var body: some View {
                    Button(action: toggleLike) {
                        // The filled heart once liked.
                        let symbol = liked ? "heart.fill" : "heart"
                        Image(systemName: symbol)
                            .↓frame(width: 26, height: 26)
                    }
                    .accessibilityLabel("Like")
                }
                func toggleLike() {}
            }
            """),
        // Only the height is fixed, and it is too short.
        RuleExample("""
            struct QuickActions: View {
                var body: some View {
                    Button("Pause", action: pause)
                        .↓frame(height: 28)
                }
                func pause() {}
            }
            """),
        // A button style that makes every button it styles 32 points.
        RuleExample("""
            struct RoundIconStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .↓frame(width: 32, height: 32)
                        .background(Circle().fill(.thinMaterial))
                }
            }
            """),
        // UIKit: a button given a 24-point frame.
        RuleExample("""
            final class BannerView: UIView {
                private let dismissButton = UIButton(type: .close)
                func layout() {
                    ↓dismissButton.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
                }
            }
            """),
        // UIKit: a button of the app's own round class, declared in another file, held at 40 points.
        RuleExample("""
            final class CallViewController: UIViewController {
                var hangUpButton: CircleButton?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hangUpButton = CircleButton()
                    NSLayoutConstraint.activate([
                        hangUpButton!.widthAnchor.constraint(equalTo: hangUpButton!.heightAnchor),
                        ↓hangUpButton!.widthAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """, context: ["""
            class CircleButton: UIButton {
                override func layoutSubviews() { super.layoutSubviews(); layer.cornerRadius = bounds.width / 2 }
            }
            """]),
        // UIKit: width and height constraints of 30 points.
        RuleExample("""
            final class NoteCell: UITableViewCell {
                private let pinButton = UIButton(type: .system)
                func layout() {
                    NSLayoutConstraint.activate([
                        ↓pinButton.widthAnchor.constraint(equalToConstant: 30),
                        pinButton.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
            }
            """),
        // UIKit: only a height constraint, and it is 30 points.
        RuleExample("""
            final class FilterHeader: UIView {
                private let clearButton = UIButton(type: .system)
                func layout() {
                    ↓clearButton.heightAnchor.constraint(equalToConstant: 30).isActive = true
                }
            }
            """),
    ]
}
