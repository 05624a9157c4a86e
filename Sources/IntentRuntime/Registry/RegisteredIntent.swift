import Synchronization

/// An intent type a host registered, with everything the runtime knows about it.
///
/// Cheap to copy: the facts live in one shared object. The parameters (and what else reflecting an
/// instance tells) are found on first use, so registering many intents to run one reflects only that one.
public struct RegisteredIntent: Sendable, CustomStringConvertible {
    private final class Facts: Sendable {
        let type: any AppIntent.Type
        let identifier: String
        let mangledTypeName: String
        let fullyQualifiedTypeName: String
        let moduleName: String
        let title: String
        let isDiscoverable: Bool
        /// The reflection once made: read without a lock, as resolving a bundle reads it once per action.
        private let published = Atomic<Unmanaged<ReflectionBox>?>(nil)
        /// Held while reflecting, so that racing first uses reflect (and instantiate the type) once.
        private let reflecting = Locked(())

        /// What reflecting the type and a fresh instance tells; the same every time, so found once.
        struct Reflection {
            var parameters: [RegisteredParameter]
            var hasDependencies: Bool
            var resultValueType: SendableType?
        }

        init(_ type: any AppIntent.Type) {
            self.type = type
            identifier = _typeName(type, qualified: false)
            mangledTypeName = _mangledTypeName(type) ?? ""
            fullyQualifiedTypeName = _typeName(type, qualified: true)
            moduleName = fullyQualifiedTypeName.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            title = type.title.key
            isDiscoverable = type.isDiscoverable
        }

        /// A made reflection, shared by reference.
        private final class ReflectionBox: Sendable {
            let reflection: Reflection

            init(_ reflection: Reflection) {
                self.reflection = reflection
            }
        }

        deinit {
            published.load(ordering: .acquiring)?.release()
        }

        /// The reflection, made on first use: registering many intents to run one reflects that one.
        var reflected: Reflection {
            if let box = published.load(ordering: .acquiring) { return box.takeUnretainedValue().reflection }
            return reflecting.withLock { _ in
                if let box = published.load(ordering: .acquiring) { return box.takeUnretainedValue().reflection }
                let made = Self.reflect(type)
                published.store(Unmanaged.passRetained(ReflectionBox(made)), ordering: .releasing)
                return made
            }
        }

        private static func reflect(_ type: any AppIntent.Type) -> Reflection {
            let instance = type.init()
            let parameters = IntentReflection.parameters(of: instance).map {
                RegisteredParameter(name: $0.name, parameter: $0.parameter)
            }
            let hasDependencies = IntentReflection.hasDependencies(type, instance: instance)
            func resultType<Intent: AppIntent>(_: Intent.Type) -> any IntentResult.Type { Intent.PerformResult.self }
            let resultValueType = (resultType(type) as? any ResultValueTyped.Type).map {
                SendableType($0.resultValueType)
            }
            return Reflection(
                parameters: parameters, hasDependencies: hasDependencies, resultValueType: resultValueType)
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
    public var parameters: [RegisteredParameter] { facts.reflected.parameters }

    /// The type of the value ``AppIntent/perform()`` returns, when it returns one.
    package var resultValueType: SendableType? { facts.reflected.resultValueType }

    /// Whether the intent has `@Dependency` properties, which a host makes before each run.
    public var hasDependencies: Bool { facts.reflected.hasDependencies }

    /// The type as `Module.Type (mangled)`.
    public var description: String { "\(fullyQualifiedTypeName) (\(mangledTypeName))" }

    /// Describes `type`; a fresh instance is reflected when its parameters are first asked for.
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
