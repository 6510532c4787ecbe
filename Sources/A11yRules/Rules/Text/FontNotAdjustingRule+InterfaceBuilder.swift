import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `FontNotAdjustingRule`: a label, text field or text view with a text-style
/// font but without "Automatically Adjusts Font", so its text keeps its size until the screen is built again.
/// Corrected in the file itself: `adjustsFontForContentSizeCategory="YES"` is added to the element's tag and
/// nothing else changes.
extension FontNotAdjustingRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "text-style fonts without Automatically Adjusts Font (the correction ticks it)."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for object in file.objects(["label", "textField", "textView"]) {
            // A glyph drawn large between two icons (`+`, `/`) is part of the picture, not text to read at a size.
            if file.isDrawnGlyph(object) { continue }
            guard let font = object.font, font.isTextStyle, !object.adjustsFontSize, object.nameEnd > object.tagStart else { continue }
            let fix = Fix(
                title: "Tick Automatically Adjusts Font (adjustsFontForContentSizeCategory=\"YES\")",
                edits: [TextEdit(start: object.nameEnd, end: object.nameEnd, replacement: " adjustsFontForContentSizeCategory=\"YES\"")])
            diagnoses += self.diagnoses(
                at: object, in: file,
                "\(file.describe(object)) uses the \(font.textStyleName ?? "text") style but does not adjust its font when the text size changes",
                classMay: "may adjust its font itself",
                criterion: object.tag == "label" ? nil : UIKitTextTarget.textResize("text-input"),
                suggestion: "Tick Automatically Adjusts Font in the Attributes inspector, or set adjustsFontForContentSizeCategory = true on its outlet.",
                fix: fix,
                lacking: [.adjustsFontSize])
        }
    }
}
