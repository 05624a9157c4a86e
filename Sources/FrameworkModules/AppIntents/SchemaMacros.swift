import AppleAPI

// Apple's assistant schema macros of iOS 18 (`@AssistantIntent(schema:)`, `@AssistantEntity(schema:)`,
// `@AssistantEnum(schema:)`), declared with the roles, conformances and names Apple's pages give (the intent macro's
// page shortens its list: `AppIntent`, `AssistantSchemaIntent` and `__assistantSchemaIntent` follow the entity's) and
// expanded by this package's compiler plug-in, IntentMacros (no swift-syntax). The extension role adds `AppIntent` or
// `AppEntity` and the schema protocol where the type lacks them, with the member naming the schema, from which the
// schema protocols give the title or type name the type does not write. The member-attribute role makes each stored
// `var` without an attribute of its own an `@Parameter` (intents) or `@Property` (entities). Nothing here checks the
// type against the schema's parameters or properties, as Apple's compiler does.
//
// iOS 26's `@AppIntent(schema:)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` are not declared, although the
// plug-in expands them: a macro named `AppIntent` beside the protocol makes Swift 6.3 reject
// `import protocol AppIntents.AppIntent` ("ambiguous name"), which real apps write (Documentation/AppleAPI.md).

/// Makes an intent one of an assistant schema's: adds `AppIntent` and `AssistantSchemaIntent` where missing, the
/// member naming the schema, and `@Parameter` on each stored `var` without an attribute.
/// - Parameter schema: The schema, such as `.mail.sendDraft`.
@attached(memberAttribute)
@attached(extension, conformances: AppIntent, AssistantSchemaIntent, names: named(__assistantSchemaIntent))
public macro AssistantIntent<T>(schema: T) =
    #externalMacro(module: "IntentMacros", type: "AssistantIntentMacro") where T: AssistantSchemas.Intent

/// Makes an entity one of an assistant schema's: adds `AppEntity` and `AssistantSchemaEntity` where missing, the
/// member naming the schema, and `@Property` on each stored `var` without an attribute (other than `id`).
/// - Parameter schema: The schema, such as `.mail.draft`.
@attached(memberAttribute)
@attached(extension, conformances: AppEntity, AssistantSchemaEntity, names: named(__assistantSchemaEntity))
public macro AssistantEntity<T>(schema: T) =
    #externalMacro(module: "IntentMacros", type: "AssistantEntityMacro") where T: AssistantSchemas.Entity

/// Makes an enumeration one of an assistant schema's: adds `AssistantSchemaEnum` where missing and the member
/// naming the schema.
/// - Parameter schema: The schema, such as `.photos.assetType`.
@attached(extension, conformances: AssistantSchemaEnum, names: named(__assistantSchemaEnum))
public macro AssistantEnum<T>(schema: T) =
    #externalMacro(module: "IntentMacros", type: "AssistantEnumMacro") where T: AssistantSchemas.Enum
