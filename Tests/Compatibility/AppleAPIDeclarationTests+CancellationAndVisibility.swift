// Issue 21: the probes of Documentation/AppleAPI.md's subsection "Cancellation, long-running work, entity collections,
// visibility, union values (June 2026)", and of the `EntityProperty` rows whose value type is an `EntityCollection`.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let cancellationAndVisibilityPreamble = #"""
            struct J26Clean: CancellableIntent {
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

            struct J26Sync: LongRunningIntent, CancellableIntent {
                static let title: LocalizedStringResource = "Sync"
                func perform() async throws -> some IntentResult {
                    return .result()
                }
            }

            enum J26Reaction: AppUnionValue {
                typealias Cases = J26ReactionCases
                case text(String)
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Reaction" }
            }

            enum J26ReactionCases: String, AppUnionValueCasesProviding {
                typealias UnionValue = J26Reaction
                case text
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Reaction" }
                static var caseDisplayRepresentations: [J26ReactionCases: DisplayRepresentation] { [.text: "Text"] }
            }

            struct J26Contact: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
                static let defaultQuery = J26ContactQuery()
                let id: String
                @Property(title: "Tax ID", visibility: .internal) var taxID: String
                @Property(title: "Friends") var friends: EntityCollection<J26Contact>
                var displayRepresentation: DisplayRepresentation { "\(id)" }
                init(id: String) {
                    self.id = id
                    self.taxID = ""
                    self.friends = EntityCollection()
                }
            }

            struct J26ContactQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [J26Contact] { [] }
            }

            func j26Key() -> CSCustomAttributeKey { CSCustomAttributeKey(keyName: "com_example_friends")! }
            typealias J26Friends = EntityCollection<J26Contact>

            struct J26LoafQuery: IndexedEntityQuery {
                func entities(for identifiers: [String]) async throws -> [SLoaf] { [] }
                func reindexEntities(for identifiers: [String], indexDescription: CSSearchableIndexDescription) async throws {}
                func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {}
            }

            struct J26KilnError: Error, CustomAppIntentErrorConvertible {
                var appIntentError: AppIntentError { AppIntentError(description: "The kiln is off") }
            }

            struct J26FlourError: Error, CustomLocalizedStringResourceConvertible {
                var localizedStringResource: LocalizedStringResource { "Out of flour" }
            }
            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let cancellationAndVisibilityProbes: [(symbol: String, body: String)] = [
            // Cancellation.
            (#"CancellableIntent"#, #"let _: any CancellableIntent = J26Clean(); let _: any AppIntent = J26Clean()"#),
            (
                #"CancellableIntent.withIntentCancellationHandler(operation:onCancel:isolation:)"#,
                #"let n: Int = await J26Clean().withIntentCancellationHandler(operation: { 1 }, onCancel: { _ in }); _ = n"#
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
                #"let _: any LongRunningIntent = J26Sync(); let _: any ProgressReportingIntent = J26Sync()"#
            ),
            (
                #"LongRunningIntent.performBackgroundTask(options:operation:)"#,
                #"let n: Int = try await J26Sync().performBackgroundTask { 1 }; _ = n; try await J26Sync().performBackgroundTask(options: [.requiresGPU], operation: { () })"#
            ),
            (
                #"LongRunningIntent.performBackgroundTask(options:operation:onCancel:)"#,
                #"let n: Int = try await J26Sync().performBackgroundTask(options: [], operation: { 1 }, onCancel: { (_: IntentCancellationReason) in }); _ = n"#
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
            (#"EntityCollection"#, #"let c: EntityCollection<J26Contact> = EntityCollection(); _ = c"#),
            (
                #"EntityCollection.init(identifiers:)"#,
                #"let _ = J26Friends(identifiers: ["a"]); let _ = J26Friends()"#
            ),
            (#"EntityCollection.init(entities:)"#, #"let _ = J26Friends(entities: [J26Contact(id: "a")])"#),
            (
                #"EntityCollection.identifiers"#,
                #"var c = J26Friends(); c.identifiers = ["b"]; let _: [String] = c.identifiers"#
            ),
            (
                #"EntityCollection.resolvedEntities()"#,
                #"let _: [J26Contact] = try await J26Friends().resolvedEntities()"#
            ),
            (#"EntityCollection.ValueType"#, #"let _: J26Friends.ValueType.Type = J26Contact.self"#),
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
            (#"AppUnionValue"#, #"let _: any AppUnionValue.Type = J26Reaction.self"#),
            (#"AppUnionValue.Cases"#, #"let _: J26Reaction.Cases.Type = J26ReactionCases.self"#),
            (#"AppUnionValueCasesProviding"#, #"let _: any AppUnionValueCasesProviding.Type = J26ReactionCases.self"#),
            (
                #"AppUnionValueCasesProviding.UnionValue"#,
                #"let _: J26ReactionCases.UnionValue.Type = J26Reaction.self"#
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
                #"let _ = AppIntentError(wrapping: J26KilnError())"#
            ),
            (
                #"AppIntentError.init(wrapping:) (CustomLocalizedStringResourceConvertible)"#,
                #"let _ = AppIntentError(wrapping: J26FlourError())"#
            ),
            (
                #"CustomAppIntentErrorConvertible"#,
                #"let e: any CustomAppIntentErrorConvertible = J26KilnError(); _ = e"#
            ),
            (
                #"CustomAppIntentErrorConvertible.appIntentError"#,
                #"let _: AppIntentError = J26KilnError().appIntentError"#
            ),
            // Reindexing (CoreSpotlight's index description beside it).
            (
                #"IndexedEntityQuery"#,
                #"let _: any IndexedEntityQuery = J26LoafQuery(); let _: any EntityQuery = J26LoafQuery()"#
            ),
            (
                #"IndexedEntityQuery.reindexEntities(for:indexDescription:)"#,
                #"let f: (J26LoafQuery) -> ([String], CSSearchableIndexDescription) async throws -> Void = J26LoafQuery.reindexEntities(for:indexDescription:); _ = f"#
            ),
            (
                #"IndexedEntityQuery.reindexAllEntities(indexDescription:)"#,
                #"let f: (J26LoafQuery) -> (CSSearchableIndexDescription) async throws -> Void = J26LoafQuery.reindexAllEntities(indexDescription:); _ = f"#
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
                #"let _ = EntityProperty<J26Friends>()"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(customIndexingKey: j26Key())"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(identifier: "friends")"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(identifier: "friends", customIndexingKey: j26Key())"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(identifier: "friends", customIndexingKey: j26Key(), asyncGetter: { (c: J26Contact) async throws in c.friends })"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(identifier: "friends", title: "Friends", asyncGetter: { (c: J26Contact) async throws in c.friends })"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(indexingKey: \.displayName)"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(title: "Friends")"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let _ = EntityProperty<J26Friends>(title: "Friends", indexingKey: \.displayName)"#
            ),
        ]
    }
#endif
