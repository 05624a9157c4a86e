/// What a long-running task needs besides time, such as the GPU.
///
/// Spelled as Apple's `LongRunningTaskOptions` (iOS 27), an option set passed to
/// ``LongRunningIntent/performBackgroundTask(options:operation:)``. Apple's pages do not give the raw value's type or
/// the options' bits; here they are `Int` bits, kept and read by nothing: no resource is reserved here.
public struct LongRunningTaskOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: Int

    /// Options from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The task needs the GPU.
    public static let requiresGPU = LongRunningTaskOptions(rawValue: 1 << 0)
}
