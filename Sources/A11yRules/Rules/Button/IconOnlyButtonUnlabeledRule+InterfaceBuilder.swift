import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `IconOnlyButtonUnlabeledRule`: a button or bar button that shows only an
/// image, with no title in any state and no accessibility label, neither in the file nor on its outlet.
extension IconOnlyButtonUnlabeledRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "buttons and bar buttons that show only an image."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for button in file.objects(["button", "barButtonItem"]) {
            guard !button.images.isEmpty, button.titles.allSatisfy(\.isEmpty), button.attributes["title"]?.isEmpty ?? true,
                button.attributes["systemItem"] == nil, button.accessibilityLabel == nil, !button.hasRuntimeNaming,
                !file.isHiddenFromAccessibility(button), !file.isInsideElement(button)
            else { continue }
            let symbols = button.images.filter { file.document.systemImages.contains($0) }
            let isSymbol = symbols.count == button.images.count
            let image = button.images[0]
            let action = isSymbol ? SymbolNames.action(for: image) : nil
            if isSymbol && SymbolNames.mayNameAction(image) {
                diagnoses.append(diagnosis(
                    at: button, in: file, SymbolNames.reviewMessage(file.describe(button), symbol: image),
                    severity: .note, suggestion: SymbolNames.reviewCheck(for: image, swiftUI: false),
                    lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility], kind: .review))
                continue
            }
            // UIKit falls back to the asset's name: one action word ("close") names the action; other words
            // ("sheetCornerClose") may, which a person checks.
            if !isSymbol, AssetNames.isActionWord(image) { continue }
            if !isSymbol, AssetNames.isReadable(image) {
                diagnoses.append(diagnosis(
                    at: button, in: file,
                    "\(file.describe(button)) shows only the image '\(image)'; VoiceOver reads that name, which may or may not name the action",
                    severity: .note, suggestion: Self.assetReviewCheck(image, swiftUI: false),
                    lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility], kind: .review))
                continue
            }
            diagnoses.append(diagnosis(
                at: button, in: file,
                "\(file.describe(button)) shows only the image '\(image)' and has no accessibility label; VoiceOver reads "
                    + (isSymbol ? "the symbol's name" : "the image's file name, or nothing"),
                severity: isSymbol ? .warning : nil,
                suggestion: "Set a label in the Accessibility inspector (or accessibilityLabel on its outlet) that names the action"
                    + (action.map { ", such as \"\($0)\"" } ?? "") + ".",
                lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility]))
        }
    }
}
