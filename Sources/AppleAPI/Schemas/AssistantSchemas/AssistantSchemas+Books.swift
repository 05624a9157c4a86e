// Apple's books domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.books` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The books domain's intent schemas.
    public protocol BooksIntent: Model {}

    /// The books domain's entity schemas.
    public protocol BooksEntity: Model {}

    /// The books domain's enum schemas.
    public protocol BooksEnum: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.BooksIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.BooksIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.BooksEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.BooksEntity {}

extension AssistantSchemas.EnumSchema: AssistantSchemas.BooksEnum {}

extension AssistantSchema.EnumSchema: AssistantSchemas.BooksEnum {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The books domain's intent schemas.
    public static var books: some AssistantSchemas.BooksIntent { AssistantSchemas.IntentSchema("books") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The books domain's entity schemas.
    public static var books: some AssistantSchemas.BooksEntity { AssistantSchemas.EntitySchema("books") }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The books domain's enum schemas.
    public static var books: some AssistantSchemas.BooksEnum { AssistantSchemas.EnumSchema("books") }
}

extension AssistantSchemas.BooksIntent {
    /// The `books.navigatePage` intent schema.
    public var navigatePage: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("books.navigatePage") }

    /// The `books.openBook` intent schema.
    public var openBook: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("books.openBook") }

    /// The `books.playAudiobook` intent schema.
    public var playAudiobook: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("books.playAudiobook") }

    /// The `books.search` intent schema.
    public var search: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("books.search") }

    /// The `books.updateCharacterSpacing` intent schema.
    public var updateCharacterSpacing: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("books.updateCharacterSpacing")
    }

    /// The `books.updateFontSize` intent schema.
    public var updateFontSize: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("books.updateFontSize") }

    /// The `books.updateLineSpacing` intent schema.
    public var updateLineSpacing: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("books.updateLineSpacing")
    }

    /// The `books.updateSettings` intent schema.
    public var updateSettings: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("books.updateSettings") }

    /// The `books.updateWordSpacing` intent schema.
    public var updateWordSpacing: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("books.updateWordSpacing")
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

    /// The `books.relativeCharacterSpacingChange` enum schema.
    public var relativeCharacterSpacingChange: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("books.relativeCharacterSpacingChange")
    }

    /// The `books.relativeFontChange` enum schema.
    public var relativeFontChange: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("books.relativeFontChange")
    }

    /// The `books.relativeLineSpacingChange` enum schema.
    public var relativeLineSpacingChange: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("books.relativeLineSpacingChange")
    }

    /// The `books.relativeWordSpacingChange` enum schema.
    public var relativeWordSpacingChange: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("books.relativeWordSpacingChange")
    }

    /// The `books.theme` enum schema.
    public var theme: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("books.theme") }
}
