// Apple's books domain of the app schemas (iOS 26's names): its protocols, each kind's `.books` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The books domain's intent schemas.
    public protocol BooksIntent: Kind {}

    /// The books domain's entity schemas.
    public protocol BooksEntity: Kind {}

    /// The books domain's enum schemas.
    public protocol BooksEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.BooksIntent {}

extension AppSchema.Entity: AppSchema.BooksEntity {}

extension AppSchema.Enum: AppSchema.BooksEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The books domain's intent schemas.
    public static var books: some AppSchema.BooksIntent { AppSchema.Intent("books") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The books domain's entity schemas.
    public static var books: some AppSchema.BooksEntity { AppSchema.Entity("books") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The books domain's enum schemas.
    public static var books: some AppSchema.BooksEnum { AppSchema.Enum("books") }
}

extension AppSchema.BooksIntent {
    /// The `books.navigatePage` intent schema.
    public var navigatePage: some AppSchemaIntent { AppSchema.Intent("books.navigatePage") }

    /// The `books.openBook` intent schema.
    public var openBook: some AppSchemaIntent { AppSchema.Intent("books.openBook") }

    /// The `books.playAudiobook` intent schema. Deprecated on Apple's page.
    public var playAudiobook: some AppSchemaIntent { AppSchema.Intent("books.playAudiobook") }

    /// The `books.search` intent schema. Deprecated on Apple's page.
    public var search: some AppSchemaIntent { AppSchema.Intent("books.search") }

    /// The `books.updateCharacterSpacing` intent schema.
    public var updateCharacterSpacing: some AppSchemaIntent { AppSchema.Intent("books.updateCharacterSpacing") }

    /// The `books.updateFontSize` intent schema.
    public var updateFontSize: some AppSchemaIntent { AppSchema.Intent("books.updateFontSize") }

    /// The `books.updateLineSpacing` intent schema.
    public var updateLineSpacing: some AppSchemaIntent { AppSchema.Intent("books.updateLineSpacing") }

    /// The `books.updateSettings` intent schema.
    public var updateSettings: some AppSchemaIntent { AppSchema.Intent("books.updateSettings") }

    /// The `books.updateWordSpacing` intent schema.
    public var updateWordSpacing: some AppSchemaIntent { AppSchema.Intent("books.updateWordSpacing") }
}

extension AppSchema.BooksEntity {
    /// The `books.audiobook` entity schema.
    public var audiobook: some AppSchemaEntity { AppSchema.Entity("books.audiobook") }

    /// The `books.book` entity schema.
    public var book: some AppSchemaEntity { AppSchema.Entity("books.book") }

    /// The `books.settings` entity schema.
    public var settings: some AppSchemaEntity { AppSchema.Entity("books.settings") }
}

extension AppSchema.BooksEnum {
    /// The `books.contentType` enum schema.
    public var contentType: some AppSchemaEnum { AppSchema.Enum("books.contentType") }

    /// The `books.font` enum schema.
    public var font: some AppSchemaEnum { AppSchema.Enum("books.font") }

    /// The `books.fontSize` enum schema.
    public var fontSize: some AppSchemaEnum { AppSchema.Enum("books.fontSize") }

    /// The `books.navigationDirection` enum schema.
    public var navigationDirection: some AppSchemaEnum { AppSchema.Enum("books.navigationDirection") }

    /// The `books.pageNavigationSetting` enum schema.
    public var pageNavigationSetting: some AppSchemaEnum { AppSchema.Enum("books.pageNavigationSetting") }

    /// The `books.relativeCharacterSpacingChange` enum schema.
    public var relativeCharacterSpacingChange: some AppSchemaEnum {
        AppSchema.Enum("books.relativeCharacterSpacingChange")
    }

    /// The `books.relativeFontChange` enum schema.
    public var relativeFontChange: some AppSchemaEnum { AppSchema.Enum("books.relativeFontChange") }

    /// The `books.relativeLineSpacingChange` enum schema.
    public var relativeLineSpacingChange: some AppSchemaEnum { AppSchema.Enum("books.relativeLineSpacingChange") }

    /// The `books.relativeWordSpacingChange` enum schema.
    public var relativeWordSpacingChange: some AppSchemaEnum { AppSchema.Enum("books.relativeWordSpacingChange") }

    /// The `books.theme` enum schema.
    public var theme: some AppSchemaEnum { AppSchema.Enum("books.theme") }
}
