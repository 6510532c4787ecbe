import A11yCatalog
import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing
import A11yRuleKit

/// `native-a11y plan`: the screens, their components, the criteria once per kind and the findings next to
/// the criterion they break.
/// The plan of sources held in memory.
func planOf(_ sources: [(String, String)], platform: PlatformFilter = .ios) throws -> TestPlan {
    var auditor = Auditor(jobs: 1)
    auditor.collectsViews = true
    let report = auditor.audit(sources: sources.map { (path: $0.0, text: $0.1) })
    return TestPlan.build(from: report, catalog: try Catalog.bundled(), platform: platform)
}

struct PlanTests {
    private func plan(_ sources: [(String, String)]) throws -> TestPlan { try planOf(sources) }

    private func examplesPlan() throws -> TestPlan {
        var auditor = Auditor(jobs: 2)
        auditor.collectsViews = true
        let report = auditor.audit(paths: ["Examples"], baseDirectory: ExamplesAuditTests.packageRoot.path)
        return TestPlan.build(from: report, catalog: try Catalog.bundled(), platform: .ios)
    }

    @Test("The plan lists every finding and review item of the audit: under its screen, or elsewhere")
    func planCoversTheAudit() throws {
        let plan = try examplesPlan()
        let report = Auditor(jobs: 2).audit(paths: ["Examples"], baseDirectory: ExamplesAuditTests.packageRoot.path)
        let audited = Set(report.findings.map { "\($0.path):\($0.span.start.line) \($0.ruleID)" })
        let listed = plan.screens.flatMap { screen in screen.components.flatMap { $0.criteria.flatMap(\.findings) } + screen.otherFindings }
        let placed = Set(listed.map { "\($0.path):\($0.line) \($0.rule)" })
        let elsewhere = Set(plan.elsewhere.map { "\($0.path):\($0.line) \($0.rule)" })
        #expect(audited == placed.union(elsewhere))
        #expect(placed.isDisjoint(with: elsewhere))
        // A modifier's modal belongs to the screens that call the modifier; a coordinator's presentation to the
        // presented controller; the app's root and a coordinator's root swap are elsewhere.
        #expect(placed.contains("Examples/SwiftUI/BottomMenuModifier.swift:16 custom-modal-not-modal"))
        #expect(plan.screens.first { $0.name == "SeasonalOfferViewController" }?.components.first?.criteria
            .flatMap(\.findings).map(\.rule).sorted() == ["custom-modal-no-escape", "custom-presentation-not-modal"])
        #expect(elsewhere == ["Examples/SwiftUI/AppRoot.swift:9 screen-change-not-announced", "Examples/UIKit/SessionCoordinator.swift:19 screen-change-not-announced"])
        // Review items are listed with what to check.
        let reviews = listed.filter { $0.kind == "review" }
        #expect(!reviews.isEmpty && reviews.allSatisfy { $0.check?.isEmpty == false })
        let markdown = PlanRenderer.markdown(plan)
        #expect(markdown.contains("## Elsewhere") && markdown.contains("- [ ] 🔍 To check: `heading-not-marked`"))
        #expect(!markdown.contains("Android") && !markdown.contains("(iOS)"))
    }

    @Test("The Examples' screens are found, each with the components it presents")
    func examplesScreens() throws {
        let plan = try examplesPlan()
        let summary = plan.screens.map { screen in
            "\(screen.name): " + screen.components.map { "\($0.id)×\($0.count)" }.joined(separator: " ")
        }
        #expect(summary == [
            "AccessibleCheckoutFormScreen: list-item×1 text×5 headings×1 time-date-picker×1 text-input×2 button×5 toggle-switch×2 alert-dialog×1 sheet×1",
            "AccessibleConfirmScreen: button×3 modal×1 text×1 headings×1",
            "PhotoScreen: button×3 modal×1",
            "CheckoutFormScreen: list-item×1 text×6 time-date-picker×1 text-input×2 toggle-switch×1 button×5 image-informative×4 alert-dialog×1 sheet×1 headings×1",
            "FeedScreen: loading-spinner×1 image-informative×1 snackbar×1 sheet×2 modal×1 button×1",
            "OrderHistoryScreen: list-item×1 button×2 table-row×1 modal×1 headings×1 text×2",
            "ProductScreen: button×5 modal×1 snackbar×1 sheet×1 alert-dialog×1",
            "WelcomeScreen: image-decorative×2 text×3 headings×1 loading-spinner×1 button×2 image-informative×2 animation×1",
            "AccessibleCardViewController: modal×1 text×1 button×1",
            "AccessibleSettingsViewController: text×3 text-input×1 time-date-picker×1 button×2 image-informative×1 alert-dialog×1 dropdown×1",
            "ProfileViewController: table-row×1 image-informative×1 modal×1 button×1",
            "SeasonalOfferViewController: modal×1",
            "LoyaltyCardViewController: modal×1",
            "TermsViewController: ",
            "SettingsViewController: text×4 text-input×1 time-date-picker×1 button×2 image-informative×1 alert-dialog×1 dropdown×1 headings×1",
        ])
    }

    @Test("Findings attach to their screen and to the criterion they break; criteria appear once per component kind")
    func findingsSitNextToTheirCriterion() throws {
        let plan = try examplesPlan()
        let checkout = try #require(plan.screens.first { $0.name == "CheckoutFormScreen" })
        let picker = try #require(checkout.components.first { $0.id == "time-date-picker" })
        let name = try #require(picker.criteria.first { $0.id == "name" })
        #expect(name.findings.map(\.rule) == ["picker-missing-label"])
        #expect(name.findings.first?.path == "Examples/SwiftUI/CheckoutFormScreen.swift")
        for screen in plan.screens {
            #expect(Set(screen.components.map(\.id)).count == screen.components.count, "\(screen.name) repeats a component")
            for component in screen.components {
                #expect(Set(component.criteria.map(\.id)).count == component.criteria.count)
            }
        }
        // A correct screen has no finding at all.
        let accessible = try #require(plan.screens.first { $0.name == "AccessibleCheckoutFormScreen" })
        #expect(accessible.components.allSatisfy { $0.criteria.allSatisfy(\.findings.isEmpty) } && accessible.otherFindings.isEmpty)
    }

    @Test("Components are followed through the views a screen uses, in other files, but not into screens it presents")
    func componentsFollowSubviews() throws {
        let plan = try plan([
            ("Profile.swift", """
                struct ProfileScreen: View {
                    @State private var editing = false
                    var body: some View {
                        VStack { ProfileHeader(); Button("Edit") { editing = true } }
                            .sheet(isPresented: $editing) { EditProfileForm() }
                    }
                }
                """),
            ("Header.swift", """
                struct ProfileHeader: View {
                    @State private var notify = true
                    var body: some View { Toggle("Notifications", isOn: $notify) }
                }
                struct EditProfileForm: View {
                    @State private var name = ""
                    var body: some View { TextField("Name", text: $name) }
                }
                """),
        ])
        #expect(plan.screens.map(\.name) == ["EditProfileForm", "ProfileScreen"])
        #expect(plan.screens.first { $0.name == "ProfileScreen" }?.components.map(\.id) == ["button", "sheet", "toggle-switch"])
        #expect(plan.screens.first { $0.name == "EditProfileForm" }?.reason == "presented by ProfileScreen")
        #expect(plan.screens.first { $0.name == "EditProfileForm" }?.components.map(\.id) == ["text-input"])
    }

    @Test("A screen lists what its app superclass places (a sheet built on the app's base sheet)")
    func screensInheritTheirBaseComponents() throws {
        let plan = try plan([("Sheets.swift", """
            class SheetBase: UIViewController {
                let closeButton = UIButton(type: .system)
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(closeButton) }
            }
            final class RenameSheet: SheetBase {
                let nameField = UITextField()
            }
            final class ListViewController: UIViewController {
                func rename() { present(RenameSheet(), animated: true) }
            }
            """)])
        let sheet = try #require(plan.screens.first { $0.name == "RenameSheet" })
        #expect(Set(sheet.components.map(\.id)).isSuperset(of: ["button", "text-input"]))
        // A class built on another of the app's classes that is no view (an action) still hands its presentation to
        // the controller it presents.
        let actions = try self.plan([("Actions.swift", """
            class BaseAction {}
            final class OpenBrowserAction: BaseAction {
                func run(from host: UIViewController) {
                    let browser = BrowserViewController()
                    browser.modalPresentationStyle = .overFullScreen
                    host.present(browser, animated: true)
                }
            }
            final class BrowserViewController: UIViewController {}
            """)])
        #expect(actions.screens.first { $0.name == "BrowserViewController" }?.components.map(\.id).contains("modal") == true)
        #expect(actions.elsewhere.isEmpty)
        // An extension of SwiftUI's View is no superclass: what its helpers show is on the screens that call them only.
        let helpers = try self.plan([("Helpers.swift", """
            extension View {
                func priceTag(_ price: String) -> some View { HStack { Image("coin"); Text(price) } }
            }
            struct CartView: View {
                var body: some View { Text("Cart").priceTag("3 €") }
            }
            struct ReceiptView: View {
                var body: some View { Text("Thanks") }
            }
            """)])
        #expect(helpers.screens.first { $0.name == "ReceiptView" }?.components.map(\.id).contains("image-informative") != true)
    }

    @Test("A navigation stack's root and the views its destination closure builds are screens presented by the flow")
    func navigationStackDestinations() throws {
        let plan = try plan([("Flow.swift", """
            struct OnboardingFlowView: View {
                let store: StoreOf<OnboardingFlow>
                var body: some View {
                    NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                        WelcomeView(store: store.scope(state: \\.welcome, action: \\.welcome))
                    } destination: { store in
                        switch store.case {
                        case let .consent(store): ConsentView(store: store)
                        case let .done(store): DoneView(store: store)
                        }
                    }
                }
            }
            struct WelcomeView: View {
                let store: StoreOf<Welcome>
                var body: some View { Button("Start") { store.send(.start) } }
            }
            struct ConsentView: View {
                let store: StoreOf<Consent>
                var body: some View { Toggle("Share usage data", isOn: .constant(false)) }
            }
            struct DoneView: View {
                let store: StoreOf<Done>
                var body: some View { Text("All set") }
            }
            """)])
        let reasons = Dictionary(plan.screens.map { ($0.name, $0.reason) }, uniquingKeysWith: { first, _ in first })
        #expect(reasons["WelcomeView"] == "presented by OnboardingFlowView")
        #expect(reasons["ConsentView"] == "presented by OnboardingFlowView")
        #expect(reasons["DoneView"] == "presented by OnboardingFlowView")
        #expect(plan.screens.first { $0.name == "ConsentView" }?.components.map(\.id).contains("toggle-switch") == true)
        // The flow's own section does not take its screens' components.
        #expect(plan.screens.first { $0.name == "OnboardingFlowView" }?.components.map(\.id).contains("toggle-switch") != true)
    }

    @Test("A form built with Eureka rows by a class the controller uses lists the rows' controls on the controller's screen")
    func eurekaForms() throws {
        let plan = try plan([("Profile.swift", """
            import Eureka
            final class ProfileForm {
                func build(into form: Form) {
                    form +++ Section("Account")
                        <<< TextRow { $0.title = "Name" }
                        <<< SwitchRow { $0.title = "Public profile" }
                        <<< PushRow<String> { $0.title = "Language" }
                }
            }
            final class ProfileViewController: FormViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ProfileForm().build(into: form)
                }
            }
            """)])
        let screen = try #require(plan.screens.first { $0.name == "ProfileViewController" })
        #expect(Set(screen.components.map(\.id)).isSuperset(of: ["text-input", "toggle-switch", "dropdown"]))
        #expect(!plan.screens.contains { $0.name == "ProfileForm" })
    }

    @Test("A screen that calls a method of the app's message helper type shows a snackbar")
    func messageHelperTypes() throws {
        let plan = try plan([("Unlock.swift", """
            final class BannerCenter {
                static let shared = BannerCenter()
                func failure(_ title: String) {}
            }
            final class UnlockViewController: UIViewController {
                func wrongCode() { BannerCenter.shared.failure("Wrong code") }
            }
            """)])
        let screen = try #require(plan.screens.first { $0.name == "UnlockViewController" })
        #expect(screen.components.map(\.id).contains("snackbar"))
    }

    @Test("A model's collection written with generic arguments (`List<Int>()`) is no list on screen")
    func modelCollections() throws {
        let plan = try plan([("Shared.swift", """
            final class SharedFile: Object {
                var readers = List<Int>()
            }
            final class SharedFileViewController: UIViewController {
                let file = SharedFile()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UISwitch())
                }
            }
            """)])
        let screen = try #require(plan.screens.first { $0.name == "SharedFileViewController" })
        #expect(!screen.components.map(\.id).contains("list-item"))
        #expect(screen.components.map(\.id).contains("toggle-switch"))
    }

    @Test("A cell whose xib holds its controls puts them on the screens that register or dequeue it")
    func cellsFromXibs() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell id="c1" customClass="ReminderSwitchCell">
                        <tableViewCellContentView key="contentView" id="v1">
                            <subviews>
                                <switch id="s1"/>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <collectionViewCell id="c2" customClass="NoteNameCell">
                        <view key="contentView" id="v2"><subviews><textField id="t1" placeholder="Name"/></subviews></view>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let plan = try plan([
            ("Cells.xib", xib),
            ("Cells.swift", """
                final class ReminderSwitchCell: UITableViewCell {}
                final class NoteNameCell: UICollectionViewCell {}
                final class RemindersViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(UINib(nibName: "Cells", bundle: nil), forCellReuseIdentifier: "switch")
                    }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath) as! ReminderSwitchCell
                    }
                }
                final class NotesViewController: UIViewController {
                    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        grid.register(NoteNameCell.self, forCellWithReuseIdentifier: "name")
                    }
                }
                """),
        ])
        let reminders = try #require(plan.screens.first { $0.name == "RemindersViewController" })
        #expect(reminders.components.map(\.id).contains("toggle-switch"))
        let notes = try #require(plan.screens.first { $0.name == "NotesViewController" })
        #expect(notes.components.map(\.id).contains("text-input"))
        #expect(!plan.screens.map(\.name).contains("ReminderSwitchCell"))
    }

    @Test("A hosting controller's SwiftUI content is on the controller's screen, not a screen of its own")
    func hostedContent() throws {
        let plan = try plan([("Import.swift", """
            final class ImportViewController: UIHostingController<ImportView> {
                required init?(coder: NSCoder) { super.init(coder: coder, rootView: ImportView(model: ImportModel())) }
            }
            struct ImportView: View {
                let model: ImportModel
                var body: some View { Toggle("Replace existing entries", isOn: .constant(false)) }
            }
            """)])
        #expect(plan.screens.map(\.name) == ["ImportViewController"])
        #expect(plan.screens.first?.components.map(\.id).contains("toggle-switch") == true)
    }

    @Test("A view that only wraps another screen lists that screen's components")
    func wrapperShowsTheScreenItWraps() throws {
        let plan = try plan([("Import.swift", """
            struct LegacyImportView: View {
                var body: some View { AccountsImportScreen(source: .legacy) }
            }
            struct AccountsImportScreen: View {
                let source: Source
                @State private var keep = true
                var body: some View { Form { Toggle("Keep old accounts", isOn: $keep); Button("Import") { } } }
            }
            """)])
        #expect(plan.screens.map(\.name) == ["LegacyImportView", "AccountsImportScreen"])
        #expect(plan.screens.first { $0.name == "LegacyImportView" }?.components.map(\.id) == ["button", "list-item", "toggle-switch"])
        #expect(plan.screens.first { $0.name == "AccountsImportScreen" }?.components.isEmpty == false)
    }

    @Test("Storyboards: a tab bar controller's tabs are reached from it, through the navigation controller that frames each")
    func storyboardTabs() throws {
        let board = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tabBarController id="tb1" customClass="HomeTabsController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="n1" kind="relationship" relationship="viewControllers" id="r1"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <navigationController id="n1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r2"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController id="vc1" customClass="SettingsViewController" sceneMemberID="viewController">
                                <view key="view" id="root"><subviews><switch id="sw1"/></subviews></view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let plan = try plan([("Main.storyboard", board)])
        #expect(plan.screens.first { $0.name == "SettingsViewController" }?.reason == "presented by HomeTabsController")
    }

    @Test("Storyboards: a launch screen and bare navigation controllers are no screens; a read-only text view is text")
    func storyboardFramesAreNoScreens() throws {
        let launch = InterfaceBuilderAuditTests.scene("<label id=\"l1\" text=\"Welcome\"/>", controller: "LaunchController")
            .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"iOS.CocoaTouch\" launchScreen=\"YES\"")
        let main = InterfaceBuilderAuditTests.scene("""
                    <textView id="t1" editable="NO" text="Terms"/>
                    <textView id="t2" text="Notes"/>
            """, controller: "TermsViewController").replacingOccurrences(of: "</objects>\n                </scene>", with: """
            </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <navigationController storyboardIdentifier="StartNavigator" id="n1" sceneMemberID="viewController"/>
                                </objects>
            """ + "\n                </scene>")
        let plan = try plan([("LaunchScreen.storyboard", launch), ("Main.storyboard", main)])
        #expect(plan.screens.map(\.name) == ["TermsViewController"])
        #expect(plan.screens.first?.components.map(\.id) == ["text", "text-input"])
    }

    @Test("UIKit: a controller's title and table section titles are headings; a call of the app's toast helper is a snackbar")
    func uiKitTitlesAndToastHelpers() throws {
        let plan = try plan([("Invite.swift", """
            final class InviteViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Invite" }
                func sent() { Banner.showToast(message: "Sent") }
                func copied() { showFlashNotification("Copied") }
                func failed() { presentErrorAlertToast("Not sent") }
                func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Friends" }
            }
            enum Banner {
                static func showToast(message: String) { }
            }
            """)])
        let invite = plan.screens.first { $0.name == "InviteViewController" }
        #expect(invite?.components.map(\.id) == ["headings", "snackbar"])
        #expect(invite?.components.first?.count == 2)
        #expect(invite?.components.last?.count == 3)  // the toast, the flash notification and the alert-styled toast
        let board = InterfaceBuilderAuditTests.scene("<label id=\"l1\" text=\"Name\"/>", controller: "GroupViewController")
            .replacingOccurrences(of: "<view key=\"view\" id=\"root\">", with: "<navigationItem key=\"navigationItem\" title=\"New group\" id=\"ni1\"/>\n<view key=\"view\" id=\"root\">")
        let fromBoard = try self.plan([("Main.storyboard", board)])
        #expect(fromBoard.screens.first?.components.map(\.id) == ["headings", "text"])
    }

    @Test("Alerts raised through the app's helpers, list gestures and pull to refresh are listed; a widget target's views are no screens")
    func helpersGesturesAndWidgets() throws {
        let plan = try plan([
            ("App/Servers/ServersViewController.swift", """
                final class ServersViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        refreshControl = UIRefreshControl()
                    }
                    func failed(_ error: Error) { showErrorAlert(message: error.localizedDescription) }
                    func sortTapped() { presentActionSheet(options: ["Name", "Ping"]) }
                }
                extension UIViewController {
                    func showErrorAlert(message: String) { present(UIAlertController(title: "Error", message: message, preferredStyle: .alert), animated: true) }
                    func presentActionSheet(options: [String]) { }
                }
                """),
            ("App/Main/MainView.swift", """
                final class MainView: UIView {
                    let mapButton = UIButton()
                }
                """),
            ("App/Notes/NotesScreen.swift", """
                struct NotesScreen: View {
                    @State private var notes: [String] = []
                    var body: some View {
                        List { ForEach(notes, id: \\.self) { Text($0) }.onDelete { notes.remove(atOffsets: $0) } }
                            .refreshable { }
                    }
                }
                """),
            ("StatusWidget/MainView.swift", """
                struct MainView: View {
                    var body: some View { Link(destination: URL(string: "vpn://connect")!) { Text("Connect") } }
                }
                """),
            ("StatusWidget/StatusWidget.swift", """
                @main struct StatusWidgets: WidgetBundle { var body: some Widget { StatusWidget() } }
                struct StatusWidget: Widget { var body: some WidgetConfiguration { fatalError() } }
                """),
        ])
        #expect(plan.screens.map(\.name).sorted() == ["NotesScreen", "ServersViewController"])
        let servers = plan.screens.first { $0.name == "ServersViewController" }
        #expect(servers?.components.map(\.id).sorted() == ["alert-dialog", "loading-spinner", "sheet", "table-row"])
        let notes = plan.screens.first { $0.name == "NotesScreen" }
        let noteKinds = Set(notes?.components.map(\.id) ?? [])
        #expect(noteKinds.isSuperset(of: ["loading-spinner", "table-row"]), "\(noteKinds)")
        // A library's progress cover and its tappable-text label.
        let account = try planOf([("Account.swift", """
            import JGProgressHUD
            final class AccountViewController: UIViewController {
                @IBOutlet weak var termsLabel: ActiveLabel!
                private let hud = JGProgressHUD(style: .dark)
                func logOut() { hud.show(in: view) }
            }
            """)]).screens.first
        #expect(account?.components.map { $0.id }.sorted() == ["link", "loading-spinner", "modal"])  // the not-modal finding brings its component
        // A controller cast from a factory or a storyboard is presented by the screen that shows it; bar buttons are buttons.
        let routed = try planOf([("Login.swift", """
            final class LoginViewController: UIViewController {
                func openCaptcha() {
                    let captcha = Screens.captcha() as! CaptchaViewController
                    present(captcha, animated: true)
                }
                func openSignUp() {
                    if let signUp = storyboard?.instantiateViewController(withIdentifier: "signUp") as? SignUpViewController {
                        navigationController?.pushViewController(signUp, animated: true)
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(help))
                }
                @objc func help() {}
            }
            final class CaptchaViewController: UIViewController {}
            final class SignUpViewController: UIViewController {}
            """)])
        #expect(routed.screens.map(\.reason).sorted() == ["presented by LoginViewController", "presented by LoginViewController", "view controller"])
        #expect(routed.screens.first { $0.name == "LoginViewController" }?.components.map(\.id) == ["button"])
        // The app's navigation controller class frames the screens pushed on it: no screen of its own.
        let framed = try planOf([("Navigation.swift", """
            final class AppNavigationController: UINavigationController {
                override func viewDidLoad() { super.viewDidLoad(); navigationBar.prefersLargeTitles = true }
            }
            final class InboxViewController: UIViewController {
                let refresh = UIButton()
            }
            """)])
        #expect(framed.screens.map(\.name) == ["InboxViewController"])
        // The widget's view of the same name is not merged into the app's view.
        #expect(!plan.screens.flatMap(\.components).contains { $0.id == "link" })
    }

    @Test("Components built only for another platform (#if os(tvOS)) are not part of the iOS screen")
    func otherPlatformComponentsLeftOut() throws {
        let plan = try plan([("Remote.swift", """
            struct RemoteScreen: View {
                @State private var position = 0.0
                var body: some View {
                    VStack {
                        #if os(tvOS)
                        ProgressView(value: position)
                        #else
                        Slider(value: $position)
                        #endif
                        Button("Play") { }
                    }
                }
            }
            """)])
        #expect(plan.screens.first?.components.map(\.id) == ["slider", "button"])
    }

    @Test("A scene's root view is a screen, also when modifiers under #if follow it")
    func sceneRootThroughConditionalModifiers() throws {
        let plan = try plan([("App.swift", """
            @main struct RecipesApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .tint(.orange)
                            #if os(macOS)
                            .frame(minWidth: 800)
                            #endif
                            .onOpenURL { _ in }
                    }
                }
            }
            struct RootView: View { var body: some View { Button("Start") { } } }
            """)])
        #expect(plan.screens.map(\.name) == ["RootView"])
        #expect(plan.screens.first?.reason == "presented by RecipesApp")
    }

    @Test("A view named for its platform in lower case (iOS18TabRoot) is a view the root uses, not a root of its own")
    func platformPrefixedViews() throws {
        let plan = try plan([("Root.swift", """
            struct RootView: View {
                var body: some View {
                    if #available(iOS 26, *) { iOS26TabRootView() } else { iOS18TabRootView() }
                }
            }
            struct iOS18TabRootView: View { var body: some View { TabView { Text("Home").tabItem { Text("Home") } } } }
            struct iOS26TabRootView: View { var body: some View { TabView { Text("Home").tabItem { Text("Home") } } } }
            """)])
        #expect(plan.screens.map(\.name) == ["RootView"])
        #expect(plan.screens.first?.components.map(\.id).contains("tabs") == true)
    }

    @Test("A view used inside another is not a screen; one no view uses is")
    func rootsAndParts() throws {
        let plan = try plan([("Views.swift", """
            struct SettingsView: View { var body: some View { List { RowView(); RowView() } } }
            struct RowView: View { var body: some View { Toggle("On", isOn: .constant(true)) } }
            """)])
        #expect(plan.screens.map(\.name) == ["SettingsView"])
        #expect(plan.screens.first?.reason == "a view no other audited view uses")
        #expect(plan.screens.first?.components.map { "\($0.id)×\($0.count)" } == ["list-item×1", "toggle-switch×1"])
    }

    @Test("Maps and video players are components of their own")
    func mapsAndVideo() throws {
        let plan = try plan([("Trip.swift", """
            struct TripScreen: View {
                let player = AVPlayer(url: URL(string: "https://example.com/tour.m4v")!)
                var body: some View {
                    VStack { Map(); VideoPlayer(player: player) }
                }
            }
            """)])
        #expect(plan.screens.first?.components.map(\.id) == ["map", "video-player"])
    }

    @Test("Tabs and a scene's root are screens; a segmented picker and headings are recognized")
    func tabsScenesAndHeadings() throws {
        let plan = try plan([("App.swift", """
            struct DiaryApp: App {
                var body: some Scene { WindowGroup { RootTabs() } }
            }
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        EntriesTab().tabItem { Label("Entries", systemImage: "book") }
                        StatsTab().tabItem { Label("Stats", systemImage: "chart.bar") }
                    }
                }
            }
            struct EntriesTab: View {
                @State private var range = 0
                var body: some View {
                    Picker("Range", selection: $range) { Text("Week").tag(0); Text("Month").tag(1) }
                        .pickerStyle(.segmented)
                        .navigationTitle("Entries")
                }
            }
            struct StatsTab: View {
                var body: some View { Text("Totals").font(.title).accessibilityAddTraits(.isHeader) }
            }
            """)])
        #expect(plan.screens.map { "\($0.name) (\($0.reason))" } == [
            "RootTabs (presented by DiaryApp)", "EntriesTab (presented by RootTabs)", "StatsTab (presented by RootTabs)",
        ])
        #expect(plan.screens.first { $0.name == "EntriesTab" }?.components.map(\.id) == ["segmented-control", "text", "headings"])
        #expect(plan.screens.first { $0.name == "StatsTab" }?.components.map(\.id) == ["headings", "text"])
        #expect(plan.screens.first { $0.name == "RootTabs" }?.components.map(\.id) == ["tabs"])
    }

    @Test("The JSON form round-trips and names its schema version")
    func jsonRoundTrip() throws {
        let plan = try examplesPlan()
        let text = try PlanRenderer.json(plan)
        let decoded = try JSONDecoder().decode(TestPlan.self, from: Data(text.utf8))
        #expect(decoded == plan)
        #expect(text.contains("\"schemaVersion\" : 1"))
    }

    @Test("Markdown has a checkbox per criterion and the findings under the criterion they break")
    func markdown() throws {
        let plan = try examplesPlan()
        let screen = try #require(plan.screens.first { $0.name == "CheckoutFormScreen" })
        let text = PlanRenderer.markdown(screen)
        #expect(text.hasPrefix("# Accessibility test plan: CheckoutFormScreen\n"))
        let lines = text.split(separator: "\n").map(String.init)
        let nameLine = try #require(lines.firstIndex { $0.hasPrefix("- [ ] **Name**") && lines.indices.contains(lines.firstIndex(of: $0)! + 1) && lines[lines.firstIndex(of: $0)! + 1].contains("picker-missing-label") })
        #expect(lines[nameLine + 1].hasPrefix("  - ⚠️ `picker-missing-label` at `Examples/SwiftUI/CheckoutFormScreen.swift:"))
    }
}

/// The components `plan` maps code to must exist in the catalog.
struct PlanVocabularyTests {
    @Test("Every component id the inventory uses is in the catalog")
    func idsExist() throws {
        let catalog = try Catalog.bundled()
        let ids = Set(ViewInventory.components.values).union(ControlComponents.eurekaRows.values)
            .union(["modal", "snackbar", "field-errors", "image-decorative"])
        #expect(ids.filter { catalog.component(id: $0) == nil }.sorted() == [])
    }
}

/// UIKit shapes of the plan: embedded children, inherited components, refined APIs.
struct PlanUIKitTests {
    @Test("A child view controller is part of its container; a table view controller brings its rows; an action sheet is a sheet")
    func uiKitShapes() throws {
        let plan = try planOf([("Library.swift", """
            final class LibraryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let player = MiniPlayerViewController()
                    addChild(player)
                    view.addSubview(player.view)
                }
                func confirmDelete() {
                    present(UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet), animated: true)
                }
            }
            final class MiniPlayerViewController: UIViewController {
                let playButton = UIButton(type: .system)
                let progress = UIProgressView()
            }
            final class EpisodesViewController: UITableViewController {}
            """)])
        #expect(plan.screens.map(\.name) == ["LibraryViewController", "EpisodesViewController"])
        #expect(plan.screens.first?.components.map(\.id) == ["sheet", "button", "progress-indicator"])
        #expect(plan.screens.last?.components.map(\.id) == ["table-row"])
    }

    @Test("Outlets and typed properties count: a text field outlet, a custom header view and its switch")
    func outletsAndTypedProperties() throws {
        let plan = try planOf([("Account.swift", """
            final class AccountViewController: UIViewController {
                @IBOutlet weak var emailField: UITextField!
                private let header: AccountHeaderView
                private var avatars: [UIImageView] = []
            }
            final class AccountHeaderView: UIView {
                @IBOutlet var syncSwitch: UISwitch?
            }
            """)])
        #expect(plan.screens.map(\.name) == ["AccountViewController"])
        #expect(plan.screens.first?.components.map { "\($0.id)@\($0.line)" } == ["text-input@2", "toggle-switch@7"])
    }

    @Test("A representable nested in a model's extension belongs to the views that place it, not to every view holding the model")
    func nestedRepresentable() throws {
        let plan = try planOf([("Clip.swift", """
            import SwiftUI
            import AVKit
            final class ClipModel: ObservableObject {
                let url: URL
                init(url: URL) { self.url = url }
            }
            extension ClipModel {
                struct Player: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> AVPlayerViewController { AVPlayerViewController() }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
                }
            }
            struct SettingsView: View {
                let clip: ClipModel
                var body: some View { Toggle("Autoplay", isOn: .constant(true)) }
            }
            struct ClipView: View {
                let clip: ClipModel
                var body: some View { ClipModel.Player() }
            }
            """)])
        let components = Dictionary(uniqueKeysWithValues: plan.screens.map { ($0.name, $0.components.map(\.id)) })
        #expect(components["SettingsView"] == ["toggle-switch"], "\(components)")
        #expect(components["ClipView"] == ["video-player"], "\(components) \(plan.screens.map { "\($0.name):\($0.reason)" })")
    }

    @Test("In a whole app, a view made only by a preview is no screen; the views the app shows are")
    func previewOnlyViewsAreNoScreens() throws {
        let models = (0..<20).map { ("Model\($0).swift", "struct Record\($0) { var id = \($0) }\n") }
        let plan = try planOf([("App.swift", """
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { NotesView() } }
            }
            struct NotesView: View {
                var body: some View { Toggle("Pin", isOn: .constant(true)) }
            }
            struct SwatchView: View {
                var body: some View { Button("Tint") {} }
            }
            #Preview { SwatchView() }
            """)] + models)
        #expect(plan.screens.map(\.name) == ["NotesView"], "\(plan.screens.map(\.name))")
    }

    @Test("A controller presented over the screen (.overFullScreen) is a modal on its own screen; one presented plainly is not")
    func presentedOverIsAModal() throws {
        let plan = try planOf([("Transfer.swift", """
            import UIKit
            final class TransferViewController: UIViewController {
                func confirm() {
                    let sheet = FeeSheetViewController()
                    sheet.modalPresentationStyle = .overFullScreen
                    present(sheet, animated: false)
                }
                func help() {
                    present(HelpViewController(), animated: true)
                }
            }
            final class FeeSheetViewController: UIViewController {
                let closeButton = UIButton(type: .close)
            }
            final class HelpViewController: UIViewController {
                let doneButton = UIButton(type: .system)
            }
            """)])
        let components = Dictionary(uniqueKeysWithValues: plan.screens.map { ($0.name, $0.components.map(\.id)) })
        #expect(components["FeeSheetViewController"]?.contains("modal") == true, "\(components)")
        #expect(components["HelpViewController"]?.contains("modal") == false, "\(components)")
    }

    @Test("A controller calling the app's own helpers shows what they show: an alert from an extension's showError, the app's loader")
    func controllerHelpers() throws {
        let plan = try planOf([("Wallet.swift", """
            import UIKit
            final class BusyLoader: UIView {}
            extension UIViewController {
                func showFailure(_ text: String) {
                    let alert = UIAlertController(title: "Failed", message: text, preferredStyle: .alert)
                    present(alert, animated: true)
                }
                func beginWork() {
                    view.addSubview(BusyLoader())
                }
            }
            final class SendViewController: UIViewController {
                func send() {
                    beginWork()
                    showFailure("No network")
                }
            }
            """)])
        let send = plan.screens.first { $0.name == "SendViewController" }
        #expect(send?.components.map(\.id).sorted() == ["alert-dialog", "loading-spinner"], "\(plan.screens.map { "\($0.name): \($0.components.map(\.id))" })")
    }
}
