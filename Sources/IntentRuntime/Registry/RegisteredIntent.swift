/// An intent type a host registered, with everything the runtime knows about it.
public struct RegisteredIntent: Sendable, CustomStringConvertible {
    /// The intent type. Only registered types are ever instantiated.
    public let type: any AppIntent.Type

    /// The action identifier Xcode writes for the type: its simple name, `ConfigurationAppIntent`.
    public let identifier: String

    /// The type's mangled name, as `_mangledTypeName` returns it: `9AppIntent013ConfigurationaB0V`.
    public let mangledTypeName: String

    /// The fully qualified type name: `AppIntent.ConfigurationAppIntent`.
    public let fullyQualifiedTypeName: String

    /// The module that declares the type: the first component of ``fullyQualifiedTypeName``.
    public let moduleName: String

    /// The intent's title.
    public let title: String

    /// Whether Shortcuts, Siri and Spotlight offer the intent.
    public let isDiscoverable: Bool

    /// The intent's `@Parameter` properties, in declaration order.
    public let parameters: [RegisteredParameter]

    /// The type as `Module.Type (mangled)`.
    public var description: String { "\(fullyQualifiedTypeName) (\(mangledTypeName))" }

    /// Reflects a fresh instance of `type`.
    /// - Parameter type: The intent type.
    public init(_ type: any AppIntent.Type) {
        self.type = type
        self.identifier = String(describing: type)
        self.mangledTypeName = _mangledTypeName(type) ?? ""
        self.fullyQualifiedTypeName = _typeName(type, qualified: true)
        self.moduleName = fullyQualifiedTypeName.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        self.title = type.title.key
        self.isDiscoverable = type.isDiscoverable
        self.parameters = IntentReflection.parameters(of: type.init()).map {
            RegisteredParameter(name: $0.name, parameter: $0.parameter)
        }
    }

    /// The parameter named `name`, if the intent declares one.
    /// - Parameter name: The property name, without underscore.
    /// - Returns: The parameter, or `nil`.
    public func parameter(named name: String) -> RegisteredParameter? {
        parameters.first { $0.name == name }
    }
}
