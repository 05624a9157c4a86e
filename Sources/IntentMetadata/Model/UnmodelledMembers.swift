/// The members of a JSON object that a model type does not know: what the model exposes as `additionalFields` and
/// writes back.
///
/// Either a dictionary, or, for a model read by ``MetadataBundleReader``, an object of just those members kept as
/// text in the bundle's ``JSONDocument``, parsed when something asks for them: a loaded bundle holds one buffer of
/// JSON text instead of a dictionary per JSON object.
struct UnmodelledMembers: Sendable, Hashable {
    private enum Storage: Sendable {
        case members([String: JSONValue])
        /// The text of an object of the unmodelled members.
        case source(JSONSource)
    }

    private var storage: Storage

    /// Members given as a dictionary.
    init(_ members: [String: JSONValue] = [:]) {
        storage = .members(members)
    }

    /// The members of the object whose text is `source`.
    init(source: JSONSource) {
        storage = .source(source)
    }

    /// The members.
    var members: [String: JSONValue] {
        get {
            switch storage {
            case .members(let members): members
            case .source(let source): source.value.objectValue ?? [:]
            }
        }
        set { storage = .members(newValue) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.members == rhs.members
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}

/// A JSON value a model keeps as given, or as its bytes in a loaded document until something asks for it.
struct DeferredJSON: Sendable, Hashable {
    private enum Storage: Sendable {
        case value(JSONValue)
        case source(JSONSource)
    }

    private let storage: Storage

    /// A value given as such.
    init(_ value: JSONValue) {
        storage = .value(value)
    }

    /// The value whose text is `source`.
    init(source: JSONSource) {
        storage = .source(source)
    }

    /// The value.
    var value: JSONValue {
        switch storage {
        case .value(let value): value
        case .source(let source): source.value
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// The value type of a parameter or an action's output: decoded, for the runtime to read, and its JSON as the
/// document has it, for writing back the wrapper members the enum does not model.
struct StoredValueType: Sendable, Hashable {
    /// The decoded type; `nil` when the JSON is not a value type (never after a checked load).
    let type: ValueType?
    /// The JSON.
    let json: DeferredJSON

    /// A value type set from the model: its JSON is Xcode's.
    init(_ type: ValueType) {
        self.type = type
        self.json = DeferredJSON(type.jsonValue)
    }

    /// A value type kept as JSON (decoded now).
    init(json: JSONValue) {
        self.type = try? ValueType(jsonValue: json)
        self.json = DeferredJSON(json)
    }

    /// A value type decoded by a loader, with its JSON left in the document.
    init(type: ValueType, source: JSONSource) {
        self.type = type
        self.json = DeferredJSON(source: source)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.json == rhs.json
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }
}
