// Apple's notes domain of the app schemas (iOS 26's names): its protocols, each kind's `.notes` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The notes domain's intent schemas.
    public protocol NotesIntent: Kind {}

    /// The notes domain's entity schemas.
    public protocol NotesEntity: Kind {}
}

extension AppSchema.Intent: AppSchema.NotesIntent {}

extension AppSchema.Entity: AppSchema.NotesEntity {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The notes domain's intent schemas.
    public static var notes: some AppSchema.NotesIntent { AppSchema.Intent("notes") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The notes domain's entity schemas.
    public static var notes: some AppSchema.NotesEntity { AppSchema.Entity("notes") }
}

extension AppSchema.NotesIntent {
    /// The `notes.appendText` intent schema.
    public var appendText: some AppSchemaIntent { AppSchema.Intent("notes.appendText") }

    /// The `notes.createNote` intent schema.
    public var createNote: some AppSchemaIntent { AppSchema.Intent("notes.createNote") }

    /// The `notes.updateNote` intent schema.
    public var updateNote: some AppSchemaIntent { AppSchema.Intent("notes.updateNote") }
}

extension AppSchema.NotesEntity {
    /// The `notes.account` entity schema.
    public var account: some AppSchemaEntity { AppSchema.Entity("notes.account") }

    /// The `notes.folder` entity schema.
    public var folder: some AppSchemaEntity { AppSchema.Entity("notes.folder") }

    /// The `notes.note` entity schema.
    public var note: some AppSchemaEntity { AppSchema.Entity("notes.note") }

    /// The `notes.tag` entity schema (iOS 27).
    public var tag: some AppSchemaEntity { AppSchema.Entity("notes.tag") }
}
