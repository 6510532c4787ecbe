import A11yCore
import SwiftSyntax

/// Controllers presented in a way that leaves the presenting screen in the hierarchy behind them
/// (`.custom`, `.overFullScreen`, `.overCurrentContext`), found in the three places apps set the style:
/// at the presenting site (`promo.modalPresentationStyle = .overFullScreen`), in the presented controller's
/// own setup (`modalPresentationStyle = .custom` in its `init`), or in an app wrapper that takes the controller
/// as a parameter (`func present(asCard controller: UIViewController)`), followed to each of its calls.
public enum UIKitCustomPresentation {
    /// Styles that keep the presenting screen reachable underneath.
    public static let overStyles: Set<String> = ["custom", "overFullScreen", "overCurrentContext"]

    /// The style an assignment to `modalPresentationStyle` sets, normalized (`.Custom`, the Swift 2 spelling,
    /// becomes `custom`); nil for anything that is not a plain member.
    public static func style(of assignment: Assignment) -> String? {
        guard let written = assignment.value.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        return written.prefix(1).lowercased() + written.dropFirst()
    }

    /// Wrapper functions of this file: each gives its controller parameter an over-the-screen style. Keys
    /// name the function by its base name and the parameter's label, as calls write them: `present(asCard:)`,
    /// `show(_:)`. UIKit's own `present(_:animated:)` spelling is left out: overriding it is a different thing.
    public static func wrapperKeys(in file: SourceFileContext) -> [String] {
        var keys: [String] = []
        for assignment in file.facts.assignments("modalPresentationStyle") {
            guard let style = style(of: assignment), overStyles.contains(style), let owner = assignment.owner,
                let function = assignment.sequence.ancestor(FunctionDeclSyntax.self),
                let name = VariableResolver.plainName(owner)
            else { continue }
            guard let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == name
            }) else { continue }
            let key = wrapperKey(function.name.text, label: parameter.firstName.text)
            if key != "present(_:)" && !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    static func wrapperKey(_ base: String, label: String?) -> String { "\(base)(\(label ?? "_"):)" }

    /// Callee names worth checking against the project's wrappers: apps name them after presenting.
    static let wrapperVerbs = ["present", "show", "display", "route", "open"]

    /// Calls that hand a controller to a function named like a presenter, with the key a wrapper of the
    /// project would have and the controller's type. The project index decides later whether that
    /// function really is a wrapper.
    public static func wrapperCalls(in file: SourceFileContext) -> [(argument: ExprSyntax, key: String, type: String)] {
        var result: [(ExprSyntax, String, String)] = []
        for (name, calls) in file.facts.callsByName where wrapperVerbs.contains(where: name.hasPrefix) {
            for call in calls {
                for (index, argument) in call.arguments.enumerated() {
                    let label = argument.label?.text
                    let key = wrapperKey(name, label: label)
                    if key == "present(_:)" || (index > 0 && label == nil) { continue }
                    guard let type = presentedType(argument.expression, at: call, in: file) else { continue }
                    result.append((argument.expression, key, type))
                }
            }
        }
        return result.sorted { $0.0.position < $1.0.position }
    }

    /// The type of controller an expression hands over: `self`'s type, a constructed or declared type, and
    /// for a navigation controller built around a root controller, the root's type. Nil for UIKit's own
    /// controllers and for anything not written simply.
    public static func presentedType(_ expression: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> String? {
        let expression = expression.unwrapped
        var type: String?
        var initializer: ExprSyntax? = expression
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            type = node.enclosingTypeDeclaration?.name
        } else if let constructed = expression.constructedTypeName {
            type = constructed
        } else if let variable = VariableResolver.resolve(expression, at: node, in: file) {
            type = variable.typeName
            initializer = variable.initializer
        }
        guard var name = type else { return nil }
        if name.hasSuffix("NavigationController"),
            let root = initializer?.as(FunctionCallExprSyntax.self)?.argument("rootViewController")?.expression
        {
            guard let rootType = presentedType(root, at: node, in: file) else { return nil }
            name = rootType
        }
        guard name.hasSuffix("Controller") || name.hasSuffix("VC"), !FrameworkTypes.contains(name),
            !AccessibilityAPIs.systemControllers.contains(name)
        else { return nil }
        return name
    }
}
