import A11yCore
import SwiftSyntax

/// One view or view controller declared in a file, with the native components it builds and the custom
/// views it uses or presents: what `native-a11y plan` needs of the file once its tree is gone.
public struct ViewDeclaration: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// A SwiftUI `View` (or a `ViewModifier`).
        case swiftUIView = "swiftui-view"
        /// A UIKit view controller.
        case viewController = "view-controller"
        /// A UIKit view or another type: reached only through the screens that use it.
        case other
        /// A home-screen widget or widget bundle (`struct StatusWidget: Widget`): its folder is the widget's target,
        /// whose views are drawn on the home screen, not screens of the app.
        case widget
    }

    public var name: String
    public var kind: Kind
    public var path: String
    /// First and last line of the declaration (extensions of the type are separate declarations).
    public var line: Int
    public var endLine: Int
    public var components: [ComponentUse]
    /// Custom types built inside it (`ProfileHeader()`, `let header = HeaderView()`): their components count
    /// for it.
    public var uses: [String]
    /// Custom types it shows as a screen of their own: pushed, presented, a sheet's or a tab's content,
    /// a navigation destination, a window's root.
    public var presents: [String]
    /// Custom types it presents in a style that leaves the screen beneath in place (`.overFullScreen`, `.custom`): each
    /// is a modal laid over the screen, a tester checks it as one.
    public var presentsOver: [String] = []
    /// The app's types it inherits from (`class RenameSheet: SheetBase`): what they place is on its screen too.
    public var inherits: [String] = []
    /// Other places the same type is declared and contributes to (a storyboard scene of the controller, an
    /// extension in another file), added when declarations of one name are merged.
    public var alsoDeclaredAt: [DeclarationSpan] = []

    public init(
        name: String, kind: Kind, path: String, line: Int, endLine: Int, components: [ComponentUse] = [], uses: [String] = [],
        presents: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.line = line
        self.endLine = endLine
        self.components = components
        self.uses = uses
        self.presents = presents
    }
}

/// Where a declaration is: its file and lines.
public struct DeclarationSpan: Codable, Sendable, Hashable {
    public var path: String
    public var line: Int
    public var endLine: Int

    public init(path: String, line: Int, endLine: Int) {
        self.path = path
        self.line = line
        self.endLine = endLine
    }
}

/// A native component built in code: the catalog component it is, where, and the API that made it.
public struct ComponentUse: Codable, Sendable, Hashable {
    /// The catalog component id (`toggle-switch`).
    public var component: String
    public var line: Int
    /// `Toggle`, `UISwitch`, `.sheet`.
    public var symbol: String
    /// The file it is in, when not its declaration's (a control of a storyboard scene merged with its controller).
    public var path: String?

    public init(component: String, line: Int, symbol: String, path: String? = nil) {
        self.component = component
        self.line = line
        self.symbol = symbol
        self.path = path
    }
}

/// Reads a file's views and view controllers for the plan.
public enum ViewInventory {
    /// Native APIs and the catalog component each one is. Calls are matched by name (`Toggle(…)`,
    /// `.sheet(…)`, `UISwitch()`); a test checks that every id is in the catalog.
    public static let components: [String: String] = ControlComponents.swiftUI.merging(ControlComponents.uiKit) { first, _ in first }.merging([
        "searchable": "search", "TabView": "tabs", "List": "list-item", "Form": "list-item", "Table": "table",
        "Image": "image-informative", "AsyncImage": "image-informative",
        "ProgressView": "loading-spinner",
        "Menu": "menu", "contextMenu": "menu", "DisclosureGroup": "expandable",
        "alert": "alert-dialog", "confirmationDialog": "sheet", "sheet": "sheet", "fullScreenCover": "modal",
        "popover": "sheet", "swipeActions": "table-row", "onDelete": "table-row", "onMove": "reorder-row",
        "refreshable": "loading-spinner", "onLongPressGesture": "custom-gesture", "DragGesture": "custom-gesture",
        "MagnifyGesture": "custom-gesture", "MagnificationGesture": "custom-gesture", "RotateGesture": "custom-gesture",
        "WebView": "webview", "Map": "map", "VideoPlayer": "video-player",
        "navigationTitle": "headings", "accessibilityHeading": "headings",
        // Text the screen shows: a tester checks that it grows with the text size and stands out enough.
        "Text": "text",
        // UIKit
        "UISearchController": "search", "UITableView": "table-row", "UICollectionView": "list-item",
        "UIImageView": "image-informative", "UIAlertController": "alert-dialog", "UILabel": "text",
        "UIActivityIndicatorView": "loading-spinner", "UIProgressView": "progress-indicator",
        "UIPageControl": "pagination", "UITabBarController": "tabs", "UITabBar": "tabs", "UIMenu": "menu",
        "UIContextMenuInteraction": "menu", "WKWebView": "webview", "SFSafariViewController": "webview",
        "MKMapView": "map", "AVPlayerViewController": "video-player", "AVPlayerLayer": "video-player",
        // ActiveLabel (a widely used label library) makes words of its text tappable.
        "ActiveLabel": "link",
        "UIBarButtonItem": "button",
        // The share sheet the code presents.
        "UIActivityViewController": "sheet",
        "UIRefreshControl": "loading-spinner", "UILongPressGestureRecognizer": "custom-gesture", "UIPanGestureRecognizer": "custom-gesture",
        "UIPinchGestureRecognizer": "custom-gesture", "UISwipeGestureRecognizer": "custom-gesture", "UIRotationGestureRecognizer": "custom-gesture",
    ]) { first, _ in first }

    /// Views of widely used libraries, matched like UIKit's own when a property is declared with them.
    package static let libraryViews: Set<String> = ["ActiveLabel"]

    /// The component a call makes when its arguments say more than its name: a decorative image, a progress
    /// view with a value, an alert controller styled as an action sheet.
    package static func refined(_ component: String, _ call: FunctionCallExprSyntax) -> String {
        switch call.calledExpression.lastNameComponent {
        case "Image" where call.arguments.first?.label?.text == "decorative": return "image-decorative"
        case "ProgressView" where call.argument("value") != nil: return "progress-indicator"
        case "Picker" where ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call))).modifiers(named: "pickerStyle")
            .contains(where: { $0.call?.arguments.first?.expression.lastNameComponent == "segmented" }):
            return "segmented-control"
        case "UIAlertController" where call.argument("preferredStyle")?.expression.lastNameComponent == "actionSheet": return "sheet"
        default: return component
        }
    }

    /// UIKit controllers whose superclass builds a component for them.
    package static let inheritedComponents: [String: String] = [
        "UITableViewController": "table-row", "UICollectionViewController": "list-item", "UITabBarController": "tabs",
        "UIPageViewController": "carousel",
    ]

    /// SwiftUI modifiers whose content is a screen of its own.
    package static let presentingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
    ]
    /// UIKit calls whose first argument is a screen of its own.
    package static let presentingCalls: Set<String> = ["present", "pushViewController", "show", "showDetailViewController", "setViewControllers"]

    /// The file's views, view controllers and the custom types they use, in source order.
    public static func declarations(in file: SourceFileContext, line: (AbsolutePosition) -> Int) -> [ViewDeclaration] {
        let facts = file.facts
        var declarations: [Int: ViewDeclaration] = [:]
        var order: [Int] = []
        // Subclasses of the app's own classes, kept in case their superclass is a view controller: until the plan
        // knows, they are not views that code inside them could belong to.
        var subclassesOfAppTypes: Set<Int> = []
        let importsEureka = facts.importedModules.contains("Eureka")
        for type in facts.typeDeclarations where !facts.isInPreview(type.node) {
            let kind: ViewDeclaration.Kind
            if type.inheritedTypes.contains(where: { ["Widget", "WidgetBundle"].contains($0) }) {
                kind = .widget
            } else if type.isSwiftUIView || type.inheritedTypes.contains("App")
                || type.inheritedTypes.contains(where: { ["UIViewRepresentable", "UIViewControllerRepresentable"].contains($0) })
            {
                // A representable is placed as a SwiftUI view: what it makes is on the screens that place it, not on
                // the type it is nested in (`extension VideoModel { struct PlayerView: UIViewControllerRepresentable }`).
                kind = .swiftUIView
            } else if type.inheritedTypes.first.map({ $0.hasSuffix("NavigationController") }) == true {
                // The app's navigation controller class frames the screens pushed on it; it is none itself.
                kind = .other
            } else if type.inheritedTypes.first.map({ $0.hasSuffix("ViewController") || $0 == "UIHostingController" }) == true {
                kind = .viewController
            } else if type.inheritedTypes.first.map({ $0.hasPrefix("UI") && $0.hasSuffix("View") || $0.hasSuffix("Cell") }) == true {
                kind = .other
            } else if type.kind == .extension {
                kind = .other  // resolved by name against the type's own declaration
            } else if importsEureka, type.kind == .class {
                kind = .other  // a class that builds a form's rows for the controller that uses it
            } else if type.kind == .class, let superclass = type.inheritedTypes.first, isCustomType(superclass) {
                kind = .other  // a subclass of the app's own class: a screen when that class is one (see `TestPlan`)
                subclassesOfAppTypes.insert(type.node.position.utf8Offset)
            } else {
                continue
            }
            let key = type.node.position.utf8Offset
            let start = line(type.node.positionAfterSkippingLeadingTrivia)
            declarations[key] = ViewDeclaration(
                name: type.name, kind: kind, path: file.path, line: start, endLine: line(type.node.endPositionBeforeTrailingTrivia))
            declarations[key]?.inherits = type.inheritedTypes.filter(isCustomType)
            if let superclass = type.inheritedTypes.first, let component = inheritedComponents[superclass] {
                declarations[key]?.components.append(ComponentUse(component: component, line: start, symbol: superclass))
            }
            // Stored properties declared with a type: outlets (`@IBOutlet var field: UITextField!`) and views
            // made elsewhere (`let header: ProfileHeaderView`), which no call in the type builds.
            for member in type.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let annotated = binding.typeAnnotation?.type, let name = simpleTypeName(annotated) else { continue }
                    if let component = components[name], name.hasPrefix("UI") || name.hasPrefix("WK") || libraryViews.contains(name) {
                        declarations[key]?.components.append(ComponentUse(
                            component: component, line: line(binding.positionAfterSkippingLeadingTrivia), symbol: name))
                    } else if isCustomType(name) {
                        declarations[key]?.uses.append(name)
                    }
                }
            }
            order.append(key)
        }
        // A modifier a `View` extension declares (`func bottomMenu(…) -> some View { modifier(BottomMenu(…)) }`):
        // a part named `.bottomMenu`, which every view calling `.bottomMenu(…)` uses.
        var modifierFunctions: [Int: Int] = [:]
        // So is a helper an extension of `UIViewController` declares (`func showError(_:)` presenting an alert, `func
        // startLoader()` laying a loader over the window): every controller calling it shows what it shows.
        for type in facts.typeDeclarations where type.kind == .extension && ["View", "SwiftUI.View", "UIViewController"].contains(type.name)
            && !facts.isInPreview(type.node)
        {
            for member in type.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let key = function.position.utf8Offset
                declarations[key] = ViewDeclaration(
                    name: "." + function.name.text, kind: .other, path: file.path, line: line(function.positionAfterSkippingLeadingTrivia),
                    endLine: line(function.endPositionBeforeTrailingTrivia))
                modifierFunctions[function.position.utf8Offset] = key
                order.append(key)
            }
        }
        // Presented over the screen from code that is no view (a coordinator, a router): the presentation is part
        // of the presented screen, which its findings then belong to.
        for site in UIKitCustomPresentation.all(in: file) where !facts.isInPreview(site.node) {
            guard site.node.enclosingTypeDeclaration.map({ type in
                    declarations[type.node.position.utf8Offset] == nil || subclassesOfAppTypes.contains(type.node.position.utf8Offset)
                }) ?? true,
                isCustomType(site.presentedType), let function = site.node.ancestor(FunctionDeclSyntax.self)
            else { continue }
            let key = site.node.position.utf8Offset
            declarations[key] = ViewDeclaration(
                name: site.presentedType, kind: .other, path: file.path, line: line(function.positionAfterSkippingLeadingTrivia),
                endLine: line(function.endPositionBeforeTrailingTrivia),
                components: [ComponentUse(component: "modal", line: line(site.node.positionAfterSkippingLeadingTrivia), symbol: site.how)])
            order.append(key)
        }
        guard !declarations.isEmpty else { return [] }

        func owner(of node: some SyntaxProtocol) -> Int? {
            if !modifierFunctions.isEmpty, let function = node.ancestor(FunctionDeclSyntax.self),
                let key = modifierFunctions[function.position.utf8Offset]
            {
                return key
            }
            var current = node.enclosingTypeDeclaration
            while let type = current {
                let key = type.node.position.utf8Offset
                if declarations[key] != nil { return key }
                current = type.node.enclosingTypeDeclaration
            }
            return nil
        }

        // Controllers presented over the screen (the style is what shows it): each is a modal.
        if file.sourceMentions("odalPresentationStyle") {
            for site in UIKitCustomPresentation.all(in: file) {
                guard let key = owner(of: site.node) else { continue }
                declarations[key]?.presentsOver.append(site.presentedType)
                if declarations[key]?.name != site.presentedType { declarations[key]?.presents.append(site.presentedType) }
            }
        }
        // Types are matched against the project's declarations later: a screen uses views from other files.
        // Names in sorted order, so that a plan comes out the same on every run.
        for (name, calls) in facts.callsByName.sorted(by: { $0.key < $1.key }) {
            if importsEureka, let component = ControlComponents.eurekaRows[name] {
                // `TextRow()`, `PushRow<String>()`.
                for call in calls where call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(GenericSpecializationExprSyntax.self) {
                    guard let key = owner(of: call) else { continue }
                    declarations[key]?.components.append(ComponentUse(component: component, line: line(anchor(of: call)), symbol: name))
                }
                continue
            }
            if let component = components[name] {
                for call in calls where !facts.isInPreview(call) {
                    // SwiftUI's views are written without generic arguments: `List<Int>()` is a model's collection (a
                    // database list), not a list on screen.
                    if !name.hasPrefix("UI"), call.calledExpression.is(GenericSpecializationExprSyntax.self) { continue }
                    // A modifier counts with a receiver (`.sheet`), a view or class without one (`Toggle(…)`).
                    let isModifier = name.first?.isLowercase == true
                    guard isModifier == (call.receiver != nil) || name.hasPrefix("UI"), let key = owner(of: call), Self.isOnIOS(call) else { continue }
                    declarations[key]?.components.append(ComponentUse(
                        component: refined(component, call), line: line(anchor(of: call)), symbol: isModifier ? "." + name : name))
                }
            }
            if presentingModifiers.contains(name) {
                for call in calls {
                    guard call.receiver != nil, let key = owner(of: call) else { continue }
                    // Only what the modifier is given: its receiver is the rest of the view.
                    let content = call.arguments.map { Syntax($0) } + call.closures.map { Syntax($0) }
                    declarations[key]?.presents += content.flatMap(customTypes(in:))
                }
            } else if presentingCalls.contains(name) {
                for call in calls {
                    guard let key = owner(of: call), let argument = call.arguments.first?.expression else { continue }
                    declarations[key]?.presents += constructedOrVariableType(argument, in: call)
                }
            } else if name == "TabView" || name == "WindowGroup" {
                // Each tab, and a scene's root view, is a screen of its own.
                for call in calls {
                    guard let key = owner(of: call) else { continue }
                    declarations[key]?.presents += call.closures.flatMap { closure in
                        closure.statements.compactMap { item -> String? in
                            guard let expression = item.item.as(ExprSyntax.self),
                                let name = rootView(of: expression)?.calledExpression.lastNameComponent,
                                isCustomType(name)
                            else { return nil }
                            return name
                        }
                    }
                }
            } else if name == "init" || name == "UIHostingController" {
                // A hosting controller's SwiftUI content (`super.init(coder: coder, rootView: ImportView(model))`, or
                // `UIHostingController(rootView: …)` made in a controller): what it shows is on the controller's screen.
                for call in calls {
                    guard let root = call.argument("rootView"), let key = owner(of: call) else { continue }
                    declarations[key]?.uses += customTypes(in: Syntax(root))
                }
            } else if name == "NavigationStack" {
                // `NavigationStack(path: $path) { RootView() } destination: { store in … }` (The Composable
                // Architecture's form): the root and each view the destination builds are screens of their own.
                for call in calls {
                    guard let key = owner(of: call) else { continue }
                    let destination = call.additionalTrailingClosures.first { $0.label.text == "destination" }.map { Syntax($0.closure) }
                        ?? call.argument("destination").map { Syntax($0) }
                    guard let destination else { continue }
                    declarations[key]?.presents += customTypes(in: destination)
                    if let root = call.trailingClosure ?? call.argument("root")?.expression.as(ClosureExprSyntax.self) {
                        declarations[key]?.presents += root.statements.compactMap { item -> String? in
                            guard let expression = item.item.as(ExprSyntax.self), let name = rootView(of: expression)?.calledExpression.lastNameComponent,
                                isCustomType(name)
                            else { return nil }
                            return name
                        }
                    }
                }
            } else if name == "NavigationLink" {
                for call in calls {
                    guard let key = owner(of: call) else { continue }
                    let destination = call.argument("destination").map { Syntax($0) }
                        ?? call.closures.first.map { Syntax($0) }
                    if let destination { declarations[key]?.presents += customTypes(in: destination) }
                }
            } else if name.first?.isLowercase == true, !isPlatformPrefixedType(name) {
                // A modifier of the project's own (`.bottomMenu(…)`), matched later against `View` extensions.
                for call in calls where !facts.isInPreview(call) {
                    guard let key = owner(of: call), let kind = declarations[key]?.kind else { continue }
                    // A SwiftUI modifier is called on a view; a controller's helper on the controller itself.
                    let onSelf = call.receiver == nil || call.receiver?.isSelfReference == true
                    guard kind == .swiftUIView && call.receiver != nil || kind == .viewController && onSelf else { continue }
                    declarations[key]?.uses.append("." + name)
                }
            } else if isCustomType(name) {
                // The app's own spinner or loader (`Loader()`, `LoadingView()`), however it draws.
                let spinner = NameHeuristics.namesProgress(name)
                for call in calls where !facts.isInPreview(call) {
                    guard let key = owner(of: call), declarations[key]?.name != name else { continue }
                    if isInsidePresentation(call) { continue }
                    declarations[key]?.uses.append(name)
                    if spinner {
                        declarations[key]?.components.append(ComponentUse(component: "loading-spinner", line: line(anchor(of: call)), symbol: name))
                    }
                }
            }
        }
        // Cells and views a list registers or dequeues by class (`register(FileCell.self, …)`, `dequeueReusableCell(…)
        // as! FileCell`): the screen shows what they hold.
        for (name, calls) in facts.callsByName where name.hasPrefix("register") || name.hasPrefix("dequeue") {
            for call in calls where !facts.isInPreview(call) {
                guard let key = owner(of: call) else { continue }
                for argument in call.arguments {
                    guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                        let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, isCustomType(type)
                    else { continue }
                    declarations[key]?.uses.append(type)
                }
                // The cast around the call: `… as! FileCell` (folded, or still a sequence of three elements).
                let around = [call.parent, call.parent?.parent].compactMap { $0.flatMap { ExprSyntax($0) } }
                if name.hasPrefix("dequeue"), let cast = around.lazy.compactMap(castType).first, isCustomType(cast) {
                    declarations[key]?.uses.append(cast)
                }
            }
        }
        // Text marked as a heading.
        for call in facts.calls("accessibilityAddTraits") where SwiftUIViewContext.addsTrait(["isHeader"], call: call) && !facts.isInPreview(call) {
            guard let key = owner(of: call), Self.isOnIOS(call) else { continue }
            declarations[key]?.components.append(ComponentUse(
                component: "headings", line: line(anchor(of: call)), symbol: ".accessibilityAddTraits(.isHeader)"))
        }
        // A child view controller is part of the controller that embeds it.
        for call in facts.calls("addChild") {
            guard let key = owner(of: call), let argument = call.arguments.first?.expression else { continue }
            declarations[key]?.uses += constructedOrVariableType(argument, in: call)
        }
        // Custom modals and toasts are components too, read by the recognizers the rules use. A modal known
        // only by its type's declaration elsewhere is left out: the plan does not settle such conditions.
        // (A condition that only rules out what the declaration may say, such as a view letting touches through, is
        // taken to hold: the site shows a modal.)
        // A view that is a panel over its own scrim is listed where it is shown, not where it is declared.
        for modal in SwiftUICustomModal.all(in: file) where modal.site != .scrimComponent
            && modal.recognitionConditions.allSatisfy({ if case .typeLacks = $0 { true } else { false } })
        {
            guard let key = owner(of: modal.siteCall), Self.isOnIOS(modal.siteCall) else { continue }
            declarations[key]?.components.append(ComponentUse(
                component: "modal", line: line(modal.container.expression.positionAfterSkippingLeadingTrivia), symbol: modal.container.displayName))
        }
        // Controllers presented over the screen and libraries' covers (`hud.show(in: view)`): a progress cover is a
        // spinner the user waits on, anything else a modal.
        for site in UIKitCustomPresentation.all(in: file) where site.isLibrary {
            guard let key = owner(of: site.node), Self.isOnIOS(site.node) else { continue }
            declarations[key]?.components.append(ComponentUse(
                component: site.isBlockingProgress ? "loading-spinner" : "modal", line: line(site.node.positionAfterSkippingLeadingTrivia),
                symbol: site.presentedType))
        }
        for modal in UIKitModalPresentation.all(in: file) where !modal.isChildController {
            guard let key = owner(of: modal.call), Self.isOnIOS(modal.call) else { continue }
            declarations[key]?.components.append(ComponentUse(
                component: "modal", line: line(modal.call.positionAfterSkippingLeadingTrivia), symbol: modal.label))
        }
        // A message shown through the app's helper (`UiUtils.showToast(message:)`, `view.makeToast(…)`), or by a method
        // of the app's message helper type (`FeedbackCenter.shared.failure("Wrong code", …)`): the helper is reported
        // once where it is written, and every screen that calls it shows a snackbar.
        // (Also a flash, a notice or a banner the helper shows: `showFlashNotification(_:)`.)
        let messageWords = StatusMessage.transientWords + ["flash", "notice", "banner"].map { Array($0.utf8) }
        for (name, calls) in facts.callsByName where name.first?.isLowercase == true
            && !NameHeuristics.words(name).contains(where: { ["hide", "dismiss", "remove", "close"].contains($0) })
        {
            let namesMessage = NameHeuristics.hasWord(name, in: messageWords)
            for call in calls where !facts.isInPreview(call) {
                let root = namesMessage ? nil : call.receiver?.memberChainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text
                let helperType = root.flatMap { $0.first?.isUppercase == true && NameHeuristics.hasWord($0, in: messageWords) ? $0 : nil }
                guard namesMessage || helperType != nil, let key = owner(of: call), Self.isOnIOS(call),
                    namesMessage ? call.ancestor(FunctionDeclSyntax.self)?.name.text != name : call.enclosingTypeDeclaration?.name != helperType
                else { continue }
                let symbol = helperType.map { "\($0).\(name)(…)" } ?? name + "(…)"
                declarations[key]?.components.append(ComponentUse(component: "snackbar", line: line(anchor(of: call)), symbol: symbol))
            }
        }
        // An alert or an action sheet raised through the app's helper (`showErrorAlert(message:)`,
        // `presentActionSheet(options:)`): every screen that calls it raises one.
        for (name, calls) in facts.callsByName where name.first?.isLowercase == true && name != "alert" {
            let words = NameHeuristics.words(name)
            if words.contains(where: { ["dismiss", "hide", "close", "remove"].contains($0) }) { continue }
            // A toast named for the alert it replaces (`errorAlertToast(…)`) is a snackbar, counted above.
            if NameHeuristics.hasWord(name, in: messageWords) { continue }
            let component: String
            if words.contains("alert") || words.contains("alerts") {
                component = "alert-dialog"
            } else if words.contains("action") && words.contains("sheet") {
                component = "sheet"
            } else {
                continue
            }
            for call in calls where !facts.isInPreview(call) {
                guard let key = owner(of: call), call.ancestor(FunctionDeclSyntax.self)?.name.text != name, Self.isOnIOS(call) else { continue }
                declarations[key]?.components.append(ComponentUse(component: component, line: line(anchor(of: call)), symbol: name + "(…)"))
            }
        }
        // A controller's title is shown as the navigation bar's heading; a table's section titles are headings.
        for assignment in facts.assignments("title") where assignment.isOnSelf || assignment.owner?.lastNameComponent == "navigationItem" {
            guard let key = owner(of: assignment.sequence), declarations[key]?.kind == .viewController,
                !assignment.value.isNilLiteral
            else { continue }
            declarations[key]?.components.append(ComponentUse(
                component: "headings", line: line(assignment.sequence.positionAfterSkippingLeadingTrivia), symbol: "title"))
        }
        for function in facts.functions("tableView") where function.signature.parameterClause.parameters.contains(where: {
            $0.firstName.text == "titleForHeaderInSection" || $0.firstName.text == "viewForHeaderInSection"
        }) {
            guard let key = owner(of: function), declarations[key]?.kind == .viewController else { continue }
            declarations[key]?.components.append(ComponentUse(
                component: "headings", line: line(function.positionAfterSkippingLeadingTrivia), symbol: "section header"))
        }
        for message in StatusMessage.all(in: file) {
            guard let key = owner(of: message.node), Self.isOnIOS(message.node) else { continue }
            let component = message.kind == .fieldError ? "field-errors" : "snackbar"
            declarations[key]?.components.append(ComponentUse(
                component: component, line: line(message.node.positionAfterSkippingLeadingTrivia), symbol: message.subject))
        }
        return order.compactMap { key in
            guard var declaration = declarations[key] else { return nil }
            declaration.components.sort { ($0.line, $0.component) < ($1.line, $1.component) }
            declaration.uses = declaration.uses.uniqued()
            declaration.presents = declaration.presents.uniqued()
            declaration.presentsOver = declaration.presentsOver.uniqued()
            return declaration
        }
    }

    /// Where a call is written: a modifier's name (`.sheet` on its own line), not the start of the view it is
    /// applied to.
    package static func anchor(of call: FunctionCallExprSyntax) -> AbsolutePosition {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.positionAfterSkippingLeadingTrivia
            ?? call.positionAfterSkippingLeadingTrivia
    }

    /// `UITextField` for `UITextField!`, `UITextField?` or `UITextField`; nil for tuples, generics and functions.
    package static func simpleTypeName(_ type: TypeSyntax) -> String? {
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return simpleTypeName(implicit.wrappedType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleTypeName(optional.wrappedType) }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        return identifier.name.text
    }

    /// False for code an `#if` keeps out of every iOS build (`#if os(tvOS)`, `#elseif os(macOS)`): the plan is a
    /// plan for the iOS app, and a tvOS-only scrubber is no component of the iOS screen.
    package static func isOnIOS(_ node: some SyntaxProtocol) -> Bool {
        node.conditionalTargets.runsOnIOS
    }

    /// The view a chain starts from, also when modifiers under `#if` sit in the chain
    /// (`ContentView().tint(.red) #if os(macOS) .frame(minWidth: 800) #endif .onOpenURL { … }`).
    package static func rootView(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        for _ in 0..<ModifierChain.maximumLength {
            let root = ModifierChain(current).root
            if let postfix = root.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
                continue
            }
            return root.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// Types named for the platform they serve start in lower case: `iOS18TabView`, `iPadSidebar`, `macOSSettings`.
    package static func isPlatformPrefixedType(_ name: String) -> Bool {
        for prefix in ["iOS", "iPadOS", "iPad", "iPhone", "macOS", "tvOS", "watchOS", "visionOS"] where name.hasPrefix(prefix) {
            guard let next = name.dropFirst(prefix.count).first else { return false }
            return next.isUppercase || next.isNumber
        }
        return false
    }

    /// A name that may be a type of the project: capitalized (or named for a platform), not a SwiftUI view, not a
    /// framework class.
    package static func isCustomType(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase || isPlatformPrefixedType(name), !SwiftUIViews.all.contains(name), components[name] == nil
        else { return false }
        return !["UI", "NS", "CG", "CA", "AV", "MK", "WK", "SF"].contains { name.hasPrefix($0) && name.count > 2 && name.dropFirst(2).first?.isUppercase == true }
    }

    /// Custom types built inside the node (a sheet's content, a destination).
    private static func customTypes(in node: Syntax) -> [String] {
        node.descendants(FunctionCallExprSyntax.self).compactMap { call in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, isCustomType(name) else { return nil }
            return name
        }
    }

    /// `present(SettingsViewController(), …)`, or `present(settings, …)` where `let settings = SettingsViewController()`.
    private static func constructedOrVariableType(_ argument: ExprSyntax, in call: FunctionCallExprSyntax) -> [String] {
        if let name = argument.constructedTypeName { return isCustomType(name) ? [name] : [] }
        guard let variable = argument.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let body = call.enclosingFunctionBody
        else { return [] }
        for binding in body.descendants(PatternBindingSyntax.self) where binding.pattern.trimmedDescription == variable {
            guard let value = binding.initializer?.value else { continue }
            if let name = value.constructedTypeName ?? castType(value), isCustomType(name) { return [name] }
        }
        // `if let vc = storyboard?.instantiateViewController(withIdentifier: "create") as? CreateAccountViewController`.
        for binding in body.descendants(OptionalBindingConditionSyntax.self) where binding.pattern.trimmedDescription == variable {
            if let value = binding.initializer?.value, let name = castType(value), isCustomType(name) { return [name] }
        }
        return []
    }

    /// The type a value is cast to: `Factory.make() as! CaptchaViewController` → `CaptchaViewController`.
    private static func castType(_ value: ExprSyntax) -> String? {
        if let cast = value.unwrapped.as(AsExprSyntax.self) { return cast.type.simpleName }
        // Unfolded sequences keep the cast as `x`, `as?`, `Type` elements.
        if let sequence = value.unwrapped.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return type.type.simpleName
            }
        }
        return nil
    }

    /// Inside a modifier that shows its content as a screen of its own, or a navigation link's destination.
    private static func isInsidePresentation(_ node: FunctionCallExprSyntax) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let ancestor = current {
            if let argument = ancestor.as(LabeledExprSyntax.self), argument.label?.text == "destination" { return true }
            if let closure = ancestor.as(MultipleTrailingClosureElementSyntax.self), closure.label.text == "destination" { return true }
            // Given to the modifier (its arguments or closures), not the view the modifier is applied to.
            if let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calledExpression.lastNameComponent,
                presentingModifiers.contains(name), child.id != call.calledExpression.id
            {
                return true
            }
            if ancestor.isTypeDeclaration { return false }
            child = ancestor
            current = ancestor.parent
        }
        return false
    }
}
