import AppleAPI
import Foundation

// Foundation's `Progress` is not in FoundationEssentials, which IntentRuntime is built on here, so
// a `ProgressReportingIntent` gets its `progress` from this module, which imports Foundation as
// Apple's framework does (on Apple's platforms IntentRuntime itself declares it).
extension ProgressReportingIntent {
    /// The intent's progress: set `totalUnitCount` and `completedUnitCount` in `perform()`.
    public var progress: Progress {
        ProgressRegistry.progress(for: self) { Progress(totalUnitCount: 0) }
    }
}
