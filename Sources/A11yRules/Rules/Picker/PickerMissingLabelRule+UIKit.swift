import A11yCore
import SwiftSyntax

/// The UIKit half of `PickerMissingLabelRule`.
/// A UIKit date or option picker that is never given an accessibility label.
///
/// Follows each picker created in code (`UIDatePicker()`, `UIPickerView()`, or a subclass declared in the
/// same file) to where it is configured: the function for a local, the whole type for a property, its lazy
/// initializer, a closure run over several pickers, or a helper of the file it is passed to. A subclass is
/// credited with a label set in any of its declarations, in any file. Outlets (named in a storyboard) and
/// pickers returned to a caller are left alone.
extension PickerMissingLabelRule {

    static let pickerTypes: Set<String> = ["UIDatePicker", "UIPickerView"]
    static let uiKitRationale = """
            UIKit does not connect a picker to the UILabel drawn beside it. Without an accessibilityLabel, \
            VoiceOver reads a wheel as "12 May, adjustable" and a compact date picker as a bare date: the listener \
            hears a value but not whether it is a departure date, a birthday or an alarm time.
            """

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

    static let uiKitCorrections: [RuleCorrection] = []

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        var types: [(name: String, base: String)] = Self.pickerTypes.sorted().map { ($0, $0) }
        for declaration in file.facts.typeDeclarations where declaration.kind == .class {
            if let base = declaration.inheritedTypes.first(where: Self.pickerTypes.contains) {
                types.append((declaration.name, base))
            }
        }
        for (name, base) in types {
            for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                if let instance = UIKitInstance.constructed(by: call, in: file) {
                    if instance.isOutlet || instance.isReturnedToCaller || instance.receivesAccessibilityLabel(in: file) { continue }
                }
                // The code that builds the picker also gives the row it sits in custom actions to change the
                // value: the row is the element VoiceOver meets, named and adjustable, and the picker a part of it.
                if let body = call.enclosingFunctionBody, !file.facts.calls("UIAccessibilityCustomAction", in: body).isEmpty { continue }
                let kind = base == "UIDatePicker" ? "date picker" : "picker"
                let subject = name == base ? name : "\(name) (a \(base))"
                diagnoses.append(diagnosis(
                    at: call,
                    "\(subject) is never given an accessibilityLabel; VoiceOver reads the \(kind)'s value without its purpose",
                    conditions: name == base ? [] : [.typeLacks(name, .setsAccessibilityLabel)]))
            }
        }
    }

}
