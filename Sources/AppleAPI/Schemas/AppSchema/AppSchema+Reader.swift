// Apple's reader domain of the app schemas (iOS 26's names): its protocols, each kind's `.reader` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The reader domain's intent schemas.
    public protocol ReaderIntent: Kind {}

    /// The reader domain's entity schemas.
    public protocol ReaderEntity: Kind {}

    /// The reader domain's enum schemas.
    public protocol ReaderEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.ReaderIntent {}

extension AppSchema.Entity: AppSchema.ReaderEntity {}

extension AppSchema.Enum: AppSchema.ReaderEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The reader domain's intent schemas.
    public static var reader: some AppSchema.ReaderIntent { AppSchema.Intent("reader") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The reader domain's entity schemas.
    public static var reader: some AppSchema.ReaderEntity { AppSchema.Entity("reader") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The reader domain's enum schemas.
    public static var reader: some AppSchema.ReaderEnum { AppSchema.Enum("reader") }
}

extension AppSchema.ReaderIntent {
    /// The `reader.deletePages` intent schema.
    public var deletePages: some AppSchemaIntent { AppSchema.Intent("reader.deletePages") }

    /// The `reader.enhanceDocuments` intent schema.
    public var enhanceDocuments: some AppSchemaIntent { AppSchema.Intent("reader.enhanceDocuments") }

    /// The `reader.insertPages` intent schema.
    public var insertPages: some AppSchemaIntent { AppSchema.Intent("reader.insertPages") }

    /// The `reader.openDocument` intent schema.
    public var openDocument: some AppSchemaIntent { AppSchema.Intent("reader.openDocument") }

    /// The `reader.openPage` intent schema.
    public var openPage: some AppSchemaIntent { AppSchema.Intent("reader.openPage") }

    /// The `reader.resizeDocuments` intent schema.
    public var resizeDocuments: some AppSchemaIntent { AppSchema.Intent("reader.resizeDocuments") }

    /// The `reader.rotateDocuments` intent schema.
    public var rotateDocuments: some AppSchemaIntent { AppSchema.Intent("reader.rotateDocuments") }

    /// The `reader.rotatePages` intent schema.
    public var rotatePages: some AppSchemaIntent { AppSchema.Intent("reader.rotatePages") }

    /// The `reader.searchDocuments` intent schema.
    public var searchDocuments: some AppSchemaIntent { AppSchema.Intent("reader.searchDocuments") }
}

extension AppSchema.ReaderEntity {
    /// The `reader.document` entity schema.
    public var document: some AppSchemaEntity { AppSchema.Entity("reader.document") }

    /// The `reader.page` entity schema.
    public var page: some AppSchemaEntity { AppSchema.Entity("reader.page") }
}

extension AppSchema.ReaderEnum {
    /// The `reader.documentKind` enum schema.
    public var documentKind: some AppSchemaEnum { AppSchema.Enum("reader.documentKind") }
}
