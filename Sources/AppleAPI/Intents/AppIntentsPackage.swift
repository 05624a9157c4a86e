/// A module's intents, packaged so that an app can include the intents of its frameworks.
///
/// On Apple's platforms a framework declares a package and the app lists it in
/// ``includedPackages``; the metadata processor then finds the framework's intents by reading its
/// sources. Here `IntentRegistry/register(package:)` finds them in the loaded program: a package
/// declared as Apple's are, `struct FrameworkPackage: AppIntentsPackage {}`, registers the intent
/// types of its own module. Inclusion is transitive: registering a package registers the intents of
/// every package it includes, once each; a cycle of inclusions is refused. (A host that lists a
/// package's intents instead adopts the engine's `ListedIntentsPackage`, which `IntentRuntime`
/// declares: Apple's protocol has no such list.)
///
/// A package is `Sendable`: it is a type with no state, and hosts keep package types in values
/// shared across tasks.
public protocol AppIntentsPackage {
    /// The packages whose intents this package includes.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// No included packages, by default.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// The principal type of an App Intents extension: `struct MyExtension: AppIntentsExtension {}`.
///
/// Spelled as Apple's `AppIntentsExtension`, which refines ExtensionFoundation's `AppExtension`, a
/// framework that does not exist here. Here an extension's intents are registered as the app's are,
/// and the type only compiles.
public protocol AppIntentsExtension {}
