// Apple's system domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.system` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The system domain's intent schemas.
    public protocol SystemIntent: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.SystemIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.SystemIntent {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The system domain's intent schemas.
    public static var system: some AssistantSchemas.SystemIntent { AssistantSchemas.IntentSchema("system") }
}

extension AssistantSchemas.SystemIntent {
    /// The `system.open` intent schema.
    public var open: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("system.open") }

    /// The `system.search` intent schema.
    public var search: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("system.search") }
}
