import A11yCore
import SwiftSyntax

/// Text classes that style themselves: scaling their font live, picking their own font or colours, displaying
/// only, marking themselves a heading. What a storyboard says of an object of such a class no longer decides. Also the
/// app's SwiftUI modifiers that paint text in the colour they are given.
package enum TextStyleFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        let facts = file.facts
        draft.recorded += colouringHelpers(in: file)
        // A type that scales its own text live: a label subclass, or a button subclass for its title.
        for assignment in facts.assignments("adjustsFontForContentSizeCategory") where assignment.value.isTrueLiteral {
            // An extension of a UIKit class that turns it on is a shared style, recorded as a helper function.
            if let type = assignment.sequence.enclosingTypeDeclaration, type.kind == .extension, type.name.hasPrefix("UI") { continue }
            // On itself, or on a label it owns (its `titleLabel`, a property its subclasses inherit).
            if assignment.isOnSelf || assignment.owner?.memberChainRoot.is(DeclReferenceExprSyntax.self) == true {
                draft.add(.adjustsFontSize, for: assignment.sequence)
            }
        }
        for variable in facts.variablesByName["adjustsFontForContentSizeCategory"] ?? [] where variable.modifiers.contains(where: { $0.name.text == "override" }) {
            draft.add(.adjustsFontSize, for: variable)
        }
        // A text class that picks its own font (`font = …` on itself, or its title label's), and one that marks
        // itself a heading: what a storyboard says of an object of that class no longer decides.
        for assignment in facts.assignments("font") where assignment.isOnSelf || assignment.owner.map(\.unwrapped).map(TypeFactsCollector.isOwnTitleLabel) == true {
            draft.add(.setsFont, for: assignment.sequence)
        }
        for assignment in facts.assignments("textColor") + facts.assignments("backgroundColor") where assignment.isOnSelf || assignment.owner.map(\.unwrapped).map(TypeFactsCollector.isOwnTitleLabel) == true {
            draft.add(.setsTextColor, for: assignment.sequence)
        }
        // An attributed title or text carries its own colours, whatever the storyboard set.
        for call in facts.calls("setTitleColor") + facts.calls("setAttributedTitle") where call.receiver == nil || call.receiver?.isSelfReference == true {
            draft.add(.setsTextColor, for: call)
        }
        for assignment in facts.assignments("attributedText") where assignment.isOnSelf {
            draft.add(.setsTextColor, for: assignment.sequence)
        }
        // A text view class that turns editing off: it displays text, it takes none.
        for assignment in facts.assignments("isEditable") where assignment.isOnSelf && assignment.value.isFalseLiteral {
            draft.add(.displaysOnly, for: assignment.sequence)
        }
        for assignment in facts.assignments("accessibilityTraits") where assignment.isOnSelf && TypeFactsCollector.mentionsHeader(assignment.valueElements) {
            draft.add(.marksHeader, for: assignment.sequence)
        }
    }

    /// SwiftUI helpers of the app that paint text in the colour they are given (`extension View { func style(_ font: Font,
    /// color: Color) -> some View { font(font).foregroundColor(color) } }`), under their function keys with
    /// ``TypeFact/setsTextColor``: a call anywhere (`Text(name).style(.footnote, color: Palette.faint)`) colours the text.
    package static func colouringHelpers(in file: SourceFileContext) -> [TypeSummary] {
        guard file.sourceMentions("foreground") else { return [] }
        var names: Set<String> = []
        for call in file.facts.calls("foregroundColor") + file.facts.calls("foregroundStyle") {
            guard let value = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let function = call.ancestor(FunctionDeclSyntax.self),
                ["View", "Text"].contains(function.enclosingTypeDeclaration?.name ?? ""),
                function.parameterNames.contains(value)
            else { continue }
            names.insert(function.name.text)
        }
        return names.sorted().map { TypeSummary(name: TypeSummary.functionKey($0), facts: [.setsTextColor]) }
    }
}
