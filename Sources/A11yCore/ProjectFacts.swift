/// Facts a declaration can establish about a type, collected from every audited file into the project index.
///
/// A rule at a use site often cannot decide alone: `if show { PromoDialog() }` is only a defect when
/// `PromoDialog`'s own declaration, wherever it lives, does not mark itself modal. Rules therefore attach
/// conditions on these facts to their candidate findings, and the engine settles them once every file has
/// been read, without keeping any syntax tree alive.
public enum TypeFact: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    /// The type is declared somewhere in the audited files.
    case declared
    /// It applies `.accessibilityAddTraits(.isModal)` or sets `accessibilityViewIsModal = true`.
    case marksModal = "marks-modal"
    /// It applies `.accessibilityAction(.escape)` or implements `accessibilityPerformEscape()`.
    case handlesEscape = "handles-escape"
    /// It moves accessibility focus (`.accessibilityFocused`, `.focused`, a screen- or layout-changed
    /// notification).
    case movesFocus = "moves-focus"
    /// It contains a control whose action dismisses or closes something.
    case hasDismissControl = "has-dismiss-control"
    /// Another type of the app inherits from it: a base class whose subclasses supply the content (and the
    /// buttons). Found by the project index itself, and never passed on to those subclasses.
    case inheritedInApp = "inherited-in-app"
    /// Its declaration looks like a modal: a dimming layer or a name such as `…Dialog`.
    case looksModal = "looks-modal"
    /// It draws a whole screen of its own when stretched over the window: a view controller wrapped for SwiftUI
    /// (`UIViewControllerRepresentable`), a view that lays an opaque colour under the safe areas, or a view that
    /// looks like a modal. Shown over other content, it hides that content from sight, not from VoiceOver.
    case coversScreen = "covers-screen"
    /// It gives itself or its content an accessibility label.
    case setsAccessibilityLabel = "sets-accessibility-label"
    /// It presents a system controller (share sheet, Safari, mail, pickers): a host, not a modal.
    case presentsSystemController = "presents-system-controller"
    /// It announces itself as a control: it adds the button or link trait (`.accessibilityAddTraits(.isButton)`,
    /// `.accessibility(addTraits: .isLink)`, `accessibilityTraits = .button`, `accessibilityTraits.insert(.link)`).
    case actsAsButton = "acts-as-button"
    /// Recorded under a view's placement key (see ``TypeSummary/placementKey(_:)``): some file places the
    /// view in a control's label (`Button { … } label: { OrderRow(…) }`) or in a group made one element
    /// (`.accessibilityElement(children: .ignore)`), so its images and texts are not separate elements there.
    case usedInControlLabel = "used-in-control-label"
    /// A view that puts content its user passes in (`ChevronButton { Image(…) }`) inside a control's label.
    case wrapsContentInControl = "wraps-content-in-control"
    /// Recorded for a function rather than a type (the summary's name is a signature key such as
    /// `present(asCard:)`): it gives its controller parameter a style that leaves the screen behind it
    /// reachable (`.custom`, `.overFullScreen`, `.overCurrentContext`) and presents it. Each call is then a
    /// custom presentation of the controller it passes.
    case presentsArgumentOverScreen = "presents-argument-over-screen"
    /// It turns on `adjustsFontForContentSizeCategory` for itself (a label subclass, a button subclass's
    /// title label). Recorded under a function's key (see ``TypeSummary/functionKey(_:)``) for a function
    /// that turns it on for its receiver or a parameter: a shared text style.
    case adjustsFontSize = "adjusts-font-size"
    /// It reads the Reduce Motion setting (`@Environment(\.accessibilityReduceMotion)`,
    /// `UIAccessibility.isReduceMotionEnabled`, its change notification). Also recorded under a function's key
    /// for a function that reads it: a motion-aware animation helper.
    case respectsReduceMotion = "respects-reduce-motion"
    /// It overrides `point(inside:with:)` or `hitTest(_:with:)`: a control class that takes taps beyond its
    /// bounds.
    case widensTapArea = "widens-tap-area"
    /// It tells VoiceOver about something that appeared: it posts an announcement
    /// (`AccessibilityNotification.Announcement(…).post()`, `UIAccessibility.post(notification: .announcement, …)`),
    /// gives a view the updates-frequently trait, moves VoiceOver focus to an element (a screen- or
    /// layout-changed post with an argument) or sets an `.accessibilityFocused` state. Keyboard focus
    /// (`.focused`) does not count: moving the cursor to a field does not read an error shown beside it.
    case announces
    /// Recorded under a function's key: the function builds or applies a font of a fixed point size
    /// (`.system(size: size)`, `UIFont.systemFont(ofSize:)`) and nothing in it scales the size: an app's font
    /// helper (`.fontSize(15)`, `Theme.font(size: 13)`), whose every call sets text that does not grow.
    case setsFixedFontSize = "sets-fixed-font-size"
    /// It shows a spinner or a progress bar and offers no control: a screen to wait out, which ends by itself.
    case showsProgress = "shows-progress"
    /// Recorded under a member key (see ``TypeSummary/memberKey(_:_:)``): a view's method that adds the view to the
    /// container it is given and sizes it to cover it (`func addTo(_ host: UIView) { host.addSubview(self); frame = host.bounds }`), so that
    /// `loadingView.addTo(view)` lays the view over that container.
    case addsItselfOverArgument = "adds-itself-over-argument"
    /// It offers a way out other than a tap on its background: a button or another control (in code, or in its
    /// storyboard or xib), an option to choose (a table's row selection), a key command, a timer.
    case offersControl = "offers-control"
    /// Recorded under a member key (see ``TypeSummary/memberKey(_:_:)``): a storyboard or xib connects the
    /// property to an object as an outlet, so what the file sets on that object is known.
    case connectedInInterfaceBuilder = "connected-in-interface-builder"
    /// It sets its own font (a label subclass that picks its font in `awakeFromNib`), or, under a member key,
    /// code sets the font of that property: what Interface Builder says about the font no longer counts.
    case setsFont = "sets-font"
    /// Under a member key: code gives that field a placeholder or a text-field library's floating hint
    /// (`nameField.placeholder = …`, `codeField.setHint(…)`). A name of sorts, which `placeholder-as-name` judges.
    case setsPlaceholder = "sets-placeholder"
    /// It sets its own text colour, or, under a member key, code sets the text or title colour of that property:
    /// what Interface Builder says about the colour no longer counts.
    case setsTextColor = "sets-text-color"
    /// A style helper that, for one of its cases, gives its receiver a title-like font (`label.setStyle(.title)` where
    /// `case .title: font = .systemFont(ofSize: 26, weight: .bold)`), recorded under the helper's key for that case
    /// (see ``TypeSummary/functionCaseKey(_:_:)``).
    case setsTitleFont = "sets-title-font"
    /// A view modifier that lays an opaque colour behind the content it modifies (`content.background(Color.white)`):
    /// a full-size layer given it hides what is under it.
    case paintsOpaqueBackground = "paints-opaque-background"
    /// It adds the header trait to itself, or, under a member key, to that property (in code or in IB).
    case marksHeader = "marks-header"
    /// Under a member key: code shows or hides the property's object while the screen is up
    /// (`badgeIcon.isHidden = !pinned`, `errorIcon.alpha = failed ? 1 : 0`): it tells something that changes.
    case changesWhileShown = "changes-while-shown"
    /// Under a member key: the property's object is hidden from VoiceOver (`isAccessibilityElement = false`,
    /// `accessibilityElementsHidden = true`), so nothing about its name matters.
    case hiddenFromAccessibility = "hidden-from-accessibility"
    /// A SwiftUI view whose body shows images and no words (an icon, perhaps with a count beside it): placed as a
    /// button's whole label, it leaves the button without a name unless it or the button gives one.
    case showsOnlyImage = "shows-only-image"
    /// A SwiftUI view whose body lays out an image and two or more texts, with no control of its own and no
    /// `.accessibilityElement(…)` grouping them: made tappable as a row, VoiceOver reads it in pieces.
    case showsPictureAndTexts = "shows-picture-and-texts"
    /// A text view class that turns editing off for itself (`isEditable = false`), or, under a member key, code that
    /// turns it off for that property: it displays text and is no control to name.
    case displaysOnly = "displays-only"
    /// It lays a colour, scrim or gradient under the safe areas (`.background(Color.black.opacity(0.5)).ignoresSafeArea()`):
    /// shown over other content, it covers the screen, whatever it is named.
    case laysScreenLayer = "lays-screen-layer"
    /// A SwiftUI view whose whole body is one `if` with no `else` (`if model.showingMover { MoverPanel() }`): placed
    /// in a stack, it shows itself on a condition of its own, as a layer shown by the screen's flag does.
    case showsItselfOnCondition = "shows-itself-on-condition"
    /// A SwiftUI view that lets every touch through what it shows (`.allowsHitTesting(false)`): an indicator laid over
    /// the screen (a muted microphone, a paused-chat pill) blocks nothing, so it is never a layer to deal with.
    case passesTouchesThrough = "passes-touches-through"
    /// Recorded under a function's key: a control's action calls the function (a `Button`'s closure, a
    /// `UIControl` target, an accessibility action), so what a gesture does through it has another way in.
    case reachedFromControl = "reached-from-control"
    /// Recorded under a function's key: the function returns a Dynamic Type font (`preferredFont(forTextStyle:)`,
    /// or a `UIFontMetrics` scaled font): its result is measured once, like the system's.
    case buildsDynamicFont = "builds-dynamic-font"
    /// A view (a cell, most often) made one accessibility element, by its own code (`isAccessibilityElement = true`)
    /// or by the code that configures it (`cell.isAccessibilityElement = true` in a controller): VoiceOver reads it
    /// as one stop, so the images and labels inside it are not elements of their own.
    case groupsIntoOneElement = "groups-into-one-element"
    /// A controller some code places in a navigation stack (`UINavigationController(rootViewController: pages)`,
    /// `nav.viewControllers = [pages]`, `pushViewController(pages, animated:)`): there it is a page of the stack, and a
    /// presentation style it gives itself is not the style anything is presented with.
    case placedInNavigation = "placed-in-navigation"
    /// A view some code shows as the content of a presentation that answers for it: a system presentation
    /// (`.fullScreenCover { NoticeCard() }`, `.sheet`, `.popover`), where the system confines focus, or a layer shown on
    /// a condition (`.overlay { if asking { NoticeCard() } }`), which is judged where it is shown. A scrim the view
    /// draws itself is then not a second modal.
    case shownAsPresentedContent = "shown-as-presented-content"
    /// A helper function of the project that constrains the view it is called on to the sizes it is given
    /// (`func constrainToSize(_ side: CGFloat) -> Self { widthAnchor.constraint(equalToConstant: side)… }`), recorded
    /// under its function key: a call (`closeButton.constrainToSize(32)`) gives the view that size.
    case sizesFromArguments = "sizes-from-arguments"
    /// Asked of a type, never recorded: some audited file uses its name outside its own declaration (makes it,
    /// subclasses it, registers it, names it in a storyboard), or it is an entry point the system creates (an app or
    /// scene delegate, an extension's principal class). The index answers from the files' ``TypeSummary/usesKey``
    /// summaries.
    case referenced

    public static func < (lhs: TypeFact, rhs: TypeFact) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What one declaration (a type or an extension of it) in one file says about a type.
public struct TypeSummary: Hashable, Codable, Sendable {
    public var name: String
    /// Superclass and protocols as written, e.g. `["UIView", "Themeable"]`.
    public var inheritedTypes: [String]
    public var facts: Set<TypeFact>

    public init(name: String, inheritedTypes: [String] = [], facts: Set<TypeFact> = []) {
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.facts = facts
    }

    /// The key under which an app's view modifier helper is recorded (`extension View { func autoFocus() -> some View
    /// { modifier(AutoFocus()) } }` → `modifier:autoFocus`): it "inherits" the facts of the modifier type it applies.
    public static func modifierKey(_ function: String) -> String { "modifier:\(function)" }

    /// The key under which a view's placements are recorded: the summary `placed:Row` "inherits" from
    /// `placed:List` when the `List` view's body places a `Row`, so a fact recorded for where a view is placed
    /// (``TypeFact/usedInControlLabel``) reaches the views inside it, and stays apart from the type's own facts.
    public static func placementKey(_ view: String) -> String { "placed:" + view }

    /// The key facts about a property of a type are recorded under: `member:ProfileViewController.titleLabel`.
    /// Code that configures the property and an IB outlet connected to it both record there, and the index
    /// follows the type's supertypes (an outlet declared in a base class).
    public static func memberKey(_ type: String, _ member: String) -> String { "member:\(type).\(member)" }

    /// The key facts about a function named `name` are recorded under (`applyBodyStyle` → `func:applyBodyStyle`).
    public static func functionKey(_ name: String) -> String { "func:" + name }

    /// The key facts about one case of a helper that switches over its argument are recorded under
    /// (`setStyle(.title)` → `func:setStyle.title`).
    public static func functionCaseKey(_ name: String, _ caseName: String) -> String { "func:" + name + "." + caseName }

    /// The key of the one summary per file whose `inheritedTypes` lists the type names the file uses (see
    /// ``TypeFact/referenced``).
    public static let usesKey = ":uses"

    /// The key a storyboard records a scene's class under when only code can show the scene: the class is used when
    /// some file mentions the scene's storyboard id (`:used-if:Settings` with the class as its supertype).
    public static func usedIfKey(_ identifier: String) -> String { ":used-if:" + identifier }

    /// The name asked about, as `referenced`, for findings in a storyboard scene only code can show: referenced when
    /// some file mentions one of the names (its storyboard id, its class), or never when there are none.
    public static func mentionKey(_ names: [String]) -> String { ":mentioned:" + names.joined(separator: ",") }

    /// The name asked about for code in a private function or property its file never names: like a type nothing
    /// uses, it is left out of an audit of a whole app (see ``TypeFact/referenced``).
    public static let unusedPrivateKey = ":unused-private"

    /// Recorded among a file's uses for a type of the app whose subclasses the file makes from a name known only
    /// when it runs (`NSClassFromString(kind) as? CardView.Type`): every subclass of it counts as used.
    public static func madeByNameKey(_ base: String) -> String { madeByNamePrefix + base }
    public static let madeByNamePrefix = ":made-by-name:"
}

/// A condition on project facts that must hold for a candidate finding to be reported.
public enum ProjectCondition: Hashable, Codable, Sendable {
    /// Holds when the type, or a supertype declared in the project, has the fact.
    case typeHas(String, TypeFact)
    /// Holds when neither the type nor any supertype declared in the project has the fact.
    case typeLacks(String, TypeFact)
    /// Holds when a property of the type (looked up on the type and its supertypes) has the fact, in code or in
    /// Interface Builder: `memberHas("ProfileViewController", "titleLabel", .adjustsFontSize)`.
    case memberHas(String, String, TypeFact)
    case memberLacks(String, String, TypeFact)
}

/// A finding whose report depends on facts from the whole project.
public struct CandidateFinding: Hashable, Codable, Sendable {
    public var finding: Finding
    /// All must hold (a conjunction). Empty means the finding stands on its own.
    public var conditions: [ProjectCondition]

    public init(finding: Finding, conditions: [ProjectCondition] = []) {
        self.finding = finding
        self.conditions = conditions
    }
}
