import IntentMetadata

/// The bounds on the JSON documents the project's own programs hand each other, shared by the
/// writer and the reader, so that nothing written is refused when it is read.
package enum ExchangeLimits {
    /// `run --json`'s outcome, as the out-of-process test runner (IntentTesting) reads it; `run --json`
    /// refuses to print an outcome over them.
    package static let runReport = MetadataLimits(
        maxBytes: 16 << 20, maxDepth: 64, maxStringBytes: 4 << 20, maxElements: 1 << 20)
}
