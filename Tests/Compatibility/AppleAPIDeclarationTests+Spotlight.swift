// Issue 21: the probes of the rows of Documentation/AppleAPI.md's section "CoreSpotlight" and of the AppIntents rows
// that name Core Spotlight's types (an indexed entity's attribute set, the indexing keys of entity properties).
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let spotlightPreamble = #"""
            struct SLoaf: IndexedEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
                static let defaultQuery = SLoafQuery()
                let id: String
                @Property(indexingKey: \.displayName) var name: String
                var displayRepresentation: DisplayRepresentation { "\(name)" }
                init(id: String, name: String) {
                    self.id = id
                    self.name = name
                }
            }

            struct SLoafQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [SLoaf] { [] }
            }

            func sSet() -> CSSearchableItemAttributeSet { CSSearchableItemAttributeSet() }
            func sKey() -> CSCustomAttributeKey { CSCustomAttributeKey(keyName: "com_example_key")! }
            func notSendable<T>(_: T.Type) {}
            """#

        static let spotlightProbes: [(symbol: String, body: String)] =
            [
                // AppIntents rows that name Core Spotlight's types.
                (
                    #"IndexedEntity.attributeSet"#,
                    #"let _: CSSearchableItemAttributeSet = SLoaf(id: "a", name: "A").attributeSet"#
                ),
                (
                    #"IndexedEntity.defaultAttributeSet"#,
                    #"let _: CSSearchableItemAttributeSet = SLoaf(id: "a", name: "A").defaultAttributeSet"#
                ),
                // CSSearchableItemAttributeSet.
                (
                    #"CSSearchableItemAttributeSet"#,
                    #"let _: NSObject = sSet(); notSendable(CSSearchableItemAttributeSet.self)"#
                ),
                (#"CSSearchableItemAttributeSet.init()"#, #"let _ = CSSearchableItemAttributeSet()"#),
                (
                    #"CSSearchableItemAttributeSet.init(contentType:)"#,
                    #"let _ = CSSearchableItemAttributeSet(contentType: .text); let _ = CSSearchableItemAttributeSet(contentType: UTType.png)"#
                ),
                (
                    #"CSSearchableItemAttributeSet.init(itemContentType:) (deprecated 27.0)"#,
                    #"let _ = CSSearchableItemAttributeSet(itemContentType: "public.text")"#
                ),
                (
                    #"CSSearchableItemAttributeSet.setValue(_:forCustomKey:)"#,
                    #"sSet().setValue(NSNumber(value: 1), forCustomKey: sKey()); sSet().setValue(nil, forCustomKey: sKey())"#
                ),
                (
                    #"CSSearchableItemAttributeSet.value(forCustomKey:)"#,
                    #"let _: (any NSSecureCoding)? = sSet().value(forCustomKey: sKey())"#
                ),
                (
                    #"CSSearchableItemAttributeSet.associateAppEntity(_:priority:)"#,
                    #"sSet().associateAppEntity(SLoaf(id: "a", name: "A")); sSet().associateAppEntity(SLoaf(id: "a", name: "A"), priority: 2)"#
                ),
                // CSCustomAttributeKey.
                (#"CSCustomAttributeKey"#, #"let _: NSObject = sKey(); notSendable(CSCustomAttributeKey.self)"#),
                (
                    #"CSCustomAttributeKey.init(keyName:)"#,
                    #"let _: CSCustomAttributeKey? = CSCustomAttributeKey(keyName: "k")"#
                ),
                (
                    #"CSCustomAttributeKey.init(keyName:searchable:searchableByDefault:unique:multiValued:)"#,
                    #"let _: CSCustomAttributeKey? = CSCustomAttributeKey(keyName: "k", searchable: true, searchableByDefault: false, unique: false, multiValued: true)"#
                ),
                (#"CSCustomAttributeKey.keyName"#, #"let _: String = sKey().keyName"#),
                (#"CSCustomAttributeKey.isSearchable"#, #"let _: Bool = sKey().isSearchable"#),
                (#"CSCustomAttributeKey.isSearchableByDefault"#, #"let _: Bool = sKey().isSearchableByDefault"#),
                (#"CSCustomAttributeKey.isUnique"#, #"let _: Bool = sKey().isUnique"#),
                (#"CSCustomAttributeKey.isMultiValued"#, #"let _: Bool = sKey().isMultiValued"#),
                // CSSearchableItem.
                (
                    #"CSSearchableItem"#,
                    #"let _: NSObject = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: sSet()); notSendable(CSSearchableItem.self)"#
                ),
                (
                    #"CSSearchableItem.init(uniqueIdentifier:domainIdentifier:attributeSet:)"#,
                    #"let _ = CSSearchableItem(uniqueIdentifier: "i", domainIdentifier: "d", attributeSet: sSet())"#
                ),
                (
                    #"CSSearchableItem.uniqueIdentifier"#,
                    #"let i = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: sSet()); i.uniqueIdentifier = "x"; let _: String = i.uniqueIdentifier"#
                ),
                (
                    #"CSSearchableItem.domainIdentifier"#,
                    #"let i = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: sSet()); i.domainIdentifier = "d"; let _: String? = i.domainIdentifier"#
                ),
                (
                    #"CSSearchableItem.expirationDate"#,
                    #"let i = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: sSet()); i.expirationDate = Date(); let _: Date? = i.expirationDate"#
                ),
                (
                    #"CSSearchableItem.attributeSet"#,
                    #"let i = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: sSet()); i.attributeSet = sSet(); let _: CSSearchableItemAttributeSet = i.attributeSet"#
                ),
                (
                    #"CSSearchableItem.init(appEntity:)"#,
                    #"let _ = CSSearchableItem(appEntity: SLoaf(id: "a", name: "A"))"#
                ),
                (
                    #"CSSearchableItem.init(appEntity:priority:)"#,
                    #"let _ = await CSSearchableItem(appEntity: SLoaf(id: "a", name: "A"), priority: 1)"#
                ),
                (
                    #"CSSearchableItem.associateAppEntity(_:priority:)"#,
                    #"let i = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: sSet()); i.associateAppEntity(SLoaf(id: "a", name: "A")); i.associateAppEntity(SLoaf(id: "b", name: "B"), priority: 3)"#
                ),
                // CSSearchableIndex.
                (
                    #"CSSearchableIndex"#,
                    #"let _: NSObject = CSSearchableIndex.default(); notSendable(CSSearchableIndex.self)"#
                ),
                (#"CSSearchableIndex.default()"#, #"let _: CSSearchableIndex = CSSearchableIndex.default()"#),
                (#"CSSearchableIndex.init(name:)"#, #"let _ = CSSearchableIndex(name: "bakery")"#),
                (
                    #"CSSearchableIndex.isIndexingAvailable()"#,
                    #"let _: Bool = CSSearchableIndex.isIndexingAvailable()"#
                ),
                (
                    #"CSSearchableIndex.indexSearchableItems(_:completionHandler:)"#,
                    #"CSSearchableIndex.default().indexSearchableItems([], completionHandler: nil); CSSearchableIndex.default().indexSearchableItems([]) { (error: (any Error)?) in _ = error }"#
                ),
                (
                    #"CSSearchableIndex.indexSearchableItems(_:) (async form)"#,
                    #"try await CSSearchableIndex.default().indexSearchableItems([])"#
                ),
                (
                    #"CSSearchableIndex.deleteSearchableItems(withIdentifiers:completionHandler:)"#,
                    #"CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: ["a"]) { _ in }"#
                ),
                (
                    #"CSSearchableIndex.deleteSearchableItems(withIdentifiers:) (async form)"#,
                    #"try await CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: ["a"])"#
                ),
                (
                    #"CSSearchableIndex.deleteSearchableItems(withDomainIdentifiers:completionHandler:)"#,
                    #"CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["d"], completionHandler: nil)"#
                ),
                (
                    #"CSSearchableIndex.deleteSearchableItems(withDomainIdentifiers:) (async form)"#,
                    #"try await CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["d"])"#
                ),
                (
                    #"CSSearchableIndex.deleteAllSearchableItems(completionHandler:)"#,
                    #"CSSearchableIndex.default().deleteAllSearchableItems { _ in }"#
                ),
                (
                    #"CSSearchableIndex.deleteAllSearchableItems() (async form)"#,
                    #"try await CSSearchableIndex.default().deleteAllSearchableItems()"#
                ),
                (
                    #"CSSearchableIndex.indexAppEntities(_:priority:)"#,
                    #"try await CSSearchableIndex.default().indexAppEntities([SLoaf(id: "a", name: "A")]); try await CSSearchableIndex(name: "n").indexAppEntities([SLoaf(id: "a", name: "A")], priority: 2)"#
                ),
                (
                    #"CSSearchableIndex.deleteAppEntities(identifiedBy:ofType:)"#,
                    #"try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ["a"], ofType: SLoaf.self)"#
                ),
                (
                    #"CSSearchableIndex.deleteAppEntities(ofType:)"#,
                    #"try await CSSearchableIndex.default().deleteAppEntities(ofType: SLoaf.self)"#
                ),
            ] + spotlightAttributeProbes

        /// One probe per attribute of the attribute set: it is set and read back with Apple's type.
        static let spotlightAttributeProbes: [(symbol: String, body: String)] = [
            ("displayName", "String?"), ("alternateNames", "[String]?"), ("title", "String?"),
            ("keywords", "[String]?"),
            ("contentType", "String?"), ("contentTypeTree", "[String]?"), ("contentURL", "URL?"), ("path", "String?"),
            ("thumbnailData", "Data?"), ("thumbnailURL", "URL?"), ("darkThumbnailURL", "URL?"),
            ("relatedUniqueIdentifier", "String?"), ("weakRelatedUniqueIdentifier", "String?"),
            ("domainIdentifier", "String?"), ("metadataModificationDate", "Date?"), ("rankingHint", "NSNumber?"),
            ("contentDescription", "String?"), ("identifier", "String?"), ("subject", "String?"), ("theme", "String?"),
            ("kind", "String?"), ("creator", "String?"), ("audiences", "[String]?"), ("headline", "String?"),
            ("textContent", "String?"), ("contentCreationDate", "Date?"), ("contentModificationDate", "Date?"),
            ("addedDate", "Date?"), ("lastUsedDate", "Date?"), ("dueDate", "Date?"), ("completionDate", "Date?"),
            ("startDate", "Date?"), ("endDate", "Date?"), ("allDay", "NSNumber?"), ("importantDates", "[Date]?"),
            ("userCreated", "NSNumber?"), ("userOwned", "NSNumber?"), ("userCurated", "NSNumber?"),
            ("containerDisplayName", "String?"),
        ].map { name, type in
            ("CSSearchableItemAttributeSet.\(name)", "let s = sSet(); s.\(name) = nil; let _: \(type) = s.\(name)")
        }
    }
#endif
