// Apple's journal domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.journal` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The journal domain's intent schemas.
    public protocol JournalIntent: Model {}

    /// The journal domain's entity schemas.
    public protocol JournalEntity: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.JournalIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.JournalIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.JournalEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.JournalEntity {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The journal domain's intent schemas.
    public static var journal: some AssistantSchemas.JournalIntent { AssistantSchemas.IntentSchema("journal") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The journal domain's entity schemas.
    public static var journal: some AssistantSchemas.JournalEntity { AssistantSchemas.EntitySchema("journal") }
}

extension AssistantSchemas.JournalIntent {
    /// The `journal.createAudioEntry` intent schema.
    public var createAudioEntry: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("journal.createAudioEntry")
    }

    /// The `journal.createEntry` intent schema.
    public var createEntry: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("journal.createEntry") }

    /// The `journal.deleteEntry` intent schema.
    public var deleteEntry: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("journal.deleteEntry") }

    /// The `journal.search` intent schema.
    public var search: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("journal.search") }

    /// The `journal.updateEntry` intent schema.
    public var updateEntry: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("journal.updateEntry") }
}

extension AssistantSchemas.JournalEntity {
    /// The `journal.entry` entity schema.
    public var entry: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("journal.entry") }
}
