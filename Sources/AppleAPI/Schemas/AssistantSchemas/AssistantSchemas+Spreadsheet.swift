// Apple's spreadsheet domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.spreadsheet` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The spreadsheet domain's intent schemas.
    public protocol SpreadsheetIntent: Model {}

    /// The spreadsheet domain's entity schemas.
    public protocol SpreadsheetEntity: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.SpreadsheetIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.SpreadsheetIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.SpreadsheetEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.SpreadsheetEntity {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The spreadsheet domain's intent schemas.
    public static var spreadsheet: some AssistantSchemas.SpreadsheetIntent {
        AssistantSchemas.IntentSchema("spreadsheet")
    }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The spreadsheet domain's entity schemas.
    public static var spreadsheet: some AssistantSchemas.SpreadsheetEntity {
        AssistantSchemas.EntitySchema("spreadsheet")
    }
}

extension AssistantSchemas.SpreadsheetIntent {
    /// The `spreadsheet.addAudioToSheet` intent schema.
    public var addAudioToSheet: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("spreadsheet.addAudioToSheet")
    }

    /// The `spreadsheet.addCommentToSheet` intent schema.
    public var addCommentToSheet: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("spreadsheet.addCommentToSheet")
    }

    /// The `spreadsheet.addImageToSheet` intent schema.
    public var addImageToSheet: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("spreadsheet.addImageToSheet")
    }

    /// The `spreadsheet.addTextBoxToSheet` intent schema.
    public var addTextBoxToSheet: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("spreadsheet.addTextBoxToSheet")
    }

    /// The `spreadsheet.addVideoToSheet` intent schema.
    public var addVideoToSheet: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("spreadsheet.addVideoToSheet")
    }

    /// The `spreadsheet.addWebVideoToSheet` intent schema.
    public var addWebVideoToSheet: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("spreadsheet.addWebVideoToSheet")
    }

    /// The `spreadsheet.create` intent schema.
    public var create: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.create") }

    /// The `spreadsheet.createSheet` intent schema.
    public var createSheet: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.createSheet") }

    /// The `spreadsheet.delete` intent schema.
    public var delete: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.delete") }

    /// The `spreadsheet.deleteSheet` intent schema.
    public var deleteSheet: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.deleteSheet") }

    /// The `spreadsheet.open` intent schema.
    public var open: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.open") }

    /// The `spreadsheet.openSheet` intent schema.
    public var openSheet: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.openSheet") }

    /// The `spreadsheet.update` intent schema.
    public var update: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.update") }

    /// The `spreadsheet.updateSheet` intent schema.
    public var updateSheet: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("spreadsheet.updateSheet") }
}

extension AssistantSchemas.SpreadsheetEntity {
    /// The `spreadsheet.document` entity schema.
    public var document: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("spreadsheet.document") }

    /// The `spreadsheet.sheet` entity schema.
    public var sheet: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("spreadsheet.sheet") }

    /// The `spreadsheet.template` entity schema.
    public var template: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("spreadsheet.template") }
}
