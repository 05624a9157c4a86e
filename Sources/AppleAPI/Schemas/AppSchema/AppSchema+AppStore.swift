// Apple's App Store domain of the app schemas (iOS 27): its protocols and each kind's `.appStore` accessor, each value
// naming its schema as metadata only (AppSchema.swift says how the macros read them). The domain's schema members are
// not declared yet: only the accessors' pages were read (issue 21's folder audit of `AppSchemaEntity` and
// `AppSchemaIntent`).

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
