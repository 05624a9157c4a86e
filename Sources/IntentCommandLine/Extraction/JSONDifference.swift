import IntentMetadata

/// Where two JSON documents differ, by path: what `extract --check` says of a stale bundle.
enum JSONDifference {
    /// One difference: a path and what is there in each document.
    struct Change: Equatable, CustomStringConvertible {
        /// The path: `actions.AddTodoIntent.parameters[1].title.key`.
        let path: String
        /// The value in the checked-in document; `nil` when absent there.
        let old: JSONValue?
        /// The value extraction writes; `nil` when it writes none.
        let new: JSONValue?

        /// `path: "old" → "new"`, `path: added`, `path: removed`.
        var description: String {
            switch (old, new) {
            case (nil, _): "\(path): added"
            case (_, nil): "\(path): removed"
            case (let old?, let new?): "\(path): \(Self.excerpt(old)) → \(Self.excerpt(new))"
            }
        }

        /// A value's text, cut short: scalars whole, containers by their size.
        private static func excerpt(_ value: JSONValue) -> String {
            switch value {
            case .object(let members): "{\(members.count) keys}"
            case .array(let elements): "[\(elements.count) elements]"
            default:
                String(decoding: value.serialized(), as: UTF8.self).excerpt(60)
            }
        }
    }

    /// The differences between two documents, paths in sorted order.
    /// - Parameters:
    ///   - old: The checked-in document.
    ///   - new: The document extraction writes.
    /// - Returns: The changes; empty when the documents are equal.
    static func between(_ old: JSONValue, _ new: JSONValue) -> [Change] {
        var changes: [Change] = []
        collect(old, new, path: "", into: &changes)
        return changes
    }

    private static func collect(_ old: JSONValue, _ new: JSONValue, path: String, into changes: inout [Change]) {
        guard old != new else { return }
        switch (old, new) {
        case (.object(let oldMembers), .object(let newMembers)):
            for key in Set(oldMembers.keys).union(newMembers.keys).sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                switch (oldMembers[key], newMembers[key]) {
                case (let before?, let after?): collect(before, after, path: child, into: &changes)
                case (let before, let after): changes.append(Change(path: child, old: before, new: after))
                }
            }
        case (.array(let oldElements), .array(let newElements)) where oldElements.count == newElements.count:
            for (index, (before, after)) in zip(oldElements, newElements).enumerated() {
                collect(before, after, path: "\(path)[\(index)]", into: &changes)
            }
        default:
            changes.append(Change(path: path, old: old, new: new))
        }
    }
}

extension String {
    /// The string, cut to `limit` characters with an ellipsis.
    fileprivate func excerpt(_ limit: Int) -> String {
        count <= limit ? self : prefix(limit - 1) + "…"
    }
}
