/// Where an app registers the objects its intents, queries and entities use through
/// `@Dependency`: `AppDependencyManager.shared.add(dependency: store)` at startup.
///
/// Spelled as Apple's `AppDependencyManager`. Dependencies are found by their type and, when
/// given, a key. A dependency added as an async closure is made before `perform()` runs; the
/// runtime refuses the run, naming the type, when one that an intent uses was never added.
public final class AppDependencyManager: Sendable {
    /// The manager `@Dependency` reads by default.
    public static let shared = AppDependencyManager()

    private struct Key: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    private enum Provider: Sendable {
        case made(any Sendable)
        case synchronous(@Sendable () throws -> any Sendable)
        case asynchronous(@Sendable () async throws -> any Sendable)
    }

    private let providers = Locked<[Key: Provider]>([:])

    /// Creates a manager of its own, for a test or a second host.
    public init() {}

    /// Adds a dependency, made the first time it is used: `add(dependency: TodoStore())`.
    /// - Parameters:
    ///   - key: A key, to keep several dependencies of one type apart.
    ///   - dependency: Makes the dependency.
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil,
        dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        set(.synchronous { dependency() }, for: Dependency.self, key: key)
    }

    /// Adds a dependency made by a throwing closure, made the first time it is used:
    /// `add(dependency: { try TodoStore.open() })`.
    /// - Parameters:
    ///   - key: A key, to keep several dependencies of one type apart.
    ///   - dependencyProvider: Gives the closure that makes the dependency (asked once, when added).
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil,
        dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency
    ) {
        let make = dependencyProvider()
        set(.synchronous { try make() }, for: Dependency.self, key: key)
    }

    /// Adds a dependency made by an async, throwing closure: `add { try await TodoStore.open() }`.
    /// - Parameters:
    ///   - key: A key, to keep several dependencies of one type apart.
    ///   - dependency: Makes the dependency.
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil,
        dependency: @escaping @Sendable () async throws -> Dependency
    ) {
        set(.asynchronous { try await dependency() }, for: Dependency.self, key: key)
    }

    /// The dependency of a type, made now if it has not been.
    /// - Parameters:
    ///   - type: The dependency's type.
    ///   - key: The key it was added with.
    /// - Returns: The dependency, or `nil` when none was added.
    /// - Throws: What making it threw.
    package func resolve<Dependency: Sendable>(_ type: Dependency.Type, key: AnyHashable?) async throws -> Dependency? {
        let slot = Key(type: ObjectIdentifier(type), key: key)
        switch providers.withLock({ $0[slot] }) {
        case nil: return nil
        case .made(let value)?: return value as? Dependency
        case .synchronous(let make)?: return try store(try make(), in: slot)
        case .asynchronous(let make)?: return try store(try await make(), in: slot)
        }
    }

    /// The dependency of a type when it can be had without waiting.
    /// - Returns: The dependency; `nil` when none was added or it is made asynchronously and
    ///   was not made yet.
    package func resolveNow<Dependency: Sendable>(_ type: Dependency.Type, key: AnyHashable?) throws -> Dependency? {
        let slot = Key(type: ObjectIdentifier(type), key: key)
        switch providers.withLock({ $0[slot] }) {
        case .made(let value)?: return value as? Dependency
        case .synchronous(let make)?: return try store(try make(), in: slot)
        case .asynchronous?, nil: return nil
        }
    }

    private func set(_ provider: Provider, for type: Any.Type, key: AnyHashable?) {
        providers.withLock { $0[Key(type: ObjectIdentifier(type), key: key)] = provider }
    }

    /// Keeps a made dependency, unless another task made one first: every user sees one instance.
    private func store<Dependency: Sendable>(_ made: any Sendable, in slot: Key) throws -> Dependency? {
        providers.withLock { providers in
            if case .made(let existing)? = providers[slot] { return existing as? Dependency }
            providers[slot] = .made(made)
            return made as? Dependency
        }
    }
}
