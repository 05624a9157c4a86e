// Issue 21: the probes of the schema rows added from the copy's `intentschema/`, `entityschema/` and `enumschema/`
// folders (the domain members as `AssistantSchemas.IntentSchema`, `.EntitySchema` and `.EnumSchema` have them through
// their conformances to every domain protocol) and of the iOS 26 members of `AssistantSchemas`. A member whose name
// several domains share is read through a generic parameter constrained to its domain, as `IntentSchema.search` is
// ambiguous on the struct itself.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// One probe per shape row of the schema structs' member pages and the iOS 26 members, by symbol.
        static let schemaStructProbes: [(symbol: String, body: String)] = [
            (
                #"AssistantSchemas.PresentationEnum"#,
                #"let _: any AssistantSchemas.PresentationEnum.Type = AssistantSchemas.EnumSchema.self"#
            ),
            (
                #"AssistantSchemas.PresentationEnum.exportFormat"#,
                #"func take<T: AssistantSchemas.Enum>(_: T) {}; take(AssistantSchemas.EnumSchema.presentation.exportFormat)"#
            ),
            (
                #"AssistantSchemas.Enum.presentation"#,
                #"let _: any AssistantSchemas.PresentationEnum = AssistantSchemas.EnumSchema.presentation"#
            ),
            (#"AssistantSchemas.BrowserIntent.createTabGroup"#, #"_ = AssistantSchema(.browser.createTabGroup)"#),
            (#"AssistantSchemas.BrowserIntent.deleteTabGroups"#, #"_ = AssistantSchema(.browser.deleteTabGroups)"#),
            (#"AssistantSchemas.FilesIntent.showDocumentScanner"#, #"_ = AssistantSchema(.files.showDocumentScanner)"#),
            (#"AssistantSchemas.MailEntity.thread"#, #"_ = AssistantSchema(.mail.thread)"#),
            (#"AssistantSchemas.MailIntent.openDraft"#, #"_ = AssistantSchema(.mail.openDraft)"#),
            (#"AssistantSchemas.MailIntent.openMessage"#, #"_ = AssistantSchema(.mail.openMessage)"#),
            (#"AssistantSchemas.MailIntent.summarizeMessages"#, #"_ = AssistantSchema(.mail.summarizeMessages)"#),
            (#"AssistantSchemas.MailIntent.undoSend"#, #"_ = AssistantSchema(.mail.undoSend)"#),
            (#"AssistantSchemas.MailIntent.unsubscribe"#, #"_ = AssistantSchema(.mail.unsubscribe)"#),
            (#"AssistantSchemas.PhotosIntent.editAsset"#, #"_ = AssistantSchema(.photos.editAsset)"#),
            (#"AssistantSchemas.SystemIntent.open"#, #"_ = AssistantSchema(.system.open)"#),
            (
                #"AssistantSchemas.EntitySchema.account"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.account }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.album"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.album }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.asset"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.asset }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.audiobook"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.audiobook }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.board"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.board }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.book"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.book }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.bookmark"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.bookmark }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.books"#,
                #"let _: any AssistantSchemas.BooksEntity = AssistantSchemas.EntitySchema.books"#
            ),
            (
                #"AssistantSchemas.EntitySchema.browser"#,
                #"let _: any AssistantSchemas.BrowserEntity = AssistantSchemas.EntitySchema.browser"#
            ),
            (
                #"AssistantSchemas.EntitySchema.document (reader)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.ReaderEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.document (wordProcessor)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.WordProcessorEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.document (spreadsheet)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.SpreadsheetEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.document (presentation)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.PresentationEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.draft"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.draft }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.entry"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.entry }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.file"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.file }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.files"#,
                #"let _: any AssistantSchemas.FilesEntity = AssistantSchemas.EntitySchema.files"#
            ),
            (
                #"AssistantSchemas.EntitySchema.item"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.item }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.journal"#,
                #"let _: any AssistantSchemas.JournalEntity = AssistantSchemas.EntitySchema.journal"#
            ),
            (
                #"AssistantSchemas.EntitySchema.mail"#,
                #"let _: any AssistantSchemas.MailEntity = AssistantSchemas.EntitySchema.mail"#
            ),
            (
                #"AssistantSchemas.EntitySchema.mailbox"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.mailbox }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.message"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.message }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.page (reader)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.ReaderEntity>(_ t: T) -> some AssistantSchemas.Entity { t.page }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.page (wordProcessor)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.WordProcessorEntity>(_ t: T) -> some AssistantSchemas.Entity { t.page }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.photos"#,
                #"let _: any AssistantSchemas.PhotosEntity = AssistantSchemas.EntitySchema.photos"#
            ),
            (
                #"AssistantSchemas.EntitySchema.presentation"#,
                #"let _: any AssistantSchemas.PresentationEntity = AssistantSchemas.EntitySchema.presentation"#
            ),
            (
                #"AssistantSchemas.EntitySchema.reader"#,
                #"let _: any AssistantSchemas.ReaderEntity = AssistantSchemas.EntitySchema.reader"#
            ),
            (
                #"AssistantSchemas.EntitySchema.recognizedPerson"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.recognizedPerson }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.settings"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.settings }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.sheet"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.sheet }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.slide"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.slide }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.spreadsheet"#,
                #"let _: any AssistantSchemas.SpreadsheetEntity = AssistantSchemas.EntitySchema.spreadsheet"#
            ),
            (
                #"AssistantSchemas.EntitySchema.tab"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.tab }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.template (spreadsheet)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.SpreadsheetEntity>(_ t: T) -> some AssistantSchemas.Entity { t.template }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.template (wordProcessor)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.WordProcessorEntity>(_ t: T) -> some AssistantSchemas.Entity { t.template }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.template (presentation)"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { func of<T: AssistantSchemas.PresentationEntity>(_ t: T) -> some AssistantSchemas.Entity { t.template }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.whiteboard"#,
                #"let _: any AssistantSchemas.WhiteboardEntity = AssistantSchemas.EntitySchema.whiteboard"#
            ),
            (
                #"AssistantSchemas.EntitySchema.window"#,
                #"func member(_ s: AssistantSchemas.EntitySchema) { let _: any AssistantSchemas.Entity = s.window }"#
            ),
            (
                #"AssistantSchemas.EntitySchema.wordProcessor"#,
                #"let _: any AssistantSchemas.WordProcessorEntity = AssistantSchemas.EntitySchema.wordProcessor"#
            ),
            (
                #"AssistantSchemas.EnumSchema.albumType"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.albumType }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.assetType"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.assetType }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.books"#,
                #"let _: any AssistantSchemas.BooksEnum = AssistantSchemas.EnumSchema.books"#
            ),
            (
                #"AssistantSchemas.EnumSchema.browser"#,
                #"let _: any AssistantSchemas.BrowserEnum = AssistantSchemas.EnumSchema.browser"#
            ),
            (
                #"AssistantSchemas.EnumSchema.camera"#,
                #"let _: any AssistantSchemas.CameraEnum = AssistantSchemas.EnumSchema.camera"#
            ),
            (
                #"AssistantSchemas.EnumSchema.captureDevice"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.captureDevice }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.captureDuration"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.captureDuration }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.captureMode"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.captureMode }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.clearHistoryTimeFrame"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.clearHistoryTimeFrame }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.color"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.color }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.contentType"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.contentType }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.documentKind"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.documentKind }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.filterType"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.filterType }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.font"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.font }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.fontSize"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.fontSize }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.itemType"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.itemType }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.navigationDirection"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.navigationDirection }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.pageNavigationSetting"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.pageNavigationSetting }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.photos"#,
                #"let _: any AssistantSchemas.PhotosEnum = AssistantSchemas.EnumSchema.photos"#
            ),
            (
                #"AssistantSchemas.EnumSchema.reader"#,
                #"let _: any AssistantSchemas.ReaderEnum = AssistantSchemas.EnumSchema.reader"#
            ),
            (
                #"AssistantSchemas.EnumSchema.relativeCharacterSpacingChange"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeCharacterSpacingChange }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.relativeFontChange"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeFontChange }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.relativeLineSpacingChange"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeLineSpacingChange }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.relativeWordSpacingChange"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeWordSpacingChange }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.rotationDirection"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.rotationDirection }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.theme"#,
                #"func member(_ s: AssistantSchemas.EnumSchema) { let _: any AssistantSchemas.Enum = s.theme }"#
            ),
            (
                #"AssistantSchemas.EnumSchema.whiteboard"#,
                #"let _: any AssistantSchemas.WhiteboardEnum = AssistantSchemas.EnumSchema.whiteboard"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addAssetsToAlbum"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAssetsToAlbum }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addAudioToPage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAudioToPage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addAudioToSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAudioToSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addAudioToSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAudioToSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addCommentToSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addCommentToSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addCommentToSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addCommentToSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addImageToPage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addImageToPage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addImageToSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addImageToSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addImageToSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addImageToSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addTextBoxToPage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addTextBoxToPage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addTextBoxToSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addTextBoxToSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addTextBoxToSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addTextBoxToSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addVideoToPage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addVideoToPage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addVideoToSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addVideoToSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addVideoToSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addVideoToSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addWebVideoToPage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addWebVideoToPage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addWebVideoToSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addWebVideoToSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.addWebVideoToSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.addWebVideoToSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.archiveMail"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.archiveMail }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.bookmarkTab"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.bookmarkTab }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.bookmarkURL"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.bookmarkURL }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.books"#,
                #"let _: any AssistantSchemas.BooksIntent = AssistantSchemas.IntentSchema.books"#
            ),
            (
                #"AssistantSchemas.IntentSchema.browser"#,
                #"let _: any AssistantSchemas.BrowserIntent = AssistantSchemas.IntentSchema.browser"#
            ),
            (
                #"AssistantSchemas.IntentSchema.camera"#,
                #"let _: any AssistantSchemas.CameraIntent = AssistantSchemas.IntentSchema.camera"#
            ),
            (
                #"AssistantSchemas.IntentSchema.cleanupPhoto"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.cleanupPhoto }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.clearHistory"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.clearHistory }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.closeTabs"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.closeTabs }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.closeWindows"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.closeWindows }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.copyEdits"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.copyEdits }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.create (wordProcessor)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.WordProcessorIntent>(_ t: T) -> some AssistantSchemas.Intent { t.create }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.create (spreadsheet)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.SpreadsheetIntent>(_ t: T) -> some AssistantSchemas.Intent { t.create }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.create (presentation)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.PresentationIntent>(_ t: T) -> some AssistantSchemas.Intent { t.create }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createAlbum"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createAlbum }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createAssets"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createAssets }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createAudioEntry"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createAudioEntry }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createBoard"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createBoard }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createDraft"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createDraft }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createEntry"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createEntry }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createFolder"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createFolder }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createItem"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createItem }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createPage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createPage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createTab"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createTab }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.createWindow"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.createWindow }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.crop"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.crop }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.delete"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.delete }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteAlbum"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteAlbum }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteAssets"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteAssets }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteBoard"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteBoard }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteBookmarks"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteBookmarks }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteDraft"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteDraft }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteEntry"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteEntry }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteFiles"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteFiles }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteItem"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteItem }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteMail"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteMail }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deletePages"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deletePages }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.deleteSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.duplicateAssets"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.duplicateAssets }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.enhanceDocuments"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.enhanceDocuments }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.files"#,
                #"let _: any AssistantSchemas.FilesIntent = AssistantSchemas.IntentSchema.files"#
            ),
            (
                #"AssistantSchemas.IntentSchema.findOnPage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.findOnPage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.forwardMail"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.forwardMail }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.insertPages"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.insertPages }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.journal"#,
                #"let _: any AssistantSchemas.JournalIntent = AssistantSchemas.IntentSchema.journal"#
            ),
            (
                #"AssistantSchemas.IntentSchema.mail"#,
                #"let _: any AssistantSchemas.MailIntent = AssistantSchemas.IntentSchema.mail"#
            ),
            (
                #"AssistantSchemas.IntentSchema.moveFiles"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.moveFiles }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.navigatePage"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.navigatePage }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.open (wordProcessor)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.WordProcessorIntent>(_ t: T) -> some AssistantSchemas.Intent { t.open }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.open (presentation)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.PresentationIntent>(_ t: T) -> some AssistantSchemas.Intent { t.open }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.open (spreadsheet)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.SpreadsheetIntent>(_ t: T) -> some AssistantSchemas.Intent { t.open }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openAlbum"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openAlbum }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openAsset"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openAsset }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openBoard"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openBoard }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openBook"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openBook }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openBookmark"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openBookmark }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openDocument"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openDocument }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openFile"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openFile }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openInCaptureMode"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openInCaptureMode }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openPage (wordProcessor)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.WordProcessorIntent>(_ t: T) -> some AssistantSchemas.Intent { t.openPage }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openPage (reader)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.ReaderIntent>(_ t: T) -> some AssistantSchemas.Intent { t.openPage }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openSlide"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openSlide }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.openURLInTab"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.openURLInTab }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.pasteEdits"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.pasteEdits }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.photos"#,
                #"let _: any AssistantSchemas.PhotosIntent = AssistantSchemas.IntentSchema.photos"#
            ),
            (
                #"AssistantSchemas.IntentSchema.playAudiobook"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.playAudiobook }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.postToSharedAlbum"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.postToSharedAlbum }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.presentation"#,
                #"let _: any AssistantSchemas.PresentationIntent = AssistantSchemas.IntentSchema.presentation"#
            ),
            (
                #"AssistantSchemas.IntentSchema.reader"#,
                #"let _: any AssistantSchemas.ReaderIntent = AssistantSchemas.IntentSchema.reader"#
            ),
            (
                #"AssistantSchemas.IntentSchema.removeAssetsFromAlbum"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.removeAssetsFromAlbum }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.renameFile"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.renameFile }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.replyMail"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.replyMail }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.resizeDocuments"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.resizeDocuments }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.rotateDocuments"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.rotateDocuments }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.rotatePages"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.rotatePages }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.saveDraft"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.saveDraft }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.search (browser)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.BrowserIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.search (photos)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.PhotosIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.search (books)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.BooksIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.search (journal)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.JournalIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.search (system)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.SystemIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.searchDocuments"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.searchDocuments }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.semanticContentSearch"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.semanticContentSearch }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.sendDraft"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.sendDraft }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setDepth"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setDepth }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setDevice"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setDevice }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setExposure"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setExposure }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setFilter"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setFilter }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setRotation"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setRotation }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setSaturation"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setSaturation }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setSlideTitle"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setSlideTitle }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.setWarmth"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.setWarmth }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.spreadsheet"#,
                #"let _: any AssistantSchemas.SpreadsheetIntent = AssistantSchemas.IntentSchema.spreadsheet"#
            ),
            (
                #"AssistantSchemas.IntentSchema.startCapture"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.startCapture }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.startPlayback"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.startPlayback }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.stopCapture"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.stopCapture }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.stopPlayback"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.stopPlayback }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.straighten"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.straighten }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.switchDevice"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.switchDevice }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.switchTab"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.switchTab }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.system"#,
                #"let _: any AssistantSchemas.SystemIntent = AssistantSchemas.IntentSchema.system"#
            ),
            (
                #"AssistantSchemas.IntentSchema.toggleDepth"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.toggleDepth }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.toggleSuggestedEdits"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.toggleSuggestedEdits }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.update (spreadsheet)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.SpreadsheetIntent>(_ t: T) -> some AssistantSchemas.Intent { t.update }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.update (presentation)"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { func of<T: AssistantSchemas.PresentationIntent>(_ t: T) -> some AssistantSchemas.Intent { t.update }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateAlbum"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateAlbum }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateAsset"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateAsset }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateBoard"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateBoard }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateCharacterSpacing"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateCharacterSpacing }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateDraft"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateDraft }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateEntry"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateEntry }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateFontSize"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateFontSize }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateItem"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateItem }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateLineSpacing"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateLineSpacing }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateMail"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateMail }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateRecognizedPerson"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateRecognizedPerson }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateSettings"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateSettings }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateSheet"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateSheet }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.updateWordSpacing"#,
                #"func member(_ s: AssistantSchemas.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateWordSpacing }"#
            ),
            (
                #"AssistantSchemas.IntentSchema.visualIntelligence"#,
                #"let _: any AssistantSchemas.VisualIntelligenceIntent = AssistantSchemas.IntentSchema.visualIntelligence"#
            ),
            (
                #"AssistantSchemas.IntentSchema.whiteboard"#,
                #"let _: any AssistantSchemas.WhiteboardIntent = AssistantSchemas.IntentSchema.whiteboard"#
            ),
            (
                #"AssistantSchemas.IntentSchema.wordProcessor"#,
                #"let _: any AssistantSchemas.WordProcessorIntent = AssistantSchemas.IntentSchema.wordProcessor"#
            ),
        ]
    }
#endif
