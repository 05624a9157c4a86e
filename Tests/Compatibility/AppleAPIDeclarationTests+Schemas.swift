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
        ]
    }
#endif
