import IntentRuntime

/// Finds the known names closest to a misspelt one, for "did you mean" hints.
enum NearMatches {
    /// The candidates within a plausible typo of `word`, nearest first, at most three.
    static func closest(to word: String, among candidates: [String]) -> [String] {
        let typed = Array(word.lowercased())
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in Set(candidates) {
            let known = Array(candidate.lowercased())
            let distance =
                known.starts(with: typed) && typed.count >= 2 || typed.starts(with: known) && known.count >= 4
                ? 0 : EditDistance.optimalStringAlignment(typed, known)
            guard distance <= max(1, min(3, known.count / 3)) else { continue }
            scored.append((candidate, distance))
        }
        return scored.sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }.prefix(3).map(\.candidate)
    }

    /// `"; did you mean 'X'? (known: …)"`: the near matches, then every known name when there are few.
    static func hint(for word: String, among candidates: [String]) -> String {
        let near = closest(to: word, among: candidates)
        var text = near.isEmpty ? "" : "; did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?"
        let known = Set(candidates).sorted()
        if known.isEmpty {
            text += " (it has none)"
        } else if known.count <= 12 {
            text += " (known: \(known.joined(separator: ", ")))"
        }
        return text
    }

}
