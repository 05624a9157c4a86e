/// The parameters of the intent being configured, for a query or an options provider whose
/// answers depend on them: `@IntentParameterDependency<AddTodoIntent>(\.$list) var addTodo`.
///
/// Spelled as Apple's `IntentParameterDependency`. Its value is `nil` unless the query runs
/// while an intent of that type is being resolved; then it reads that intent's parameters.
/// Here that is while the runtime decodes the intent's entity parameters and checks its options
/// (the intent's other parameters are set by then, in declaration order).
///
/// The key paths name the parameters whose changes make the system's editor ask the query again;
/// nothing here edits a configuration, so they are not kept: the wrapper reads the intent being
/// resolved whichever parameters they name.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: Sendable {
    /// Depends on one parameter.
    /// - Parameter keyPath: The parameter: `\.$list`.
    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
    }

    /// Depends on two parameters.
    /// - Parameters:
    ///   - first: A parameter.
    ///   - second: Another parameter.
    public init<First, Second>(
        _ first: KeyPath<Intent, IntentParameter<First>>,
        _ second: KeyPath<Intent, IntentParameter<Second>>
    ) {
    }

    /// Depends on three parameters.
    /// - Parameters:
    ///   - first: A parameter.
    ///   - second: Another parameter.
    ///   - third: A third parameter.
    public init<First, Second, Third>(
        _ first: KeyPath<Intent, IntentParameter<First>>,
        _ second: KeyPath<Intent, IntentParameter<Second>>,
        _ third: KeyPath<Intent, IntentParameter<Third>>
    ) {
    }

    /// Depends on four parameters.
    /// - Parameters:
    ///   - k0: A parameter.
    ///   - k1: A parameter.
    ///   - k2: A parameter.
    ///   - k3: A parameter.
    public init<V0, V1, V2, V3>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>,
        _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>,
        _ k3: KeyPath<Intent, IntentParameter<V3>>
    ) {
    }

    /// Depends on five parameters.
    /// - Parameters:
    ///   - k0: A parameter.
    ///   - k1: A parameter.
    ///   - k2: A parameter.
    ///   - k3: A parameter.
    ///   - k4: A parameter.
    public init<V0, V1, V2, V3, V4>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>,
        _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>,
        _ k3: KeyPath<Intent, IntentParameter<V3>>,
        _ k4: KeyPath<Intent, IntentParameter<V4>>
    ) {
    }

    /// Depends on six parameters.
    /// - Parameters:
    ///   - k0: A parameter.
    ///   - k1: A parameter.
    ///   - k2: A parameter.
    ///   - k3: A parameter.
    ///   - k4: A parameter.
    ///   - k5: A parameter.
    public init<V0, V1, V2, V3, V4, V5>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>,
        _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>,
        _ k3: KeyPath<Intent, IntentParameter<V3>>,
        _ k4: KeyPath<Intent, IntentParameter<V4>>,
        _ k5: KeyPath<Intent, IntentParameter<V5>>
    ) {
    }

    /// Depends on seven parameters.
    /// - Parameters:
    ///   - k0: A parameter.
    ///   - k1: A parameter.
    ///   - k2: A parameter.
    ///   - k3: A parameter.
    ///   - k4: A parameter.
    ///   - k5: A parameter.
    ///   - k6: A parameter.
    public init<V0, V1, V2, V3, V4, V5, V6>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>,
        _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>,
        _ k3: KeyPath<Intent, IntentParameter<V3>>,
        _ k4: KeyPath<Intent, IntentParameter<V4>>,
        _ k5: KeyPath<Intent, IntentParameter<V5>>,
        _ k6: KeyPath<Intent, IntentParameter<V6>>
    ) {
    }

    /// Depends on eight parameters.
    /// - Parameters:
    ///   - k0: A parameter.
    ///   - k1: A parameter.
    ///   - k2: A parameter.
    ///   - k3: A parameter.
    ///   - k4: A parameter.
    ///   - k5: A parameter.
    ///   - k6: A parameter.
    ///   - k7: A parameter.
    public init<V0, V1, V2, V3, V4, V5, V6, V7>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>,
        _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>,
        _ k3: KeyPath<Intent, IntentParameter<V3>>,
        _ k4: KeyPath<Intent, IntentParameter<V4>>,
        _ k5: KeyPath<Intent, IntentParameter<V5>>,
        _ k6: KeyPath<Intent, IntentParameter<V6>>,
        _ k7: KeyPath<Intent, IntentParameter<V7>>
    ) {
    }

    /// Depends on nine parameters.
    /// - Parameters:
    ///   - k0: A parameter.
    ///   - k1: A parameter.
    ///   - k2: A parameter.
    ///   - k3: A parameter.
    ///   - k4: A parameter.
    ///   - k5: A parameter.
    ///   - k6: A parameter.
    ///   - k7: A parameter.
    ///   - k8: A parameter.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>,
        _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>,
        _ k3: KeyPath<Intent, IntentParameter<V3>>,
        _ k4: KeyPath<Intent, IntentParameter<V4>>,
        _ k5: KeyPath<Intent, IntentParameter<V5>>,
        _ k6: KeyPath<Intent, IntentParameter<V6>>,
        _ k7: KeyPath<Intent, IntentParameter<V7>>,
        _ k8: KeyPath<Intent, IntentParameter<V8>>
    ) {
    }

    /// Depends on ten parameters.
    /// - Parameters:
    ///   - k0: A parameter.
    ///   - k1: A parameter.
    ///   - k2: A parameter.
    ///   - k3: A parameter.
    ///   - k4: A parameter.
    ///   - k5: A parameter.
    ///   - k6: A parameter.
    ///   - k7: A parameter.
    ///   - k8: A parameter.
    ///   - k9: A parameter.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>,
        _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>,
        _ k3: KeyPath<Intent, IntentParameter<V3>>,
        _ k4: KeyPath<Intent, IntentParameter<V4>>,
        _ k5: KeyPath<Intent, IntentParameter<V5>>,
        _ k6: KeyPath<Intent, IntentParameter<V6>>,
        _ k7: KeyPath<Intent, IntentParameter<V7>>,
        _ k8: KeyPath<Intent, IntentParameter<V8>>,
        _ k9: KeyPath<Intent, IntentParameter<V9>>
    ) {
    }

    /// The intent being resolved, or `nil` when none of this type is.
    public var wrappedValue: IntentProjection<Intent>? {
        (ResolutionContext.intent as? Intent).map(IntentProjection.init)
    }
}

/// Read access to the parameters of an intent being resolved: `addTodo.list`.
///
/// Spelled as Apple's `IntentProjection`. An optional parameter reads as its wrapped type;
/// reading one that has no value traps, so check it with the intent's own `$parameter` first.
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: Sendable {
    private let intent: Intent

    init(_ intent: Intent) {
        self.intent = intent
    }

    /// A parameter's value.
    /// - Parameter keyPath: The parameter's property.
    @_disfavoredOverload
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
        intent[keyPath: keyPath]
    }

    /// An optional parameter's value, unwrapped.
    /// - Parameter keyPath: The parameter's property.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value?>) -> Value {
        guard let value = intent[keyPath: keyPath] else {
            preconditionFailure("\(Intent.self): the parameter \(keyPath) has no value")
        }
        return value
    }
}

/// The intent whose parameters the runtime is decoding: queries and options providers read it
/// through ``IntentParameterDependency``.
package enum ResolutionContext {
    /// The intent being resolved, if any.
    @TaskLocal package static var intent: (any AppIntent)?
}
