// `LiveActivityStartingIntent`, as AppIntents declares it (iOS 16.1), listed by Apple only under "Deprecated
// symbols" (replaced by `LiveActivityIntent`). Declared so files written for iOS 16.1 compile; nothing here tells it
// from any other system intent, as nothing starts a Live Activity's process here.

/// An intent that starts, pauses or otherwise changes a Live Activity (deprecated: adopt `LiveActivityIntent`).
public protocol LiveActivityStartingIntent: SystemIntent {}
