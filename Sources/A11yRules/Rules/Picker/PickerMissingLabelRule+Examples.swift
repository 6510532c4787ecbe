import A11yCore
import A11yRuleKit

/// The examples that specify `PickerMissingLabelRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension PickerMissingLabelRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The same, built by the view's own property that the menu's content names (also a navigation title's menu).
        RuleExample("""
            struct ShelfToolbar: View {
                @Binding var order: ShelfOrder
                @Binding var shelf: Shelf.ID
                var body: some View {
                    Menu { orderPicker } label: { Label("Order", systemImage: "arrow.up.arrow.down") }
                        .toolbar { ToolbarTitleMenu { shelfPicker } }
                }
                private var orderPicker: some View {
                    Picker("", selection: $order) { ForEach(ShelfOrder.allCases) { Text($0.title).tag($0) } }
                }
                var shelfPicker: some View {
                    Group { Picker(selection: $shelf, label: Text("")) { Text("Kitchen").tag(Shelf.ID.kitchen) } }
                }
            }
            """),
        // A picker inside a menu: its options are the menu's items, and the menu's label names the choice.
        RuleExample("""
            struct SpeedMenu: View {
                @Binding var speed: Double
                var body: some View {
                    Menu {
                        Picker("", selection: $speed) {
                            Text("Normal").tag(1.0)
                            Text("Double").tag(2.0)
                        }
                    } label: {
                        Label("Playback speed", systemImage: "speedometer")
                    }
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var checkIn = Date()
                var body: some View {
                    HStack {
                        Text("Check-in")
                        DatePicker("Check-in", selection: $checkIn, displayedComponents: .date)
                            .labelsHidden()
                    }
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var checkIn = Date()
                var body: some View {
                    DatePicker("", selection: $checkIn)
                        .labelsHidden()
                        .accessibilityLabel("Check-in")
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var guests = 1
                var body: some View {
                    Picker(selection: $guests) {
                        ForEach(1..<9) { Text("\\($0)").tag($0) }
                    } label: {
                        Text("Guests")
                    }
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var view = Mode.list
                var body: some View {
                    Picker("", selection: $view) {
                        Text("List").tag(Mode.list)
                        Text("Map").tag(Mode.map)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                let title: LocalizedStringKey
                @State private var date = Date()
                var body: some View {
                    DatePicker(title, selection: $date)
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var nights: Set<DateComponents> = []
                var body: some View {
                    Form {
                        LabeledContent("Nights") {
                            MultiDatePicker("", selection: $nights)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var time = Date()
                var body: some View {
                    DatePicker(selection: $time, displayedComponents: .hourAndMinute) {
                        Label("Arrival time", systemImage: "clock")
                    }
                }
            }
            """),
    ] + uiKitNonTriggeringExamples

    static let triggeringExamples: [RuleExample] = [
        // A picker built by the view's own property and placed in a form, not in a menu.
        RuleExample("""
            struct ShelfSettings: View {
                @Binding var order: ShelfOrder
                var body: some View {
                    Form { orderPicker }
                }
                private var orderPicker: some View {
                    ↓Picker("", selection: $order) { ForEach(ShelfOrder.allCases) { Text($0.title).tag($0) } }
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var checkIn = Date()
                var body: some View {
                    HStack {
                        Text("Check-in")
                        ↓DatePicker("", selection: $checkIn, displayedComponents: .date)
                            .labelsHidden()
                    }
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var time = Date()
                var body: some View {
                    ↓DatePicker(selection: $time, displayedComponents: .hourAndMinute) {
                        EmptyView()
                    }
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var guests = 1
                var body: some View {
                    ↓Picker(selection: $guests, label: EmptyView()) {
                        ForEach(1..<9) { Text("\\($0)").tag($0) }
                    }
                    .pickerStyle(.wheel)
                }
            }
            """),
        RuleExample("""
            struct Booking: View {
                @State private var nights: Set<DateComponents> = []
                var body: some View {
                    ↓MultiDatePicker(Text(""), selection: $nights)
                }
            }
            """),
    ] + uiKitTriggeringExamples

    // UIKit

    static let uiKitNonTriggeringExamples: [RuleExample] = [
            RuleExample("""
                final class BookingViewController: UIViewController {
                    private let checkInPicker = UIDatePicker()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        checkInPicker.datePickerMode = .date
                        checkInPicker.accessibilityLabel = "Check-in date"
                        view.addSubview(checkInPicker)
                    }
                }
                """),
            RuleExample("""
                final class BookingViewController: UIViewController {
                    private lazy var guestsPicker: UIPickerView = {
                        let picker = UIPickerView()
                        picker.dataSource = self
                        picker.accessibilityLabel = NSLocalizedString("guests", comment: "")
                        return picker
                    }()
                }
                """),
            RuleExample("""
                final class AlarmView: UIView {
                    func setUp() {
                        let picker = UIDatePicker()
                        picker.datePickerMode = .time
                        label(picker, as: "Alarm time")
                        addSubview(picker)
                    }
                    private func label(_ view: UIView, as text: String) {
                        view.accessibilityLabel = text
                    }
                }
                """),
            RuleExample(
                """
                final class ProfileViewController: UIViewController {
                    private let birthdayPicker = BirthdayPicker()
                }
                """,
                context: ["""
                    final class BirthdayPicker: UIDatePicker {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            datePickerMode = .date
                            accessibilityLabel = "Birthday"
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """]),
            RuleExample("""
                final class TripViewController: UIViewController {
                    @IBOutlet private weak var returnPicker: UIDatePicker!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        returnPicker.minimumDate = Date()
                    }
                }
                """),
            RuleExample("""
                enum Pickers {
                    static func makeTimePicker() -> UIDatePicker {
                        let picker = UIDatePicker()
                        picker.datePickerMode = .time
                        return picker
                    }
                }
                """),
            RuleExample("""
                final class TripViewController: UIViewController {
                    private let departurePicker = UIDatePicker()
                    private let returnPicker = UIDatePicker()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        zip([departurePicker, returnPicker], ["Departure", "Return"]).forEach { $0.accessibilityLabel = $1 }
                    }
                }
                """),
            // The row holding the picker is the element: it offers the value's changes as custom actions.
            RuleExample("""
                final class ReminderOptionsViewController: UIViewController {
                    func makeDueDateRow(for date: Date) -> OptionRow {
                        let picker = UIDatePicker()
                        picker.date = date
                        let later = UIAccessibilityCustomAction(name: "One day later") { [weak self] _ in
                            self?.shiftDueDate(byDays: 1)
                            return true
                        }
                        return OptionRow(title: "Due date", accessory: picker, accessibilityActions: [later])
                    }
                }
                """),
        ]

    static let uiKitTriggeringExamples: [RuleExample] = [
            RuleExample("""
                final class BookingViewController: UIViewController {
                    private let checkInPicker = ↓UIDatePicker()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        checkInPicker.datePickerMode = .date
                        view.addSubview(checkInPicker)
                    }
                }
                """),
            RuleExample("""
                final class BookingViewController: UIViewController {
                    private lazy var guestsPicker: UIPickerView = {
                        let picker = ↓UIPickerView()
                        picker.dataSource = self
                        return picker
                    }()
                }
                """),
            RuleExample("""
                final class BookingViewController: UIViewController {
                    private let dateField = UITextField()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        dateField.accessibilityLabel = "Check-in date"
                        dateField.inputView = ↓UIDatePicker()
                    }
                }
                """),
            RuleExample(
                """
                final class ProfileViewController: UIViewController {
                    private let birthdayPicker = ↓BirthdayPicker()
                }
                final class BirthdayPicker: UIDatePicker {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        datePickerMode = .date
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
        ]

    /// The text beside the picker names it; a second text, or text after the picker, would make it a guess.
    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            """
            struct ReminderRow: View {
                @State private var when = Date()
                var body: some View {
                    HStack {
                        Text("Remind me at")
                        Spacer()
                        DatePicker("", selection: $when, displayedComponents: .hourAndMinute)
                            .labelsHidden()
                    }
                }
            }
            """,
            """
            struct ReminderRow: View {
                @State private var when = Date()
                var body: some View {
                    HStack {
                        Text("Remind me at")
                        Spacer()
                        DatePicker("", selection: $when, displayedComponents: .hourAndMinute)
                            .labelsHidden()
                            .accessibilityLabel(Text("Remind me at"))
                    }
                }
            }
            """),
    ]
}
