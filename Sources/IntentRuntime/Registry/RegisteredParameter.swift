/// A `@Parameter` property of a registered intent, discovered by reflecting a fresh instance.
public struct RegisteredParameter: Sendable, CustomStringConvertible {
    /// The property's name, without the property wrapper's underscore: `step` for `_step`.
    public let name: String

    /// The title shown to the user.
    public let title: String

    /// The declared Swift type, as written in source: `Int`, `Optional<String>`, `Array<URL>`.
    public let swiftTypeName: String

    /// Whether the declared type is an `Optional`.
    public let isOptional: Bool

    /// Whether the parameter has a default value.
    public let hasDefault: Bool

    /// The declared inclusive range of a numeric parameter, if any.
    public let numericBounds: ClosedRange<Double>?

    /// The declared Swift type with one level of `Optional` removed.
    package let wrappedType: SendableType

    /// The file types a file parameter declares (`supportedContentTypes:`, `supportedTypeIdentifiers:`);
    /// empty when it names none, and then it takes any file.
    package let supportedTypeIdentifiers: [String]

    /// Whether an invocation must supply a value: neither optional nor defaulted.
    public var isRequired: Bool { !isOptional && !hasDefault }

    /// The parameter as `name: Type`.
    public var description: String { "\(name): \(swiftTypeName)" }

    package init(name: String, parameter: any AnyIntentParameter) {
        self.name = name
        self.title = parameter.title.key
        self.swiftTypeName = _typeName(parameter.valueType, qualified: false)
        self.isOptional = parameter.isOptional
        self.hasDefault = parameter.anyDefaultValue != nil
        self.numericBounds = parameter.numericBounds
        self.wrappedType = SendableType(parameter.wrappedValueType)
        self.supportedTypeIdentifiers = parameter.declaration.supportedTypeIdentifiers
    }
}

/// A metatype that may cross tasks: metatypes are immutable, so sharing one is safe.
package struct SendableType: @unchecked Sendable {
    /// The metatype.
    package let type: any Any.Type

    package init(_ type: any Any.Type) {
        self.type = type
    }
}
