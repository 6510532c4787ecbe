/// A path pattern as in `.native-a11y.yml`: `*` matches within one path component, `**` across
/// components, `?` one character. A pattern without a slash matches a file or folder name anywhere
/// (`Generated` matches `App/Generated/…`); a pattern ending in `/` matches a folder and all it holds.
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String

    public init(_ pattern: String) {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        self.pattern = pattern
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        let patternBody = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        if !patternBody.contains("/") {
            // A bare name: any component (or any suffix of components).
            let components = path.split(separator: "/").map(String.init)
            return components.contains { Self.match(Array(patternBody), Array($0)) }
        }
        let patternComponents = patternBody.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let pathComponents = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // A folder pattern matches everything below the folder too.
        return Self.matchComponents(patternComponents[...], pathComponents[...], allowPrefix: true)
    }

    private static func matchComponents(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>, allowPrefix: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || allowPrefix }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if matchComponents(rest, remaining, allowPrefix: allowPrefix) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let head = path.first, match(Array(first), Array(head)) else { return false }
        return matchComponents(pattern.dropFirst(), path.dropFirst(), allowPrefix: allowPrefix)
    }

    /// Matches one component: `*` any run, `?` one character.
    private static func match(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star = -1
        var mark = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
