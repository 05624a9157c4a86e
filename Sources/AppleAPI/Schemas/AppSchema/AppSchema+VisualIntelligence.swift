// Apple's visual intelligence domain of the app schemas (iOS 26's names): its protocols, each kind's `.visualIntelligence` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The visual intelligence domain's intent schemas.
    public protocol VisualIntelligenceIntent: Kind {}
}

extension AppSchema.Intent: AppSchema.VisualIntelligenceIntent {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The visual intelligence domain's intent schemas.
    public static var visualIntelligence: some AppSchema.VisualIntelligenceIntent {
        AppSchema.Intent("visualIntelligence")
    }
}

extension AppSchema.VisualIntelligenceIntent {
    /// The `visualIntelligence.semanticContentSearch` intent schema.
    public var semanticContentSearch: some AppSchemaIntent {
        AppSchema.Intent("visualIntelligence.semanticContentSearch")
    }
}
