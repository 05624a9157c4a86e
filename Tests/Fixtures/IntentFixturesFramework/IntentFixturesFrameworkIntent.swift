// Real public types of a framework-like module; names reuse the module name's words, as intents moved into a
// framework do (`9AppIntent013ConfigurationaB0V`).

/// A struct named after the whole module plus one word.
public struct IntentFixturesFrameworkIntent {}

/// The template intent, here compiled into a framework module.
public struct ConfigurationAppIntent {}

/// A struct reusing one word of the module name.
public struct FrameworkIntent {}

/// A struct reusing the module's words in another order.
public struct FixturesIntentFramework {}

/// A class reusing a word of the module name.
public final class IntentFixture {}

/// An enum reusing a word of the module name.
public enum IntentFixturesMode {
    /// On.
    case on
    /// Off.
    case off
}

/// A struct with nested types.
public struct ShortcutsProvider {
    /// A nested intent.
    public struct ProviderIntent {}

    /// A nested generic struct.
    public struct Options<Value> {}
}

/// A struct named like App Intents' shortcuts provider.
public struct AppShortcutsProvider {}

/// A generic struct of this module.
public struct IntentResult<Value> {}

/// A protocol of this module.
public protocol FrameworkIntentProtocol {}

/// An entity-like struct.
public struct StreamEntity {}

/// A query-like struct reusing the entity's words.
public struct StreamEntityQuery {}
