import A11yCore
import A11yInterfaceBuilder

/// What a storyboard or xib tells Swift code elsewhere: for each outlet, what the file sets on the connected
/// object (its name, header trait, font scaling), recorded under the property's member key, where the Swift
/// rules that judge code on that outlet look.
public enum InterfaceBuilderFacts {
    public static func summaries(for file: IBFileContext) -> [TypeSummary] {
        var facts: [String: Set<TypeFact>] = [:]
        let document = file.document
        for object in document.objects {
            let outlets = file.outlets(to: object)
            guard !outlets.isEmpty else { continue }
            var known: Set<TypeFact> = [.connectedInInterfaceBuilder]
            if object.accessibilityLabel != nil || object.hasRuntimeNaming || object.titles.contains(where: { !$0.isEmpty }) && object.tag != "label" {
                known.insert(.setsAccessibilityLabel)
            }
            if object.adjustsFontSize { known.insert(.adjustsFontSize) }
            if object.accessibility?.traits.contains("header") == true { known.insert(.marksHeader) }
            if object.accessibility?.traits.contains("button") == true || object.accessibility?.traits.contains("link") == true {
                known.insert(.actsAsButton)
            }
            if file.isHiddenFromAccessibility(object) { known.insert(.hiddenFromAccessibility) }
            for outlet in outlets {
                facts[TypeSummary.memberKey(outlet.owner, outlet.property), default: []].formUnion(known)
            }
        }
        // A view or controller whose file gives it a control (a popup's OK and Cancel buttons in its xib) offers
        // a way out other than a tap on its background.
        let controlTags: Set<String> = ["button", "switch", "segmentedControl", "barButtonItem", "tableView", "collectionView", "textField"]
        let filesOwner = document.kind == .xib ? document.objects.first { $0.attributes["placeholderIdentifier"] == "IBFilesOwner" }?.customClass : nil
        for control in document.objects where controlTags.contains(control.tag) {
            var owners = document.ancestors(of: control).compactMap(\.customClass).filter { !FrameworkTypes.contains($0) }
            if let filesOwner { owners.append(filesOwner) }
            for owner in owners { facts[owner, default: []].insert(.offersControl) }
        }
        // The functions the file's controls send (`<action selector="skipTapped:">` on a button, a bar button item, a
        // switch): reached from a control, for a gesture elsewhere that runs the same one. A gesture recognizer's own
        // action is not a control's.
        for object in document.objects where !object.tag.hasSuffix("GestureRecognizer") {
            for selector in object.actionSelectors {
                let name = String(selector.prefix { $0 != ":" })
                if !name.isEmpty { facts[TypeSummary.functionKey(name), default: []].insert(.reachedFromControl) }
            }
        }
        return facts.keys.sorted().map { TypeSummary(name: $0, facts: facts[$0] ?? []) }
    }
}
