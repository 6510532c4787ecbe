import A11yCore
import A11yInterfaceBuilder

/// One storyboard or xib, as the rules that read Interface Builder see it: the document, and the questions
/// they share (what to call an object in a message, which Swift properties it is connected to, whether VoiceOver
/// reaches it on its own).
public final class IBFileContext {
    public let path: String
    public let document: IBDocument
    public let settings: AnalysisSettings

    public init(path: String, document: IBDocument, settings: AnalysisSettings = AnalysisSettings()) {
        self.path = path
        self.document = document
        self.settings = settings
    }

    /// A rule option's value: the configured one, or its declared default.
    public func value(of option: RuleOptionDescription) -> OptionValue {
        settings.option(option.key, of: option.rule) ?? option.defaultValue
    }

    /// The objects with one of these tags, in document order.
    public func objects(_ tags: Set<String>) -> [IBObject] {
        document.objects.filter { tags.contains($0.tag) }
    }

    /// `label 'titleLabel' (“Welcome”) in 'LoginViewController'`: the kind of object, its outlet name, then what
    /// it shows, and its scene. Never only an id.
    public func describe(_ object: IBObject) -> String {
        var text = Self.kindNames[object.tag] ?? object.tag
        let outlets = outlets(to: object)
        if let outlet = outlets.first {
            text += " '\(outlet.property)'"
            if let shown = object.displayName { text += " (\(shown))" }
        } else if let shown = object.displayName {
            text += " \(shown)"
        } else if let custom = object.customClass {
            text += " of class \(custom)"
        }
        if let scene = document.sceneName(of: object) { text += " in '\(scene)'" }
        return text
    }

    package static let kindNames: [String: String] = [
        "label": "label", "button": "button", "imageView": "image view", "textField": "text field", "textView": "text view",
        "switch": "switch", "slider": "slider", "stepper": "stepper", "datePicker": "date picker", "pickerView": "picker",
        "barButtonItem": "bar button", "segmentedControl": "segmented control",
    ]

    /// The Swift properties this object is connected to, as `(class, property)`: its outlets, and for a bar item
    /// the storyboard places in a controller's navigation item (`key="rightBarButtonItem"`), that controller's
    /// `navigationItem.rightBarButtonItem`.
    public func outlets(to object: IBObject) -> [(owner: String, property: String)] {
        var result = document.outlets(to: object)
        if let key = object.attributes["key"], key.hasSuffix("BarButtonItem") || key == "titleView",
            let parent = object.parent, document.objects[parent].tag == "navigationItem",
            let controller = document.ancestors(of: object).first(where: \.isController), let owner = controller.customClass
        {
            result.append((owner, key))
        }
        // A cell style's own labels and image (`<tableViewCell textLabel="…" detailTextLabel="…">` naming them): the
        // cell class reaches them as `textLabel`, `detailTextLabel`, `imageView`.
        if let id = object.id, let cell = document.ancestors(of: object).first(where: { $0.tag == "tableViewCell" }), let owner = cell.customClass {
            for key in ["textLabel", "detailTextLabel", "imageView"] where cell.attributes[key] == id {
                result.append((owner, key))
            }
        }
        return result
    }

    /// Conditions under which Swift code has not already given the object the fact (`adjustsFontSize`,
    /// `setsAccessibilityLabel`…): code on every outlet connected to it, and its custom class's own code.
    public func conditions(for object: IBObject, lacking fact: TypeFact) -> [ProjectCondition] {
        var conditions = outlets(to: object).map { ProjectCondition.memberLacks($0.owner, $0.property, fact) }
        if let custom = object.customClass, !FrameworkTypes.contains(custom) { conditions.append(.typeLacks(custom, fact)) }
        return conditions
    }

    /// The object is inside a view the file makes one accessibility element (a card or a cell made one element):
    /// VoiceOver reads that container, not the object alone.
    public func isInsideElement(_ object: IBObject) -> Bool {
        document.ancestors(of: object).contains { ancestor in
            ancestor.isAccessibilityElement == true && !ancestor.isController
        }
    }

    /// The text a label shows as the file writes it, trimmed, and whether Swift code reaches the label (through an
    /// outlet, or by its tag) and may replace that text.
    package func writtenText(of object: IBObject) -> (text: String, reachedByCode: Bool) {
        let text = (object.attributes["text"] ?? "").trimmingCharacters(in: .whitespaces)
        return (text, !outlets(to: object).isEmpty || object.attributes["tag"] != nil)
    }

    /// A label that draws a glyph as part of a picture (a `+` or `/` set large between two icons): no letter or
    /// digit, and no code that could put real text in it. A blank label is a placeholder, not a glyph.
    package func isDrawnGlyph(_ object: IBObject) -> Bool {
        guard object.tag == "label" else { return false }
        let written = writtenText(of: object)
        return !written.reachedByCode && !written.text.isEmpty && !written.text.contains { $0.isLetter || $0.isNumber }
    }

    /// The file hides the object from VoiceOver (`isElement` off for an object that is an element by default).
    public func isHiddenFromAccessibility(_ object: IBObject) -> Bool {
        object.isAccessibilityElement == false || object.runtimeAttributes["accessibilityElementsHidden"] == "YES"
    }

    /// The ids that identify a finding on this object across edits of the file.
    public func identity(of object: IBObject) -> [String] {
        [document.sceneName(of: object) ?? "", object.tag, object.id ?? ""]
    }

    /// Where the object sits, for the finding's notes: its outlets.
    public func notes(for object: IBObject) -> [String] {
        let outlets = outlets(to: object)
        guard !outlets.isEmpty else { return [] }
        return ["Connected to " + outlets.map { "\($0.owner).\($0.property)" }.joined(separator: ", ") + "; code that sets the same property there overrides the file."]
    }
}
