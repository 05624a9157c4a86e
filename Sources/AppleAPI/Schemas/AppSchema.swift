// Apple's app schemas of iOS 26 (`AppSchema`, `AppSchemaIntent`, `AppSchemaEntity`, `AppSchemaEnum`): the values
// that `@AppIntent(schema: .mail.createDraft)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` take. The macros are
// not offered (see AssistantSchemas.swift); the values are, each naming its schema as metadata only. Each domain's
// protocols, accessors and values are in `AppSchema/AppSchema+<Domain>.swift`, one declaration per Apple page.

/// The namespace of the app schemas: their domains and values.
///
/// Spelled as Apple's `AppSchema`.
public struct AppSchema: Sendable {
    /// What every schema kind and domain refines.
    public protocol Kind {}

    /// The value of an intent schema, naming it.
    public struct Intent: AppSchemaIntent {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an entity schema, naming it.
    public struct Entity: AppSchemaEntity {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an enumeration schema, naming it.
    public struct Enum: AppSchemaEnum {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }
}

/// A schema an intent conforms to: `@AppIntent(schema:)` takes one.
///
/// Spelled as Apple's `AppSchemaIntent`.
public protocol AppSchemaIntent: AppSchema.Kind {}

/// A schema an entity conforms to: `@AppEntity(schema:)` takes one.
///
/// Spelled as Apple's `AppSchemaEntity`.
public protocol AppSchemaEntity: AppSchema.Kind {}

/// A schema an enumeration conforms to: `@AppEnum(schema:)` takes one.
///
/// Spelled as Apple's `AppSchemaEnum`.
public protocol AppSchemaEnum: AppSchema.Kind {}
