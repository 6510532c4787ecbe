/// Names of types that belong to Apple's UI frameworks rather than to the audited project.
///
/// The project index follows supertypes so that `PromoDialog: BaseDialog` inherits what `BaseDialog` does.
/// It must not follow them into a framework type: an app's `extension UIViewController { func share() … }`
/// or `extension View { func dimmed() … }` says nothing about every controller or view of the app.
public enum FrameworkTypes {
    /// SwiftUI protocols every view or modifier conforms to.
    static let swiftUIRoots: Set<String> = ["View", "ViewModifier", "Shape", "ButtonStyle", "ToggleStyle", "PrimitiveButtonStyle"]

    /// `UIViewController`, `UIView`, `NSObject`, `View`: declared by the frameworks.
    public static func contains(_ name: String) -> Bool {
        if swiftUIRoots.contains(name) { return true }
        let characters = Array(name.utf8.prefix(3))
        guard characters.count == 3 else { return false }
        let isUpper: (UInt8) -> Bool = { $0 >= 65 && $0 <= 90 }
        // UI…, NS…, CA…, SK…, AV…: two capitals then a capital starting the word.
        return ["UI", "NS"].contains(String(decoding: characters[0..<2], as: UTF8.self)) && isUpper(characters[2])
    }
}
