import A11yCore
import SwiftSyntax
import A11yRuleKit

/// The UIKit half of `CustomModalNoEscapeRule`.
/// A UIKit custom modal that the VoiceOver escape gesture cannot close.
extension CustomModalNoEscapeRule {
    static let uiKitRationale = """
        In UIKit the gesture calls accessibilityPerformEscape() on the focused element and then on its \
        ancestors; outside a page sheet, nothing closes a custom modal unless its view or its controller answers.
        """

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // The model asks no escape of a progress view that ends by itself, nor of a controller of unknown class.
        for modal in CustomModal.all(in: file) {
            guard case .missing(let conditions) = modal.escape(in: file) else { continue }
            switch modal.shape {
            case .addedView(let presentation):
                let owner = presentation.enclosingType.map { "'\($0.name)'" } ?? "the code that adds it"
                diagnoses.append(diagnosis(
                    at: presentation.argument,
                    "\(presentation.label) cannot be closed with the VoiceOver escape gesture (a two-finger scrub): neither it nor \(owner) overrides accessibilityPerformEscape()",
                    notes: Self.escapeKeyNote(for: [presentation.typeName, presentation.enclosingType?.name], in: file),
                    fix: presentation.typeName.flatMap { Self.escapeOverride(inClassNamed: $0, in: file) },
                    conditions: conditions))
            case .window(let window):
                let owner = window.enclosingType.map { "'\($0.name)'" } ?? "the code that shows it"
                diagnoses.append(diagnosis(
                    at: window.showNode,
                    "\(window.label) cannot be closed with the VoiceOver escape gesture (a two-finger scrub): neither its controller nor \(owner) overrides accessibilityPerformEscape()",
                    notes: Self.escapeKeyNote(for: [window.rootControllerType, window.enclosingType?.name], in: file),
                    conditions: conditions))
            case .presentation(let site):
                // Outside a page sheet, UIKit does not dismiss a presented controller on escape by itself.
                diagnoses.append(diagnosis(
                    at: site.node,
                    "'\(site.presentedType)' is \(site.how), and the VoiceOver escape gesture (a two-finger scrub) cannot close it: it does not override accessibilityPerformEscape()",
                    suggestion: site.isLibrary
                        ? "The library gives no escape action: present the screen from a controller of your own that overrides accessibilityPerformEscape(), or use a component that closes on escape."
                        : "Override accessibilityPerformEscape() in the presented controller (or its view), dismiss it, and return true.",
                    notes: site.notes + Self.escapeKeyNote(for: [site.presentedType], in: file),
                    fix: site.isLibrary ? nil : Self.escapeOverride(inClassNamed: site.presentedType, in: file),
                    conditions: conditions))
            case .swiftUI:
                continue
            }
        }
    }

    /// A note for a class of this file that answers the hardware Escape key (`pressesBegan`, a key command for
    /// `inputEscape`): that is what a keyboard sends, while VoiceOver's gesture calls accessibilityPerformEscape().
    static func escapeKeyNote(for types: [String?], in file: SourceFileContext) -> [String] {
        for name in types.compactMap({ $0 }) {
            let declarations = file.facts.typeDeclarations.filter { $0.name == name }.map { Syntax($0.node) }
            let handlesKey = declarations.contains { declaration in
                !file.facts.functions("pressesBegan").filter { $0.isContained(in: declaration) }.isEmpty
                    || file.facts.calls("UIKeyCommand", in: declaration).contains { $0.descendantsOrSelfMembers().contains("inputEscape") }
            }
            if handlesKey {
                return ["'\(name)' handles the Escape key of a hardware keyboard; VoiceOver's two-finger scrub does not send it, but calls accessibilityPerformEscape()."]
            }
        }
        return []
    }

    /// An `accessibilityPerformEscape()` override that calls the class's own way of closing, added after its
    /// last member. Only when the certain case holds: the class is declared in this file as a UIKit subclass,
    /// does not answer escape yet, and has exactly one method without parameters, named for closing, that
    /// dismisses the controller or removes or hides the view.
    static func escapeOverride(inClassNamed name: String, in file: SourceFileContext) -> Fix? {
        let declarations = file.facts.typeDeclarations.filter { $0.name == name }
        guard declarations.count == 1, let type = declarations.first, type.kind == .class,
            type.inheritedTypes.first?.hasPrefix("UI") == true,
            !file.facts.functions("accessibilityPerformEscape").contains(where: { $0.isContained(in: Syntax(type.node)) })
        else { return nil }
        let closers = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { function in
            guard function.signature.parameterClause.parameters.isEmpty, function.signature.effectSpecifiers == nil,
                !function.modifiers.contains(where: { ["static", "class", "override"].contains($0.name.text) }),
                DismissAnalysis.namesDismissal(function.name.text), let body = function.body
            else { return false }
            // Covers `dismiss(animated:)` too: a call named for closing closes.
            return DismissAnalysis.escapeCloses(body, facts: file.facts)
        }
        guard closers.count == 1, let closer = closers.first, let last = type.memberBlock.members.last,
            let indentation = FixHelpers.indentation(of: last)
        else { return nil }
        let step = FixHelpers.indentationStep(at: last, lineIndentation: indentation)
        let override = [
            "", "",
            "\(indentation)override func accessibilityPerformEscape() -> Bool {",
            "\(indentation)\(step)\(closer.name.text)()",
            "\(indentation)\(step)return true",
            "\(indentation)}",
        ].joined(separator: "\n")
        return Fix(
            title: "Close with \(closer.name.text)() on the escape gesture",
            edits: [.insert(override, at: last.endPositionBeforeTrailingTrivia.utf8Offset)])
    }
}
