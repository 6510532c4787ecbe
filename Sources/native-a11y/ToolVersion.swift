import A11yEngine

enum ToolVersion {
    static let current = ToolInfo.version
}
