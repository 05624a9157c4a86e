// Apple's app schemas of iOS 26 (`AppSchema`, `AppSchemaIntent`, `AppSchemaEntity`, `AppSchemaEnum`): the values
// that `@AppIntent(schema: .mail.createDraft)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` take. The macros are
// not offered (see AssistantSchemas.swift); the values are, each naming its schema as metadata only.

/// The namespace of the app schemas: their domains and values.
///
/// Spelled as Apple's `AppSchema`.
public struct AppSchema: Sendable {
    /// What every schema kind and domain refines.
    public protocol Kind {}

    /// The value of an intent schema, naming it.
    public struct Intent: AppSchemaIntent {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an entity schema, naming it.
    public struct Entity: AppSchemaEntity {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }

    /// The value of an enumeration schema, naming it.
    public struct Enum: AppSchemaEnum {
        /// The schema's name, `domain.schema`.
        package let name: String

        /// A value naming a schema.
        /// - Parameter name: The schema's name, `domain.schema`.
        package init(_ name: String) { self.name = name }
    }
}

/// A schema an intent conforms to: `@AppIntent(schema:)` takes one.
///
/// Spelled as Apple's `AppSchemaIntent`.
public protocol AppSchemaIntent: AppSchema.Kind {}

/// A schema an entity conforms to: `@AppEntity(schema:)` takes one.
///
/// Spelled as Apple's `AppSchemaEntity`.
public protocol AppSchemaEntity: AppSchema.Kind {}

/// A schema an enumeration conforms to: `@AppEnum(schema:)` takes one.
///
/// Spelled as Apple's `AppSchemaEnum`.
public protocol AppSchemaEnum: AppSchema.Kind {}

// MARK: - Domains

extension AppSchema {
    /// The mail domain's intent schemas.
    public protocol MailIntent: Kind {}

    /// The photos domain's entity schemas.
    public protocol PhotosEntity: Kind {}

    /// The photos domain's intent schemas.
    public protocol PhotosIntent: Kind {}

    /// The browser domain's entity schemas.
    public protocol BrowserEntity: Kind {}

    /// The camera domain's intent schemas.
    public protocol CameraIntent: Kind {}

    /// The camera domain's enum schemas.
    public protocol CameraEnum: Kind {}

    /// The files domain's entity schemas.
    public protocol FilesEntity: Kind {}

    /// The word processor domain's intent schemas.
    public protocol WordProcessorIntent: Kind {}

    /// The assistant domain's intent schemas.
    public protocol AssistantIntent: Kind {}

    /// The audio domain's intent schemas.
    public protocol AudioIntent: Kind {}

    /// The books domain's intent schemas.
    public protocol BooksIntent: Kind {}

    /// The browser domain's intent schemas.
    public protocol BrowserIntent: Kind {}

    /// The calendar domain's intent schemas.
    public protocol CalendarIntent: Kind {}

    /// The files domain's intent schemas.
    public protocol FilesIntent: Kind {}

    /// The audio domain's enum schemas.
    public protocol AudioEnum: Kind {}

    /// The books domain's enum schemas.
    public protocol BooksEnum: Kind {}

    /// The browser domain's enum schemas.
    public protocol BrowserEnum: Kind {}

    /// The calendar domain's enum schemas.
    public protocol CalendarEnum: Kind {}

    /// The clock domain's enum schemas.
    public protocol ClockEnum: Kind {}

    /// The audio domain's entity schemas.
    public protocol AudioEntity: Kind {}

    /// The books domain's entity schemas.
    public protocol BooksEntity: Kind {}

    /// The calendar domain's entity schemas.
    public protocol CalendarEntity: Kind {}

    /// The clock domain's entity schemas.
    public protocol ClockEntity: Kind {}

    /// The mail domain's entity schemas.
    public protocol MailEntity: Kind {}

    /// The spreadsheet domain's intent schemas.
    public protocol SpreadsheetIntent: Kind {}

    /// The notes domain's entity schemas.
    public protocol NotesEntity: Kind {}

    /// The messages domain's enum schemas.
    public protocol MessagesEnum: Kind {}

    /// The notes domain's intent schemas.
    public protocol NotesIntent: Kind {}

    /// The messages domain's intent schemas.
    public protocol MessagesIntent: Kind {}

    /// The clock domain's intent schemas.
    public protocol ClockIntent: Kind {}

    /// The mail domain's enum schemas.
    public protocol MailEnum: Kind {}

    /// The whiteboard domain's entity schemas.
    public protocol WhiteboardEntity: Kind {}

    /// The presentation domain's intent schemas.
    public protocol PresentationIntent: Kind {}

    /// The reader domain's intent schemas.
    public protocol ReaderIntent: Kind {}

    /// The visual intelligence domain's intent schemas.
    public protocol VisualIntelligenceIntent: Kind {}

    /// The phone domain's intent schemas.
    public protocol PhoneIntent: Kind {}

    /// The messages domain's entity schemas.
    public protocol MessagesEntity: Kind {}
}

extension AppSchema.Intent:
    AppSchema.MailIntent,
    AppSchema.PhotosIntent,
    AppSchema.CameraIntent,
    AppSchema.WordProcessorIntent,
    AppSchema.AssistantIntent,
    AppSchema.AudioIntent,
    AppSchema.BooksIntent,
    AppSchema.BrowserIntent,
    AppSchema.CalendarIntent,
    AppSchema.FilesIntent,
    AppSchema.SpreadsheetIntent,
    AppSchema.NotesIntent,
    AppSchema.MessagesIntent,
    AppSchema.ClockIntent,
    AppSchema.PresentationIntent,
    AppSchema.ReaderIntent,
    AppSchema.VisualIntelligenceIntent,
    AppSchema.PhoneIntent
{}

extension AppSchema.Entity:
    AppSchema.PhotosEntity,
    AppSchema.BrowserEntity,
    AppSchema.FilesEntity,
    AppSchema.AudioEntity,
    AppSchema.BooksEntity,
    AppSchema.CalendarEntity,
    AppSchema.ClockEntity,
    AppSchema.MailEntity,
    AppSchema.NotesEntity,
    AppSchema.WhiteboardEntity,
    AppSchema.MessagesEntity
{}

extension AppSchema.Enum:
    AppSchema.CameraEnum,
    AppSchema.AudioEnum,
    AppSchema.BooksEnum,
    AppSchema.BrowserEnum,
    AppSchema.CalendarEnum,
    AppSchema.ClockEnum,
    AppSchema.MessagesEnum,
    AppSchema.MailEnum
{}

// MARK: - Each kind's domains

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The assistant domain's intent schemas.
    public static var assistant: some AppSchema.AssistantIntent { AppSchema.Intent("assistant") }

    /// The audio domain's intent schemas.
    public static var audio: some AppSchema.AudioIntent { AppSchema.Intent("audio") }

    /// The books domain's intent schemas.
    public static var books: some AppSchema.BooksIntent { AppSchema.Intent("books") }

    /// The browser domain's intent schemas.
    public static var browser: some AppSchema.BrowserIntent { AppSchema.Intent("browser") }

    /// The calendar domain's intent schemas.
    public static var calendar: some AppSchema.CalendarIntent { AppSchema.Intent("calendar") }

    /// The camera domain's intent schemas.
    public static var camera: some AppSchema.CameraIntent { AppSchema.Intent("camera") }

    /// The files domain's intent schemas.
    public static var files: some AppSchema.FilesIntent { AppSchema.Intent("files") }

    /// The word processor domain's intent schemas.
    public static var wordProcessor: some AppSchema.WordProcessorIntent { AppSchema.Intent("wordProcessor") }

    /// The mail domain's intent schemas.
    public static var mail: some AppSchema.MailIntent { AppSchema.Intent("mail") }

    /// The photos domain's intent schemas.
    public static var photos: some AppSchema.PhotosIntent { AppSchema.Intent("photos") }

    /// The clock domain's intent schemas.
    public static var clock: some AppSchema.ClockIntent { AppSchema.Intent("clock") }

    /// The phone domain's intent schemas.
    public static var phone: some AppSchema.PhoneIntent { AppSchema.Intent("phone") }

    /// The messages domain's intent schemas.
    public static var messages: some AppSchema.MessagesIntent { AppSchema.Intent("messages") }

    /// The notes domain's intent schemas.
    public static var notes: some AppSchema.NotesIntent { AppSchema.Intent("notes") }

    /// The spreadsheet domain's intent schemas.
    public static var spreadsheet: some AppSchema.SpreadsheetIntent { AppSchema.Intent("spreadsheet") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The audio domain's entity schemas.
    public static var audio: some AppSchema.AudioEntity { AppSchema.Entity("audio") }

    /// The books domain's entity schemas.
    public static var books: some AppSchema.BooksEntity { AppSchema.Entity("books") }

    /// The browser domain's entity schemas.
    public static var browser: some AppSchema.BrowserEntity { AppSchema.Entity("browser") }

    /// The calendar domain's entity schemas.
    public static var calendar: some AppSchema.CalendarEntity { AppSchema.Entity("calendar") }

    /// The clock domain's entity schemas.
    public static var clock: some AppSchema.ClockEntity { AppSchema.Entity("clock") }

    /// The files domain's entity schemas.
    public static var files: some AppSchema.FilesEntity { AppSchema.Entity("files") }

    /// The mail domain's entity schemas.
    public static var mail: some AppSchema.MailEntity { AppSchema.Entity("mail") }

    /// The photos domain's entity schemas.
    public static var photos: some AppSchema.PhotosEntity { AppSchema.Entity("photos") }

    /// The notes domain's entity schemas.
    public static var notes: some AppSchema.NotesEntity { AppSchema.Entity("notes") }

    /// The messages domain's entity schemas.
    public static var messages: some AppSchema.MessagesEntity { AppSchema.Entity("messages") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The audio domain's enum schemas.
    public static var audio: some AppSchema.AudioEnum { AppSchema.Enum("audio") }

    /// The books domain's enum schemas.
    public static var books: some AppSchema.BooksEnum { AppSchema.Enum("books") }

    /// The browser domain's enum schemas.
    public static var browser: some AppSchema.BrowserEnum { AppSchema.Enum("browser") }

    /// The calendar domain's enum schemas.
    public static var calendar: some AppSchema.CalendarEnum { AppSchema.Enum("calendar") }

    /// The camera domain's enum schemas.
    public static var camera: some AppSchema.CameraEnum { AppSchema.Enum("camera") }

    /// The clock domain's enum schemas.
    public static var clock: some AppSchema.ClockEnum { AppSchema.Enum("clock") }

    /// The mail domain's enum schemas.
    public static var mail: some AppSchema.MailEnum { AppSchema.Enum("mail") }
}

// MARK: - Each domain's schemas

extension AppSchema.MailIntent {
    /// The `mail.archiveMail` intent schema.
    public var archiveMail: some AppSchemaIntent { AppSchema.Intent("mail.archiveMail") }

    /// The `mail.createDraft` intent schema.
    public var createDraft: some AppSchemaIntent { AppSchema.Intent("mail.createDraft") }

    /// The `mail.deleteDraft` intent schema.
    public var deleteDraft: some AppSchemaIntent { AppSchema.Intent("mail.deleteDraft") }

    /// The `mail.deleteMail` intent schema.
    public var deleteMail: some AppSchemaIntent { AppSchema.Intent("mail.deleteMail") }

    /// The `mail.forwardMail` intent schema.
    public var forwardMail: some AppSchemaIntent { AppSchema.Intent("mail.forwardMail") }

    /// The `mail.replyMail` intent schema.
    public var replyMail: some AppSchemaIntent { AppSchema.Intent("mail.replyMail") }

    /// The `mail.openDraft` intent schema.
    public var openDraft: some AppSchemaIntent { AppSchema.Intent("mail.openDraft") }
}

extension AppSchema.PhotosIntent {
    /// The `photos.addAssetsToAlbum` intent schema.
    public var addAssetsToAlbum: some AppSchemaIntent { AppSchema.Intent("photos.addAssetsToAlbum") }

    /// The `photos.cleanupPhoto` intent schema.
    public var cleanupPhoto: some AppSchemaIntent { AppSchema.Intent("photos.cleanupPhoto") }

    /// The `photos.copyEdits` intent schema.
    public var copyEdits: some AppSchemaIntent { AppSchema.Intent("photos.copyEdits") }

    /// The `photos.createAlbum` intent schema.
    public var createAlbum: some AppSchemaIntent { AppSchema.Intent("photos.createAlbum") }

    /// The `photos.createAssets` intent schema.
    public var createAssets: some AppSchemaIntent { AppSchema.Intent("photos.createAssets") }

    /// The `photos.editAsset` intent schema.
    public var editAsset: some AppSchemaIntent { AppSchema.Intent("photos.editAsset") }

    /// The `photos.updateAsset` intent schema.
    public var updateAsset: some AppSchemaIntent { AppSchema.Intent("photos.updateAsset") }

    /// The `photos.pasteEdits` intent schema.
    public var pasteEdits: some AppSchemaIntent { AppSchema.Intent("photos.pasteEdits") }
}

extension AppSchema.CameraIntent {
    /// The `camera.openInCaptureMode` intent schema.
    public var openInCaptureMode: some AppSchemaIntent { AppSchema.Intent("camera.openInCaptureMode") }

    /// The `camera.setDevice` intent schema.
    public var setDevice: some AppSchemaIntent { AppSchema.Intent("camera.setDevice") }

    /// The `camera.startCapture` intent schema.
    public var startCapture: some AppSchemaIntent { AppSchema.Intent("camera.startCapture") }

    /// The `camera.stopCapture` intent schema.
    public var stopCapture: some AppSchemaIntent { AppSchema.Intent("camera.stopCapture") }

    /// The `camera.switchDevice` intent schema.
    public var switchDevice: some AppSchemaIntent { AppSchema.Intent("camera.switchDevice") }
}

extension AppSchema.WordProcessorIntent {
    /// The `wordProcessor.addAudioToPage` intent schema.
    public var addAudioToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addAudioToPage") }

    /// The `wordProcessor.addImageToPage` intent schema.
    public var addImageToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addImageToPage") }

    /// The `wordProcessor.addTextBoxToPage` intent schema.
    public var addTextBoxToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addTextBoxToPage") }

    /// The `wordProcessor.addVideoToPage` intent schema.
    public var addVideoToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addVideoToPage") }

    /// The `wordProcessor.addWebVideoToPage` intent schema.
    public var addWebVideoToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor.addWebVideoToPage") }
}

extension AppSchema.MailEntity {
    /// The `mail.draft` entity schema.
    public var draft: some AppSchemaEntity { AppSchema.Entity("mail.draft") }
}

extension AppSchema.PhotosEntity {
    /// The `photos.album` entity schema.
    public var album: some AppSchemaEntity { AppSchema.Entity("photos.album") }

    /// The `photos.asset` entity schema.
    public var asset: some AppSchemaEntity { AppSchema.Entity("photos.asset") }

    /// The `photos.recognizedPerson` entity schema.
    public var recognizedPerson: some AppSchemaEntity { AppSchema.Entity("photos.recognizedPerson") }
}

extension AppSchema.BooksEntity {
    /// The `books.book` entity schema.
    public var book: some AppSchemaEntity { AppSchema.Entity("books.book") }
}

extension AppSchema.BrowserEntity {
    /// The `browser.bookmark` entity schema.
    public var bookmark: some AppSchemaEntity { AppSchema.Entity("browser.bookmark") }

    /// The `browser.readingListItem` entity schema.
    public var readingListItem: some AppSchemaEntity { AppSchema.Entity("browser.readingListItem") }

    /// The `browser.tab` entity schema.
    public var tab: some AppSchemaEntity { AppSchema.Entity("browser.tab") }

    /// The `browser.tabGroup` entity schema.
    public var tabGroup: some AppSchemaEntity { AppSchema.Entity("browser.tabGroup") }

    /// The `browser.window` entity schema.
    public var window: some AppSchemaEntity { AppSchema.Entity("browser.window") }
}

extension AppSchema.FilesEntity {
    /// The `files.file` entity schema.
    public var file: some AppSchemaEntity { AppSchema.Entity("files.file") }
}

extension AppSchema.CameraEnum {
    /// The `camera.captureDevice` enum schema.
    public var captureDevice: some AppSchemaEnum { AppSchema.Enum("camera.captureDevice") }

    /// The `camera.captureDuration` enum schema.
    public var captureDuration: some AppSchemaEnum { AppSchema.Enum("camera.captureDuration") }

    /// The `camera.captureMode` enum schema.
    public var captureMode: some AppSchemaEnum { AppSchema.Enum("camera.captureMode") }
}

extension AppSchema.FilesIntent {
    /// The `files.createFolder` intent schema.
    public var createFolder: some AppSchemaIntent { AppSchema.Intent("files.createFolder") }

    /// The `files.deleteFiles` intent schema.
    public var deleteFiles: some AppSchemaIntent { AppSchema.Intent("files.deleteFiles") }

    /// The `files.moveFiles` intent schema.
    public var moveFiles: some AppSchemaIntent { AppSchema.Intent("files.moveFiles") }

    /// The `files.openFile` intent schema.
    public var openFile: some AppSchemaIntent { AppSchema.Intent("files.openFile") }

    /// The `files.renameFile` intent schema.
    public var renameFile: some AppSchemaIntent { AppSchema.Intent("files.renameFile") }
}

extension AppSchema.BrowserIntent {
    /// The `browser.bookmarkTab` intent schema.
    public var bookmarkTab: some AppSchemaIntent { AppSchema.Intent("browser.bookmarkTab") }

    /// The `browser.bookmarkURL` intent schema.
    public var bookmarkURL: some AppSchemaIntent { AppSchema.Intent("browser.bookmarkURL") }

    /// The `browser.clearHistory` intent schema.
    public var clearHistory: some AppSchemaIntent { AppSchema.Intent("browser.clearHistory") }

    /// The `browser.closeTabs` intent schema.
    public var closeTabs: some AppSchemaIntent { AppSchema.Intent("browser.closeTabs") }

    /// The `browser.closeWindows` intent schema.
    public var closeWindows: some AppSchemaIntent { AppSchema.Intent("browser.closeWindows") }
}

extension AppSchema.BrowserEnum {
    /// The `browser.clearHistoryTimeFrame` enum schema.
    public var clearHistoryTimeFrame: some AppSchemaEnum { AppSchema.Enum("browser.clearHistoryTimeFrame") }
}

extension AppSchema.AudioIntent {
    /// The `audio.addToLibrary` intent schema.
    public var addToLibrary: some AppSchemaIntent { AppSchema.Intent("audio.addToLibrary") }

    /// The `audio.addToPlaylist` intent schema.
    public var addToPlaylist: some AppSchemaIntent { AppSchema.Intent("audio.addToPlaylist") }

    /// The `audio.createStation` intent schema.
    public var createStation: some AppSchemaIntent { AppSchema.Intent("audio.createStation") }

    /// The `audio.playAudio` intent schema.
    public var playAudio: some AppSchemaIntent { AppSchema.Intent("audio.playAudio") }

    /// The `audio.recognizeAudio` intent schema.
    public var recognizeAudio: some AppSchemaIntent { AppSchema.Intent("audio.recognizeAudio") }
}

extension AppSchema.AudioEntity {
    /// The `audio.album` entity schema.
    public var album: some AppSchemaEntity { AppSchema.Entity("audio.album") }

    /// The `audio.algorithmicRadioStation` entity schema.
    public var algorithmicRadioStation: some AppSchemaEntity { AppSchema.Entity("audio.algorithmicRadioStation") }

    /// The `audio.ambientSound` entity schema.
    public var ambientSound: some AppSchemaEntity { AppSchema.Entity("audio.ambientSound") }

    /// The `audio.artist` entity schema.
    public var artist: some AppSchemaEntity { AppSchema.Entity("audio.artist") }

    /// The `audio.audiobook` entity schema.
    public var audiobook: some AppSchemaEntity { AppSchema.Entity("audio.audiobook") }

    /// The `audio.classicalMusicRecording` entity schema.
    public var classicalMusicRecording: some AppSchemaEntity { AppSchema.Entity("audio.classicalMusicRecording") }
}

extension AppSchema.ClockEntity {
    /// The `clock.alarm` entity schema.
    public var alarm: some AppSchemaEntity { AppSchema.Entity("clock.alarm") }

    /// The `clock.stopwatch` entity schema.
    public var stopwatch: some AppSchemaEntity { AppSchema.Entity("clock.stopwatch") }

    /// The `clock.timer` entity schema.
    public var timer: some AppSchemaEntity { AppSchema.Entity("clock.timer") }
}

extension AppSchema.NotesIntent {
    /// The `notes.appendText` intent schema.
    public var appendText: some AppSchemaIntent { AppSchema.Intent("notes.appendText") }

    /// The `notes.createNote` intent schema.
    public var createNote: some AppSchemaIntent { AppSchema.Intent("notes.createNote") }

    /// The `notes.updateNote` intent schema.
    public var updateNote: some AppSchemaIntent { AppSchema.Intent("notes.updateNote") }
}

extension AppSchema.NotesEntity {
    /// The `notes.note` entity schema.
    public var note: some AppSchemaEntity { AppSchema.Entity("notes.note") }
}

extension AppSchema.PhoneIntent {
    /// The `phone.startCall` intent schema.
    public var startCall: some AppSchemaIntent { AppSchema.Intent("phone.startCall") }
}

extension AppSchema.MessagesIntent {
    /// The `messages.draftMessage` intent schema.
    public var draftMessage: some AppSchemaIntent { AppSchema.Intent("messages.draftMessage") }

    /// The `messages.editSentMessage` intent schema.
    public var editSentMessage: some AppSchemaIntent { AppSchema.Intent("messages.editSentMessage") }

    /// The `messages.sendMessage` intent schema.
    public var sendMessage: some AppSchemaIntent { AppSchema.Intent("messages.sendMessage") }

    /// The `messages.setMessageReadStatus` intent schema.
    public var setMessageReadStatus: some AppSchemaIntent { AppSchema.Intent("messages.setMessageReadStatus") }

    /// The `messages.unsendMessage` intent schema.
    public var unsendMessage: some AppSchemaIntent { AppSchema.Intent("messages.unsendMessage") }
}

extension AppSchema.MessagesEntity {
    /// The `messages.conversation` entity schema.
    public var conversation: some AppSchemaEntity { AppSchema.Entity("messages.conversation") }

    /// The `messages.customAttachment` entity schema.
    public var customAttachment: some AppSchemaEntity { AppSchema.Entity("messages.customAttachment") }

    /// The `messages.message` entity schema.
    public var message: some AppSchemaEntity { AppSchema.Entity("messages.message") }

    /// The `messages.messagePerson` entity schema.
    public var messagePerson: some AppSchemaEntity { AppSchema.Entity("messages.messagePerson") }
}

extension AppSchema.ClockEnum {
    /// The `clock.alarmTriggerState` enum schema.
    public var alarmTriggerState: some AppSchemaEnum { AppSchema.Enum("clock.alarmTriggerState") }

    /// The `clock.stopwatchState` enum schema.
    public var stopwatchState: some AppSchemaEnum { AppSchema.Enum("clock.stopwatchState") }

    /// The `clock.timerState` enum schema.
    public var timerState: some AppSchemaEnum { AppSchema.Enum("clock.timerState") }
}

extension AppSchema.CalendarEnum {
    /// The `calendar.attendeeStatus` enum schema.
    public var attendeeStatus: some AppSchemaEnum { AppSchema.Enum("calendar.attendeeStatus") }

    /// The `calendar.attendeeType` enum schema.
    public var attendeeType: some AppSchemaEnum { AppSchema.Enum("calendar.attendeeType") }

    /// The `calendar.eventSpan` enum schema.
    public var eventSpan: some AppSchemaEnum { AppSchema.Enum("calendar.eventSpan") }

    /// The `calendar.eventStatus` enum schema.
    public var eventStatus: some AppSchemaEnum { AppSchema.Enum("calendar.eventStatus") }
}

extension AppSchema.MailEnum {
    /// The `mail.category` enum schema.
    public var category: some AppSchemaEnum { AppSchema.Enum("mail.category") }
}

extension AppSchema.CalendarEntity {
    /// The `calendar.attendee` entity schema.
    public var attendee: some AppSchemaEntity { AppSchema.Entity("calendar.attendee") }

    /// The `calendar.calendar` entity schema.
    public var calendar: some AppSchemaEntity { AppSchema.Entity("calendar.calendar") }

    /// The `calendar.event` entity schema.
    public var event: some AppSchemaEntity { AppSchema.Entity("calendar.event") }
}

extension AppSchema.ClockIntent {
    /// The `clock.cancelTimer` intent schema.
    public var cancelTimer: some AppSchemaIntent { AppSchema.Intent("clock.cancelTimer") }

    /// The `clock.createAlarm` intent schema.
    public var createAlarm: some AppSchemaIntent { AppSchema.Intent("clock.createAlarm") }

    /// The `clock.createTimer` intent schema.
    public var createTimer: some AppSchemaIntent { AppSchema.Intent("clock.createTimer") }

    /// The `clock.deleteAlarm` intent schema.
    public var deleteAlarm: some AppSchemaIntent { AppSchema.Intent("clock.deleteAlarm") }

    /// The `clock.dismissAlarm` intent schema.
    public var dismissAlarm: some AppSchemaIntent { AppSchema.Intent("clock.dismissAlarm") }

    /// The `clock.lapStopwatch` intent schema.
    public var lapStopwatch: some AppSchemaIntent { AppSchema.Intent("clock.lapStopwatch") }
}

extension AppSchema.CalendarIntent {
    /// The `calendar.createEvent` intent schema.
    public var createEvent: some AppSchemaIntent { AppSchema.Intent("calendar.createEvent") }

    /// The `calendar.deleteEvent` intent schema.
    public var deleteEvent: some AppSchemaIntent { AppSchema.Intent("calendar.deleteEvent") }

    /// The `calendar.updateEvent` intent schema.
    public var updateEvent: some AppSchemaIntent { AppSchema.Intent("calendar.updateEvent") }
}
