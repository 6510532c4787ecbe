import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `TouchTargetTooSmallRule`: a button the file sizes below 44 × 44 points, by
/// its own width or height constraint, or by the frame Interface Builder laid it out at when no constraint
/// says otherwise. Buttons in navigation bars, toolbars and tab bars (which the system pads), hidden or
/// untouchable ones, and those whose class widens its tap area in code are left alone.
extension TouchTargetTooSmallRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "buttons sized below 44 × 44 points by their constraints or their laid-out frame."

    static let paddedBars: Set<String> = ["navigationBar", "toolbar", "tabBar", "navigationItem"]

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for button in file.objects(["button"]) {
            guard button.attributes["hidden"] != "YES", button.attributes["userInteractionEnabled"] != "NO",
                button.attributes["alpha"].flatMap(Double.init) != 0,
                !file.document.ancestors(of: button).contains(where: { Self.paddedBars.contains($0.tag) })
            else { continue }
            // A button with no action, no segue, no outlet and no tag code could find it by does nothing when touched
            // (a chevron drawn as a button beside a row that takes the tap): there is nothing to aim at.
            if !button.hasAction, button.attributes["tag"] == nil, file.outlets(to: button).isEmpty,
                !file.document.segues.contains(where: { $0.source == button.index })
            {
                continue
            }
            func size(_ dimension: IBSizeConstraint.Dimension, frame: Double?) -> Double? {
                let own = button.sizeConstraints.filter { $0.dimension == dimension }
                // A minimum of 44 or more settles it; an exact constant is the size; otherwise the laid-out frame.
                if own.contains(where: { $0.isMinimum && $0.constant >= Self.minimum }) { return nil }
                return own.first(where: { !$0.isMinimum && !$0.isMaximum })?.constant ?? frame
            }
            // A side held to at least 44 is fine; the other side alone can still make the button too small
            // (`width >= 128`, `height = 40`). The message then gives the laid-out size of the fine side.
            let checkedWidth = size(.width, frame: button.frameSize?.width)
            let checkedHeight = size(.height, frame: button.frameSize?.height)
            let small = [checkedWidth, checkedHeight].compactMap { $0 }.contains { $0 < Self.minimum }
            guard small, let width = checkedWidth ?? button.frameSize?.width, let height = checkedHeight ?? button.frameSize?.height else { continue }
            var conditions: [ProjectCondition] = []
            if let custom = button.customClass, !FrameworkTypes.contains(custom) { conditions.append(.typeLacks(custom, .widensTapArea)) }
            diagnoses.append(diagnosis(
                at: button, in: file,
                "\(file.describe(button)) is \(Self.points(width)) × \(Self.points(height)) points, below the 44 × 44 minimum; people with limited dexterity miss it",
                suggestion: "Make the button at least 44 × 44 points (a constraint of at least 44 on each side; keep the image small with image insets), or widen point(inside:with:) in its class.",
                conditions: conditions))
        }
    }

    static func points(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }
}
