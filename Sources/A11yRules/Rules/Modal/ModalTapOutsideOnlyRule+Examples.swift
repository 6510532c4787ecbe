import A11yCore
import A11yRuleKit

/// The examples that specify `ModalTapOutsideOnlyRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension ModalTapOutsideOnlyRule {
    static let nonTriggeringExamples: [RuleExample] = uiKitNonTriggeringExamples + [
        // A base prompt that closes on a tap on its dimmed background and also builds the Cancel button its
        // subclasses place: that button is the other way out.
        RuleExample("""
            class PromptBase: UIViewController {
                lazy var cancelButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
                    return button
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cancelTapped)))
                }
                @objc func cancelTapped() { dismiss(animated: true) }
            }
            """, context: ["""
            final class RenamePrompt: PromptBase {}
            """]),
        // Choosing an option closes the menu: the options are the way out.
        RuleExample("""
            struct SortMenu: View {
                @State private var open = false
                @Binding var order: SortOrder
                var body: some View {
                    ZStack {
                        Results()
                        if open {
                            Color.black.opacity(0.3).onTapGesture { open = false }
                            VStack {
                                Button("Newest") { order = .newest }
                                Button("Cheapest") { order = .cheapest }
                            }
                        }
                    }
                }
            }
            """),
        // The popup's confirm button calls the presenter, which closes it: a button is a way out.
        RuleExample(
            """
            final class ConfirmPopupView: UIView {
                private let confirmButton = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.black.withAlphaComponent(0.5)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissTapped)))
                    confirmButton.addTarget(self, action: #selector(confirmTapped), for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func dismissTapped() { removeFromSuperview() }
                @objc private func confirmTapped() { onConfirm?() }
                var onConfirm: (() -> Void)?
            }
            """),
        // A sheet with a grid to choose from (the grid's own class closes it on a choice).
        RuleExample("""
            final class StickerPickerSheet: UIViewController {
                private let grid = StickerGridView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor.black.withAlphaComponent(0.3)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeSheet)))
                    view.addSubview(grid)
                }
                @objc private func closeSheet() { dismiss(animated: true) }
            }
            """),
        // A dropdown that closes when a row is chosen.
        RuleExample(
            """
            final class CityDropdownView: UIView, UITableViewDelegate {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeDropdown)))
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func closeDropdown() { removeFromSuperview() }
            }
            """,
            context: ["""
                extension CityDropdownView {
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { closeDropdown() }
                }
                """]),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            VStack {
                                Text("Pull to refresh")
                                Button("Got it") { showTip = false }
                            }
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            Text("Pull to refresh")
                                .accessibilityAction(.escape) { showTip = false }
                        }
                    }
                }
            }
            """),
        RuleExample(
            """
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            TipDialog(isPresented: $showTip)
                        }
                    }
                }
            }
            """,
            context: ["""
                struct TipDialog: View {
                    @Binding var isPresented: Bool
                    var body: some View {
                        VStack { Text("Pull to refresh"); Button("Close") { isPresented = false } }
                    }
                }
                """]),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            ThirdPartyPopup(isPresented: $showTip)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { }
                            VStack { Text("Loading your library") }
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    Home().sheet(isPresented: $showTip) { Text("Pull to refresh") }
                }
            }
            """),
        RuleExample("""
            struct ActionMenu<Menu: View>: ViewModifier {
                @Binding var isPresented: Bool
                let menu: () -> Menu
                func body(content: Content) -> some View {
                    ZStack {
                        content
                        if isPresented {
                            Color.black.opacity(0.3).onTapGesture { isPresented = false }
                            VStack(content: menu)
                        }
                    }
                }
            }
            """),
        // The toolbar button that opened the menu also closes it, and stays in reach.
        RuleExample("""
            struct FeedScreen: View {
                @State private var showsFilters = false
                var body: some View {
                    ZStack(alignment: .top) {
                        PostList()
                        if showsFilters {
                            Color.black.opacity(0.5).onTapGesture { showsFilters = false }
                            FilterMenu()
                        }
                    }
                    .toolbar {
                        Button { showsFilters.toggle() } label: { Image(systemName: showsFilters ? "xmark" : "line.3.horizontal.decrease") }
                    }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = uiKitTriggeringExamples + [
        // A base sheet that closes on a touch outside it; the sheets built on it bring their own buttons, so this
        // is a review item, not a defect (see the test of kinds).
        RuleExample("""
            class DrawerBase: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
                }
                override func ↓touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    dismiss(animated: true)
                }
            }
            """, context: ["""
            final class RenameDrawer: DrawerBase {
                let saveButton = UIButton(type: .system)
            }
            """]),
        // A panel that goes away only when a touch lands outside its card.
        RuleExample("""
            final class QuickNotePopup: UIView {
                let card = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.black.withAlphaComponent(0.45)
                    addSubview(card)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func ↓touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    if let point = touches.first?.location(in: self), !card.frame.contains(point) { removeFromSuperview() }
                }
            }
            """),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4)
                                .↓onTapGesture { showTip = false }
                            VStack { Text("Pull to refresh") }
                        }
                    }
                }
            }
            """),
        RuleExample(
            """
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).↓onTapGesture { withAnimation { showTip.toggle() } }
                            TipDialog(isPresented: $showTip)
                        }
                    }
                }
            }
            """,
            context: ["""
                struct TipDialog: View {
                    @Binding var isPresented: Bool
                    var body: some View { Text("Pull to refresh") }
                }
                """]),
        RuleExample("""
            struct Photo: View {
                @State private var zoomed = false
                var body: some View {
                    Thumbnail()
                        .overlay {
                            if zoomed {
                                Color.black.opacity(0.9).↓onTapGesture { zoomed = false }
                                FullImage()
                            }
                        }
                }
            }
            """),
    ]

    // UIKit

    static let uiKitNonTriggeringExamples: [RuleExample] = [
        // A close button closes it too.
        RuleExample("""
            final class ReactionsPopupView: UIView {
                private let closeButton = UIButton(type: .close)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissPopup)))
                    closeButton.addTarget(self, action: #selector(dismissPopup), for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func dismissPopup() { removeFromSuperview() }
            }
            """),
        // The escape gesture closes it.
        RuleExample("""
            final class ReactionsPopupView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissPopup)))
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func dismissPopup() { removeFromSuperview() }
                override func accessibilityPerformEscape() -> Bool { dismissPopup(); return true }
            }
            """),
        // Not a modal: a form whose background tap only hides the keyboard.
        RuleExample("""
            final class SignUpFormView: UIView {
                func configure() {
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hideKeyboard)))
                }
                @objc private func hideKeyboard() { endEditing(true) }
            }
            """),
        // A tap that does something else than closing.
        RuleExample("""
            final class PhotoSheetView: UIView {
                func configure() {
                    backgroundColor = UIColor(white: 0, alpha: 0.5)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleCaption)))
                }
                @objc private func toggleCaption() {}
            }
            """),
        // A dimmed lid over part of a screen that toggles a sidebar: not the class's own background, and a toggle.
        RuleExample("""
            final class LibraryBrowserController: UIViewController {
                private let lidView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    lidView.backgroundColor = UIColor(white: 0, alpha: 0.5)
                    lidView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showHideSidebar)))
                    view.addSubview(lidView)
                }
                @objc private func showHideSidebar() {}
            }
            """),
        // Its superclass, declared in another file, has the close button.
        RuleExample(
            """
            final class TipsSheetController: BaseSheetController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeSheet)))
                }
            }
            """,
            context: ["""
                class BaseSheetController: UIViewController {
                    let doneButton = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        doneButton.addTarget(self, action: #selector(closeSheet), for: .touchUpInside)
                    }
                    @objc func closeSheet() { dismiss(animated: true) }
                }
                """]),
    ]

    static let uiKitTriggeringExamples: [RuleExample] = [
        RuleExample("""
            final class ReactionsPopupView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    addGestureRecognizer(↓UITapGestureRecognizer(target: self, action: #selector(dismissPopup)))
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func dismissPopup() { removeFromSuperview() }
            }
            """),
        RuleExample("""
            final class FilterSheetController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(↓UITapGestureRecognizer(target: self, action: #selector(closeTapped)))
                }
                @objc private func closeTapped() { dismiss(animated: true) }
            }
            """),
    ]
}
