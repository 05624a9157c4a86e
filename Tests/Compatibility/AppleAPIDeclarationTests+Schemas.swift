// Issue 21: the probes of the schema rows of Documentation/AppleAPI.md ("App and assistant schemas", and the rows of
// the AppIntents table that the schemas made shape): each uses a schema value as Apple's macros take it, through
// `AssistantSchema(_:)` or a generic parameter constrained as the macro's, so an implicit member chain such as
// `.mail.updateDraft` type-checks as it does in `@AssistantIntent(schema: .mail.updateDraft)`.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the schema probes use besides the shared preamble: an entity adopting `AssistantEntity` by hand.
        static let schemasPreamble = #"""
            struct PSchemaEntity: AssistantEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "S"
                static let defaultQuery = PSchemaEntityQuery()
                let id: String
                var displayRepresentation: DisplayRepresentation { "S" }
            }

            struct PSchemaEntityQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PSchemaEntity] { [] }
            }
            """#

        /// One probe per implemented or shape schema row, by symbol.
        static let schemasProbes: [(symbol: String, body: String)] = [
            (#"AssistantSchemas"#, #"_ = AssistantSchemas.self"#),
            (#"AssistantSchemas.Model"#, #"_ = (any AssistantSchemas.Model).self"#),
            (
                #"AssistantSchemas.Intent"#,
                #"func take<T: AssistantSchemas.Intent>(_: T.Type) {}; take(AssistantSchemas.IntentSchema.self)"#
            ),
            (
                #"AssistantSchemas.Entity"#,
                #"func take<T: AssistantSchemas.Entity>(_: T.Type) {}; take(AssistantSchemas.EntitySchema.self)"#
            ),
            (
                #"AssistantSchemas.Enum"#,
                #"func take<T: AssistantSchemas.Enum>(_: T.Type) {}; take(AssistantSchemas.EnumSchema.self)"#
            ),
            (
                #"AssistantSchemas.IntentSchema"#,
                #"let _: any AssistantSchemas.Intent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.EntitySchema"#,
                #"let _: any AssistantSchemas.Entity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.EnumSchema"#,
                #"let _: any AssistantSchemas.Enum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchema.IntentSchema"#,
                #"let _: any AssistantSchemas.MailIntent.Type = AssistantSchema.IntentSchema.self"#
            ),
            (
                #"AssistantSchema.EntitySchema"#,
                #"let _: any AssistantSchemas.MailEntity.Type = AssistantSchema.EntitySchema.self"#
            ),
            (
                #"AssistantSchema.EnumSchema"#,
                #"let _: any AssistantSchemas.PhotosEnum.Type = AssistantSchema.EnumSchema.self"#
            ),
            (
                #"AssistantSchema.init(_:) (intent)"#,
                #"let s: AssistantSchema = AssistantSchema(.mail.updateDraft); _ = s"#
            ),
            (
                #"AssistantSchema.init(_:) (enum)"#,
                #"let s: AssistantSchema = AssistantSchema(.photos.albumType); _ = s"#
            ),
            (
                #"AssistantSchemas.AssistantIntent"#,
                #"let _: any AssistantSchemas.AssistantIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.BooksIntent"#,
                #"let _: any AssistantSchemas.BooksIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.BooksEntity"#,
                #"let _: any AssistantSchemas.BooksEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.BooksEnum"#,
                #"let _: any AssistantSchemas.BooksEnum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchemas.BrowserIntent"#,
                #"let _: any AssistantSchemas.BrowserIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.BrowserEntity"#,
                #"let _: any AssistantSchemas.BrowserEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.BrowserEnum"#,
                #"let _: any AssistantSchemas.BrowserEnum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchemas.CameraIntent"#,
                #"let _: any AssistantSchemas.CameraIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.CameraEnum"#,
                #"let _: any AssistantSchemas.CameraEnum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchemas.FilesIntent"#,
                #"let _: any AssistantSchemas.FilesIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.FilesEntity"#,
                #"let _: any AssistantSchemas.FilesEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.JournalEntity"#,
                #"let _: any AssistantSchemas.JournalEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.MailIntent"#,
                #"let _: any AssistantSchemas.MailIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.MailEntity"#,
                #"let _: any AssistantSchemas.MailEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.PhotosIntent"#,
                #"let _: any AssistantSchemas.PhotosIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.PhotosEntity"#,
                #"let _: any AssistantSchemas.PhotosEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.PhotosEnum"#,
                #"let _: any AssistantSchemas.PhotosEnum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchemas.PresentationIntent"#,
                #"let _: any AssistantSchemas.PresentationIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.PresentationEntity"#,
                #"let _: any AssistantSchemas.PresentationEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.ReaderIntent"#,
                #"let _: any AssistantSchemas.ReaderIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.ReaderEntity"#,
                #"let _: any AssistantSchemas.ReaderEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.ReaderEnum"#,
                #"let _: any AssistantSchemas.ReaderEnum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchemas.SpreadsheetIntent"#,
                #"let _: any AssistantSchemas.SpreadsheetIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.SpreadsheetEntity"#,
                #"let _: any AssistantSchemas.SpreadsheetEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.SystemIntent"#,
                #"let _: any AssistantSchemas.SystemIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.VisualIntelligenceIntent"#,
                #"let _: any AssistantSchemas.VisualIntelligenceIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.WhiteboardIntent"#,
                #"let _: any AssistantSchemas.WhiteboardIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.WhiteboardEntity"#,
                #"let _: any AssistantSchemas.WhiteboardEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.WhiteboardEnum"#,
                #"let _: any AssistantSchemas.WhiteboardEnum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchemas.WordProcessorIntent"#,
                #"let _: any AssistantSchemas.WordProcessorIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.WordProcessorEntity"#,
                #"let _: any AssistantSchemas.WordProcessorEntity.Type = AssistantSchemas.EntitySchema.self"#
            ),
            (
                #"AssistantSchemas.Intent.books"#,
                #"let _: any AssistantSchemas.BooksIntent = AssistantSchemas.IntentSchema.books"#
            ),
            (
                #"AssistantSchemas.Intent.photos"#,
                #"let _: any AssistantSchemas.PhotosIntent = AssistantSchemas.IntentSchema.photos"#
            ),
            (
                #"AssistantSchemas.Intent.reader"#,
                #"let _: any AssistantSchemas.ReaderIntent = AssistantSchemas.IntentSchema.reader"#
            ),
            (
                #"AssistantSchemas.Intent.mail"#,
                #"let _: any AssistantSchemas.MailIntent = AssistantSchemas.IntentSchema.mail"#
            ),
            (
                #"AssistantSchemas.Intent.camera"#,
                #"let _: any AssistantSchemas.CameraIntent = AssistantSchemas.IntentSchema.camera"#
            ),
            (
                #"AssistantSchemas.Intent.browser"#,
                #"let _: any AssistantSchemas.BrowserIntent = AssistantSchemas.IntentSchema.browser"#
            ),
            (
                #"AssistantSchemas.Entity.books"#,
                #"let _: any AssistantSchemas.BooksEntity = AssistantSchemas.EntitySchema.books"#
            ),
            (
                #"AssistantSchemas.Entity.browser"#,
                #"let _: any AssistantSchemas.BrowserEntity = AssistantSchemas.EntitySchema.browser"#
            ),
            (
                #"AssistantSchemas.Entity.files"#,
                #"let _: any AssistantSchemas.FilesEntity = AssistantSchemas.EntitySchema.files"#
            ),
            (
                #"AssistantSchemas.Entity.journal"#,
                #"let _: any AssistantSchemas.JournalEntity = AssistantSchemas.EntitySchema.journal"#
            ),
            (
                #"AssistantSchemas.Entity.wordProcessor"#,
                #"let _: any AssistantSchemas.WordProcessorEntity = AssistantSchemas.EntitySchema.wordProcessor"#
            ),
            (
                #"AssistantSchemas.Entity.mail"#,
                #"let _: any AssistantSchemas.MailEntity = AssistantSchemas.EntitySchema.mail"#
            ),
            (
                #"AssistantSchemas.Entity.photos"#,
                #"let _: any AssistantSchemas.PhotosEntity = AssistantSchemas.EntitySchema.photos"#
            ),
            (
                #"AssistantSchemas.Enum.browser"#,
                #"let _: any AssistantSchemas.BrowserEnum = AssistantSchemas.EnumSchema.browser"#
            ),
            (
                #"AssistantSchemas.Enum.camera"#,
                #"let _: any AssistantSchemas.CameraEnum = AssistantSchemas.EnumSchema.camera"#
            ),
            (
                #"AssistantSchemas.Enum.books"#,
                #"let _: any AssistantSchemas.BooksEnum = AssistantSchemas.EnumSchema.books"#
            ),
            (
                #"AssistantSchemas.Enum.photos"#,
                #"let _: any AssistantSchemas.PhotosEnum = AssistantSchemas.EnumSchema.photos"#
            ),
            (#"AssistantSchemas.AssistantIntent.activate"#, #"_ = AssistantSchema(.assistant.activate)"#),
            (#"AssistantSchemas.MailIntent.updateDraft"#, #"_ = AssistantSchema(.mail.updateDraft)"#),
            (#"AssistantSchemas.CameraIntent.setDevice"#, #"_ = AssistantSchema(.camera.setDevice)"#),
            (#"AssistantSchemas.CameraIntent.openInCaptureMode"#, #"_ = AssistantSchema(.camera.openInCaptureMode)"#),
            (#"AssistantSchemas.PhotosIntent.createAssets"#, #"_ = AssistantSchema(.photos.createAssets)"#),
            (#"AssistantSchemas.PhotosIntent.copyEdits"#, #"_ = AssistantSchema(.photos.copyEdits)"#),
            (#"AssistantSchemas.BrowserIntent.openURLInTab"#, #"_ = AssistantSchema(.browser.openURLInTab)"#),
            (#"AssistantSchemas.MailEntity.account"#, #"_ = AssistantSchema(.mail.account)"#),
            (#"AssistantSchemas.MailEntity.draft"#, #"_ = AssistantSchema(.mail.draft)"#),
            (#"AssistantSchemas.MailEntity.mailbox"#, #"_ = AssistantSchema(.mail.mailbox)"#),
            (#"AssistantSchemas.MailEntity.message"#, #"_ = AssistantSchema(.mail.message)"#),
            (#"AssistantSchemas.PhotosEntity.album"#, #"_ = AssistantSchema(.photos.album)"#),
            (#"AssistantSchemas.PhotosEntity.asset"#, #"_ = AssistantSchema(.photos.asset)"#),
            (#"AssistantSchemas.PhotosEntity.recognizedPerson"#, #"_ = AssistantSchema(.photos.recognizedPerson)"#),
            (#"AssistantSchemas.BooksEntity.audiobook"#, #"_ = AssistantSchema(.books.audiobook)"#),
            (#"AssistantSchemas.BooksEntity.book"#, #"_ = AssistantSchema(.books.book)"#),
            (#"AssistantSchemas.BooksEntity.settings"#, #"_ = AssistantSchema(.books.settings)"#),
            (#"AssistantSchemas.BrowserEntity.bookmark"#, #"_ = AssistantSchema(.browser.bookmark)"#),
            (#"AssistantSchemas.BrowserEntity.tab"#, #"_ = AssistantSchema(.browser.tab)"#),
            (#"AssistantSchemas.BrowserEntity.window"#, #"_ = AssistantSchema(.browser.window)"#),
            (#"AssistantSchemas.FilesEntity.file"#, #"_ = AssistantSchema(.files.file)"#),
            (#"AssistantSchemas.PhotosEnum.albumType"#, #"_ = AssistantSchema(.photos.albumType)"#),
            (#"AssistantSchemas.PhotosEnum.assetType"#, #"_ = AssistantSchema(.photos.assetType)"#),
            (#"AssistantSchemas.PhotosEnum.filterType"#, #"_ = AssistantSchema(.photos.filterType)"#),
            (#"AssistantSchemas.PhotosEnum.rotationDirection"#, #"_ = AssistantSchema(.photos.rotationDirection)"#),
            (#"AssistantSchemas.BooksEnum.contentType"#, #"_ = AssistantSchema(.books.contentType)"#),
            (#"AssistantSchemas.BooksEnum.font"#, #"_ = AssistantSchema(.books.font)"#),
            (#"AssistantSchemas.BooksEnum.fontSize"#, #"_ = AssistantSchema(.books.fontSize)"#),
            (#"AssistantSchemas.BooksEnum.navigationDirection"#, #"_ = AssistantSchema(.books.navigationDirection)"#),
            (
                #"AssistantSchemas.BooksEnum.pageNavigationSetting"#,
                #"_ = AssistantSchema(.books.pageNavigationSetting)"#
            ),
            (
                #"AssistantSchemas.BrowserEnum.clearHistoryTimeFrame"#,
                #"_ = AssistantSchema(.browser.clearHistoryTimeFrame)"#
            ),
            (#"AssistantSchemas.CameraEnum.captureDevice"#, #"_ = AssistantSchema(.camera.captureDevice)"#),
            (#"AssistantSchemas.CameraEnum.captureDuration"#, #"_ = AssistantSchema(.camera.captureDuration)"#),
            (#"AssistantSchemas.CameraEnum.captureMode"#, #"_ = AssistantSchema(.camera.captureMode)"#),
            (#"AppSchema"#, #"_ = AppSchema.self"#),
            (#"AppSchema.Kind"#, #"let _: any AppSchema.Kind.Type = AppSchema.Intent.self"#),
            (#"AppSchema.Intent"#, #"let _: any AppSchemaIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.Entity"#, #"let _: any AppSchemaEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.Enum"#, #"let _: any AppSchemaEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchemaIntent"#, #"func take<T: AppSchemaIntent>(_: T.Type) {}; take(AppSchema.Intent.self)"#),
            (#"AppSchemaEntity"#, #"func take<T: AppSchemaEntity>(_: T.Type) {}; take(AppSchema.Entity.self)"#),
            (#"AppSchemaEnum"#, #"func take<T: AppSchemaEnum>(_: T.Type) {}; take(AppSchema.Enum.self)"#),
            (#"AppSchema.MailIntent"#, #"let _: any AppSchema.MailIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.PhotosEntity"#, #"let _: any AppSchema.PhotosEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.PhotosIntent"#, #"let _: any AppSchema.PhotosIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.BrowserEntity"#, #"let _: any AppSchema.BrowserEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.CameraIntent"#, #"let _: any AppSchema.CameraIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.CameraEnum"#, #"let _: any AppSchema.CameraEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.FilesEntity"#, #"let _: any AppSchema.FilesEntity.Type = AppSchema.Entity.self"#),
            (
                #"AppSchema.WordProcessorIntent"#,
                #"let _: any AppSchema.WordProcessorIntent.Type = AppSchema.Intent.self"#
            ),
            (#"AppSchema.AssistantIntent"#, #"let _: any AppSchema.AssistantIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.AudioIntent"#, #"let _: any AppSchema.AudioIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.BooksIntent"#, #"let _: any AppSchema.BooksIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.BrowserIntent"#, #"let _: any AppSchema.BrowserIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.CalendarIntent"#, #"let _: any AppSchema.CalendarIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.FilesIntent"#, #"let _: any AppSchema.FilesIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.AudioEnum"#, #"let _: any AppSchema.AudioEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.BooksEnum"#, #"let _: any AppSchema.BooksEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.BrowserEnum"#, #"let _: any AppSchema.BrowserEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.CalendarEnum"#, #"let _: any AppSchema.CalendarEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.ClockEnum"#, #"let _: any AppSchema.ClockEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.AudioEntity"#, #"let _: any AppSchema.AudioEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.BooksEntity"#, #"let _: any AppSchema.BooksEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.CalendarEntity"#, #"let _: any AppSchema.CalendarEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.ClockEntity"#, #"let _: any AppSchema.ClockEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.MailEntity"#, #"let _: any AppSchema.MailEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.SpreadsheetIntent"#, #"let _: any AppSchema.SpreadsheetIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.NotesEntity"#, #"let _: any AppSchema.NotesEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchema.MessagesEnum"#, #"let _: any AppSchema.MessagesEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.NotesIntent"#, #"let _: any AppSchema.NotesIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.MessagesIntent"#, #"let _: any AppSchema.MessagesIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.ClockIntent"#, #"let _: any AppSchema.ClockIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.MailEnum"#, #"let _: any AppSchema.MailEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchema.WhiteboardEntity"#, #"let _: any AppSchema.WhiteboardEntity.Type = AppSchema.Entity.self"#),
            (
                #"AppSchema.PresentationIntent"#,
                #"let _: any AppSchema.PresentationIntent.Type = AppSchema.Intent.self"#
            ),
            (#"AppSchema.ReaderIntent"#, #"let _: any AppSchema.ReaderIntent.Type = AppSchema.Intent.self"#),
            (
                #"AppSchema.VisualIntelligenceIntent"#,
                #"let _: any AppSchema.VisualIntelligenceIntent.Type = AppSchema.Intent.self"#
            ),
            (#"AppSchema.PhoneIntent"#, #"let _: any AppSchema.PhoneIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchema.MessagesEntity"#, #"let _: any AppSchema.MessagesEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchemaIntent.audio"#, #"let _: any AppSchema.AudioIntent = AppSchema.Intent.audio"#),
            (#"AppSchemaIntent.books"#, #"let _: any AppSchema.BooksIntent = AppSchema.Intent.books"#),
            (#"AppSchemaIntent.browser"#, #"let _: any AppSchema.BrowserIntent = AppSchema.Intent.browser"#),
            (#"AppSchemaIntent.calendar"#, #"let _: any AppSchema.CalendarIntent = AppSchema.Intent.calendar"#),
            (#"AppSchemaIntent.camera"#, #"let _: any AppSchema.CameraIntent = AppSchema.Intent.camera"#),
            (#"AppSchemaIntent.files"#, #"let _: any AppSchema.FilesIntent = AppSchema.Intent.files"#),
            (
                #"AppSchemaIntent.wordProcessor"#,
                #"let _: any AppSchema.WordProcessorIntent = AppSchema.Intent.wordProcessor"#
            ),
            (#"AppSchemaIntent.mail"#, #"let _: any AppSchema.MailIntent = AppSchema.Intent.mail"#),
            (#"AppSchemaIntent.photos"#, #"let _: any AppSchema.PhotosIntent = AppSchema.Intent.photos"#),
            (#"AppSchemaIntent.clock"#, #"let _: any AppSchema.ClockIntent = AppSchema.Intent.clock"#),
            (#"AppSchemaIntent.phone"#, #"let _: any AppSchema.PhoneIntent = AppSchema.Intent.phone"#),
            (#"AppSchemaIntent.messages"#, #"let _: any AppSchema.MessagesIntent = AppSchema.Intent.messages"#),
            (#"AppSchemaIntent.notes"#, #"let _: any AppSchema.NotesIntent = AppSchema.Intent.notes"#),
            (
                #"AppSchemaIntent.spreadsheet"#,
                #"let _: any AppSchema.SpreadsheetIntent = AppSchema.Intent.spreadsheet"#
            ),
            (#"AppSchemaEnum.audio"#, #"let _: any AppSchema.AudioEnum = AppSchema.Enum.audio"#),
            (#"AppSchemaEnum.books"#, #"let _: any AppSchema.BooksEnum = AppSchema.Enum.books"#),
            (#"AppSchemaEnum.browser"#, #"let _: any AppSchema.BrowserEnum = AppSchema.Enum.browser"#),
            (#"AppSchemaEnum.calendar"#, #"let _: any AppSchema.CalendarEnum = AppSchema.Enum.calendar"#),
            (#"AppSchemaEnum.camera"#, #"let _: any AppSchema.CameraEnum = AppSchema.Enum.camera"#),
            (#"AppSchemaEnum.clock"#, #"let _: any AppSchema.ClockEnum = AppSchema.Enum.clock"#),
            (#"AppSchemaEnum.mail"#, #"let _: any AppSchema.MailEnum = AppSchema.Enum.mail"#),
            (#"AppSchemaEntity.audio"#, #"let _: any AppSchema.AudioEntity = AppSchema.Entity.audio"#),
            (#"AppSchemaEntity.books"#, #"let _: any AppSchema.BooksEntity = AppSchema.Entity.books"#),
            (#"AppSchemaEntity.browser"#, #"let _: any AppSchema.BrowserEntity = AppSchema.Entity.browser"#),
            (#"AppSchemaEntity.calendar"#, #"let _: any AppSchema.CalendarEntity = AppSchema.Entity.calendar"#),
            (#"AppSchemaEntity.clock"#, #"let _: any AppSchema.ClockEntity = AppSchema.Entity.clock"#),
            (#"AppSchemaEntity.files"#, #"let _: any AppSchema.FilesEntity = AppSchema.Entity.files"#),
            (#"AppSchemaEntity.mail"#, #"let _: any AppSchema.MailEntity = AppSchema.Entity.mail"#),
            (#"AppSchemaEntity.photos"#, #"let _: any AppSchema.PhotosEntity = AppSchema.Entity.photos"#),
            (#"AppSchemaEntity.notes"#, #"let _: any AppSchema.NotesEntity = AppSchema.Entity.notes"#),
            (#"AppSchemaEntity.messages"#, #"let _: any AppSchema.MessagesEntity = AppSchema.Entity.messages"#),
            (#"AppSchema.MailIntent.archiveMail"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.archiveMail)"#),
            (#"AppSchema.MailIntent.createDraft"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.createDraft)"#),
            (#"AppSchema.MailIntent.deleteDraft"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.deleteDraft)"#),
            (#"AppSchema.MailIntent.deleteMail"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.deleteMail)"#),
            (#"AppSchema.MailIntent.forwardMail"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.forwardMail)"#),
            (#"AppSchema.MailIntent.replyMail"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.replyMail)"#),
            (#"AppSchema.MailIntent.openDraft"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.openDraft)"#),
            (
                #"AppSchema.PhotosIntent.addAssetsToAlbum"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.addAssetsToAlbum)"#
            ),
            (
                #"AppSchema.PhotosIntent.cleanupPhoto"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.cleanupPhoto)"#
            ),
            (#"AppSchema.PhotosIntent.copyEdits"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.copyEdits)"#),
            (
                #"AppSchema.PhotosIntent.createAlbum"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.createAlbum)"#
            ),
            (
                #"AppSchema.PhotosIntent.createAssets"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.createAssets)"#
            ),
            (
                #"AppSchema.CameraIntent.openInCaptureMode"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.camera.openInCaptureMode)"#
            ),
            (#"AppSchema.CameraIntent.setDevice"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.camera.setDevice)"#),
            (
                #"AppSchema.CameraIntent.startCapture"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.camera.startCapture)"#
            ),
            (
                #"AppSchema.CameraIntent.stopCapture"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.camera.stopCapture)"#
            ),
            (
                #"AppSchema.CameraIntent.switchDevice"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.camera.switchDevice)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.addAudioToPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.addAudioToPage)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.addImageToPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.addImageToPage)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.addTextBoxToPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.addTextBoxToPage)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.addVideoToPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.addVideoToPage)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.addWebVideoToPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.addWebVideoToPage)"#
            ),
            (#"AppSchema.MailEntity.draft"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.mail.draft)"#),
            (#"AppSchema.PhotosEntity.album"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.photos.album)"#),
            (#"AppSchema.PhotosEntity.asset"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.photos.asset)"#),
            (
                #"AppSchema.PhotosEntity.recognizedPerson"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.photos.recognizedPerson)"#
            ),
            (#"AppSchema.BooksEntity.book"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.books.book)"#),
            (#"AppSchema.BrowserEntity.bookmark"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.browser.bookmark)"#),
            (
                #"AppSchema.BrowserEntity.readingListItem"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.browser.readingListItem)"#
            ),
            (#"AppSchema.BrowserEntity.tab"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.browser.tab)"#),
            (#"AppSchema.BrowserEntity.tabGroup"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.browser.tabGroup)"#),
            (#"AppSchema.BrowserEntity.window"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.browser.window)"#),
            (#"AppSchema.FilesEntity.file"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.files.file)"#),
            (
                #"AppSchema.CameraEnum.captureDevice"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.camera.captureDevice)"#
            ),
            (
                #"AppSchema.CameraEnum.captureDuration"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.camera.captureDuration)"#
            ),
            (#"AppSchema.CameraEnum.captureMode"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.camera.captureMode)"#),
            (#"AppSchema.PhotosIntent.editAsset"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.editAsset)"#),
            (
                #"AppSchema.PhotosIntent.updateAsset"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.updateAsset)"#
            ),
            (
                #"AppSchema.PhotosIntent.pasteEdits"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.pasteEdits)"#
            ),
            (
                #"AppSchema.FilesIntent.createFolder"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.files.createFolder)"#
            ),
            (
                #"AppSchema.FilesIntent.deleteFiles"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.files.deleteFiles)"#
            ),
            (#"AppSchema.FilesIntent.moveFiles"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.files.moveFiles)"#),
            (#"AppSchema.FilesIntent.openFile"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.files.openFile)"#),
            (#"AppSchema.FilesIntent.renameFile"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.files.renameFile)"#),
            (
                #"AppSchema.BrowserIntent.bookmarkTab"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.bookmarkTab)"#
            ),
            (
                #"AppSchema.BrowserIntent.bookmarkURL"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.bookmarkURL)"#
            ),
            (
                #"AppSchema.BrowserIntent.clearHistory"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.clearHistory)"#
            ),
            (
                #"AppSchema.BrowserIntent.closeTabs"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.closeTabs)"#
            ),
            (
                #"AppSchema.BrowserIntent.closeWindows"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.closeWindows)"#
            ),
            (
                #"AppSchema.BrowserEnum.clearHistoryTimeFrame"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.browser.clearHistoryTimeFrame)"#
            ),
            (
                #"AppSchema.AudioIntent.addToLibrary"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.audio.addToLibrary)"#
            ),
            (
                #"AppSchema.AudioIntent.addToPlaylist"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.audio.addToPlaylist)"#
            ),
            (
                #"AppSchema.AudioIntent.createStation"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.audio.createStation)"#
            ),
            (#"AppSchema.AudioIntent.playAudio"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.audio.playAudio)"#),
            (
                #"AppSchema.AudioIntent.recognizeAudio"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.audio.recognizeAudio)"#
            ),
            (#"AppSchema.AudioEntity.album"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.album)"#),
            (
                #"AppSchema.AudioEntity.algorithmicRadioStation"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.algorithmicRadioStation)"#
            ),
            (
                #"AppSchema.AudioEntity.ambientSound"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.ambientSound)"#
            ),
            (#"AppSchema.AudioEntity.artist"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.artist)"#),
            (#"AppSchema.AudioEntity.audiobook"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.audiobook)"#),
            (
                #"AppSchema.AudioEntity.classicalMusicRecording"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.classicalMusicRecording)"#
            ),
            (#"AppSchema.ClockEntity.alarm"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.clock.alarm)"#),
            (#"AppSchema.ClockEntity.stopwatch"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.clock.stopwatch)"#),
            (#"AppSchema.ClockEntity.timer"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.clock.timer)"#),
            (#"AppSchema.NotesIntent.appendText"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.notes.appendText)"#),
            (#"AppSchema.NotesIntent.createNote"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.notes.createNote)"#),
            (#"AppSchema.NotesIntent.updateNote"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.notes.updateNote)"#),
            (#"AppSchema.NotesEntity.note"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.notes.note)"#),
            (#"AppSchema.PhoneIntent.startCall"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.phone.startCall)"#),
            (
                #"AppSchema.MessagesIntent.draftMessage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.messages.draftMessage)"#
            ),
            (
                #"AppSchema.MessagesIntent.editSentMessage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.messages.editSentMessage)"#
            ),
            (
                #"AppSchema.MessagesIntent.sendMessage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.messages.sendMessage)"#
            ),
            (
                #"AppSchema.MessagesIntent.setMessageReadStatus"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.messages.setMessageReadStatus)"#
            ),
            (
                #"AppSchema.MessagesIntent.unsendMessage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.messages.unsendMessage)"#
            ),
            (
                #"AppSchema.MessagesEntity.conversation"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.messages.conversation)"#
            ),
            (
                #"AppSchema.MessagesEntity.customAttachment"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.messages.customAttachment)"#
            ),
            (#"AppSchema.MessagesEntity.message"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.messages.message)"#),
            (
                #"AppSchema.MessagesEntity.messagePerson"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.messages.messagePerson)"#
            ),
            (
                #"AppSchema.ClockEnum.alarmTriggerState"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.clock.alarmTriggerState)"#
            ),
            (
                #"AppSchema.ClockEnum.stopwatchState"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.clock.stopwatchState)"#
            ),
            (#"AppSchema.ClockEnum.timerState"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.clock.timerState)"#),
            (
                #"AppSchema.CalendarEnum.attendeeStatus"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.calendar.attendeeStatus)"#
            ),
            (
                #"AppSchema.CalendarEnum.attendeeType"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.calendar.attendeeType)"#
            ),
            (#"AppSchema.CalendarEnum.eventSpan"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.calendar.eventSpan)"#),
            (
                #"AppSchema.CalendarEnum.eventStatus"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.calendar.eventStatus)"#
            ),
            (#"AppSchema.MailEnum.category"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.mail.category)"#),
            (
                #"AppSchema.CalendarEntity.attendee"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.calendar.attendee)"#
            ),
            (
                #"AppSchema.CalendarEntity.calendar"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.calendar.calendar)"#
            ),
            (#"AppSchema.CalendarEntity.event"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.calendar.event)"#),
            (
                #"AppSchema.ClockIntent.cancelTimer"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.cancelTimer)"#
            ),
            (
                #"AppSchema.ClockIntent.createAlarm"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.createAlarm)"#
            ),
            (
                #"AppSchema.ClockIntent.createTimer"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.createTimer)"#
            ),
            (
                #"AppSchema.ClockIntent.deleteAlarm"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.deleteAlarm)"#
            ),
            (
                #"AppSchema.ClockIntent.dismissAlarm"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.dismissAlarm)"#
            ),
            (
                #"AppSchema.ClockIntent.lapStopwatch"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.lapStopwatch)"#
            ),
            (
                #"AppSchema.CalendarIntent.createEvent"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.calendar.createEvent)"#
            ),
            (
                #"AppSchema.CalendarIntent.deleteEvent"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.calendar.deleteEvent)"#
            ),
            (
                #"AppSchema.CalendarIntent.updateEvent"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.calendar.updateEvent)"#
            ),
            (
                #"AssistantIntent"#,
                #"func needs<T: AppIntent>(_: T.Type) {}; struct I: AssistantIntent { static let title: LocalizedStringResource = "i"; func perform() async throws -> some IntentResult { .result() } }; needs(I.self)"#
            ),
            (
                #"AssistantEnum"#,
                #"func needs<T: AppEnum>(_: T.Type) {}; enum E: String, AssistantEnum { case a; static let typeDisplayRepresentation: TypeDisplayRepresentation = "E"; static let caseDisplayRepresentations: [E: DisplayRepresentation] = [.a: "A"] }; needs(E.self)"#
            ),
            (
                #"AssistantEntity"#,
                #"func needs<T: AppEntity>(_: T.Type) {}; let _: any AssistantEntity.Type = PSchemaEntity.self; needs(PSchemaEntity.self)"#
            ),
            (#"AssistantSchema"#, #"let s: AssistantSchema = AssistantSchema(.mail.draft); let _: any Sendable = s"#),
            (#"AssistantSchema.init(_:) (entity)"#, #"let s: AssistantSchema = AssistantSchema(.books.book); _ = s"#),
            (
                #"AssistantSchemas.Intent.assistant"#,
                #"let _: any AssistantSchemas.AssistantIntent = AssistantSchemas.IntentSchema.assistant; _ = AssistantSchema(.assistant.activate)"#
            ),
            (#"AppSchemaIntent.assistant"#, #"let _: any AppSchema.AssistantIntent = AppSchema.Intent.assistant"#),
            (#"AssistantSchemas.BooksIntent.navigatePage"#, #"_ = AssistantSchema(.books.navigatePage)"#),
            (#"AssistantSchemas.BooksIntent.openBook"#, #"_ = AssistantSchema(.books.openBook)"#),
            (#"AssistantSchemas.BooksIntent.playAudiobook"#, #"_ = AssistantSchema(.books.playAudiobook)"#),
            (#"AssistantSchemas.BooksIntent.search"#, #"_ = AssistantSchema(.books.search)"#),
            (
                #"AssistantSchemas.BooksIntent.updateCharacterSpacing"#,
                #"_ = AssistantSchema(.books.updateCharacterSpacing)"#
            ),
            (#"AssistantSchemas.BooksIntent.updateFontSize"#, #"_ = AssistantSchema(.books.updateFontSize)"#),
            (#"AssistantSchemas.BooksIntent.updateLineSpacing"#, #"_ = AssistantSchema(.books.updateLineSpacing)"#),
            (#"AssistantSchemas.BooksIntent.updateSettings"#, #"_ = AssistantSchema(.books.updateSettings)"#),
            (#"AssistantSchemas.BooksIntent.updateWordSpacing"#, #"_ = AssistantSchema(.books.updateWordSpacing)"#),
            (
                #"AssistantSchemas.BooksEnum.relativeCharacterSpacingChange"#,
                #"_ = AssistantSchema(.books.relativeCharacterSpacingChange)"#
            ),
            (#"AssistantSchemas.BooksEnum.relativeFontChange"#, #"_ = AssistantSchema(.books.relativeFontChange)"#),
            (
                #"AssistantSchemas.BooksEnum.relativeLineSpacingChange"#,
                #"_ = AssistantSchema(.books.relativeLineSpacingChange)"#
            ),
            (
                #"AssistantSchemas.BooksEnum.relativeWordSpacingChange"#,
                #"_ = AssistantSchema(.books.relativeWordSpacingChange)"#
            ),
            (#"AssistantSchemas.BooksEnum.theme"#, #"_ = AssistantSchema(.books.theme)"#),
            (#"AssistantSchemas.BrowserIntent.bookmarkTab"#, #"_ = AssistantSchema(.browser.bookmarkTab)"#),
            (#"AssistantSchemas.BrowserIntent.bookmarkURL"#, #"_ = AssistantSchema(.browser.bookmarkURL)"#),
            (#"AssistantSchemas.BrowserIntent.clearHistory"#, #"_ = AssistantSchema(.browser.clearHistory)"#),
            (#"AssistantSchemas.BrowserIntent.closeTabs"#, #"_ = AssistantSchema(.browser.closeTabs)"#),
            (#"AssistantSchemas.BrowserIntent.closeWindows"#, #"_ = AssistantSchema(.browser.closeWindows)"#),
            (#"AssistantSchemas.BrowserIntent.createTab"#, #"_ = AssistantSchema(.browser.createTab)"#),
            (#"AssistantSchemas.BrowserIntent.createWindow"#, #"_ = AssistantSchema(.browser.createWindow)"#),
            (#"AssistantSchemas.BrowserIntent.deleteBookmarks"#, #"_ = AssistantSchema(.browser.deleteBookmarks)"#),
            (#"AssistantSchemas.BrowserIntent.findOnPage"#, #"_ = AssistantSchema(.browser.findOnPage)"#),
            (#"AssistantSchemas.BrowserIntent.openBookmark"#, #"_ = AssistantSchema(.browser.openBookmark)"#),
            (#"AssistantSchemas.BrowserIntent.search"#, #"_ = AssistantSchema(.browser.search)"#),
            (#"AssistantSchemas.BrowserIntent.switchTab"#, #"_ = AssistantSchema(.browser.switchTab)"#),
            (#"AssistantSchemas.BrowserEntity.readingListItem"#, #"_ = AssistantSchema(.browser.readingListItem)"#),
            (#"AssistantSchemas.BrowserEntity.tabGroup"#, #"_ = AssistantSchema(.browser.tabGroup)"#),
            (#"AssistantSchemas.CameraIntent.startCapture"#, #"_ = AssistantSchema(.camera.startCapture)"#),
            (#"AssistantSchemas.CameraIntent.stopCapture"#, #"_ = AssistantSchema(.camera.stopCapture)"#),
            (#"AssistantSchemas.CameraIntent.switchDevice"#, #"_ = AssistantSchema(.camera.switchDevice)"#),
            (
                #"AssistantSchemas.Intent.files"#,
                #"let _: any AssistantSchemas.FilesIntent = AssistantSchemas.IntentSchema.files"#
            ),
            (#"AssistantSchemas.FilesIntent.createFolder"#, #"_ = AssistantSchema(.files.createFolder)"#),
            (#"AssistantSchemas.FilesIntent.deleteFiles"#, #"_ = AssistantSchema(.files.deleteFiles)"#),
            (#"AssistantSchemas.FilesIntent.moveFiles"#, #"_ = AssistantSchema(.files.moveFiles)"#),
            (#"AssistantSchemas.FilesIntent.openFile"#, #"_ = AssistantSchema(.files.openFile)"#),
            (#"AssistantSchemas.FilesIntent.renameFile"#, #"_ = AssistantSchema(.files.renameFile)"#),
            (
                #"AssistantSchemas.JournalIntent"#,
                #"let _: any AssistantSchemas.JournalIntent.Type = AssistantSchemas.IntentSchema.self"#
            ),
            (
                #"AssistantSchemas.Intent.journal"#,
                #"let _: any AssistantSchemas.JournalIntent = AssistantSchemas.IntentSchema.journal"#
            ),
            (#"AssistantSchemas.JournalIntent.createAudioEntry"#, #"_ = AssistantSchema(.journal.createAudioEntry)"#),
            (#"AssistantSchemas.JournalIntent.createEntry"#, #"_ = AssistantSchema(.journal.createEntry)"#),
            (#"AssistantSchemas.JournalIntent.deleteEntry"#, #"_ = AssistantSchema(.journal.deleteEntry)"#),
            (#"AssistantSchemas.JournalIntent.search"#, #"_ = AssistantSchema(.journal.search)"#),
            (#"AssistantSchemas.JournalIntent.updateEntry"#, #"_ = AssistantSchema(.journal.updateEntry)"#),
            (#"AssistantSchemas.JournalEntity.entry"#, #"_ = AssistantSchema(.journal.entry)"#),
            (#"AssistantSchemas.MailIntent.archiveMail"#, #"_ = AssistantSchema(.mail.archiveMail)"#),
            (#"AssistantSchemas.MailIntent.createDraft"#, #"_ = AssistantSchema(.mail.createDraft)"#),
            (#"AssistantSchemas.MailIntent.deleteDraft"#, #"_ = AssistantSchema(.mail.deleteDraft)"#),
            (#"AssistantSchemas.MailIntent.deleteMail"#, #"_ = AssistantSchema(.mail.deleteMail)"#),
            (#"AssistantSchemas.MailIntent.forwardMail"#, #"_ = AssistantSchema(.mail.forwardMail)"#),
            (#"AssistantSchemas.MailIntent.replyMail"#, #"_ = AssistantSchema(.mail.replyMail)"#),
            (#"AssistantSchemas.MailIntent.saveDraft"#, #"_ = AssistantSchema(.mail.saveDraft)"#),
            (#"AssistantSchemas.MailIntent.sendDraft"#, #"_ = AssistantSchema(.mail.sendDraft)"#),
            (#"AssistantSchemas.MailIntent.updateMail"#, #"_ = AssistantSchema(.mail.updateMail)"#),
            (#"AssistantSchemas.PhotosIntent.addAssetsToAlbum"#, #"_ = AssistantSchema(.photos.addAssetsToAlbum)"#),
            (#"AssistantSchemas.PhotosIntent.cleanupPhoto"#, #"_ = AssistantSchema(.photos.cleanupPhoto)"#),
            (#"AssistantSchemas.PhotosIntent.createAlbum"#, #"_ = AssistantSchema(.photos.createAlbum)"#),
            (#"AssistantSchemas.PhotosIntent.crop"#, #"_ = AssistantSchema(.photos.crop)"#),
            (#"AssistantSchemas.PhotosIntent.deleteAlbum"#, #"_ = AssistantSchema(.photos.deleteAlbum)"#),
            (#"AssistantSchemas.PhotosIntent.deleteAssets"#, #"_ = AssistantSchema(.photos.deleteAssets)"#),
            (#"AssistantSchemas.PhotosIntent.duplicateAssets"#, #"_ = AssistantSchema(.photos.duplicateAssets)"#),
            (#"AssistantSchemas.PhotosIntent.openAlbum"#, #"_ = AssistantSchema(.photos.openAlbum)"#),
            (#"AssistantSchemas.PhotosIntent.openAsset"#, #"_ = AssistantSchema(.photos.openAsset)"#),
            (#"AssistantSchemas.PhotosIntent.pasteEdits"#, #"_ = AssistantSchema(.photos.pasteEdits)"#),
            (#"AssistantSchemas.PhotosIntent.postToSharedAlbum"#, #"_ = AssistantSchema(.photos.postToSharedAlbum)"#),
            (
                #"AssistantSchemas.PhotosIntent.removeAssetsFromAlbum"#,
                #"_ = AssistantSchema(.photos.removeAssetsFromAlbum)"#
            ),
            (#"AssistantSchemas.PhotosIntent.search"#, #"_ = AssistantSchema(.photos.search)"#),
            (#"AssistantSchemas.PhotosIntent.setDepth"#, #"_ = AssistantSchema(.photos.setDepth)"#),
            (#"AssistantSchemas.PhotosIntent.setExposure"#, #"_ = AssistantSchema(.photos.setExposure)"#),
            (#"AssistantSchemas.PhotosIntent.setFilter"#, #"_ = AssistantSchema(.photos.setFilter)"#),
            (#"AssistantSchemas.PhotosIntent.setRotation"#, #"_ = AssistantSchema(.photos.setRotation)"#),
            (#"AssistantSchemas.PhotosIntent.setSaturation"#, #"_ = AssistantSchema(.photos.setSaturation)"#),
            (#"AssistantSchemas.PhotosIntent.setWarmth"#, #"_ = AssistantSchema(.photos.setWarmth)"#),
            (#"AssistantSchemas.PhotosIntent.straighten"#, #"_ = AssistantSchema(.photos.straighten)"#),
            (#"AssistantSchemas.PhotosIntent.toggleDepth"#, #"_ = AssistantSchema(.photos.toggleDepth)"#),
            (
                #"AssistantSchemas.PhotosIntent.toggleSuggestedEdits"#,
                #"_ = AssistantSchema(.photos.toggleSuggestedEdits)"#
            ),
            (#"AssistantSchemas.PhotosIntent.updateAlbum"#, #"_ = AssistantSchema(.photos.updateAlbum)"#),
            (#"AssistantSchemas.PhotosIntent.updateAsset"#, #"_ = AssistantSchema(.photos.updateAsset)"#),
            (
                #"AssistantSchemas.PhotosIntent.updateRecognizedPerson"#,
                #"_ = AssistantSchema(.photos.updateRecognizedPerson)"#
            ),
            (
                #"AssistantSchemas.Intent.presentation"#,
                #"let _: any AssistantSchemas.PresentationIntent = AssistantSchemas.IntentSchema.presentation"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.addAudioToSlide"#,
                #"_ = AssistantSchema(.presentation.addAudioToSlide)"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.addCommentToSlide"#,
                #"_ = AssistantSchema(.presentation.addCommentToSlide)"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.addImageToSlide"#,
                #"_ = AssistantSchema(.presentation.addImageToSlide)"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.addTextBoxToSlide"#,
                #"_ = AssistantSchema(.presentation.addTextBoxToSlide)"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.addVideoToSlide"#,
                #"_ = AssistantSchema(.presentation.addVideoToSlide)"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.addWebVideoToSlide"#,
                #"_ = AssistantSchema(.presentation.addWebVideoToSlide)"#
            ),
            (#"AssistantSchemas.PresentationIntent.create"#, #"_ = AssistantSchema(.presentation.create)"#),
            (#"AssistantSchemas.PresentationIntent.createSlide"#, #"_ = AssistantSchema(.presentation.createSlide)"#),
            (#"AssistantSchemas.PresentationIntent.deleteSlide"#, #"_ = AssistantSchema(.presentation.deleteSlide)"#),
            (#"AssistantSchemas.PresentationIntent.export"#, #"_ = AssistantSchema(.presentation.export)"#),
            (#"AssistantSchemas.PresentationIntent.open"#, #"_ = AssistantSchema(.presentation.open)"#),
            (#"AssistantSchemas.PresentationIntent.openSlide"#, #"_ = AssistantSchema(.presentation.openSlide)"#),
            (
                #"AssistantSchemas.PresentationIntent.setSlideTitle"#,
                #"_ = AssistantSchema(.presentation.setSlideTitle)"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.showPresenterNotes"#,
                #"_ = AssistantSchema(.presentation.showPresenterNotes)"#
            ),
            (
                #"AssistantSchemas.PresentationIntent.startPlayback"#,
                #"_ = AssistantSchema(.presentation.startPlayback)"#
            ),
            (#"AssistantSchemas.PresentationIntent.stopPlayback"#, #"_ = AssistantSchema(.presentation.stopPlayback)"#),
            (#"AssistantSchemas.PresentationIntent.update"#, #"_ = AssistantSchema(.presentation.update)"#),
            (
                #"AssistantSchemas.Entity.presentation"#,
                #"let _: any AssistantSchemas.PresentationEntity = AssistantSchemas.EntitySchema.presentation"#
            ),
            (#"AssistantSchemas.PresentationEntity.document"#, #"_ = AssistantSchema(.presentation.document)"#),
            (#"AssistantSchemas.PresentationEntity.slide"#, #"_ = AssistantSchema(.presentation.slide)"#),
            (#"AssistantSchemas.PresentationEntity.template"#, #"_ = AssistantSchema(.presentation.template)"#),
            (#"AssistantSchemas.ReaderIntent.deletePages"#, #"_ = AssistantSchema(.reader.deletePages)"#),
            (#"AssistantSchemas.ReaderIntent.enhanceDocuments"#, #"_ = AssistantSchema(.reader.enhanceDocuments)"#),
            (#"AssistantSchemas.ReaderIntent.insertPages"#, #"_ = AssistantSchema(.reader.insertPages)"#),
            (#"AssistantSchemas.ReaderIntent.openDocument"#, #"_ = AssistantSchema(.reader.openDocument)"#),
            (#"AssistantSchemas.ReaderIntent.openPage"#, #"_ = AssistantSchema(.reader.openPage)"#),
            (#"AssistantSchemas.ReaderIntent.resizeDocuments"#, #"_ = AssistantSchema(.reader.resizeDocuments)"#),
            (#"AssistantSchemas.ReaderIntent.rotateDocuments"#, #"_ = AssistantSchema(.reader.rotateDocuments)"#),
            (#"AssistantSchemas.ReaderIntent.rotatePages"#, #"_ = AssistantSchema(.reader.rotatePages)"#),
            (#"AssistantSchemas.ReaderIntent.searchDocuments"#, #"_ = AssistantSchema(.reader.searchDocuments)"#),
            (
                #"AssistantSchemas.Entity.reader"#,
                #"let _: any AssistantSchemas.ReaderEntity = AssistantSchemas.EntitySchema.reader"#
            ),
            (#"AssistantSchemas.ReaderEntity.document"#, #"_ = AssistantSchema(.reader.document)"#),
            (#"AssistantSchemas.ReaderEntity.page"#, #"_ = AssistantSchema(.reader.page)"#),
            (
                #"AssistantSchemas.Enum.reader"#,
                #"let _: any AssistantSchemas.ReaderEnum = AssistantSchemas.EnumSchema.reader"#
            ),
            (#"AssistantSchemas.ReaderEnum.documentKind"#, #"_ = AssistantSchema(.reader.documentKind)"#),
            (
                #"AssistantSchemas.Intent.spreadsheet"#,
                #"let _: any AssistantSchemas.SpreadsheetIntent = AssistantSchemas.IntentSchema.spreadsheet"#
            ),
            (
                #"AssistantSchemas.SpreadsheetIntent.addAudioToSheet"#,
                #"_ = AssistantSchema(.spreadsheet.addAudioToSheet)"#
            ),
            (
                #"AssistantSchemas.SpreadsheetIntent.addCommentToSheet"#,
                #"_ = AssistantSchema(.spreadsheet.addCommentToSheet)"#
            ),
            (
                #"AssistantSchemas.SpreadsheetIntent.addImageToSheet"#,
                #"_ = AssistantSchema(.spreadsheet.addImageToSheet)"#
            ),
            (
                #"AssistantSchemas.SpreadsheetIntent.addTextBoxToSheet"#,
                #"_ = AssistantSchema(.spreadsheet.addTextBoxToSheet)"#
            ),
            (
                #"AssistantSchemas.SpreadsheetIntent.addVideoToSheet"#,
                #"_ = AssistantSchema(.spreadsheet.addVideoToSheet)"#
            ),
            (
                #"AssistantSchemas.SpreadsheetIntent.addWebVideoToSheet"#,
                #"_ = AssistantSchema(.spreadsheet.addWebVideoToSheet)"#
            ),
            (#"AssistantSchemas.SpreadsheetIntent.create"#, #"_ = AssistantSchema(.spreadsheet.create)"#),
            (#"AssistantSchemas.SpreadsheetIntent.createSheet"#, #"_ = AssistantSchema(.spreadsheet.createSheet)"#),
            (#"AssistantSchemas.SpreadsheetIntent.delete"#, #"_ = AssistantSchema(.spreadsheet.delete)"#),
            (#"AssistantSchemas.SpreadsheetIntent.deleteSheet"#, #"_ = AssistantSchema(.spreadsheet.deleteSheet)"#),
            (#"AssistantSchemas.SpreadsheetIntent.open"#, #"_ = AssistantSchema(.spreadsheet.open)"#),
            (#"AssistantSchemas.SpreadsheetIntent.openSheet"#, #"_ = AssistantSchema(.spreadsheet.openSheet)"#),
            (#"AssistantSchemas.SpreadsheetIntent.update"#, #"_ = AssistantSchema(.spreadsheet.update)"#),
            (#"AssistantSchemas.SpreadsheetIntent.updateSheet"#, #"_ = AssistantSchema(.spreadsheet.updateSheet)"#),
            (
                #"AssistantSchemas.Entity.spreadsheet"#,
                #"let _: any AssistantSchemas.SpreadsheetEntity = AssistantSchemas.EntitySchema.spreadsheet"#
            ),
            (#"AssistantSchemas.SpreadsheetEntity.document"#, #"_ = AssistantSchema(.spreadsheet.document)"#),
            (#"AssistantSchemas.SpreadsheetEntity.sheet"#, #"_ = AssistantSchema(.spreadsheet.sheet)"#),
            (#"AssistantSchemas.SpreadsheetEntity.template"#, #"_ = AssistantSchema(.spreadsheet.template)"#),
            (
                #"AssistantSchemas.Intent.system"#,
                #"let _: any AssistantSchemas.SystemIntent = AssistantSchemas.IntentSchema.system"#
            ),
            (#"AssistantSchemas.SystemIntent.search"#, #"_ = AssistantSchema(.system.search)"#),
            (
                #"AssistantSchemas.Intent.visualIntelligence"#,
                #"let _: any AssistantSchemas.VisualIntelligenceIntent = AssistantSchemas.IntentSchema.visualIntelligence"#
            ),
            (
                #"AssistantSchemas.VisualIntelligenceIntent.semanticContentSearch"#,
                #"_ = AssistantSchema(.visualIntelligence.semanticContentSearch)"#
            ),
            (
                #"AssistantSchemas.Intent.whiteboard"#,
                #"let _: any AssistantSchemas.WhiteboardIntent = AssistantSchemas.IntentSchema.whiteboard"#
            ),
            (#"AssistantSchemas.WhiteboardIntent.createBoard"#, #"_ = AssistantSchema(.whiteboard.createBoard)"#),
            (#"AssistantSchemas.WhiteboardIntent.createItem"#, #"_ = AssistantSchema(.whiteboard.createItem)"#),
            (#"AssistantSchemas.WhiteboardIntent.deleteBoard"#, #"_ = AssistantSchema(.whiteboard.deleteBoard)"#),
            (#"AssistantSchemas.WhiteboardIntent.deleteItem"#, #"_ = AssistantSchema(.whiteboard.deleteItem)"#),
            (#"AssistantSchemas.WhiteboardIntent.openBoard"#, #"_ = AssistantSchema(.whiteboard.openBoard)"#),
            (#"AssistantSchemas.WhiteboardIntent.updateBoard"#, #"_ = AssistantSchema(.whiteboard.updateBoard)"#),
            (#"AssistantSchemas.WhiteboardIntent.updateItem"#, #"_ = AssistantSchema(.whiteboard.updateItem)"#),
            (
                #"AssistantSchemas.Entity.whiteboard"#,
                #"let _: any AssistantSchemas.WhiteboardEntity = AssistantSchemas.EntitySchema.whiteboard"#
            ),
            (#"AssistantSchemas.WhiteboardEntity.board"#, #"_ = AssistantSchema(.whiteboard.board)"#),
            (#"AssistantSchemas.WhiteboardEntity.item"#, #"_ = AssistantSchema(.whiteboard.item)"#),
            (
                #"AssistantSchemas.Enum.whiteboard"#,
                #"let _: any AssistantSchemas.WhiteboardEnum = AssistantSchemas.EnumSchema.whiteboard"#
            ),
            (#"AssistantSchemas.WhiteboardEnum.color"#, #"_ = AssistantSchema(.whiteboard.color)"#),
            (#"AssistantSchemas.WhiteboardEnum.itemType"#, #"_ = AssistantSchema(.whiteboard.itemType)"#),
            (
                #"AssistantSchemas.Intent.wordProcessor"#,
                #"let _: any AssistantSchemas.WordProcessorIntent = AssistantSchemas.IntentSchema.wordProcessor"#
            ),
            (
                #"AssistantSchemas.WordProcessorIntent.addAudioToPage"#,
                #"_ = AssistantSchema(.wordProcessor.addAudioToPage)"#
            ),
            (
                #"AssistantSchemas.WordProcessorIntent.addImageToPage"#,
                #"_ = AssistantSchema(.wordProcessor.addImageToPage)"#
            ),
            (
                #"AssistantSchemas.WordProcessorIntent.addTextBoxToPage"#,
                #"_ = AssistantSchema(.wordProcessor.addTextBoxToPage)"#
            ),
            (
                #"AssistantSchemas.WordProcessorIntent.addVideoToPage"#,
                #"_ = AssistantSchema(.wordProcessor.addVideoToPage)"#
            ),
            (
                #"AssistantSchemas.WordProcessorIntent.addWebVideoToPage"#,
                #"_ = AssistantSchema(.wordProcessor.addWebVideoToPage)"#
            ),
            (#"AssistantSchemas.WordProcessorIntent.create"#, #"_ = AssistantSchema(.wordProcessor.create)"#),
            (#"AssistantSchemas.WordProcessorIntent.createPage"#, #"_ = AssistantSchema(.wordProcessor.createPage)"#),
            (#"AssistantSchemas.WordProcessorIntent.open"#, #"_ = AssistantSchema(.wordProcessor.open)"#),
            (#"AssistantSchemas.WordProcessorIntent.openPage"#, #"_ = AssistantSchema(.wordProcessor.openPage)"#),
            (#"AssistantSchemas.WordProcessorEntity.document"#, #"_ = AssistantSchema(.wordProcessor.document)"#),
            (#"AssistantSchemas.WordProcessorEntity.page"#, #"_ = AssistantSchema(.wordProcessor.page)"#),
            (#"AssistantSchemas.WordProcessorEntity.template"#, #"_ = AssistantSchema(.wordProcessor.template)"#),
            (
                #"AppSchema.AssistantIntent.activate"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.assistant.activate)"#
            ),
            (
                #"AppSchema.AudioIntent.updateAudioAffinity"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.audio.updateAudioAffinity)"#
            ),
            (
                #"AppSchema.AudioIntent.warmupAudioQueue"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.audio.warmupAudioQueue)"#
            ),
            (
                #"AppSchema.AudioEntity.liveRadioStation"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.liveRadioStation)"#
            ),
            (#"AppSchema.AudioEntity.newsBrief"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.newsBrief)"#),
            (
                #"AppSchema.AudioEntity.newsProvider"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.newsProvider)"#
            ),
            (#"AppSchema.AudioEntity.playlist"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.playlist)"#),
            (
                #"AppSchema.AudioEntity.podcastCollection"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.podcastCollection)"#
            ),
            (
                #"AppSchema.AudioEntity.podcastEpisode"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.podcastEpisode)"#
            ),
            (
                #"AppSchema.AudioEntity.podcastShow"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.podcastShow)"#
            ),
            (#"AppSchema.AudioEntity.radioShow"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.radioShow)"#),
            (
                #"AppSchema.AudioEntity.radioShowEpisode"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.radioShowEpisode)"#
            ),
            (#"AppSchema.AudioEntity.song"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.song)"#),
            (
                #"AppSchema.AudioEntity.songCollection"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.songCollection)"#
            ),
            (
                #"AppSchema.AudioEntity.warmupAudioQueueResult"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.audio.warmupAudioQueueResult)"#
            ),
            (#"AppSchema.AudioEnum.activity"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.audio.activity)"#),
            (
                #"AppSchema.AudioEnum.affinityState"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.audio.affinityState)"#
            ),
            (
                #"AppSchema.AudioEnum.appViewIdentifier"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.audio.appViewIdentifier)"#
            ),
            (
                #"AppSchema.AudioEnum.invocationSource"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.audio.invocationSource)"#
            ),
            (
                #"AppSchema.AudioEnum.playbackAttributes"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.audio.playbackAttributes)"#
            ),
            (
                #"AppSchema.AudioEnum.queueInsertionLocation"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.audio.queueInsertionLocation)"#
            ),
            (
                #"AppSchema.BooksIntent.navigatePage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.navigatePage)"#
            ),
            (#"AppSchema.BooksIntent.openBook"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.openBook)"#),
            (
                #"AppSchema.BooksIntent.playAudiobook (deprecated)"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.playAudiobook)"#
            ),
            (
                #"AppSchema.BooksIntent.search (deprecated)"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.search)"#
            ),
            (
                #"AppSchema.BooksIntent.updateCharacterSpacing"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.updateCharacterSpacing)"#
            ),
            (
                #"AppSchema.BooksIntent.updateFontSize"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.updateFontSize)"#
            ),
            (
                #"AppSchema.BooksIntent.updateLineSpacing"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.updateLineSpacing)"#
            ),
            (
                #"AppSchema.BooksIntent.updateSettings"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.updateSettings)"#
            ),
            (
                #"AppSchema.BooksIntent.updateWordSpacing"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.books.updateWordSpacing)"#
            ),
            (#"AppSchema.BooksEntity.audiobook"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.books.audiobook)"#),
            (#"AppSchema.BooksEntity.settings"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.books.settings)"#),
            (#"AppSchema.BooksEnum.contentType"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.contentType)"#),
            (#"AppSchema.BooksEnum.font"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.font)"#),
            (#"AppSchema.BooksEnum.fontSize"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.fontSize)"#),
            (
                #"AppSchema.BooksEnum.navigationDirection"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.navigationDirection)"#
            ),
            (
                #"AppSchema.BooksEnum.pageNavigationSetting"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.pageNavigationSetting)"#
            ),
            (
                #"AppSchema.BooksEnum.relativeCharacterSpacingChange"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.relativeCharacterSpacingChange)"#
            ),
            (
                #"AppSchema.BooksEnum.relativeFontChange"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.relativeFontChange)"#
            ),
            (
                #"AppSchema.BooksEnum.relativeLineSpacingChange"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.relativeLineSpacingChange)"#
            ),
            (
                #"AppSchema.BooksEnum.relativeWordSpacingChange"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.relativeWordSpacingChange)"#
            ),
            (#"AppSchema.BooksEnum.theme"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.books.theme)"#),
            (
                #"AppSchema.BrowserIntent.createTab"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.createTab)"#
            ),
            (
                #"AppSchema.BrowserIntent.createWindow"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.createWindow)"#
            ),
            (
                #"AppSchema.BrowserIntent.deleteBookmarks"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.deleteBookmarks)"#
            ),
            (
                #"AppSchema.BrowserIntent.findOnPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.findOnPage)"#
            ),
            (
                #"AppSchema.BrowserIntent.openBookmark"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.openBookmark)"#
            ),
            (
                #"AppSchema.BrowserIntent.openURLInTab"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.openURLInTab)"#
            ),
            (
                #"AppSchema.BrowserIntent.search (deprecated)"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.search)"#
            ),
            (
                #"AppSchema.BrowserIntent.switchTab"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.browser.switchTab)"#
            ),
            (#"AppSchema.ClockIntent.pauseTimer"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.pauseTimer)"#),
            (
                #"AppSchema.ClockIntent.resumeTimer"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.resumeTimer)"#
            ),
            (
                #"AppSchema.ClockIntent.snoozeAlarm"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.snoozeAlarm)"#
            ),
            (
                #"AppSchema.ClockIntent.updateAlarm"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.updateAlarm)"#
            ),
            (
                #"AppSchema.ClockIntent.updateTimer"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.updateTimer)"#
            ),
            (#"AppSchema.JournalIntent"#, #"let _: any AppSchema.JournalIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchemaIntent.journal"#, #"let _: any AppSchema.JournalIntent = AppSchema.Intent.journal"#),
            (
                #"AppSchema.JournalIntent.createAudioEntry"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.journal.createAudioEntry)"#
            ),
            (
                #"AppSchema.JournalIntent.createEntry"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.journal.createEntry)"#
            ),
            (
                #"AppSchema.JournalIntent.deleteEntry"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.journal.deleteEntry)"#
            ),
            (
                #"AppSchema.JournalIntent.search (deprecated)"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.journal.search)"#
            ),
            (
                #"AppSchema.JournalIntent.updateEntry"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.journal.updateEntry)"#
            ),
            (#"AppSchema.JournalEntity"#, #"let _: any AppSchema.JournalEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchemaEntity.journal"#, #"let _: any AppSchema.JournalEntity = AppSchema.Entity.journal"#),
            (#"AppSchema.JournalEntity.entry"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.journal.entry)"#),
            (#"AppSchema.MailIntent.openMessage"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.openMessage)"#),
            (#"AppSchema.MailIntent.saveDraft"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.saveDraft)"#),
            (#"AppSchema.MailIntent.sendDraft"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.sendDraft)"#),
            (#"AppSchema.MailIntent.updateDraft"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.updateDraft)"#),
            (#"AppSchema.MailIntent.updateMail"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.mail.updateMail)"#),
            (#"AppSchema.MailEntity.account"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.mail.account)"#),
            (#"AppSchema.MailEntity.mailbox"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.mail.mailbox)"#),
            (#"AppSchema.MailEntity.message"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.mail.message)"#),
            (#"AppSchema.MailEntity.thread"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.mail.thread)"#),
            (#"AppSchema.MapsIntent"#, #"let _: any AppSchema.MapsIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchemaIntent.maps"#, #"let _: any AppSchema.MapsIntent = AppSchema.Intent.maps"#),
            (
                #"AppSchema.MapsIntent.reportIncident"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.maps.reportIncident)"#
            ),
            (#"AppSchema.MapsIntent.shareETA"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.maps.shareETA)"#),
            (
                #"AppSchema.MapsIntent.startNavigation"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.maps.startNavigation)"#
            ),
            (
                #"AppSchema.MapsIntent.stopNavigation"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.maps.stopNavigation)"#
            ),
            (
                #"AppSchema.MapsIntent.stopShareETA"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.maps.stopShareETA)"#
            ),
            (
                #"AppSchema.MapsIntent.updateNavigationWaypoints"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.maps.updateNavigationWaypoints)"#
            ),
            (#"AppSchema.MapsEntity"#, #"let _: any AppSchema.MapsEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchemaEntity.maps"#, #"let _: any AppSchema.MapsEntity = AppSchema.Entity.maps"#),
            (
                #"AppSchema.MapsEntity.currentLocation"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.maps.currentLocation)"#
            ),
            (
                #"AppSchema.MapsEntity.navigationSession"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.maps.navigationSession)"#
            ),
            (
                #"AppSchema.MapsEntity.operatingHours"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.maps.operatingHours)"#
            ),
            (
                #"AppSchema.MapsEntity.operatingTimeRange"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.maps.operatingTimeRange)"#
            ),
            (#"AppSchema.MapsEntity.place"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.maps.place)"#),
            (#"AppSchema.MapsEntity.rating"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.maps.rating)"#),
            (#"AppSchema.MapsEnum"#, #"let _: any AppSchema.MapsEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchemaEnum.maps"#, #"let _: any AppSchema.MapsEnum = AppSchema.Enum.maps"#),
            (#"AppSchema.MapsEnum.amenity"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.maps.amenity)"#),
            (#"AppSchema.MapsEnum.incident"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.maps.incident)"#),
            (
                #"AppSchema.MapsEnum.navigationPreferences"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.maps.navigationPreferences)"#
            ),
            (
                #"AppSchema.MapsEnum.operatingStatus"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.maps.operatingStatus)"#
            ),
            (#"AppSchema.MapsEnum.priceRange"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.maps.priceRange)"#),
            (
                #"AppSchema.MapsEnum.ratingDescriptor"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.maps.ratingDescriptor)"#
            ),
            (#"AppSchema.MapsEnum.transportType"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.maps.transportType)"#),
            (#"AppSchemaEnum.messages"#, #"let _: any AppSchema.MessagesEnum = AppSchema.Enum.messages"#),
            (
                #"AppSchema.MessagesEnum.conversationAttribute"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.messages.conversationAttribute)"#
            ),
            (
                #"AppSchema.MessagesEnum.customReaction"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.messages.customReaction)"#
            ),
            (
                #"AppSchema.MessagesEnum.messageAttribute"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.messages.messageAttribute)"#
            ),
            (
                #"AppSchema.MessagesEnum.messageEffect"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.messages.messageEffect)"#
            ),
            (
                #"AppSchema.MessagesEnum.messageType"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.messages.messageType)"#
            ),
            (#"AppSchema.NotesEntity.account"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.notes.account)"#),
            (#"AppSchema.NotesEntity.folder"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.notes.folder)"#),
            (#"AppSchema.PhoneEntity"#, #"let _: any AppSchema.PhoneEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchemaEntity.phone"#, #"let _: any AppSchema.PhoneEntity = AppSchema.Entity.phone"#),
            (
                #"AppSchema.PhoneEntity.phonePerson"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.phone.phonePerson)"#
            ),
            (#"AppSchema.PhoneEnum"#, #"let _: any AppSchema.PhoneEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchemaEnum.phone"#, #"let _: any AppSchema.PhoneEnum = AppSchema.Enum.phone"#),
            (
                #"AppSchema.PhoneEnum.audioVisualMode"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.phone.audioVisualMode)"#
            ),
            (#"AppSchema.PhotosIntent.crop"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.crop)"#),
            (
                #"AppSchema.PhotosIntent.deleteAlbum"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.deleteAlbum)"#
            ),
            (
                #"AppSchema.PhotosIntent.deleteAssets"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.deleteAssets)"#
            ),
            (
                #"AppSchema.PhotosIntent.duplicateAssets"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.duplicateAssets)"#
            ),
            (#"AppSchema.PhotosIntent.openAlbum"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.openAlbum)"#),
            (
                #"AppSchema.PhotosIntent.openAsset (deprecated)"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.openAsset)"#
            ),
            (
                #"AppSchema.PhotosIntent.postToSharedAlbum"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.postToSharedAlbum)"#
            ),
            (
                #"AppSchema.PhotosIntent.removeAssetsFromAlbum"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.removeAssetsFromAlbum)"#
            ),
            (
                #"AppSchema.PhotosIntent.search (deprecated)"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.search)"#
            ),
            (#"AppSchema.PhotosIntent.setDepth"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.setDepth)"#),
            (
                #"AppSchema.PhotosIntent.setExposure"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.setExposure)"#
            ),
            (#"AppSchema.PhotosIntent.setFilter"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.setFilter)"#),
            (
                #"AppSchema.PhotosIntent.setRotation"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.setRotation)"#
            ),
            (
                #"AppSchema.PhotosIntent.setSaturation"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.setSaturation)"#
            ),
            (#"AppSchema.PhotosIntent.setWarmth"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.setWarmth)"#),
            (
                #"AppSchema.PhotosIntent.straighten"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.straighten)"#
            ),
            (
                #"AppSchema.PhotosIntent.toggleDepth"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.toggleDepth)"#
            ),
            (
                #"AppSchema.PhotosIntent.toggleSuggestedEdits"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.toggleSuggestedEdits)"#
            ),
            (
                #"AppSchema.PhotosIntent.updateAlbum"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.updateAlbum)"#
            ),
            (
                #"AppSchema.PhotosIntent.updateRecognizedPerson"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.photos.updateRecognizedPerson)"#
            ),
            (#"AppSchema.PhotosEnum"#, #"let _: any AppSchema.PhotosEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchemaEnum.photos"#, #"let _: any AppSchema.PhotosEnum = AppSchema.Enum.photos"#),
            (#"AppSchema.PhotosEnum.albumType"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.photos.albumType)"#),
            (#"AppSchema.PhotosEnum.assetType"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.photos.assetType)"#),
            (#"AppSchema.PhotosEnum.filterType"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.photos.filterType)"#),
            (
                #"AppSchema.PhotosEnum.rotationDirection"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.photos.rotationDirection)"#
            ),
            (
                #"AppSchemaIntent.presentation"#,
                #"let _: any AppSchema.PresentationIntent = AppSchema.Intent.presentation"#
            ),
            (
                #"AppSchema.PresentationIntent.addAudioToSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.addAudioToSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.addCommentToSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.addCommentToSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.addImageToSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.addImageToSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.addTextBoxToSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.addTextBoxToSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.addWebVideoToSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.addWebVideoToSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.create"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.create)"#
            ),
            (
                #"AppSchema.PresentationIntent.createSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.createSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.deleteSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.deleteSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.open"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.open)"#
            ),
            (
                #"AppSchema.PresentationIntent.openSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.openSlide)"#
            ),
            (
                #"AppSchema.PresentationIntent.setSlideTitle"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.setSlideTitle)"#
            ),
            (
                #"AppSchema.PresentationIntent.startPlayback"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.startPlayback)"#
            ),
            (
                #"AppSchema.PresentationIntent.stopPlayback"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.stopPlayback)"#
            ),
            (
                #"AppSchema.PresentationIntent.update"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.update)"#
            ),
            (
                #"AppSchema.PresentationEntity"#,
                #"let _: any AppSchema.PresentationEntity.Type = AppSchema.Entity.self"#
            ),
            (
                #"AppSchemaEntity.presentation"#,
                #"let _: any AppSchema.PresentationEntity = AppSchema.Entity.presentation"#
            ),
            (
                #"AppSchema.PresentationEntity.document"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.presentation.document)"#
            ),
            (
                #"AppSchema.PresentationEntity.slide"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.presentation.slide)"#
            ),
            (
                #"AppSchema.PresentationEntity.template"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.presentation.template)"#
            ),
            (#"AppSchemaIntent.reader"#, #"let _: any AppSchema.ReaderIntent = AppSchema.Intent.reader"#),
            (
                #"AppSchema.ReaderIntent.deletePages"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.deletePages)"#
            ),
            (
                #"AppSchema.ReaderIntent.enhanceDocuments"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.enhanceDocuments)"#
            ),
            (
                #"AppSchema.ReaderIntent.insertPages"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.insertPages)"#
            ),
            (
                #"AppSchema.ReaderIntent.openDocument"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.openDocument)"#
            ),
            (#"AppSchema.ReaderIntent.openPage"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.openPage)"#),
            (
                #"AppSchema.ReaderIntent.resizeDocuments"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.resizeDocuments)"#
            ),
            (
                #"AppSchema.ReaderIntent.rotateDocuments"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.rotateDocuments)"#
            ),
            (
                #"AppSchema.ReaderIntent.rotatePages"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.rotatePages)"#
            ),
            (
                #"AppSchema.ReaderIntent.searchDocuments"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reader.searchDocuments)"#
            ),
            (#"AppSchema.ReaderEntity"#, #"let _: any AppSchema.ReaderEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchemaEntity.reader"#, #"let _: any AppSchema.ReaderEntity = AppSchema.Entity.reader"#),
            (#"AppSchema.ReaderEntity.document"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.reader.document)"#),
            (#"AppSchema.ReaderEntity.page"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.reader.page)"#),
            (#"AppSchema.ReaderEnum"#, #"let _: any AppSchema.ReaderEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchemaEnum.reader"#, #"let _: any AppSchema.ReaderEnum = AppSchema.Enum.reader"#),
            (
                #"AppSchema.ReaderEnum.documentKind"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.reader.documentKind)"#
            ),
            (#"AppSchema.RemindersIntent"#, #"let _: any AppSchema.RemindersIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchemaIntent.reminders"#, #"let _: any AppSchema.RemindersIntent = AppSchema.Intent.reminders"#),
            (
                #"AppSchema.RemindersIntent.createList"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.createList)"#
            ),
            (
                #"AppSchema.RemindersIntent.createReminder"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.createReminder)"#
            ),
            (
                #"AppSchema.RemindersIntent.createSection"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.createSection)"#
            ),
            (
                #"AppSchema.RemindersIntent.deleteReminders"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.deleteReminders)"#
            ),
            (
                #"AppSchema.RemindersIntent.updateGroup"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.updateGroup)"#
            ),
            (
                #"AppSchema.RemindersIntent.updateList"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.updateList)"#
            ),
            (
                #"AppSchema.RemindersIntent.updateReminder"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.updateReminder)"#
            ),
            (
                #"AppSchema.RemindersIntent.updateSection"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.reminders.updateSection)"#
            ),
            (#"AppSchema.RemindersEntity"#, #"let _: any AppSchema.RemindersEntity.Type = AppSchema.Entity.self"#),
            (#"AppSchemaEntity.reminders"#, #"let _: any AppSchema.RemindersEntity = AppSchema.Entity.reminders"#),
            (#"AppSchema.RemindersEntity.group"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.reminders.group)"#),
            (#"AppSchema.RemindersEntity.list"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.reminders.list)"#),
            (
                #"AppSchema.RemindersEntity.locationTrigger"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.reminders.locationTrigger)"#
            ),
            (
                #"AppSchema.RemindersEntity.reminder"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.reminders.reminder)"#
            ),
            (
                #"AppSchema.RemindersEntity.section"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.reminders.section)"#
            ),
            (#"AppSchema.RemindersEnum"#, #"let _: any AppSchema.RemindersEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchemaEnum.reminders"#, #"let _: any AppSchema.RemindersEnum = AppSchema.Enum.reminders"#),
            (#"AppSchema.RemindersEnum.listType"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.reminders.listType)"#),
            (
                #"AppSchema.RemindersEnum.locationTriggerEvent"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.reminders.locationTriggerEvent)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.addAudioToSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.addAudioToSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.addCommentToSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.addCommentToSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.addImageToSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.addImageToSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.addTextBoxToSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.addTextBoxToSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.addVideoToSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.addVideoToSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.addWebVideoToSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.addWebVideoToSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.create"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.create)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.createSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.createSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.delete"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.delete)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.deleteSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.deleteSheet)"#
            ),
            (#"AppSchema.SpreadsheetIntent.open"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.open)"#),
            (
                #"AppSchema.SpreadsheetIntent.openSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.openSheet)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.update"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.update)"#
            ),
            (
                #"AppSchema.SpreadsheetIntent.updateSheet"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.spreadsheet.updateSheet)"#
            ),
            (#"AppSchema.SpreadsheetEntity"#, #"let _: any AppSchema.SpreadsheetEntity.Type = AppSchema.Entity.self"#),
            (
                #"AppSchemaEntity.spreadsheet"#,
                #"let _: any AppSchema.SpreadsheetEntity = AppSchema.Entity.spreadsheet"#
            ),
            (
                #"AppSchema.SpreadsheetEntity.document"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.spreadsheet.document)"#
            ),
            (
                #"AppSchema.SpreadsheetEntity.sheet"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.spreadsheet.sheet)"#
            ),
            (
                #"AppSchema.SpreadsheetEntity.template"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.spreadsheet.template)"#
            ),
            (#"AppSchema.SystemIntent"#, #"let _: any AppSchema.SystemIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchemaIntent.system"#, #"let _: any AppSchema.SystemIntent = AppSchema.Intent.system"#),
            (#"AppSchema.SystemIntent.open"#, #"func take<T: AppSchemaIntent>(_: T) {}; take(.system.open)"#),
            (
                #"AppSchema.SystemIntent.search (deprecated)"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.system.search)"#
            ),
            (
                #"AppSchemaIntent.visualIntelligence"#,
                #"let _: any AppSchema.VisualIntelligenceIntent = AppSchema.Intent.visualIntelligence"#
            ),
            (
                #"AppSchema.VisualIntelligenceIntent.semanticContentSearch"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.visualIntelligence.semanticContentSearch)"#
            ),
            (#"AppSchema.WhiteboardIntent"#, #"let _: any AppSchema.WhiteboardIntent.Type = AppSchema.Intent.self"#),
            (#"AppSchemaIntent.whiteboard"#, #"let _: any AppSchema.WhiteboardIntent = AppSchema.Intent.whiteboard"#),
            (
                #"AppSchema.WhiteboardIntent.createBoard"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.whiteboard.createBoard)"#
            ),
            (
                #"AppSchema.WhiteboardIntent.createItem"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.whiteboard.createItem)"#
            ),
            (
                #"AppSchema.WhiteboardIntent.deleteBoard"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.whiteboard.deleteBoard)"#
            ),
            (
                #"AppSchema.WhiteboardIntent.deleteItem"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.whiteboard.deleteItem)"#
            ),
            (
                #"AppSchema.WhiteboardIntent.openBoard"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.whiteboard.openBoard)"#
            ),
            (
                #"AppSchema.WhiteboardIntent.updateBoard"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.whiteboard.updateBoard)"#
            ),
            (
                #"AppSchema.WhiteboardIntent.updateItem"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.whiteboard.updateItem)"#
            ),
            (#"AppSchemaEntity.whiteboard"#, #"let _: any AppSchema.WhiteboardEntity = AppSchema.Entity.whiteboard"#),
            (#"AppSchema.WhiteboardEntity.board"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.whiteboard.board)"#),
            (#"AppSchema.WhiteboardEntity.item"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.whiteboard.item)"#),
            (#"AppSchema.WhiteboardEnum"#, #"let _: any AppSchema.WhiteboardEnum.Type = AppSchema.Enum.self"#),
            (#"AppSchemaEnum.whiteboard"#, #"let _: any AppSchema.WhiteboardEnum = AppSchema.Enum.whiteboard"#),
            (#"AppSchema.WhiteboardEnum.color"#, #"func take<T: AppSchemaEnum>(_: T) {}; take(.whiteboard.color)"#),
            (
                #"AppSchema.WhiteboardEnum.itemType"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.whiteboard.itemType)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.create"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.create)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.createPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.createPage)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.open"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.open)"#
            ),
            (
                #"AppSchema.WordProcessorIntent.openPage"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.wordProcessor.openPage)"#
            ),
            (
                #"AppSchema.WordProcessorEntity"#,
                #"let _: any AppSchema.WordProcessorEntity.Type = AppSchema.Entity.self"#
            ),
            (
                #"AppSchemaEntity.wordProcessor"#,
                #"let _: any AppSchema.WordProcessorEntity = AppSchema.Entity.wordProcessor"#
            ),
            (
                #"AppSchema.WordProcessorEntity.document"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.wordProcessor.document)"#
            ),
            (
                #"AppSchema.WordProcessorEntity.page"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.wordProcessor.page)"#
            ),
            (
                #"AppSchema.WordProcessorEntity.template"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.wordProcessor.template)"#
            ),
            (
                #"AppSchema.ClockIntent.resetStopwatch"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.resetStopwatch)"#
            ),
            (
                #"AppSchema.ClockIntent.startStopwatch"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.startStopwatch)"#
            ),
            (
                #"AppSchema.ClockIntent.stopStopwatch"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.clock.stopStopwatch)"#
            ),
            (
                #"AppSchema.SystemIntent.searchInApp"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.system.searchInApp)"#
            ),
            (
                #"AppSchema.PresentationIntent.addVideoToSlide"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.presentation.addVideoToSlide)"#
            ),
        ]
    }
#endif
