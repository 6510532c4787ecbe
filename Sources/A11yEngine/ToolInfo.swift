/// The tool's name and version, shown by `--version` and written into reports and the cache key.
public enum ToolInfo {
    public static let name = "native-a11y"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/native-a11y/native-a11y"
}
