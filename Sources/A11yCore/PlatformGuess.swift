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

    /// The platforms the innermost folder that names one stands for (all when none does). `targetFolders`
    /// (from `targetFolders(among:)`) adds the folders whose platform only their siblings reveal.
    public static func targets(ofPath path: String, targetFolders: [String: Platform] = [:]) -> BuildTargets {
        var folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        while let folder = folders.last {
            if !targetFolders.isEmpty, let platform = targetFolders[folders.joined(separator: "/")] {
                return BuildTargets(platforms: [platform])
            }
            if let platform = platform(ofFolder: String(folder)) { return BuildTargets(platforms: [platform]) }
            folders = folders.dropLast()
        }
        return .all
    }

    /// Folders named for another platform's target of the app beside them: `Meshtastic TV/` next to
    /// `Meshtastic/`, `Notes Mac App/` next to `Notes/`. The name alone cannot tell (`Live TV/` is a feature of
    /// a video app); a sibling folder holding the rest of the name can. Keys are folder paths as given.
    public static func targetFolders(among folders: Set<String>) -> [String: Platform] {
        var named: Set<String> = []
        for folder in folders {
            let slash = folder.lastIndex(of: "/")
            let parent = slash.map { String(folder[..<$0]) } ?? ""
            let name = slash.map { String(folder[folder.index(after: $0)...]) } ?? folder
            named.insert(parent + "\u{0}" + folderWords(name).joined(separator: " "))
        }
        var found: [String: Platform] = [:]
        for folder in folders {
            let slash = folder.lastIndex(of: "/")
            let parent = slash.map { String(folder[..<$0]) } ?? ""
            let words = folderWords(slash.map { String(folder[folder.index(after: $0)...]) } ?? folder)
            // The app's name, then the platform's word and words that only say what kind of target it is.
            for split in words.indices.dropFirst() {
                let tail = words[split...].joined(separator: " ")
                guard platformWords.contains(words[split]), let platform = platform(ofFolder: tail),
                    named.contains(parent + "\u{0}" + words[..<split].joined(separator: " "))
                else { continue }
                found[folder] = platform
                break
            }
        }
        return found
    }

    /// The words that open a platform's part of a folder name (`TV App`, `Watch Extension`, `Mac`).
    private static let platformWords: Set<String> = ["tv", "mac", "watch", "tvos", "macos", "watchos", "visionos", "apple"]

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
