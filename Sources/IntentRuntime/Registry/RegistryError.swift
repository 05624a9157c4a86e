/// Why registering an intent or a package failed.
public struct RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case packageCycle
        }

        private let kind: Kind

        /// Packages include each other in a cycle.
        public static let packageCycle = Code(kind: .packageCycle)

        /// The code's name.
        public var description: String {
            switch kind {
            case .packageCycle: "packageCycle"
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
}
