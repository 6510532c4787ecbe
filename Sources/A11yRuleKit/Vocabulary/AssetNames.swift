import SwiftSyntax

/// The names SwiftUI gives images built from an asset: `Image("close")` is read by VoiceOver as its name (the
/// name is also the text's localization key). UIKit falls back to the same name for a button that shows only
/// an asset image. A name that reads as words ("close", "share-arrow") may say
/// enough, or may describe a picture rather than what it means: a person must judge. A name that does not read as
/// words ("ic_btn_close_24", "img3") is no name.
public enum AssetNames {
    /// Parts of asset names that are file-naming habits, not words a listener understands.
    package static let habits: Set<String> = ["ic", "icn", "ico", "img", "btn", "bg", "asset", "px", "pt", "x", "tab", "nav"]

    /// `"close"` for `Image("close")`, nil for any other image.
    public static func literalName(of image: FunctionCallExprSyntax) -> String? {
        guard let first = image.arguments.first, first.label == nil,
            let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
        else { return nil }
        return text
    }

    /// The first asset image named by a literal inside `node`.
    public static func firstName(in node: some SyntaxProtocol) -> String? {
        let calls = (node.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + node.descendants(FunctionCallExprSyntax.self)
        return calls.lazy.filter { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" }
            .compactMap(literalName).first
    }

    /// The asset a UIKit image expression loads: by a literal name (`UIImage(named: "close")`), or through the
    /// constants asset-catalog generators write (SwiftGen's `Asset.close.image`, `UIImage(asset: Asset.close)`,
    /// R.swift's `R.image.close()`, Xcode's `UIImage(resource: .close)`), whose names follow the asset's.
    public static func uiKitName(in expression: some SyntaxProtocol) -> String? {
        let calls = (expression.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + expression.descendants(FunctionCallExprSyntax.self)
        for call in calls where call.calledExpression.lastNameComponent == "UIImage" || call.calledExpression.lastNameComponent == "init" {
            if let literal = call.argument("named")?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
            {
                return text
            }
            if let resource = call.argument("resource")?.expression.as(MemberAccessExprSyntax.self), resource.base == nil {
                return resource.declName.baseName.text
            }
        }
        return generatedConstant(in: expression)
    }

    /// `Asset.close` (SwiftGen, also `Asset.Icons.close`) or `R.image.close` (R.swift): the constant's name.
    package static func generatedConstant(in expression: some SyntaxProtocol) -> String? {
        let members = (expression.as(MemberAccessExprSyntax.self).map { [$0] } ?? []) + expression.descendants(MemberAccessExprSyntax.self)
        for member in members {
            guard let base = member.base else { continue }
            // `Asset`, or namespaces under it (`Asset.Icons`), or `R.image`: the next name is the asset's.
            let path = base.compactText.split(separator: ".")
            let generated = ["Asset", "Assets"].contains(path.first ?? "") && path.dropFirst().allSatisfy { $0.first?.isUppercase == true }
            if generated || base.compactText == "R.image" {
                let name = member.declName.baseName.text
                if name.first?.isLowercase == true, !["image", "swiftUIImage", "name", "color"].contains(name) { return name }
            }
        }
        return nil
    }

    /// Words that name an action when VoiceOver reads them on a button ("close 24", "notifications close").
    package static let actionWords: Set<String> = [
        "close", "dismiss", "cancel", "done", "add", "plus", "minus", "remove", "delete", "trash", "share", "search",
        "filter", "sort", "settings", "edit", "back", "menu", "more", "info", "information", "help", "play", "pause",
        "stop", "copy", "paste", "refresh", "reload", "reset", "send", "save", "download", "upload", "next", "previous",
        "forward", "skip", "mute", "unmute", "call", "scan", "like", "favorite", "bookmark", "backspace", "expand",
        "collapse", "login", "logout", "compose", "reply", "retry", "undo", "redo", "record", "camera",
    ]

    /// True when the name reads as words and one of them names an action: on a button, VoiceOver's reading of it
    /// says what the button does (`close_1_20`, `Add-24`, `notificationsClose`).
    public static func namesAction(_ name: String) -> Bool {
        guard isReadable(name) else { return false }
        return name.split(whereSeparator: { "-_. ".contains($0) }).flatMap { NameHeuristics.words(String($0)) }
            .contains(where: actionWords.contains)
    }

    /// True when the name is one action word alone, perhaps with a size (`close`, `Add-24`, `back_20`): read on a
    /// button, it is the button's name, as a label would be. Longer names (`voice.record`, `menu.close`) read as
    /// file names, which a person checks.
    public static func isActionWord(_ name: String) -> Bool {
        guard isReadable(name) else { return false }
        let words = name.split(whereSeparator: { "-_. ".contains($0) }).filter { !$0.allSatisfy(\.isNumber) }
            .flatMap { NameHeuristics.words(String($0)) }
        return words.count == 1 && actionWords.contains(words[0])
    }

    /// True when the name reads as words: words of two letters or more between `-`, `_`, `.`, spaces or
    /// capitals, none of them a file-naming habit (`ic_`, `btn`), with at most a size or number of digits
    /// (`copy_20`, `close_1_20`: VoiceOver reads "copy 20", and the word may say enough).
    public static func isReadable(_ name: String) -> Bool {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_. ".contains($0) }) else { return false }
        let parts = name.split(whereSeparator: { "-_. ".contains($0) }).filter { !$0.allSatisfy(\.isNumber) }
        guard parts.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return false }
        let words = parts.flatMap { NameHeuristics.words(String($0)) }
        return !words.isEmpty && words.allSatisfy { $0.count >= 2 && !habits.contains($0) }
    }
}
