import A11yCore
import SwiftSyntax

/// Reads `#if` conditions as sets of builds: `os(macOS)` holds on the macOS builds, `DEBUG` on the debug ones,
/// `canImport(UIKit)` wherever UIKit exists. A condition the model cannot read (`swift(>=5.9)`, a custom flag)
/// may hold anywhere and is certain nowhere, so neither it nor its `#else` rules anything out.
public enum CompilationConditions {
    /// Where a condition may hold and where it certainly holds.
    public struct Truth: Sendable {
        public var may: BuildTargets
        public var must: BuildTargets

        package static let unknown = Truth(may: .all, must: .none)
        package static func exactly(_ targets: BuildTargets) -> Truth { Truth(may: targets, must: targets) }

        package var negated: Truth { Truth(may: must.complement, must: may.complement) }
        package func and(_ other: Truth) -> Truth { Truth(may: may.intersection(other.may), must: must.intersection(other.must)) }
        package func or(_ other: Truth) -> Truth { Truth(may: may.union(other.may), must: must.union(other.must)) }
    }

    /// Flags that projects set only in debug or internal builds, and those set only in the shipped build.
    public static let debugFlags: Set<String> = ["DEBUG", "INTERNAL", "DEV", "DEVELOPMENT", "DEBUG_MENU", "DEBUGMENU", "DEVELOPER", "STAGING"]
    public static let releaseFlags: Set<String> = ["RELEASE", "APPSTORE", "APP_STORE", "PRODUCTION", "PROD"]

    /// The builds in which each clause of an `#if` is compiled: a clause holds where its condition may, and
    /// where none of the clauses before it certainly does.
    public static func clauseTargets(_ block: IfConfigDeclSyntax) -> [BuildTargets] {
        var result: [BuildTargets] = []
        var reachable = BuildTargets.all
        for clause in block.clauses {
            let truth = clause.condition.map(evaluate) ?? .exactly(.all)
            result.append(reachable.intersection(truth.may))
            reachable.formIntersection(truth.must.complement)
        }
        return result
    }

    public static func evaluate(_ expression: ExprSyntax) -> Truth {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return evaluate(inner.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).negated
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = evaluate(infix.leftOperand), right = evaluate(infix.rightOperand)
            switch op.operator.text {
            case "&&": return left.and(right)
            case "||": return left.or(right)
            default: return .unknown
            }
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true) ? .exactly(.all) : .exactly(.none)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let flag = reference.baseName.text
            if debugFlags.contains(flag) { return .exactly(BuildTargets(debugOnly: true)) }
            if releaseFlags.contains(flag) { return .exactly(BuildTargets(debugOnly: false)) }
            return .unknown
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return evaluate(function: name, argument: argument)
        }
        return .unknown
    }

    /// `a && b || c`, as the parser leaves it: `&&` binds tighter than `||`.
    private static func evaluate(sequence elements: [ExprSyntax]) -> Truth {
        guard elements.count >= 3, elements.count % 2 == 1 else { return elements.count == 1 ? evaluate(elements[0]) : .unknown }
        var alternatives: [Truth] = []
        var conjunction = evaluate(elements[0])
        var index = 1
        while index + 1 < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text else { return .unknown }
            let operand = evaluate(elements[index + 1])
            switch op {
            case "&&": conjunction = conjunction.and(operand)
            case "||":
                alternatives.append(conjunction)
                conjunction = operand
            default: return .unknown
            }
            index += 2
        }
        alternatives.append(conjunction)
        return alternatives.dropFirst().reduce(alternatives[0]) { $0.or($1) }
    }

    private static func evaluate(function name: String, argument: String) -> Truth {
        switch name {
        case "os":
            if let platform = Platform(named: argument), argument.lowercased() != "catalyst" {
                return .exactly(BuildTargets(platforms: [platform]))
            }
            // Linux, Windows, Android…: none of the Apple platforms.
            return .exactly(.none)
        case "targetEnvironment":
            // Mac Catalyst runs the iOS app, in one of its builds: the condition may hold in an iOS build and holds in
            // none for certain, so `!targetEnvironment(macCatalyst)` is the iOS app on iPhone and iPad. The simulator
            // may be any platform's.
            return argument == "macCatalyst" ? Truth(may: BuildTargets(platforms: [.ios]), must: .none) : .unknown
        case "canImport":
            switch argument {
            case "UIKit": return .exactly(BuildTargets(platforms: [.ios, .tvos, .visionos]))
            case "AppKit", "Cocoa": return .exactly(BuildTargets(platforms: [.macos]))
            default: return .unknown
            }
        default:
            return .unknown
        }
    }
}

extension SyntaxProtocol {
    /// The builds in which this node is compiled, judged by the `#if` clauses around it alone.
    public var conditionalTargets: BuildTargets {
        var targets = BuildTargets.all
        var current = Syntax(self)
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self), clause.condition?.id != current.id,
                let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                let index = block.clauses.firstIndex(where: { $0.id == clause.id })
            {
                targets.formIntersection(CompilationConditions.clauseTargets(block)[block.clauses.distance(from: block.clauses.startIndex, to: index)])
            }
            current = parent
        }
        return targets
    }
}
