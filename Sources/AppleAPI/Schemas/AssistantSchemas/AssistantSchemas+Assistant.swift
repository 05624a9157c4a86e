// Apple's assistant domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.assistant` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The assistant domain's intent schemas.
    public protocol AssistantIntent: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.AssistantIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.AssistantIntent {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The assistant domain's intent schemas.
    public static var assistant: some AssistantSchemas.AssistantIntent { AssistantSchemas.IntentSchema("assistant") }
}

extension AssistantSchemas.AssistantIntent {
    /// The `assistant.activate` intent schema.
    public var activate: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("assistant.activate") }
}
