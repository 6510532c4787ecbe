import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `RowNotGroupedRule`: a collection view cell laid out with a picture and two or more
/// labels. Unlike a table view cell, a collection view cell does not read its labels together, so VoiceOver stops on
/// each piece unless the file, the cell's class or the code that fills it makes the cell one element.
extension RowNotGroupedRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "collection view cells with a picture and two or more labels that nothing makes one element."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        let cells = file.objects(["collectionViewCell"])
        guard !cells.isEmpty else { return }
        var labels: [Int: Int] = [:]
        var pictures: [Int: Int] = [:]
        var controls: Set<Int> = []
        for object in file.document.objects {
            let tag = object.tag
            guard tag == "label" || tag == "imageView" || ControlComponents.interfaceBuilder[tag] != nil,
                let cell = file.document.ancestors(of: object).first(where: { $0.tag == "collectionViewCell" })
            else { continue }
            // A hidden piece, or one inside a part the file makes one element, is not a stop of its own.
            if object.attributes["hidden"] == "YES" || file.isHiddenFromAccessibility(object) { continue }
            switch tag {
            case "label": labels[cell.index, default: 0] += 1
            case "imageView": pictures[cell.index, default: 0] += 1
            default: controls.insert(cell.index)
            }
        }
        for cell in cells {
            let count = labels[cell.index] ?? 0
            // A cell with a control of its own (a button, a switch) is read piece by piece on purpose: the control
            // must stay reachable.
            guard count >= 2, (pictures[cell.index] ?? 0) >= 1, !controls.contains(cell.index),
                cell.isAccessibilityElement != true, cell.accessibilityLabel == nil, !file.isHiddenFromAccessibility(cell)
            else { continue }
            diagnoses.append(diagnosis(
                at: cell, in: file,
                "\(file.describe(cell)) lays out a picture and \(count) labels that VoiceOver reads as separate stops; make the cell one element",
                severity: .note,
                suggestion: "Set isAccessibilityElement = true on the cell with an accessibilityLabel built from its texts (in the cell's class or where it is filled), or tick Accessibility Enabled on the cell and give it a label.",
                lacking: [.groupsIntoOneElement]))
        }
    }
}
