/// Values a query returned, by position, each read as a path: `try result.items[0].name`.
///
/// Spelled as Apple's `DynamicPropertyPathCollection`, the items of an intent value query's result. Value queries
/// are not offered here yet, so no public API returns one.
public struct DynamicPropertyPathCollection: Sendable {
    /// The items.
    let items: [IntentValue]

    /// What messages call the collection: `the items of LandmarkQuery`.
    let name: String

    /// A collection of values.
    /// - Parameters:
    ///   - items: The values, in order.
    ///   - name: What messages call the collection.
    init(items: [IntentValue], name: String) {
        self.items = items
        self.name = name
    }

    /// A collection of Swift values, read as a run's result is: text, numbers, entities by their properties.
    /// - Parameters:
    ///   - values: The values, in order.
    ///   - name: What messages call the collection.
    package init(values: [Any], name: String) {
        self.init(items: values.map { IntentValue.make($0) }, name: name)
    }

    /// The number of items.
    public var count: Int { items.count }

    /// Whether there are no items.
    public var isEmpty: Bool { items.isEmpty }

    /// A path into the item at a position, for its properties: `try items[0].name`. A position outside the
    /// collection is an error when the path is read.
    public subscript(position: Int) -> DynamicPropertyPath {
        DynamicPropertyPath(
            root: .success(IntentValue(.array(items))), rootName: name, steps: [.index(position)])
    }

    /// The item at a position as a type: `let first: AnyAppEntity = try items[0]`.
    /// - Throws: ``IntentTestingError`` when the position is outside the collection or the item is of another type.
    public subscript<T: IntentValueConvertible>(position: Int) -> T {
        get throws(IntentTestingError) { try self[position].as(T.self) }
    }
}
