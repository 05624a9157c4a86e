// Apple's presentation domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.presentation` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The presentation domain's intent schemas.
    public protocol PresentationIntent: Model {}

    /// The presentation domain's entity schemas.
    public protocol PresentationEntity: Model {}

    /// The presentation domain's enum schemas.
    public protocol PresentationEnum: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.PresentationIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.PresentationIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.PresentationEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.PresentationEntity {}

extension AssistantSchemas.EnumSchema: AssistantSchemas.PresentationEnum {}

extension AssistantSchema.EnumSchema: AssistantSchemas.PresentationEnum {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The presentation domain's intent schemas.
    public static var presentation: some AssistantSchemas.PresentationIntent {
        AssistantSchemas.IntentSchema("presentation")
    }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The presentation domain's entity schemas.
    public static var presentation: some AssistantSchemas.PresentationEntity {
        AssistantSchemas.EntitySchema("presentation")
    }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The presentation domain's enum schemas.
    public static var presentation: some AssistantSchemas.PresentationEnum {
        AssistantSchemas.EnumSchema("presentation")
    }
}

extension AssistantSchemas.PresentationIntent {
    /// The `presentation.addAudioToSlide` intent schema.
    public var addAudioToSlide: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.addAudioToSlide")
    }

    /// The `presentation.addCommentToSlide` intent schema.
    public var addCommentToSlide: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.addCommentToSlide")
    }

    /// The `presentation.addImageToSlide` intent schema.
    public var addImageToSlide: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.addImageToSlide")
    }

    /// The `presentation.addTextBoxToSlide` intent schema.
    public var addTextBoxToSlide: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.addTextBoxToSlide")
    }

    /// The `presentation.addVideoToSlide` intent schema.
    public var addVideoToSlide: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.addVideoToSlide")
    }

    /// The `presentation.addWebVideoToSlide` intent schema.
    public var addWebVideoToSlide: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.addWebVideoToSlide")
    }

    /// The `presentation.create` intent schema.
    public var create: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.create") }

    /// The `presentation.createSlide` intent schema.
    public var createSlide: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.createSlide") }

    /// The `presentation.deleteSlide` intent schema.
    public var deleteSlide: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.deleteSlide") }

    /// The `presentation.export` intent schema.
    public var export: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.export") }

    /// The `presentation.open` intent schema.
    public var open: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.open") }

    /// The `presentation.openSlide` intent schema.
    public var openSlide: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.openSlide") }

    /// The `presentation.setSlideTitle` intent schema.
    public var setSlideTitle: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.setSlideTitle")
    }

    /// The `presentation.showPresenterNotes` intent schema.
    public var showPresenterNotes: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.showPresenterNotes")
    }

    /// The `presentation.startPlayback` intent schema.
    public var startPlayback: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("presentation.startPlayback")
    }

    /// The `presentation.stopPlayback` intent schema.
    public var stopPlayback: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.stopPlayback") }

    /// The `presentation.update` intent schema.
    public var update: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("presentation.update") }
}

extension AssistantSchemas.PresentationEntity {
    /// The `presentation.document` entity schema.
    public var document: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("presentation.document") }

    /// The `presentation.slide` entity schema.
    public var slide: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("presentation.slide") }

    /// The `presentation.template` entity schema.
    public var template: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("presentation.template") }
}

extension AssistantSchemas.PresentationEnum {
    /// The `presentation.exportFormat` enum schema.
    public var exportFormat: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("presentation.exportFormat") }
}
