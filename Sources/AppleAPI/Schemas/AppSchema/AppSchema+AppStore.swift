// Apple's App Store domain of the app schemas (iOS 27): its protocols, each kind's `.appStore` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).
// The names the values carry (`appStore.installApplication`…) are this package's: Apple's pages do not give them.

extension AppSchema {
    /// The App Store domain's intent schemas.
    public protocol AppStoreIntent: Kind {}

    /// The App Store domain's entity schemas.
    public protocol AppStoreEntity: Kind {}
}

extension AppSchema.Intent: AppSchema.AppStoreIntent {}

extension AppSchema.Entity: AppSchema.AppStoreEntity {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The App Store domain's intent schemas.
    public static var appStore: some AppSchema.AppStoreIntent { AppSchema.Intent("appStore") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The App Store domain's entity schemas.
    public static var appStore: some AppSchema.AppStoreEntity { AppSchema.Entity("appStore") }
}

extension AppSchema.AppStoreIntent {
    /// The `appStore.installApplication` intent schema.
    public var installApplication: some AppSchemaIntent { AppSchema.Intent("appStore.installApplication") }
}

extension AppSchema.AppStoreEntity {
    /// The `appStore.marketplaceApplication` entity schema.
    public var marketplaceApplication: some AppSchemaEntity { AppSchema.Entity("appStore.marketplaceApplication") }
}
