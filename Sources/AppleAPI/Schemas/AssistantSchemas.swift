// Apple's assistant schemas of iOS 18 (`AssistantSchemas`, `AssistantSchema`): the values that
// `@AssistantIntent(schema: .mail.updateDraft)`, `@AssistantEntity(schema:)` and `@AssistantEnum(schema:)` take.
// The macros are declared by the AppIntents module and expanded by this package's plug-in IntentMacros (no
// swift-syntax; see Documentation/AppleAPI.md); the values each name their schema (`mail.updateDraft`), which gives a
// schema intent its default title; no assistant reads them here. Each domain protocol's members are values of the kind's schema struct; each domain's
// protocols, accessors and values are in `AssistantSchemas/AssistantSchemas+<Domain>.swift`, one declaration per Apple
// page.

/// The namespace of the assistant schemas: their kinds, domains and values.
///
/// Spelled as Apple's `AssistantSchemas`.
public enum AssistantSchemas {
    /// What every schema kind and domain refines.
    public protocol Model {}

    /// A schema an intent conforms to: `@AssistantIntent(schema:)` takes one.
    public protocol Intent: Model {}

    /// A schema an entity conforms to: `@AssistantEntity(schema:)` takes one.
    public protocol Entity: Model {}

    /// A schema an enumeration conforms to: `@AssistantEnum(schema:)` takes one.
    public protocol Enum: Model {}

    /// The value of an intent schema, naming it.
    public struct IntentSchema: Intent {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an entity schema, naming it.
    public struct EntitySchema: Entity {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an enumeration schema, naming it.
    public struct EnumSchema: Enum {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }
}
