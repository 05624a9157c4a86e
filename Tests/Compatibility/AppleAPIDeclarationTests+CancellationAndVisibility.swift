// Issue 21: the probes of Documentation/AppleAPI.md's subsection "Cancellation, long-running work, entity collections,
// visibility, union values (June 2026)", and of the `EntityProperty` rows whose value type is an `EntityCollection`.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let cancellationAndVisibilityPreamble = #"""
            struct PCancelClean: CancellableIntent {
                static let title: LocalizedStringResource = "Clean"
                func perform() async throws -> some IntentResult {
                    try await withIntentCancellationHandler {
                        try await Task.sleep(for: .seconds(1))
                    } onCancel: { (reason: IntentCancellationReason) in
                        _ = reason
                    }
                    return .result()
                }
            }

            struct PCancelSync: LongRunningIntent, CancellableIntent {
                static let title: LocalizedStringResource = "Sync"
                func perform() async throws -> some IntentResult {
                    return .result()
                }
            }

            enum PReaction: AppUnionValue {
                typealias Cases = PReactionCases
                case text(String)
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Reaction" }
            }

            enum PReactionCases: String, AppUnionValueCasesProviding {
                typealias UnionValue = PReaction
                case text
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Reaction" }
                static var caseDisplayRepresentations: [PReactionCases: DisplayRepresentation] { [.text: "Text"] }
            }

            struct PContact: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
                static let defaultQuery = PContactQuery()
                let id: String
                @Property(title: "Tax ID", visibility: .internal) var taxID: String
                @Property(title: "Friends") var friends: EntityCollection<PContact>
                var displayRepresentation: DisplayRepresentation { "\(id)" }
                init(id: String) {
                    self.id = id
                    self.taxID = ""
                    self.friends = EntityCollection()
                }
            }

            struct PContactQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PContact] { [] }
            }

            func friendsIndexingKey() -> CSCustomAttributeKey { CSCustomAttributeKey(keyName: "com_example_friends")! }
            typealias PFriends = EntityCollection<PContact>

            struct PIndexedLoafQuery: IndexedEntityQuery {
                func entities(for identifiers: [String]) async throws -> [SLoaf] { [] }
                func reindexEntities(for identifiers: [String], indexDescription: CSSearchableIndexDescription) async throws {}
                func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {}
            }

            struct PKilnError: Error, CustomAppIntentErrorConvertible {
                var appIntentError: AppIntentError { AppIntentError(description: "The kiln is off") }
            }

            struct PFlourError: Error, CustomLocalizedStringResourceConvertible {
                var localizedStringResource: LocalizedStringResource { "Out of flour" }
            }
            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let cancellationAndVisibilityProbes: [(symbol: String, body: String)] = [
            // Cancellation.
            (
                #"CancellableIntent"#,
                #"let _: any CancellableIntent = PCancelClean(); let _: any AppIntent = PCancelClean()"#
            ),
            (
                #"CancellableIntent.withIntentCancellationHandler(operation:onCancel:isolation:)"#,
                #"let n: Int = await PCancelClean().withIntentCancellationHandler(operation: { 1 }, onCancel: { _ in }); _ = n"#
            ),
            (#"IntentCancellationReason"#, #"let r: IntentCancellationReason = .timeout; _ = r"#),
            (
                #"IntentCancellationReason.timeout"#,
                #"let _: IntentCancellationReason = IntentCancellationReason.timeout"#
            ),
            (
                #"IntentCancellationReason.userCancelled"#,
                #"let _: IntentCancellationReason = IntentCancellationReason.userCancelled"#
            ),
            // Long-running work.
            (
                #"LongRunningIntent"#,
                #"let _: any LongRunningIntent = PCancelSync(); let _: any ProgressReportingIntent = PCancelSync()"#
            ),
            (
                #"LongRunningIntent.performBackgroundTask(options:operation:)"#,
                #"let n: Int = try await PCancelSync().performBackgroundTask { 1 }; _ = n; try await PCancelSync().performBackgroundTask(options: [.requiresGPU], operation: { () })"#
            ),
            (
                #"LongRunningIntent.performBackgroundTask(options:operation:onCancel:)"#,
                #"let n: Int = try await PCancelSync().performBackgroundTask(options: [], operation: { 1 }, onCancel: { (_: IntentCancellationReason) in }); _ = n"#
            ),
            (
                #"LongRunningTaskOptions"#,
                #"let o: LongRunningTaskOptions = [.requiresGPU]; let _: any OptionSet = o; let _: any Sendable = o"#
            ),
            (
                #"LongRunningTaskOptions.requiresGPU"#,
                #"let _: LongRunningTaskOptions = LongRunningTaskOptions.requiresGPU"#
            ),
            // Entity collections.
            (#"EntityCollection"#, #"let c: EntityCollection<PContact> = EntityCollection(); _ = c"#),
            (
                #"EntityCollection.init(identifiers:)"#,
                #"let _ = PFriends(identifiers: ["a"]); let _ = PFriends()"#
            ),
            (#"EntityCollection.init(entities:)"#, #"let _ = PFriends(entities: [PContact(id: "a")])"#),
            (
                #"EntityCollection.identifiers"#,
                #"var c = PFriends(); c.identifiers = ["b"]; let _: [String] = c.identifiers"#
            ),
            (
                #"EntityCollection.resolvedEntities()"#,
                #"let _: [PContact] = try await PFriends().resolvedEntities()"#
            ),
            (#"EntityCollection.ValueType"#, #"let _: PFriends.ValueType.Type = PContact.self"#),
            // Visibility.
            (#"IntentVisibility"#, #"let v: IntentVisibility = .internal; _ = v"#),
            (#"IntentVisibility.default"#, #"let _: IntentVisibility = IntentVisibility.default"#),
            (#"IntentVisibility.internal"#, #"let _: IntentVisibility = IntentVisibility.internal"#),
            (
                #"EntityProperty.init(title:description:authenticationPolicy:visibility:)"#,
                #"let _ = EntityProperty<String>(title: "t", description: "d", authenticationPolicy: .requiresAuthentication, visibility: .internal); let _ = EntityProperty<Int>(visibility: .default)"#
            ),
            // Widgets' system shortcuts.
            (#"RunSystemShortcutIntent"#, #"let i: RunSystemShortcutIntent = RunSystemShortcutIntent(); _ = i"#),
            (#"RunSystemShortcutIntent.init()"#, #"let _ = RunSystemShortcutIntent()"#),
            (
                #"RunSystemShortcutIntent.init(shortcut:)"#,
                #"let f: (SystemShortcut) -> RunSystemShortcutIntent = RunSystemShortcutIntent.init(shortcut:); _ = f"#
            ),
            (#"SystemShortcut"#, #"let _: SystemShortcut.Type = SystemShortcut.self"#),
            // Union values.
            (#"AppUnionValue"#, #"let _: any AppUnionValue.Type = PReaction.self"#),
            (#"AppUnionValue.Cases"#, #"let _: PReaction.Cases.Type = PReactionCases.self"#),
            (#"AppUnionValueCasesProviding"#, #"let _: any AppUnionValueCasesProviding.Type = PReactionCases.self"#),
            (
                #"AppUnionValueCasesProviding.UnionValue"#,
                #"let _: PReactionCases.UnionValue.Type = PReaction.self"#
            ),
            // Errors.
            (
                #"AppIntentError.init(description:)"#,
                #"let _: any Error = AppIntentError(description: "The oven is cold")"#
            ),
            (
                #"AppIntentError.init(predefinedError:description:)"#,
                #"let _ = AppIntentError(predefinedError: AppIntentError.Unrecoverable.entityNotFound, description: "No such loaf")"#
            ),
            (
                #"AppIntentError.init(wrapping:) (CustomAppIntentErrorConvertible)"#,
                #"let _ = AppIntentError(wrapping: PKilnError())"#
            ),
            (
                #"AppIntentError.init(wrapping:) (CustomLocalizedStringResourceConvertible)"#,
                #"let _ = AppIntentError(wrapping: PFlourError())"#
            ),
            (
                #"CustomAppIntentErrorConvertible"#,
                #"let e: any CustomAppIntentErrorConvertible = PKilnError(); _ = e"#
            ),
            (
                #"CustomAppIntentErrorConvertible.appIntentError"#,
                #"let _: AppIntentError = PKilnError().appIntentError"#
            ),
            // Reindexing (CoreSpotlight's index description beside it).
            (
                #"IndexedEntityQuery"#,
                #"let _: any IndexedEntityQuery = PIndexedLoafQuery(); let _: any EntityQuery = PIndexedLoafQuery()"#
            ),
            (
                #"IndexedEntityQuery.reindexEntities(for:indexDescription:)"#,
                #"let f: (PIndexedLoafQuery) -> ([String], CSSearchableIndexDescription) async throws -> Void = PIndexedLoafQuery.reindexEntities(for:indexDescription:); _ = f"#
            ),
            (
                #"IndexedEntityQuery.reindexAllEntities(indexDescription:)"#,
                #"let f: (PIndexedLoafQuery) -> (CSSearchableIndexDescription) async throws -> Void = PIndexedLoafQuery.reindexAllEntities(indexDescription:); _ = f"#
            ),
            (
                #"CSSearchableIndexDescription"#,
                #"let _: NSObject.Type = CSSearchableIndexDescription.self; notSendable(CSSearchableIndexDescription.self)"#
            ),
            (
                #"CSSearchableIndexDescription.protectionClass"#,
                #"let f: (CSSearchableIndexDescription) -> FileProtectionType? = { $0.protectionClass }; _ = f"#
            ),
            // EntityProperty forms whose value is an entity collection.
            (
                #"EntityProperty.init() (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>()"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(customIndexingKey: friendsIndexingKey())"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(identifier: "friends")"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(identifier: "friends", customIndexingKey: friendsIndexingKey())"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(identifier: "friends", customIndexingKey: friendsIndexingKey(), asyncGetter: { (c: PContact) async throws in c.friends })"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(identifier: "friends", title: "Friends", asyncGetter: { (c: PContact) async throws in c.friends })"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(indexingKey: \.displayName)"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(title: "Friends")"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<PFriends>(title: "Friends", indexingKey: \.displayName)"#
            ),
        ]
    }
#endif
