// Apple's word processor domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.wordProcessor` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The word processor domain's intent schemas.
    public protocol WordProcessorIntent: Model {}

    /// The word processor domain's entity schemas.
    public protocol WordProcessorEntity: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.WordProcessorIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.WordProcessorIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.WordProcessorEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.WordProcessorEntity {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The word processor domain's intent schemas.
    public static var wordProcessor: some AssistantSchemas.WordProcessorIntent {
        AssistantSchemas.IntentSchema("wordProcessor")
    }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The word processor domain's entity schemas.
    public static var wordProcessor: some AssistantSchemas.WordProcessorEntity {
        AssistantSchemas.EntitySchema("wordProcessor")
    }
}

extension AssistantSchemas.WordProcessorIntent {
    /// The `wordProcessor.addAudioToPage` intent schema.
    public var addAudioToPage: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("wordProcessor.addAudioToPage")
    }

    /// The `wordProcessor.addImageToPage` intent schema.
    public var addImageToPage: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("wordProcessor.addImageToPage")
    }

    /// The `wordProcessor.addTextBoxToPage` intent schema.
    public var addTextBoxToPage: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("wordProcessor.addTextBoxToPage")
    }

    /// The `wordProcessor.addVideoToPage` intent schema.
    public var addVideoToPage: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("wordProcessor.addVideoToPage")
    }

    /// The `wordProcessor.addWebVideoToPage` intent schema.
    public var addWebVideoToPage: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("wordProcessor.addWebVideoToPage")
    }

    /// The `wordProcessor.create` intent schema.
    public var create: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("wordProcessor.create") }

    /// The `wordProcessor.createPage` intent schema.
    public var createPage: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("wordProcessor.createPage") }

    /// The `wordProcessor.open` intent schema.
    public var open: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("wordProcessor.open") }

    /// The `wordProcessor.openPage` intent schema.
    public var openPage: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("wordProcessor.openPage") }
}

extension AssistantSchemas.WordProcessorEntity {
    /// The `wordProcessor.document` entity schema.
    public var document: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("wordProcessor.document") }

    /// The `wordProcessor.page` entity schema.
    public var page: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("wordProcessor.page") }

    /// The `wordProcessor.template` entity schema.
    public var template: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("wordProcessor.template") }
}
