// Apple's assistant domain of the app schemas (iOS 26's names): its protocols, each kind's `.assistant` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The assistant domain's intent schemas.
    public protocol AssistantIntent: Kind {}
}

extension AppSchema.Intent: AppSchema.AssistantIntent {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The assistant domain's intent schemas.
    public static var assistant: some AppSchema.AssistantIntent { AppSchema.Intent("assistant") }
}

extension AppSchema.AssistantIntent {
    /// The `assistant.activate` intent schema.
    public var activate: some AppSchemaIntent { AppSchema.Intent("assistant.activate") }
}
