/// The words that decide whether a name names a modal; teams add their own (`modal_names` and
/// `non_modal_names` in `.native-a11y.yml`).
public struct NameVocabulary: Sendable, Hashable {
    public var modalWords: Set<String>
    public var nonModalWords: Set<String>

    public init(extraModalWords: [String] = [], extraNonModalWords: [String] = []) {
        modalWords = NameHeuristics.modalWords.union(extraModalWords.flatMap(NameHeuristics.words))
        nonModalWords = NameHeuristics.nonModalWords.union(extraNonModalWords.flatMap(NameHeuristics.words))
            .subtracting(extraModalWords.flatMap(NameHeuristics.words))
    }
}

/// Reads intent from identifiers: `ConfirmDeleteDialog` names a modal, `AlertBanner` does not.
public enum NameHeuristics {
    /// Words that name a surface shown over the screen.
    static let modalWords: Set<String> = [
        "modal", "dialog", "popup", "alert", "sheet", "drawer", "overlay", "popover", "lightbox",
        "interstitial",
    ]
    /// Words that name something non-blocking or merely part of a modal; they win over modal words.
    static let nonModalWords: Set<String> = [
        "toast", "banner", "snackbar", "badge", "tooltip", "hud", "spinner", "loading", "loader",
        "progress", "indicator", "button", "label", "cell", "row", "icon", "image", "text", "title",
        "handle", "presenter", "coordinator", "manager", "delegate", "model", "style", "modifier",
        "helper", "dimming", "dim", "backdrop", "scrim", "shadow", "background", "blur", "animator",
        "transition", "state", "action", "item", "config", "configuration", "option", "options", "type",
        "kind", "data", "service",
    ]
    /// Generic trailing words that say nothing about the surface: `CustomModalView`, `PromoPopupVC`.
    static let genericSuffixes: Set<String> = [
        "view", "views", "controller", "vc", "container", "content", "card", "screen", "window", "host",
        "hosting", "wrapper", "panel", "layer",
    ]

    /// Splits camel case and snake case into lower-cased words: `PromoPopupVC` → `promo popup vc`.
    public static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // Break before a capital that starts a word: `ModalView`, and at the end of an acronym:
                // `VCModal` → `VC`, `Modal`; keep acronyms together: `PromoVC`.
                if previous.isLowercase || previous.isNumber || (next?.isLowercase ?? false) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// True when the identifier names a modal surface: after dropping generic suffixes, its last word is a
    /// modal word, and no word marks it as non-blocking or as a part of something else.
    public static func namesModal(_ identifier: String, vocabulary: NameVocabulary = NameVocabulary()) -> Bool {
        var words = words(identifier)
        if words.contains(where: vocabulary.nonModalWords.contains) { return false }
        while let last = words.last, genericSuffixes.contains(last), words.count > 1 { words.removeLast() }
        guard let last = words.last else { return false }
        return vocabulary.modalWords.contains(last)
    }

    /// True when the identifier names something that should never count as a modal (a toast, a HUD…).
    public static func namesNonBlockingSurface(_ identifier: String) -> Bool {
        let words = words(identifier)
        return words.contains { ["toast", "banner", "snackbar", "hud", "tooltip", "spinner", "loading", "loader", "progress"].contains($0) }
    }
}
