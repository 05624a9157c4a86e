/// A package that lists its intents, for a host or a test that registers exactly those:
/// `enum CakePackage: ListedIntentsPackage { static var intents: [any AppIntent.Type] { [SellCakeIntent.self] } }`.
///
/// The engine's, not Apple's: Apple's `AppIntentsPackage` has no list (its metadata processor reads the framework's
/// sources), so the list is declared here, beside `IntentRegistry/register(package:)`, which reads it. A package
/// that adopts only `AppIntentsPackage`, as Apple's do, registers the intent types of its own module.
public protocol ListedIntentsPackage: AppIntentsPackage {
    /// The intents the package registers; empty to register the module's intent types, as an `AppIntentsPackage`
    /// does.
    static var intents: [any AppIntent.Type] { get }
}
