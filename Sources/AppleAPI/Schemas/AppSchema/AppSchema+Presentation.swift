// Apple's presentation domain of the app schemas (iOS 26's names): its protocols, each kind's `.presentation` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The presentation domain's intent schemas.
    public protocol PresentationIntent: Kind {}

    /// The presentation domain's entity schemas.
    public protocol PresentationEntity: Kind {}
}

extension AppSchema.Intent: AppSchema.PresentationIntent {}

extension AppSchema.Entity: AppSchema.PresentationEntity {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The presentation domain's intent schemas.
    public static var presentation: some AppSchema.PresentationIntent { AppSchema.Intent("presentation") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The presentation domain's entity schemas.
    public static var presentation: some AppSchema.PresentationEntity { AppSchema.Entity("presentation") }
}

extension AppSchema.PresentationIntent {
    /// The `presentation.addAudioToSlide` intent schema.
    public var addAudioToSlide: some AppSchemaIntent { AppSchema.Intent("presentation.addAudioToSlide") }

    /// The `presentation.addCommentToSlide` intent schema.
    public var addCommentToSlide: some AppSchemaIntent { AppSchema.Intent("presentation.addCommentToSlide") }

    /// The `presentation.addImageToSlide` intent schema.
    public var addImageToSlide: some AppSchemaIntent { AppSchema.Intent("presentation.addImageToSlide") }

    /// The `presentation.addTextBoxToSlide` intent schema.
    public var addTextBoxToSlide: some AppSchemaIntent { AppSchema.Intent("presentation.addTextBoxToSlide") }

    /// The `presentation.addVideoToSlide` intent schema.
    public var addVideoToSlide: some AppSchemaIntent { AppSchema.Intent("presentation.addVideoToSlide") }

    /// The `presentation.addWebVideoToSlide` intent schema.
    public var addWebVideoToSlide: some AppSchemaIntent { AppSchema.Intent("presentation.addWebVideoToSlide") }

    /// The `presentation.create` intent schema.
    public var create: some AppSchemaIntent { AppSchema.Intent("presentation.create") }

    /// The `presentation.createSlide` intent schema.
    public var createSlide: some AppSchemaIntent { AppSchema.Intent("presentation.createSlide") }

    /// The `presentation.deleteSlide` intent schema.
    public var deleteSlide: some AppSchemaIntent { AppSchema.Intent("presentation.deleteSlide") }

    /// The `presentation.open` intent schema.
    public var open: some AppSchemaIntent { AppSchema.Intent("presentation.open") }

    /// The `presentation.openSlide` intent schema.
    public var openSlide: some AppSchemaIntent { AppSchema.Intent("presentation.openSlide") }

    /// The `presentation.setSlideTitle` intent schema.
    public var setSlideTitle: some AppSchemaIntent { AppSchema.Intent("presentation.setSlideTitle") }

    /// The `presentation.startPlayback` intent schema.
    public var startPlayback: some AppSchemaIntent { AppSchema.Intent("presentation.startPlayback") }

    /// The `presentation.stopPlayback` intent schema.
    public var stopPlayback: some AppSchemaIntent { AppSchema.Intent("presentation.stopPlayback") }

    /// The `presentation.update` intent schema.
    public var update: some AppSchemaIntent { AppSchema.Intent("presentation.update") }
}

extension AppSchema.PresentationEntity {
    /// The `presentation.document` entity schema.
    public var document: some AppSchemaEntity { AppSchema.Entity("presentation.document") }

    /// The `presentation.slide` entity schema.
    public var slide: some AppSchemaEntity { AppSchema.Entity("presentation.slide") }

    /// The `presentation.template` entity schema.
    public var template: some AppSchemaEntity { AppSchema.Entity("presentation.template") }
}
