/// What the rules know about UIKit's own classes, by role. Rules compose these sets; none keeps its own list.
public enum UIKitClasses {
    /// Controls whose enabled state VoiceOver reads from `isEnabled`.
    public static let controls: Set<String> = [
        "UIButton", "UIControl", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField", "UIDatePicker",
    ]
    /// Other control views: each has a role of its own.
    public static let otherControls: Set<String> = ["UIPageControl", "UIRefreshControl"]
    /// Views that take text.
    public static let textInputs: Set<String> = ["UITextField", "UITextView", "UISearchTextField"]
    /// Pickers, whose purpose needs a name.
    public static let pickers: Set<String> = ["UIDatePicker", "UIPickerView"]
    /// Scrolling containers that fill a screen or a section.
    public static let scrollingContainers: Set<String> = ["UITableView", "UICollectionView", "UIScrollView"]
    /// Cells of those containers.
    public static let cells: Set<String> = ["UITableViewCell", "UICollectionViewCell"]
    /// Bars at a screen's edges.
    public static let bars: Set<String> = ["UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar"]
    /// Views that show something and have no role: text, images, progress, stacks.
    public static let content: Set<String> = ["UILabel", "UIImageView", "UIActivityIndicatorView", "UIProgressView", "UIStackView"]

    /// Views that are never a modal on their own.
    public static let neverModal = content.union(controls.subtracting(["UIControl"])).union(otherControls).union(textInputs)
        .union(pickers).union(scrollingContainers).union(bars)

    /// System controllers that present themselves (share sheet, Safari, mail, pickers, alerts): a controller
    /// that only shows one is a host, not a modal.
    public static let systemControllers: Set<String> = [
        "UIActivityViewController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIImagePickerController", "UIDocumentPickerViewController",
        "PHPickerViewController", "UIDocumentInteractionController", "UIAlertController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UIPrintInteractionController",
        "SKStoreProductViewController", "UIReferenceLibraryViewController", "CNContactPickerViewController",
        "EKEventEditViewController", "QLPreviewController", "AVPlayerViewController",
    ]
    /// `UIFont` factories that take a point size and do not scale.
    public static let fixedSizeFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont", "UIFont",
    ]
}
