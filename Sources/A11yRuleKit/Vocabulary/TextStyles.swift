/// The text styles that title a screen or a section, as each framework names them.
public enum TextStyles {
    /// `.title3` is left out: on real screens it styled field captions and row titles more often than
    /// section titles.
    public static let swiftUITitles: Set<String> = ["largeTitle", "title", "title2"]
    public static let uiKitTitles: Set<String> = ["largeTitle", "title1", "title2"]
}
