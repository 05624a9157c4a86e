#if !canImport(Darwin)
    import Foundation
#endif

/// The Spotlight attribute an entity property is indexed under.
///
/// `@unchecked`: Apple's initializers take a `PartialKeyPath`, which is not `Sendable`; a key path is immutable, and
/// the ones into the attribute set's properties capture no value.
package enum EntityIndexingKey: @unchecked Sendable {
    #if !canImport(Darwin)
        /// One of the attribute set's own attributes: `\.displayName`.
        case attribute(PartialKeyPath<CSSearchableItemAttributeSet>)
    #endif
    /// A custom attribute, by key name.
    case custom(keyName: String)
}

#if !canImport(Darwin)
    extension EntityProperty {
        /// Creates a property whose value is indexed under an attribute: `@Property(indexingKey: \.displayName)`.
        ///
        /// Apple declares the form once per value type; here it is one form for every value type.
        /// - Parameter indexingKey: The attribute set's attribute.
        public convenience init(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
            self.init()
            self.indexingKey.withLock { $0 = .attribute(indexingKey) }
        }

        /// Creates a property with a title whose value is indexed under an attribute.
        /// - Parameters:
        ///   - title: The title shown to the user.
        ///   - indexingKey: The attribute set's attribute.
        public convenience init(
            title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
        ) {
            self.init(title: title)
            self.indexingKey.withLock { $0 = .attribute(indexingKey) }
        }

        /// Creates a property whose value is indexed under a custom attribute.
        /// - Parameter customIndexingKey: The custom attribute's key.
        public convenience init(customIndexingKey: CSCustomAttributeKey) {
            self.init()
            self.indexingKey.withLock { $0 = .custom(keyName: customIndexingKey.keyName) }
        }

        /// Creates a property with a title whose value is indexed under a custom attribute.
        /// - Parameters:
        ///   - title: The title shown to the user.
        ///   - customIndexingKey: The custom attribute's key.
        public convenience init(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) {
            self.init(title: title)
            self.indexingKey.withLock { $0 = .custom(keyName: customIndexingKey.keyName) }
        }
    }

    /// A property whose value an indexed entity writes to its attribute set.
    package protocol IndexingEntityProperty {
        /// Writes the property's value, if it has an indexing key and a value, to the attribute it names.
        /// - Parameter attributes: The entity's attribute set.
        func writeIndexedValue(to attributes: CSSearchableItemAttributeSet)
    }

    extension EntityProperty: IndexingEntityProperty {
        package func writeIndexedValue(to attributes: CSSearchableItemAttributeSet) {
            guard let key = indexingKey.withLock({ $0 }), let value = anyValue as? Value else { return }
            switch key {
            case .attribute(let keyPath):
                SpotlightAttributeWriter.write(value, to: keyPath, of: attributes)
            case .custom(let keyName):
                guard let customKey = CSCustomAttributeKey(keyName: keyName) else { return }
                attributes.setValue(SpotlightAttributeWriter.secureCodingValue(of: value), forCustomKey: customKey)
            }
        }
    }

    /// Writes a property's value to an attribute of another type where Core Spotlight's types allow it.
    enum SpotlightAttributeWriter {
        /// Writes `value` to the attribute: as it is when the attribute holds its type (or its optional), a text as a
        /// one-element list for a list of texts, a number or Boolean as an `NSNumber`, a date as a one-element list
        /// for a list of dates. A value of another type is not written.
        static func write<Value>(
            _ value: Value, to keyPath: PartialKeyPath<CSSearchableItemAttributeSet>,
            of attributes: CSSearchableItemAttributeSet
        ) {
            if let path = keyPath as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Value?> {
                attributes[keyPath: path] = value
            } else if let path = keyPath as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Value> {
                attributes[keyPath: path] = value
            } else if let path = keyPath as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, [String]?>,
                let text = value as? String
            {
                attributes[keyPath: path] = [text]
            } else if let path = keyPath as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, [Date]?>,
                let date = value as? Date
            {
                attributes[keyPath: path] = [date]
            } else if let path = keyPath as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, NSNumber?>,
                let number = number(of: value)
            {
                attributes[keyPath: path] = number
            } else if let path = keyPath as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, String?> {
                attributes[keyPath: path] = LocalizedStringResource.text(of: value)
            }
        }

        /// A number or Boolean as an `NSNumber`.
        static func number(of value: Any) -> NSNumber? {
            switch value {
            case let value as Bool: NSNumber(value: value)
            case let value as Int: NSNumber(value: value)
            case let value as Double: NSNumber(value: value)
            case let value as Float: NSNumber(value: value)
            case let value as Decimal: NSDecimalNumber(decimal: value)
            default: nil
            }
        }

        /// A value as a custom attribute holds it: a property-list object.
        static func secureCodingValue(of value: Any) -> any NSSecureCoding {
            switch value {
            case let value as any NSSecureCoding: value
            case let value as String: NSString(string: value)
            case let value as Date: NSDate(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)
            case let value as Data: NSData(data: value)
            case let value as URL: NSURL(string: value.absoluteString) ?? NSString(string: value.absoluteString)
            case let value as [String]: NSArray(array: value.map { NSString(string: $0) })
            default: number(of: value) ?? NSString(string: LocalizedStringResource.text(of: value))
            }
        }
    }
#endif
