/// A collection of options an App Shortcut offers for a parameter, backed by an options provider.
///
/// Spelled as Apple's `AppShortcutOptionsCollectionProtocol`. Shortcuts are expanded from phrases
/// here, not from option collections: a conforming type compiles and nothing reads it.
public protocol AppShortcutOptionsCollectionProtocol {
    /// The provider of the options.
    associatedtype Provider: DynamicOptionsProvider

    /// The provider the options come from.
    var dynamicOptionsProvider: Provider { get }

    /// The collection's title.
    var title: LocalizedStringResource { get }

    /// The SF Symbol shown beside the collection, if any.
    var systemImageName: String? { get }
}
