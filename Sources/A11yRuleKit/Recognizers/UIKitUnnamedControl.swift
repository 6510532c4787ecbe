import A11yCore
import SwiftSyntax

/// UIKit controls created in code (`UISwitch()`, `UIDatePicker()`, or a subclass declared in the same file)
/// and never given an accessibility label where they are configured: the function for a local, the whole
/// type for a property, its lazy initializer, a closure run over several controls, or a helper of the file
/// it is passed to. A subclass is credited with a label set in any of its declarations, in any file.
/// Outlets (named in a storyboard) and controls returned to a caller are left alone.
public enum UIKitUnnamedControl {
    public struct Site {
        public let call: FunctionCallExprSyntax
        /// The constructed class: `UISwitch`, or the app's `ThemedSwitch`.
        public let name: String
        /// The UIKit class it is or inherits from.
        public let base: String
        public let instance: UIKitInstance?
        public var subject: String { name == base ? name : "\(name) (a \(base))" }
        /// For a subclass, the condition that none of its declarations sets a label.
        public var conditions: [ProjectCondition] { name == base ? [] : [.typeLacks(name, .setsAccessibilityLabel)] }
    }

    public static func sites(of classes: Set<String>, in file: SourceFileContext) -> [Site] {
        var types: [(name: String, base: String)] = classes.sorted().map { ($0, $0) }
        for declaration in file.facts.typeDeclarations where declaration.kind == .class {
            if let base = declaration.inheritedTypes.first(where: classes.contains) {
                types.append((declaration.name, base))
            }
        }
        var sites: [Site] = []
        for (name, base) in types {
            for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                let instance = UIKitInstance.constructed(by: call, in: file)
                if let instance, instance.isOutlet || instance.isReturnedToCaller || instance.receivesAccessibilityLabel(in: file) { continue }
                // The code that builds the control also gives the row it sits in custom actions to change the
                // value: the row is the element VoiceOver meets, named and adjustable, and the control a part of it.
                if let body = call.enclosingFunctionBody, !file.facts.calls("UIAccessibilityCustomAction", in: body).isEmpty { continue }
                sites.append(Site(call: call, name: name, base: base, instance: instance))
            }
        }
        return sites
    }
}
