import Foundation

/// A storyboard or xib, read into what the accessibility rules ask about: the objects it declares (views,
/// controls, controllers) with their accessibility settings and fonts, the outlets that tie them to Swift
/// properties, the segues between scenes, and the images it uses.
public struct IBDocument: Sendable {
    public enum Kind: String, Sendable { case storyboard, xib }

    /// The platform the file is built for, from its `targetRuntime`.
    public enum Runtime: String, Sendable {
        case iOS, macOS, watchOS, tvOS, unknown
    }

    public var kind: Kind
    public var runtime: Runtime
    /// Every object element, in document order (`objects[i].index == i`).
    public var objects: [IBObject]
    public var outlets: [IBOutlet]
    public var segues: [IBSegue]
    /// Image names the file lists as SF Symbols (`<systemImage name=…/>` or `catalog="system"`).
    public var systemImages: Set<String>
    /// The launch screen (`launchScreen="YES"`): a still picture shown while the app starts, not a screen to test.
    public var isLaunchScreen = false
    /// The id of the storyboard's initial scene (`initialViewController="…"`), the one a storyboard opens on.
    public var initialViewController: String?
    /// The asset colours the file uses, with the value Interface Builder recorded for them (`<namedColor>` in its
    /// `<resources>`: the colour's value in the appearance the file was saved in, usually Light).
    public var namedColors: [String: IBColor] = [:]

    public init(kind: Kind, runtime: Runtime, objects: [IBObject] = [], outlets: [IBOutlet] = [], segues: [IBSegue] = [], systemImages: Set<String> = []) {
        self.kind = kind
        self.runtime = runtime
        self.objects = objects
        self.outlets = outlets
        self.segues = segues
        self.systemImages = systemImages
    }

    /// The object with this IB id.
    public func object(id: String) -> IBObject? {
        guard let index = indexByID[id] else { return nil }
        return objects[index]
    }

    var indexByID: [String: Int] {
        Dictionary(objects.compactMap { object in object.id.map { ($0, object.index) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The outlets that point at an object: `(the class that declares the property, the property's name)`.
    public func outlets(to object: IBObject) -> [(owner: String, property: String)] {
        guard let id = object.id else { return [] }
        return outlets.filter { $0.destination == id }.compactMap { outlet in
            guard let owner = ownerClass(of: objects[outlet.source]) else { return nil }
            return (owner, outlet.property)
        }
    }

    /// The Swift class an outlet's source stands for: its custom class (a view controller, a cell, a custom view),
    /// or the File's Owner's class in a xib.
    public func ownerClass(of object: IBObject) -> String? {
        object.customClass
    }

    /// The ancestors of an object, nearest first.
    public func ancestors(of object: IBObject) -> [IBObject] {
        var result: [IBObject] = []
        var current = object.parent
        while let index = current {
            result.append(objects[index])
            current = objects[index].parent
        }
        return result
    }

    /// How a storyboard's scenes can be shown, by the index of each scene's controller: a scene reached by nothing
    /// in the file (not the initial one, no segue leading to it) shows only when code instantiates it, by its
    /// storyboard id, or through its class; the names that code would have to mention (none: the scene can never
    /// show). Scenes the file reaches are left out. Empty for a xib.
    public func scenesShownOnlyByCode() -> [Int: [String]] {
        guard kind == .storyboard else { return [:] }
        let reached = Set(segues.map(\.destination) + [initialViewController].compactMap { $0 })
        var result: [Int: [String]] = [:]
        for controller in objects where controller.isController && controller.parent == nil {
            if let id = controller.id, reached.contains(id) { continue }
            let identifier = controller.attributes["storyboardIdentifier"]
            // An id code could spell otherwise than as a name (lower case, dots, spaces) is taken as reached.
            if let identifier, !identifier.isEmpty, !(identifier.first!.isUppercase && identifier.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }) {
                continue
            }
            result[controller.index] = [identifier, controller.customClass].compactMap { $0 }
        }
        return result
    }

    /// The names code loads a xib by: the file's own name (`UINib(nibName: "OrderCell", bundle: nil)`), the classes of
    /// its top-level objects and its File's Owner (`OrderCell.nib`, `OrderViewController()`). Nil for a storyboard.
    public func xibLoadingNames(fileName: String) -> [String]? {
        guard kind == .xib else { return nil }
        let topLevel = objects.filter { $0.parent == nil }.compactMap(\.customClass)
        return [fileName] + topLevel
    }

    /// The scene (storyboard) or top-level object (xib) an object belongs to, for messages: the view controller's
    /// or owner's class, its storyboard id or title, or the top-level view's class.
    public func sceneName(of object: IBObject) -> String? {
        let chain = [object] + ancestors(of: object)
        if let controller = chain.first(where: \.isController) {
            return controller.customClass ?? controller.attributes["storyboardIdentifier"] ?? controller.attributes["title"] ?? controller.tag
        }
        if kind == .xib {
            if let owner = objects.first(where: { $0.attributes["placeholderIdentifier"] == "IBFilesOwner" })?.customClass { return owner }
            return chain.last(where: { $0.customClass != nil })?.customClass
        }
        return nil
    }
}

/// One object element of an IB file: `<label …>`, `<button …>`, `<viewController …>`.
public struct IBObject: Sendable {
    public var index: Int
    /// The element's name: `label`, `imageView`, `viewController`, `tableViewCell`.
    public var tag: String
    public var id: String?
    public var attributes: [String: String]
    public var parent: Int?
    /// 1-based line and UTF-8 byte offsets of the opening tag (`<label` … `>`).
    public var line: Int
    public var tagStart: Int
    /// Where the opening tag's name ends: new attributes are written after it.
    public var nameEnd: Int
    /// Where the opening tag ends (just before `>` or `/>`).
    public var tagEnd: Int
    public var font: IBFont?
    public var accessibility: IBAccessibility?
    /// Button titles and images per state (`normal`, `selected`…), and the iOS 15 button configuration's.
    public var titles: [String] = []
    public var images: [String] = []
    /// The object sends an action (`<action selector=…>` among its connections).
    public var hasAction = false
    /// The selectors of the actions the object sends (`imageLongPressed:`), in the file's order.
    public var actionSelectors: [String] = []
    /// `userDefinedRuntimeAttribute` key paths and their values.
    public var runtimeAttributes: [String: String] = [:]
    /// The size Interface Builder laid the element out at (`<rect key="frame" … width= height=/>`).
    public var frameSize: (width: Double, height: Double)?
    /// Where Interface Builder laid the element out in its superview (the same `<rect>`'s `x` and `y`).
    public var frameOrigin: (x: Double, y: Double)?
    /// The element's own size constraints (no other item): `width`/`height`, exact or at least.
    public var sizeConstraints: [IBSizeConstraint] = []
    /// Colours set on the element by key: `textColor`, `backgroundColor`, and a button's normal-state `titleColor`.
    public var colors: [String: IBColor] = [:]

    public var customClass: String? { attributes["customClass"] }
    public var userLabel: String? { attributes["userLabel"] }

    public static let controllerTags: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "pageViewController", "splitViewController", "hostingController", "avPlayerViewController", "glkViewController",
    ]

    public var isController: Bool { Self.controllerTags.contains(tag) }

    /// `adjustsFontForContentSizeCategory="YES"` (or the runtime attribute).
    public var adjustsFontSize: Bool {
        attributes["adjustsFontForContentSizeCategory"] == "YES" || runtimeAttributes["adjustsFontForContentSizeCategory"] == "YES"
    }

    /// A non-empty accessibility label set in the file (the inspector's field or a runtime attribute).
    public var accessibilityLabel: String? {
        let label = accessibility?.label ?? runtimeAttributes["accessibilityLabel"]
        return label.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// A runtime attribute the app reads to set text or a name at run time (`localizationKey`, `accessibilityKey`):
    /// the name may come from there.
    public var hasRuntimeNaming: Bool {
        runtimeAttributes.keys.contains { key in
            let lowered = key.lowercased()
            return lowered.contains("accessibility") && lowered != "accessibilityidentifier" || lowered.contains("locali") || lowered == "title" || lowered == "text"
        }
    }

    /// True / false when the file says whether it is an accessibility element; nil when it keeps UIKit's default.
    public var isAccessibilityElement: Bool? {
        if let runtime = runtimeAttributes["isAccessibilityElement"] { return runtime == "YES" }
        return accessibility?.isElement
    }

    /// How a developer names the element in a message: its outlet-free names, best first: the label's name in
    /// the document outline, its text, its title, its image.
    public var displayName: String? {
        if let userLabel, !userLabel.isEmpty { return userLabel }
        if let text = attributes["text"], !text.isEmpty { return "“\(Self.short(text))”" }
        if let title = titles.first(where: { !$0.isEmpty }) ?? attributes["title"] { return "“\(Self.short(title))”" }
        if let placeholder = attributes["placeholder"], !placeholder.isEmpty { return "“\(Self.short(placeholder))”" }
        if let image = images.first ?? attributes["image"] { return "image '\(image)'" }
        return nil
    }

    static func short(_ text: String) -> String {
        let single = text.replacingOccurrences(of: "\n", with: " ")
        return single.count > 40 ? String(single.prefix(37)) + "…" : single
    }
}

/// `<constraint firstAttribute="height" constant="32"/>` inside an element's own `<constraints>`: its size.
public struct IBSizeConstraint: Sendable, Equatable {
    public enum Dimension: String, Sendable { case width, height }
    public var dimension: Dimension
    public var constant: Double
    /// `relation="greaterThanOrEqual"`: a minimum, not the size.
    public var isMinimum: Bool
    public var isMaximum: Bool
}

/// `<fontDescription key="fontDescription" …/>`: a text style (`style="UICTFontTextStyleBody"`) or a point size.
public struct IBFont: Sendable, Equatable {
    /// `UICTFontTextStyleTitle1`, when the font is a text style.
    public var style: String?
    public var pointSize: Double?
    /// `system`, `boldSystem`, `italicSystem`, or nil for a named font.
    public var type: String?
    public var name: String?
    public var family: String?
    public var weight: String?
    /// The line of the `<fontDescription>` element.
    public var line: Int

    public var isTextStyle: Bool { style != nil }
    /// The text style's plain name: `title1` for `UICTFontTextStyleTitle1`, `largeTitle` for `…Title0`.
    public var textStyleName: String? {
        guard let style, style.hasPrefix("UICTFontTextStyle") else { return nil }
        let name = String(style.dropFirst("UICTFontTextStyle".count))
        if name == "Title0" { return "largeTitle" }
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}

/// `<accessibility key="accessibilityConfiguration" label=… hint=…>` with its traits and element flag.
public struct IBAccessibility: Sendable, Equatable {
    public var label: String?
    public var hint: String?
    public var identifier: String?
    public var isElement: Bool?
    /// Traits switched on: `button`, `header`, `image`, `notEnabled`, `staticText`…
    public var traits: Set<String> = []
}

/// `<outlet property="titleLabel" destination="abc-12-def"/>` in the connections of `source`.
public struct IBOutlet: Sendable {
    public var source: Int
    public var property: String
    public var destination: String
    public var line: Int
}

/// `<segue destination=… kind="presentation" modalPresentationStyle="overFullScreen"/>`.
public struct IBSegue: Sendable {
    public var source: Int
    public var destination: String
    public var kind: String
    public var presentationStyle: String?
    public var identifier: String?
    public var line: Int
    /// Byte offsets of the opening tag, for findings.
    public var tagStart: Int
    public var tagEnd: Int
    /// The app's segue class that performs it (`kind="custom" customClass="CardSegue"`).
    public var customClass: String? = nil
}

/// A `<color>` element: components written out, an asset colour by name, or a system colour.
public enum IBColor: Sendable, Equatable {
    /// sRGB (or gray) components from 0 to 1.
    case components(red: Double, green: Double, blue: Double, alpha: Double)
    /// `name="brandBlue"`: an asset colour, looked up in the file's `namedColors`.
    case named(String)
    /// `systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor="darkTextColor"`.
    case system(String)

    /// The colour a `<color>` element's attributes describe, nil when they describe none.
    public init?(attributes: [String: String]) {
        if let name = attributes["name"] { self = .named(name); return }
        if let name = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] { self = .system(name); return }
        let number: (String) -> Double? = { attributes[$0].flatMap(Double.init) }
        let alpha = number("alpha") ?? 1
        if let white = number("white") {
            self = .components(red: white, green: white, blue: white, alpha: alpha)
        } else if let red = number("red"), let green = number("green"), let blue = number("blue") {
            self = .components(red: red, green: green, blue: blue, alpha: alpha)
        } else {
            return nil
        }
    }
}
