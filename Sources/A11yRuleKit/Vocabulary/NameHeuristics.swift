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
    /// Words that name a surface shown over the screen. "Overlay" is not one: apps give that name to play
    /// icons, gradients, gesture catchers and badges far more often than to modals.
    package static let modalWords: Set<String> = [
        "modal", "dialog", "popup", "alert", "sheet", "drawer", "popover", "lightbox", "interstitial",
    ]
    /// Words that name something non-blocking or merely part of a modal; they win over modal words.
    package static let nonModalWords: Set<String> = [
        "toast", "banner", "snackbar", "badge", "tooltip", "hud", "spinner", "loading", "loader",
        "progress", "indicator", "button", "label", "cell", "row", "icon", "image", "text", "title",
        "handle", "presenter", "coordinator", "manager", "delegate", "model", "style", "modifier",
        "helper", "dimming", "dim", "backdrop", "scrim", "shadow", "background", "blur", "animator",
        "transition", "state", "action", "item", "config", "configuration", "option", "options", "type",
        "kind", "data", "service",
    ]
    /// Generic trailing words that say nothing about the surface: `RenewalOfferDialog`, `PromoPopupVC`.
    package static let genericSuffixes: Set<String> = [
        "view", "views", "controller", "vc", "container", "content", "card", "screen", "window", "host",
        "hosting", "wrapper", "panel", "layer",
    ]

    /// Splits camel case and snake case into lower-cased words: `PromoPopupVC` → `promo popup vc`.
    /// Breaks before a capital that starts a word (`ModalView`) and at the end of an acronym
    /// (`VCModal` → `VC`, `Modal`), keeping acronyms together (`PromoVC`). Works on UTF-8 bytes: it runs for
    /// every distinct callee name in every file.
    public static func words(_ identifier: String) -> [String] {
        var identifier = identifier
        return identifier.withUTF8 { bytes -> [String] in
            var words: [String] = []
            forEachWord(in: bytes) { start, end in
                var word = [UInt8]()
                word.reserveCapacity(end - start)
                for index in start..<end { word.append(lowercased(bytes[index])) }
                words.append(String(decoding: word, as: UTF8.self))
                return false
            }
            return words
        }
    }

    /// True when one of the identifier's words (as ``words(_:)`` splits them) is in `candidates`, without
    /// building the words: it runs for every distinct callee name of every file.
    public static func hasWord(_ identifier: String, in candidates: [[UInt8]]) -> Bool {
        var identifier = identifier
        return identifier.withUTF8 { bytes -> Bool in
            forEachWord(in: bytes) { start, end in
                let length = end - start
                return candidates.contains { word in
                    guard word.count == length else { return false }
                    for index in 0..<length where lowercased(bytes[start + index]) != word[index] { return false }
                    return true
                }
            }
        }
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
    private static func isLower(_ byte: UInt8) -> Bool { (byte >= 97 && byte <= 122) || byte >= 0x80 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }

    /// Calls `body` with the byte range of each non-empty word, in order, until it returns true; returns
    /// whether it did. The one place the word boundaries of ``words(_:)`` are decided.
    @discardableResult
    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Bool) -> Bool {
        var start = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") {
                if index > start, body(start, index) { return true }
                start = index + 1
                continue
            }
            if isUpper(byte), index > start {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if isLower(previous) || isDigit(previous) || (next.map(isLower) ?? false) {
                    if body(start, index) { return true }
                    start = index
                }
            }
        }
        return bytes.count > start && body(start, bytes.count)
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

    /// True when the identifier names a progress surface: a HUD, a spinner, a loading view.
    public static func namesProgress(_ identifier: String) -> Bool {
        let words = words(identifier)
        // An activity indicator is UIKit's name for a spinner; a busy cover (`BusyCover`) shows one.
        return words.contains { ["hud", "spinner", "loading", "loader", "progress", "busy"].contains($0) }
            || words.contains("activity") && words.contains { $0.hasPrefix("indicat") }
    }

    /// True when the identifier names a gate the user must pass (a lock, passcode or sign-in screen): escaping it would
    /// get around it, so escape is not asked of it.
    /// Words of code that asks the user to unlock the app.
    package static let unlockWords: Set<String> = ["authentication", "authenticate", "authenticated", "biometric", "biometrics", "passcode", "unlock"]
    /// Words of a gate the user must pass (a lock, a sign-in, an authentication), which no escape should open.
    package static let gateWords = unlockWords.union(["lock", "locked", "lockscreen", "login"])

    public static func namesGate(_ identifier: String) -> Bool {
        words(identifier).contains { gateWords.contains($0) }
    }

    /// True when the identifier names something as large as the screen: `FullscreenLoader`, `FullScreenCover`.
    public static func namesFullScreen(_ identifier: String) -> Bool {
        let words = words(identifier)
        return words.contains("fullscreen") || words.contains("full") && words.contains("screen")
    }

    /// True when the identifier names a cover the app takes away itself (a privacy cover while the app is in the
    /// switcher, a splash): nothing the user escapes from.
    public static func namesSelfEndingCover(_ identifier: String) -> Bool {
        let words = words(identifier)
        // A "security screen" or a "screen protection" is the privacy cover an app lays over itself while in the switcher
        // or recorded.
        return words.contains { ["cover", "privacy", "splash"].contains($0) }
            || words.contains("screen") && (words.contains("security") || words.contains("protection"))
    }

    /// True when the identifier names something that is not a modal on its own (a toast, a HUD…).
    public static func namesNonBlockingSurface(_ identifier: String) -> Bool {
        let words = words(identifier)
        // A loader named for the whole screen blocks it: `FullscreenLoader`, `BlockingSpinner`.
        if namesFullScreen(identifier) || words.contains("blocking") { return false }
        return words.contains { ["toast", "banner", "snackbar", "hud", "tooltip", "spinner", "loading", "loader", "progress"].contains($0) }
    }
}
