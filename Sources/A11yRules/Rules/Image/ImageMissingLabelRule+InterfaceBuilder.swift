import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `ImageMissingLabelRule`: an image view the file makes an accessibility
/// element (the Accessibility inspector's "Enabled") with no label. Image views are not elements by default,
/// as in code; the outlet's code may still label it or hide it.
extension ImageMissingLabelRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "image views made accessibility elements without a label."

    /// Words that name a disclosure indicator (`chevron-right`, `disclosureIndicator`).
    static let disclosureWords: Set<String> = ["chevron", "disclosure"]

    /// A disclosure indicator by its name: a chevron, or an arrow pointing on (`rightArrow`, `ic_arrow_forward`).
    static func namesDisclosure(_ name: String) -> Bool {
        let words = Set(NameHeuristics.words(name))
        return !words.isDisjoint(with: disclosureWords) || words.contains("arrow") && !words.isDisjoint(with: ["right", "forward", "next", "trailing"])
    }

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for image in file.objects(["imageView"]) where image.isAccessibilityElement != true && image.accessibilityLabel == nil {
            // Not an element, and its outlet's code shows or hides it: it tells something that changes (a pinned
            // badge, a sync error), which VoiceOver never reaches. Whether it says what text beside it does
            // not is for a person to check.
            let outlets = file.outlets(to: image)
            guard !outlets.isEmpty, !image.hasRuntimeNaming, !file.isInsideElement(image) else { continue }
            // A disclosure chevron shown on the rows that open something says only that they do, which the row's
            // button trait or its action says better: nothing to miss.
            let names = image.images + outlets.map(\.property)
            if names.contains(where: Self.namesDisclosure) { continue }
            diagnoses.append(diagnosis(
                at: image, in: file,
                "\(file.describe(image)) is shown or hidden by code, but VoiceOver never reaches it",
                severity: .note,
                suggestion: "Check whether this image tells something the text beside it does not (a state, a badge); if it does, make it an accessibility element with a label, or put its meaning in the label of the element beside it.",
                lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility],
                // (Inside a view its code makes one element, such as a cell with a label of its own, it is no stop.)
                conditions: [.memberHas(outlets[0].owner, outlets[0].property, .changesWhileShown), .typeLacks(outlets[0].owner, .groupsIntoOneElement)],
                kind: .review))
        }
        for image in file.objects(["imageView"]) where image.isAccessibilityElement == true && image.accessibilityLabel == nil {
            if image.hasRuntimeNaming || file.isInsideElement(image) { continue }
            diagnoses.append(diagnosis(
                at: image, in: file,
                "\(file.describe(image)) is an accessibility element without a label; VoiceOver reads the image's name or just \"image\"",
                suggestion: "Give it a label in the Accessibility inspector (or set accessibilityLabel on its outlet) saying what it shows, or untick Accessibility Enabled when it only decorates.",
                lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility]))
        }
    }
}
