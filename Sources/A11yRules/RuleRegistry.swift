import A11yCore
import A11yRuleKit

/// Every rule, written out by hand so the list is easy to read and review.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        // Modal: SwiftUI and UIKit custom modals, UIKit custom presentations
        CustomModalNotModalRule.self,
        CustomModalBackgroundReachableRule.self,
        CustomModalFocusNotMovedRule.self,
        CustomModalFocusNotReturnedRule.self,
        CustomModalNoEscapeRule.self,
        ModalTapOutsideOnlyRule.self,
        CustomPresentationNotModalRule.self,
        // Alert dialog
        AlertMissingTitleRule.self,
        AlertActionMissingTitleRule.self,
        // Time/date picker
        PickerMissingLabelRule.self,
        // Text input
        PlaceholderAsNameRule.self,
        // Controls: switches, sliders, steppers, text fields
        ControlMissingLabelRule.self,
        // Names in general
        AccessibilityLabelEmptyRule.self,
        LabelRepeatsRoleRule.self,
        // Images
        ImageMissingLabelRule.self,
        // Headings
        HeadingNotMarkedRule.self,
        // Hidden controls
        InteractiveElementHiddenRule.self,
        // Rows and cards
        RowNotGroupedRule.self,
        // Button: name, role and state
        IconOnlyButtonUnlabeledRule.self,
        TapGestureNotButtonRule.self,
        GestureWithoutAlternativeRule.self,
        DisabledStateNotAnnouncedRule.self,
        // Text resize
        FixedFontSizeRule.self,
        FontNotAdjustingRule.self,
        // Contrast
        TextContrastInsufficientRule.self,
        // Animation
        ReduceMotionIgnoredRule.self,
        // Touch targets
        TouchTargetTooSmallRule.self,
        // Announcements
        StatusMessageNotAnnouncedRule.self,
        ScreenChangeNotAnnouncedRule.self,
    ]

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
