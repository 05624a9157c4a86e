/// A framework type that can carry the identifier of an app entity it shows, such as a user activity.
///
/// Spelled as Apple's `AppEntityAnnotatable` (iOS 18.2). Apple's framework types adopt it (`NSUserActivity`, which
/// Linux's Foundation lacks); no system reads the identifier here.
public protocol AppEntityAnnotatable {
    /// The identifier of the app entity the value shows.
    var appEntityIdentifier: EntityIdentifier? { get set }
}
