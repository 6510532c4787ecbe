import A11yCore
import A11yInterfaceBuilder

/// Controllers a storyboard presents over the screen: a presentation segue with a style that leaves the
/// screen behind in place (`modalPresentationStyle="overFullScreen"`, `overCurrentContext`, `custom`), or a scene
/// whose controller carries that style itself (set in the Attributes inspector, used by whatever presents it).
public struct IBPresentation {
    /// The segue or the controller element: where findings land.
    public let start: Int
    public let end: Int
    public let identity: [String]
    /// The presented controller's class (a navigation controller's root controller for one that only frames it);
    /// nil for a controller the storyboard builds with no class of its own.
    public let presentedClass: String?
    /// How the scene is named in messages.
    public let presentedName: String
    public let style: String
    public let viaSegue: Bool

    public static func all(in file: IBFileContext, styles: Set<String>) -> [IBPresentation] {
        let document = file.document
        var result: [IBPresentation] = []
        var styledBySegue: Set<String> = []
        for segue in document.segues where segue.kind == "presentation" {
            guard let style = segue.presentationStyle, styles.contains(style), let destination = document.object(id: segue.destination) else { continue }
            styledBySegue.insert(segue.destination)
            let content = contentController(of: destination, in: document)
            result.append(IBPresentation(
                start: segue.tagStart, end: segue.tagEnd, identity: ["segue", segue.identifier ?? "", segue.destination],
                presentedClass: content.customClass, presentedName: name(of: content, in: document), style: style, viaSegue: true))
        }
        for controller in document.objects where controller.isController {
            guard let style = controller.attributes["modalPresentationStyle"], styles.contains(style), let id = controller.id,
                !styledBySegue.contains(id)
            else { continue }
            // A controller only embedded (a tab bar's first screen, a container's child) is never presented.
            let embedded = document.segues.contains { $0.destination == id && ($0.kind == "embed" || $0.kind == "relationship") }
            if embedded { continue }
            let content = contentController(of: controller, in: document)
            result.append(IBPresentation(
                start: controller.tagStart, end: controller.tagEnd, identity: ["scene", id],
                presentedClass: content.customClass, presentedName: name(of: content, in: document), style: style, viaSegue: false))
        }
        return result.sorted { $0.start < $1.start }
    }

    /// The controller whose content shows: a navigation controller's root, through its relationship segue.
    package static func contentController(of controller: IBObject, in document: IBDocument) -> IBObject {
        guard controller.tag == "navigationController",
            let root = document.segues.first(where: { $0.source == controller.index && $0.kind == "relationship" }),
            let rootController = document.object(id: root.destination)
        else { return controller }
        return rootController
    }

    package static func name(of controller: IBObject, in document: IBDocument) -> String {
        controller.customClass ?? controller.attributes["storyboardIdentifier"] ?? controller.attributes["title"] ?? document.sceneName(of: controller) ?? controller.tag
    }

    /// Conditions for the presented controller lacking a fact: its class's code decides, when the project
    /// declares it (a class from elsewhere may handle it out of sight).
    public func conditions(lacking fact: TypeFact) -> [ProjectCondition] {
        guard let presentedClass else { return [] }
        return [.typeHas(presentedClass, .declared), .typeLacks(presentedClass, .presentsSystemController), .typeLacks(presentedClass, fact)]
    }

    public var how: String {
        viaSegue ? "presented .\(style) by a storyboard segue" : "given the .\(style) presentation style in its storyboard scene"
    }
}
