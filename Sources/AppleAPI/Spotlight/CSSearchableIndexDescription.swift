#if !canImport(Darwin)
    // NSObject and FileProtectionType, which Apple's declaration names, are Foundation's (not FoundationEssentials').
    import Foundation

    /// What characterizes one of the app's searchable indexes, given to an ``IndexedEntityQuery`` that reindexes it.
    ///
    /// Spelled as Core Spotlight's `CSSearchableIndexDescription` (iOS 27), a non-`Sendable` subclass of `NSObject` as
    /// Apple's is. The system makes one when it asks an app to reindex; nothing asks that here, so none is made (Apple's
    /// page lists no initializer but `init?(coder:)`, which is not offered: no archive of one exists here).
    public final class CSSearchableIndexDescription: NSObject {
        /// The file protection of the index's data: here always `nil`, as the in-memory index has no files.
        public var protectionClass: FileProtectionType? { nil }

        private override init() {}
    }
#endif
