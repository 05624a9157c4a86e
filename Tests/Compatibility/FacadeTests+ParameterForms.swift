// Issues 19 and 21: `@Parameter` offers Apple's label lists, one per value type, and no other. Two initializers that
// took any subsequence of those labels are `package` since the per-type forms are declared; these checks type-check a
// user's file through `import AppIntents` to show both halves.
#if !canImport(Darwin)
    import CompileSupport
    import Testing

    extension FacadeTests {
        /// The declarations a user's file needs around its parameters: an entity, its query, an enum, a provider.
        static let parameterFormsPreamble = #"""
            import AppIntents

            struct Book: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
                static let defaultQuery = BookQuery()
                let id: String
                var displayRepresentation: DisplayRepresentation { "\(id)" }
            }

            struct BookQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Book] { identifiers.map { Book(id: $0) } }
            }

            enum Shelf: String, AppEnum {
                case kitchen, hall
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
                static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [.kitchen: "Kitchen", .hall: "Hall"]
            }

            struct Cities: DynamicOptionsProvider {
                func results() async throws -> [String] { ["Oslo"] }
            }

            """#

        /// The forms the 61 never-studied files of issue 21 use (title, description, default and dialogs on text,
        /// flags, numbers, entities, enums, their optionals and lists) and the per-type labels Apple adds.
        static let appleParameterForms = #"""
            struct Shelve: AppIntent {
                static let title: LocalizedStringResource = "Shelve"
                @Parameter(title: "Name") var name: String
                @Parameter(title: "Note", description: "A note.") var note: String?
                @Parameter(title: "Loud", default: false) var loud: Bool
                @Parameter(title: "Count", requestValueDialog: "How many?") var count: Int
                @Parameter(title: "Book", description: "The book.", default: nil) var book: Book?
                @Parameter(title: "Books") var books: [Book]
                @Parameter(title: "Shelf", default: .kitchen) var shelf: Shelf
                @Parameter(title: "Shelves", description: "Where.") var shelves: [Shelf]?
                @Parameter(description: "Titled after the property.") var subtitle: String?
                @Parameter(title: "Typed", inputOptions: String.IntentInputOptions(multiline: true)) var typed: String
                @Parameter(description: "Typed too.", inputOptions: String.IntentInputOptions()) var typedToo: String?
                @Parameter(title: "Step", controlStyle: .field) var step: Int
                @Parameter(title: "Ratio", default: 0.5, inclusiveRange: (0, 1)) var ratio: Double
                @Parameter(title: "Which", requestDisambiguationDialog: "Which book?") var which: Book
                @Parameter(title: "Photo", supportedTypeIdentifiers: ["public.image"]) var photo: IntentFile
                @Parameter(title: "City", optionsProvider: Cities()) var city: String
                @Parameter(description: "Town.", default: "Oslo", optionsProvider: Cities()) var town: String
                @Parameter(title: "Pick", requestDisambiguationDialog: "Which?", optionsProvider: Cities()) var pick: String
                @Parameter(title: "Road", inputOptions: String.IntentInputOptions(), optionsProvider: Cities()) var road: String
                @Parameter(title: "Room", supportedValues: [.kitchen]) var room: Shelf
                @Parameter(description: "Rooms.", supportedValues: [.hall]) var rooms: [Shelf]?

                static var parameterSummary: some ParameterSummary {
                    Summary("Shelve \(\.$book) on \(\.$shelf)") {
                        \.$name
                        \.$loud
                    }
                }

                func perform() async throws -> some IntentResult { .result() }
            }
            """#

        /// Label lists the general initializers took and Apple declares for no value type, one a line.
        static let labelListsAppleLacks = [
            #"let a = IntentParameter<String>(title: "t", controlStyle: .field, inputOptions: String.IntentInputOptions())"#,
            #"let b = IntentParameter<Int>(title: "t", supportedTypeIdentifiers: ["public.image"])"#,
        ]

        @Test("a user's @Parameter compiles with Apple's label lists for each value type")
        func appleParameterFormsCompile() async throws {
            let source = Self.parameterFormsPreamble + Self.appleParameterForms
            let result = try await CompileCheck.typecheckOffThePool(source, name: "AppleParameterForms")
            #expect(result.compiled, "\(result.firstErrors(5))")
        }

        @Test("a label list Apple declares for no value type does not compile")
        func labelListsAppleLacksDoNotCompile() async throws {
            let uses = "func use() {\n" + Self.labelListsAppleLacks.joined(separator: "\n") + "\n}\n"
            let source = Self.parameterFormsPreamble + uses
            let result = try await CompileCheck.typecheckOffThePool(source, name: "ParameterFormsAppleLacks")
            #expect(!result.compiled)
            // One error on each use's line: the uses are the last lines of the file, before the closing brace.
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
            let useLines = (lines - 1 - Self.labelListsAppleLacks.count)..<(lines - 1)
            let failed = useLines.filter { result.output.contains("ParameterFormsAppleLacks.swift:\($0):") }
            #expect(failed.count == Self.labelListsAppleLacks.count, "\(result.firstErrors(5))")
        }
    }
#endif
