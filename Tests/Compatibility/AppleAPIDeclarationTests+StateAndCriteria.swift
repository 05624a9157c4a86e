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
                @Parameter(title: "Reaction") var reaction: PReaction
                func perform() async throws -> some IntentResult { .result() }
            }

            struct SCLoafSearch: ShowInAppSearchResultsIntent {
                static let title: LocalizedStringResource = "Show loaves"
                static let searchScopes: Void = ()
                @Parameter(title: "Loaves") var criteria: EntityCollectionSearchCriteria<PContact>
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
                #"func g<T: Hashable>(_: T.Type) {}; g(IntentParameter<PReaction>.AppUnionValueComponent.self)"#
            ),
            (
                #"IntentParameter.AppUnionValueComponent.type"#,
                #"let _: IntentParameter<PReaction>.AppUnionValueComponent = .type"#
            ),
            (
                #"IntentParameter.AppUnionValueComponent.value"#,
                #"let _: IntentParameter<PReaction>.AppUnionValueComponent = .value"#
            ),
            (
                #"IntentParameter.type"#,
                #"let _: IntentParameter<PReaction>.AppUnionValueComponent = SCRenameIntent().$reaction.type"#
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
                #"func g<T: SearchCriteria & Hashable & Sendable>(_: T.Type) {}; g(EntityCollectionSearchCriteria<PContact>.self); _ = SCLoafSearch.self"#
            ),
            (
                #"EntityCollectionSearchCriteria.init(entities:)"#,
                #"let _ = EntityCollectionSearchCriteria(entities: PFriends(identifiers: ["a"]))"#
            ),
            (
                #"EntityCollectionSearchCriteria.entities"#,
                #"var c = EntityCollectionSearchCriteria(entities: PFriends()); c.entities = PFriends(identifiers: ["b"]); let _: PFriends = c.entities"#
            ),
            (
                #"EntityCollectionSearchCriteria.ValueType"#,
                #"let _: EntityCollectionSearchCriteria<PContact>.ValueType.Type = EntityCollectionSearchCriteria<PContact>.self"#
            ),
        ]
    }
#endif
