@_spi(RawSyntax) import SwiftSyntax

/// An assignment statement `target = value`, as SwiftParser leaves it (an unfolded sequence).
public struct Assignment {
    public let sequence: SequenceExprSyntax
    public let target: ExprSyntax
    /// The first expression after `=`; for `a = b ?? c` it is `b` (compare with ``valueElements``).
    public let value: ExprSyntax
    public let valueElements: [ExprSyntax]

    /// The assigned property's name: `accessibilityViewIsModal` for `modal.accessibilityViewIsModal = true`.
    public var propertyName: String? { target.lastNameComponent }
    /// The expression the property belongs to: `modal` for `modal.accessibilityViewIsModal`, nil for a bare name.
    public var owner: ExprSyntax? { target.as(MemberAccessExprSyntax.self)?.base }
    /// True when the property is the enclosing object's own: a bare name, or `self.`.
    public var isOnSelf: Bool {
        owner?.isSelfReference ?? true
    }
    /// The assigned value as one expression: `available ? 1 : 0.4` rather than its first element (a new sequence,
    /// outside the file's tree: read it, do not look for its parents).
    public var wholeValue: ExprSyntax {
        guard valueElements.count > 1 else { return value }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(valueElements)))
    }
}

/// The nodes rules ask about, collected in one walk of the tree.
///
/// Keys are simple names: a call is filed under its callee's last name component (`addSubview` for
/// `window?.addSubview(v)`, `ZStack` for `ZStack { … }`, `overlay` for `.overlay { … }`), an assignment
/// under the assigned property's last component.
public struct SyntaxFacts {
    public private(set) var callsByName: [String: [FunctionCallExprSyntax]] = [:]
    public private(set) var assignmentsByProperty: [String: [Assignment]] = [:]
    public private(set) var functionsByName: [String: [FunctionDeclSyntax]] = [:]
    /// Stored or computed properties by name (`accessibilityViewIsModal` overrides, for instance).
    public private(set) var variablesByName: [String: [VariableDeclSyntax]] = [:]
    /// Properties by attribute name: `AccessibilityFocusState`, `ScaledMetric`, `State`, …
    public private(set) var variablesByAttribute: [String: [VariableDeclSyntax]] = [:]
    /// Types and extensions, in source order.
    public private(set) var typeDeclarations: [TypeDeclaration] = []
    /// Assignments of `false` or `nil`: the ways code closes what a flag or an optional presents.
    public private(set) var clearingAssignments: [Assignment] = []
    /// Statements that are a property's name, bare or with modifiers, placing the view it holds (`iconView`,
    /// `iconView.padding()`), filed under the name.
    /// Views made by a function (`row(for: item)`) are found through ``callsByName``.
    public private(set) var placedBuilders: [String: [CodeBlockItemSyntax]] = [:]
    /// Statements that place an asset catalogue's generated image (`Asset.Icons.close.image.resizable()`).
    public private(set) var placedAssetImages: [CodeBlockItemSyntax] = []
    /// Source ranges of SwiftUI previews (`#Preview { … }`, types conforming to `PreviewProvider`).
    public private(set) var previewRanges: [Range<AbsolutePosition>] = []
    /// Clauses of `#if` blocks compiled in no iOS build (`#if os(macOS)`, the `#else` of `#if os(iOS)`): what they make
    /// is not used by the iOS app.
    public private(set) var offIOSRanges: [Range<AbsolutePosition>] = []
    /// Modules the file imports (`ImageViewer` for `import ImageViewer` or `import class ImageViewer.Viewer`).
    public private(set) var importedModules: Set<String> = []
    /// Calls whose name says they close something (`dismiss`, `onClose`, `hideMenu`), in source order.
    public private(set) var dismissalCalls: [FunctionCallExprSyntax] = []
    /// Every `if` expression and statement, in source order (SwiftUI shows and hides views with them).
    public private(set) var ifExpressions: [IfExprSyntax] = []
    /// The most calls in one chain (`Text("a").bold().padding()` has two), counted up to one past
    /// ``ModifierChain/maximumLength``: past that the file is machine-made, and rules that read a chain from
    /// each of its links would take time that grows with the square of its length.
    public private(set) var longestChain = 0

    public init(collecting tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        self = collector.facts
        // Judge each distinct callee name once, not each call.
        dismissalCalls = callsByName.filter { DismissAnalysis.namesDismissal($0.key) }.values.flatMap { $0 }
            .sorted { $0.position < $1.position }
    }

    public func calls(_ name: String) -> [FunctionCallExprSyntax] { callsByName[name] ?? [] }

    /// True for macOS code: the file imports AppKit (or Cocoa) and not UIKit. Its accessibility calls are
    /// AppKit's own (`NSAccessibility.post`), which the UIKit parts of the rules do not know.
    public var importsAppKitOnly: Bool {
        (importedModules.contains("AppKit") || importedModules.contains("Cocoa")) && !importedModules.contains("UIKit")
    }

    /// True for a widget's or a Live Activity's views (the file imports WidgetKit or ActivityKit): they are drawn on
    /// the Home Screen or the Lock Screen, where nothing is laid over a screen of the app and nothing is presented.
    public var importsWidgetKit: Bool {
        importedModules.contains("WidgetKit") || importedModules.contains("ActivityKit")
    }

    /// True inside a SwiftUI preview.
    public func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        previewRanges.contains { $0.contains(node.position) }
    }
    public func assignments(_ property: String) -> [Assignment] { assignmentsByProperty[name: property] }
    public func functions(_ name: String) -> [FunctionDeclSyntax] { functionsByName[name] ?? [] }

    private final class Collector: SyntaxVisitor {
        var facts: SyntaxFacts = {
            // Room for a typical file's distinct callee names, so the table is not rebuilt as it grows.
            var facts = SyntaxFacts.empty
            facts.callsByName.reserveCapacity(128)
            facts.assignmentsByProperty.reserveCapacity(32)
            return facts
        }()

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.lastNameComponent {
                facts.callsByName[name, default: []].append(node)
            }
            // Each chain is counted once, from its outermost call, so the count costs one step per link.
            if facts.longestChain <= ModifierChain.maximumLength, node.calledExpression.kind == .memberAccessExpr, !Self.isChainLink(node) {
                facts.longestChain = max(facts.longestChain, RawNames.chainLength(node.raw, limit: ModifierChain.maximumLength + 1))
            }
            return .visitChildren
        }

        /// True when the call is the base of a further call in its chain (`.bold()` in `x.bold().padding()`).
        private static func isChainLink(_ node: FunctionCallExprSyntax) -> Bool {
            guard let member = node.parent, member.kind == .memberAccessExpr, let call = member.parent, call.kind == .functionCallExpr else {
                return false
            }
            return call.cast(FunctionCallExprSyntax.self).calledExpression.id == member.id
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // Only `target = value…` matters; the raw tree says so before any element is built.
            guard RawNames.isAssignment(node.raw) else { return .visitChildren }
            var elements = node.elements.makeIterator()
            guard let target = elements.next(), elements.next() != nil, let value = elements.next() else { return .visitChildren }
            var rest = [value]
            while let element = elements.next() { rest.append(element) }
            let assignment = Assignment(sequence: node, target: target, value: value, valueElements: rest)
            if let name = assignment.propertyName {
                facts.assignmentsByProperty[name, default: []].append(assignment)
            }
            if rest.count == 1 && (value.isFalseLiteral || value.isNilLiteral) { facts.clearingAssignments.append(assignment) }
            return .visitChildren
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            for (clause, targets) in zip(node.clauses, CompilationConditions.clauseTargets(node)) where !targets.runsOnIOS {
                facts.offIOSRanges.append(clause.range)
            }
            return .visitChildren
        }

        // Subtrees no rule asks about: skipping them keeps the single walk cheap.
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let module = node.path.first?.name.text { facts.importedModules.insert(module) }
            return .skipChildren
        }
        override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        // Arguments, element lists and member references with no call or closure inside record nothing.
        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            RawNames.mayHoldFacts(node.raw) ? .visitChildren : .skipChildren
        }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            RawNames.mayHoldFacts(node.raw) ? .visitChildren : .skipChildren
        }
        override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
            RawNames.mayHoldFacts(node.raw) ? .visitChildren : .skipChildren
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            RawNames.mayHoldFacts(node.raw) ? .visitChildren : .skipChildren
        }
        // Leaves: nothing below them but tokens, which no rule reads through the walk.
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            // A statement that is a property's name, bare or with modifiers (`iconView`, `self.iconView`,
            // `iconView.padding()`), places the view the property holds. Read from the raw tree, so the common
            // statements cost no node of their own.
            if let item = node.raw.layoutView?.children[1] {
                if let name = RawNames.placedBuilder(item) {
                    facts.placedBuilders[String(syntaxText: name), default: []].append(node)
                } else if RawNames.placesAssetImage(item) {
                    facts.placedAssetImages.append(node)
                }
            }
            return .visitChildren
        }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        // Declarations with no statements inside: enum cases, type aliases, protocol requirements.
        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        // `#selector(…)` arguments are read where they are used; `#Preview { … }` is not app code.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { facts.previewRanges.append(node.range) }
            return .skipChildren
        }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { facts.previewRanges.append(node.range) }
            return .skipChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            facts.ifExpressions.append(node)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.functionsByName[node.name.text, default: []].append(node)
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            RawNames.names(
                in: node.raw,
                bindings: { facts.variablesByName[String(syntaxText: $0), default: []].append(node) },
                attributes: { facts.variablesByAttribute[String(syntaxText: $0), default: []].append(node) })
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node)
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node)
        }

        private func record(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
            if let declaration = TypeDeclaration(node) {
                facts.typeDeclarations.append(declaration)
                if declaration.inheritedTypes.contains("PreviewProvider") { facts.previewRanges.append(node.range) }
            }
            return .visitChildren
        }
    }

    private static var empty: SyntaxFacts { SyntaxFacts() }
    private init() {}
}

extension Dictionary where Key == String, Value == [Assignment] {
    fileprivate subscript(name name: String) -> [Assignment] { self[name] ?? [] }
}
