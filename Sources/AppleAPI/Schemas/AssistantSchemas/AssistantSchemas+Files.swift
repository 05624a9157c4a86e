// Apple's files domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.files` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The files domain's intent schemas.
    public protocol FilesIntent: Model {}

    /// The files domain's entity schemas.
    public protocol FilesEntity: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.FilesIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.FilesIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.FilesEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.FilesEntity {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The files domain's intent schemas.
    public static var files: some AssistantSchemas.FilesIntent { AssistantSchemas.IntentSchema("files") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The files domain's entity schemas.
    public static var files: some AssistantSchemas.FilesEntity { AssistantSchemas.EntitySchema("files") }
}

extension AssistantSchemas.FilesIntent {
    /// The `files.createFolder` intent schema.
    public var createFolder: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("files.createFolder") }

    /// The `files.deleteFiles` intent schema.
    public var deleteFiles: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("files.deleteFiles") }

    /// The `files.moveFiles` intent schema.
    public var moveFiles: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("files.moveFiles") }

    /// The `files.openFile` intent schema.
    public var openFile: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("files.openFile") }

    /// The `files.renameFile` intent schema.
    public var renameFile: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("files.renameFile") }

    /// The `files.showDocumentScanner` intent schema.
    public var showDocumentScanner: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("files.showDocumentScanner")
    }
}

extension AssistantSchemas.FilesEntity {
    /// The `files.file` entity schema.
    public var file: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("files.file") }
}
