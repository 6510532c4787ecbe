import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `GestureWithoutAlternativeRule`: a long press, a tap of two fingers or two taps, a
/// pinch, a swipe, a pan or a rotation that a storyboard or xib attaches to a view, whose action no control of the
/// project reaches. Review items, as for a long press in code: whether a VoiceOver user has another way in (a control
/// of the screen, an accessibility action) is for a person to check.
extension GestureWithoutAlternativeRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "gesture recognizers attached to a view (long press, two taps or two fingers, pinch, swipe, pan, rotation) whose action no control reaches."

    /// Interface Builder's element names for gesture recognizers (`pongPressGestureRecognizer` is how Xcode writes a long
    /// press), with the gesture as messages name it.
    static let recognizers: [String: String] = [
        "pongPressGestureRecognizer": "long press", "pinchGestureRecognizer": "pinch", "swipeGestureRecognizer": "swipe",
        "panGestureRecognizer": "pan", "screenEdgePanGestureRecognizer": "edge swipe", "rotationGestureRecognizer": "rotation",
        "tapGestureRecognizer": "tap",
    ]

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        let attached = Set(file.document.outlets.filter { $0.property == "gestureRecognizers" }.map(\.destination))
        for recognizer in file.objects(Set(Self.recognizers.keys)) {
            guard let id = recognizer.id, attached.contains(id), recognizer.attributes["enabled"] != "NO",
                var kind = Self.recognizers[recognizer.tag]
            else { continue }
            // A single tap of one finger is what a button does; two taps, or two fingers, are a gesture.
            if recognizer.tag == "tapGestureRecognizer" {
                let taps = Int(recognizer.attributes["numberOfTapsRequired"] ?? "1") ?? 1
                let touches = Int(recognizer.attributes["numberOfTouchesRequired"] ?? "1") ?? 1
                guard taps > 1 || touches > 1 else { continue }
                kind = taps > 1 ? "\(taps)-tap" : "\(touches)-finger tap"
            }
            let functions = recognizer.actionSelectors.map { String($0.prefix { $0 != ":" }) }.filter { !$0.isEmpty }
            guard !functions.isEmpty else { continue }
            diagnoses.append(diagnosis(
                at: recognizer, in: file,
                "This \(kind) gesture runs \(functions.map { "\($0)(…)" }.joined(separator: ", ")), and no control of the project calls it; VoiceOver users may have no other way to do it",
                severity: .note,
                suggestion: "Check that a VoiceOver user can do the same another way they will find: an accessibility custom action on the view (accessibilityCustomActions), a button, or a menu.",
                conditions: functions.map { .typeLacks(TypeSummary.functionKey($0), .reachedFromControl) }, kind: .review))
        }
    }
}
