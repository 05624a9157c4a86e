/// Why registering an intent or a package failed.
public struct RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case packageCycle
            case emptyPackage
        }

        private let kind: Kind

        /// Packages include each other in a cycle.
        public static let packageCycle = Code(kind: .packageCycle)

        /// A package and the packages it includes have no intent: none listed, none found in
        /// their modules.
        public static let emptyPackage = Code(kind: .emptyPackage)

        /// The code's name.
        public var description: String {
            switch kind {
            case .packageCycle: "packageCycle"
            case .emptyPackage: "emptyPackage"
            }
        }
    }

    /// The kind of failure.
    public let code: Code

    /// What went wrong, naming the types involved, and how to fix it.
    public let message: String

    /// The message.
    public var description: String { message }

    static func packageCycle(_ path: [String]) -> RegistryError {
        RegistryError(
            code: .packageCycle,
            message: "AppIntentsPackage inclusion cycle: \(path.joined(separator: " → ")); "
                + "remove one of these types from the other's includedPackages"
        )
    }

    static func emptyPackage(_ package: any AppIntentsPackage.Type, modules: [String]) -> RegistryError {
        let name = _typeName(package, qualified: true)
        let searched = Array(Set(modules)).sorted().joined(separator: ", ")
        let reason =
            ModuleTypeDiscovery.isSupported
            ? "it lists no intent, and module\(modules.count == 1 ? "" : "s") \(searched) "
                + "declare\(modules.count == 1 ? "s" : "") no non-generic AppIntent type"
            : "it lists no intent, and on this platform a module's intents cannot be found "
                + "without a list"
        return RegistryError(
            code: .emptyPackage,
            message: "AppIntentsPackage \(name) registers no intent: \(reason); list them in a ListedIntentsPackage's "
                + "`static var intents: [any AppIntent.Type]` or register the intent types directly"
        )
    }
}
