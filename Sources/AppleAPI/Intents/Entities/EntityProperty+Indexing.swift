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

    // The iOS 26 `identifier:` forms with an indexing key, as `@ComputedProperty(indexingKey:)` and
    // `@DeferredProperty(customIndexingKey:)` expand (Apple: do not call directly).
    extension EntityProperty {

        /// Creates a property with an identifier and a Spotlight attribute its value is indexed under.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - indexingKey: Where the value is indexed.
        public convenience init(identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
            self.init(identifier: identifier)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a computed property that reads its value through a key path, indexed under a Spotlight attribute.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - indexingKey: Where the value is indexed.
        ///   - getter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
            getter: KeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, getter: getter)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a computed property that reads its value through a key path (nothing writes through it here), indexed under a Spotlight attribute.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - indexingKey: Where the value is indexed.
        ///   - getSetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
            getSetter: WritableKeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, getSetter: getSetter)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a computed property that fetches its value with a closure, indexed under a Spotlight attribute.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - indexingKey: Where the value is indexed.
        ///   - asyncGetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
            asyncGetter: @escaping @Sendable (Entity) async throws -> Value
        ) where Entity: AppEntity {
            self.init(identifier: identifier, asyncGetter: asyncGetter)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a property with an identifier, a title and a Spotlight attribute its value is indexed under.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - indexingKey: Where the value is indexed.
        public convenience init(
            identifier: String, title: LocalizedStringResource,
            indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
        ) {
            self.init(identifier: identifier, title: title)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a computed property that reads its value through a key path, indexed under a Spotlight attribute.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - indexingKey: Where the value is indexed.
        ///   - getter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, title: LocalizedStringResource,
            indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>, getter: KeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, title: title, getter: getter)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a computed property that reads its value through a key path (nothing writes through it here), indexed under a Spotlight attribute.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - indexingKey: Where the value is indexed.
        ///   - getSetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, title: LocalizedStringResource,
            indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>, getSetter: WritableKeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, title: title, getSetter: getSetter)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a computed property that fetches its value with a closure, indexed under a Spotlight attribute.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - indexingKey: Where the value is indexed.
        ///   - asyncGetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, title: LocalizedStringResource,
            indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
            asyncGetter: @escaping @Sendable (Entity) async throws -> Value
        ) where Entity: AppEntity {
            self.init(identifier: identifier, title: title, asyncGetter: asyncGetter)
            indexed(by: .attribute(indexingKey))
        }

        /// Creates a property with an identifier and a custom Spotlight key its value is indexed under.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - customIndexingKey: Where the value is indexed.
        public convenience init(identifier: String, customIndexingKey: CSCustomAttributeKey) {
            self.init(identifier: identifier)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Creates a computed property that reads its value through a key path, indexed under a custom Spotlight key.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - customIndexingKey: Where the value is indexed.
        ///   - getter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, customIndexingKey: CSCustomAttributeKey, getter: KeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, getter: getter)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Creates a computed property that reads its value through a key path (nothing writes through it here), indexed under a custom Spotlight key.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - customIndexingKey: Where the value is indexed.
        ///   - getSetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, customIndexingKey: CSCustomAttributeKey, getSetter: WritableKeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, getSetter: getSetter)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Creates a computed property that fetches its value with a closure, indexed under a custom Spotlight key.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - customIndexingKey: Where the value is indexed.
        ///   - asyncGetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, customIndexingKey: CSCustomAttributeKey,
            asyncGetter: @escaping @Sendable (Entity) async throws -> Value
        ) where Entity: AppEntity {
            self.init(identifier: identifier, asyncGetter: asyncGetter)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Creates a property with an identifier, a title and a custom Spotlight key its value is indexed under.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - customIndexingKey: Where the value is indexed.
        public convenience init(
            identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey
        ) {
            self.init(identifier: identifier, title: title)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Creates a computed property that reads its value through a key path, indexed under a custom Spotlight key.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - customIndexingKey: Where the value is indexed.
        ///   - getter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey,
            getter: KeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, title: title, getter: getter)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Creates a computed property that reads its value through a key path (nothing writes through it here), indexed under a custom Spotlight key.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - customIndexingKey: Where the value is indexed.
        ///   - getSetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey,
            getSetter: WritableKeyPath<Entity, Value>
        ) where Entity: AppEntity {
            self.init(identifier: identifier, title: title, getSetter: getSetter)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Creates a computed property that fetches its value with a closure, indexed under a custom Spotlight key.
        /// - Parameters:
        ///   - identifier: The property's identifier.
        ///   - title: The title shown to the user.
        ///   - customIndexingKey: Where the value is indexed.
        ///   - asyncGetter: How the value is read from an entity.
        public convenience init<Entity>(
            identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey,
            asyncGetter: @escaping @Sendable (Entity) async throws -> Value
        ) where Entity: AppEntity {
            self.init(identifier: identifier, title: title, asyncGetter: asyncGetter)
            indexed(by: .custom(keyName: customIndexingKey.keyName))
        }

        /// Sets the key the property's value is indexed under.
        private func indexed(by key: EntityIndexingKey) {
            indexingKey.withLock { $0 = key }
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
