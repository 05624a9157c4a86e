#if !canImport(Darwin)
    import Foundation

    /// The key of an app's own attribute of a searchable item: `CSCustomAttributeKey(keyName: "com_example_rating")`.
    ///
    /// Spelled as Core Spotlight's `CSCustomAttributeKey`. A key name is ASCII letters, digits and underscores, not
    /// starting with `kMD` (Apple reserves the prefix); any other name makes the initializers return `nil`, as Apple
    /// documents. A non-`Sendable` subclass of `NSObject`, as Apple's is.
    open class CSCustomAttributeKey: NSObject {
        /// The key's name.
        public let keyName: String

        /// Whether a search may name the attribute as a term: `true` unless said.
        public let isSearchable: Bool

        /// Whether a search looks in the attribute when it names none: `false` unless said.
        public let isSearchableByDefault: Bool

        /// Whether values of the attribute are unique across items (which saves space in Apple's index).
        public let isUnique: Bool

        /// Whether the attribute holds a list of values.
        public let isMultiValued: Bool

        /// Creates a key with the defaults: searchable, not by default, not unique, one value.
        /// - Parameter keyName: ASCII letters, digits and underscores: `com_example_app_rating`.
        public convenience init?(keyName: String) {
            self.init(keyName: keyName, searchable: true, searchableByDefault: false, unique: false, multiValued: false)
        }

        /// Creates a key.
        /// - Parameters:
        ///   - keyName: ASCII letters, digits and underscores: `com_example_app_rating`.
        ///   - searchable: Whether a search may name the attribute.
        ///   - searchableByDefault: Whether a search looks in it when it names none.
        ///   - unique: Whether its values are unique across items.
        ///   - multiValued: Whether it holds a list of values.
        public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) {
            guard Self.isValidKeyName(keyName) else { return nil }
            self.keyName = keyName
            self.isSearchable = searchable
            self.isSearchableByDefault = searchableByDefault
            self.isUnique = unique
            self.isMultiValued = multiValued
            super.init()
        }

        /// Whether a name is one Apple documents for a key: ASCII letters, digits and `_`, and not `kMD…`.
        static func isValidKeyName(_ name: String) -> Bool {
            !name.isEmpty && !name.hasPrefix("kMD")
                && name.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
                }
        }
    }
#endif
