import A11yCore
import A11yRules
import Testing
import _A11yTestSupport

/// Behaviour of the name, role, state and text-size rules that their examples cannot express: severities
/// chosen per finding, criteria overridden per finding, and conditions settled by other files.
struct NameRoleStateRuleTests {
    private func findings(_ rule: any Rule.Type, _ code: String, context: [String] = []) -> [Finding] {
        ExampleAuditing.findings(of: rule, in: code, context: context)
    }

    @Test("An icon-only button is an error with an asset image and a warning with an SF Symbol")
    func iconSeverityFollowsTheImageKind() throws {
        let swiftUI = findings(IconOnlyButtonUnlabeledRule.self, """
            struct Bar: View {
                var body: some View {
                    HStack {
                        Button(action: close) { Image(systemName: "xmark") }
                        Button(action: close) { Image("close-icon") }
                        Button(action: close) { Image(decorative: "close-icon") }
                    }
                }
            }
            """)
        #expect(swiftUI.map(\.severity) == [.warning, .error, .error])

        let uiKit = findings(IconOnlyButtonUnlabeledRule.self, """
            final class Bar: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "ic_share"), style: .plain, target: nil, action: nil)
                }
            }
            """)
        #expect(uiKit.map(\.severity) == [.warning, .error])
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

    @Test("An alert without a title is an error, and a warning when a message is read instead")
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
        #expect(findings(AlertMissingTitleRule.self, code).map(\.severity) == [.error, .warning, .warning])
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
        #expect(swiftUI.map(\.criterion?.component) == ["headings", "button", "button", "text-input"])
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
        #expect(uiKit.map(\.criterion?.component) == ["headings", "button", "text-input"])
    }

    @Test("A picker subclass is reported only when no declaration of it, in any file, sets a label")
    func pickerSubclassIsSettledAcrossFiles() {
        let code = """
            final class Profile: UIViewController {
                private let birthday = BirthdayPicker()
            }
            final class BirthdayPicker: UIDatePicker {}
            """
        #expect(findings(UIKitPickerMissingLabelRule.self, code).count == 1)
        let labelledElsewhere = """
            extension BirthdayPicker {
                func configure() { accessibilityLabel = "Birthday" }
            }
            """
        #expect(findings(UIKitPickerMissingLabelRule.self, code, context: [labelledElsewhere]).isEmpty)
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
