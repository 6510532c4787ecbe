import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `HeadingNotMarkedRule`: a label set in a title text style (Large Title,
/// Title 1, Title 2) without the Header trait, in the file or on its outlet. A label that only looks like a title
/// (bold or semibold at 17 points or more, 22 points or more, the Headline style) may title a section or may
/// not: it is left for review.
extension HeadingNotMarkedRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "labels in a title text style without the Header trait."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for label in file.objects(["label"]) {
            guard let font = label.font, label.accessibility?.traits.contains("header") != true,
                !file.isHiddenFromAccessibility(label), !file.isInsideElement(label)
            else { continue }
            // What it shows and what it is called must read as a title: words, not a glyph or a number, and not a
            // label named for an error or a subtitle. A label in a cell titles one row. A sentence in a bold or
            // large font is emphasis; in a title style, it is the title.
            // Text the code replaces through an outlet is a placeholder (`-`, `0`): the file's text says nothing then.
            let written = file.writtenText(of: label)
            if !written.reachedByCode, !written.text.isEmpty, !Self.hasWord(written.text) { continue }
            let titleStyle = font.textStyleName.map(Self.uiKitTitleStyles.contains) ?? false
            let names = file.outlets(to: label).map(\.property) + [label.userLabel].compactMap { $0 }
            if names.contains(where: Self.namesNonHeading) { continue }
            // (A sentence stays a sentence even where the code can replace it, unless the developer named the label
            // a title: "Set your passcode." in a label called Title heads its screen.)
            if !titleStyle, !names.contains(where: Self.namesTitle), !written.text.isEmpty, Self.readsAsSentence(written.text) { continue }
            // A label in a cell of a list titles one row; a static table's cells are the screen's layout, where a
            // title is a title.
            let ancestors = file.document.ancestors(of: label)
            let inStaticTable = ancestors.contains { $0.tag == "tableView" && $0.attributes["dataMode"] == "static" }
            if !inStaticTable, ancestors.contains(where: { ["tableViewCell", "collectionViewCell"].contains($0.tag) }) { continue }
            // In a static table too, a cell the user selects (a row that opens a screen or runs an action) is a row,
            // and its label names that row: only a cell that cannot be selected can hold a title.
            if inStaticTable, let cell = ancestors.first(where: { $0.tag == "tableViewCell" }), cell.attributes["selectionStyle"] != "none" {
                continue
            }
            // A label on the same line as a value or a field names that value ("Title" beside the item's title,
            // "Tags:" before the tags): a field's name, read with its value, not a heading over a section.
            if Self.namesFieldBeside(label, in: file.document) { continue }
            if let style = font.textStyleName, Self.uiKitTitleStyles.contains(style) {
                diagnoses.append(diagnosis(
                    at: label, in: file,
                    "\(file.describe(label)) is styled as a title (\(style)) but is not marked as a heading",
                    suggestion: "Tick the Header trait in the Accessibility inspector, or add .header to its outlet's accessibilityTraits.",
                    lacking: [.marksHeader]))
            } else if Self.looksLikeTitle(font) || Self.headingStyleName(label) != nil {
                let look = Self.headingStyleName(label).map { "the app's heading style '\($0)'" } ?? "a title-like font"
                diagnoses.append(diagnosis(
                    at: label, in: file,
                    "\(file.describe(label)) is set in \(look) and is not marked as a heading",
                    severity: .note,
                    suggestion: "Check whether this label titles its screen or a section; if it does, tick the Header trait (or add .header to its outlet's accessibilityTraits).",
                    lacking: [.marksHeader], kind: .review))
            }
        }
    }

    /// A style the app's code applies by name, set as a runtime attribute (`styleName` = `h2`, `textStyle` =
    /// `sectionTitle`), that names a heading: `h1`…`h6`, or a name with title, heading or headline in it.
    static func headingStyleName(_ label: IBObject) -> String? {
        for (keyPath, value) in label.runtimeAttributes where keyPath.lowercased().contains("style") {
            let lowered = value.lowercased()
            if lowered.count >= 2, lowered.first == "h", let level = lowered.dropFirst().first, ("1"..."6").contains(level) { return value }
            if !Set(NameHeuristics.words(value)).isDisjoint(with: ["title", "heading", "headline"]) || Self.namesHeadingStyle(value) { return value }
        }
        return nil
    }

    /// True when the label ends in a colon, or when another text element of the same superview (a label, a field, a
    /// text view) sits beside it on the same line, as Interface Builder laid them out (the frames share most of
    /// their height and do not overlap across). A title-sized label (20 points or more) larger than the text beside
    /// it ("What's New" before a "See All") still heads its section; a field's name is often bolder or larger than
    /// its value.
    static func namesFieldBeside(_ label: IBObject, in document: IBDocument) -> Bool {
        if let text = label.attributes["text"]?.trimmingCharacters(in: .whitespaces), text.hasSuffix(":") { return true }
        // (Elements the file hides are shown by code, maybe one instead of the other: they need not share a line.)
        guard let parent = label.parent, label.attributes["hidden"] != "YES", let origin = label.frameOrigin, let size = label.frameSize, size.height > 0
        else { return false }
        let labelSize = label.font.flatMap(Self.pointSize)
        return document.objects.contains { other in
            guard other.index != label.index, other.parent == parent, ["label", "textField", "textView"].contains(other.tag),
                other.attributes["hidden"] != "YES",
                let otherOrigin = other.frameOrigin, let otherSize = other.frameSize, otherSize.height > 0, otherSize.width > 0
            else { return false }
            if let labelSize, labelSize >= 20, let otherFontSize = other.font.flatMap(Self.pointSize), otherFontSize < labelSize { return false }
            let shared = min(origin.y + size.height, otherOrigin.y + otherSize.height) - max(origin.y, otherOrigin.y)
            let apart = origin.x + size.width <= otherOrigin.x || otherOrigin.x + otherSize.width <= origin.x
            return apart && shared >= 0.5 * min(size.height, otherSize.height)
        }
    }

    /// The size a font is drawn at by default: its point size, or its text style's size at the default text size.
    static func pointSize(_ font: IBFont) -> Double? {
        font.pointSize ?? font.textStyleName.flatMap(TextStyles.uiKitSize)
    }

    /// Bold or semibold at 17 points or more, any font at 22 or more, or the Headline text style.
    static func looksLikeTitle(_ font: IBFont) -> Bool {
        if font.textStyleName == "headline" { return true }
        guard let size = font.pointSize else { return false }
        let bold = font.type == "boldSystem" || FontAPIs.boldWeights.contains(font.weight ?? "")
            || (font.name ?? "").lowercased().contains("bold")
        return size >= 22 || bold && size >= 17
    }
}
