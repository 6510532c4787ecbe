/// What the rules know about SwiftUI's own views, by role. Rules compose these sets; none keeps its own list.
public enum SwiftUIViews {
    /// Views with a role of their own: VoiceOver announces them as controls.
    public static let controls: Set<String> = [
        "Button", "Toggle", "Link", "NavigationLink", "Menu", "Picker", "DatePicker", "MultiDatePicker", "Slider", "Stepper",
        "ShareLink", "PhotosPicker", "ColorPicker", "EditButton",
    ]
    /// Controls whose label is read as the control's name: what their label holds is not an element of its own.
    public static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]
    /// Fields that take text.
    public static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// The pickers whose purpose needs a name.
    public static let pickers: Set<String> = ["DatePicker", "Picker", "MultiDatePicker"]
    /// Picker styles whose options carry their own names (a section header usually says what they choose).
    public static let selfNamingPickerStyles: Set<String> = [
        "segmented", "inline", "palette", "radioGroup", "SegmentedPickerStyle", "InlinePickerStyle", "PalettePickerStyle",
        "RadioGroupPickerStyle",
    ]
    /// Views that fill the screen or a whole section.
    public static let screens: Set<String> = [
        "ScrollView", "List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "GeometryReader", "TabView",
    ]
    /// Navigation containers: each fills the space it is given and paints the system background, a whole screen with
    /// its own bar. Shown over other content, it covers it.
    public static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    /// Layout containers.
    public static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Group", "Grid", "GroupBox",
        "Section", "ViewThatFits", "ControlGroup", "ForEach", "Table", "OutlineGroup", "DisclosureGroup",
        "ScrollViewReader", "LabeledContent",
    ]
    /// Stacks whose statements are their layers or rows, one view each.
    public static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "Group"]
    /// Stacks that build their children as they scroll into view.
    public static let lazyStacks: Set<String> = ["LazyVStack", "LazyHStack"]
    /// Colours, plain shapes, gradients and spacers: what a backdrop is made of.
    public static let backdrops: Set<String> = ["Color", "Rectangle", "LinearGradient", "RadialGradient", "AngularGradient", "Spacer"]
    /// Other shapes and drawing.
    public static let shapes: Set<String> = ["RoundedRectangle", "Circle", "Capsule", "Path", "Canvas"]
    /// Content that shows something and does nothing.
    public static let content: Set<String> = [
        "Text", "Image", "Label", "AsyncImage", "ProgressView", "Divider", "EmptyView", "AnyView", "ContentUnavailableView",
        "TimelineView", "VisualEffectBlur", "Gauge", "Map", "VideoPlayer",
    ]
    /// Every SwiftUI view the rules know: a view built from them has no declaration in the project to consult.
    public static let all = controls.union(textInputs).union(pickers).union(screens).union(containers).union(backdrops)
        .union(shapes).union(content)

    /// The materials that blur what is behind them (`.ultraThinMaterial`…).
    public static let materials: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    ]
    /// Styles whose body draws a control the system already exposes with its role.
    public static let controlStyles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle"]
}
