/// A failure of a weather intent, with a message for the user.
public struct WeatherError: Error, Hashable, Sendable, CustomStringConvertible {
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
