// Apple's app schemas of iOS 26 (`AppSchema`, `AppSchemaIntent`, `AppSchemaEntity`, `AppSchemaEnum`): the values
// that `@AppIntent(schema: .mail.createDraft)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` take. The macros are
// declared by the AppIntents module and expanded by the plug-in IntentMacros; each value names its schema (metadata,
// and a schema intent's default title). Each domain's protocols, accessors and values are in
// `AppSchema/AppSchema+<Domain>.swift`, one declaration per Apple page.

/// The namespace of the app schemas: their domains and values.
///
/// Spelled as Apple's `AppSchema`.
public struct AppSchema: Sendable {
    /// The schema's name, `domain.schema`, or empty for none: what `@AppIntent(schema:)`, `@AppEntity(schema:)` and
    /// `@AppEnum(schema:)` add as `__appSchemaIntent`… (a schema conformance's title comes from it).
    package let name: String

    /// A schema of the given name.
    /// - Parameter name: The schema's name, `domain.schema`, or empty for none.
    package init(name: String) { self.name = name }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema an intent schema value names: what `@AppIntent(schema:)` would write; `package`
    /// until that macro is declared (see "Macros" in Documentation/AppleAPI.md), so no API Apple lacks is public.
    /// - Parameter schema: The value, such as `.mail.createDraft`.
    /// - Returns: The schema, keeping its name.
    package static func __intent(_ schema: some AppSchemaIntent) -> AppSchema {
        AppSchema(name: (schema as? Intent)?.name ?? "")
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema an entity schema value names: what `@AppEntity(schema:)` would write (`package`,
    /// as ``__intent(_:)``).
    /// - Parameter schema: The value, such as `.mail.draft`.
    /// - Returns: The schema, keeping its name.
    package static func __entity(_ schema: some AppSchemaEntity) -> AppSchema {
        AppSchema(name: (schema as? Entity)?.name ?? "")
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema an enumeration schema value names: what `@AppEnum(schema:)` would write
    /// (`package`, as ``__intent(_:)``).
    /// - Parameter schema: The value, such as `.photos.assetType`.
    /// - Returns: The schema, keeping its name.
    package static func __enum(_ schema: some AppSchemaEnum) -> AppSchema {
        AppSchema(name: (schema as? Enum)?.name ?? "")
    }

    /// The schema an intent schema value names: Apple's `init(_:)`, what an `@AppIntent(schema:)` conformance
    /// records. Metadata only here, as the value is.
    /// - Parameter schema: The value, such as `.mail.createDraft`.
    public init(_ schema: some AppSchemaIntent) {
        self = .__intent(schema)
    }

    /// The schema an enumeration schema value names: Apple's `init(_:)`, what an `@AppEnum(schema:)` conformance
    /// records.
    /// - Parameter schema: The value, such as `.photos.assetType`.
    public init(_ schema: some AppSchemaEnum) {
        self = .__enum(schema)
    }

    /// The schema an entity schema value names: Apple's `init(_:)`, what an `@AppEntity(schema:)` conformance
    /// records.
    /// - Parameter schema: The value, such as `.mail.draft`.
    public init(_ schema: some AppSchemaEntity) {
        self = .__entity(schema)
    }

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
