import A11yCore
import A11yRuleKit

/// The examples that specify `PlaceholderAsNameRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension PlaceholderAsNameRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            final class SignUpViewController: UIViewController {
                private let emailField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.placeholder = "name@example.com"
                    emailField.accessibilityLabel = "Email"
                }
            }
            """),
        RuleExample("""
            final class SignUpViewController: UIViewController {
                private let searchBar = UISearchBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    searchBar.placeholder = "Search orders"
                }
            }
            """),
        RuleExample("""
            final class SignUpViewController: UIViewController {
                @IBOutlet private weak var nameField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.placeholder = "Full name"
                }
            }
            """),
        RuleExample("""
            struct SignUp: View {
                @State private var email = ""
                var body: some View {
                    TextField("Email", text: $email, prompt: Text("name@example.com"))
                }
            }
            """),
        RuleExample("""
            struct SignUp: View {
                @State private var email = ""
                var body: some View {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                }
            }
            """),
        RuleExample("""
            struct SignUp: View {
                @State private var password = ""
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Password")
                        SecureField("", text: $password, prompt: Text("At least 8 characters"))
                            .accessibilityLabel("Password")
                    }
                }
            }
            """),
        RuleExample("""
            struct SignUp: View {
                @State private var code = ""
                var body: some View {
                    Form {
                        LabeledContent("Promo code") {
                            TextField("", text: $code, prompt: Text("SPRING24"))
                        }
                    }
                }
            }
            """),
        // A SwiftUI view's own `placeholder` property is not a text field's.
        RuleExample("""
            struct SearchTextField: View {
                private let placeholder: String
                @Binding var query: String
                init(placeholder: String, query: Binding<String>) {
                    self.placeholder = placeholder
                    _query = query
                }
                var body: some View { TextField(placeholder, text: $query) }
            }
            """),
        RuleExample("""
            final class GameListViewController: UIViewController {
                func askForName() {
                    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
                    alert.addTextField {
                        $0.placeholder = "Name"
                        $0.accessibilityLabel = "Game name"
                    }
                    present(alert, animated: true)
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            final class SignUpViewController: UIViewController {
                private let emailField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.↓placeholder = "Email"
                    view.addSubview(emailField)
                }
            }
            """),
        RuleExample("""
            final class BookingViewController: UIViewController {
                private let datePicker = UIDatePicker()
                private lazy var dateField: UITextField = {
                    let field = UITextField()
                    field.↓placeholder = "Check-in date"
                    field.inputView = datePicker
                    return field
                }()
            }
            """),
        RuleExample("""
            struct SignUp: View {
                @State private var email = ""
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Email")
                        ↓TextField("", text: $email, prompt: Text("name@example.com"))
                    }
                }
            }
            """),
        RuleExample("""
            struct SignUp: View {
                @State private var password = ""
                var body: some View {
                    ↓SecureField(text: $password, prompt: Text("Password")) {
                        EmptyView()
                    }
                }
            }
            """),
        // A text field an alert hands to its configuration closure.
        RuleExample("""
            final class GameListViewController: UIViewController {
                func askForName() {
                    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
                    alert.addTextField { field in
                        field.↓placeholder = "Name"
                    }
                    present(alert, animated: true)
                }
            }
            """),
    ]
}
