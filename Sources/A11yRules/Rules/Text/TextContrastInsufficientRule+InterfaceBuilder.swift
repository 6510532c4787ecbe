import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `TextContrastInsufficientRule`: a label, text field, text view or button whose
/// text colour and the background behind it are both set in the file, too close in lightness. The background is
/// the object's own when it is opaque, else the nearest view around it that paints one (a cell, the scene's root
/// view). Asset colours are read at the value the file records for them (`<namedColor>`, the appearance it was
/// saved in, usually Light). Semantic text colours (`labelColor`, `secondaryLabelColor`) and translucent or
/// unknown backgrounds are left alone, as in code; code that sets the colour of the outlet or repaints the view
/// behind replaces what the file says.
extension TextContrastInsufficientRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "labels, fields, text views and buttons whose text colour and the background behind them, both set in the file, contrast too little."

    /// The colour key each kind of object draws its text in.
    static let interfaceBuilderTextColorKeys: [String: String] = [
        "label": "textColor", "textField": "textColor", "textView": "textColor", "button": "titleColor",
    ]

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        let document = file.document
        for object in file.objects(Set(Self.interfaceBuilderTextColorKeys.keys)) {
            guard let key = Self.interfaceBuilderTextColorKeys[object.tag], let written = object.colors[key],
                object.attributes["enabled"] != "NO",
                // A button with only an image draws no text in its title colour.
                object.tag != "button" || !object.titles.isEmpty,
                let behind = Self.background(behind: object, in: document),
                let foreground = Self.textColor(written, over: behind.color, in: document)
            else { continue }
            // Behind a cell's clear views, the cell's own default background: white in Light Mode, unless the table
            // or code paints the cell, which a person checks; only for the colours made for light backgrounds.
            if behind.assumed, !Self.isMadeForLightBackgrounds(foreground) { continue }
            let large = Self.isLargeText(object.font)
            let ratio = FixedColor.contrast(foreground, behind.color)
            let minimum = large ? 3.0 : 4.5
            guard ratio < minimum else { continue }
            let shown = (ratio * 10).rounded(.down) / 10
            // Code that repaints the view behind (its outlet, its class, or the scene's root view) decides instead.
            var repainted = behind.painter.index == object.index ? [] : file.conditions(for: behind.painter, lacking: .setsTextColor)
            if behind.painter.attributes["key"] == "view", let parent = behind.painter.parent,
                document.objects[parent].isController, let controller = document.objects[parent].customClass
            {
                repainted.append(.memberLacks(controller, "view", .setsTextColor))
            }
            diagnoses += self.diagnoses(
                at: object, in: file,
                "\(file.describe(object)) draws \(foreground.name) text on \(behind.color.name), a contrast ratio of \(shown):1, below the \(large ? "3" : "4.5"):1 that \(large ? "large " : "")text needs (the colours the file records)",
                classMay: "may paint its own text colour",
                suggestion: "Pick a text colour with at least \(large ? "3" : "4.5"):1 against its background in the Attributes inspector (a darker shade, or Label / Secondary Label on a system background), and check Dark Mode too.",
                lacking: [.setsTextColor], conditions: repainted, kind: behind.assumed ? .review : .defect)
        }
    }

    /// The opaque colour behind an object's text, and the object that paints it: its own background, or the nearest
    /// view around it with one. A clear background lets the search go on; a translucent one, or none up to the
    /// scene, leaves the background unknown, except in a table view cell, which draws its default white
    /// (`assumed`: what the table or code does with the cell may change it).
    static func background(behind object: IBObject, in document: IBDocument) -> (color: FixedColor, painter: IBObject, assumed: Bool)? {
        for candidate in [object] + document.ancestors(of: object) {
            if candidate.isController { return nil }
            if candidate.tag == "tableViewCell", candidate.colors["backgroundColor"] == nil {
                return (FixedColor(1, 1, 1, name: "the cell's default white"), candidate, true)
            }
            guard let written = candidate.colors["backgroundColor"], let (color, alpha) = resolve(written, in: document) else {
                // A colour the file cannot tell (an unknown asset, a pattern): nothing is known behind.
                if candidate.colors["backgroundColor"] != nil { return nil }
                continue
            }
            if alpha == 0 { continue }
            return alpha == 1 ? (color, candidate, false) : nil
        }
        return nil
    }

    /// The text colour, blended over the background when translucent; nil for semantic colours and unknown assets.
    static func textColor(_ written: IBColor, over background: FixedColor, in document: IBDocument) -> FixedColor? {
        if case .system(let name) = written, semanticTextColors.contains(name) { return nil }
        guard let (color, alpha) = resolve(written, in: document), alpha > 0 else { return nil }
        guard alpha < 1 else { return color }
        let mix = { (front: Double, back: Double) in front * alpha + back * (1 - alpha) }
        return FixedColor(
            mix(color.red, background.red), mix(color.green, background.green), mix(color.blue, background.blue),
            name: "\(color.name) at \(Int((alpha * 100).rounded())) %")
    }

    /// Label colours that follow the appearance and the Increase Contrast setting: the system's own choice.
    static let semanticTextColors: Set<String> = [
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "placeholderTextColor",
        "lightTextColor", "linkColor", "tintColor",
    ]

    /// The system colours' light-mode values, under the names Interface Builder writes (`systemBlueColor`).
    static let interfaceBuilderSystemColors: [String: FixedColor] = [
        "systemBackgroundColor": .init(1, 1, 1, name: "System Background"),
        "secondarySystemBackgroundColor": .init(bytes: 242, 242, 247, name: "Secondary System Background"),
        "tertiarySystemBackgroundColor": .init(1, 1, 1, name: "Tertiary System Background"),
        "systemGroupedBackgroundColor": .init(bytes: 242, 242, 247, name: "System Grouped Background"),
        "groupTableViewBackgroundColor": .init(bytes: 242, 242, 247, name: "Group Table View Background"),
        "secondarySystemGroupedBackgroundColor": .init(1, 1, 1, name: "Secondary System Grouped Background"),
        "tertiarySystemGroupedBackgroundColor": .init(bytes: 242, 242, 247, name: "Tertiary System Grouped Background"),
        "darkTextColor": .init(0, 0, 0, name: "Dark Text"),
    ]

    /// An `IBColor`'s value and opacity, when the file tells it.
    static func resolve(_ written: IBColor, in document: IBDocument, depth: Int = 0) -> (FixedColor, Double)? {
        switch written {
        case .components(let red, let green, let blue, let alpha):
            return (FixedColor(red, green, blue, name: FixedColor.hexName(red, green, blue)), alpha)
        case .named(let name):
            guard depth < 2, let value = document.namedColors[name], let (color, alpha) = resolve(value, in: document, depth: depth + 1) else { return nil }
            return (FixedColor(color.red, color.green, color.blue, name: "'\(name)' (\(color.name))"), alpha)
        case .system(let name):
            if name == "clearColor" { return (FixedColor(0, 0, 0, name: "clear"), 0) }
            if let color = interfaceBuilderSystemColors[name] { return (color, 1) }
            // `whiteColor`, `lightGrayColor`, `systemRedColor`: UIKit's named colours.
            guard name.hasSuffix("Color"), let color = FixedColor.uiKit[String(name.dropLast(5))] else { return nil }
            return (color, 1)
        }
    }

    /// WCAG's large text: 18 points, or 14 points bold; the Title 3 text style and larger.
    static func isLargeText(_ font: IBFont?) -> Bool {
        guard let font else { return false }
        if let style = font.textStyleName { return ["largeTitle", "title1", "title2", "title3"].contains(style) }
        guard let size = font.pointSize else { return false }
        let weightWords = [font.type, font.weight, font.name].compactMap { $0?.lowercased() }
        let bold = weightWords.contains { $0.contains("bold") || $0.contains("heavy") || $0.contains("black") }
        return size >= 18 || (size >= 14 && bold)
    }
}
