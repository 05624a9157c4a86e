// Apple's image generation domain of the app schemas (iOS 27): its protocols, each kind's `.imageGeneration`
// accessor and the domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the
// macros are not). The names the values carry (`imageGeneration.generate`…) are this package's: Apple's pages do not
// give them.

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

extension AppSchema.ImageGenerationIntent {
    /// The `imageGeneration.generate` intent schema.
    public var generate: some AppSchemaIntent { AppSchema.Intent("imageGeneration.generate") }
}

extension AppSchema.ImageGenerationEntity {
    /// The `imageGeneration.style` entity schema.
    public var style: some AppSchemaEntity { AppSchema.Entity("imageGeneration.style") }
}

extension AppSchema.ImageGenerationEnum {
    /// The `imageGeneration.saveToLibraryMode` enum schema.
    public var saveToLibraryMode: some AppSchemaEnum { AppSchema.Enum("imageGeneration.saveToLibraryMode") }
}
