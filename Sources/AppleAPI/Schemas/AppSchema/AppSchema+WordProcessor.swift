// Apple's word processor domain of the app schemas (iOS 26's names): its protocols, each kind's `.wordProcessor` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The word processor domain's intent schemas.
    public protocol WordProcessorIntent: Kind {}

    /// The word processor domain's entity schemas.
    public protocol WordProcessorEntity: Kind {}
}

extension AppSchema.Intent: AppSchema.WordProcessorIntent {}

extension AppSchema.Entity: AppSchema.WordProcessorEntity {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The word processor domain's intent schemas.
    public static var wordProcessor: some AppSchema.WordProcessorIntent { AppSchema.Intent("wordProcessor") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The word processor domain's entity schemas.
    public static var wordProcessor: some AppSchema.WordProcessorEntity { AppSchema.Entity("wordProcessor") }
}

extension AppSchema.WordProcessorIntent {
    /// The `wordProcessor.addAudioToPage` intent schema.
    public var addAudioToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addAudioToPage") }

    /// The `wordProcessor.addImageToPage` intent schema.
    public var addImageToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addImageToPage") }

    /// The `wordProcessor.addTextBoxToPage` intent schema.
    public var addTextBoxToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addTextBoxToPage") }

    /// The `wordProcessor.addVideoToPage` intent schema.
    public var addVideoToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addVideoToPage") }

    /// The `wordProcessor.addWebVideoToPage` intent schema.
    public var addWebVideoToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addWebVideoToPage") }

    /// The `wordProcessor.create` intent schema.
    public var create: some AppSchemaIntent { AppSchema.Intent("wordProcessor.create") }

    /// The `wordProcessor.createPage` intent schema.
    public var createPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.createPage") }

    /// The `wordProcessor.open` intent schema.
    public var open: some AppSchemaIntent { AppSchema.Intent("wordProcessor.open") }

    /// The `wordProcessor.openPage` intent schema.
    public var openPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.openPage") }
}

extension AppSchema.WordProcessorEntity {
    /// The `wordProcessor.document` entity schema.
    public var document: some AppSchemaEntity { AppSchema.Entity("wordProcessor.document") }

    /// The `wordProcessor.page` entity schema.
    public var page: some AppSchemaEntity { AppSchema.Entity("wordProcessor.page") }

    /// The `wordProcessor.template` entity schema.
    public var template: some AppSchemaEntity { AppSchema.Entity("wordProcessor.template") }
}
