/// A parameter of an intent: `@Parameter(title: "Step", default: 1) var step: Int`.
///
/// A class, as Apple's `IntentParameter` is, so that the runtime can set the value on a
/// value-type intent: it finds each parameter through `Mirror` and assigns the decoded
/// invocation value before calling ``AppIntent/perform()``. The value is guarded by a lock, so
/// a parameter is safe to share across tasks.
///
/// The initializers take Apple's labels, in Apple's order (see `IntentParameter+Initializers.swift`).
/// Reading a non-optional parameter that has neither a value nor a default is a programming
/// error and traps, as on Apple's platforms. The runtime never lets that happen: it refuses an
/// invocation that leaves a required parameter unset, before `perform()` runs.
@propertyWrapper
public final class IntentParameter<Value: Sendable>: Sendable {
    /// The parameter's title, shown to the user; empty when the declaration gave none, and the
    /// runtime then titles the parameter after its property name.
    public let title: LocalizedStringResource

    /// A longer description of the parameter.
    package let description: LocalizedStringResource?

    /// The value the parameter has until one is set, as its `@Parameter(…, default:)` gave it.
    package let declaredDefault: Value?

    /// The inclusive bounds of a numeric parameter, for metadata and validation.
    package let numericBounds: ClosedRange<Double>?

    /// Whether a candidate value lies within the declared range; `nil` when unbounded.
    package let rangeCheck: (@Sendable (Value) -> Bool)?

    /// Everything else the declaration said.
    package let declaration: ParameterDeclaration

    private let storage: Locked<Value?>

    /// Creates a parameter: the one initializer every public one calls.
    package init(
        title: LocalizedStringResource?,
        description: LocalizedStringResource?,
        default defaultValue: Value?,
        numericBounds: ClosedRange<Double>? = nil,
        rangeCheck: (@Sendable (Value) -> Bool)? = nil,
        declaration: ParameterDeclaration
    ) {
        self.title = title ?? ""
        self.description = description
        self.declaredDefault = defaultValue
        self.numericBounds = numericBounds
        self.rangeCheck = rangeCheck
        self.declaration = declaration
        self.storage = Locked(nil)
    }

    /// Creates a parameter titled after its property, as a bare `@Parameter var note: String?`
    /// declares it (iOS 18). Declared here, not with the other initializers in an extension:
    /// only an `init()` of the wrapper's own declaration lets Swift give an intent with such a
    /// parameter its implicit `init()`.
    public convenience init() {
        self.init(title: nil, description: nil, default: nil, declaration: ParameterDeclaration())
    }

    /// The parameter's value: the one set, else the default.
    public var wrappedValue: Value {
        get {
            if let value = storage.withLock({ $0 }) ?? declaredDefault ?? Self.noneIfOptional {
                return value
            }
            preconditionFailure("@Parameter \"\(title)\" was read before it had a value, and it has no default")
        }
        set {
            storage.withLock { $0 = newValue }
        }
    }

    /// The parameter itself, as `$step`: phrases name parameters by this key path.
    public var projectedValue: IntentParameter<Value> { self }

    /// The value assigned to the parameter (by an invocation or by code), not its default; `nil` when none was.
    package var assignedValue: Value? { storage.withLock { $0 } }

    /// `nil` as a `Value` when `Value` is an `Optional`; otherwise `nil` (no value).
    private static var noneIfOptional: Value? {
        (Value.self as? any OptionalParameterValue.Type)?.noneValue as? Value
    }
}

// MARK: - Type-erased access for the runtime

/// What the runtime needs of any `IntentParameter`, whatever its `Value`.
package protocol AnyIntentParameter: AnyObject, Sendable {
    /// The parameter's title; empty when the declaration gave none.
    var title: LocalizedStringResource { get }

    /// The parameter's description, if any.
    var description: LocalizedStringResource? { get }

    /// Everything else the declaration said.
    var declaration: ParameterDeclaration { get }

    /// The declared Swift type of the value (`Int`, `String?`, `[URL]`…).
    var valueType: any Any.Type { get }

    /// The value type with one level of `Optional` removed.
    var wrappedValueType: any Any.Type { get }

    /// Whether the declared type is an `Optional`.
    var isOptional: Bool { get }

    /// Whether a value was set, or a default exists.
    var hasValue: Bool { get }

    /// The default value, type-erased.
    var anyDefaultValue: (any Sendable)? { get }

    /// The numeric bounds, if declared.
    var numericBounds: ClosedRange<Double>? { get }

    /// The current value (set, else default) rendered with `String(reflecting:)`, or `unset`.
    var currentValueDescription: String { get }

    /// Assigns a decoded value.
    /// - Returns: `false` when the value is not of the parameter's type or out of its range;
    ///   nothing is assigned then.
    func assign(_ value: Any) -> Bool

    /// Assigns `nil` to an optional parameter.
    /// - Returns: `false` when the parameter is not optional.
    func assignNone() -> Bool

    /// The value the parameter's `resolvers:` make of an input its own type does not take, type-erased; `nil` when
    /// none converts it (or the parameter has none).
    /// - Parameter input: The input, as an invocation gave it (text, number, flag).
    /// - Throws: What a resolver throws.
    func anyResolvedValue(from input: any Sendable) async throws -> (any Sendable)?
}

extension IntentParameter: AnyIntentParameter {
    package var valueType: any Any.Type { Value.self }

    package var wrappedValueType: any Any.Type { unwrappedOptionalType(Value.self) }

    /// Whether the parameter's type is an `Optional`: `true` for `@Parameter var note: String?`.
    public var isOptional: Bool { Value.self is any OptionalParameterValue.Type }

    /// The value the parameter has until one is set, as its `@Parameter(…, default:)` gave it; `nil` when it gave
    /// none. Apple's `Value.UnwrappedType?`: for an optional parameter, the overload of `OptionalParameterWrapping`
    /// parameters gives the wrapped type (`String?` for `@Parameter(default: "a") var note: String?`).
    @_disfavoredOverload public var defaultValue: Value? { declaredDefault }

    package var hasValue: Bool { storage.withLock { $0 != nil } || declaredDefault != nil }

    package var anyDefaultValue: (any Sendable)? { declaredDefault }

    package var currentValueDescription: String {
        guard let value = storage.withLock({ $0 }) ?? declaredDefault else { return "unset" }
        return String(reflecting: value)
    }

    package func assign(_ value: Any) -> Bool {
        let typed: Value
        if let value = value as? Value {
            typed = value
        } else if let wrapping = Value.self as? any OptionalParameterValue.Type,
            let wrapped = wrapping.wrapping(value) as? Value
        {
            typed = wrapped
        } else {
            return false
        }
        if let rangeCheck, !rangeCheck(typed) { return false }
        storage.withLock { $0 = typed }
        return true
    }

    package func anyResolvedValue(from input: any Sendable) async throws -> (any Sendable)? {
        try await resolvedValue(from: input)
    }

    package func assignNone() -> Bool {
        guard let none = Self.noneIfOptional else { return false }
        storage.withLock { $0 = none }
        return true
    }
}

/// `Optional`, seen through its wrapped type, so the runtime can handle `String?` parameters.
package protocol OptionalParameterValue {
    /// The wrapped type.
    static var wrappedType: any Any.Type { get }

    /// `nil` of this optional type.
    static var noneValue: Self { get }

    /// `.some(value)` when `value` is of the wrapped type, else `nil`.
    static func wrapping(_ value: Any) -> Self?
}

/// `type` without its `Optional`: `String` for `String?`, `type` itself for a type that is not optional.
package func unwrappedOptionalType(_ type: any Any.Type) -> any Any.Type {
    (type as? any OptionalParameterValue.Type)?.wrappedType ?? type
}

extension Optional: OptionalParameterValue {
    package static var wrappedType: any Any.Type { Wrapped.self }

    package static var noneValue: Self { nil }

    package static func wrapping(_ value: Any) -> Self? {
        (value as? Wrapped).map { .some($0) }
    }
}

/// An `Optional` parameter value, named so that an optional parameter's `defaultValue` is its wrapped type, as Apple's
/// `Value.UnwrappedType?` is.
///
/// Public though Apple declares no such protocol: it constrains a public `IntentParameter` member, and a public
/// declaration's constraints are public; the facades do not re-export its name.
public protocol OptionalParameterWrapping {
    /// The type the optional wraps.
    associatedtype Wrapped
}

extension Optional: OptionalParameterWrapping {}

extension IntentParameter where Value: OptionalParameterWrapping {
    /// The value an optional parameter has until one is set, as its `@Parameter(…, default:)` gave it, typed as the
    /// wrapped value, as Apple's is (`String?` for `@Parameter(default: "a") var note: String?`); `nil` when it gave
    /// none.
    public var defaultValue: Value.Wrapped? { declaredDefault.flatMap { $0 as? Value.Wrapped } }
}
