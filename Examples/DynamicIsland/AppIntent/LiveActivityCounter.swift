/// The counter the Live Activity shows, shared by every intent in this process.
///
/// It also counts how many times each intent type performed, so a host (or a test) can tell
/// which `ConfigurationAppIntent` ran: the framework's or the extension's.
public actor LiveActivityCounter {
    /// The process-wide counter.
    public static let shared = LiveActivityCounter()

    /// The counter's value.
    public private(set) var value = 0

    /// How many times each intent type performed, by fully qualified type name.
    public private(set) var performs: [String: Int] = [:]

    /// Creates a counter at zero.
    public init() {}

    /// Adds to the counter.
    /// - Parameters:
    ///   - step: How much to add.
    ///   - type: The fully qualified name of the intent type that performed.
    /// - Returns: The new value.
    public func add(_ step: Int, performedBy type: String) -> Int {
        value += step
        performs[type, default: 0] += 1
        return value
    }

    /// How many times an intent type performed.
    /// - Parameter type: The fully qualified type name.
    /// - Returns: The count.
    public func performCount(of type: String) -> Int {
        performs[type] ?? 0
    }
}
