// Apple's reader domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.reader` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The reader domain's intent schemas.
    public protocol ReaderIntent: Model {}

    /// The reader domain's entity schemas.
    public protocol ReaderEntity: Model {}

    /// The reader domain's enum schemas.
    public protocol ReaderEnum: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.ReaderIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.ReaderIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.ReaderEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.ReaderEntity {}

extension AssistantSchemas.EnumSchema: AssistantSchemas.ReaderEnum {}

extension AssistantSchema.EnumSchema: AssistantSchemas.ReaderEnum {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The reader domain's intent schemas.
    public static var reader: some AssistantSchemas.ReaderIntent { AssistantSchemas.IntentSchema("reader") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The reader domain's entity schemas.
    public static var reader: some AssistantSchemas.ReaderEntity { AssistantSchemas.EntitySchema("reader") }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The reader domain's enum schemas.
    public static var reader: some AssistantSchemas.ReaderEnum { AssistantSchemas.EnumSchema("reader") }
}

extension AssistantSchemas.ReaderIntent {
    /// The `reader.deletePages` intent schema.
    public var deletePages: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("reader.deletePages") }

    /// The `reader.enhanceDocuments` intent schema.
    public var enhanceDocuments: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("reader.enhanceDocuments")
    }

    /// The `reader.insertPages` intent schema.
    public var insertPages: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("reader.insertPages") }

    /// The `reader.openDocument` intent schema.
    public var openDocument: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("reader.openDocument") }

    /// The `reader.openPage` intent schema.
    public var openPage: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("reader.openPage") }

    /// The `reader.resizeDocuments` intent schema.
    public var resizeDocuments: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("reader.resizeDocuments") }

    /// The `reader.rotateDocuments` intent schema.
    public var rotateDocuments: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("reader.rotateDocuments") }

    /// The `reader.rotatePages` intent schema.
    public var rotatePages: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("reader.rotatePages") }

    /// The `reader.searchDocuments` intent schema.
    public var searchDocuments: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("reader.searchDocuments")
    }
}

extension AssistantSchemas.ReaderEntity {
    /// The `reader.document` entity schema.
    public var document: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("reader.document") }

    /// The `reader.page` entity schema.
    public var page: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("reader.page") }
}

extension AssistantSchemas.ReaderEnum {
    /// The `reader.documentKind` enum schema.
    public var documentKind: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("reader.documentKind") }
}
