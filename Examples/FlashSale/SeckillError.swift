/// A failure of a flash-sale intent, with a message for the user.
public struct SeckillError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// Creates an error.
    /// - Parameter message: What went wrong.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
