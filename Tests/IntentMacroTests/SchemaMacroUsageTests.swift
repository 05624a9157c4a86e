// The assistant schema macros used as Apple's pages show them, through `import AppIntents` (only where that module is
// this package's): an intent, an entity and an enumeration that write no conformance, no title and no `@Parameter`
// or `@Property`, which the macros' expansion gives them; the intent is then run through the runtime.
#if !canImport(Darwin)
    import AppIntents
    import AppleAPI
    import CoreSpotlight
    import IntentRuntime
    import Testing
    import RuntimeTestSupport

    @AssistantEnum(schema: .whiteboard.itemType)
    enum WhiteboardItemKind: String {
        case note, sticker

        static let caseDisplayRepresentations: [WhiteboardItemKind: DisplayRepresentation] = [
            .note: "Note", .sticker: "Sticker",
        ]
    }

    @AssistantEntity(schema: .whiteboard.board)
    struct WhiteboardBoard {
        static let defaultQuery = WhiteboardBoardQuery()

        let id: String
        var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }

        init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    struct WhiteboardBoardQuery: EntityQuery {
        func entities(for identifiers: [WhiteboardBoard.ID]) async throws -> [WhiteboardBoard] {
            identifiers.map { WhiteboardBoard(id: $0, name: $0.capitalized) }
        }
    }

    @AssistantIntent(schema: .whiteboard.createItem)
    struct CreateWhiteboardItemIntent {
        var board: WhiteboardBoard
        var kind: WhiteboardItemKind
        var text: String?

        func perform() async throws -> some ReturnsValue<String> {
            .result(value: "\(kind.rawValue) on \(board.name): \(text ?? "")")
        }
    }

    /// Written as ethmensa's search intent is: its own conformance, title and `@Parameter`, which stay as written.
    @AssistantIntent(schema: .system.search)
    struct SearchBoardsIntent: AppIntent {
        static let title: LocalizedStringResource = "Search Boards"
        static let searchScopes: [StringSearchScope] = [.general]

        @Parameter(title: "Search for")
        var criteria: StringSearchCriteria

        func perform() async throws -> some IntentResult { .result() }
    }

    @Suite("Assistant schema macros on an intent, an entity and an enumeration")
    struct SchemaMacroUsageTests {
        @Test func theMacrosAddTheConformancesAndTheSchemaGivesTheTitles() {
            let intent: any AssistantSchemaIntent.Type = CreateWhiteboardItemIntent.self
            let entity: any AssistantSchemaEntity.Type = WhiteboardBoard.self
            let kind: any AssistantSchemaEnum.Type = WhiteboardItemKind.self
            #expect(intent.title.key == "Create Item")
            #expect(entity.typeDisplayRepresentation.name.key == "Board")
            #expect(kind.typeDisplayRepresentation.name.key == "Item Type")
            #expect(CreateWhiteboardItemIntent.__assistantSchemaIntent.name == "whiteboard.createItem")
            #expect(WhiteboardBoard.__assistantSchemaEntity.name == "whiteboard.board")
            #expect(WhiteboardItemKind.__assistantSchemaEnum.name == "whiteboard.itemType")
            #expect(!CreateWhiteboardItemIntent.isAssistantOnly)
            // A title the intent writes is its own.
            #expect(SearchBoardsIntent.title.key == "Search Boards")
            #expect(SearchBoardsIntent.__assistantSchemaIntent.name == "system.search")
        }

        @Test func theEntitysStoredVarsAreProperties() {
            let board = WhiteboardBoard(id: "ideas", name: "Ideas")
            let name: EntityProperty<String> = board.$name
            #expect(name.wrappedValue == "Ideas")
        }

        @Test func theIntentRunsWithTheParametersTheMacroAdded() async throws {
            let registered = RegisteredIntent(CreateWhiteboardItemIntent.self)
            #expect(registered.parameters.map(\.name) == ["board", "kind", "text"])
            #expect(registered.title == "Create Item")
            let intent = try await ParameterDecoder(intent: registered, action: nil, enums: []).instantiate(
                with: ["board": "ideas", "kind": "sticker", "text": "Buy milk"])
            let outcome = await IntentExecutor(configuration: .notAboutTime).run(intent)
            #expect(outcome.phase == .succeeded, "\(outcome)")
            #expect(outcome.value as? String == "sticker on Ideas: Buy milk")
        }

        @Test func anIntentsOwnParameterKeepsItsAttribute() throws {
            let registered = RegisteredIntent(SearchBoardsIntent.self)
            let criteria = try #require(registered.parameter(named: "criteria"))
            #expect(criteria.title == "Search for")
            #expect(registered.title == "Search Boards")
        }
    }

    /// The iOS 27.3 forms of the entity-property macros, with a visibility.
    struct VisibleBoard: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Visible Board"
        static let defaultQuery = VisibleBoardQuery()

        var id: String
        var displayRepresentation: DisplayRepresentation { "\(id)" }

        @ComputedProperty(title: "Owner", visibility: .internal)
        var owner: String { "me" }

        @ComputedProperty(description: "How many items", authenticationPolicy: .alwaysAllowed)
        var itemCount: Int { 3 }

        @ComputedProperty(title: "Label", visibility: .default, indexingKey: \.displayName)
        var label: String { id.capitalized }

        @ComputedProperty(visibility: .internal, customIndexingKey: CSCustomAttributeKey(keyName: "board")!)
        var boardKey: String { id }

        @DeferredProperty(title: "Items", visibility: .internal)
        var items: [String] {
            get async { ["a", "b"] }
        }
    }

    struct VisibleBoardQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [VisibleBoard] { [] }
    }

    @Suite("Entity property macros with a visibility (iOS 27.3)")
    struct EntityPropertyVisibilityMacroTests {
        @Test func theTitleAndKeyAreKeptAndTheGetterRead() async throws {
            let board = VisibleBoard(id: "ideas")
            #expect(board.$owner.title?.key == "Owner")
            #expect(board.$itemCount.title == nil)
            #expect(board.$label.title?.key == "Label")
            guard case .custom(let keyName) = board.$boardKey.indexingKey.withLock({ $0 }) else {
                Issue.record("@ComputedProperty(visibility:customIndexingKey:) kept no custom key")
                return
            }
            #expect(keyName == "board")
            #expect(try await board.$label.value(of: board) == "Ideas")
            #expect(try await board.$items.value(of: board) == ["a", "b"])
            #expect(board.$items.title?.key == "Items")
        }
    }
#endif

#if !canImport(Darwin)
    import CompileSupport
    import Testing

    /// What the compiler shows for the schema macros: the plug-in's error at the attribute, and files written as
    /// real apps write them (no conformance, no title, no `@Parameter`, the entity's `ID`) type-checking.
    @Suite("Schema macros in the compiler")
    struct SchemaMacroCompilerTests {
        @Test(.enabled(if: CompileCheck.isAvailable && !CompileCheck.macroPluginArguments.isEmpty))
        func aClassIsRefusedAtTheAttribute() async throws {
            let source = """
                import AppIntents

                @AssistantIntent(schema: .mail.sendDraft)
                final class SendDraft {
                    func perform() async throws -> some IntentResult { .result() }
                }
                """
            let result = try await CompileCheck.typecheckOffThePool(source, name: "SendDraft")
            #expect(!result.compiled)
            #expect(
                result.output.contains(
                    "SendDraft.swift:3:1: error: @AssistantIntent(schema:) applies to a structure (`struct`), not to a `class`"
                ), "\(result.firstErrors(3))")
        }

        @Test(.enabled(if: CompileCheck.isAvailable && !CompileCheck.macroPluginArguments.isEmpty))
        func aFunctionIsRefusedByTheCompiler() async throws {
            let source = """
                import AppIntents

                @AssistantEntity(schema: .mail.draft)
                func draft() {}
                """
            let result = try await CompileCheck.typecheckOffThePool(source, name: "DraftFunction")
            #expect(!result.compiled)
            // The compiler itself refuses the macro's roles on a function, before the plug-in is asked.
            #expect(
                result.output.contains(
                    "DraftFunction.swift:3:1: error: 'extension' macro cannot be attached to global function ('draft')"),
                "\(result.firstErrors(3))")
        }

        @Test(.enabled(if: CompileCheck.isAvailable && !CompileCheck.macroPluginArguments.isEmpty))
        func filesWrittenAsAppsWriteThemTypeCheck() async throws {
            let source = """
                import AppIntents
                import Foundation

                @AssistantIntent(schema: .mail.sendDraft)
                struct SendDraftIntent {
                    var target: DraftEntity
                    var sendLaterDate: Date?

                    func perform() async throws -> some IntentResult { .result() }
                }

                @AssistantEntity(schema: .mail.draft)
                struct DraftEntity {
                    static let defaultQuery = DraftQuery()

                    struct DraftQuery: EntityStringQuery {
                        func entities(for identifiers: [DraftEntity.ID]) async throws -> [DraftEntity] { [] }
                        func entities(matching string: String) async throws -> [DraftEntity] { [] }
                    }

                    var displayRepresentation: DisplayRepresentation { "Draft" }
                    let id = UUID()
                    var subject: String?
                    var to: [IntentPerson]
                }

                @AssistantEnum(schema: .camera.captureMode)
                enum CaptureMode: String {
                    case photo, video
                    static let caseDisplayRepresentations: [CaptureMode: DisplayRepresentation] = [
                        .photo: "Photo", .video: "Video",
                    ]
                }

                func names() -> [String] {
                    [SendDraftIntent.title.key, DraftEntity.typeDisplayRepresentation.name.key]
                }
                """
            let result = try await CompileCheck.typecheckOffThePool(source, name: "SendDraft")
            #expect(result.compiled, "\(result.firstErrors(3))")
        }
    }
#endif
