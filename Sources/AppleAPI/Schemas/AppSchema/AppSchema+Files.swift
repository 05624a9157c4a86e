// Apple's files domain of the app schemas (iOS 26's names): its protocols, each kind's `.files` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The files domain's intent schemas.
    public protocol FilesIntent: Kind {}

    /// The files domain's entity schemas.
    public protocol FilesEntity: Kind {}
}

extension AppSchema.Intent: AppSchema.FilesIntent {}

extension AppSchema.Entity: AppSchema.FilesEntity {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The files domain's intent schemas.
    public static var files: some AppSchema.FilesIntent { AppSchema.Intent("files") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The files domain's entity schemas.
    public static var files: some AppSchema.FilesEntity { AppSchema.Entity("files") }
}

extension AppSchema.FilesIntent {
    /// The `files.createFolder` intent schema.
    public var createFolder: some AppSchemaIntent { AppSchema.Intent("files.createFolder") }

    /// The `files.deleteFiles` intent schema.
    public var deleteFiles: some AppSchemaIntent { AppSchema.Intent("files.deleteFiles") }

    /// The `files.moveFiles` intent schema.
    public var moveFiles: some AppSchemaIntent { AppSchema.Intent("files.moveFiles") }

    /// The `files.openFile` intent schema.
    public var openFile: some AppSchemaIntent { AppSchema.Intent("files.openFile") }

    /// The `files.renameFile` intent schema.
    public var renameFile: some AppSchemaIntent { AppSchema.Intent("files.renameFile") }

    /// The `files.showDocumentScanner` intent schema (iOS 27).
    public var showDocumentScanner: some AppSchemaIntent { AppSchema.Intent("files.showDocumentScanner") }
}

extension AppSchema.FilesEntity {
    /// The `files.file` entity schema.
    public var file: some AppSchemaEntity { AppSchema.Entity("files.file") }
}
