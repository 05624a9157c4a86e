// Real public types of a module named like a widget extension; their names reuse the module name's words.

/// A struct named after the whole module plus one word.
public struct WidgetFixtureExtensionEntry {}

/// A struct that reuses two words of the module name.
public struct WidgetEntry {}

/// A struct that reuses the module name's words in another order.
public struct ExtensionWidget {}

/// A struct that mixes module words with a new one.
public struct FixtureWidgetTimeline {}

/// A struct named like the App Intents template intent.
public struct ConfigurationAppIntent {}

/// A class that reuses the words of `ConfigurationAppIntent` and the module.
public final class WidgetConfigurationIntent {}

/// An enum of widget families.
public enum WidgetFamilyKind {
    /// Small.
    case small
    /// Large.
    case large
}

/// A struct with nested types.
public struct WidgetProvider {
    /// A nested struct reusing the parent's words.
    public struct ProviderEntry {}

    /// A nested enum.
    public enum Phase {
        /// The only case.
        case placeholder
    }
}

/// A generic struct of this module.
public struct WidgetTimeline<Entry> {}

/// A protocol of this module.
public protocol WidgetFixtureProtocol {}

/// A struct whose name is a single word of the module name.
public struct Widget {}

/// A struct that repeats a word of the module name.
public struct ExtensionExtension {}
