import A11yCore
import A11yRuleKit

/// Every rule, and the ids rules once had. The list itself (`all`) is generated from the rule types declared
/// under Rules/ into `RuleRegistry+All.swift`: a rule is added by writing its two files.
public enum RuleRegistry {
    /// Ids that named a rule once, and the rule that now covers the defect. One id stands for one defect
    /// whatever the framework; the UIKit twins were folded into it. Configuration files, `--only`/`--disable`,
    /// suppression comments and baselines still accept the old ids, with a note naming the new one.
    public static let renamed: [RuleID: RuleID] = [
        "uikit-custom-modal-not-modal": "custom-modal-not-modal",
        "uikit-custom-modal-focus-not-moved": "custom-modal-focus-not-moved",
        "uikit-custom-modal-no-escape": "custom-modal-no-escape",
        "uikit-custom-presentation-not-modal": "custom-presentation-not-modal",
        "uikit-picker-missing-label": "picker-missing-label",
    ]

    /// The current id for `id`: itself, or the rule an old id was folded into.
    public static func canonical(_ id: RuleID) -> RuleID { renamed[id] ?? id }

    public static let descriptions: [RuleDescription] = all.map { $0.description }.sorted { $0.id < $1.id }

    public static func rule(_ id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
