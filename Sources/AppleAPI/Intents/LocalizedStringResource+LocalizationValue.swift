// Foundation's `LocalizedStringResource` initializers that take a `String.LocalizationValue`, and the bundle
// description they take: Apple's, which Linux's Foundation lacks. Nothing is localized: the key (or the default
// value) is the text; the locale, the bundle and the comment are accepted and unused.

import Foundation

extension LocalizedStringResource {
    /// Where a resource's strings table is looked up: Foundation's
    /// `LocalizedStringResource.BundleDescription`. Accepted and unused, since nothing is
    /// localized here.
    public enum BundleDescription: Sendable {
        /// The app's main bundle.
        case main
        /// The bundle of a class.
        case forClass(any AnyObject.Type)
        /// The bundle at a URL.
        case atURL(URL)
    }

    /// Creates a resource whose key is also its text.
    /// - Parameters:
    ///   - keyAndValue: The key and text.
    ///   - table: The strings table.
    ///   - locale: The locale; unused.
    ///   - bundle: Where the table is; unused.
    ///   - comment: A note for translators; unused.
    public init(
        _ keyAndValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.init(keyAndValue.text, table: table)
    }

    /// Creates a resource whose key is also its text, in a bundle. Disfavoured, so that
    /// `bundle: .main` means ``BundleDescription/main``.
    /// - Parameters:
    ///   - keyAndValue: The key and text.
    ///   - table: The strings table.
    ///   - locale: The locale; unused.
    ///   - bundle: Where the table is; unused.
    ///   - comment: A note for translators; unused.
    @_disfavoredOverload
    public init(
        _ keyAndValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = .current,
        bundle: Bundle,
        comment: StaticString? = nil
    ) {
        self.init(keyAndValue.text, table: table)
    }

    /// Creates a resource from a key and its default value; the default value is the text.
    /// - Parameters:
    ///   - key: The key in the strings table.
    ///   - defaultValue: The text.
    ///   - table: The strings table.
    ///   - locale: The locale; unused.
    ///   - bundle: Where the table is; unused.
    ///   - comment: A note for translators; unused.
    public init(
        _ key: StaticString,
        defaultValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.init(defaultValue.text, table: table)
    }

    /// Creates a resource from a key and its default value, in a bundle; the default value is the
    /// text. Disfavoured, so that `bundle: .main` means ``BundleDescription/main``.
    /// - Parameters:
    ///   - key: The key in the strings table.
    ///   - defaultValue: The text.
    ///   - table: The strings table.
    ///   - locale: The locale; unused.
    ///   - bundle: Where the table is; unused.
    ///   - comment: A note for translators; unused.
    @_disfavoredOverload
    public init(
        _ key: StaticString,
        defaultValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = .current,
        bundle: Bundle,
        comment: StaticString? = nil
    ) {
        self.init(defaultValue.text, table: table)
    }
}
