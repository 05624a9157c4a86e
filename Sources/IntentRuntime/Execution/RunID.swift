/// Identifies one run of an executor. Identifiers increase in arrival order.
public struct RunID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The run's arrival number, starting at 1.
    public let rawValue: UInt64

    /// Creates an identifier.
    /// - Parameter rawValue: The arrival number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders runs by arrival.
    public static func < (lhs: RunID, rhs: RunID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#<number>`.
    public var description: String { "#\(rawValue)" }
}
