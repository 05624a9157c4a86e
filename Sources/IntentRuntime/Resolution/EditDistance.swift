/// How far apart two words are, for the "did you mean" hints of the resolution report, the command line
/// and the testing module.
package enum EditDistance {
    /// The Levenshtein distance between two words, cut off above `limit`: once every alignment costs more
    /// than `limit`, the cheapest of them is returned at once.
    package static func levenshtein(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            var rowMinimum = current[0]
            for (j, right) in rhs.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
                rowMinimum = Swift.min(rowMinimum, current[j + 1])
            }
            if rowMinimum > limit { return rowMinimum }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }

    /// The optimal-string-alignment (restricted Damerau–Levenshtein) distance between two words: an
    /// adjacent transposition, the commonest typo, costs one edit.
    package static func optimalStringAlignment(_ lhs: [Character], _ rhs: [Character]) -> Int {
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

    /// Whether two identifiers could be one misspelt as the other, word by word: both have the same
    /// camel-case words (`Delete`, `Todo`, `Intent`), each within a third of its length of the other's
    /// (at least one edit), or, cut into a different number of words, they differ by at most one edit
    /// ignoring case (`DeleteTodointent`). `DeleteFileIntent` and `DeleteTodoIntent` are a whole word apart.
    package static func differByNoWholeWord(_ lhs: String, _ rhs: String) -> Bool {
        let left = words(lhs)
        let right = words(rhs)
        guard left.count == right.count else {
            return levenshtein(Array(lhs.lowercased()), Array(rhs.lowercased()), limit: 1) <= 1
        }
        return zip(left, right).allSatisfy { left, right in
            let limit = Swift.max(1, Swift.min(left.count, right.count) / 3)
            return levenshtein(left, right, limit: limit) <= limit
        }
    }

    /// An identifier's camel-case words, lowercased: a word starts at an uppercase letter that follows a
    /// lowercase letter or digit, or that precedes a lowercase letter after uppercase ones (`URLLink` is
    /// `url`, `link`); `_` and other non-alphanumerics separate words.
    static func words(_ identifier: String) -> [[Character]] {
        var words: [[Character]] = []
        var current: [Character] = []
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = []
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = []
                }
            }
            current.append(Character(character.lowercased()))
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
