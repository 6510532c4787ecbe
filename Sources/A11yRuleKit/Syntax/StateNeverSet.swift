import SwiftSyntax

/// A view's private flag that nothing can turn on: `@State private var saving = false` that the file never sets to
/// anything but `false`, never toggles and never hands out as a binding (`$saving`), in a view whose code does change
/// its other state. What shows under it never appears, so nothing about it reaches a user (a spinner left from a
/// feature taken out, an error never raised).
public enum StateNeverSet {
    public static func isNeverTrue(_ name: String, near node: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        guard let type = node.enclosingTypeDeclaration else { return false }
        let states = privateStates(of: type, in: file)
        guard let declaration = states[name], declaration.bindings.first?.initializer?.value.isFalseLiteral == true,
            !isEverChanged(name, in: file, toTrueOnly: true)
        else { return false }
        // The view's state handling is written out: some other state of it changes. (A flag nothing sets in a view
        // that sets nothing at all is more likely code cut short than a feature taken out.)
        return states.keys.contains { $0 != name && isEverChanged($0, in: file, toTrueOnly: false) }
    }

    /// The view's `@State private` properties of one binding each, by name.
    private static func privateStates(of type: TypeDeclaration, in file: SourceFileContext) -> [String: VariableDeclSyntax] {
        var states: [String: VariableDeclSyntax] = [:]
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }),
                variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
            else { continue }
            states[name] = variable
        }
        return states
    }

    /// True when the file sets the state (to something other than `false`, with `toTrueOnly`), toggles it, or hands
    /// it out as a binding.
    private static func isEverChanged(_ name: String, in file: SourceFileContext, toTrueOnly: Bool) -> Bool {
        if file.facts.assignments(name).contains(where: { !toTrueOnly || !$0.value.isFalseLiteral || $0.valueElements.count > 1 }) { return true }
        if file.facts.calls("toggle").contains(where: { $0.receiver.map(VariableResolver.normalizedText).map { [name, "self." + name].contains($0) } ?? false }) {
            return true
        }
        return projectedNames(in: file).contains("$" + name)
    }

    /// The `$name` bindings a file hands out, read once per file.
    private static func projectedNames(in file: SourceFileContext) -> Set<String> {
        file.memoized(MemoKey("projected-state-names")) { file in
            Set(file.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                switch token.tokenKind {
                case .dollarIdentifier(let text), .identifier(let text): return text.hasPrefix("$") ? text : nil
                default: return nil
                }
            })
        }
    }
}
