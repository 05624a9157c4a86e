// Apple's image generation domain of the app schemas (iOS 27): its protocols and each kind's `.imageGeneration`
// accessor, each value naming its schema as metadata only (AppSchema.swift says how the macros read them). The
// domain's schema members are not declared yet: only the accessors' pages were read (issue 21's folder audit of
// `AppSchemaEntity`, `AppSchemaEnum` and `AppSchemaIntent`).

extension AppSchema {
    /// The image generation domain's intent schemas.
    public protocol ImageGenerationIntent: Kind {}

    /// The image generation domain's entity schemas.
    public protocol ImageGenerationEntity: Kind {}

    /// The image generation domain's enum schemas.
    public protocol ImageGenerationEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.ImageGenerationIntent {}

extension AppSchema.Entity: AppSchema.ImageGenerationEntity {}

extension AppSchema.Enum: AppSchema.ImageGenerationEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The image generation domain's intent schemas.
    public static var imageGeneration: some AppSchema.ImageGenerationIntent { AppSchema.Intent("imageGeneration") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The image generation domain's entity schemas.
    public static var imageGeneration: some AppSchema.ImageGenerationEntity { AppSchema.Entity("imageGeneration") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The image generation domain's enum schemas.
    public static var imageGeneration: some AppSchema.ImageGenerationEnum { AppSchema.Enum("imageGeneration") }
}
