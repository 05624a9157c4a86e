// Issue 21: the probes of Documentation/AppleAPI.md's member rows of `AssistantSchema`, `AppSchemaEntity`, `AppSchemaEnum`,
// `AppSchemaIntent`, `AppUnionValue`, `AppShortcutPhraseToken` and `ComparableComparisonOperator`: the domain members
// `AssistantSchema.IntentSchema`, `.EntitySchema` and `.EnumSchema` have through their conformances to the domain
// protocols (a name several domains share read through a generic parameter constrained to its domain), the iOS 27
// App Store and image generation domains' protocols and accessors, and the conformances' members.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// What the schema member probes use: a union that declares its own case representations.
        static let schemaMembersPreamble = #"""
            enum SMUnion: AppUnionValue {
                typealias Cases = SMUnionCases
                case text(String)
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Union" }
                static var caseDisplayRepresentations: [SMUnionCases: DisplayRepresentation] { [.text: "Words"] }
            }

            enum SMUnionCases: String, AppUnionValueCasesProviding {
                typealias UnionValue = SMUnion
                case text
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Union" }
                static var caseDisplayRepresentations: [SMUnionCases: DisplayRepresentation] { [.text: "Text"] }
            }
            """#

        /// One probe per shape row of the schema structs' and schema protocols' member block, by symbol.
        static let schemaMembersProbes: [(symbol: String, body: String)] = [
            (
                #"AppUnionValue.caseDisplayRepresentations"#,
                #"let _: [PReactionCases: DisplayRepresentation] = PReaction.caseDisplayRepresentations; let _: [SMUnion.Cases: DisplayRepresentation] = SMUnion.caseDisplayRepresentations"#
            ),
            (
                #"AppShortcutPhraseToken.!=(_:_:)"#,
                #"let _: Bool = AppShortcutPhraseToken.applicationName != .applicationName"#
            ),
            (
                #"AppShortcutPhraseToken.hash(into:)"#,
                #"var h = Hasher(); AppShortcutPhraseToken.applicationName.hash(into: &h)"#
            ),
            (#"AppShortcutPhraseToken.hashValue"#, #"let _: Int = AppShortcutPhraseToken.applicationName.hashValue"#),
            (
                #"ComparableComparisonOperator.!=(_:_:)"#,
                #"let _: Bool = ComparableComparisonOperator.lessThan != .greaterThan"#
            ),
            (
                #"ComparableComparisonOperator.hash(into:)"#,
                #"var h = Hasher(); ComparableComparisonOperator.lessThan.hash(into: &h)"#
            ),
            (
                #"ComparableComparisonOperator.hashValue"#,
                #"let _: Int = ComparableComparisonOperator.lessThan.hashValue"#
            ),
            (
                #"AssistantSchema.EntitySchema.account"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.account }"#
            ),
            (
                #"AssistantSchema.EntitySchema.album"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.album }"#
            ),
            (
                #"AssistantSchema.EntitySchema.asset"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.asset }"#
            ),
            (
                #"AssistantSchema.EntitySchema.audiobook"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.audiobook }"#
            ),
            (
                #"AssistantSchema.EntitySchema.board"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.board }"#
            ),
            (
                #"AssistantSchema.EntitySchema.book"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.book }"#
            ),
            (
                #"AssistantSchema.EntitySchema.bookmark"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.bookmark }"#
            ),
            (
                #"AssistantSchema.EntitySchema.document (presentation)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.PresentationEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.document (reader)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.ReaderEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.document (spreadsheet)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.SpreadsheetEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.document (wordProcessor)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.WordProcessorEntity>(_ t: T) -> some AssistantSchemas.Entity { t.document }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.draft"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.draft }"#
            ),
            (
                #"AssistantSchema.EntitySchema.entry"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.entry }"#
            ),
            (
                #"AssistantSchema.EntitySchema.file"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.file }"#
            ),
            (
                #"AssistantSchema.EntitySchema.item"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.item }"#
            ),
            (
                #"AssistantSchema.EntitySchema.mailbox"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.mailbox }"#
            ),
            (
                #"AssistantSchema.EntitySchema.message"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.message }"#
            ),
            (
                #"AssistantSchema.EntitySchema.page (reader)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.ReaderEntity>(_ t: T) -> some AssistantSchemas.Entity { t.page }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.page (wordProcessor)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.WordProcessorEntity>(_ t: T) -> some AssistantSchemas.Entity { t.page }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.recognizedPerson"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.recognizedPerson }"#
            ),
            (
                #"AssistantSchema.EntitySchema.settings"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.settings }"#
            ),
            (
                #"AssistantSchema.EntitySchema.sheet"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.sheet }"#
            ),
            (
                #"AssistantSchema.EntitySchema.slide"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.slide }"#
            ),
            (
                #"AssistantSchema.EntitySchema.tab"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.tab }"#
            ),
            (
                #"AssistantSchema.EntitySchema.template (presentation)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.PresentationEntity>(_ t: T) -> some AssistantSchemas.Entity { t.template }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.template (spreadsheet)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.SpreadsheetEntity>(_ t: T) -> some AssistantSchemas.Entity { t.template }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.template (wordProcessor)"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { func of<T: AssistantSchemas.WordProcessorEntity>(_ t: T) -> some AssistantSchemas.Entity { t.template }; let _: any AssistantSchemas.Entity = of(s) }"#
            ),
            (
                #"AssistantSchema.EntitySchema.window"#,
                #"func member(_ s: AssistantSchema.EntitySchema) { let _: any AssistantSchemas.Entity = s.window }"#
            ),
            (
                #"AssistantSchema.EnumSchema.albumType"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.albumType }"#
            ),
            (
                #"AssistantSchema.EnumSchema.assetType"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.assetType }"#
            ),
            (
                #"AssistantSchema.EnumSchema.captureDevice"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.captureDevice }"#
            ),
            (
                #"AssistantSchema.EnumSchema.captureDuration"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.captureDuration }"#
            ),
            (
                #"AssistantSchema.EnumSchema.captureMode"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.captureMode }"#
            ),
            (
                #"AssistantSchema.EnumSchema.clearHistoryTimeFrame"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.clearHistoryTimeFrame }"#
            ),
            (
                #"AssistantSchema.EnumSchema.color"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.color }"#
            ),
            (
                #"AssistantSchema.EnumSchema.contentType"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.contentType }"#
            ),
            (
                #"AssistantSchema.EnumSchema.documentKind"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.documentKind }"#
            ),
            (
                #"AssistantSchema.EnumSchema.filterType"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.filterType }"#
            ),
            (
                #"AssistantSchema.EnumSchema.font"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.font }"#
            ),
            (
                #"AssistantSchema.EnumSchema.fontSize"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.fontSize }"#
            ),
            (
                #"AssistantSchema.EnumSchema.itemType"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.itemType }"#
            ),
            (
                #"AssistantSchema.EnumSchema.navigationDirection"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.navigationDirection }"#
            ),
            (
                #"AssistantSchema.EnumSchema.pageNavigationSetting"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.pageNavigationSetting }"#
            ),
            (
                #"AssistantSchema.EnumSchema.relativeCharacterSpacingChange"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeCharacterSpacingChange }"#
            ),
            (
                #"AssistantSchema.EnumSchema.relativeFontChange"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeFontChange }"#
            ),
            (
                #"AssistantSchema.EnumSchema.relativeLineSpacingChange"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeLineSpacingChange }"#
            ),
            (
                #"AssistantSchema.EnumSchema.relativeWordSpacingChange"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.relativeWordSpacingChange }"#
            ),
            (
                #"AssistantSchema.EnumSchema.rotationDirection"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.rotationDirection }"#
            ),
            (
                #"AssistantSchema.EnumSchema.theme"#,
                #"func member(_ s: AssistantSchema.EnumSchema) { let _: any AssistantSchemas.Enum = s.theme }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addAssetsToAlbum"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAssetsToAlbum }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addAudioToPage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAudioToPage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addAudioToSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAudioToSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addAudioToSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addAudioToSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addCommentToSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addCommentToSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addCommentToSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addCommentToSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addImageToPage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addImageToPage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addImageToSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addImageToSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addImageToSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addImageToSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addTextBoxToPage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addTextBoxToPage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addTextBoxToSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addTextBoxToSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addTextBoxToSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addTextBoxToSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addVideoToPage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addVideoToPage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addVideoToSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addVideoToSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addVideoToSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addVideoToSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addWebVideoToPage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addWebVideoToPage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addWebVideoToSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addWebVideoToSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.addWebVideoToSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.addWebVideoToSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.archiveMail"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.archiveMail }"#
            ),
            (
                #"AssistantSchema.IntentSchema.bookmarkTab"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.bookmarkTab }"#
            ),
            (
                #"AssistantSchema.IntentSchema.bookmarkURL"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.bookmarkURL }"#
            ),
            (
                #"AssistantSchema.IntentSchema.cleanupPhoto"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.cleanupPhoto }"#
            ),
            (
                #"AssistantSchema.IntentSchema.clearHistory"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.clearHistory }"#
            ),
            (
                #"AssistantSchema.IntentSchema.closeTabs"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.closeTabs }"#
            ),
            (
                #"AssistantSchema.IntentSchema.closeWindows"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.closeWindows }"#
            ),
            (
                #"AssistantSchema.IntentSchema.copyEdits"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.copyEdits }"#
            ),
            (
                #"AssistantSchema.IntentSchema.create (presentation)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.PresentationIntent>(_ t: T) -> some AssistantSchemas.Intent { t.create }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.create (spreadsheet)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.SpreadsheetIntent>(_ t: T) -> some AssistantSchemas.Intent { t.create }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.create (wordProcessor)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.WordProcessorIntent>(_ t: T) -> some AssistantSchemas.Intent { t.create }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createAlbum"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createAlbum }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createAssets"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createAssets }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createAudioEntry"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createAudioEntry }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createBoard"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createBoard }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createDraft"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createDraft }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createEntry"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createEntry }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createFolder"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createFolder }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createItem"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createItem }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createPage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createPage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createTab"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createTab }"#
            ),
            (
                #"AssistantSchema.IntentSchema.createWindow"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.createWindow }"#
            ),
            (
                #"AssistantSchema.IntentSchema.crop"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.crop }"#
            ),
            (
                #"AssistantSchema.IntentSchema.delete"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.delete }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteAlbum"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteAlbum }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteAssets"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteAssets }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteBoard"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteBoard }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteBookmarks"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteBookmarks }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteDraft"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteDraft }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteEntry"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteEntry }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteFiles"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteFiles }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteItem"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteItem }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteMail"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteMail }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deletePages"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deletePages }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.deleteSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.deleteSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.duplicateAssets"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.duplicateAssets }"#
            ),
            (
                #"AssistantSchema.IntentSchema.enhanceDocuments"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.enhanceDocuments }"#
            ),
            (
                #"AssistantSchema.IntentSchema.findOnPage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.findOnPage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.forwardMail"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.forwardMail }"#
            ),
            (
                #"AssistantSchema.IntentSchema.insertPages"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.insertPages }"#
            ),
            (
                #"AssistantSchema.IntentSchema.moveFiles"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.moveFiles }"#
            ),
            (
                #"AssistantSchema.IntentSchema.navigatePage"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.navigatePage }"#
            ),
            (
                #"AssistantSchema.IntentSchema.open (presentation)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.PresentationIntent>(_ t: T) -> some AssistantSchemas.Intent { t.open }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.open (spreadsheet)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.SpreadsheetIntent>(_ t: T) -> some AssistantSchemas.Intent { t.open }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.open (wordProcessor)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.WordProcessorIntent>(_ t: T) -> some AssistantSchemas.Intent { t.open }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openAlbum"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openAlbum }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openAsset"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openAsset }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openBoard"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openBoard }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openBook"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openBook }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openBookmark"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openBookmark }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openDocument"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openDocument }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openFile"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openFile }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openInCaptureMode"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openInCaptureMode }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openPage (reader)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.ReaderIntent>(_ t: T) -> some AssistantSchemas.Intent { t.openPage }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openPage (wordProcessor)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.WordProcessorIntent>(_ t: T) -> some AssistantSchemas.Intent { t.openPage }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openSlide"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openSlide }"#
            ),
            (
                #"AssistantSchema.IntentSchema.openURLInTab"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.openURLInTab }"#
            ),
            (
                #"AssistantSchema.IntentSchema.pasteEdits"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.pasteEdits }"#
            ),
            (
                #"AssistantSchema.IntentSchema.playAudiobook"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.playAudiobook }"#
            ),
            (
                #"AssistantSchema.IntentSchema.postToSharedAlbum"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.postToSharedAlbum }"#
            ),
            (
                #"AssistantSchema.IntentSchema.removeAssetsFromAlbum"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.removeAssetsFromAlbum }"#
            ),
            (
                #"AssistantSchema.IntentSchema.renameFile"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.renameFile }"#
            ),
            (
                #"AssistantSchema.IntentSchema.replyMail"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.replyMail }"#
            ),
            (
                #"AssistantSchema.IntentSchema.resizeDocuments"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.resizeDocuments }"#
            ),
            (
                #"AssistantSchema.IntentSchema.rotateDocuments"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.rotateDocuments }"#
            ),
            (
                #"AssistantSchema.IntentSchema.rotatePages"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.rotatePages }"#
            ),
            (
                #"AssistantSchema.IntentSchema.saveDraft"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.saveDraft }"#
            ),
            (
                #"AssistantSchema.IntentSchema.search (books)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.BooksIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.search (browser)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.BrowserIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.search (journal)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.JournalIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.search (photos)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.PhotosIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.search (system)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.SystemIntent>(_ t: T) -> some AssistantSchemas.Intent { t.search }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.searchDocuments"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.searchDocuments }"#
            ),
            (
                #"AssistantSchema.IntentSchema.semanticContentSearch"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.semanticContentSearch }"#
            ),
            (
                #"AssistantSchema.IntentSchema.sendDraft"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.sendDraft }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setDepth"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setDepth }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setDevice"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setDevice }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setExposure"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setExposure }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setFilter"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setFilter }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setRotation"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setRotation }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setSaturation"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setSaturation }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setSlideTitle"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setSlideTitle }"#
            ),
            (
                #"AssistantSchema.IntentSchema.setWarmth"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.setWarmth }"#
            ),
            (
                #"AssistantSchema.IntentSchema.startCapture"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.startCapture }"#
            ),
            (
                #"AssistantSchema.IntentSchema.startPlayback"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.startPlayback }"#
            ),
            (
                #"AssistantSchema.IntentSchema.stopCapture"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.stopCapture }"#
            ),
            (
                #"AssistantSchema.IntentSchema.stopPlayback"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.stopPlayback }"#
            ),
            (
                #"AssistantSchema.IntentSchema.straighten"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.straighten }"#
            ),
            (
                #"AssistantSchema.IntentSchema.switchDevice"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.switchDevice }"#
            ),
            (
                #"AssistantSchema.IntentSchema.switchTab"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.switchTab }"#
            ),
            (
                #"AssistantSchema.IntentSchema.toggleDepth"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.toggleDepth }"#
            ),
            (
                #"AssistantSchema.IntentSchema.toggleSuggestedEdits"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.toggleSuggestedEdits }"#
            ),
            (
                #"AssistantSchema.IntentSchema.update (presentation)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.PresentationIntent>(_ t: T) -> some AssistantSchemas.Intent { t.update }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.update (spreadsheet)"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { func of<T: AssistantSchemas.SpreadsheetIntent>(_ t: T) -> some AssistantSchemas.Intent { t.update }; let _: any AssistantSchemas.Intent = of(s) }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateAlbum"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateAlbum }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateAsset"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateAsset }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateBoard"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateBoard }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateCharacterSpacing"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateCharacterSpacing }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateDraft"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateDraft }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateEntry"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateEntry }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateFontSize"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateFontSize }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateItem"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateItem }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateLineSpacing"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateLineSpacing }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateMail"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateMail }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateRecognizedPerson"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateRecognizedPerson }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateSettings"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateSettings }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateSheet"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateSheet }"#
            ),
            (
                #"AssistantSchema.IntentSchema.updateWordSpacing"#,
                #"func member(_ s: AssistantSchema.IntentSchema) { let _: any AssistantSchemas.Intent = s.updateWordSpacing }"#
            ),
        ]
    }
#endif
