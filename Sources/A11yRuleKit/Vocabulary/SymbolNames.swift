import SwiftSyntax

/// Names for the actions common SF Symbols stand for, used to suggest a label for an icon-only button.
///
/// The symbol's name describes a picture, not an action: `xmark` is drawn as a cross, and the button
/// closes something. A suggestion is only offered for symbols whose usual meaning is clear; a variant
/// (`xmark.circle.fill`) is looked up by dropping trailing parts until a name matches.
public enum SymbolNames {
    package static let actions: [String: String] = [
        "xmark": "Close", "plus": "Add", "minus": "Remove", "trash": "Delete", "square.and.arrow.up": "Share",
        "magnifyingglass": "Search", "gear": "Settings", "gearshape": "Settings", "pencil": "Edit",
        "square.and.pencil": "Compose", "ellipsis": "More", "heart": "Favorite", "star": "Favorite",
        "arrow.clockwise": "Refresh", "info": "More information", "questionmark": "Help", "chevron.left": "Back",
        "chevron.backward": "Back", "arrow.left": "Back", "line.3.horizontal": "Menu", "bell": "Notifications",
        "person": "Profile", "play": "Play", "pause": "Pause", "stop": "Stop", "checkmark": "Done",
        "line.3.horizontal.decrease": "Filter", "arrow.up.arrow.down": "Sort", "bookmark": "Bookmark",
        "camera": "Take photo", "photo": "Choose photo", "mic": "Record", "paperplane": "Send",
        "doc.on.doc": "Copy", "eye": "Show", "eye.slash": "Hide", "square.and.arrow.down": "Save",
        "arrow.down.circle": "Download", "qrcode.viewfinder": "Scan", "barcode.viewfinder": "Scan",
        "location": "Current location", "phone": "Call", "envelope": "Email", "calendar": "Choose date",
        "slider.horizontal.3": "Filter", "list.bullet": "Show as list", "square.grid.2x2": "Show as grid",
        "forward": "Skip forward", "backward": "Skip back", "gobackward": "Skip back", "goforward": "Skip forward",
        "speaker.wave.2": "Mute", "speaker.slash": "Unmute", "arrow.uturn.backward": "Undo", "arrow.uturn.forward": "Redo",
        "delete.left": "Delete", "hand.thumbsup": "Like", "hand.thumbsdown": "Dislike",
    ]

    /// True when the symbol's name is a plain word (`trash`, `bell`, `camera`), which VoiceOver may speak and which
    /// may say enough: whether it does is for a person to judge. Compound names (`chevron.left`,
    /// `square.and.arrow.up`) and coined ones (`xmark`) describe a drawing, not an action.
    public static func isPlainWord(_ symbol: String) -> Bool {
        guard !symbol.contains("."), symbol.count > 2, symbol.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return false }
        return !["xmark", "gearshape", "qrcode", "doc", "arrowshape", "rectangle", "circle", "square"].contains(symbol)
    }

    /// True when VoiceOver's reading of the symbol may already name the action: a plain word, or a common
    /// symbol whose built-in description can be an action word (`plus`, `xmark`, `square.and.arrow.up`). A
    /// person decides whether it names this button's action.
    public static func mayNameAction(_ symbol: String) -> Bool {
        isPlainWord(symbol) || spokenAsAction(symbol)
    }

    /// Symbols whose built-in description VoiceOver reads as an action word ("Add" for `plus`), with their
    /// enclosed and filled variants (`plus.circle.fill`). A symbol only drawn like an action (`checkmark.square`
    /// for a checkbox) is not among them.
    package static let actionDescriptions: Set<String> = [
        "plus", "minus", "xmark", "ellipsis", "square.and.arrow.up", "magnifyingglass", "line.3.horizontal.decrease",
        "arrow.clockwise", "trash", "play", "pause", "stop", "delete.left", "hand.thumbsup", "hand.thumbsdown",
        "square.and.pencil", "gear", "gearshape",
    ]
    package static let shapeSuffixes: Set<String> = ["circle", "fill", "square", "rectangle"]

    package static func spokenAsAction(_ symbol: String) -> Bool {
        var parts = symbol.split(separator: ".").map(String.init)
        while let last = parts.last, shapeSuffixes.contains(last), parts.count > 1 { parts.removeLast() }
        return actionDescriptions.contains(parts.joined(separator: "."))
    }

    /// An app's image constant named after a common symbol, `.ellipsis` or `UIImage.plusCircle` (an extension of
    /// `UIImage` that returns `UIImage(systemName: "ellipsis")`): the symbol it most likely is.
    public static func imageMemberSymbol(_ member: MemberAccessExprSyntax) -> String? {
        guard member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIImage" else { return nil }
        let symbol = NameHeuristics.words(member.declName.baseName.text).joined(separator: ".")
        var parts = symbol.split(separator: ".").map(String.init)
        while let last = parts.last, shapeSuffixes.contains(last), parts.count > 1 { parts.removeLast() }
        return actions[parts.joined(separator: ".")] != nil ? symbol : nil
    }

    /// The review message for an icon-only `control` showing `symbol` (see ``mayNameAction(_:)``).
    public static func reviewMessage(_ control: String, symbol: String) -> String {
        if isPlainWord(symbol) {
            return "\(control) shows only the SF Symbol '\(symbol)'; VoiceOver may say that word, which may or may not name the action"
        }
        let word = action(for: symbol).map { " (such as \"\($0)\")" } ?? ""
        return "\(control) shows only the SF Symbol '\(symbol)'; VoiceOver reads its built-in description, which for a common symbol may be an action word\(word) and may or may not name this action"
    }

    /// What a reviewer of an icon-only button with a plain-word symbol should check.
    public static func reviewCheck(for symbol: String, swiftUI: Bool) -> String {
        let action = action(for: symbol).map { "\"\($0)\"" } ?? "a short name for the action"
        let how = swiftUI ? ".accessibilityLabel(\(action))" : "accessibilityLabel = \(action)"
        return "Check that the symbol's spoken name, '\(symbol)', says what the button does; if not, add \(how)."
    }

    /// Words of code that does what an action word says: a Close button's action dismisses, an Add button's creates.
    package static let actionSynonyms: [String: Set<String>] = [
        "Close": ["close", "dismiss", "cancel", "hide"], "Add": ["add", "new", "create", "insert", "append"],
        "Remove": ["remove", "delete", "decrement"], "Delete": ["delete", "remove", "trash"], "Share": ["share", "activity"],
        "Search": ["search", "find"], "Play": ["play", "resume", "toggle"], "Pause": ["pause", "toggle"], "Edit": ["edit"],
        "Refresh": ["refresh", "reload"], "Filter": ["filter"], "Settings": ["settings", "preferences"], "Back": ["back", "pop", "dismiss"],
        "Like": ["like", "upvote", "vote", "favorite", "favourite"], "Dislike": ["dislike", "downvote"], "Compose": ["compose", "new", "create", "write"],
        "Stop": ["stop"],
    ]

    /// The symbol's usual action word when the code a button runs does what it says (`xmark` on a button whose
    /// action calls `dismiss()`: "Close"; `plus.circle` on one that creates an item: "Add"), nil otherwise. The
    /// reviewer then only has to hear that VoiceOver says that word.
    public static func agreeingAction(symbol: String, with action: some SyntaxProtocol) -> String? {
        guard let word = self.action(for: symbol), let synonyms = actionSynonyms[word] else { return nil }
        let words = action.tokens(viewMode: .sourceAccurate).lazy.filter { token in
            if case .identifier = token.tokenKind { return true }
            return false
        }.flatMap { NameHeuristics.words($0.text) }
        return words.contains(where: synonyms.contains) ? word : nil
    }

    /// What a reviewer of a symbol button whose code does the symbol's usual action should check.
    public static func agreeingReviewCheck(for symbol: String, word: String, swiftUI: Bool) -> String {
        let how = swiftUI ? ".accessibilityLabel(\"\(word)\")" : "accessibilityLabel = \"\(word)\""
        return "The button's code does what \"\(word)\" says: listen that VoiceOver reads '\(symbol)' as \"\(word)\"; if it reads something else, add \(how)."
    }

    /// "Close" for `xmark.circle.fill`, nil for a symbol without a clear usual action.
    public static func action(for symbol: String) -> String? {
        var parts = symbol.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let action = actions[parts.joined(separator: ".")] { return action }
            parts.removeLast()
        }
        return nil
    }

    /// `ellipsisNavigation` for `.ellipsisNavigation()` or `Symbols.ellipsisNavigation`.
    private static func constantName(_ expression: ExprSyntax) -> String? {
        let unwrapped = expression.unwrapped
        let called = unwrapped.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty ? $0.calledExpression : nil } ?? unwrapped
        return called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The longest run of leading words of `name` that spells a common symbol: `ellipsis` for `ellipsisNavigation`,
    /// `trash.circle.fill` for `trashCircleFill`.
    package static func knownSymbol(startingWith name: String) -> String? {
        var words = NameHeuristics.words(name)
        while !words.isEmpty {
            let symbol = words.joined(separator: ".")
            if actions[symbol] != nil || spokenAsAction(symbol) { return symbol }
            words.removeLast()
        }
        return nil
    }

    /// The first SF Symbol named by a string literal inside `node`: `Image(systemName: "xmark")`,
    /// `Button("", systemImage: "plus")`, `UIImage(systemName: "trash")`, `Image(systemSymbol: .xmark)`.
    public static func firstSymbol(in node: some SyntaxProtocol) -> String? {
        if let member = Syntax(node).as(MemberAccessExprSyntax.self), let symbol = imageMemberSymbol(member) { return symbol }
        let calls = (node.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + node.descendants(FunctionCallExprSyntax.self)
        for call in calls {
            for label in ["systemName", "systemImage"] {
                if let literal = call.argument(label)?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                    let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
                {
                    return text
                }
            }
            // SFSafeSymbols spells `xmark.circle` as `.xmarkCircle`: the first word is enough to look up.
            if let member = call.argument("systemSymbol")?.expression.as(MemberAccessExprSyntax.self) {
                return NameHeuristics.words(member.declName.baseName.text).joined(separator: ".")
            }
            // The app's constant for a symbol's name (`UIImage(systemName: .ellipsisNavigation())`,
            // `UIImage(systemName: Symbols.trashCircle)`): the common symbol its name starts with.
            if let name = call.argument("systemName")?.expression, let constant = constantName(name), let symbol = knownSymbol(startingWith: constant) {
                return symbol
            }
        }
        return nil
    }

    /// The suggestion for an unlabelled icon-only button showing `symbol` (nil: no symbol known).
    public static func labelSuggestion(for symbol: String?, swiftUI: Bool) -> String {
        let name = symbol.flatMap(action(for:)).map { "\"\($0)\"" }
        let example = name ?? "a short name for the action"
        let how = swiftUI ? ".accessibilityLabel(\(name ?? "…"))" : "accessibilityLabel = \(name ?? "…")"
        return "Add \(how), naming the action (\(example)), or give the button a title and show it icon-only with Label and .labelStyle(.iconOnly)."
    }
}
