/// How a Live Activity stays on screen: ``standard`` until it ends and is dismissed, or
/// ``transient``, which the system may remove sooner.
///
/// Spelled as ActivityKit's `ActivityStyle`. Accepted by the `request` forms that take a style;
/// off Apple's platforms every activity lives as a standard one, whatever its style.
public enum ActivityStyle: Hashable {
    /// Stays until it ends and its dismissal policy removes it.
    case standard

    /// May be removed by the system before it ends; here it lives as a standard one.
    case transient
}
