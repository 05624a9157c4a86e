// Apple's system domain of the app schemas (iOS 26's names): its protocols, each kind's `.system` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The system domain's intent schemas.
    public protocol SystemIntent: Kind {}
}

extension AppSchema.Intent: AppSchema.SystemIntent {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The system domain's intent schemas.
    public static var system: some AppSchema.SystemIntent { AppSchema.Intent("system") }
}

extension AppSchema.SystemIntent {
    /// The `system.open` intent schema.
    public var open: some AppSchemaIntent { AppSchema.Intent("system.open") }

    /// The `system.search` intent schema. Deprecated on Apple's page.
    public var search: some AppSchemaIntent { AppSchema.Intent("system.search") }

    /// The `system.searchInApp` intent schema.
    public var searchInApp: some AppSchemaIntent { AppSchema.Intent("system.searchInApp") }
}
