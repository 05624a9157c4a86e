/// A query that gives the system values for an input: for example, the app's entities that match what visual
/// intelligence sees.
///
/// Spelled as Apple's `IntentValueQuery`. No system asks here: a host or a test calls ``values(for:)`` directly.
public protocol IntentValueQuery: PersistentlyIdentifiable, SupportsAppDependencies, Sendable {
    /// What the query is asked about.
    associatedtype Input

    /// The type of the values the query returns.
    associatedtype ResultValue

    /// What the query returns: by default an array of ``ResultValue``.
    associatedtype Result: ResultsCollection = [ResultValue] where Result.Element == ResultValue

    /// The values for an input.
    /// - Parameter input: What the query is asked about.
    /// - Returns: The values, in order.
    func values(for input: Input) async throws -> Result
}
