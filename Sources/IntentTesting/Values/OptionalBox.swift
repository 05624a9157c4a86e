/// `Optional`, seen through its value, whatever its `Wrapped`.
protocol OptionalBox {
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
}

extension Optional: OptionalBox {
    var wrappedAny: Any? { self.map { $0 } }
}
