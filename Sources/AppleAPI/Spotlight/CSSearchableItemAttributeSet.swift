#if !canImport(Darwin)
    // NSObject, NSNumber and NSSecureCoding, which Apple's declarations name, are Foundation's (not
    // FoundationEssentials').
    import Foundation

    /// The metadata of one searchable item: its title, description, keywords, thumbnail, dates.
    ///
    /// Spelled as Core Spotlight's `CSSearchableItemAttributeSet`, a framework that does not exist here: `import
    /// CoreSpotlight` finds this class, so an `IndexedEntity` that builds an `attributeSet` compiles unchanged. There is
    /// no Spotlight: the values are kept as set and read back, and the in-process ``CSSearchableIndex`` keeps the
    /// items indexed with them. A non-`Sendable` subclass of `NSObject`, as Apple's is; like Apple's it is changed from
    /// one thread at a time.
    open class CSSearchableItemAttributeSet: NSObject {
        /// The custom attributes, by key name.
        private var customValues: [String: any NSSecureCoding] = [:]

        /// Creates an empty attribute set.
        public override init() {
            super.init()
        }

        /// Creates an attribute set for content of a type: `CSSearchableItemAttributeSet(contentType: .text)`.
        /// - Parameter contentType: The content's type; its identifier becomes ``contentType``.
        public init(contentType: UTType) {
            self.contentType = contentType.identifier
            super.init()
        }

        /// Creates an attribute set for content of a type named by its identifier (deprecated in iOS 27 for
        /// ``init(contentType:)``).
        /// - Parameter itemContentType: The type's identifier: `"public.text"`.
        public init(itemContentType: String) {
            self.contentType = itemContentType
            super.init()
        }

        // MARK: - General

        /// The name of the item as a user interface shows it.
        public var displayName: String?

        /// Other names the item is known by.
        public var alternateNames: [String]?

        /// The item's title.
        public var title: String?

        /// The keywords a search finds the item by.
        public var keywords: [String]?

        /// The identifier of the item's type (`public.text`).
        public var contentType: String?

        /// The identifiers of the item's type and of the types it conforms to.
        public var contentTypeTree: [String]?

        /// The file URL of the item's content.
        public var contentURL: URL?

        /// The file path of the item.
        public var path: String?

        /// The item's thumbnail image, encoded.
        public var thumbnailData: Data?

        /// The local file URL of the item's thumbnail.
        public var thumbnailURL: URL?

        /// The local file URL of the item's thumbnail in Dark Mode.
        public var darkThumbnailURL: URL?

        /// The unique identifier of the item an activity is related to.
        public var relatedUniqueIdentifier: String?

        /// The unique identifier of an item an activity is related to without being linked to it.
        public var weakRelatedUniqueIdentifier: String?

        /// The domain (owner) the item belongs to.
        public var domainIdentifier: String?

        /// The date the item's metadata last changed.
        public var metadataModificationDate: Date?

        /// A relative importance among the app's items, 0 to 100.
        public var rankingHint: NSNumber?

        // MARK: - Documents

        /// A description of the item's content.
        public var contentDescription: String?

        /// A formal identifier of the document the item is.
        public var identifier: String?

        /// The document's subject.
        public var subject: String?

        /// The document's theme.
        public var theme: String?

        /// The kind of document.
        public var kind: String?

        /// The name of the application that created the content.
        public var creator: String?

        /// The groups the item is intended for.
        public var audiences: [String]?

        /// A synopsis of the item's content.
        public var headline: String?

        /// The item's full text, as a search reads it.
        public var textContent: String?

        // MARK: - Dates

        /// The date the content was created.
        public var contentCreationDate: Date?

        /// The date the content last changed.
        public var contentModificationDate: Date?

        /// The date the item was moved where it is.
        public var addedDate: Date?

        /// The date the item was last used.
        public var lastUsedDate: Date?

        /// The date the item is due.
        public var dueDate: Date?

        /// The date the item was completed.
        public var completionDate: Date?

        /// The item's start date: an event's.
        public var startDate: Date?

        /// The item's end date: an event's.
        public var endDate: Date?

        /// Whether an event lasts the whole day.
        public var allDay: NSNumber?

        /// Other dates that matter for the item.
        public var importantDates: [Date]?

        // MARK: - User involvement

        /// Whether the user created the item.
        public var userCreated: NSNumber?

        /// Whether the user owns the item.
        public var userOwned: NSNumber?

        /// Whether the user chose the item.
        public var userCurated: NSNumber?

        // MARK: - Containment

        /// The name of the container the item belongs to, as shown.
        public var containerDisplayName: String?

        // MARK: - Custom attributes

        /// Sets the value of a custom attribute; `nil` removes it.
        /// - Parameters:
        ///   - value: A property-list value: `NSString`, `NSNumber`, `NSDate`, `NSData`.
        ///   - key: The attribute's key.
        public func setValue(_ value: (any NSSecureCoding)?, forCustomKey key: CSCustomAttributeKey) {
            customValues[key.keyName] = value
        }

        /// The value of a custom attribute.
        /// - Parameter key: The attribute's key.
        /// - Returns: The value set for a key of that name, or `nil`.
        public func value(forCustomKey key: CSCustomAttributeKey) -> (any NSSecureCoding)? {
            customValues[key.keyName]
        }

        /// The entity these attributes describe, once `associateAppEntity(_:priority:)` named one.
        package var associatedEntity: IndexedEntityReference?

        /// The custom attributes' key names, for the engine that reads an indexed item.
        package var customKeyNames: [String] { customValues.keys.sorted() }

        /// An independent copy, values and custom attributes included: what the index keeps of an item, so that a
        /// change to the set after indexing does not change the index (as with Apple's, which copies into its store).
        package func copied() -> CSSearchableItemAttributeSet {
            let copy = CSSearchableItemAttributeSet()
            copy.displayName = displayName
            copy.alternateNames = alternateNames
            copy.title = title
            copy.keywords = keywords
            copy.contentType = contentType
            copy.contentTypeTree = contentTypeTree
            copy.contentURL = contentURL
            copy.path = path
            copy.thumbnailData = thumbnailData
            copy.thumbnailURL = thumbnailURL
            copy.darkThumbnailURL = darkThumbnailURL
            copy.relatedUniqueIdentifier = relatedUniqueIdentifier
            copy.weakRelatedUniqueIdentifier = weakRelatedUniqueIdentifier
            copy.domainIdentifier = domainIdentifier
            copy.metadataModificationDate = metadataModificationDate
            copy.rankingHint = rankingHint
            copy.contentDescription = contentDescription
            copy.identifier = identifier
            copy.subject = subject
            copy.theme = theme
            copy.kind = kind
            copy.creator = creator
            copy.audiences = audiences
            copy.headline = headline
            copy.textContent = textContent
            copy.contentCreationDate = contentCreationDate
            copy.contentModificationDate = contentModificationDate
            copy.addedDate = addedDate
            copy.lastUsedDate = lastUsedDate
            copy.dueDate = dueDate
            copy.completionDate = completionDate
            copy.startDate = startDate
            copy.endDate = endDate
            copy.allDay = allDay
            copy.importantDates = importantDates
            copy.userCreated = userCreated
            copy.userOwned = userOwned
            copy.userCurated = userCurated
            copy.containerDisplayName = containerDisplayName
            copy.customValues = customValues
            copy.associatedEntity = associatedEntity
            return copy
        }
    }
#endif
