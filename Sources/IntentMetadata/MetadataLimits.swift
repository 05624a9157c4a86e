/// Bounds on the input a reader accepts, checked before the input can make the reader allocate much.
///
/// Metadata is untrusted input: a bundle copied from anywhere must not exhaust memory or the stack.
public struct MetadataLimits: Sendable, Hashable {
    /// The largest input, in bytes. Default 32 MiB (real files are under 1 MiB).
    public var maxBytes: Int
    /// The deepest nesting of arrays and objects. Default 256 (real files nest about 15 deep).
    public var maxDepth: Int
    /// The longest single string or number, in bytes of UTF-8 input. Default 1 MiB.
    public var maxStringBytes: Int
    /// The most values (of any kind, containers included) in one document. Default 8,388,608.
    public var maxElements: Int

    /// Creates limits.
    /// - Parameters:
    ///   - maxBytes: The largest input, in bytes.
    ///   - maxDepth: The deepest nesting of arrays and objects.
    ///   - maxStringBytes: The longest single string or number, in bytes.
    ///   - maxElements: The most values in one document.
    public init(
        maxBytes: Int = 32 << 20,
        maxDepth: Int = 256,
        maxStringBytes: Int = 1 << 20,
        maxElements: Int = 8 << 20
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.maxElements = maxElements
    }

    /// The limits used when none are given.
    public static let `default` = MetadataLimits()
}
