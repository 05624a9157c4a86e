/// Finds the closest known word to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// The candidate nearest to `word`, if any is near enough to be a plausible typo.
    /// - Parameters:
    ///   - word: What the user typed.
    ///   - candidates: The words that would have been accepted.
    /// - Returns: The best candidate, or `nil`.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased())
            let distance: Int
            if known.starts(with: typed) && typed.count >= 2 {
                distance = 0
            } else {
                distance = editDistance(typed, known)
            }
            let allowed = max(1, min(3, known.count / 3))
            guard distance <= allowed else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance between two words.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }

    /// `" Did you mean '…'?"`, or nothing.
    static func hint(for word: String, among candidates: [String], prefix: String = "") -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return " Did you mean '\(prefix)\(match)'?"
    }
}
