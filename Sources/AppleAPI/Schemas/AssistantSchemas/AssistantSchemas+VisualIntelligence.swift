// Apple's visual intelligence domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.visualIntelligence` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The visual intelligence domain's intent schemas.
    public protocol VisualIntelligenceIntent: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.VisualIntelligenceIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.VisualIntelligenceIntent {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The visual intelligence domain's intent schemas.
    public static var visualIntelligence: some AssistantSchemas.VisualIntelligenceIntent {
        AssistantSchemas.IntentSchema("visualIntelligence")
    }
}

extension AssistantSchemas.VisualIntelligenceIntent {
    /// The `visualIntelligence.semanticContentSearch` intent schema.
    public var semanticContentSearch: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("visualIntelligence.semanticContentSearch")
    }
}
