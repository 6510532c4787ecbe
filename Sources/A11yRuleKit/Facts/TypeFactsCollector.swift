import A11yCore
import SwiftSyntax

/// Summarizes what each type declaration (and extension) in a file establishes, for the project index.
///
/// Works from ``SyntaxFacts`` (no extra walk of the tree): each relevant call or assignment is attributed
/// to its innermost enclosing type.
public enum TypeFactsCollector {
    /// What a type declaration or extension establishes by its head alone, whoever read it: the parser, or the
    /// declaration reader the audit uses for files with no interface code.
    public static func declarationSummary(
        isExtension: Bool, name: String, inheritedTypes: [String], vocabulary: NameVocabulary
    ) -> TypeSummary {
        // An extension alone does not show the type: a library's class extended by the app stays undeclared.
        var summary = TypeSummary(name: name, inheritedTypes: inheritedTypes, facts: isExtension ? [] : [.declared])
        if NameHeuristics.namesModal(name, vocabulary: vocabulary) { summary.facts.insert(.looksModal) }
        // A wrapped view controller, or a view named for the whole screen (`FullscreenLoader`).
        if inheritedTypes.contains("UIViewControllerRepresentable") || NameHeuristics.namesFullScreen(name) {
            summary.facts.insert(.coversScreen)
        }
        return summary
    }

    /// The summaries one file gives the project index: one per type declaration of the file (its head read by
    /// ``declarationSummary(isExtension:name:inheritedTypes:vocabulary:)``), then whatever every recorder of
    /// ``ProjectFactRecorders/all`` adds to them or records under other keys (helpers, members, placements, types of
    /// other files). Works from ``SyntaxFacts`` (no extra walk of the tree).
    public static func summaries(for file: SourceFileContext) -> [TypeSummary] {
        var draft = FileFactsDraft(file: file)
        for recorder in ProjectFactRecorders.all { recorder.record(file, into: &draft) }
        return draft.finished()
    }

    /// UIKit controls a user can reach: something other than the background to act on.
    package static let uiKitControls = [
        "addTarget", "addAction", "UIAction", "UIButton", "UISwitch", "UISegmentedControl", "UIBarButtonItem", "systemButton", "UITableView",
        "UICollectionView", "UISearchBar", "UITextField", "UITextView",
    ]

    /// Controls a user can reach, UIKit and SwiftUI: a spinner beside one is not a screen to wait out.
    package static let userControls = uiKitControls + SwiftUIViews.controls.sorted() + SwiftUIViews.textInputs.sorted() + ["List"]

    /// `titleLabel` or `self.titleLabel`: a button subclass's own title.
    package static func isOwnTitleLabel(_ owner: ExprSyntax) -> Bool {
        guard owner.lastNameComponent == "titleLabel" else { return false }
        if owner.is(DeclReferenceExprSyntax.self) { return true }
        return owner.as(MemberAccessExprSyntax.self)?.base?.isSelfReference ?? false
    }

    package static func mentionsHeader(_ expressions: [ExprSyntax]) -> Bool {
        expressions.contains { $0.descendantsOrSelfMembers().contains("header") }
    }

    /// `closeTapped` for `#selector(closeTapped)` or `#selector(Self.closeTapped(_:))`.
    package static func selectorName(_ expression: ExprSyntax) -> String {
        if let macro = expression.as(MacroExpansionExprSyntax.self), let argument = macro.arguments.first?.expression {
            return argument.lastNameComponent ?? argument.compactText
        }
        return expression.lastNameComponent ?? expression.compactText
    }
}

