/// What a Live Activity shows: its static attributes, set when it starts, and its dynamic
/// ``ContentState``, which every update replaces.
///
/// Spelled as ActivityKit's `ActivityAttributes`, so one source file compiles against Apple's
/// framework and against this runtime:
///
/// ```swift
/// struct CounterActivityAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable {
///         var count: Int
///     }
///
///     var name: String
/// }
/// ```
///
/// As in ActivityKit, neither has to be `Sendable`: a `public struct ContentState: Codable, Hashable`
/// declared in a shared module compiles unchanged. Both are measured as `LiveActivityLimits/encodedSize(of:)` measures them: the
/// attributes and every content state may take at most
/// `LiveActivityLimits/maximumContentStateSize` bytes of JSON.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic content of the Live Activity: what ``Activity/update(_:)`` changes.
    associatedtype ContentState: Decodable, Encodable, Hashable
}
