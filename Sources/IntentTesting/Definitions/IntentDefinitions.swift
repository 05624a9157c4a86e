import Foundation
import IntentMetadata
import IntentRuntime

/// The intents, entities, enums and queries of an app, looked up by name: the entry point of a test.
///
/// ```swift
/// let definitions = IntentDefinitions(bundleIdentifier: "com.example.DynamicIsland.LiveActivity")
/// let intent = definitions.intents["ConfigurationAppIntent"].makeIntent(step: 2)
/// let result = try await intent.run()
/// ```
///
/// On a device the system asks the installed app; off-device there is no app to ask, so the
/// test target says once which host stands for a bundle identifier, with
/// ``IntentTestHost/register(bundleIdentifier:host:)``. Each `IntentDefinitions(bundleIdentifier:)`
/// then makes a fresh ``IntentTestHost`` from it: its own executor, widget center and app-group
/// containers, so tests running at once never share state. ``IntentTestHost/definitions(execution:)``
/// gives a host's definitions directly.
///
/// Names are the types' names in the app's metadata. Intents run in the test's process by
/// default; `host.definitions(execution: .outOfProcess(…))` runs them in a separate host process.
/// Only Apple's members are public here: what goes beyond Apple's AppIntentsTesting is on
/// ``IntentTestHost``, which `import IntentTesting` offers.
public struct IntentDefinitions: Sendable {
    /// The app's bundle identifier.
    public let bundleIdentifier: String

    /// Where the intents run.
    package let execution: IntentExecution

    /// The host the definitions are of, or why there is none.
    private let context: Result<DefinitionsContext, IntentTestingError>

    /// The hosts registered for bundle identifiers.
    private static let factories = Locked<[String: @Sendable () throws -> IntentTestHost]>([:])

    // MARK: - Making definitions

    /// The definitions of the app with a bundle identifier, over a fresh host made by the
    /// factory registered for it (``IntentTestHost/register(bundleIdentifier:host:)``).
    ///
    /// When none is registered, or making the host throws, every lookup's first use throws an
    /// ``IntentTestingError`` that says so.
    /// - Parameter bundleIdentifier: The bundle identifier of the app under test.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        execution = .inProcess
        guard let factory = Self.factories.withLock({ $0[bundleIdentifier] }) else {
            let registered = Self.factories.withLock { $0.keys.sorted() }
            context = .failure(
                IntentTestingError(
                    .unregisteredBundle,
                    "no host is registered for the bundle identifier '\(bundleIdentifier)'; call "
                        + "IntentTestHost.register(bundleIdentifier:host:) once before the tests look it up"
                        + (registered.isEmpty ? "" : " (registered: \(registered.joined(separator: ", ")))")
                )
            )
            return
        }
        do {
            context = .success(DefinitionsContext(testHost: try factory(), execution: .inProcess))
        } catch {
            context = .failure(
                IntentTestingError(
                    .hostFailed, "the host registered for '\(bundleIdentifier)' could not be made: \(error)",
                    underlyingError: error))
        }
    }

    /// The definitions of a host's intents.
    /// - Parameters:
    ///   - host: The host.
    ///   - execution: Where the intents run.
    package init(host: IntentTestHost, execution: IntentExecution = .inProcess) {
        bundleIdentifier = host.bundleIdentifier
        self.execution = execution
        context = .success(DefinitionsContext(testHost: host, execution: execution))
    }

    /// The definitions of the intents a registry and metadata bundles describe, over a fresh
    /// ``IntentTestHost``.
    /// - Parameters:
    ///   - bundleIdentifier: The app's bundle identifier.
    ///   - registry: The registered intents, entities and enums.
    ///   - bundles: The app's metadata; empty to run registered intents by identifier.
    ///   - widgets: The widgets reloaded after each run.
    /// - Throws: ``IntentTestingError`` when the host cannot be made.
    package init(
        bundleIdentifier: String,
        registry: IntentRegistry,
        bundles: [MetadataBundle] = [],
        widgets: WidgetCatalog? = nil
    ) throws(IntentTestingError) {
        let host = try IntentTestHost(
            bundleIdentifier: bundleIdentifier, registry: registry, bundles: bundles, widgets: widgets)
        self.init(host: host)
    }

    private init(copying definitions: IntentDefinitions, execution: IntentExecution) {
        bundleIdentifier = definitions.bundleIdentifier
        self.execution = execution
        context = definitions.context.map { DefinitionsContext(testHost: $0.testHost, execution: execution) }
    }

    /// Says which host stands for a bundle identifier: each `IntentDefinitions(bundleIdentifier:)`
    /// makes one with `host`. Registering again replaces the factory.
    /// - Parameters:
    ///   - bundleIdentifier: The app's bundle identifier.
    ///   - host: Makes a host: its registry, metadata and widgets.
    package static func register(bundleIdentifier: String, host: @escaping @Sendable () throws -> IntentTestHost) {
        factories.withLock { $0[bundleIdentifier] = host }
    }

    /// The same definitions, their intents run elsewhere: `.running(.outOfProcess(HostProcess(…)))`.
    /// - Parameter execution: Where the intents run.
    /// - Returns: The definitions.
    package func running(_ execution: IntentExecution) -> IntentDefinitions {
        IntentDefinitions(copying: self, execution: execution)
    }

    /// The host the definitions are of.
    /// - Throws: ``IntentTestingError`` when no host is registered for the bundle identifier.
    package var host: IntentTestHost {
        get throws(IntentTestingError) { try context.get().testHost }
    }

    // MARK: - Looking up

    /// The app's intents, by type name: `definitions.intents["ConfigurationAppIntent"]`.
    public var intents: DefinitionCollection<AppIntentDefinition> {
        let context = context
        return DefinitionCollection(
            names: { (try? context.get()).map(\.intentIdentifiers) ?? [] },
            lookup: { name in
                AppIntentDefinition(typeIdentifier: name, target: context.flatMap { $0.intent(named: name) })
            }
        )
    }

    /// The app's entity types, by type name: `definitions.entities["TodoItem"]`.
    public var entities: DefinitionCollection<AppEntityDefinition> {
        let context = context
        let bundleIdentifier = bundleIdentifier
        return DefinitionCollection(
            names: { (try? context.get())?.testHost.host.registry.entities.map(\.identifier).sorted() ?? [] },
            lookup: { name in
                AppEntityDefinition(
                    bundleIdentifier: bundleIdentifier, typeIdentifier: name,
                    lookup: context.flatMap { $0.entity(named: name) })
            }
        )
    }

    /// The app's transient entity types, by type name: `definitions.transientEntities["SessionEntity"]`.
    public var transientEntities: DefinitionCollection<TransientAppEntityDefinition> {
        let context = context
        let bundleIdentifier = bundleIdentifier
        return DefinitionCollection(
            names: { (try? context.get())?.transientIdentifiers ?? [] },
            lookup: { name in
                TransientAppEntityDefinition(
                    bundleIdentifier: bundleIdentifier, typeIdentifier: name,
                    registered: context.flatMap { $0.transientEntity(named: name) })
            }
        )
    }

    /// The app's enums, by type name: `definitions.enums["Priority"]`.
    public var enums: DefinitionCollection<AppEnumDefinition> {
        let context = context
        return DefinitionCollection(
            names: { (try? context.get())?.testHost.host.registry.enums.map(\.identifier).sorted() ?? [] },
            lookup: { name in
                AppEnumDefinition(typeIdentifier: name, registered: context.flatMap { $0.enumeration(named: name) })
            }
        )
    }

    /// The app's entity queries, by the query type's name: `definitions.queries["TodoItemQuery"]`,
    /// the query of the entity type whose default query it is.
    package var queries: DefinitionCollection<AnyEntityQuery> {
        let context = context
        let bundleIdentifier = bundleIdentifier
        return DefinitionCollection(
            names: {
                (try? context.get())?.testHost.host.registry.entities.map { _typeName($0.queryType, qualified: false) }
                    .sorted() ?? []
            },
            lookup: { name in
                let entity = context.flatMap { $0.entity(ofQuery: name) }
                let definition = AppEntityDefinition(
                    bundleIdentifier: bundleIdentifier, typeIdentifier: (try? entity.get())?.entity.identifier ?? name,
                    lookup: entity)
                return AnyEntityQuery(definition: definition, request: .suggested, typeIdentifier: name)
            }
        )
    }
}
