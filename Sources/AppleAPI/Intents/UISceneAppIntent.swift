// `UISceneAppIntent`, as AppIntents declares it (iOS 26): an intent the system directs to a UIKit scene. Its two
// members take and give UIKit's `UIScene` (`uiScene`, `performNavigation(forScene:)`), which does not exist here, and
// are not offered; the protocol itself is, so an intent shared with a UIKit app that adopts it compiles. Nothing here
// routes an intent to a scene: it runs as any `TargetContentProvidingIntent` does.

/// An intent the system directs to a UIKit scene before it performs: the scene shows what the intent names.
public protocol UISceneAppIntent: TargetContentProvidingIntent {}
