import A11yCore
import SwiftSyntax

/// A view made tappable with a tap gesture instead of being a button: VoiceOver does not announce it as one.
///
/// Left alone: double taps, taps at a location (`{ location in … }`), taps that only dismiss the keyboard or
/// move focus, backdrops (a dimming layer, a full-screen background, a clear or plain shape whose tap closes
/// something; the modal rules judge those), controls that already have a role, hidden views, and views that
/// carry the button or link trait, or an accessibility representation. A project view declared in another
/// file may add the trait in its own body, so a tap on one is only a note. In UIKit, a tap on an image view
/// VoiceOver cannot reach is a naming problem, not this rule's.
///
/// The fix adds the button trait where that is all that is missing: on a `Text` or `Image` (one element),
/// and on a UIKit view that is already one accessibility element. Containers need grouping first.
public struct TapGestureNotButtonRule: Rule {
    public init() {}

    /// SwiftUI views that already have a role of their own.
    static let swiftUIControls: Set<String> = [
        "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Link", "NavigationLink", "Menu", "Picker",
        "DatePicker", "MultiDatePicker", "Slider", "Stepper", "ShareLink", "PhotosPicker", "ColorPicker", "EditButton",
    ]
    /// Backgrounds: a tap on them closes something or dismisses the keyboard, it is not a call to action.
    static let swiftUIBackdrops: Set<String> = ["Color", "Rectangle", "LinearGradient", "RadialGradient", "AngularGradient", "Spacer"]
    /// UIKit views that have a role of their own, or whose taps are usually background taps.
    static let uiKitExcluded: Set<String> = [
        "UIButton", "UIControl", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField", "UITextView",
        "UIDatePicker", "UIPickerView", "UITableView", "UICollectionView", "UIScrollView", "UIWindow", "UISearchBar",
        "UITableViewCell", "UICollectionViewCell", "UINavigationBar", "UIToolbar", "UITabBar",
    ]

    public static let description = RuleDescription(
        id: "tap-gesture-not-button",
        title: "Tap gesture instead of a button",
        summary: "A SwiftUI .onTapGesture, or a UIKit UITapGestureRecognizer on a label, a plain view or an accessibility element, without the button or link trait.",
        rationale: """
            VoiceOver tells the listener what they can do with an element by its role. A Text, an image or a \
            card made tappable with a tap gesture still announces as plain text or an image, so nothing says it \
            can be activated, and a call to action ("Close", "See all") is easy to miss. A Button, or the \
            button trait, announces "button".
            """,
        suggestion: "Use a Button (SwiftUI) or a UIButton, or add the button trait: .accessibilityAddTraits(.isButton), or accessibilityTraits.insert(.button).",
        severity: .warning,
        criterion: CriterionReference(component: "button", criterion: "role"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: [
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
        ],
        triggeringExamples: [
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
        ],
        corrections: [
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
        ]
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        checkSwiftUI(file, into: &diagnoses)
        checkUIKit(file, into: &diagnoses)
    }

    // MARK: - SwiftUI

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let calls = file.facts.calls("onTapGesture")
        guard !calls.isEmpty else { return }
        let focusStates = Set((file.facts.variablesByAttribute["FocusState"] ?? []).flatMap { variable in
            variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        })
        for call in calls {
            guard let nameToken = AlertMissingTitleRule.nameToken(of: call) else { continue }
            if let count = call.argument("count")?.expression, count.compactText != "1" { continue }
            guard let action = call.closures.first.map(ExprSyntax.init) ?? call.argument("perform")?.expression else { continue }
            let closure = action.as(ClosureExprSyntax.self)
            // `{ location in … }`: a tap at a point of a drawing or a map, not a call to action.
            if closure?.signature?.parameterClause != nil { continue }
            if Self.onlyMovesFocus(action, focusStates: focusStates) { continue }

            let context = SwiftUIViewContext(call)
            let root = context.chain.rootTypeName
            if let root, Self.swiftUIControls.contains(root) { continue }
            if Self.isBackdrop(context.chain, root: root, action: action) { continue }
            if context.isHidden { continue }
            let modifiers = context.allModifiers
            if SwiftUIViewContext.addsTrait(["isButton", "isLink"], in: modifiers) { continue }
            if modifiers.contains(where: { $0.name == "accessibilityRepresentation" }) { continue }

            // A view type of the project may add the trait in its own body.
            var severity: Severity?
            var suffix = ""
            if let root, !SwiftUICustomModal.builtInViews.contains(root) {
                if let declaration = file.facts.typeDeclarations.first(where: { $0.name == root && $0.isSwiftUIView }) {
                    let traits = file.facts.calls("accessibilityAddTraits", in: declaration.node) + file.facts.calls("accessibility", in: declaration.node)
                    if traits.contains(where: { call in
                        call.arguments.contains { !$0.expression.descendantsOrSelfMembers().isDisjoint(with: ["isButton", "isLink"]) }
                    }) {
                        continue
                    }
                } else {
                    severity = .note
                    suffix = ", unless \(root)'s own body adds the button trait"
                }
            }

            var fix: Fix?
            if root == "Text" || root == "Image" {
                fix = Fix(
                    title: "Add .accessibilityAddTraits(.isButton)",
                    edits: [FixHelpers.appendModifier(".accessibilityAddTraits(.isButton)", to: context.chain.expression)])
            }
            let subject = root.map { "\($0) with .onTapGesture" } ?? "view with .onTapGesture"
            diagnoses.append(diagnosis(
                at: nameToken, "\(subject) is not announced as a button\(suffix); add the button trait or use a Button",
                severity: severity, fix: fix))
        }
    }

    /// A dimming layer, a full-screen background, a clear tap-catcher, or a colour or shape whose tap closes
    /// something: the tap-outside gesture of a modal (the modal rules judge those), not a call to action.
    private static func isBackdrop(_ chain: ModifierChain, root: String?, action: ExprSyntax) -> Bool {
        if SwiftUICustomModal.isDimmingExpression(chain.expression) { return true }
        if chain.has("ignoresSafeArea") || chain.has("edgesIgnoringSafeArea") { return true }
        guard let root, swiftUIBackdrops.contains(root) else { return false }
        if chain.root.descendantsOrSelfMembers().contains("clear") { return true }
        return DismissAnalysis.dismisses(action, flags: [])
    }

    /// A tap that only dismisses the keyboard or moves focus: `focused = nil`, `hideKeyboard()`,
    /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`.
    private static func onlyMovesFocus(_ action: ExprSyntax, focusStates: Set<String>) -> Bool {
        func isKeyboardName(_ name: String) -> Bool {
            let words = NameHeuristics.words(name)
            return words.contains("keyboard") || name == "endEditing" || name == "resignFirstResponder" || name == "sendAction"
        }
        guard let closure = action.as(ClosureExprSyntax.self) else {
            return action.lastNameComponent.map(isKeyboardName) ?? false
        }
        let items = closure.statements
        guard !items.isEmpty else { return false }
        return items.allSatisfy { item in
            guard let expression = CodeBlockItemListSyntax([item]).expressions.first else { return false }
            if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.lastNameComponent {
                return isKeyboardName(name)
            }
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first?.lastNameComponent
            {
                return focusStates.contains(target)
            }
            return false
        }
    }

    // MARK: - UIKit

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("addGestureRecognizer") {
            guard let argument = call.arguments.first?.expression, let nameToken = AlertMissingTitleRule.nameToken(of: call) else { continue }
            // The recognizer: built inline, or a variable holding a UITapGestureRecognizer.
            let recognizer = argument.unwrapped
            var construction = recognizer.as(FunctionCallExprSyntax.self)
            var recognizerVariable: UIKitInstance?
            if recognizer.constructedTypeName != "UITapGestureRecognizer" {
                guard let resolved = VariableResolver.resolve(recognizer, at: call, in: file), resolved.typeName == "UITapGestureRecognizer"
                else { continue }
                construction = resolved.initializer?.as(FunctionCallExprSyntax.self)
                recognizerVariable = UIKitInstance.named(recognizer, at: call, in: file)
            }
            let selector = construction?.argument("action").map { TypeFactsCollector.selectorName($0.expression) }
            if let selector, Self.namesBackgroundTap(selector) { continue }
            // Double taps and taps that let touches through (background taps) are not calls to action.
            if let recognizerVariable,
                recognizerVariable.assignments("numberOfTapsRequired", in: file).contains(where: { $0.value.compactText != "1" })
                    || recognizerVariable.assignments("cancelsTouchesInView", in: file).contains(where: { $0.value.isFalseLiteral })
            {
                continue
            }

            let receiver = call.receiver
            if let receiver, let name = VariableResolver.plainName(receiver),
                Self.backgroundViewNames.contains(name) || NameHeuristics.words(name).contains(where: Self.backdropWords.contains)
            {
                continue
            }
            guard let view = UIKitInstance.named(receiver, at: call, in: file) else { continue }
            let declaration = view.classDeclaration(in: file)
            let kinds = (view.typeName.map { [$0] } ?? []) + (declaration?.inheritedTypes ?? [])
            if kinds.contains(where: Self.uiKitExcluded.contains) { continue }
            if view.mentionsTraits(["button", "link"], in: file) { continue }

            let subject = receiver == nil ? "this view" : "'\(view.displayName)'"
            if view.isAccessibilityElement(in: file) {
                // One element: the button trait is all it lacks.
                var fix: Fix?
                if let statement = call.parent?.as(CodeBlockItemSyntax.self), receiver == nil || view.variable != nil {
                    let target = receiver.map { VariableResolver.normalizedText($0) + "." } ?? ""
                    if let edit = FixHelpers.insertLine("\(target)accessibilityTraits.insert(.button)", after: statement) {
                        fix = Fix(title: "Add the button trait", edits: [edit])
                    }
                }
                diagnoses.append(diagnosis(
                    at: nameToken, "a tap gesture makes \(subject) act as a button, but VoiceOver does not announce it as one", fix: fix))
            } else if Self.isPlainContainer(kinds), !(selector.map(DismissAnalysis.namesDismissal) ?? false) {
                // A plain view whose labels VoiceOver reads one by one, as text: a card tapped as a whole.
                diagnoses.append(diagnosis(
                    at: nameToken,
                    "a tap gesture makes \(subject) act as a button, but VoiceOver reads its content as plain text; make it one element with the button trait"))
            }
        }
    }

    /// Receivers whose taps are background taps (dismissing the keyboard, closing an overlay).
    static let backgroundViewNames: Set<String> = ["view", "contentView", "tableView", "collectionView", "scrollView", "window"]
    static let backdropWords: Set<String> = ["background", "backdrop", "dimming", "dim", "scrim", "overlay", "blur", "shadow"]

    /// `UIView` or `UIStackView` themselves, or a class of this file built directly on them: views with no
    /// role of their own. Image views are left out: VoiceOver does not reach an unlabelled one at all.
    private static func isPlainContainer(_ kinds: [String]) -> Bool {
        kinds.contains { $0 == "UIView" || $0 == "UIStackView" }
    }

    /// `dismissKeyboard`, `endEditing`, `backgroundTapped`: a tap that is not a call to action.
    private static func namesBackgroundTap(_ name: String) -> Bool {
        let words = NameHeuristics.words(name)
        return words.contains("keyboard") || words.contains("background") || name.hasPrefix("endEditing")
    }
}
