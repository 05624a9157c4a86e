// Apple's spreadsheet domain of the app schemas (iOS 26's names): its protocols, each kind's `.spreadsheet` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The spreadsheet domain's intent schemas.
    public protocol SpreadsheetIntent: Kind {}

    /// The spreadsheet domain's entity schemas.
    public protocol SpreadsheetEntity: Kind {}
}

extension AppSchema.Intent: AppSchema.SpreadsheetIntent {}

extension AppSchema.Entity: AppSchema.SpreadsheetEntity {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The spreadsheet domain's intent schemas.
    public static var spreadsheet: some AppSchema.SpreadsheetIntent { AppSchema.Intent("spreadsheet") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The spreadsheet domain's entity schemas.
    public static var spreadsheet: some AppSchema.SpreadsheetEntity { AppSchema.Entity("spreadsheet") }
}

extension AppSchema.SpreadsheetIntent {
    /// The `spreadsheet.addAudioToSheet` intent schema.
    public var addAudioToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.addAudioToSheet") }

    /// The `spreadsheet.addCommentToSheet` intent schema.
    public var addCommentToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.addCommentToSheet") }

    /// The `spreadsheet.addImageToSheet` intent schema.
    public var addImageToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.addImageToSheet") }

    /// The `spreadsheet.addTextBoxToSheet` intent schema.
    public var addTextBoxToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.addTextBoxToSheet") }

    /// The `spreadsheet.addVideoToSheet` intent schema.
    public var addVideoToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.addVideoToSheet") }

    /// The `spreadsheet.addWebVideoToSheet` intent schema.
    public var addWebVideoToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.addWebVideoToSheet") }

    /// The `spreadsheet.create` intent schema.
    public var create: some AppSchemaIntent { AppSchema.Intent("spreadsheet.create") }

    /// The `spreadsheet.createSheet` intent schema.
    public var createSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.createSheet") }

    /// The `spreadsheet.delete` intent schema.
    public var delete: some AppSchemaIntent { AppSchema.Intent("spreadsheet.delete") }

    /// The `spreadsheet.deleteSheet` intent schema.
    public var deleteSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.deleteSheet") }

    /// The `spreadsheet.open` intent schema.
    public var open: some AppSchemaIntent { AppSchema.Intent("spreadsheet.open") }

    /// The `spreadsheet.openSheet` intent schema.
    public var openSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.openSheet") }

    /// The `spreadsheet.update` intent schema.
    public var update: some AppSchemaIntent { AppSchema.Intent("spreadsheet.update") }

    /// The `spreadsheet.updateSheet` intent schema.
    public var updateSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet.updateSheet") }
}

extension AppSchema.SpreadsheetEntity {
    /// The `spreadsheet.document` entity schema.
    public var document: some AppSchemaEntity { AppSchema.Entity("spreadsheet.document") }

    /// The `spreadsheet.sheet` entity schema.
    public var sheet: some AppSchemaEntity { AppSchema.Entity("spreadsheet.sheet") }

    /// The `spreadsheet.template` entity schema.
    public var template: some AppSchemaEntity { AppSchema.Entity("spreadsheet.template") }
}
