import IntentRuntime
import Synchronization

/// The counter the Live Activity shows.
///
/// The app and its extension share it through an app group: a host calls ``keep(in:)`` at
/// start-up with the group's store (the `intents` executable does), and every process then adds
/// to and reads the same count, under the store's file lock. Until then it counts in memory, which
/// keeps in-process tests hermetic.
///
/// Every addition also shows the new count in the counter's Live Activity
/// (``CounterActivityAttributes``), in the calling task's `LiveActivityCenter.current`, while the
/// count is still locked: two processes adding at once show their counts in the order they
/// counted, so the activity never goes back to an older count.
///
/// It also counts how many times each intent type performed in this process, so a host (or a
/// test) can tell which `ConfigurationAppIntent` ran: the framework's or the extension's.
public actor LiveActivityCounter {
    /// The process-wide counter.
    public static let shared = LiveActivityCounter()

    /// The counter the intents add to: ``shared``, unless a caller binds another for the
    /// duration of an operation (a test does, so that tests running at once don't share counts).
    @TaskLocal public static var current = LiveActivityCounter.shared

    /// The app group the app and the extension share.
    public static let appGroupIdentifier = "group.com.example.dynamicisland"

    /// The key of the count in the app group's store.
    public static let storeKey = "liveActivityCount"

    private let store = Mutex<AppGroupStore?>(nil)
    private var memoryValue = 0
    private var performs: [String: Int] = [:]

    /// Creates a counter at zero, in memory.
    public init() {}

    /// Keeps the count in an app group's store from now on.
    /// - Parameter store: The shared store; `nil` goes back to counting in memory.
    public nonisolated func keep(in store: AppGroupStore?) {
        self.store.withLock { $0 = store }
    }

    /// The counter's value; 0 when the shared store cannot be read (a widget shows something).
    public var value: Int {
        (try? currentValue()) ?? 0
    }

    /// The counter's value.
    /// - Throws: ``AppGroupError`` when the shared store cannot be read.
    public func currentValue() throws(AppGroupError) -> Int {
        guard let store = store.withLock({ $0 }) else { return memoryValue }
        return try store.integer(forKey: Self.storeKey) ?? 0
    }

    /// Adds to the counter and shows the new count in the Live Activity.
    /// - Parameters:
    ///   - step: How much to add.
    ///   - type: The fully qualified name of the intent type that performed.
    /// - Returns: The new value.
    /// - Throws: ``AppGroupError`` when the shared store cannot be updated, or what showing the
    ///   count throws (`ActivityAuthorizationError`, `LiveActivityError`); nothing was added then.
    public func add(_ step: Int, performedBy type: String) throws -> Int {
        let center = LiveActivityCenter.current
        let value: Int
        if let store = store.withLock({ $0 }) {
            var activityError: (any Error)?
            do {
                value = try store.update { (values: inout [String: StoreValue]) throws(AppGroupError) -> Int in
                    let current: Int
                    switch values[Self.storeKey] {
                    case nil: current = 0
                    case .int(let value): current = value
                    case let other?:
                        throw AppGroupError(
                            .corruptStore, path: store.fileURL.path,
                            message: "key \"\(Self.storeKey)\" holds \(other), not an integer")
                    }
                    let (sum, overflow) = current.addingReportingOverflow(step)
                    guard !overflow else {
                        throw AppGroupError(
                            .corruptStore, path: store.fileURL.path, message: "key \"\(Self.storeKey)\" would overflow")
                    }
                    do {
                        try CounterActivity.show(sum, in: center)
                    } catch {
                        // Nothing is written: the count goes up only when the activity shows it.
                        activityError = error
                        throw AppGroupError(.io, path: store.fileURL.path, message: "\(error)")
                    }
                    values[Self.storeKey] = .int(sum)
                    return sum
                }
            } catch {
                throw activityError ?? error
            }
        } else {
            let (sum, overflow) = memoryValue.addingReportingOverflow(step)
            guard !overflow else {
                throw AppGroupError(.corruptStore, path: "memory", message: "the counter would overflow")
            }
            try CounterActivity.show(sum, in: center)
            memoryValue = sum
            value = sum
        }
        performs[type, default: 0] += 1
        return value
    }

    /// How many times an intent type performed in this process.
    /// - Parameter type: The fully qualified type name.
    /// - Returns: The count.
    public func performCount(of type: String) -> Int {
        performs[type] ?? 0
    }
}
