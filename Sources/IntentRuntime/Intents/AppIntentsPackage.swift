/// A module's intents, packaged so that an app can include the intents of its frameworks.
///
/// On Apple's platforms a framework declares a package and the app lists it in
/// ``includedPackages``; the metadata processor then finds the framework's intents by reading its
/// sources. A running program cannot list a module's types, so here a package also names its
/// intents in ``intents``. Inclusion is transitive: registering a package registers the intents
/// of every package it includes, once each; a cycle of inclusions is refused.
public protocol AppIntentsPackage {
    /// The packages whose intents this package includes.
    static var includedPackages: [any AppIntentsPackage.Type] { get }

    /// The intents declared in this package's module.
    static var intents: [any AppIntent.Type] { get }
}

extension AppIntentsPackage {
    /// No included packages, by default.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }

    /// No intents of its own, by default.
    public static var intents: [any AppIntent.Type] { [] }
}
