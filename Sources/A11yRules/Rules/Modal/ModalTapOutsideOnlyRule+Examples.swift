import A11yCore

/// The examples that specify `ModalTapOutsideOnlyRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension ModalTapOutsideOnlyRule {
    static let nonTriggeringExamples: [RuleExample] = uiKitNonTriggeringExamples + [
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
    ]

    static let triggeringExamples: [RuleExample] = uiKitTriggeringExamples + [
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
