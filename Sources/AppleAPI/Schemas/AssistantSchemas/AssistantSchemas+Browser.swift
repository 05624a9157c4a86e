// Apple's browser domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.browser` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The browser domain's intent schemas.
    public protocol BrowserIntent: Model {}

    /// The browser domain's entity schemas.
    public protocol BrowserEntity: Model {}

    /// The browser domain's enum schemas.
    public protocol BrowserEnum: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.BrowserIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.BrowserIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.BrowserEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.BrowserEntity {}

extension AssistantSchemas.EnumSchema: AssistantSchemas.BrowserEnum {}

extension AssistantSchema.EnumSchema: AssistantSchemas.BrowserEnum {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The browser domain's intent schemas.
    public static var browser: some AssistantSchemas.BrowserIntent { AssistantSchemas.IntentSchema("browser") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The browser domain's entity schemas.
    public static var browser: some AssistantSchemas.BrowserEntity { AssistantSchemas.EntitySchema("browser") }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The browser domain's enum schemas.
    public static var browser: some AssistantSchemas.BrowserEnum { AssistantSchemas.EnumSchema("browser") }
}

extension AssistantSchemas.BrowserIntent {
    /// The `browser.bookmarkTab` intent schema.
    public var bookmarkTab: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.bookmarkTab") }

    /// The `browser.bookmarkURL` intent schema.
    public var bookmarkURL: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.bookmarkURL") }

    /// The `browser.clearHistory` intent schema.
    public var clearHistory: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.clearHistory") }

    /// The `browser.closeTabs` intent schema.
    public var closeTabs: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.closeTabs") }

    /// The `browser.closeWindows` intent schema.
    public var closeWindows: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.closeWindows") }

    /// The `browser.createTab` intent schema.
    public var createTab: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.createTab") }

    /// The `browser.createTabGroup` intent schema.
    public var createTabGroup: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.createTabGroup") }

    /// The `browser.createWindow` intent schema.
    public var createWindow: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.createWindow") }

    /// The `browser.deleteBookmarks` intent schema.
    public var deleteBookmarks: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("browser.deleteBookmarks")
    }

    /// The `browser.deleteTabGroups` intent schema.
    public var deleteTabGroups: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("browser.deleteTabGroups")
    }

    /// The `browser.findOnPage` intent schema.
    public var findOnPage: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.findOnPage") }

    /// The `browser.openBookmark` intent schema.
    public var openBookmark: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.openBookmark") }

    /// The `browser.openURLInTab` intent schema.
    public var openURLInTab: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.openURLInTab") }

    /// The `browser.search` intent schema.
    public var search: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.search") }

    /// The `browser.switchTab` intent schema.
    public var switchTab: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("browser.switchTab") }
}

extension AssistantSchemas.BrowserEntity {
    /// The `browser.bookmark` entity schema.
    public var bookmark: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("browser.bookmark") }

    /// The `browser.readingListItem` entity schema.
    public var readingListItem: some AssistantSchemas.Entity {
        AssistantSchemas.EntitySchema("browser.readingListItem")
    }

    /// The `browser.tab` entity schema.
    public var tab: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("browser.tab") }

    /// The `browser.tabGroup` entity schema.
    public var tabGroup: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("browser.tabGroup") }

    /// The `browser.window` entity schema.
    public var window: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("browser.window") }
}

extension AssistantSchemas.BrowserEnum {
    /// The `browser.clearHistoryTimeFrame` enum schema.
    public var clearHistoryTimeFrame: some AssistantSchemas.Enum {
        AssistantSchemas.EnumSchema("browser.clearHistoryTimeFrame")
    }
}
