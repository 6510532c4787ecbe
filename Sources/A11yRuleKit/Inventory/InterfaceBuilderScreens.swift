import A11yCore
import A11yInterfaceBuilder

/// Storyboard scenes and xib owners as screens for the plan: each controller with the controls its scene
/// places, and the scenes its segues present. A scene's controller class merges with the class's Swift
/// declaration, so a screen built half in IB and half in code is one screen.
public enum InterfaceBuilderScreens {

    /// Controllers that only frame other scenes: their content is the controller they hold, which is the screen.
    package static let frames: Set<String> = ["navigationController", "splitViewController"]

    public static func declarations(in file: IBFileContext) -> [ViewDeclaration] {
        let document = file.document
        // A launch screen is a picture shown while the app starts: nothing there is tested.
        if document.isLaunchScreen { return [] }
        // Each object's owner: the nearest controller above it, or (in a xib) the file's owner.
        var owner: [Int: Int] = [:]
        for object in document.objects {
            if object.isController { owner[object.index] = object.index } else if let parent = object.parent, let controller = owner[parent] {
                owner[object.index] = controller
            }
        }
        var declarations: [ViewDeclaration] = []
        let controllers = document.objects.filter(\.isController)
        let filesOwner = document.kind == .xib ? document.objects.first { $0.attributes["placeholderIdentifier"] == "IBFilesOwner" } : nil
        for controller in controllers where !frames.contains(controller.tag) || controller.customClass != nil {
            let members = document.objects.filter { owner[$0.index] == controller.index }
            var found = declaration(named: IBPresentation.name(of: controller, in: document), at: controller, members: members, file: file)
            // The app's own navigation controller class still only frames the scene it holds: a part, not a screen.
            if frames.contains(controller.tag) { found.kind = .other }
            declarations.append(found)
        }
        if let filesOwner, let name = filesOwner.customClass, controllers.isEmpty {
            let members = document.objects.filter { $0.index != filesOwner.index }
            declarations.append(declaration(named: name, at: filesOwner, members: members, file: file))
        } else if controllers.isEmpty, document.kind == .xib {
            // A xib that holds a cell or a view of the app's class (`<tableViewCell customClass="FileCell">`): the
            // class's parts, merged with its Swift declaration and placed on the screens that register or dequeue it.
            for top in document.objects where top.parent == nil && top.attributes["placeholderIdentifier"] == nil {
                guard let name = top.customClass, !FrameworkTypes.contains(name) else { continue }
                let members = document.objects.filter { object in document.ancestors(of: object).contains { $0.index == top.index } }
                var found = declaration(named: name, at: top, members: members, file: file)
                found.kind = .other
                declarations.append(found)
            }
        }
        return declarations
    }

    private static func declaration(named name: String, at anchor: IBObject, members: [IBObject], file: IBFileContext) -> ViewDeclaration {
        var components: [ComponentUse] = []
        for member in members {
            if member.tag == "textView", member.attributes["editable"] == "NO" {
                // A text view that cannot be edited shows text; it is no field.
                components.append(ComponentUse(component: "text", line: member.line, symbol: "UITextView"))
            } else if let uiKit = ControlComponents.interfaceBuilderClasses[member.tag], let component = ViewInventory.components[uiKit] {
                components.append(ComponentUse(component: component, line: member.line, symbol: uiKit))
            } else if member.tag == "label", let style = member.font?.textStyleName, TextStyles.uiKitTitles.contains(style) {
                components.append(ComponentUse(component: "headings", line: member.line, symbol: "UILabel"))
            } else if member.tag == "label" {
                components.append(ComponentUse(component: "text", line: member.line, symbol: "UILabel"))
            } else if member.tag == "navigationItem", !(member.attributes["title"] ?? "").isEmpty {
                // The scene's title, shown as the navigation bar's heading.
                components.append(ComponentUse(component: "headings", line: member.line, symbol: "navigationItem"))
            } else if member.tag == "tableViewSection", !(member.attributes["headerTitle"] ?? "").isEmpty {
                components.append(ComponentUse(component: "headings", line: member.line, symbol: "section header"))
            }
        }
        let memberIndices = Set(members.map(\.index) + [anchor.index])
        // A tab bar controller's relationship segues are its tabs: each tab's screen is reached from it. (A navigation
        // controller's relationship segue is its root, which it only frames.)
        let tabs = anchor.tag == "tabBarController"
        let presents = file.document.segues.filter { segue in
            memberIndices.contains(segue.source) && (segue.kind != "relationship" || tabs) && segue.kind != "embed" && segue.kind != "unwind"
        }
            .compactMap { segue in file.document.object(id: segue.destination).map { IBPresentation.name(of: IBPresentation.contentController(of: $0, in: file.document), in: file.document) } }
        let endLine = members.map(\.line).max() ?? anchor.line
        return ViewDeclaration(
            name: name, kind: .viewController, path: file.path, line: anchor.line, endLine: max(endLine, anchor.line),
            components: components, presents: presents)
    }
}
