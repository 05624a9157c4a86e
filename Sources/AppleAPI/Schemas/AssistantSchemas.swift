// Apple's assistant schemas of iOS 18 (`AssistantSchemas`, `AssistantSchema`): the values that
// `@AssistantIntent(schema: .mail.updateDraft)`, `@AssistantEntity(schema:)` and `@AssistantEnum(schema:)` take.
// The macros are not offered (a macro target needs swift-syntax, a dependency the package does not take; see
// Documentation/AppleAPI.md); the values are, each naming its schema (`mail.updateDraft`) as metadata only: no
// assistant reads them here. Each domain protocol's members are values of the kind's schema struct.

/// The namespace of the assistant schemas: their kinds, domains and values.
///
/// Spelled as Apple's `AssistantSchemas`.
public enum AssistantSchemas {
    /// What every schema kind and domain refines.
    public protocol Model {}

    /// A schema an intent conforms to: `@AssistantIntent(schema:)` takes one.
    public protocol Intent: Model {}

    /// A schema an entity conforms to: `@AssistantEntity(schema:)` takes one.
    public protocol Entity: Model {}

    /// A schema an enumeration conforms to: `@AssistantEnum(schema:)` takes one.
    public protocol Enum: Model {}

    /// The value of an intent schema, naming it.
    public struct IntentSchema: Intent {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an entity schema, naming it.
    public struct EntitySchema: Entity {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an enumeration schema, naming it.
    public struct EnumSchema: Enum {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }
}

// MARK: - Domains

extension AssistantSchemas {
    /// The assistant domain's intent schemas.
    public protocol AssistantIntent: Model {}

    /// The books domain's intent schemas.
    public protocol BooksIntent: Model {}

    /// The books domain's entity schemas.
    public protocol BooksEntity: Model {}

    /// The books domain's enum schemas.
    public protocol BooksEnum: Model {}

    /// The browser domain's intent schemas.
    public protocol BrowserIntent: Model {}

    /// The browser domain's entity schemas.
    public protocol BrowserEntity: Model {}

    /// The browser domain's enum schemas.
    public protocol BrowserEnum: Model {}

    /// The camera domain's intent schemas.
    public protocol CameraIntent: Model {}

    /// The camera domain's enum schemas.
    public protocol CameraEnum: Model {}

    /// The files domain's intent schemas.
    public protocol FilesIntent: Model {}

    /// The files domain's entity schemas.
    public protocol FilesEntity: Model {}

    /// The journal domain's entity schemas.
    public protocol JournalEntity: Model {}

    /// The mail domain's intent schemas.
    public protocol MailIntent: Model {}

    /// The mail domain's entity schemas.
    public protocol MailEntity: Model {}

    /// The photos domain's intent schemas.
    public protocol PhotosIntent: Model {}

    /// The photos domain's entity schemas.
    public protocol PhotosEntity: Model {}

    /// The photos domain's enum schemas.
    public protocol PhotosEnum: Model {}

    /// The presentation domain's intent schemas.
    public protocol PresentationIntent: Model {}

    /// The presentation domain's entity schemas.
    public protocol PresentationEntity: Model {}

    /// The reader domain's intent schemas.
    public protocol ReaderIntent: Model {}

    /// The reader domain's entity schemas.
    public protocol ReaderEntity: Model {}

    /// The reader domain's enum schemas.
    public protocol ReaderEnum: Model {}

    /// The spreadsheet domain's intent schemas.
    public protocol SpreadsheetIntent: Model {}

    /// The spreadsheet domain's entity schemas.
    public protocol SpreadsheetEntity: Model {}

    /// The system domain's intent schemas.
    public protocol SystemIntent: Model {}

    /// The visual intelligence domain's intent schemas.
    public protocol VisualIntelligenceIntent: Model {}

    /// The whiteboard domain's intent schemas.
    public protocol WhiteboardIntent: Model {}

    /// The whiteboard domain's entity schemas.
    public protocol WhiteboardEntity: Model {}

    /// The whiteboard domain's enum schemas.
    public protocol WhiteboardEnum: Model {}

    /// The word processor domain's intent schemas.
    public protocol WordProcessorIntent: Model {}

    /// The word processor domain's entity schemas.
    public protocol WordProcessorEntity: Model {}
}

extension AssistantSchemas.IntentSchema:
    AssistantSchemas.AssistantIntent,
    AssistantSchemas.BooksIntent,
    AssistantSchemas.BrowserIntent,
    AssistantSchemas.CameraIntent,
    AssistantSchemas.FilesIntent,
    AssistantSchemas.MailIntent,
    AssistantSchemas.PhotosIntent,
    AssistantSchemas.PresentationIntent,
    AssistantSchemas.ReaderIntent,
    AssistantSchemas.SpreadsheetIntent,
    AssistantSchemas.SystemIntent,
    AssistantSchemas.VisualIntelligenceIntent,
    AssistantSchemas.WhiteboardIntent,
    AssistantSchemas.WordProcessorIntent
{}

extension AssistantSchema.IntentSchema:
    AssistantSchemas.AssistantIntent,
    AssistantSchemas.BooksIntent,
    AssistantSchemas.BrowserIntent,
    AssistantSchemas.CameraIntent,
    AssistantSchemas.FilesIntent,
    AssistantSchemas.MailIntent,
    AssistantSchemas.PhotosIntent,
    AssistantSchemas.PresentationIntent,
    AssistantSchemas.ReaderIntent,
    AssistantSchemas.SpreadsheetIntent,
    AssistantSchemas.SystemIntent,
    AssistantSchemas.VisualIntelligenceIntent,
    AssistantSchemas.WhiteboardIntent,
    AssistantSchemas.WordProcessorIntent
{}

extension AssistantSchemas.EntitySchema:
    AssistantSchemas.BooksEntity,
    AssistantSchemas.BrowserEntity,
    AssistantSchemas.FilesEntity,
    AssistantSchemas.JournalEntity,
    AssistantSchemas.MailEntity,
    AssistantSchemas.PhotosEntity,
    AssistantSchemas.PresentationEntity,
    AssistantSchemas.ReaderEntity,
    AssistantSchemas.SpreadsheetEntity,
    AssistantSchemas.WhiteboardEntity,
    AssistantSchemas.WordProcessorEntity
{}

extension AssistantSchema.EntitySchema:
    AssistantSchemas.BooksEntity,
    AssistantSchemas.BrowserEntity,
    AssistantSchemas.FilesEntity,
    AssistantSchemas.JournalEntity,
    AssistantSchemas.MailEntity,
    AssistantSchemas.PhotosEntity,
    AssistantSchemas.PresentationEntity,
    AssistantSchemas.ReaderEntity,
    AssistantSchemas.SpreadsheetEntity,
    AssistantSchemas.WhiteboardEntity,
    AssistantSchemas.WordProcessorEntity
{}

extension AssistantSchemas.EnumSchema:
    AssistantSchemas.BooksEnum,
    AssistantSchemas.BrowserEnum,
    AssistantSchemas.CameraEnum,
    AssistantSchemas.PhotosEnum,
    AssistantSchemas.ReaderEnum,
    AssistantSchemas.WhiteboardEnum
{}

extension AssistantSchema.EnumSchema:
    AssistantSchemas.BooksEnum,
    AssistantSchemas.BrowserEnum,
    AssistantSchemas.CameraEnum,
    AssistantSchemas.PhotosEnum,
    AssistantSchemas.ReaderEnum,
    AssistantSchemas.WhiteboardEnum
{}

// MARK: - Each kind's domains

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The assistant domain's intent schemas.
    public static var assistant: some AssistantSchemas.AssistantIntent { AssistantSchemas.IntentSchema("assistant") }

    /// The books domain's intent schemas.
    public static var books: some AssistantSchemas.BooksIntent { AssistantSchemas.IntentSchema("books") }

    /// The photos domain's intent schemas.
    public static var photos: some AssistantSchemas.PhotosIntent { AssistantSchemas.IntentSchema("photos") }

    /// The reader domain's intent schemas.
    public static var reader: some AssistantSchemas.ReaderIntent { AssistantSchemas.IntentSchema("reader") }

    /// The mail domain's intent schemas.
    public static var mail: some AssistantSchemas.MailIntent { AssistantSchemas.IntentSchema("mail") }

    /// The camera domain's intent schemas.
    public static var camera: some AssistantSchemas.CameraIntent { AssistantSchemas.IntentSchema("camera") }

    /// The browser domain's intent schemas.
    public static var browser: some AssistantSchemas.BrowserIntent { AssistantSchemas.IntentSchema("browser") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The books domain's entity schemas.
    public static var books: some AssistantSchemas.BooksEntity { AssistantSchemas.EntitySchema("books") }

    /// The browser domain's entity schemas.
    public static var browser: some AssistantSchemas.BrowserEntity { AssistantSchemas.EntitySchema("browser") }

    /// The files domain's entity schemas.
    public static var files: some AssistantSchemas.FilesEntity { AssistantSchemas.EntitySchema("files") }

    /// The journal domain's entity schemas.
    public static var journal: some AssistantSchemas.JournalEntity { AssistantSchemas.EntitySchema("journal") }

    /// The word processor domain's entity schemas.
    public static var wordProcessor: some AssistantSchemas.WordProcessorEntity {
        AssistantSchemas.EntitySchema("wordProcessor")
    }

    /// The mail domain's entity schemas.
    public static var mail: some AssistantSchemas.MailEntity { AssistantSchemas.EntitySchema("mail") }

    /// The photos domain's entity schemas.
    public static var photos: some AssistantSchemas.PhotosEntity { AssistantSchemas.EntitySchema("photos") }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The browser domain's enum schemas.
    public static var browser: some AssistantSchemas.BrowserEnum { AssistantSchemas.EnumSchema("browser") }

    /// The camera domain's enum schemas.
    public static var camera: some AssistantSchemas.CameraEnum { AssistantSchemas.EnumSchema("camera") }

    /// The books domain's enum schemas.
    public static var books: some AssistantSchemas.BooksEnum { AssistantSchemas.EnumSchema("books") }

    /// The photos domain's enum schemas.
    public static var photos: some AssistantSchemas.PhotosEnum { AssistantSchemas.EnumSchema("photos") }
}

// MARK: - Each domain's schemas

extension AssistantSchemas.AssistantIntent {
    /// The `assistant.activate` intent schema.
    public var activate: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("assistant.activate") }
}

extension AssistantSchemas.MailIntent {
    /// The `mail.updateDraft` intent schema.
    public var updateDraft: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.updateDraft") }
}

extension AssistantSchemas.CameraIntent {
    /// The `camera.setDevice` intent schema.
    public var setDevice: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("camera.setDevice") }

    /// The `camera.openInCaptureMode` intent schema.
    public var openInCaptureMode: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("camera.openInCaptureMode")
    }
}

extension AssistantSchemas.PhotosIntent {
    /// The `photos.createAssets` intent schema.
    public var createAssets: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.createAssets") }

    /// The `photos.copyEdits` intent schema.
    public var copyEdits: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.copyEdits") }
}

extension AssistantSchemas.BrowserIntent {
    /// The `browser.openURLInTab` intent schema.
    public var openURLInTab: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.openURLInTab") }
}

extension AssistantSchemas.MailEntity {
    /// The `mail.account` entity schema.
    public var account: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.account") }

    /// The `mail.draft` entity schema.
    public var draft: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.draft") }

    /// The `mail.mailbox` entity schema.
    public var mailbox: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.mailbox") }

    /// The `mail.message` entity schema.
    public var message: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.message") }
}

extension AssistantSchemas.PhotosEntity {
    /// The `photos.album` entity schema.
    public var album: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("photos.album") }

    /// The `photos.asset` entity schema.
    public var asset: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("photos.asset") }

    /// The `photos.recognizedPerson` entity schema.
    public var recognizedPerson: some AssistantSchemas.Entity {
        AssistantSchemas.EntitySchema("photos.recognizedPerson")
    }
}

extension AssistantSchemas.BooksEntity {
    /// The `books.audiobook` entity schema.
    public var audiobook: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("books.audiobook") }

    /// The `books.book` entity schema.
    public var book: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("books.book") }

    /// The `books.settings` entity schema.
    public var settings: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("books.settings") }
}

extension AssistantSchemas.BrowserEntity {
    /// The `browser.bookmark` entity schema.
    public var bookmark: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("browser.bookmark") }

    /// The `browser.tab` entity schema.
    public var tab: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("browser.tab") }

    /// The `browser.window` entity schema.
    public var window: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("browser.window") }
}

extension AssistantSchemas.FilesEntity {
    /// The `files.file` entity schema.
    public var file: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("files.file") }
}

extension AssistantSchemas.PhotosEnum {
    /// The `photos.albumType` enum schema.
    public var albumType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.albumType") }

    /// The `photos.assetType` enum schema.
    public var assetType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.assetType") }

    /// The `photos.filterType` enum schema.
    public var filterType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.filterType") }

    /// The `photos.rotationDirection` enum schema.
    public var rotationDirection: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.rotationDirection") }
}

extension AssistantSchemas.BooksEnum {
    /// The `books.contentType` enum schema.
    public var contentType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("books.contentType") }

    /// The `books.font` enum schema.
    public var font: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("books.font") }

    /// The `books.fontSize` enum schema.
    public var fontSize: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("books.fontSize") }

    /// The `books.navigationDirection` enum schema.
    public var navigationDirection: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("books.navigationDirection")
    }

    /// The `books.pageNavigationSetting` enum schema.
    public var pageNavigationSetting: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("books.pageNavigationSetting")
    }
}

extension AssistantSchemas.BrowserEnum {
    /// The `browser.clearHistoryTimeFrame` enum schema.
    public var clearHistoryTimeFrame: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("browser.clearHistoryTimeFrame")
    }
}

extension AssistantSchemas.CameraEnum {
    /// The `camera.captureDevice` enum schema.
    public var captureDevice: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("camera.captureDevice") }

    /// The `camera.captureDuration` enum schema.
    public var captureDuration: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("camera.captureDuration") }

    /// The `camera.captureMode` enum schema.
    public var captureMode: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("camera.captureMode") }
}
