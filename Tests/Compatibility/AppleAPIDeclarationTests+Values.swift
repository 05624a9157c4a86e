// Issue 21: the probes of the AppIntents rows for value types, snippets, App Shortcut parameter presentations and the
// iOS 26 additions (Documentation/AppleAPI.md, "People, payments and other values", "Snippets and parameter
// presentation", "iOS 26 and 27 additions"), kept apart from the other AppIntents probes.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the value probes use besides the shared preambles: a snippet intent, a value query, a presentation.
        static let valuesPreamble = #"""
            struct VSnippet: SnippetIntent {
                static let title: LocalizedStringResource = "Snippet"
                func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
            }

            struct VValueQuery: IntentValueQuery {
                func values(for input: String) async throws -> [PUnique] { [PUnique()] }
            }

            func vCollection() -> AppShortcutOptionsCollection<PIntOptions> { AppShortcutOptionsCollection(PIntOptions(), title: "Ints") }

            func vPresentation() -> AppShortcutParameterPresentation<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>> {
                AppShortcutParameterPresentation(
                    for: \.$n, summary: AppShortcutParameterPresentationSummary("Count \(\.$n)"),
                    optionsCollections: { AppShortcutOptionsCollection(PIntOptions(), title: "Ints", systemImageName: "number") })
            }

            struct VShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: PParamIntent(), phrases: ["Count in \(.applicationName)"], shortTitle: "Count", systemImageName: "number",
                        parameterPresentation: AppShortcutParameterPresentation(
                            for: \.$n, summary: Summary("Count \(\.$n)"),
                            optionsCollections: { AppShortcutOptionsCollection(PIntOptions(), title: "Ints") }))
                }
            }

            struct JSyncable: SyncableEntity, OwnershipProvidingEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "J"
                static let defaultQuery = JSyncableQuery()
                let id: SyncableEntityIdentifier<String, UUID>
                var displayRepresentation: DisplayRepresentation { "J" }
                var ownership: EntityOwnership { [.shared, .public] }
            }

            struct JSyncableQuery: EntityQuery {
                func entities(for identifiers: [SyncableEntityIdentifier<String, UUID>]) async throws -> [JSyncable] {
                    identifiers.map { JSyncable(id: $0) }
                }
            }
            """#

        /// One probe per implemented or shape row of those sections, by symbol.
        static let valuesProbes: [(symbol: String, body: String)] = [
            (
                #"IntentPerson.init(identifier:name:handle:aliases:isMe:image:)"#,
                #"let f: (IntentPerson.Identifier, IntentPerson.Name, IntentPerson.Handle?, [IntentPerson.Handle], Bool, DisplayRepresentation.Image?) -> IntentPerson = IntentPerson.init(identifier:name:handle:aliases:isMe:image:); _ = f; _ = IntentPerson(identifier: .unknown, name: .unknown, handle: nil)"#
            ),
            (
                #"IntentPerson.init(handle:)"#,
                #"let f: (IntentPerson.Handle) -> IntentPerson = IntentPerson.init(handle:); _ = f"#
            ),
            (
                #"IntentPerson.identifier"#,
                #"var p = IntentPerson(handle: .init(phoneNumber: "1")); p.identifier = .unknown; let _: IntentPerson.Identifier = p.identifier"#
            ),
            (
                #"IntentPerson.name"#,
                #"var p = IntentPerson(handle: .init(phoneNumber: "1")); p.name = .unknown; let _: IntentPerson.Name = p.name"#
            ),
            (
                #"IntentPerson.handle"#,
                #"var p = IntentPerson(handle: .init(phoneNumber: "1")); p.handle = nil; let _: IntentPerson.Handle? = p.handle"#
            ),
            (
                #"IntentPerson.aliases"#,
                #"var p = IntentPerson(handle: .init(phoneNumber: "1")); p.aliases = []; let _: [IntentPerson.Handle] = p.aliases"#
            ),
            (
                #"IntentPerson.isMe"#,
                #"let p = IntentPerson(handle: .init(phoneNumber: "1")); let _: Bool = p.isMe"#
            ),
            (
                #"IntentPerson.image"#,
                #"let p = IntentPerson(handle: .init(phoneNumber: "1")); let _: DisplayRepresentation.Image? = p.image"#
            ),
            (
                #"IntentPerson.displayRepresentation"#,
                #"let p = IntentPerson(handle: .init(phoneNumber: "1")); let _: DisplayRepresentation = p.displayRepresentation"#
            ),
            (
                #"IntentPerson.typeDisplayRepresentation"#,
                #"let _: TypeDisplayRepresentation = IntentPerson.typeDisplayRepresentation"#
            ),
            (
                #"IntentPerson.Identifier"#,
                #"let _: IntentPerson.Identifier.Type = IntentPerson.Identifier.self"#
            ),
            (
                #"IntentPerson.Identifier.contact(_:)"#,
                #"let _: IntentPerson.Identifier = .contact("c")"#
            ),
            (
                #"IntentPerson.Identifier.applicationDefined(_:)"#,
                #"let _: IntentPerson.Identifier = .applicationDefined("a")"#
            ),
            (
                #"IntentPerson.Identifier.unknown"#,
                #"let _: IntentPerson.Identifier = .unknown"#
            ),
            (
                #"IntentPerson.Name"#,
                #"let _: IntentPerson.Name.Type = IntentPerson.Name.self"#
            ),
            (
                #"IntentPerson.Name.displayName(_:)"#,
                #"let _: IntentPerson.Name = .displayName("Ada")"#
            ),
            (
                #"IntentPerson.Name.components(_:)"#,
                #"let _: IntentPerson.Name = .components(PersonNameComponents())"#
            ),
            (
                #"IntentPerson.Name.unknown"#,
                #"let _: IntentPerson.Name = .unknown"#
            ),
            (
                #"IntentPerson.Handle"#,
                #"let _: IntentPerson.Handle.Type = IntentPerson.Handle.self"#
            ),
            (
                #"IntentPerson.Handle.init(_:label:)"#,
                #"let f: (IntentPerson.Handle.Value, IntentPerson.Handle.Label) -> IntentPerson.Handle = IntentPerson.Handle.init(_:label:); _ = f; _ = IntentPerson.Handle(.emailAddress("a@b.c"))"#
            ),
            (
                #"IntentPerson.Handle.init(phoneNumber:label:)"#,
                #"_ = IntentPerson.Handle(phoneNumber: "1"); _ = IntentPerson.Handle(phoneNumber: "1", label: .mobile)"#
            ),
            (
                #"IntentPerson.Handle.init(emailAddress:label:)"#,
                #"_ = IntentPerson.Handle(emailAddress: "a@b.c"); _ = IntentPerson.Handle(emailAddress: "a@b.c", label: .work)"#
            ),
            (
                #"IntentPerson.Handle.init(applicationDefined:label:)"#,
                #"_ = IntentPerson.Handle(applicationDefined: "ada"); _ = IntentPerson.Handle(applicationDefined: "ada", label: "Studio")"#
            ),
            (
                #"IntentPerson.Handle.value"#,
                #"var h = IntentPerson.Handle(phoneNumber: "1"); h.value = .phoneNumber("2"); let _: IntentPerson.Handle.Value = h.value"#
            ),
            (
                #"IntentPerson.Handle.label"#,
                #"var h = IntentPerson.Handle(phoneNumber: "1"); h.label = .home; let _: IntentPerson.Handle.Label = h.label"#
            ),
            (
                #"IntentPerson.Handle.Value"#,
                #"let _: IntentPerson.Handle.Value.Type = IntentPerson.Handle.Value.self"#
            ),
            (
                #"IntentPerson.Handle.Value.phoneNumber(_:)"#,
                #"let _: IntentPerson.Handle.Value = .phoneNumber("1")"#
            ),
            (
                #"IntentPerson.Handle.Value.emailAddress(_:)"#,
                #"let _: IntentPerson.Handle.Value = .emailAddress("a@b.c")"#
            ),
            (
                #"IntentPerson.Handle.Value.applicationDefined(_:)"#,
                #"let _: IntentPerson.Handle.Value = .applicationDefined("ada")"#
            ),
            (
                #"IntentPerson.Handle.Label"#,
                #"let _: IntentPerson.Handle.Label.Type = IntentPerson.Handle.Label.self"#
            ),
            (
                #"IntentPerson.Handle.Label.home"#,
                #"let _: IntentPerson.Handle.Label = .home"#
            ),
            (
                #"IntentPerson.Handle.Label.work"#,
                #"let _: IntentPerson.Handle.Label = .work"#
            ),
            (
                #"IntentPerson.Handle.Label.iPhone"#,
                #"let _: IntentPerson.Handle.Label = .iPhone"#
            ),
            (
                #"IntentPerson.Handle.Label.mobile"#,
                #"let _: IntentPerson.Handle.Label = .mobile"#
            ),
            (
                #"IntentPerson.Handle.Label.main"#,
                #"let _: IntentPerson.Handle.Label = .main"#
            ),
            (
                #"IntentPerson.Handle.Label.homeFax"#,
                #"let _: IntentPerson.Handle.Label = .homeFax"#
            ),
            (
                #"IntentPerson.Handle.Label.workFax"#,
                #"let _: IntentPerson.Handle.Label = .workFax"#
            ),
            (
                #"IntentPerson.Handle.Label.pager"#,
                #"let _: IntentPerson.Handle.Label = .pager"#
            ),
            (
                #"IntentPerson.Handle.Label.school"#,
                #"let _: IntentPerson.Handle.Label = .school"#
            ),
            (
                #"IntentPerson.Handle.Label.other"#,
                #"let _: IntentPerson.Handle.Label = .other"#
            ),
            (
                #"IntentPerson.Handle.Label.custom(_:)"#,
                #"let _: IntentPerson.Handle.Label = .custom("Studio")"#
            ),
            (
                #"IntentPerson.ParameterMode"#,
                #"let _: IntentPerson.ParameterMode.Type = IntentPerson.ParameterMode.self"#
            ),
            (
                #"IntentPerson.ParameterMode.emailOrPhone"#,
                #"let _: IntentPerson.ParameterMode = .emailOrPhone"#
            ),
            (
                #"IntentPerson.ParameterMode.email"#,
                #"let _: IntentPerson.ParameterMode = .email"#
            ),
            (
                #"IntentPerson.ParameterMode.phone"#,
                #"let _: IntentPerson.ParameterMode = .phone"#
            ),
            (
                #"IntentPerson.ParameterMode.contact"#,
                #"let _: IntentPerson.ParameterMode = .contact"#
            ),
            (
                #"IntentPaymentMethod"#,
                #"let _: IntentPaymentMethod.Type = IntentPaymentMethod.self"#
            ),
            (
                #"IntentPaymentMethod.init(type:name:identificationHint:icon:)"#,
                #"let f: (IntentPaymentMethod.PaymentType, LocalizedStringResource?, String?, DisplayRepresentation.Image?) -> IntentPaymentMethod = IntentPaymentMethod.init(type:name:identificationHint:icon:); _ = f; _ = IntentPaymentMethod(type: .credit)"#
            ),
            (
                #"IntentPaymentMethod.paymentType"#,
                #"let m = IntentPaymentMethod(type: .credit); let _: IntentPaymentMethod.PaymentType = m.paymentType"#
            ),
            (
                #"IntentPaymentMethod.identificationHint"#,
                #"let m = IntentPaymentMethod(type: .credit); let _: String? = m.identificationHint"#
            ),
            (
                #"IntentPaymentMethod.displayRepresentation"#,
                #"let m = IntentPaymentMethod(type: .credit); let _: DisplayRepresentation = m.displayRepresentation"#
            ),
            (
                #"IntentPaymentMethod.typeDisplayRepresentation"#,
                #"let _: TypeDisplayRepresentation = IntentPaymentMethod.typeDisplayRepresentation"#
            ),
            (
                #"IntentPaymentMethod.PaymentType"#,
                #"let _: IntentPaymentMethod.PaymentType.Type = IntentPaymentMethod.PaymentType.self"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.unknown"#,
                #"let _: IntentPaymentMethod.PaymentType = .unknown"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.checking"#,
                #"let _: IntentPaymentMethod.PaymentType = .checking"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.savings"#,
                #"let _: IntentPaymentMethod.PaymentType = .savings"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.brokerage"#,
                #"let _: IntentPaymentMethod.PaymentType = .brokerage"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.debit"#,
                #"let _: IntentPaymentMethod.PaymentType = .debit"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.credit"#,
                #"let _: IntentPaymentMethod.PaymentType = .credit"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.prepaid"#,
                #"let _: IntentPaymentMethod.PaymentType = .prepaid"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.store"#,
                #"let _: IntentPaymentMethod.PaymentType = .store"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.applePay"#,
                #"let _: IntentPaymentMethod.PaymentType = .applePay"#
            ),
            (
                #"SnippetIntent"#,
                #"func g<T: SnippetIntent>(_: T.Type) where T.PerformResult: ShowsSnippetView {}; g(VSnippet.self)"#
            ),
            (
                #"SnippetIntent.reload()"#,
                #"VSnippet.reload(); let f: () -> Void = VSnippet.reload; _ = f"#
            ),
            (
                #"ShowsSnippetIntent"#,
                #"func g<T: ShowsSnippetIntent>(_: T.Type) {}; g(IntentResultContainer<Never>.self)"#
            ),
            (
                #"EmptySnippetIntent"#,
                #"let _: any SnippetIntent = EmptySnippetIntent()"#
            ),
            (
                #"EmptySnippetIntent.init()"#,
                #"_ = EmptySnippetIntent()"#
            ),
            (
                #"EmptySnippetIntent.title"#,
                #"let _: LocalizedStringResource = EmptySnippetIntent.title"#
            ),
            (
                #"EmptySnippetIntent.perform()"#,
                #"let r = try await EmptySnippetIntent().perform(); func g<R: IntentResult & ShowsSnippetView>(_: R) {}; g(r)"#
            ),
            (
                #"IntentResult.result(snippetIntent:)"#,
                #"func f() -> some IntentResult & ShowsSnippetIntent { .result(snippetIntent: VSnippet()) }; func e() -> some IntentResult & ShowsSnippetIntent { .result(snippetIntent: EmptySnippetIntent()) }"#
            ),
            (
                #"IntentResult.result(dialog:snippetIntent:)"#,
                #"func f() -> some IntentResult & ProvidesDialog & ShowsSnippetIntent { .result(dialog: "Done", snippetIntent: VSnippet()) }"#
            ),
            (
                #"IntentResult.result(value:dialog:snippetIntent:)"#,
                #"func f() -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetIntent { .result(value: 1, dialog: "Done", snippetIntent: VSnippet()) }"#
            ),
            (
                #"IntentResult.result(opensIntent:dialog:snippetIntent:)"#,
                #"func f() -> some IntentResult & OpensIntent & ProvidesDialog & ShowsSnippetIntent { .result(opensIntent: PIntent(), dialog: "Done", snippetIntent: VSnippet()) }"#
            ),
            (
                #"IntentResult.result(value:snippetIntent:)"#,
                #"func f() -> some IntentResult & ReturnsValue<Int> & ShowsSnippetIntent { .result(value: 1, snippetIntent: VSnippet()) }"#
            ),
            (
                #"IntentResult.result(opensIntent:snippetIntent:)"#,
                #"func f() -> some IntentResult & OpensIntent & ShowsSnippetIntent { .result(opensIntent: PIntent(), snippetIntent: VSnippet()) }"#
            ),
            (
                #"IntentResult.result(value:opensIntent:snippetIntent:)"#,
                #"func f() -> some IntentResult & ReturnsValue<Int> & OpensIntent & ShowsSnippetIntent { .result(value: 1, opensIntent: PIntent(), snippetIntent: VSnippet()) }"#
            ),
            (
                #"IntentResult.result(value:opensIntent:dialog:snippetIntent:)"#,
                #"func f() -> some IntentResult & ReturnsValue<Int> & OpensIntent & ProvidesDialog & ShowsSnippetIntent { .result(value: 1, opensIntent: PIntent(), dialog: "Done", snippetIntent: VSnippet()) }"#
            ),
            (
                #"AppIntent.requestConfirmation(conditions:actionName:dialog:showDialogAsPrompt:snippetIntent:)"#,
                #"try await PIntent().requestConfirmation(snippetIntent: VSnippet()); try await PIntent().requestConfirmation(conditions: [], actionName: .order, dialog: "Order?", showDialogAsPrompt: false, snippetIntent: VSnippet())"#
            ),
            (
                #"AppShortcutParameterPresentation"#,
                #"let _: AppShortcutParameterPresentation<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.Type = AppShortcutParameterPresentation<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.self"#
            ),
            (
                #"AppShortcutParameterPresentation.init(for:summary:optionsCollections:)"#,
                #"_ = vPresentation()"#
            ),
            (
                #"AppShortcutParameterPresentationSummary"#,
                #"let _: AppShortcutParameterPresentationSummary<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>> = .init("Count \(\.$n)")"#
            ),
            (
                #"AppShortcutParameterPresentationSummary.init(_:table:)"#,
                #"let _: AppShortcutParameterPresentationSummary<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>> = .init("Count \(\.$n)", table: "Shortcuts")"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString"#,
                #"let _: AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>> = "Count \(\.$n)""#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.StringInterpolation"#,
                #"var i = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.StringInterpolation(literalCapacity: 0, interpolationCount: 1); i.appendLiteral("Count "); i.appendInterpolation(\PParamIntent.$n)"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecification"#,
                #"func g<S: AppShortcutOptionsCollectionSpecification<Int>>(_ s: S) { for c in s { let _: any AppShortcutOptionsCollectionProtocol = c } }; g(AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection()))"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecification.Value"#,
                #"func g<S: AppShortcutOptionsCollectionSpecification>(_: S) -> S.Value.Type { S.Value.self }; let _: Int.Type = g(AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection()))"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder"#,
                #"@AppShortcutOptionsCollectionSpecificationBuilder<Int> func b() -> some AppShortcutOptionsCollectionSpecification<Int> { vCollection() }; _ = b()"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:_:_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:_:_:_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:_:_:_:_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollectionSpecificationBuilder.buildBlock(_:_:_:_:_:_:_:_:_:_:)"#,
                #"let s: some AppShortcutOptionsCollectionSpecification<Int> = AppShortcutOptionsCollectionSpecificationBuilder<Int>.buildBlock(vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection(), vCollection()); _ = s"#
            ),
            (
                #"AppShortcutOptionsCollection"#,
                #"let _: any AppShortcutOptionsCollectionProtocol = AppShortcutOptionsCollection(PIntOptions(), title: "Ints")"#
            ),
            (
                #"AppShortcutOptionsCollection.init(_:title:systemImageName:)"#,
                #"let f: (PIntOptions, LocalizedStringResource, String?) -> AppShortcutOptionsCollection<PIntOptions> = AppShortcutOptionsCollection.init(_:title:systemImageName:); _ = f; _ = AppShortcutOptionsCollection(PIntOptions(), title: "Ints", systemImageName: "number")"#
            ),
            (
                #"AppShortcutOptionsCollection.dynamicOptionsProvider"#,
                #"let _: PIntOptions = vCollection().dynamicOptionsProvider"#
            ),
            (
                #"AppShortcutOptionsCollection.title"#,
                #"let _: LocalizedStringResource = vCollection().title"#
            ),
            (
                #"AppShortcutOptionsCollection.systemImageName"#,
                #"let _: String? = vCollection().systemImageName"#
            ),
            (
                #"AppShortcutOptionsCollectionProtocol.title"#,
                #"func g<T: AppShortcutOptionsCollectionProtocol>(_ t: T) { let _: LocalizedStringResource = t.title }"#
            ),
            (
                #"AppShortcutOptionsCollectionProtocol.systemImageName"#,
                #"func g<T: AppShortcutOptionsCollectionProtocol>(_ t: T) { let _: String? = t.systemImageName }"#
            ),
            (
                #"AppShortcut.init(intent:phrases:shortTitle:systemImageName:parameterPresentation:)"#,
                #"_ = AppShortcut(intent: PParamIntent(), phrases: ["Count \(\.$n) in \(.applicationName)"], shortTitle: "Count", systemImageName: "number", parameterPresentation: vPresentation())"#
            ),
            (
                #"AppShortcutsProvider.Summary"#,
                #"_ = VShortcuts.appShortcuts"#
            ),
            (
                #"AppIntent.requestChoice(between:dialog:)"#,
                #"let f: ([IntentChoiceOption], IntentDialog?) async throws -> IntentChoiceOption = PIntent().requestChoice(between:dialog:); _ = f; _ = try await PIntent().requestChoice(between: [.init(title: "Keep"), .cancel])"#
            ),
            (
                #"AppIntent.Option"#,
                #"let _: PIntent.Option = PIntent.Option(title: "Keep")"#
            ),
            (
                #"IntentChoiceOption"#,
                #"let _: IntentChoiceOption.Type = IntentChoiceOption.self"#
            ),
            (
                #"IntentChoiceOption.init(title:style:)"#,
                #"let f: (LocalizedStringResource, IntentChoiceOption.Style) -> IntentChoiceOption = IntentChoiceOption.init(title:style:); _ = f; _ = IntentChoiceOption(title: "Delete", style: .destructive)"#
            ),
            (
                #"IntentChoiceOption.title"#,
                #"let _: LocalizedStringResource = IntentChoiceOption(title: "Keep").title"#
            ),
            (
                #"IntentChoiceOption.style"#,
                #"let _: IntentChoiceOption.Style = IntentChoiceOption(title: "Keep").style"#
            ),
            (
                #"IntentChoiceOption.cancel"#,
                #"let _: IntentChoiceOption = .cancel"#
            ),
            (
                #"IntentChoiceOption.Style"#,
                #"let _: IntentChoiceOption.Style.Type = IntentChoiceOption.Style.self"#
            ),
            (
                #"IntentChoiceOption.Style.default"#,
                #"let _: IntentChoiceOption.Style = .default"#
            ),
            (
                #"IntentChoiceOption.Style.destructive"#,
                #"let _: IntentChoiceOption.Style = .destructive"#
            ),
            (
                #"IntentChoiceOption.Style.cancel"#,
                #"let _: IntentChoiceOption.Style = .cancel"#
            ),
            (
                #"IntentValueQuery"#,
                #"func g<T: IntentValueQuery>(_: T.Type) {}; g(VValueQuery.self); let _: any PersistentlyIdentifiable.Type = VValueQuery.self"#
            ),
            (
                #"IntentValueQuery.values(for:)"#,
                #"let _: [PUnique] = try await VValueQuery().values(for: "u")"#
            ),
            (
                #"IntentValueQuery.Input"#,
                #"func g<T: IntentValueQuery>(_: T.Type) -> T.Input.Type { T.Input.self }; let _: String.Type = g(VValueQuery.self)"#
            ),
            (
                #"IntentValueQuery.Result"#,
                #"func g<T: IntentValueQuery>(_: T.Type) -> T.Result.Type { T.Result.self }; let _: [PUnique].Type = g(VValueQuery.self)"#
            ),
            (
                #"IntentValueQuery.ResultValue"#,
                #"func g<T: IntentValueQuery>(_: T.Type) -> T.ResultValue.Type { T.ResultValue.self }; let _: PUnique.Type = g(VValueQuery.self)"#
            ),
            (
                #"IntentPerson"#,
                #"let _: IntentPerson.Type = IntentPerson.self"#
            ),
            (
                #"IntentExecutionTargets"#,
                #"let t: IntentExecutionTargets = [.main, .appIntentsExtension]; _ = t.contains(.main)"#
            ),
            (
                #"IntentExecutionTargets.main"#,
                #"let _: IntentExecutionTargets = .main"#
            ),
            (
                #"IntentExecutionTargets.appIntentsExtension"#,
                #"let _: IntentExecutionTargets = .appIntentsExtension"#
            ),
            (
                #"IntentExecutionTargets.widgetKitExtension"#,
                #"let _: IntentExecutionTargets = .widgetKitExtension"#
            ),
            (
                #"AppIntent.allowedExecutionTargets"#,
                #"func g<T: AppIntent>(_: T.Type) { let _: IntentExecutionTargets = T.allowedExecutionTargets }; g(PIntent.self)"#
            ),
            (
                #"IntentValueQuery.ExecutionTargets"#,
                #"let _: VValueQuery.ExecutionTargets.Type = IntentExecutionTargets.self"#
            ),
            (
                #"IntentValueQuery.allowedExecutionTargets"#,
                #"func g<T: IntentValueQuery>(_: T.Type) { let _: T.ExecutionTargets = T.allowedExecutionTargets }; g(VValueQuery.self)"#
            ),
            (
                #"SyncableEntity"#,
                #"func needs<T: AppEntity>(_: T.Type) {}; let _: any SyncableEntity.Type = JSyncable.self; needs(JSyncable.self)"#
            ),
            (
                #"SyncableEntityIdentifier"#,
                #"let i: SyncableEntityIdentifier<String, UUID> = SyncableEntityIdentifier(local: "a", stable: UUID()); let _: any EntityIdentifierConvertible & Hashable & Sendable & CustomStringConvertible = i"#
            ),
            (
                #"SyncableEntityIdentifier.init(id:)"#,
                #"let i = SyncableEntityIdentifier<String, String>(id: "a"); _ = i"#
            ),
            (
                #"SyncableEntityIdentifier.init(local:stable:)"#,
                #"let i = SyncableEntityIdentifier<Int, String>(local: 1, stable: "s"); _ = i"#
            ),
            (
                #"SyncableEntityIdentifier.local"#,
                #"let l: Int? = SyncableEntityIdentifier<Int, String>(local: 1, stable: "s").local; _ = l"#
            ),
            (
                #"SyncableEntityIdentifier.stable"#,
                #"let s: String? = SyncableEntityIdentifier<Int, String>(local: 1, stable: "s").stable; _ = s"#
            ),
            (
                #"SyncableEntityIdentifier.entityIdentifierString"#,
                #"let t: String = SyncableEntityIdentifier<String, String>(id: "a").entityIdentifierString; _ = t"#
            ),
            (
                #"SyncableEntityIdentifier.entityIdentifier(for:)"#,
                #"let i: SyncableEntityIdentifier<String, String>? = SyncableEntityIdentifier<String, String>.entityIdentifier(for: "a"); _ = i"#
            ),
            (
                #"OwnershipProvidingEntity"#,
                #"func needs<T: AppEntity>(_: T.Type) {}; let _: any OwnershipProvidingEntity.Type = JSyncable.self; needs(JSyncable.self)"#
            ),
            (
                #"OwnershipProvidingEntity.ownership"#,
                #"let o: EntityOwnership = JSyncable(id: .init(id: "a")).ownership; _ = o"#
            ),
            (#"EntityOwnership"#, #"let o: EntityOwnership = [.shared, .public]; let _: any OptionSet & Sendable = o"#),
            (#"EntityOwnership.public"#, #"let o: EntityOwnership = .public; _ = o"#),
            (#"EntityOwnership.shared"#, #"let o: EntityOwnership = .shared; _ = o"#),
            (#"EntityOwnership.unknown"#, #"let o: EntityOwnership = .unknown; _ = o"#),
            (#"RelevantEntities"#, #"let r: RelevantEntities = .shared; let _: any Sendable = r"#),
            (#"RelevantEntities.shared"#, #"_ = RelevantEntities.shared"#),
            (
                #"RelevantEntities.updateEntities(_:for:)"#,
                #"try await RelevantEntities.shared.updateEntities([PUnique()], for: .audio(.workout))"#
            ),
            (#"RelevantEntities.removeAllEntities()"#, #"try await RelevantEntities.shared.removeAllEntities()"#),
            (
                #"RelevantEntities.removeAllEntities(for:)"#,
                #"try await RelevantEntities.shared.removeAllEntities(for: .audio(.nowPlaying))"#
            ),
            (
                #"RelevantEntities.removeEntities(_:)"#,
                #"try await RelevantEntities.shared.removeEntities([PUnique()])"#
            ),
            (
                #"RelevantEntities.removeEntities(_:from:)"#,
                #"try await RelevantEntities.shared.removeEntities([PUnique()], from: .audio(.workout(intensityLevel: .high)))"#
            ),
            (#"AppEntityContext"#, #"let c: AppEntityContext = .audio(.workout); let _: any Hashable & Sendable = c"#),
            (
                #"AppEntityContext.audio(_:)"#,
                #"let f: (AudioContext) -> AppEntityContext = AppEntityContext.audio; _ = f"#
            ),
            (#"AudioContext"#, #"let c: AudioContext = .nowPlaying; let _: any Hashable & Sendable = c"#),
            (#"AudioContext.nowPlaying"#, #"let c: AudioContext = .nowPlaying; _ = c"#),
            (#"AudioContext.workout"#, #"let c: AudioContext = .workout; _ = c"#),
            (
                #"AudioContext.workout(intensityLevel:)"#,
                #"let c: AudioContext = .workout(intensityLevel: .medium); _ = c"#
            ),
            (
                #"AudioContext.WorkoutIntensityLevel"#,
                #"let l: AudioContext.WorkoutIntensityLevel = .low; let _: any Hashable & Sendable = l"#
            ),
            (
                #"AudioContext.WorkoutIntensityLevel.init(rawValue:)"#,
                #"let l = AudioContext.WorkoutIntensityLevel(rawValue: 2); _ = l"#
            ),
            (
                #"AudioContext.WorkoutIntensityLevel.rawValue"#,
                #"let n: UInt = AudioContext.WorkoutIntensityLevel.high.rawValue; _ = n"#
            ),
            (#"AudioContext.WorkoutIntensityLevel.high"#, #"let l: AudioContext.WorkoutIntensityLevel = .high; _ = l"#),
            (#"AudioContext.WorkoutIntensityLevel.low"#, #"let l: AudioContext.WorkoutIntensityLevel = .low; _ = l"#),
            (
                #"AudioContext.WorkoutIntensityLevel.medium"#,
                #"let l: AudioContext.WorkoutIntensityLevel = .medium; _ = l"#
            ),
        ]
    }
#endif
