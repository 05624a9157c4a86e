// Issue 21: the probes of Documentation/AppleAPI.md's subsection "Scenes, view data sources, UI-element contexts,
// comparators, property options and macros the articles link".
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// An entity with the two macro forms, a deprecated Live Activity intent and a scene intent.
        static let scenesAndDataSourcesPreamble = #"""
            struct PScenePastryCase: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry case"
                static let defaultQuery = PScenePastryCaseQuery()
                var id = "c"
                var displayRepresentation: DisplayRepresentation { "c" }

                @ComputedProperty(title: "Label", indexingKey: \.displayName)
                var label: String { id }

                @DeferredProperty(indexingKey: \.contentDescription)
                var inventory: String {
                    get async { id }
                }
            }

            struct PScenePastryCaseQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PScenePastryCase] { [] }
            }

            struct PSceneLiveActivityIntent: LiveActivityStartingIntent {
                static let title: LocalizedStringResource = "Start"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct PSceneIntent: UISceneAppIntent {
                static let title: LocalizedStringResource = "Show"
                func perform() async throws -> some IntentResult { .result() }
            }
            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let scenesAndDataSourcesProbes: [(symbol: String, body: String)] = [
            (
                #"AppEntityIdentifier"#,
                #"let i = AppEntityIdentifier(entityType: AttributedTypeIdentifier(persistentIdentifier: "T"), instanceIdentifier: "1"); let _: Bool = i == i; func g<T: Equatable & Sendable>(_: T.Type) {}; g(AppEntityIdentifier.self)"#
            ),
            (
                #"AppEntityIdentifier.init(entityType:instanceIdentifier:)"#,
                #"let _ = AppEntityIdentifier(entityType: AttributedTypeIdentifier(persistentIdentifier: "T"), instanceIdentifier: "1")"#
            ),
            (
                #"AppEntityIdentifier.entityType"#,
                #"let f: (AppEntityIdentifier) -> AttributedTypeIdentifier = { $0.entityType }; _ = f"#
            ),
            (
                #"AppEntityIdentifier.instanceIdentifier"#,
                #"let f: (AppEntityIdentifier) -> String = { $0.instanceIdentifier }; _ = f"#
            ),
            (
                #"AppEntityUIElementsContext"#,
                #"func g<T: Sendable>(_: T.Type) {}; g(AppEntityUIElementsContext.self)"#
            ),
            (
                #"AppEntityUIElementsContext.bounds"#,
                #"let f: (AppEntityUIElementsContext) -> CGRect = { $0.bounds }; _ = f"#
            ),
            (
                #"AppEntityUIElementsContext.requests"#,
                #"let f: (AppEntityUIElementsContext) -> Set<AppEntityUIElementsContext.ElementsRequest> = { $0.requests }; _ = f"#
            ),
            (
                #"AppEntityUIElementsContext.ElementsRequest"#,
                #"func g<T: Hashable & Sendable>(_: T.Type) {}; g(AppEntityUIElementsContext.ElementsRequest.self)"#
            ),
            (
                #"AppEntityUIElementsContext.ElementsRequest.selected"#,
                #"let _: AppEntityUIElementsContext.ElementsRequest = .selected"#
            ),
            (
                #"AppEntityUIElementsContext.ElementsRequest.visible(rect:)"#,
                #"let r: AppEntityUIElementsContext.ElementsRequest = .visible(rect: .zero); if case .visible(let rect) = r { let _: CGRect = rect }"#
            ),
            (
                #"EntityPropertyModifiers"#,
                #"let m: EntityPropertyModifiers = [.async, .readOnly]; func g<T: OptionSet & Equatable>(_: T) {}; g(m)"#
            ),
            (
                #"EntityPropertyModifiers.contains(_:)"#,
                #"let _: Bool = EntityPropertyModifiers.async.contains(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.formIntersection(_:)"#,
                #"var m = EntityPropertyModifiers.async; m.formIntersection(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.formSymmetricDifference(_:)"#,
                #"var m = EntityPropertyModifiers.async; m.formSymmetricDifference(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.formUnion(_:)"#,
                #"var m = EntityPropertyModifiers.async; m.formUnion(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.init(arrayLiteral:)"#,
                #"let _ = EntityPropertyModifiers(arrayLiteral: EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.init()"#,
                #"let _ = EntityPropertyModifiers()"#
            ),
            (
                #"EntityPropertyModifiers.insert(_:)"#,
                #"var m = EntityPropertyModifiers(); let _: (inserted: Bool, memberAfterInsert: EntityPropertyModifiers) = m.insert(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.intersection(_:)"#,
                #"let _: EntityPropertyModifiers = EntityPropertyModifiers.async.intersection(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.isDisjoint(with:)"#,
                #"let _: Bool = EntityPropertyModifiers.async.isDisjoint(with: EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.isEmpty"#,
                #"let _: Bool = EntityPropertyModifiers.async.isEmpty"#
            ),
            (
                #"EntityPropertyModifiers.isStrictSubset(of:)"#,
                #"let _: Bool = EntityPropertyModifiers.async.isStrictSubset(of: EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.isStrictSuperset(of:)"#,
                #"let _: Bool = EntityPropertyModifiers.async.isStrictSuperset(of: EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.isSubset(of:)"#,
                #"let _: Bool = EntityPropertyModifiers.async.isSubset(of: EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.isSuperset(of:)"#,
                #"let _: Bool = EntityPropertyModifiers.async.isSuperset(of: EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.remove(_:)"#,
                #"var m = EntityPropertyModifiers.async; let _: EntityPropertyModifiers? = m.remove(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.subtract(_:)"#,
                #"var m = EntityPropertyModifiers.async; m.subtract(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.subtracting(_:)"#,
                #"let _: EntityPropertyModifiers = EntityPropertyModifiers.async.subtracting(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.symmetricDifference(_:)"#,
                #"let _: EntityPropertyModifiers = EntityPropertyModifiers.async.symmetricDifference(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.union(_:)"#,
                #"let _: EntityPropertyModifiers = EntityPropertyModifiers.async.union(EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.update(with:)"#,
                #"var m = EntityPropertyModifiers.async; let _: EntityPropertyModifiers? = m.update(with: EntityPropertyModifiers.async)"#
            ),
            (
                #"EntityPropertyModifiers.ArrayLiteralElement"#,
                #"_ = EntityPropertyModifiers.ArrayLiteralElement.self"#
            ),
            (
                #"EntityPropertyModifiers.Element"#,
                #"_ = EntityPropertyModifiers.Element.self"#
            ),
            (
                #"EntityPropertyModifiers.RawValue"#,
                #"let _: EntityPropertyModifiers.RawValue = 1"#
            ),
            (
                #"EntityPropertyModifiers.rawValue"#,
                #"let _: Int = EntityPropertyModifiers.async.rawValue"#
            ),
            (
                #"EntityPropertyModifiers.init(rawValue:)"#,
                #"let _ = EntityPropertyModifiers(rawValue: 1)"#
            ),
            (
                #"EntityPropertyModifiers.async"#,
                #"let _: EntityPropertyModifiers = .async"#
            ),
            (
                #"EntityPropertyModifiers.readOnly"#,
                #"let _: EntityPropertyModifiers = .readOnly"#
            ),
            (
                #"LiveActivityStartingIntent (deprecated)"#,
                #"let _: any SystemIntent.Type = PSceneLiveActivityIntent.self"#
            ),
            (
                #"EntityQueryComparator"#,
                #"let _: EntityQueryComparator<EntityProperty<String>, String, String, Int>.Type? = nil"#
            ),
            (
                #"AnyEntityQueryComparator"#,
                #"let _: AnyEntityQueryComparator<PScenePastryCase, PScenePastryCase, EntityProperty<String>, String, Int>.Type? = nil"#
            ),
            (
                #"ComputedProperty(title:indexingKey:)"#,
                #"let e = PScenePastryCase(); let p: EntityProperty<String> = e.$label; _ = (p, e.label)"#
            ),
            (
                #"DeferredProperty(indexingKey:)"#,
                #"let e = PScenePastryCase(); let p: EntityProperty<String> = e.$inventory; _ = (p, await e.inventory)"#
            ),
            (
                #"UISceneAppIntent"#,
                #"let _: any TargetContentProvidingIntent.Type = PSceneIntent.self"#
            ),
            (
                #"UISceneAppIntent.contentIdentifier"#,
                #"let _: String = PSceneIntent().contentIdentifier"#
            ),
        ]
    }
#endif
