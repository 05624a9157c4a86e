/// An intent type a host registered, with everything the runtime knows about it.
///
/// Cheap to copy: the facts live in one shared, immutable object.
public struct RegisteredIntent: Sendable, CustomStringConvertible {
    private final class Facts: Sendable {
        let type: any AppIntent.Type
        let identifier: String
        let mangledTypeName: String
        let fullyQualifiedTypeName: String
        let moduleName: String
        let title: String
        let isDiscoverable: Bool
        let parameters: [RegisteredParameter]
        let hasDependencies: Bool
        let resultValueType: SendableType?

        init(_ type: any AppIntent.Type) {
            self.type = type
            identifier = String(describing: type)
            mangledTypeName = _mangledTypeName(type) ?? ""
            fullyQualifiedTypeName = _typeName(type, qualified: true)
            moduleName = fullyQualifiedTypeName.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            title = type.title.key
            isDiscoverable = type.isDiscoverable
            let instance = type.init()
            parameters = IntentReflection.parameters(of: instance).map {
                RegisteredParameter(name: $0.name, parameter: $0.parameter)
            }
            hasDependencies = Mirror(reflecting: instance).children.contains { $0.value is any AnyAppDependency }
            func resultType<Intent: AppIntent>(_: Intent.Type) -> any IntentResult.Type { Intent.PerformResult.self }
            resultValueType = (resultType(type) as? any ResultValueTyped.Type).map { SendableType($0.resultValueType) }
        }
    }

    private let facts: Facts

    /// The intent type. Only registered types are ever instantiated.
    public var type: any AppIntent.Type { facts.type }

    /// The action identifier Xcode writes for the type: its simple name, `ConfigurationAppIntent`.
    public var identifier: String { facts.identifier }

    /// The type's mangled name, as `_mangledTypeName` returns it: `9AppIntent013ConfigurationaB0V`.
    public var mangledTypeName: String { facts.mangledTypeName }

    /// The fully qualified type name: `AppIntent.ConfigurationAppIntent`.
    public var fullyQualifiedTypeName: String { facts.fullyQualifiedTypeName }

    /// The module that declares the type: the first component of ``fullyQualifiedTypeName``.
    public var moduleName: String { facts.moduleName }

    /// The intent's title.
    public var title: String { facts.title }

    /// Whether Shortcuts, Siri and Spotlight offer the intent.
    public var isDiscoverable: Bool { facts.isDiscoverable }

    /// The intent's `@Parameter` properties, in declaration order.
    public var parameters: [RegisteredParameter] { facts.parameters }

    /// The type of the value ``AppIntent/perform()`` returns, when it returns one.
    package var resultValueType: SendableType? { facts.resultValueType }

    /// Whether the intent has `@Dependency` properties, which a host makes before each run.
    public var hasDependencies: Bool { facts.hasDependencies }

    /// The type as `Module.Type (mangled)`.
    public var description: String { "\(fullyQualifiedTypeName) (\(mangledTypeName))" }

    /// Reflects a fresh instance of `type`.
    /// - Parameter type: The intent type.
    public init(_ type: any AppIntent.Type) {
        facts = Facts(type)
    }

    /// The parameter named `name`, if the intent declares one.
    /// - Parameter name: The property name, without underscore.
    /// - Returns: The parameter, or `nil`.
    public func parameter(named name: String) -> RegisteredParameter? {
        parameters.first { $0.name == name }
    }
}
