// Issue 21: the probes of the rows added from the pages the `search` tool returned in the third round of the June 2026
// additions: `IntentParameter.ValueState` and `valueState`, `IntentParameter.AppUnionValueComponent` and `type`, the iOS
// 16 form of `AppShortcut.init(intent:phrases:shortTitle:systemImageName:)`, `SystemShortcut`'s resolver members and
// `EntityCollectionSearchCriteria`.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let stateAndCriteriaPreamble = #"""
            struct SCRenameIntent: AppIntent {
                static let title: LocalizedStringResource = "Rename"
                @Parameter(title: "Name") var name: String?
                @Parameter(title: "Reaction") var reaction: J26Reaction
                func perform() async throws -> some IntentResult { .result() }
            }

            struct SCLoafSearch: ShowInAppSearchResultsIntent {
                static let title: LocalizedStringResource = "Show loaves"
                static let searchScopes: Void = ()
                @Parameter(title: "Loaves") var criteria: EntityCollectionSearchCriteria<J26Contact>
                func perform() async throws -> some IntentResult { .result() }
            }
            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let stateAndCriteriaProbes: [(symbol: String, body: String)] = [
            (
                #"IntentParameter.valueState"#,
                #"let state: IntentParameter<String?>.ValueState = SCRenameIntent().$name.valueState; _ = state"#
            ),
            (
                #"IntentParameter.ValueState"#,
                #"func g<V: Sendable>(_: IntentParameter<V>.ValueState.Type) {}; g(IntentParameter<Int>.ValueState.self)"#
            ),
            (
                #"IntentParameter.ValueState.set(_:)"#,
                #"let s: IntentParameter<String?>.ValueState = .set(nil); if case .set(let v) = s { _ = v }"#
            ),
            (#"IntentParameter.ValueState.unset"#, #"let _: IntentParameter<Int>.ValueState = .unset"#),
            (
                #"IntentParameter.ValueState.==(_:_:)"#,
                #"let f: (IntentParameter<Int>.ValueState, IntentParameter<Int>.ValueState) -> Bool = (==); _ = f"#
            ),
            (
                #"IntentParameter.AppUnionValueComponent"#,
                #"func g<T: Hashable>(_: T.Type) {}; g(IntentParameter<J26Reaction>.AppUnionValueComponent.self)"#
            ),
            (
                #"IntentParameter.AppUnionValueComponent.type"#,
                #"let _: IntentParameter<J26Reaction>.AppUnionValueComponent = .type"#
            ),
            (
                #"IntentParameter.AppUnionValueComponent.value"#,
                #"let _: IntentParameter<J26Reaction>.AppUnionValueComponent = .value"#
            ),
            (
                #"IntentParameter.type"#,
                #"let _: IntentParameter<J26Reaction>.AppUnionValueComponent = SCRenameIntent().$reaction.type"#
            ),
            (
                #"AppShortcut.init(intent:phrases:shortTitle:systemImageName:) (iOS 16)"#,
                #"let f: (PIntent, [AppShortcutPhrase<PIntent>], LocalizedStringResource?, String?) -> AppShortcut = AppShortcut.init(intent:phrases:shortTitle:systemImageName:); _ = f; _ = AppShortcut(intent: PIntent(), phrases: ["Go \(.applicationName)"])"#
            ),
            (
                #"SystemShortcut.defaultResolverSpecification"#,
                #"let _: EmptyResolverSpecification<SystemShortcut> = SystemShortcut.defaultResolverSpecification"#
            ),
            (
                #"SystemShortcut.Specification"#,
                #"let _: SystemShortcut.Specification.Type = EmptyResolverSpecification<SystemShortcut>.self"#
            ),
            (#"SystemShortcut.ValueType"#, #"let _: SystemShortcut.ValueType.Type = SystemShortcut.self"#),
            (#"SystemShortcut.UnwrappedType"#, #"let _: SystemShortcut.UnwrappedType.Type = SystemShortcut.self"#),
            (
                #"EntityCollectionSearchCriteria"#,
                #"func g<T: SearchCriteria & Hashable & Sendable>(_: T.Type) {}; g(EntityCollectionSearchCriteria<J26Contact>.self); _ = SCLoafSearch.self"#
            ),
            (
                #"EntityCollectionSearchCriteria.init(entities:)"#,
                #"let _ = EntityCollectionSearchCriteria(entities: J26Friends(identifiers: ["a"]))"#
            ),
            (
                #"EntityCollectionSearchCriteria.entities"#,
                #"var c = EntityCollectionSearchCriteria(entities: J26Friends()); c.entities = J26Friends(identifiers: ["b"]); let _: J26Friends = c.entities"#
            ),
            (
                #"EntityCollectionSearchCriteria.ValueType"#,
                #"let _: EntityCollectionSearchCriteria<J26Contact>.ValueType.Type = EntityCollectionSearchCriteria<J26Contact>.self"#
            ),
        ]
    }
#endif
