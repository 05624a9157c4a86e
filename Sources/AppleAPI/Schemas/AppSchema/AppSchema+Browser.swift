// Apple's browser domain of the app schemas (iOS 26's names): its protocols, each kind's `.browser` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The browser domain's intent schemas.
    public protocol BrowserIntent: Kind {}

    /// The browser domain's entity schemas.
    public protocol BrowserEntity: Kind {}

    /// The browser domain's enum schemas.
    public protocol BrowserEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.BrowserIntent {}

extension AppSchema.Entity: AppSchema.BrowserEntity {}

extension AppSchema.Enum: AppSchema.BrowserEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The browser domain's intent schemas.
    public static var browser: some AppSchema.BrowserIntent { AppSchema.Intent("browser") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The browser domain's entity schemas.
    public static var browser: some AppSchema.BrowserEntity { AppSchema.Entity("browser") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The browser domain's enum schemas.
    public static var browser: some AppSchema.BrowserEnum { AppSchema.Enum("browser") }
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

    /// The `browser.createTab` intent schema.
    public var createTab: some AppSchemaIntent { AppSchema.Intent("browser.createTab") }

    /// The `browser.createWindow` intent schema.
    public var createWindow: some AppSchemaIntent { AppSchema.Intent("browser.createWindow") }

    /// The `browser.deleteBookmarks` intent schema.
    public var deleteBookmarks: some AppSchemaIntent { AppSchema.Intent("browser.deleteBookmarks") }

    /// The `browser.findOnPage` intent schema.
    public var findOnPage: some AppSchemaIntent { AppSchema.Intent("browser.findOnPage") }

    /// The `browser.openBookmark` intent schema.
    public var openBookmark: some AppSchemaIntent { AppSchema.Intent("browser.openBookmark") }

    /// The `browser.openURLInTab` intent schema.
    public var openURLInTab: some AppSchemaIntent { AppSchema.Intent("browser.openURLInTab") }

    /// The `browser.search` intent schema. Deprecated on Apple's page.
    public var search: some AppSchemaIntent { AppSchema.Intent("browser.search") }

    /// The `browser.switchTab` intent schema.
    public var switchTab: some AppSchemaIntent { AppSchema.Intent("browser.switchTab") }
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

extension AppSchema.BrowserEnum {
    /// The `browser.clearHistoryTimeFrame` enum schema.
    public var clearHistoryTimeFrame: some AppSchemaEnum { AppSchema.Enum("browser.clearHistoryTimeFrame") }
}
