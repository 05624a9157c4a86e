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
                ? 0 : editDistance(typed, known)
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

    /// The optimal-string-alignment distance between two words.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
