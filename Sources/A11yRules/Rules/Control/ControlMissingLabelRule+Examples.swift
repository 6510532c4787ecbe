import A11yCore
import A11yRuleKit

/// The examples that specify `ControlMissingLabelRule`: code that must stay quiet, and code with `↓` where
/// each finding lands. `RuleExampleTests` runs them all.
extension ControlMissingLabelRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // A text editor given a label of its own.
        RuleExample("""
            struct ReportForm: View {
                @State private var details = ""
                var body: some View {
                    TextEditor(text: $details).accessibilityLabel("Incident details")
                }
            }
            """),
        // A title hidden from sight is still read.
        RuleExample("""
            struct AlarmRow: View {
                @Binding var isOn: Bool
                var body: some View {
                    HStack {
                        Text("Wake-up alarm")
                        Toggle("Wake-up alarm", isOn: $isOn).labelsHidden()
                    }
                }
            }
            """),
        RuleExample("""
            struct VolumeRow: View {
                @Binding var level: Double
                var body: some View {
                    Slider(value: $level, in: 0...1) { Text("Volume") }
                }
            }
            """),
        RuleExample("""
            struct TipRow: View {
                @Binding var tip: Int
                var body: some View {
                    Stepper("", value: $tip, in: 0...30).accessibilityLabel("Tip percentage")
                }
            }
            """),
        RuleExample("""
            struct NicknameRow: View {
                @Binding var nickname: String
                var body: some View {
                    LabeledContent("Nickname") { TextField("", text: $nickname) }
                }
            }
            """),
        // An empty title with a prompt is placeholder-as-name's finding.
        RuleExample("""
            struct CityField: View {
                @Binding var city: String
                var body: some View { TextField("", text: $city, prompt: Text("City")) }
            }
            """),
        RuleExample("""
            struct ReminderRow: View {
                @Binding var isOn: Bool
                var body: some View {
                    HStack {
                        Text("Remind me")
                        Toggle("", isOn: $isOn)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        RuleExample("""
            final class SettingsViewController: UIViewController {
                private let syncSwitch = UISwitch()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    syncSwitch.accessibilityLabel = "Sync over cellular"
                    view.addSubview(syncSwitch)
                }
            }
            """),
        // The cell reads its text with the switch's state.
        RuleExample("""
            final class PrivacyCell: UITableViewCell {
                func configure(title: String) {
                    let toggle = UISwitch()
                    textLabel?.text = title
                    accessoryView = toggle
                }
            }
            """),
        // A placeholder-only field is placeholder-as-name's finding.
        RuleExample("""
            final class SignInViewController: UIViewController {
                private let emailField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.placeholder = "Email"
                    view.addSubview(emailField)
                }
            }
            """),
        // A text view that only displays text is not an input.
        RuleExample("""
            final class LicenseViewController: UIViewController {
                private let licenseText = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    licenseText.isEditable = false
                    view.addSubview(licenseText)
                }
            }
            """),
        // A transparent field kept only for its keyboard, behind text drawn in its place.
        RuleExample("""
            struct AmountEntry: View {
                @Binding var digits: String
                var body: some View {
                    ZStack {
                        Text(digits).font(.largeTitle)
                        TextField("", text: $digits).opacity(0)
                    }
                }
            }
            """),
        RuleExample("""
            struct SourceView: View {
                let json: String
                var body: some View { TextField("", text: .constant(json), axis: .vertical) }
            }
            """),
        RuleExample("""
            final class ReaderViewController: UIViewController {
                private lazy var keyboardCatcher: UITextField = {
                    let field = UITextField()
                    field.layer.opacity = 0
                    return field
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(keyboardCatcher)
                }
            }
            """),
        RuleExample("""
            final class PlayerControls: UIView {
                @IBOutlet private weak var scrubber: UISlider!
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // A text editor takes no title: with a hint drawn over it until something is typed and no label, VoiceOver
        // says only "text field".
        RuleExample("""
            struct ReportForm: View {
                @State private var details = ""
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        ↓TextEditor(text: $details).frame(height: 120)
                        if details.isEmpty { Text("Describe what happened").foregroundStyle(.secondary).padding(8) }
                    }
                }
            }
            """),
        RuleExample("""
            struct ReminderRow: View {
                @Binding var isOn: Bool
                var body: some View {
                    HStack {
                        Text("Remind me")
                        ↓Toggle("", isOn: $isOn)
                    }
                }
            }
            """),
        RuleExample("""
            struct BrightnessRow: View {
                @Binding var level: Double
                var body: some View {
                    HStack {
                        Image(systemName: "sun.max")
                        ↓Slider(value: $level, in: 0...1)
                    }
                }
            }
            """),
        RuleExample("""
            struct GuestsRow: View {
                @Binding var guests: Int
                var body: some View {
                    ↓Stepper(value: $guests, in: 1...8) { EmptyView() }
                }
            }
            """),
        RuleExample("""
            struct NoteField: View {
                @Binding var note: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Delivery note")
                        ↓TextField("", text: $note)
                    }
                }
            }
            """),
        RuleExample("""
            final class SettingsViewController: UIViewController {
                private let syncSwitch = ↓UISwitch()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(syncSwitch)
                }
            }
            """),
        RuleExample("""
            final class CommentComposer: UIView {
                func build() {
                    let body = ↓UITextView()
                    body.font = .preferredFont(forTextStyle: .body)
                    addSubview(body)
                }
            }
            """),
    ]

    /// Only a text shown beside the control, alone in its row, becomes its label.
    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            """
            struct PrivacySettings: View {
                @State private var shareUsage = false
                @State private var volume = 0.5
                var body: some View {
                    VStack {
                        HStack {
                            Text("Share usage data")
                            Spacer()
                            Toggle("", isOn: $shareUsage)
                        }
                        HStack {
                            Text("Alert volume").font(.subheadline)
                            Slider(value: $volume)
                        }
                    }
                }
            }
            """,
            """
            struct PrivacySettings: View {
                @State private var shareUsage = false
                @State private var volume = 0.5
                var body: some View {
                    VStack {
                        HStack {
                            Text("Share usage data")
                            Spacer()
                            Toggle("", isOn: $shareUsage)
                                .accessibilityLabel(Text("Share usage data"))
                        }
                        HStack {
                            Text("Alert volume").font(.subheadline)
                            Slider(value: $volume)
                                .accessibilityLabel(Text("Alert volume"))
                        }
                    }
                }
            }
            """),
    ]
}
