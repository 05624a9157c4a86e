import IntentRuntime
import Synchronization

/// The counter the Live Activity shows.
///
/// The app and its extension share it through an app group: a host calls ``keep(in:)`` at
/// start-up with the group's store (the `intents` executable does), and every process then adds
/// to and reads the same count, under the store's file lock. Until then it counts in memory, which
/// keeps in-process tests hermetic.
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

    /// Adds to the counter.
    /// - Parameters:
    ///   - step: How much to add.
    ///   - type: The fully qualified name of the intent type that performed.
    /// - Returns: The new value.
    /// - Throws: ``AppGroupError`` when the shared store cannot be updated; nothing was added then.
    public func add(_ step: Int, performedBy type: String) throws(AppGroupError) -> Int {
        let value: Int
        if let store = store.withLock({ $0 }) {
            value = try store.increment(Self.storeKey, by: step)
        } else {
            memoryValue += step
            value = memoryValue
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
