import A11yCore
@testable import A11yEngine
import Testing

/// Findings in types no audited file uses are left out and counted, in an audit of a whole app.
@Suite struct UnreferencedTypesTests {
    /// An icon-only button (a certain finding) inside a controller of the given name.
    static func screen(_ name: String, extra: String = "") -> String {
        """
        import UIKit
        final class \(name): UIViewController {
            let closeButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                view.addSubview(closeButton)
            }
        \(extra)
        }
        """
    }

    /// Filler model files, so the audit counts as a whole app's.
    static func models(_ count: Int) -> [(String, String)] {
        (0..<count).map { ("Model\($0).swift", "struct Record\($0) { var id = \($0) }\n") }
    }

    static func audit(_ sources: [(String, String)], configuration: Configuration = Configuration()) -> AuditReport {
        var configuration = configuration
        configuration.onlyRules = ["icon-only-button-unlabeled"]
        return Auditor(configuration: configuration, jobs: 1).audit(sources: sources.map { (path: $0.0, text: $0.1) })
    }

    static let app: [(String, String)] = [
        ("Home.swift", screen("HomeViewController", extra: """
                func openSettings() { show(SettingsViewController(), sender: nil) }
                // A private helper nothing calls: its button never exists.
                private func makeLegacyShareButton() -> UIButton {
                    let share = UIButton(type: .system)
                    share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    return share
                }
                // A storyboard's action, private too, reached by the runtime.
                @IBAction private func onInfo(_ sender: Any) {
                    let info = UIButton(type: .system)
                    info.setImage(UIImage(systemName: "info.circle"), for: .normal)
                    view.addSubview(info)
                }
            """)),
        ("Settings.swift", screen("SettingsViewController")),
        // Named only in its own body: nothing else makes it.
        ("Legacy.swift", screen("LegacyViewController", extra: "    static var current: LegacyViewController?")),
        // Named only by a storyboard scene.
        ("Help.swift", screen("HelpViewController")),
        ("Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="HelpViewController" sceneMemberID="viewController"><view key="view" id="root"/>
                        <connections><segue destination="vc1" kind="custom" customClass="CardSegue" id="sg1"/></connections>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """),
        // A segue class named only by a storyboard's segue.
        ("CardSegue.swift", """
            import UIKit
            final class CardSegue: UIStoryboardSegue {
                override func perform() {
                    let hint = UIButton(type: .system)
                    hint.setImage(UIImage(systemName: "hand.tap"), for: .normal)
                    destination.view.addSubview(hint)
                    source.present(destination, animated: true)
                }
            }
            """),
        // Made only by a SwiftUI preview.
        ("Badge.swift", """
            import SwiftUI
            struct BadgeView: View {
                var body: some View { Button(action: {}) { Image(systemName: "star") } }
            }
            #Preview { BadgeView() }
            """),
        // Code in an extension of a type the project does not declare, and in a vendored type with a framework-like
        // prefix that another file makes.
        ("TextView+Links.swift", """
            import UIKit
            extension UITextView {
                func addInfoButton() {
                    let info = UIButton(type: .system)
                    info.setImage(UIImage(systemName: "info.circle"), for: .normal)
                    addSubview(info)
                }
            }
            """),
        ("SKGallery.swift", screen("SKGalleryViewController")),
        ("Feed.swift", "import UIKit\nfinal class FeedLoader { func open(from host: UIViewController) { host.present(SKGalleryViewController(), animated: true); host.show(iPadSidebarController(), sender: nil) } }\n"),
        // A type whose name starts in lower case, made by another file.
        ("Sidebar.swift", screen("iPadSidebarController")),
        // Found by the system through Info.plist.
        ("SceneDelegate.swift", """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
                func showBanner() {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "bell"), for: .normal)
                    window?.addSubview(button)
                }
            }
            """),
    ]

    @Test("A type made only in code no iOS build compiles (#if os(macOS)) is not used by the iOS app; its iOS sibling is")
    func typesMadeOnlyOffIOSAreUnused() {
        let host = ("Host.swift", """
            import UIKit
            final class PanelOpener {
                func open(from host: UIViewController) {
                    #if os(macOS)
                    host.present(DeskPanelController(), animated: true)
                    #else
                    host.present(PhonePanelController(), animated: true)
                    #endif
                }
            }
            """)
        let report = Self.audit([host, ("Desk.swift", Self.screen("DeskPanelController")), ("Phone.swift", Self.screen("PhonePanelController"))] + Self.models(20))
        let files = Set(report.findings.map(\.path))
        #expect(files.contains("Phone.swift"))
        #expect(!files.contains("Desk.swift"))
    }

    @Test("Subclasses of a type the app makes from a name it reads at run time count as used; other unnamed types do not")
    func typesMadeByNameAreUsed() {
        let factory = ("BlockFactory.swift", """
            import UIKit
            class BlockView: UIView {
                static func make(kind: String) -> BlockView? {
                    guard let made = NSClassFromString("Shop.\\(kind)") as? BlockView.Type else { return nil }
                    return made.init(frame: .zero)
                }
            }
            class BannerBlockBase: BlockView {}
            """)
        let block = { (name: String, base: String) in
            ("\(name).swift", """
                import UIKit
                final class \(name): \(base) {
                    let more = UIButton(type: .system)
                    func build() { more.setImage(UIImage(systemName: "chevron.right"), for: .normal); addSubview(more) }
                }
                """)
        }
        let report = Self.audit([factory, block("HeadlineBlock", "BannerBlockBase"), block("OrphanPanel", "UIView")] + Self.models(20))
        let files = Set(report.findings.map(\.path))
        #expect(files.contains("HeadlineBlock.swift"))
        #expect(!files.contains("OrphanPanel.swift"))
        #expect(report.unreferencedCount == 1)
    }

    @Test("A type only its own body, a preview or nothing names, and a private helper its file never calls, are left out and counted; storyboards, other files and entry points use theirs")
    func leftOutAndCounted() {
        let report = Self.audit(Self.app + Self.models(20))
        let files = Set(report.findings.map(\.path))
        #expect(files == ["Home.swift", "Settings.swift", "Help.swift", "CardSegue.swift", "SceneDelegate.swift", "TextView+Links.swift", "SKGallery.swift", "Sidebar.swift"], "\(report.findings.map(\.path))")
        #expect(report.unreferencedCount == 3)
        // The close button and the storyboard action's button; not the private helper's.
        #expect(report.findings.filter { $0.path == "Home.swift" }.count == 2)
    }

    @Test("A storyboard scene nothing reaches (not initial, no segue) shows only when code mentions its id or its class; otherwise its findings and its class's are left out")
    func scenesOnlyCodeShows() {
        let scene = { (id: String, custom: String, identifier: String) in
            """
                    <scene sceneID="s\(id)"><objects>
                        <viewController id="\(id)" storyboardIdentifier="\(identifier)" customClass="\(custom)" sceneMemberID="viewController">
                            <view key="view" id="v\(id)"><subviews><button id="b\(id)"><state key="normal" image="ic_bin_24"/></button></subviews></view>
                        </viewController>
                    </objects></scene>
            """
        }
        let board = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a1">
                <scenes>
            \(scene("a1", "StartViewController", "Start"))
            \(scene("a2", "ArchiveViewController", "ArchiveViewController"))
            \(scene("a3", "TipsViewController", "Tips"))
            \(scene("a4", "OldPromoViewController", "OldPromo"))
                </scenes>
            </document>
            """
        let code = """
            import UIKit
            final class Router {
                func archive(from host: UIViewController) {
                    host.present(UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "ArchiveViewController"), animated: true)
                }
                func tips(from host: UIViewController) {
                    host.present(UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Tips"), animated: true)
                }
            }
            """
        let sources = [("Main.storyboard", board), ("Router.swift", code), ("Start.swift", Self.screen("StartViewController")),
                       ("Archive.swift", Self.screen("ArchiveViewController")), ("Tips.swift", Self.screen("TipsViewController")),
                       ("OldPromo.swift", Self.screen("OldPromoViewController"))] + Self.models(20)
        let report = Self.audit(sources)
        let lines = Set(report.findings.filter { $0.path == "Main.storyboard" }.map(\.span.start.line))
        // The initial scene, the one instantiated by its id (here the class's name), the one by an id of its own.
        #expect(lines == [6, 11, 16], "\(report.findings.map { "\($0.path):\($0.span.start.line)" })")
        #expect(Set(report.findings.map(\.path)) == ["Main.storyboard", "Start.swift", "Archive.swift", "Tips.swift"])
        #expect(report.unreferencedCount == 2)
    }

    @Test("A storyboard copy whose ~ suffix is no device modifier is never loaded under its base name: left out; ~iphone and ~ipad variants are audited")
    func storyboardCopiesAreNotLoaded() {
        let board = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a1">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="a1" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews><button id="b1"><state key="normal" image="ic_bin_24"/></button></subviews></view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let code = "import UIKit\nfinal class Shelf { func open() -> UIViewController? { UIStoryboard(name: \"Slots\", bundle: nil).instantiateInitialViewController() } }\n"
        let sources = [("Slots.storyboard", board), ("Slots~ipad.storyboard", board), ("Slots~old.storyboard", board),
                       ("Copies/Slots~iOS~.storyboard", board), ("Shelf.swift", code)] + Self.models(20)
        let report = Self.audit(sources)
        #expect(Set(report.findings.map(\.path)) == ["Slots.storyboard", "Slots~ipad.storyboard"], "\(report.findings.map(\.path))")
        #expect(FileAnalyzer.nameOnlyCodeCouldLoad("A/Slots~old.storyboard") == "Slots~old")
        #expect(FileAnalyzer.nameOnlyCodeCouldLoad("Slots~iPhone.xib") == nil)
        #expect(FileAnalyzer.nameOnlyCodeCouldLoad("Slots.xib") == nil)
    }

    @Test("A xib no code loads (by its name or its classes) is left out with its class; one a controller registers is audited")
    func xibsOnlyCodeLoads() {
        let xib = { (custom: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell id="c1" customClass="\(custom)">
                        <subviews><button id="b1"><state key="normal" image="ic_bin_24"/></button></subviews>
                    </tableViewCell>
                </objects>
            </document>
            """
        }
        let cell = { (name: String) in "import UIKit\nfinal class \(name): UITableViewCell {\n    override func awakeFromNib() { super.awakeFromNib(); let b = UIButton(type: .system); b.setImage(UIImage(systemName: \"xmark\"), for: .normal); contentView.addSubview(b) }\n}\n" }
        let list = """
            import UIKit
            final class OrdersViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "OrderCell", bundle: nil), forCellReuseIdentifier: "order")
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func start(window: UIWindow) { window.rootViewController = OrdersViewController() }
            }
            """
        let sources = [("OrderCell.xib", xib("OrderCell")), ("OrderCell.swift", cell("OrderCell")), ("PromoCell.xib", xib("PromoCell")),
                       ("PromoCell.swift", cell("PromoCell")), ("Orders.swift", list)] + Self.models(20)
        let report = Self.audit(sources)
        #expect(Set(report.findings.map(\.path)) == ["OrderCell.xib", "OrderCell.swift"], "\(report.findings.map(\.path))")
        #expect(report.unreferencedCount == 2)
    }

    @Test("Audited from disk, where each file's uses are gathered as it is read, the same findings are left out")
    func fromDisk() throws {
        let directory = try TemporaryDirectory()
        for (path, text) in Self.app + Self.models(20) { try directory.write("App/" + path, text) }
        var configuration = Configuration()
        configuration.onlyRules = ["icon-only-button-unlabeled"]
        let report = Auditor(configuration: configuration, jobs: 2).audit(paths: ["App"], baseDirectory: directory.path)
        let files = Set(report.findings.map { $0.path.components(separatedBy: "/").last ?? "" })
        #expect(files == ["Home.swift", "Settings.swift", "Help.swift", "CardSegue.swift", "SceneDelegate.swift", "TextView+Links.swift", "SKGallery.swift", "Sidebar.swift"])
        #expect(report.unreferencedCount == 3)
        // Objective-C code that makes the Swift class uses it (in a comment, it would not).
        try directory.write("App/Legacy/Launcher.m", """
            #import "App-Swift.h"
            // BadgeView is drawn elsewhere.
            @implementation Launcher
            - (UIViewController *)legacyScreen { return [[LegacyViewController alloc] init]; }
            @end
            """)
        let mixed = Auditor(configuration: configuration, jobs: 2).audit(paths: ["App"], baseDirectory: directory.path)
        #expect(mixed.findings.contains { $0.path.hasSuffix("Legacy.swift") })
        #expect(mixed.unreferencedCount == 2)
    }

    @Test("unreferenced_types: audit reports them like any other")
    func auditedOnRequest() {
        var configuration = Configuration()
        configuration.auditsUnreferencedTypes = true
        let report = Self.audit(Self.app + Self.models(20), configuration: configuration)
        #expect(Set(report.findings.map(\.path)) == [
            "Home.swift", "Settings.swift", "Legacy.swift", "Help.swift", "CardSegue.swift", "Badge.swift", "SceneDelegate.swift", "TextView+Links.swift", "SKGallery.swift", "Sidebar.swift",
        ])
        #expect(report.unreferencedCount == 0)
    }

    @Test("Fewer files than an app (a folder, a snippet): every type counts as used")
    func partOfAnApp() {
        let report = Self.audit(Self.app)
        #expect(report.findings.count == 12)
        #expect(report.unreferencedCount == 0)
    }

    @Test("The configuration key is read and checked")
    func configurationKey() throws {
        let loaded = try ConfigurationLoader.parse(yaml: "unreferenced_types: audit\n", path: "test.yml")
        #expect(loaded.configuration.auditsUnreferencedTypes)
        #expect(throws: (any Error).self) { try ConfigurationLoader.parse(yaml: "unreferenced_types: maybe\n", path: "test.yml") }
    }
}
