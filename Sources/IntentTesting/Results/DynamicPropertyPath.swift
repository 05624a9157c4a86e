/// A path into a value: a run's result, an entity's property, an element of an array.
///
/// Made by member and index access, read at the end as a type:
///
/// ```swift
/// let listName: String = try result.value.listName
/// let first: String = try result.value.tags[0]
/// ```
///
/// Each step is checked when the path is read: a member the value does not have is an error
/// naming the members it has.
@dynamicMemberLookup
public struct DynamicPropertyPath: Sendable {
    /// One step of a path.
    enum Step: Sendable, CustomStringConvertible {
        case member(String)
        case index(Int)

        var description: String {
            switch self {
            case .member(let name): ".\(name)"
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// The value the path starts at, or why there is none.
    let root: Result<IntentValue, IntentTestingError>

    /// The start, as messages name it: `the value of CompleteTodoIntent`.
    let rootName: String

    /// The steps from the root.
    let steps: [Step]

    init(root: Result<IntentValue, IntentTestingError>, rootName: String, steps: [Step] = []) {
        self.root = root
        self.rootName = rootName
        self.steps = steps
    }

    private func appending(_ step: Step) -> DynamicPropertyPath {
        DynamicPropertyPath(root: root, rootName: rootName, steps: steps + [step])
    }

    /// The path as text: `the value of CompleteTodoIntent.listName`.
    var name: String { rootName + steps.map(\.description).joined() }

    /// Follows the path.
    /// - Returns: The value at its end.
    /// - Throws: ``IntentTestingError`` naming the step that fails.
    func value() throws(IntentTestingError) -> IntentValue {
        var current = try root.get()
        var walked = rootName
        for step in steps {
            switch step {
            case .member(let member):
                if case .entity(let entity) = current.content {
                    do {
                        current = try entity.property(member)
                    } catch {
                        throw IntentTestingError(error.code, "\(walked): \(error.message)")
                    }
                } else {
                    let (found, known) = current.member(member)
                    guard let found else {
                        if current.isNull {
                            throw IntentTestingError(
                                .valueMismatch, "\(walked) is nil, so it has no member '\(member)'")
                        }
                        guard !known.isEmpty else {
                            throw IntentTestingError(
                                .valueMismatch,
                                "\(walked) is \(current.kindDescription), which has no member '\(member)'")
                        }
                        throw IntentTestingError.unknown("member", member, in: walked, known: known)
                    }
                    current = found
                }
            case .index(let index):
                guard case .array(let elements) = current.content else {
                    throw IntentTestingError(
                        .valueMismatch,
                        "\(walked) is \(current.kindDescription), not an array: it has no element \(index)")
                }
                guard elements.indices.contains(index) else {
                    throw IntentTestingError(
                        .valueMismatch, "\(walked) has \(elements.count) elements; there is no element \(index)")
                }
                current = elements[index]
            }
            walked += step.description
        }
        return current
    }

    // MARK: - Members

    /// The path one member further: `result.value.list.name`.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        appending(.member(name))
    }

    /// A member's value as a type: `let name: String = try result.value.listName`.
    /// - Throws: ``IntentTestingError`` when a step of the path fails or the value is of another type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws(IntentTestingError) { try appending(.member(name)).as(T.self) }
    }

    /// A member's value without reading it as a type, for a `nil` check or to give it to a parameter.
    /// - Throws: ``IntentTestingError`` when a step of the path fails.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        get throws(IntentTestingError) {
            let value = try appending(.member(name)).value()
            return value.isNull ? nil : value
        }
    }

    // MARK: - Elements

    /// The path one element further: `result.value[0].title`.
    public subscript(index: Int) -> DynamicPropertyPath {
        appending(.index(index))
    }

    /// An element's value as a type: `let first: String = try result.value[0]`.
    /// - Throws: ``IntentTestingError`` when a step of the path fails or the value is of another type.
    public subscript<T: IntentValueConvertible>(index: Int) -> T {
        get throws(IntentTestingError) { try appending(.index(index)).as(T.self) }
    }

    /// An element's value without reading it as a type, for a `nil` check or to give it to a parameter.
    /// - Throws: ``IntentTestingError`` when a step of the path fails.
    public subscript(index: Int) -> (any IntentValueExpressing)? {
        get throws(IntentTestingError) {
            let value = try appending(.index(index)).value()
            return value.isNull ? nil : value
        }
    }

    // MARK: - Reading

    /// The value at the end of the path as a type.
    /// - Parameter type: The type.
    /// - Returns: The value.
    /// - Throws: ``IntentTestingError`` when a step of the path fails or the value is of another type.
    public func `as`<T: IntentValueConvertible>(_ type: T.Type) throws(IntentTestingError) -> T {
        let value = try value()
        do {
            return try T._makeValue(from: value)
        } catch {
            throw IntentTestingError(.valueMismatch, "\(name): \(error.message)")
        }
    }

    /// The value at the end of the path as an entity of a type: `try result.value.as(definitions.entities["TodoItem"])`.
    /// - Parameter definition: The entity type.
    /// - Returns: The entity.
    /// - Throws: ``IntentTestingError`` when a step fails, or the value is not an entity of that type.
    public func `as`(_ definition: AppEntityDefinition) throws(IntentTestingError) -> AnyAppEntity {
        let entity = try self.as(AnyAppEntity.self)
        guard entity.typeIdentifier == definition.typeIdentifier else {
            throw IntentTestingError(
                .valueMismatch, "\(name) is \(entity), not an entity \(definition.typeIdentifier)")
        }
        return entity
    }
}
