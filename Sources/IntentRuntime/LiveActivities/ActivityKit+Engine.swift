// What the engine adds to ActivityKit's types beyond Apple's API: a textual form for the values a command line and an
// error message print. Declared here, in the engine, so that a file that imports only ActivityKit sees these types as
// Apple declares them.

extension ActivityAuthorizationError: CustomStringConvertible {
    /// The code's name and the message, as in `globalMaximumExceeded: …`.
    public var description: String { spelling }
}

extension ActivityUIDismissalPolicy: CustomStringConvertible {
    /// `default`, `immediate` or `after(<date>)`.
    public var description: String { spelling }
}

extension DynamicIslandExpandedRegionPosition: CustomStringConvertible {
    /// The position's name, as in `bottom`.
    public var description: String { spelling }
}

extension PushType: CustomStringConvertible {
    /// `token` or `channel(<name>)`.
    public var description: String { spelling }
}
