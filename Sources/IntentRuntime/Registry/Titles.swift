/// Titles made from property names, for what was declared without one: `dueDate` → `Due Date`.
package enum Titles {
    /// The words of a camel-case property name, each capitalized.
    /// - Parameter propertyName: `itemTitle`.
    /// - Returns: `Item Title`.
    package static func words(_ propertyName: String) -> String {
        var words: [String] = []
        var current = ""
        for character in propertyName {
            if character.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
