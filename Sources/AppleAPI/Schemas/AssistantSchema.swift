// Apple's `AssistantSchema`: a schema value of any kind, as iOS 18 declares it beside `AssistantSchemas`. Here it
// keeps the name of the schema it was made from (metadata only: no assistant reads it).

/// A schema of any kind: an intent's, an entity's or an enumeration's.
///
/// Spelled as Apple's `AssistantSchema`.
public struct AssistantSchema: Sendable {
    /// The schema's name, `domain.schema` (`mail.updateDraft`), or empty for a schema value not made here.
    package let name: String

    /// The value of an intent schema, naming it.
    public struct IntentSchema: AssistantSchemas.Intent {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an entity schema, naming it.
    public struct EntitySchema: AssistantSchemas.Entity {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an enumeration schema, naming it.
    public struct EnumSchema: AssistantSchemas.Enum {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// A schema of the given name.
    /// - Parameter name: The schema's name, `domain.schema`, or empty for none.
    package init(name: String) { self.name = name }

    /// An entity's schema.
    /// - Parameter schema: The schema, such as `.mail.draft`.
    public init(_ schema: some AssistantSchemas.Entity) {
        name = Self.name(of: schema)
    }

    /// An intent's schema.
    /// - Parameter schema: The schema, such as `.mail.updateDraft`.
    public init(_ schema: some AssistantSchemas.Intent) {
        name = Self.name(of: schema)
    }

    /// An enumeration's schema.
    /// - Parameter schema: The schema, such as `.photos.albumType`.
    public init(_ schema: some AssistantSchemas.Enum) {
        name = Self.name(of: schema)
    }

    /// The name a schema value made here carries.
    /// - Parameter schema: A schema value.
    /// - Returns: Its name, or empty for a value of another type.
    private static func name(of schema: Any) -> String {
        switch schema {
        case let schema as AssistantSchemas.IntentSchema: schema.name
        case let schema as AssistantSchemas.EntitySchema: schema.name
        case let schema as AssistantSchemas.EnumSchema: schema.name
        case let schema as IntentSchema: schema.name
        case let schema as EntitySchema: schema.name
        case let schema as EnumSchema: schema.name
        default: ""
        }
    }
}
