import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `FixedFontSizeRule`: a label, button, text field or text view whose font is a
/// point size (System 17, a named font) rather than a text style. Code that sets the font of its outlet, or a
/// custom class that picks its own font, replaces what the file says, and is judged there instead; a custom class
/// the audited code does not declare (a design system's label from a package) is out of sight, so the element is
/// left for review.
extension FixedFontSizeRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "labels, buttons, fields and text views with a point-size font."

    static let interfaceBuilderTextTags: [String: String?] = [
        "label": nil, "button": "button", "textField": "text-input", "textView": "text-input",
    ]

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for object in file.objects(Set(Self.interfaceBuilderTextTags.keys)) {
            // A glyph drawn large between two icons (`+`, `/`) is part of the picture, not text to read at a size.
            if file.isDrawnGlyph(object) { continue }
            guard let font = object.font, !font.isTextStyle, let size = font.pointSize else { continue }
            // Icon fonts draw symbols, not text (as in code). An outlet or a note named for an icon says so only when the
            // element shows no words of its own: a label reading "We found an icon for you!" is text about an icon.
            let elementNames = Self.showsWords(object) ? [] : [object.userLabel].compactMap { $0 } + file.outlets(to: object).map(\.property)
            let names = [font.name, font.family].compactMap { $0 } + elementNames
            if names.contains(where: { name in NameHeuristics.words(name).contains { word in Self.iconWords.contains(word) || Self.iconWords.contains(where: word.hasPrefix) } }) {
                continue
            }
            let face = font.name.map { "'\($0)' at \(Self.points(size))" } ?? "the system font at \(Self.points(size))"
            let style = Self.nearestTextStyle(to: size)
            diagnoses += self.diagnoses(
                at: object, in: file,
                "\(file.describe(object)) uses \(face) points, which does not grow with the user's text size",
                classMay: "may set its own font",
                criterion: (Self.interfaceBuilderTextTags[object.tag] ?? nil).map(UIKitTextTarget.textResize),
                suggestion: "Choose a text style for its font in the Attributes inspector (\(style.map { "\($0.uiKit.prefix(1).uppercased() + $0.uiKit.dropFirst()) is nearest in size" } ?? "Body, Headline…")) and tick Automatically Adjusts Font; or set a UIFontMetrics-scaled font on its outlet in code.",
                lacking: [.setsFont])
        }
    }

    /// True when the file gives the element readable text of its own (two letters or more, not Xcode's "Label" or
    /// "Button" placeholder).
    static func showsWords(_ object: IBObject) -> Bool {
        guard let text = object.attributes["text"] ?? object.titles.first else { return false }
        return text.filter(\.isLetter).count >= 2 && !["Label", "Button", "Title"].contains(text)
    }

    static func points(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }
}
