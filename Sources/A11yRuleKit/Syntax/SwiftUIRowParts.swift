import SwiftSyntax

/// What a SwiftUI row lays out as separate VoiceOver stops: its images and texts, read through the stacks
/// that hold them, and whether a control of its own is among them (a control keeps its own stop, so the row
/// is not one thing to tap). Views hidden from VoiceOver are not counted.
///
/// `HStack { Image("plane"); VStack { Text("Lisbon"); Text("Tue 14:05") } }` has 1 image and 2 texts.
package struct SwiftUIRowParts {
    package var images = 0
    package var texts = 0
    package var hasControl = false

    static let stacks = SwiftUIViews.stacks.union(SwiftUIViews.lazyStacks)
    static let ownControls: Set<String> = ["Button", "Toggle", "Link", "NavigationLink", "TextField", "SecureField", "Menu", "Picker", "Stepper", "Slider"]

    package init() {}

    /// An image beside two or more texts and no control: a picture and its captions, read in pieces.
    package var readsInPieces: Bool { images >= 1 && texts >= 2 && !hasControl }

    package static func isStack(_ name: String) -> Bool { stacks.contains(name) }

    /// Counts the views placed in `statements` (a closure's or a `body`'s), down to three stacks deep.
    package mutating func count(_ statements: CodeBlockItemListSyntax, depth: Int = 1) {
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self),
                let call = ModifierChain(expression).root.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { continue }
            let chain = ModifierChain(expression)
            if chain.modifiers.contains(where: { $0.call.map(AccessibilityAPIs.hidesFromAccessibility) ?? false }) { continue }
            switch name {
            case "Image", "AsyncImage": images += 1
            case "Text": texts += 1
            case _ where Self.ownControls.contains(name): hasControl = true
            case _ where Self.stacks.contains(name) && depth < 3: call.closures.forEach { count($0.statements, depth: depth + 1) }
            default: break
            }
        }
    }

    /// The parts of a view's `body`, or nil when the body groups itself (`.accessibilityElement(…)` on its
    /// outermost view) and so is one stop already.
    package static func ofBody(_ statements: CodeBlockItemListSyntax) -> SwiftUIRowParts? {
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self) else { continue }
            if ModifierChain(expression).modifiers.contains(where: { $0.name == "accessibilityElement" }) { return nil }
        }
        var parts = SwiftUIRowParts()
        parts.count(statements, depth: 0)
        return parts
    }
}
