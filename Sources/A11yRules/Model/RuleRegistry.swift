import A11yCore

/// Every rule, written out by hand so the list is easy to read and review.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        // Modal: SwiftUI
        CustomModalNotModalRule.self,
        CustomModalBackgroundReachableRule.self,
        CustomModalFocusNotMovedRule.self,
        CustomModalNoEscapeRule.self,
        ModalTapOutsideOnlyRule.self,
        // Modal: UIKit
        UIKitCustomModalNotModalRule.self,
        UIKitCustomModalFocusNotMovedRule.self,
        UIKitCustomModalNoEscapeRule.self,
        UIKitCustomPresentationNotModalRule.self,
        // Alert dialog: SwiftUI and UIKit
        AlertMissingTitleRule.self,
        AlertActionMissingTitleRule.self,
        // Time/date picker
        PickerMissingLabelRule.self,
        UIKitPickerMissingLabelRule.self,
        // Text input
        PlaceholderAsNameRule.self,
        // Button: name, role and state
        IconOnlyButtonUnlabeledRule.self,
        TapGestureNotButtonRule.self,
        DisabledStateNotAnnouncedRule.self,
        // Text resize
        FixedFontSizeRule.self,
    ]

    public static let descriptions: [RuleDescription] = all.map { $0.description }.sorted { $0.id < $1.id }

    public static func rule(_ id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
