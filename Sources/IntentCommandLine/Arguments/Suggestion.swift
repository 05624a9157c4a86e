import IntentRuntime

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
                distance = EditDistance.optimalStringAlignment(typed, known)
            }
            let allowed = max(1, min(3, known.count / 3))
            guard distance <= allowed else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `" Did you mean '…'?"`, or nothing.
    static func hint(for word: String, among candidates: [String], prefix: String = "") -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return " Did you mean '\(prefix)\(match)'?"
    }
}
