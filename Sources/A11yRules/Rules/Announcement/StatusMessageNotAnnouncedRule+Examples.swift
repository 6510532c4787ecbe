import A11yCore
import A11yRuleKit

/// The examples that specify `StatusMessageNotAnnouncedRule`: code that must stay quiet, and code with `↓`
/// where each finding lands. `RuleExampleTests` runs them all.
extension StatusMessageNotAnnouncedRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The same toast class, which says that something appeared as it shows it.
        RuleExample("""
            final class PopToast<Content: View> {
                private let content: Content
                private lazy var host: UIHostingController<Content> = {
                    let controller = UIHostingController(rootView: content)
                    controller.view.backgroundColor = .clear
                    return controller
                }()
                init(content: Content) { self.content = content }
                func show(for seconds: TimeInterval) {
                    guard let window = UIApplication.shared.windows.last else { return }
                    window.addSubview(host.view)
                    UIAccessibility.post(notification: .announcement, argument: \"Copied\")
                    Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in self.host.view.removeFromSuperview() }
                }
            }
            """),
        // The same helper, which says the text as it shows it.
        RuleExample("""
            extension UIView {
                func flashNote(_ text: String, seconds: Int = 3) {
                    let view = ToastCardView(text: text)
                    addSubview(view)
                    UIAccessibility.post(notification: .announcement, argument: text)
                    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(seconds)) { view.removeFromSuperview() }
                }
            }
            final class ToastCardView: UIView {
                init(text: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            """),
        // The same limit shown as a grey hint under the field: a hint, not an error.
        RuleExample("""
            struct QuantityField: View {
                @Binding var quantity: Double
                let minimum: Double
                var body: some View {
                    VStack {
                        TextField("Quantity", value: $quantity, format: .number)
                        if quantity < minimum {
                            Text("At least \\(minimum, specifier: "%.0f")").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            """),
        // The same toast, with the message announced when it is raised; a style modifier named for toasts shows nothing.
        RuleExample("""
            struct RecorderScreen: View {
                @State private var saved = false
                var body: some View {
                    CameraPreview()
                        .toast(isPresenting: $saved, duration: 3) { SavedToast(text: "Clip saved") }
                        .toastStyle(.dark)
                        .onChange(of: saved) { isSaved in
                            if isSaved { UIAccessibility.post(notification: .announcement, argument: "Clip saved") }
                        }
                }
            }
            """),
        // The same strip with no delay: it stays until the user closes it, a lasting notice rather than a passing one.
        RuleExample("""
            final class TopStrip: UIView {
                private let textLabel = UILabel()
                func pin(_ text: String) {
                    textLabel.text = text
                    attach(self)
                }
                private func attach(_ view: UIView) {
                    guard let window = UIApplication.shared.windows.first else { return }
                    window.addSubview(view)
                }
            }
            """),
        // A toast shown through its type's static method, whose code announces the text.
        RuleExample(
            """
            import UIKit

            final class InviteViewController: UIViewController {
                func inviteSent() {
                    ToastCenter.show(text: "Invitation sent")
                }
            }
            """,
            context: ["""
                enum ToastCenter {
                    static func show(text: String) {
                        UIAccessibility.post(notification: .announcement, argument: text)
                    }
                }
                """]),
        // The app's own snackbar type, which announces its text when it shows itself.
        RuleExample(
            """
            import UIKit

            final class BasketViewController: UIViewController {
                func itemRemoved() {
                    let snackbar = Snackbar(text: "Removed from basket")
                    snackbar.show()
                }
            }
            """,
            context: ["""
                final class Snackbar: UIView {
                    let text: String
                    init(text: String) { self.text = text; super.init(frame: .zero) }
                    required init?(coder: NSCoder) { fatalError() }
                    func show() {
                        UIAccessibility.post(notification: .announcement, argument: text)
                    }
                }
                """]),
        // An error line under a private flag nothing sets any more (the code that raised it is gone): it never shows.
        RuleExample("""
            struct LinkAccountStep: View {
                @State private var code = ""
                @State private var showError = false
                var body: some View {
                    VStack {
                        TextField("Code", text: $code)
                        if showError {
                            Text("That code did not work").foregroundStyle(.red)
                        }
                    }
                }
            }
            """),
        // Faded out, or laid out while the view is set up: nothing appears. An icon alone faded in has no words to
        // announce.
        RuleExample("""
            final class DraftsViewController: UITableViewController {
                private let emptyIcon: UIImageView = UIImageView(image: UIImage(systemName: "sparkles"))
                func reload() {
                    store.fetchDrafts { drafts in
                        if drafts.isEmpty { self.emptyIcon.alpha = 1 }
                    }
                }
            }
            final class DraftsListViewController: UITableViewController {
                private let emptyView = UIImageView(image: UIImage(named: "no-drafts"))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emptyView.alpha = 1
                    view.addSubview(emptyView)
                }
                func startLoading() { emptyView.alpha = 0 }
            }
            """),
        // Inside the toast's own view, an `if` only shapes its content (an icon when there is one); whoever shows the
        // toast is judged where it does.
        RuleExample("""
            struct ToastCard: View {
                let toast: ToastModel
                var body: some View {
                    HStack {
                        if let icon = toast.icon {
                            Image(systemName: icon)
                        }
                        Text(toast.title)
                    }
                }
            }
            """),
        // The helper announces what the library's view shows; and a `present` of the app's own alert is not a toast.
        RuleExample("""
            import UIKit
            import SPAlert

            final class Feedback {
                static func saved(_ title: String) {
                    SPAlert.present(title: title, preset: .done)
                    UIAccessibility.post(notification: .announcement, argument: title)
                }
            }
            final class Checkout: UIViewController {
                func confirm(alert: UIAlertController) { present(alert, animated: true) }
            }
            """),
        // A tip drawn by the same helper under a condition that names no error: guidance, not a result.
        RuleExample("""
            struct SignUpForm: View {
                @State private var email = ""
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        if let tip = emailTipText() {
                            fieldNote(tip)
                        }
                    }
                }
                private func emailTipText() -> String? { email.isEmpty ? "We never share it" : nil }
                private func fieldNote(_ text: String) -> some View {
                    Text(text).font(.footnote).foregroundStyle(.secondary)
                }
            }
            """),
        // UIKit: an empty view laid out hidden while the screen is built, and one hidden again: nothing appears.
        RuleExample("""
            final class JournalViewController: UIViewController {
                @IBOutlet var emptyStateView: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emptyStateView.isHidden = false
                }
                func entriesArrived() { emptyStateView.isHidden = true }
            }
            """),
        // UIKit: the empty state announced through the app's own helper, declared in another file.
        RuleExample("""
            final class JournalViewController: UIViewController {
                @IBOutlet var emptyStateView: UIView!
                var entries: [String] = []
                func didDelete() {
                    Speech.say("No entries")
                    emptyStateView.isHidden = !entries.isEmpty
                }
            }
            """, context: ["""
            enum Speech {
                static func say(_ text: String) {
                    guard UIAccessibility.isVoiceOverRunning else { return }
                    UIAccessibility.post(notification: .announcement, argument: text)
                }
                static func log(_ text: String) { print(text) }
            }
            """]),
        // UIKit: the empty state announced when it appears.
        RuleExample("""
            final class JournalViewController: UIViewController {
                @IBOutlet var emptyStateView: UIView!
                var entries: [String] = []
                func didDelete() {
                    emptyStateView.isHidden = !entries.isEmpty
                    UIAccessibility.post(notification: .announcement, argument: "No entries")
                }
            }
            """),
        // Shown while there is no error: the form's own hint and button, not a message.
        RuleExample("""
            struct UploadForm: View {
                @State private var title = ""
                @State private var uploadError: String?
                @State private var failed = false
                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                        if uploadError == nil {
                            Text("Pick files from your device")
                        }
                        if !failed {
                            Button("Upload") { }
                        }
                    }
                }
            }
            """),
        // The same overlay on a list nobody searches: it is how the screen starts, not a result.
        RuleExample("""
            struct PantryView: View {
                var items: [Ingredient] = []
                var body: some View {
                    List(items) { Text($0.name) }
                        .overlay {
                            if items.isEmpty { ContentUnavailableView("No Ingredients", systemImage: "carrot") }
                        }
                }
            }
            """),
        // Loading, then the content: nothing takes the content's place that a user would need to be told of.
        RuleExample("""
            struct Recipes: View {
                @StateObject var model = RecipesModel()
                var body: some View {
                    if model.isLoading {
                        ProgressView()
                    } else {
                        List(model.recipes) { Text($0.title) }
                    }
                }
            }
            """),
        // The toast announces its text when it appears.
        RuleExample("""
            struct ShareScreen: View {
                @State private var showCopiedToast = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Button("Copy link") { showCopiedToast = true }
                        if showCopiedToast {
                            Text("Link copied")
                                .padding()
                                .onAppear { AccessibilityNotification.Announcement("Link copied").post() }
                        }
                    }
                }
            }
            """),
        // The toast's own type announces itself, so each place that shows it is fine.
        RuleExample("""
            struct SavedToast: View {
                let text: String
                var body: some View {
                    Text(text)
                        .onAppear { AccessibilityNotification.Announcement(text).post() }
                }
            }
            struct DraftEditor: View {
                @State private var showSavedToast = false
                var body: some View {
                    VStack {
                        Button("Save") { showSavedToast = true }
                        if showSavedToast { SavedToast(text: "Draft saved") }
                    }
                }
            }
            """),
        // UIKit: the presenter posts an announcement right after adding the view.
        RuleExample("""
            final class ToastCenter {
                func show(_ text: String, in window: UIWindow) {
                    let toastView = ToastLabel(text: text)
                    window.addSubview(toastView)
                    UIAccessibility.post(notification: .announcement, argument: text)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { toastView.removeFromSuperview() }
                }
            }
            """),
        // A banner that stays until the user acts on it is part of the screen, not a passing message.
        RuleExample("""
            struct InboxScreen: View {
                @State private var showUpgradeBanner = true
                var body: some View {
                    VStack {
                        if showUpgradeBanner {
                            UpgradeBanner(onClose: { showUpgradeBanner = false })
                        }
                        MessageList()
                    }
                }
            }
            """),
        // A HUD that only shows progress while work runs.
        RuleExample("""
            struct UploadScreen: View {
                @State private var isLoadingHUDVisible = false
                var body: some View {
                    ZStack {
                        UploadForm()
                        if isLoadingHUDVisible { ProgressView() }
                    }
                }
            }
            """),
        // The toast takes VoiceOver focus when it appears.
        RuleExample("""
            struct ArchiveScreen: View {
                @State private var toastText: String?
                @AccessibilityFocusState private var toastFocused: Bool
                var body: some View {
                    VStack {
                        Button("Archive") { toastText = "Archived"; toastFocused = true }
                        if let toastText {
                            Text(toastText).accessibilityFocused($toastFocused)
                        }
                    }
                }
            }
            """),
        // A toast view laying out its own label is not showing a message.
        RuleExample("""
            final class ToastView: UIView {
                private let messageLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(messageLabel)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        // The form error is given the updates-frequently trait, so VoiceOver reads its changes.
        RuleExample("""
            struct SignUpForm: View {
                @State private var email = ""
                @State private var emailError: String?
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        if let emailError {
                            Text(emailError)
                                .foregroundColor(.red)
                                .accessibilityAddTraits(.updatesFrequently)
                        }
                    }
                }
            }
            """),
        // The same toast announced as it appears.
        RuleExample("""
            final class LibraryViewController: UIViewController {
                func syncFinished() {
                    let toast = BannerToastView(text: "Library synced")
                    toast.show(in: view, duration: 2)
                    UIAccessibility.post(notification: .announcement, argument: "Library synced")
                }
            }
            """),
        // A picker shown in a view is not a message.
        RuleExample("""
            final class LibraryViewController: UIViewController {
                func chooseColor() {
                    let picker = ColorWheelView()
                    picker.show(in: view)
                }
            }
            """),
        // A selection mark faded in is not a message.
        RuleExample("""
            struct LanguageRow: View {
                let selected: Bool
                var body: some View {
                    HStack {
                        Text("English")
                        Image(systemName: "checkmark").opacity(selected ? 1 : 0)
                    }
                }
            }
            """),
        // In a view that searches, empty states shown from the start (no permission, nothing saved yet) are part of
        // the screen, not a result of the search.
        RuleExample("""
            struct Labels: View {
                @State private var query = ""
                let canView: Bool
                let labels: [String]
                var body: some View {
                    NavigationStack {
                        if !canView {
                            ContentUnavailableView("No access", systemImage: "lock")
                        } else if labels.isEmpty {
                            ContentUnavailableView("No labels yet", systemImage: "tag")
                        } else {
                            List(labels, id: \\.self) { Text($0) }
                        }
                    }
                    .searchable(text: $query)
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // A toast class that lays the SwiftUI view it hosts over the window and takes it away on a timer.
        RuleExample("""
            final class PopToast<Content: View> {
                private let content: Content
                private lazy var host: UIHostingController<Content> = {
                    let controller = UIHostingController(rootView: content)
                    controller.view.backgroundColor = .clear
                    return controller
                }()
                init(content: Content) { self.content = content }
                func show(for seconds: TimeInterval) {
                    guard let window = UIApplication.shared.windows.last else { return }
                    ↓window.addSubview(host.view)
                    host.view.alpha = 1
                    Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in self.host.view.removeFromSuperview() }
                }
            }
            """),
        // A helper every screen's view has, which lays a toast over that screen and takes it away: the variable's name
        // says nothing, the toast's class does.
        RuleExample("""
            extension UIView {
                func flashNote(_ text: String, seconds: Int = 3) {
                    let view = ToastCardView(text: text)
                    ↓addSubview(view)
                    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(seconds)) { view.removeFromSuperview() }
                }
            }
            final class ToastCardView: UIView {
                init(text: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            """),
        // A text painted red under a field when its value breaks a limit: an error by its look, whatever the condition is
        // named.
        RuleExample("""
            struct QuantityField: View {
                @Binding var quantity: Double
                let minimum: Double
                var body: some View {
                    VStack {
                        TextField("Quantity", value: $quantity, format: .number)
                        if quantity < minimum {
                            ↓Text("At least \\(minimum, specifier: "%.0f")").font(.caption).foregroundStyle(.red)
                        }
                    }
                }
            }
            """),
        // The same helper type, but the function called only logs the message.
        RuleExample("""
            final class JournalViewController: UIViewController {
                @IBOutlet var emptyStateView: UIView!
                var entries: [String] = []
                func didDelete() {
                    Speech.log("No entries")
                    ↓emptyStateView.isHidden = !entries.isEmpty
                }
            }
            """, context: ["""
            enum Speech {
                static func say(_ text: String) {
                    UIAccessibility.post(notification: .announcement, argument: text)
                }
                static func log(_ text: String) { print(text) }
            }
            """]),
        // A searchable list that shows a row of its own when nothing matches, for review.
        RuleExample("""
            struct FriendsList: View {
                @State private var query = ""
                let friends: [Friend]
                var hasZeroMatches: Bool { !query.isEmpty && matching.isEmpty }
                var matching: [Friend] { friends.filter { $0.name.contains(query) } }
                var body: some View {
                    List {
                        ForEach(matching) { friend in Text(friend.name) }
                        if hasZeroMatches {
                            ↓Text("Nobody matches")
                        } else if friends.isEmpty {
                            Text("Add a friend to see them here")
                        }
                    }
                    .searchable(text: $query)
                }
            }
            """),
        // The error is a state of the screen's model, tested by its type.
        RuleExample("""
            struct RestoreWordsView: View {
                @ObservedObject var flow: RestoreFlow
                @State private var word = ""
                var body: some View {
                    VStack {
                        TextField("Next word", text: $word)
                        if flow.state is RestoreState.InvalidWords {
                            ↓Text("These words cannot be restored.")
                        }
                    }
                }
            }
            """),
        // A form's error named for what failed, with no "error" anywhere in the file.
        RuleExample("""
            struct ImportPhraseView: View {
                @State private var phrase = ""
                @State private var phraseIsInvalid = false
                var body: some View {
                    VStack {
                        TextField("Recovery phrase", text: $phrase)
                        if phraseIsInvalid {
                            ↓Text("These words do not make a valid phrase.")
                                .foregroundColor(.red)
                        }
                        Button("Import") { phraseIsInvalid = !PhraseCheck.isValid(phrase) }
                    }
                }
            }
            """),
        // A toast modifier bound to a flag, as toast libraries offer: the message comes and goes and VoiceOver is told
        // nothing.
        RuleExample("""
            struct RecorderScreen: View {
                @StateObject private var notices = Notices()
                var body: some View {
                    CameraPreview()
                        .↓toast(isPresenting: $notices.showingSaved, duration: 3) { SavedToast(text: "Clip saved") }
                }
            }
            """),
        // A strip that lays itself over the window through its own helper and takes itself away two seconds later: a
        // passing message by what it does, whatever its name.
        RuleExample("""
            final class TopStrip: UIView {
                private let textLabel = UILabel()
                func flash(_ text: String) {
                    textLabel.text = text
                    ↓attach(self)
                    perform(#selector(leave), with: nil, afterDelay: 2)
                }
                private func attach(_ view: UIView) {
                    guard let window = UIApplication.shared.windows.first else { return }
                    window.addSubview(view)
                }
                @objc private func leave() { removeFromSuperview() }
            }
            """),
        // A snackbar made by a library's factory and shown: the audited code does not declare it, so whether the
        // library speaks its text is left for review; the app's own snackbar type that says nothing is a defect.
        RuleExample("""
            import UIKit
            import PlateSnack

            enum Feedback {
                static func removed() {
                    let bar = PlateSnackbar.make(message: "Removed from basket")
                    ↓bar?.show()
                }
            }
            """),
        RuleExample(
            """
            import UIKit

            final class BasketViewController: UIViewController {
                func itemRemoved() {
                    let snackbar = Snackbar(text: "Removed from basket")
                    ↓snackbar.show()
                }
            }
            """,
            context: ["""
                final class Snackbar: UIView {
                    let text: String
                    init(text: String) { self.text = text; super.init(frame: .zero) }
                    required init?(coder: NSCoder) { fatalError() }
                    func show() { UIApplication.shared.windows.first?.addSubview(self) }
                }
                """]),
        // The same step once the code is checked: the error line appears and nothing announces it.
        RuleExample("""
            struct LinkAccountStep: View {
                @State private var code = ""
                @State private var showError = false
                var body: some View {
                    VStack {
                        TextField("Code", text: $code)
                        if showError {
                            ↓Text("That code did not work").foregroundStyle(.red)
                        }
                    }
                    .onSubmit { showError = code.count != 6 }
                }
            }
            """),
        // An empty state faded in when loading ends (for review: whether anyone is on the screen then is not known).
        RuleExample("""
            final class DraftsViewController: UITableViewController {
                private let emptyView = EmptyStateView(message: "No drafts yet")
                func reload() {
                    store.fetchDrafts { drafts in
                        self.drafts = drafts
                        self.tableView.reloadData()
                        if drafts.isEmpty {
                            ↓self.emptyView.alpha = 1
                        } else {
                            self.emptyView.alpha = 0
                        }
                    }
                }
            }
            """),
        // A search that leaves nothing puts an empty view behind the list's rows (a review item).
        RuleExample("""
            final class ContactsViewController: UITableViewController, UISearchBarDelegate {
                private let emptySearchView = EmptySearchView()
                func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                    results = contacts.filter { $0.name.contains(searchText) }
                    ↓tableView.backgroundView = results.isEmpty ? emptySearchView : nil
                    tableView.reloadData()
                }
            }
            """),
        // The modifier that shows it is a toast: what it shows under its condition is the toast.
        RuleExample("""
            struct SnackbarModifier: ViewModifier {
                @Binding var text: String?
                func body(content: Content) -> some View {
                    ZStack(alignment: .bottom) {
                        content
                        if let text {
                            ↓Text(text)
                                .padding()
                                .background(Capsule().fill(.black))
                                .onAppear {
                                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.text = nil }
                                }
                        }
                    }
                }
            }
            """),
        // A library's alert view that fades by itself, shown by the app's helper, and never spoken.
        RuleExample("""
            import UIKit
            import SPAlert

            final class Feedback {
                static func saved(_ title: String) {
                    show(SPAlertView(title: title, preset: .done))
                }
                private static func show(_ view: SPAlertView) {
                    view.duration = 1.5
                    ↓view.present()
                }
            }
            """),
        RuleExample("""
            import UIKit
            import SPIndicator

            final class CopyButton: UIButton {
                @objc private func copyCode() {
                    UIPasteboard.general.string = code
                    ↓SPIndicator.present(title: "Copied", preset: .done)
                }
            }
            """),
        // The error comes from a function named for it and is drawn by a helper of the form: still an error text
        // that appears where focus is not.
        RuleExample("""
            struct SignUpForm: View {
                @State private var email = ""
                @State private var submitted = false
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        if let problem = emailErrorText(required: submitted) {
                            ↓fieldNote(problem)
                        }
                    }
                }
                private func emailErrorText(required: Bool) -> String? { required && email.isEmpty ? "Enter your email" : nil }
                private func fieldNote(_ text: String) -> some View {
                    Text(text).font(.footnote).foregroundStyle(.red)
                }
            }
            """),
        // The end of a search: placeholder rows while it runs, then "No results" in their place (a review item).
        RuleExample("""
            struct MovieSearch: View {
                @State private var isSearching = false
                @State private var results: [String]?
                var body: some View {
                    List {
                        if isSearching && results == nil {
                            PlaceholderRow()
                        } else if isSearching && results?.isEmpty == true {
                            ↓Text("No results")
                        } else {
                            Text(results?.joined(separator: ", ") ?? "")
                        }
                    }
                }
            }
            """),
        // UIKit: a toast hosted in a controller whose view is added to the window, and taken away after a delay.
        RuleExample("""
            enum Banner {
                static func display(_ message: String) {
                    guard let window = UIApplication.shared.keyWindow else { return }
                    let toast = ToastView(message: message)
                    let host = UIHostingController(rootView: toast)
                    ↓window.addSubview(host.view)
                    UIView.animate(withDuration: 0.5, delay: 3, options: [], animations: { host.view.alpha = 0 }) { _ in
                        host.view.removeFromSuperview()
                    }
                }
            }
            """),
        // UIKit: a list's unavailable-content state set when a search finds nothing, and an empty view revealed after
        // entries are deleted; nothing announces either (review items).
        RuleExample("""
            final class ArtistsViewController: UITableViewController {
                var results: [String] = []
                func searchFinished() {
                    ↓contentUnavailableConfiguration = results.isEmpty ? UIContentUnavailableConfiguration.search() : nil
                }
            }
            final class JournalViewController: UIViewController {
                @IBOutlet var emptyStateView: UIView!
                var entries: [String] = []
                func didDelete() {
                    ↓emptyStateView.isHidden = !entries.isEmpty
                }
            }
            """),
        // An empty state laid over a searchable list, shown when the property that filters by the search is empty
        // (on each system version).
        RuleExample("""
            struct PantryView: View {
                @State private var query = ""
                var items: [Ingredient] = []
                private var matches: [Ingredient] { items.filter { query.isEmpty || $0.name.contains(query) } }
                var body: some View {
                    List(matches) { Text($0.name) }
                        .searchable(text: $query)
                        .overlay {
                            if matches.isEmpty {
                                ↓if #available(iOS 17, *) {
                                    ContentUnavailableView("No Ingredients", systemImage: "carrot")
                                } else {
                                    Text("No Ingredients")
                                }
                            }
                        }
                }
            }
            """),
        // A toast shown over the screen with nothing said to VoiceOver.
        RuleExample("""
            struct ShareScreen: View {
                @State private var showCopiedToast = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Button("Copy link") { showCopiedToast = true }
                        if showCopiedToast {
                            ↓Text("Link copied")
                                .padding()
                                .background(.thinMaterial, in: Capsule())
                        }
                    }
                }
            }
            """),
        // A notice that takes itself away after two seconds.
        RuleExample("""
            struct OrderScreen: View {
                @State private var notice: String?
                var body: some View {
                    VStack {
                        Button("Mark shipped") {
                            notice = "Order marked as shipped"
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { notice = nil }
                        }
                        if let notice {
                            ↓NoticeBar(text: notice)
                        }
                    }
                }
            }
            """),
        // An error that appears under a field when the form is rejected.
        RuleExample("""
            struct SignUpForm: View {
                @State private var email = ""
                @State private var emailError: String?
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        if let emailError {
                            ↓Text(emailError).foregroundColor(.red)
                        }
                        Button("Create account") { emailError = email.contains("@") ? nil : "Enter a valid email" }
                    }
                }
            }
            """),
        // UIKit: a snackbar added to the window and removed later, never announced.
        RuleExample("""
            final class ReaderViewController: UIViewController {
                func showSnackbar(_ text: String) {
                    let snackbarView = SnackbarView(text: text)
                    ↓view.window?.addSubview(snackbarView)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { snackbarView.removeFromSuperview() }
                }
            }
            """),
        // UIKit: a presenter for notices that shows whatever view it is given.
        RuleExample("""
            final class NoticePresenter {
                private let host: UIView
                init(host: UIView) { self.host = host }
                func present(_ noticeView: UIView) {
                    ↓host.addSubview(noticeView)
                    UIView.animate(withDuration: 0.3, delay: 3, options: []) { noticeView.alpha = 0 }
                }
            }
            """),
        // A toast that adds itself to the key window.
        RuleExample("""
            final class ToastView: UIView {
                func show(in window: UIWindow) {
                    ↓window.addSubview(self)
                }
            }
            """),
        // A toast view that puts itself on screen.
        RuleExample("""
            final class LibraryViewController: UIViewController {
                func syncFinished() {
                    let toast = BannerToastView(text: "Library synced")
                    ↓toast.show(in: view, duration: 2)
                }
            }
            """),
        // An error view faded in over a list that failed to load: whether someone is there to miss it is for a
        // reviewer to say (a review item).
        RuleExample("""
            struct PopularList: View {
                @State private var items: [Gallery] = []
                @State private var loadFailed = false
                var body: some View {
                    ZStack {
                        GalleryGrid()
                        ↓LoadErrorView(retry: reload)
                            .opacity(items.isEmpty && loadFailed ? 1 : 0)
                    }
                }
            }
            """),
        // An error shown where there is no field to correct: the load failed, the screen says so. Whether it appears
        // while someone is there is for a reviewer to say.
        RuleExample("""
            struct FeedScreen: View {
                @State private var loadError: String?
                var body: some View {
                    List {
                        if let loadError {
                            ↓Text(loadError).foregroundColor(.red)
                        }
                    }
                }
            }
            """),
        // When loading ends, an empty state or an error takes the list's place: a review item each.
        RuleExample("""
            struct Recipes: View {
                @StateObject var model = RecipesModel()
                var body: some View {
                    if model.isLoading {
                        ProgressView()
                    } else if let failure = model.failure {
                        ↓ContentUnavailableView("Could not load", systemImage: "wifi.slash", description: Text(failure))
                    } else if model.recipes.isEmpty {
                        ↓ContentUnavailableView("No recipes yet", systemImage: "fork.knife")
                    } else {
                        List(model.recipes) { Text($0.title) }
                    }
                }
            }
            """),
        // A search that finds nothing swaps the list for the system's empty-results view.
        RuleExample("""
            struct Pantry: View {
                @State private var query = ""
                var matches: [Item] { [] }
                var body: some View {
                    NavigationStack {
                        if matches.isEmpty {
                            ↓ContentUnavailableView.search(text: query)
                        } else {
                            List(matches) { Text($0.name) }
                        }
                    }
                    .searchable(text: $query)
                }
            }
            """),
    ]
}
