#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// An entity with Apple's entity-property macros, expanded by the IntentMacros plug-in, as Apple's pages show.
        static let macrosPreamble = #"""
            struct PMacroRestaurant: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
                static let defaultQuery = PMacroRestaurantQuery()
                var id = "r"
                var stock: [Int]
                var displayRepresentation: DisplayRepresentation { "r" }

                @ComputedProperty
                var items: [Int] {
                    stock
                }

                @ComputedProperty(title: "Count")
                var count: Int {
                    get { stock.count }
                    set { stock = Array(stock.prefix(newValue)) }
                }

                @DeferredProperty
                var popular: [Int] {
                    get async {
                        stock
                    }
                }

                @DeferredProperty(title: "Special")
                var special: [Int] {
                    get async throws { stock }
                }
            }

            struct PMacroShop: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shop"
                static let defaultQuery = PMacroShopQuery()
                var id = "s"
                var displayRepresentation: DisplayRepresentation { "s" }

                @ComputedProperty(indexingKey: \.displayName)
                var label: String { id }

                @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "code")!)
                var code: String { id }

                @ComputedProperty(title: "Kind", customIndexingKey: CSCustomAttributeKey(keyName: "kind")!)
                var kind: String { id }

                @DeferredProperty(title: "Opening", indexingKey: \.contentDescription)
                var opening: String {
                    get async { id }
                }
            }

            struct PMacroShopQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PMacroShop] { [] }
            }

            struct PMacroRestaurantQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PMacroRestaurant] { [] }
            }

            struct PMacroBoard: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Board"
                static let defaultQuery = PMacroBoardQuery()
                var id = "b"
                var displayRepresentation: DisplayRepresentation { "b" }

                @ComputedProperty(title: "Owner", description: "Who owns it", authenticationPolicy: .alwaysAllowed, visibility: .internal)
                var owner: String { id }

                @ComputedProperty(visibility: .default, indexingKey: \.displayName)
                var label: String { id }

                @ComputedProperty(title: "Code", visibility: .internal, customIndexingKey: CSCustomAttributeKey(keyName: "code")!)
                var code: String { id }

                @DeferredProperty(title: "Items", visibility: .internal)
                var items: [String] {
                    get async { [id] }
                }
            }

            struct PMacroBoardQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PMacroBoard] { [] }
            }

            @AssistantIntent(schema: .mail.sendDraft)
            struct PMacroSendDraft {
                var target: PMacroDraft
                var sendLaterDate: Date?
                func perform() async throws -> some IntentResult { .result() }
            }

            @AssistantEntity(schema: .mail.draft)
            struct PMacroDraft {
                static let defaultQuery = PMacroDraftQuery()
                let id = "d"
                var subject: String?
                var displayRepresentation: DisplayRepresentation { "d" }

                init(subject: String?) { self.subject = subject }
            }

            struct PMacroDraftQuery: EntityQuery {
                func entities(for identifiers: [PMacroDraft.ID]) async throws -> [PMacroDraft] { [] }
            }

            @AssistantEnum(schema: .camera.captureMode)
            enum PMacroCaptureMode: String {
                case photo, video
                static let caseDisplayRepresentations: [PMacroCaptureMode: DisplayRepresentation] = [
                    .photo: "Photo", .video: "Video",
                ]
            }
            """#

        /// The macros' and their initializers' probes.
        static let macrosProbes: [(symbol: String, body: String)] = [
            (
                #"AssistantIntent(schema:)"#,
                #"let i = PMacroSendDraft(); let _: any AssistantSchemaIntent.Type = PMacroSendDraft.self; let p: IntentParameter<Date?> = i.$sendLaterDate; _ = (p, PMacroSendDraft.title)"#
            ),
            (
                #"AssistantEntity(schema:)"#,
                #"let d = PMacroDraft(subject: nil); let _: any AssistantSchemaEntity.Type = PMacroDraft.self; let p: EntityProperty<String?> = d.$subject; _ = (p, PMacroDraft.typeDisplayRepresentation)"#
            ),
            (
                #"AssistantEnum(schema:)"#,
                #"let _: any AssistantSchemaEnum.Type = PMacroCaptureMode.self; _ = PMacroCaptureMode.typeDisplayRepresentation"#
            ),
            (
                #"AssistantSchemaIntent"#,
                #"func needs<T: AssistantSchemaIntent>(_: T.Type) where T: AssistantIntent {}; needs(PMacroSendDraft.self)"#
            ),
            (
                #"AssistantSchemaEntity"#,
                #"func needs<T: AssistantSchemaEntity>(_: T.Type) where T: AssistantEntity {}; needs(PMacroDraft.self)"#
            ),
            (
                #"AssistantSchemaEnum"#,
                #"func needs<T: AssistantSchemaEnum>(_: T.Type) where T: AssistantEnum {}; needs(PMacroCaptureMode.self)"#
            ),
            (#"AssistantSchemaIntent.isAssistantOnly"#, #"let _: Bool = PMacroSendDraft.isAssistantOnly"#),
            (#"AssistantSchemaEntity.isAssistantOnly"#, #"let _: Bool = PMacroDraft.isAssistantOnly"#),
            (#"AssistantSchemaEnum.isAssistantOnly"#, #"let _: Bool = PMacroCaptureMode.isAssistantOnly"#),
            (
                #"ComputedProperty(title:description:authenticationPolicy:visibility:)"#,
                #"let b = PMacroBoard(); let p: EntityProperty<String> = b.$owner; _ = (p, b.owner)"#
            ),
            (
                #"ComputedProperty(title:description:authenticationPolicy:visibility:indexingKey:)"#,
                #"let b = PMacroBoard(); let p: EntityProperty<String> = b.$label; _ = (p, b.label)"#
            ),
            (
                #"ComputedProperty(title:description:authenticationPolicy:visibility:customIndexingKey:)"#,
                #"let b = PMacroBoard(); let p: EntityProperty<String> = b.$code; _ = (p, b.code)"#
            ),
            (
                #"DeferredProperty(title:description:authenticationPolicy:visibility:)"#,
                #"let b = PMacroBoard(); let p: EntityProperty<[String]> = b.$items; _ = (p, await b.items)"#
            ),
            (
                #"ComputedProperty(indexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$label; _ = (p, s.label)"#
            ),
            (
                #"ComputedProperty(customIndexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$code; _ = (p, s.code)"#
            ),
            (
                #"ComputedProperty(title:customIndexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$kind; _ = (p, s.kind)"#
            ),
            (
                #"DeferredProperty(title:indexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$opening; _ = (p, await s.opening)"#
            ),
            (
                #"ComputedProperty()"#,
                #"let r = PMacroRestaurant(stock: [1]); let p: EntityProperty<[Int]> = r.$items; _ = (p, r.items)"#
            ),
            (
                #"ComputedProperty(title:)"#,
                #"var r = PMacroRestaurant(stock: [1]); r.count = 0; let p: EntityProperty<Int> = r.$count; _ = p"#
            ),
            (
                #"DeferredProperty()"#,
                #"let r = PMacroRestaurant(stock: [1]); let p: EntityProperty<[Int]> = r.$popular; _ = (p, await r.popular)"#
            ),
            (
                #"DeferredProperty(title:)"#,
                #"let r = PMacroRestaurant(stock: []); let p: EntityProperty<[Int]> = r.$special; _ = (p, try await r.special)"#
            ),
        ]
    }
#endif
