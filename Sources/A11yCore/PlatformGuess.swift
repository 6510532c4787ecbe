/// Guesses which platforms a file is built for from facts outside its code: the folders it lives in and the
/// frameworks it imports. A guess, so settings (`platforms:`) may replace it; `#if` regions inside the file are
/// facts and narrow whatever the guess says.
public enum PlatformGuess {
    /// The platform a folder's name stands for: `Mac/`, `macOS App/`, `WatchKit Extension/`, `xDrip Watch App/`,
    /// `tvOS/`, `AppleTV/`, `visionOS/`. Nil for every other name, `MacCatalyst/` included (that is the iOS app).
    public static func platform(ofFolder name: String) -> Platform? {
        let words = folderWords(name)
        guard !words.isEmpty, !words.contains("catalyst") else { return nil }
        // `macOS`, `WatchKit`, `AppleTV` are split by their capitals: look for the joined spelling too.
        let spellings = Set(words).union(zip(words, words.dropFirst()).map { $0 + $1 })
        let helpers: Set<String> = ["app", "apps", "extension", "extensions", "target", "complication", "complications", "widget", "widgets", "kit", "client", "companion"]
        // `Mac`, `Mac App`, `Watch`, `TV`: the word alone, or with words that only say what kind of target it is.
        let alone: (String) -> Bool = { word in words.contains(word) && words.allSatisfy { $0 == word || helpers.contains($0) } }
        if !spellings.isDisjoint(with: ["macos", "osx", "macosx", "appkit"]) || alone("mac") { return .macos }
        if !spellings.isDisjoint(with: ["watchos", "watchkit", "watchapp"]) || alone("watch")
            || words.contains("watch") && words.contains(where: helpers.contains)
        {
            return .watchos
        }
        if !spellings.isDisjoint(with: ["tvos", "appletv"]) || alone("tv") { return .tvos }
        if !spellings.isDisjoint(with: ["visionos", "xros"]) { return .visionos }
        return nil
    }

    /// The platforms the innermost folder that names one stands for (all when none does).
    public static func targets(ofPath path: String) -> BuildTargets {
        for folder in path.split(separator: "/").dropLast().reversed() {
            if let platform = platform(ofFolder: String(folder)) { return BuildTargets(platforms: [platform]) }
        }
        return .all
    }

    /// What a file's unconditional imports allow: UIKit rules out macOS (outside Catalyst) and watchOS; AppKit
    /// or Cocoa means macOS; WatchKit or ClockKit means watchOS. Imports inside `#if` say nothing here.
    public static func targets(ofImports modules: Set<String>) -> BuildTargets {
        var targets = BuildTargets.all
        if modules.contains("UIKit") { targets.formIntersection(BuildTargets(platforms: [.ios, .tvos, .visionos])) }
        if modules.contains("AppKit") || modules.contains("Cocoa") { targets.formIntersection(BuildTargets(platforms: [.macos])) }
        if modules.contains("WatchKit") || modules.contains("ClockKit") { targets.formIntersection(BuildTargets(platforms: [.watchos])) }
        if modules.contains("TVUIKit") || modules.contains("TVServices") { targets.formIntersection(BuildTargets(platforms: [.tvos])) }
        // Contradictory imports: the file cannot tell, so it says nothing.
        return targets.isEmpty ? .all : targets
    }

    /// Combines a guess with what the imports say: the imports are facts, so when the two disagree (a file in
    /// a `Mac/` folder that imports UIKit is Catalyst code), the imports win.
    public static func combine(_ guess: BuildTargets, imports: BuildTargets) -> BuildTargets {
        let both = guess.intersection(imports)
        return both.isEmpty ? imports : both
    }

    /// Lowercased words of a folder name: `xDrip Watch App` → x, drip, watch, app; `WatchKitExtension` →
    /// watch, kit, extension; `tvOS` → tv, os.
    static func folderWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                if !current.isEmpty { words.append(current) }
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
