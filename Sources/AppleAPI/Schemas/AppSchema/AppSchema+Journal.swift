// Apple's journal domain of the app schemas (iOS 26's names): its protocols, each kind's `.journal` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The journal domain's intent schemas.
    public protocol JournalIntent: Kind {}

    /// The journal domain's entity schemas.
    public protocol JournalEntity: Kind {}
}

extension AppSchema.Intent: AppSchema.JournalIntent {}

extension AppSchema.Entity: AppSchema.JournalEntity {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The journal domain's intent schemas.
    public static var journal: some AppSchema.JournalIntent { AppSchema.Intent("journal") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The journal domain's entity schemas.
    public static var journal: some AppSchema.JournalEntity { AppSchema.Entity("journal") }
}

extension AppSchema.JournalIntent {
    /// The `journal.createAudioEntry` intent schema.
    public var createAudioEntry: some AppSchemaIntent { AppSchema.Intent("journal.createAudioEntry") }

    /// The `journal.createEntry` intent schema.
    public var createEntry: some AppSchemaIntent { AppSchema.Intent("journal.createEntry") }

    /// The `journal.deleteEntry` intent schema.
    public var deleteEntry: some AppSchemaIntent { AppSchema.Intent("journal.deleteEntry") }

    /// The `journal.search` intent schema. Deprecated on Apple's page.
    public var search: some AppSchemaIntent { AppSchema.Intent("journal.search") }

    /// The `journal.updateEntry` intent schema.
    public var updateEntry: some AppSchemaIntent { AppSchema.Intent("journal.updateEntry") }
}

extension AppSchema.JournalEntity {
    /// The `journal.entry` entity schema.
    public var entry: some AppSchemaEntity { AppSchema.Entity("journal.entry") }
}
