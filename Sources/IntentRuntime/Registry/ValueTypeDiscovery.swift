/// Where a registry finds entity and enum types: a registered intent's parameters and result, or an
/// entity registered on its own.
enum ValueTypeSource: Sendable {
    case intent(RegisteredIntent)
    case entity(any AppEntity.Type)
}

/// The entity and enum types of a registry, found once, when first asked for, and shared by the
/// copies of the registry made since (a registration starts a new discovery).
final class ValueTypeDiscovery: Sendable {
    /// The types found, each once, in the order found.
    struct Found {
        var entities: [RegisteredEntity] = []
        var enums: [RegisteredEnum] = []
        var entityIndex: Set<ObjectIdentifier> = []
        var enumIndex: Set<ObjectIdentifier> = []
    }

    private let found = Locked<Found?>(nil)

    /// The types `sources` hold, in order: each intent's parameters, then its result; each entity.
    func found(from sources: [ValueTypeSource]) -> Found {
        found.withLock { found in
            if let found { return found }
            var discovered = Found()
            for source in sources {
                switch source {
                case .intent(let intent):
                    for parameter in intent.parameters { discovered.add(parameter.wrappedType.type) }
                    if let resultType = intent.resultValueType { discovered.add(resultType.type) }
                case .entity(let entity):
                    discovered.add(entity)
                }
            }
            found = discovered
            return discovered
        }
    }
}

extension ValueTypeDiscovery.Found {
    /// Records the entity and enum types a value type holds: itself, an optional's or an array's
    /// element, and, for an entity, its properties' types.
    mutating func add(_ type: any Any.Type) {
        if let optional = type as? any OptionalParameterValue.Type {
            return add(optional.wrappedType)
        }
        if let array = type as? any ArrayParameterValue.Type {
            return add(array.elementType)
        }
        if let enumType = type as? any AppEnum.Type {
            guard enumIndex.insert(ObjectIdentifier(enumType)).inserted else { return }
            enums.append(RegisteredEnum(enumType))
        } else if let entityType = type as? any AppEntity.Type {
            guard entityIndex.insert(ObjectIdentifier(entityType)).inserted else { return }
            let entity = RegisteredEntity(entityType)
            entities.append(entity)
            for property in entity.properties { add(property.wrappedType.type) }
        }
    }
}
