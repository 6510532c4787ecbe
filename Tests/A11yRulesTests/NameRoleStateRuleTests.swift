import A11yCore
import A11yEngine
import A11yRules
import Testing
import _A11yTestSupport
import A11yRuleKit

/// Behaviour of the name, role, state and text-size rules that their examples cannot express: severities
/// chosen per finding, criteria overridden per finding, and conditions settled by other files.
struct NameRoleStateRuleTests {
    private func findings(_ rule: any Rule.Type, _ code: String, context: [String] = []) -> [Finding] {
        ExampleAuditing.findings(of: rule, in: code, context: context)
    }

    @Test("An SF Symbol beside words is a review item under the decorative image's criterion: it should most likely be hidden")
    func symbolBesideWords() {
        let found = ExampleAuditing.findings(of: ImageMissingLabelRule.self, in: """
            struct SyncRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "arrow.triangle.2.circlepath")
                        Text("Syncing your library")
                    }
                }
            }
            """)
        #expect(found.map(\.kind) == [.review])
        #expect(found.first?.criterion?.description == "image-decorative#hidden")
        #expect(found.first?.message.contains("should be hidden") == true)
    }

    @Test("A control made inert on a condition without a fade is a review item; with .disabled, or a plain view, it is quiet")
    func inertControlWithoutFade() {
        let found = ExampleAuditing.findings(of: DisabledStateNotAnnouncedRule.self, in: """
            struct TagsRow: View {
                let editable: Bool
                var body: some View {
                    VStack {
                        Button("Edit tags") { edit() }
                            .buttonStyle(.plain)
                            .allowsHitTesting(editable)
                        Button("Share") { edit() }
                            .allowsHitTesting(editable)
                            .disabled(!editable)
                        Text("Read only").allowsHitTesting(editable)
                    }
                }
                func edit() {}
            }
            """)
        #expect(found.map(\.span.start.line) == [7], "\(found.map(\.message))")
        #expect(found.first?.kind == .review)
    }

    @Test("A placeholder finding names the field's class, not 'self'")
    func placeholderFindingsNameTheField() throws {
        let found = findings(PlaceholderAsNameRule.self, """
            final class PromoCodeTextField: UITextField {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    self.placeholder = "Promo code"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class CheckoutViewController: UIViewController {
                func askForGiftNote() {
                    let alert = UIAlertController(title: "Gift note", message: nil, preferredStyle: .alert)
                    alert.addTextField { field in
                        field.placeholder = "Your message"
                    }
                    present(alert, animated: true)
                }
            }
            """)
        // The alert's field is one too: the alert hands its configuration closure a UITextField.
        try #require(found.count == 2)
        #expect(found[0].message.hasPrefix("'PromoCodeTextField' is named only by its placeholder"))
        #expect(found[1].message.hasPrefix("'field' is named only by its placeholder"))
    }

    @Test("The suggested label names the action a common symbol stands for, never a stock word")
    func suggestionFollowsTheSymbol() throws {
        let found = findings(IconOnlyButtonUnlabeledRule.self, """
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button(action: openComposer) { Image(systemName: "plus.circle.fill") }
                        Button(action: close) { Image(systemSymbol: .chevronLeft) }
                        Button(action: spin) { Image(systemName: "tornado") }
                        Button(action: open) { Image("ic_brand_24") }
                    }
                }
            }
            final class Editor: UIViewController {
                func build() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(remove))
                }
            }
            """)
        try #require(found.count == 5)
        #expect(found[0].suggestion.contains("\"Add\""))
        #expect(found[1].suggestion.contains("\"Back\"") == true)
        #expect(found[1].severity == .warning)  // SFSafeSymbols draws an SF Symbol
        #expect(found[2].suggestion.contains("a short name for the action") == true)
        #expect(found[3].suggestion.contains("a short name for the action") == true)
        #expect(found[3].severity == .error)
        #expect(found[4].suggestion.contains("accessibilityLabel = \"Delete\"") == true)
        
        #expect(SymbolNames.action(for: "square.and.arrow.up.on.square") == "Share")
        #expect(SymbolNames.action(for: "tornado") == nil)
    }

    @Test("A title style is a heading defect; a headline or a large or bold point size is a review item; a Title 3 or a small size is neither")
    func headingReviewFollowsTheFont() throws {
        let found = findings(HeadingNotMarkedRule.self, """
            struct Receipt: View {
                var body: some View {
                    VStack {
                        Text("Your receipt").font(.title)
                        Text("Items").font(.headline)
                        Text("Totals").font(.system(size: 24))
                        Text("Delivery").font(.system(size: 18, weight: .bold))
                        Text("Notes").font(.title3)
                        Text("Small print").font(.system(size: 13, weight: .bold))
                        Text("Tax").font(.system(size: 18))
                    }
                }
            }
            """)
        #expect(found.map(\.span.start.line) == [4, 5, 6, 7])
        #expect(found.map(\.kind) == [.defect, .review, .review, .review])
        #expect(found.dropFirst().allSatisfy { $0.severity == .note && $0.suggestion.contains(".isHeader") })
    }

    @Test("Hidden only under a condition is not hidden: the image still needs a name the rest of the time")
    func conditionalHidingStillReports() throws {
        let found = findings(ImageMissingLabelRule.self, """
            struct Splash: View {
                @State private var busy = false
                var body: some View {
                    VStack { Image("ic_logo_64"); Text("Hi") }.accessibilityHidden(busy)
                    VStack { Image("ic_logo_64"); Text("Hi") }.accessibilityHidden(true)
                }
            }
            """)
        #expect(found.map(\.span.start.line) == [4])
    }

    @Test("Beside words an image may only decorate: a file name read aloud asks to hide or label it, a symbol or picture is a review item; beside a number it must be named")
    func imageBesideTextIsJudgedByWhatTheTextSays() throws {
        let found = findings(ImageMissingLabelRule.self, """
            struct Row: View {
                let title: String
                let likeCount: Int
                var body: some View {
                    VStack {
                        HStack { Image("ic_shop_24"); Text("Shops near you") }
                        HStack { Image(systemName: "exclamationmark.triangle"); Text(title) }
                        HStack { Image(systemName: "heart"); Text("\\(likeCount)") }
                        HStack { Image(systemName: "star.fill"); Text(likeCount, format: .number) }
                        HStack { Image(uiImage: UIImage()); Label("Shared", systemImage: "person") }
                    }
                }
            }
            """)
        #expect(found.map(\.span.start.line) == [6, 7, 8, 9, 10])
        #expect(found.map(\.kind) == [.defect, .review, .defect, .defect, .review])
        #expect(found[0].criterion?.component == "image-decorative" && found[0].severity == .warning)
        #expect(found[2].criterion?.component == "image-informative")
    }

    @Test("Generated asset constants are read by the asset's name: a readable one is left to review, a file-naming one is a defect")
    func generatedAssetNames() throws {
        let found = findings(IconOnlyButtonUnlabeledRule.self, """
            final class NoticeCell: UITableViewCell {
                private let dismissButton = UIButton()
                private let gridButton = UIButton()
                private let sizeButton = UIButton()
                func setUp() {
                    dismissButton.setImage(UIImage(asset: Asset.noticeClose), for: .normal)
                    gridButton.setImage(Asset.gridLines.image.withRenderingMode(.alwaysTemplate), for: .normal)
                    sizeButton.setImage(UIImage(resource: .ic24), for: .normal)
                }
            }
            """)
        #expect(found.map(\.span.start.line) == [6, 7, 8])
        #expect(found.map(\.kind) == [.review, .review, .defect])
        #expect(found[0].message.contains("'noticeClose'"))
        #expect(found[1].message.contains("'gridLines'"))
    }

    @Test("A bar button item stored in a property is named when the same function labels it through that property")
    func barItemLabelledWhereStored() throws {
        let found = findings(IconOnlyButtonUnlabeledRule.self, """
            final class ReceiptViewController: UIViewController {
                var editing = false
                func buildBar() {
                    self.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "ic_export_24"), style: .plain, target: self, action: #selector(export))
                    navigationItem.rightBarButtonItem?.accessibilityLabel = "Export receipt"
                    navigationItem.leftBarButtonItem = editing ? UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil) : UIBarButtonItem(image: UIImage(named: "ic_pen_24"), style: .plain, target: nil, action: nil)
                    navigationItem.leftBarButtonItem?.accessibilityLabel = editing ? "Done" : "Edit receipt"
                }
                func buildToolbar() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "ic_print_24"), style: .plain, target: nil, action: nil)
                    navigationItem.leftBarButtonItem?.accessibilityLabel = "Back"
                }
            }
            """)
        // Only the print item stays: the label below it names another item.
        #expect(found.map(\.span.start.line) == [10])
    }

    @Test("Heading look-alikes left to review: a bold Title 3, a value shown in a title style, a UIKit label in a large bold point size")
    func headingLookAlikesAreReviewed() throws {
        let swiftUI = findings(HeadingNotMarkedRule.self, """
            struct ProfileHeader: View {
                let user: User
                let followerCount: Int
                var body: some View {
                    VStack {
                        Text("Wallet").font(.title3).bold()
                        Text(user.displayName).font(.title)
                        Text(followerCount, format: .number).font(.largeTitle)
                        Text("Due").font(.title3)
                    }
                }
            }
            """)
        #expect(swiftUI.map(\.span.start.line) == [6, 7])
        #expect(swiftUI.allSatisfy { $0.kind == .review })
        let uiKit = findings(HeadingNotMarkedRule.self, """
            final class FaintViewController: UIViewController {
                private let titleLabel = UILabel()
                private let hintLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
                    hintLabel.font = .systemFont(ofSize: 15)
                }
            }
            """)
        #expect(uiKit.map(\.span.start.line) == [6])
        #expect(uiKit.first?.kind == .review && uiKit.first?.message.contains("'titleLabel'") == true)
    }

    @Test("A symbol whose usual action word the button's code does is still reviewed; the check asks only to hear the word")
    func agreeingSymbolIsReviewedByEar() throws {
        let found = findings(IconOnlyButtonUnlabeledRule.self, """
            struct Sheet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    HStack {
                        Button(action: { dismiss() }) { Image(systemName: "xmark") }
                        Button(action: { archive() }) { Image(systemName: "xmark") }
                    }
                }
            }
            """)
        try #require(found.count == 2)
        #expect(found.allSatisfy { $0.kind == .review })
        #expect(found[0].suggestion.contains("listen that VoiceOver reads 'xmark' as \"Close\""))
        #expect(found[1].suggestion.hasPrefix("Check that the symbol's spoken name"))
    }

    @Test("An icon-only button is an error with an asset whose name is no word, a warning with a drawn SF Symbol, and a review item when SwiftUI reads a name that may do")
    func iconSeverityFollowsTheImageKind() throws {
        let swiftUI = findings(IconOnlyButtonUnlabeledRule.self, """
            struct Bar: View {
                var body: some View {
                    HStack {
                        Button(action: close) { Image(systemName: "chevron.left") }
                        Button(action: close) { Image("ic_close_24") }
                        Button(action: close) { Image(decorative: "close-icon") }
                        Button(action: close) { Image("cross-icon") }
                        Button(action: archive) { Image(systemName: "xmark.circle.fill") }
                        Button(action: toggle) { Image(systemName: "checkmark.square") }
                    }
                }
            }
            """)
        #expect(swiftUI.map(\.severity) == [.warning, .error, .error, .note, .note, .warning])
        // `xmark` has a built-in description VoiceOver may read as an action word; a checkbox drawn with
        // `checkmark.square` does not say what it turns on.
        #expect(swiftUI.map(\.kind) == [.defect, .defect, .defect, .review, .review, .defect])
        #expect(swiftUI[3].suggestion.contains("'cross-icon'"))
        #expect(swiftUI[4].message.contains("built-in description"))
        #expect(AssetNames.isReadable("close-circle") && AssetNames.isReadable("Open Loop") && AssetNames.isReadable("shareArrow"))
        #expect(AssetNames.isReadable("globe_20") && AssetNames.namesAction("close_1_20") && AssetNames.namesAction("notificationsClose") && !AssetNames.namesAction("cross-icon"))
        #expect(!AssetNames.isReadable("ic_close") && !AssetNames.isReadable("img3") && !AssetNames.isReadable("x"))

        let uiKit = findings(IconOnlyButtonUnlabeledRule.self, """
            final class Bar: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "ic_share"), style: .plain, target: nil, action: nil)
                    toolbarItems = [UIBarButtonItem(image: UIImage(named: "arrow-out"), style: .plain, target: nil, action: nil)]
                }
            }
            """)
        #expect(uiKit.map(\.severity) == [.warning, .error, .note])
        // UIKit falls back to the asset's name too: one that reads as words is left to a person.
        #expect(uiKit.map(\.kind) == [.defect, .defect, .review])
        #expect(uiKit[2].message.contains("'arrow-out'") && uiKit[2].suggestion.contains("accessibilityLabel"))
    }

    @Test("A field whose input view is a picker is reported against the picker's name criterion, as an error")
    func pickerBackedFieldOverridesCriterion() throws {
        let code = """
            final class Booking: UIViewController {
                private let datePicker = UIDatePicker()
                private let dateField = UITextField()
                private let noteField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    datePicker.accessibilityLabel = "Check-in date"
                    dateField.placeholder = "Check-in date"
                    dateField.inputView = datePicker
                    noteField.placeholder = "Note"
                }
            }
            """
        let found = findings(PlaceholderAsNameRule.self, code)
        try #require(found.count == 2)
        #expect(found[0].criterion == CriterionReference(component: "time-date-picker", criterion: "name"))
        #expect(found[0].severity == .error)
        #expect(found[1].criterion == CriterionReference(component: "text-input", criterion: "name"))
        #expect(found[1].severity == .warning)
    }

    @Test("An alert without a title is an error; with a message, only require_title reports it, as a warning")
    func alertSeverityDependsOnTheMessage() {
        let code = """
            final class Screen: UIViewController {
                func ask() {
                    let bare = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    let withMessage = UIAlertController(title: "", message: "Your changes will be lost.", preferredStyle: .alert)
                    let messageLater = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    messageLater.message = "Try again later."
                    present(bare, animated: true)
                }
            }
            """
        #expect(findings(AlertMissingTitleRule.self, code).map(\.severity) == [.error])
        let strict = Configuration(onlyRules: ["alert-missing-title"], ruleOptions: ["alert-missing-title": ["require_title": .bool(true)]])
        let report = Auditor(configuration: strict, jobs: 1).audit(sources: [(path: "Screen.swift", text: code)])
        #expect(report.findings.map(\.severity) == [.error, .warning, .warning])
        #expect(report.findings.last?.message.contains("reads its message in place of a title") == true)
    }

    @Test("A fixed font is reported against the text resize criterion of the component whose text it is")
    func fixedFontCriterionFollowsTheComponent() {
        let swiftUI = findings(FixedFontSizeRule.self, """
            struct Form: View {
                @State private var note = ""
                var body: some View {
                    VStack {
                        Text("Receipt").font(.system(size: 22))
                        Button("Pay") { pay() }.font(.system(size: 17))
                        Button { pay() } label: { Text("Pay later").font(.system(size: 15)) }
                        TextField("Note", text: $note).font(.system(size: 15))
                    }
                }
            }
            """)
        #expect(swiftUI.map(\.criterion?.component) == ["text", "button", "button", "text-input"])
        #expect(swiftUI.allSatisfy { $0.criterion?.criterion == "text-resize" })

        let uiKit = findings(FixedFontSizeRule.self, """
            final class Screen: UIViewController {
                private let title = UILabel()
                private let pay = UIButton(type: .system)
                private let note = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.font = .systemFont(ofSize: 22)
                    pay.titleLabel?.font = .systemFont(ofSize: 17)
                    note.font = UIFont(name: "Menlo", size: 13)
                }
            }
            """)
        #expect(uiKit.map(\.criterion?.component) == ["text", "button", "text-input"])
    }

    @Test("A picker subclass is reported only when no declaration of it, in any file, sets a label")
    func pickerSubclassIsSettledAcrossFiles() {
        let code = """
            final class Profile: UIViewController {
                private let birthday = BirthdayPicker()
            }
            final class BirthdayPicker: UIDatePicker {}
            """
        #expect(findings(PickerMissingLabelRule.self, code).count == 1)
        let labelledElsewhere = """
            extension BirthdayPicker {
                func configure() { accessibilityLabel = "Birthday" }
            }
            """
        #expect(findings(PickerMissingLabelRule.self, code, context: [labelledElsewhere]).isEmpty)
    }

    @Test("A tap gesture on a view type declared in another file is only a note; one declared here is judged here")
    func tapGestureOnProjectViews() {
        let code = """
            struct Shelf: View {
                var body: some View {
                    VStack {
                        BookCover().onTapGesture { open() }
                        AuthorBadge().onTapGesture { open() }
                        SeriesBadge().onTapGesture { open() }
                    }
                }
            }
            struct AuthorBadge: View {
                var body: some View { Text("Author") }
            }
            struct SeriesBadge: View {
                var body: some View { Text("Series").accessibilityAddTraits(.isButton) }
            }
            """
        let found = findings(TapGestureNotButtonRule.self, code)
        #expect(found.map(\.severity) == [.note, .warning])
        #expect(found.map(\.span.start.line) == [4, 5])
    }

    @Test("A project view or class that adds the button or link trait in its own declaration, in any file, is left alone")
    func buttonTraitSettledAcrossFiles() {
        let code = """
            struct Shelf: View {
                var body: some View {
                    VStack {
                        ModifierBadge().onTapGesture { open() }
                        LegacyBadge().onTapGesture { open() }
                        LinkBadge().onTapGesture { open() }
                        HeaderBadge().onTapGesture { open() }
                    }
                }
            }
            final class Home: UIViewController {
                private let card = PromoCard()
                private let tile = ShareTile()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.isAccessibilityElement = true
                    card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    tile.isAccessibilityElement = true
                    tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                }
            }
            """
        let declarations = """
            struct ModifierBadge: View { var body: some View { Text("A").accessibilityAddTraits([.isButton]) } }
            struct LegacyBadge: View { var body: some View { Text("B").accessibility(addTraits: .isButton) } }
            struct LinkBadge: View { var body: some View { Text("C").accessibilityAddTraits(.isLink) } }
            struct HeaderBadge: View { var body: some View { Text("D").accessibilityAddTraits(.isHeader) } }
            class BaseCard: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityTraits = .button
                }
            }
            final class PromoCard: BaseCard {}
            final class ShareTile: UIView {
                private let icon = UIImageView()
                func setUp() { icon.accessibilityTraits = .button }
            }
            """
        let found = findings(TapGestureNotButtonRule.self, code, context: [declarations])
        // HeaderBadge adds a trait, but not a control's; ShareTile gives the trait to a subview, not itself.
        #expect(found.map(\.span.start.line) == [7, 19])
        #expect(found.map(\.severity) == [.note, .warning])
    }

    @Test("A tap on an image view is a warning, and a note on an outlet a storyboard may configure")
    func imageViewTapSeverity() {
        let code = """
            final class Gallery: UIViewController {
                @IBOutlet weak var photo: UIImageView!
                private let closeIcon = UIImageView()
                private let poster = UIImageView()
                private let badge = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
                    closeIcon.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                    poster.accessibilityLabel = "Poster"
                    poster.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(play)))
                    badge.isAccessibilityElement = true
                    badge.isUserInteractionEnabled = true
                    badge.accessibilityLabel = "Verified"
                    badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(explain)))
                }
            }
            """
        let found = findings(TapGestureNotButtonRule.self, code)
        #expect(found.map(\.span.start.line) == [8, 9, 11, 15])
        #expect(found.map(\.severity) == [.note, .warning, .warning, .warning])
        // A label alone does not make an image view an element; isAccessibilityElement does, and then the
        // button trait is all it lacks.
        #expect(found[2].message.contains("cannot reach"))
        #expect(found[3].message.contains("does not announce it as one"))
        #expect(found[3].fix != nil)
        // Without touches turned on the image view takes no tap: no trait is written for it.
        let untouched = findings(TapGestureNotButtonRule.self, code.replacingOccurrences(of: "badge.isUserInteractionEnabled = true\n", with: ""))
        #expect(untouched.last?.fix == nil)
    }

    @Test("A font on a button's title label names the title label; loops and extensions are followed")
    func fixedFontSubjects() {
        let code = """
            final class Banner: UIView {
                let banner = UIButton(type: .system)
                @IBOutlet var actions: [UIButton]!
            }
            extension Banner {
                func style() {
                    banner.titleLabel?.font = .systemFont(ofSize: 17)
                    for action in actions { action.titleLabel?.font = .systemFont(ofSize: 15) }
                }
            }
            """
        let found = findings(FixedFontSizeRule.self, code)
        #expect(found.map(\.message) == [
            "'banner.titleLabel' gets a font of a fixed point size, which does not grow with the user's text size",
            "'action.titleLabel' gets a font of a fixed point size, which does not grow with the user's text size",
        ])
        #expect(found.allSatisfy { $0.criterion == CriterionReference(component: "button", criterion: "text-resize") })
    }

    @Test("A faded control is reported only when the fade and the blocked touches follow the same condition")
    func disabledLookNeedsOneCondition() {
        let code = """
            struct Pay: View {
                let isValid: Bool
                let isBusy: Bool
                var body: some View {
                    VStack {
                        PayButton().opacity(isValid ? 1 : 0.5).allowsHitTesting(isBusy)
                        PayButton().opacity(isValid ? 1 : 0.5).allowsHitTesting(isValid)
                        PayButton().opacity(isValid ? 0.5 : 1).allowsHitTesting(isValid)
                    }
                }
            }
            """
        // The third fades while touches are accepted: odd, but not a disabled look.
        #expect(findings(DisabledStateNotAnnouncedRule.self, code).map(\.span.start.line) == [7])
    }
}
