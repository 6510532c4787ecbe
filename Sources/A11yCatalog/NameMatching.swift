import A11yCore

/// Loose matching of component names typed by people.
enum NameMatching {
    /// Lowercases and drops spaces, hyphens, underscores, slashes and dots: "Time/Date picker" → "timedatepicker".
    static func normalize(_ name: String) -> String {
        String(name.lowercased().filter { !" -_/.\t".contains($0) })
    }

    /// Ids of candidates close to the query, closest first: a small edit distance, or one name starting with or
    /// containing the other.
    static func suggestions(for query: String, candidates: [(id: String, names: [String])], limit: Int) -> [String] {
        let key = normalize(query)
        guard !key.isEmpty else { return [] }
        var scored: [(id: String, score: Int)] = []
        for candidate in candidates {
            let scores = candidate.names.compactMap { score(query: key, name: $0) }
            if let best = scores.min() {
                scored.append((candidate.id, best))
            }
        }
        return scored.sorted { ($0.score, $0.id) < ($1.score, $1.id) }.prefix(limit).map(\.id)
    }

    /// Lower is closer; `nil` is not close at all.
    private static func score(query: String, name: String) -> Int? {
        let distance = EditDistance.between(query, name)
        let allowed = max(1, min(3, name.count / 3))
        if distance <= allowed { return distance }
        if query.count >= 3, name.hasPrefix(query) || query.hasPrefix(name) { return 4 }
        if query.count >= 4, name.contains(query) || query.contains(name) { return 5 }
        return nil
    }
}
