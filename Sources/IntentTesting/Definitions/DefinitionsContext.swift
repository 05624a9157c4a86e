import IntentRuntime

/// A host and where its runs go: what every definition looked up from ``IntentDefinitions`` holds.
struct DefinitionsContext: Sendable {
    let testHost: IntentTestHost
    let execution: IntentExecution

    private var registry: IntentRegistry { testHost.host.registry }

    /// The identifiers of the intents the host can run: its metadata's actions, or with no
    /// metadata its registered intents.
    var intentIdentifiers: [String] {
        let host = testHost.host
        let identifiers =
            host.bundles.isEmpty ? registry.intents.map(\.identifier) : host.report.actions.map(\.actionIdentifier)
        return Set(identifiers).sorted()
    }

    func intent(named name: String) -> Result<IntentTarget, IntentTestingError> {
        do throws(IntentHostError) {
            return .success(IntentTarget(context: self, runTarget: try testHost.host.target(for: name)))
        } catch {
            if error.code == .unknownAction {
                return .failure(
                    .unknown("intent", name, in: "the app \(testHost.bundleIdentifier)", known: intentIdentifiers))
            }
            return .failure(IntentTestingError(.refused, error.description, underlyingError: error))
        }
    }

    func entity(named name: String) -> Result<EntityLookup, IntentTestingError> {
        guard let entity = registry.entity(named: name) else {
            return .failure(
                .unknown(
                    "entity type", name, in: "the app \(testHost.bundleIdentifier)",
                    known: registry.entities.map(\.identifier)))
        }
        return .success(EntityLookup(entity: entity, testHost: testHost))
    }

    /// The registered transient entity type of a name; an entity type its query finds is refused, naming
    /// `entities` as where to look it up.
    func transientEntity(named name: String) -> Result<RegisteredEntity, IntentTestingError> {
        guard let entity = registry.entity(named: name), entity.isTransient else {
            if let found = registry.entity(named: name) {
                return .failure(
                    IntentTestingError(
                        .unknownName,
                        "\(found.identifier) is not a TransientAppEntity: its query finds its entities; look it up "
                            + "with definitions.entities[\"\(found.identifier)\"] and makeReference(identifier:)"))
            }
            return .failure(
                .unknown(
                    "transient entity type", name, in: "the app \(testHost.bundleIdentifier)",
                    known: transientIdentifiers))
        }
        return .success(entity)
    }

    /// The identifiers of the registered transient entity types, sorted.
    var transientIdentifiers: [String] {
        registry.entities.filter(\.isTransient).map(\.identifier).sorted()
    }

    func entity(ofQuery name: String) -> Result<EntityLookup, IntentTestingError> {
        let queries = registry.entities.map { (_typeName($0.queryType, qualified: false), $0) }
        guard let entity = queries.first(where: { $0.0 == name })?.1 else {
            return .failure(
                .unknown("entity query", name, in: "the app \(testHost.bundleIdentifier)", known: queries.map(\.0)))
        }
        return .success(EntityLookup(entity: entity, testHost: testHost))
    }

    func enumeration(named name: String) -> Result<RegisteredEnum, IntentTestingError> {
        guard let found = registry.enumeration(named: name) else {
            return .failure(
                .unknown(
                    "enum", name, in: "the app \(testHost.bundleIdentifier)", known: registry.enums.map(\.identifier)))
        }
        return .success(found)
    }
}
