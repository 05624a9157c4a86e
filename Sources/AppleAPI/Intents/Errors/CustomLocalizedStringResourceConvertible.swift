/// A value that says how it is shown to a person: errors that explain themselves in Shortcuts
/// and Siri.
///
/// Spelled as Apple's `CustomLocalizedStringResourceConvertible`. The runtime shows an error
/// thrown from `perform()` by this text when the error provides it.
public protocol CustomLocalizedStringResourceConvertible {
    /// The text a person sees.
    var localizedStringResource: LocalizedStringResource { get }
}
