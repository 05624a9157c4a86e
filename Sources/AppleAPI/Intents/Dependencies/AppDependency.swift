/// A dependency of an intent, a query or an entity, found in an ``AppDependencyManager``:
/// `@Dependency private var store: TodoStore`.
///
/// Spelled as Apple's `AppDependency`. The runtime makes every dependency of an intent before its
/// `perform()` runs and refuses the run, naming the type, when one was never added; reading one
/// that was never added outside a run traps, as on Apple's platforms, with a message that says
/// what to add.
///
/// A dependency of the shared manager (the default) is found in the dependencies of the host
/// running the code that reads it: an `IntentHost` made with `dependencies:`, or a test host's
/// own; `AppDependencyManager.shared` itself when the host was given none, or outside any host.
@propertyWrapper
public final class AppDependency<Value: Sendable>: Sendable {
    private let key: DependencyKey?
    private let manager: AppDependencyManager
    private let fallback: (@Sendable () async throws -> Value)?
    /// The value made, with the manager it came from: one wrapper may be read under several hosts
    /// (a query kept in a `static let`), and each host sees its own dependency.
    private let resolved = Locked<(from: AppDependencyManager, value: Value)?>(nil)

    /// The value made from `source`, if it was.
    private func made(from source: AppDependencyManager) -> Value? {
        resolved.withLock { resolved in
            guard let resolved, resolved.from === source else { return nil }
            return resolved.value
        }
    }

    /// Creates a dependency found by its type and, optionally, a key.
    /// - Parameters:
    ///   - key: The key it was added with.
    ///   - manager: Where it is found.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key.map(DependencyKey.init)
        self.manager = manager
        self.fallback = nil
    }

    /// Creates a dependency with a default, used when none was added.
    /// - Parameters:
    ///   - key: The key it was added with.
    ///   - manager: Where it is found.
    ///   - defaultValueProvider: Makes the default.
    public init(
        key: AnyHashable? = nil,
        manager: AppDependencyManager = .shared,
        default defaultValueProvider: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.key = key.map(DependencyKey.init)
        self.manager = manager
        self.fallback = { defaultValueProvider() }
    }

    /// Creates a dependency with a default made by an async, throwing closure, used when none was added.
    /// - Parameters:
    ///   - key: The key it was added with.
    ///   - manager: Where it is found.
    ///   - defaultValueProvider: Makes the default, before the intent runs; what it throws stops the run.
    public init(
        key: AnyHashable? = nil,
        manager: AppDependencyManager = .shared,
        default defaultValueProvider: @escaping @Sendable () async throws -> Value
    ) {
        self.key = key.map(DependencyKey.init)
        self.manager = manager
        self.fallback = defaultValueProvider
    }

    /// Where the dependency is found now: the running host's dependencies when this one reads the
    /// shared manager, the manager it was given otherwise.
    private var source: AppDependencyManager {
        guard manager === AppDependencyManager.shared, let running = RunContext.dependencies else { return manager }
        return running
    }

    /// What to do when the dependency was never added, for the messages.
    private var remedy: String {
        if manager !== AppDependencyManager.shared {
            return "call add(dependency:) on the AppDependencyManager its @Dependency names (manager:)"
        }
        return source === AppDependencyManager.shared
            ? "call AppDependencyManager.shared.add(dependency:)"
            : "add it to the AppDependencyManager the host was made with (dependencies:)"
    }

    /// The dependency.
    public var wrappedValue: Value {
        let source = source
        if let value = made(from: source) { return value }
        do {
            if let value = try source.resolveNow(Value.self, key: key?.value) {
                resolved.withLock { $0 = (source, value) }
                return value
            }
        } catch {
            preconditionFailure("@Dependency \(Value.self): making it threw \(error)")
        }
        preconditionFailure(
            "@Dependency \(Value.self) was read, but no dependency of that type"
                + (key.map { " and key \($0.value)" } ?? "")
                + " was added (or it is made asynchronously and no run made it); \(remedy) at startup"
        )
    }

    /// The dependency itself, as `$store`.
    public var projectedValue: AppDependency<Value> { self }
}

/// A dependency's key. `AnyHashable` is not `Sendable`; the keys apps use (strings, enums) are
/// immutable values, and the manager only hashes and compares them.
struct DependencyKey: Hashable, @unchecked Sendable {
    let value: AnyHashable
}

/// What the runtime needs of any `AppDependency`, whatever its `Value`.
package protocol AnyAppDependency: AnyObject, Sendable {
    /// Makes the dependency now, so that reading it in `perform()` does not wait.
    /// - Throws: ``AppDependencyError`` when it was never added or making it threw.
    func prepare() async throws(AppDependencyError)
}

extension AppDependency: AnyAppDependency {
    package func prepare() async throws(AppDependencyError) {
        let source = source
        guard made(from: source) == nil else { return }
        var value: Value?
        do {
            value = try await source.resolve(Value.self, key: key?.value)
            if value == nil, let fallback { value = try await fallback() }
        } catch {
            throw AppDependencyError(typeName: "\(Value.self)", key: key?.value, reason: "making it threw \(error)")
        }
        guard let value else {
            throw AppDependencyError(
                typeName: "\(Value.self)",
                key: key?.value,
                reason: "no dependency of that type was added; \(remedy) before the intent runs"
            )
        }
        resolved.withLock { $0 = (source, value) }
    }
}

/// Why an intent's `@Dependency` could not be made before it ran.
public struct AppDependencyError: Error, Sendable, CustomStringConvertible {
    /// The dependency's type.
    package let typeName: String

    /// The key it is found by, if any, as text.
    package let key: String?

    /// Why it could not be made.
    package let reason: String

    init(typeName: String, key: AnyHashable?, reason: String) {
        self.typeName = typeName
        self.key = key.map { "\($0)" }
        self.reason = reason
    }

    /// `@Dependency TodoStore: no dependency of that type was added; …`.
    public var description: String {
        "@Dependency \(typeName)\(key.map { " (key \($0))" } ?? ""): \(reason)"
    }
}

/// A type whose properties may be `@Dependency`: intents, queries, options providers, entities.
///
/// Spelled after Apple's `_SupportsAppDependencies`.
public protocol SupportsAppDependencies {}

extension SupportsAppDependencies {
    /// The property wrapper of a dependency: `@Dependency private var store: TodoStore`.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>

    /// Makes every `@Dependency` of this value, so that reading them does not wait or trap.
    /// - Throws: ``AppDependencyError`` naming the first one that cannot be made.
    package func prepareDependencies() async throws(AppDependencyError) {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let dependency = child.value as? any AnyAppDependency { try await dependency.prepare() }
            }
            mirror = current.superclassMirror
        }
    }
}
