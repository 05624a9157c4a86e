// Issue 21: the probes of the AppIntents rows added for the AppIntents module's members (their declarations marked ‡
// in Documentation/AppleAPI.md) and for the result and parameter forms read from Apple's pages, kept apart from the
// other frameworks' probes.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the AppIntents probes use besides the shared preamble: an intent with parameters, options providers.
        static let appIntentsPreamble = #"""
            struct PParamIntent: AppIntent {
                static let title: LocalizedStringResource = "pp"
                @Parameter(title: "N") var n: Int
                @Parameter(title: "Book") var book: PBook
                @Parameter(title: "O") var o: Int?
                func perform() async throws -> some IntentResult { .result() }
            }

            struct PIntOptions: DynamicOptionsProvider {
                func results() async throws -> [Int] { [1, 2] }
            }

            struct PDoubleOptions: DynamicOptionsProvider {
                func results() async throws -> [Double] { [0.5] }
            }

            struct PAttributedOptions: DynamicOptionsProvider {
                func results() async throws -> [AttributedString] { [AttributedString("a")] }
            }

            struct PURLOptions: DynamicOptionsProvider {
                func results() async throws -> [URL] { [] }
            }

            struct PLoaf: URLRepresentableEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
                static let defaultQuery = PLoafQuery()
                static var urlRepresentation: URLRepresentation { "https://b.example/loaves/\(\.id)?name=\(\.$name)" }
                let id: String
                @Property(title: "Name") var name: String
                var displayRepresentation: DisplayRepresentation { "\(name)" }
                init(id: String, name: String) {
                    self.id = id
                    self.name = name
                }
            }

            struct PLoafQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PLoaf] { [] }
            }

            struct PShelfIntent: URLRepresentableIntent {
                static let title: LocalizedStringResource = "Shelf"
                static var urlRepresentation: URLRepresentation { "https://b.example/shelves/\(\.$shelf)" }
                @Parameter(title: "Shelf") var shelf: Int
                func perform() async throws -> some IntentResult { .result() }
            }

            struct PSearchIntent: ShowInAppSearchResultsIntent {
                static let title: LocalizedStringResource = "Search"
                static let searchScopes: [StringSearchScope] = [.general]
                @Parameter(title: "Criteria") var criteria: StringSearchCriteria
                func perform() async throws -> some IntentResult { .result() }
            }

            struct PDeleteIntent: DeleteIntent {
                static let title: LocalizedStringResource = "Delete"
                @Parameter(title: "Books") var entities: [PBook]
                func perform() async throws -> some IntentResult { .result() }
            }

            struct PFocusIntent: SetFocusFilterIntent {
                static let title: LocalizedStringResource = "Focus"
                @Parameter(title: "Quiet") var quiet: Bool?
                var displayRepresentation: DisplayRepresentation { "Focus" }
                func perform() async throws -> some IntentResult { .result() }
            }

            struct POptionsCollection: AppShortcutOptionsCollectionProtocol {
                var dynamicOptionsProvider: POptions { POptions() }
                var title: LocalizedStringResource { "Options" }
                var systemImageName: String? { nil }
            }

            enum PCounter: String, URLRepresentableEnum {
                case bread, pastry
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Counter"
                static let caseDisplayRepresentations: [PCounter: DisplayRepresentation] = [.bread: "Bread", .pastry: "Pastry"]
                static var urlRepresentation: URLRepresentation { "https://b.example/counters/\(\.rawValue)" }
            }
            """#

        /// One probe per implemented or shape row added for the AppIntents module, by symbol.
        static let appIntentsProbes: [(symbol: String, body: String)] = [
            (#"AppDependency"#, #"_ = AppDependency<Int>.self"#),
            (#"AppDependency.init(key:manager:)"#, #"_ = AppDependency<Int>.init(key:manager:)"#),
            (#"AppDependency.init(key:manager:default:) (value)"#, #"_ = AppDependency<Int>(default: 1)"#),
            (#"AppDependency.projectedValue"#, #"_ = { (x: AppDependency<Int>) in x.projectedValue }"#),
            (#"AppDependencyManager.init()"#, #"_ = AppDependencyManager()"#),
            (#"AppDependency.wrappedValue"#, #"_ = { (x: AppDependency<Int>) in x.wrappedValue }"#),
            (#"AppDependencyManager"#, #"_ = AppDependencyManager.self"#),
            (
                #"AppDependencyManager.add(key:dependency:) (value)"#,
                #"AppDependencyManager.shared.add(dependency: 1); AppDependencyManager.shared.add(key: "k", dependency: "s")"#
            ),
            (
                #"AppDependencyManager.add(key:dependency:) (async closure)"#,
                #"AppDependencyManager.shared.add(key: "a") { @Sendable () async throws -> Int in 1 }"#
            ),
            (#"AppDependencyManager.shared"#, #"_ = AppDependencyManager.shared"#),
            (#"AppEntity"#, #"func g<T: AppEntity>(_: T.Type) {}"#),
            (#"AppEntity.DefaultQuery"#, #"func g<T: AppEntity>(_: T.Type) { _ = T.DefaultQuery.self }"#),
            (#"AppEntity.defaultQuery"#, #"func g<T: AppEntity>(_: T.Type) { _ = T.defaultQuery }"#),
            (#"AppIntent.supportedModes"#, #"func g<T: AppIntent>(_: T.Type) { _ = T.supportedModes }"#),
            (#"AppIntentError"#, #"_ = AppIntentError.self"#),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, Int>(parameters: \.$n) { n in DisplayRepresentation(title: "\(n)") }"#
            ),
            (
                #"IntentSystemContext.currentMode"#,
                #"let c: IntentSystemContext? = nil; let _: IntentModes.Current? = c?.currentMode"#
            ),
            (#"IntentModes.Current"#, #"_ = IntentModes.Current.self"#),
            (
                #"IntentModes.Current.canContinueInForeground"#,
                #"let m: IntentModes.Current? = nil; let _: Bool? = m?.canContinueInForeground"#
            ),
            (#"ParameterControlStyle.field"#, #"let _: IntentParameter<Int>.IntControlStyle = .field"#),
            (#"ParameterControlStyle.stepper"#, #"let _: IntentParameter<Int>.IntControlStyle = .stepper"#),
            (#"ParameterControlStyle.slider"#, #"let _: IntentParameter<Double>.DoubleControlStyle = .slider"#),
            (#"AppIntentError.PermissionRequired"#, #"_ = AppIntentError.PermissionRequired.self"#),
            (#"AppIntentError.PermissionRequired.contacts"#, #"_ = AppIntentError.PermissionRequired.contacts"#),
            (
                #"AppIntentError.PermissionRequired.location(precise:)"#,
                #"let _: AppIntentError = .PermissionRequired.location(); _ = AppIntentError.PermissionRequired.location(precise: true)"#
            ),
            (#"AppIntentError.Unrecoverable"#, #"_ = AppIntentError.Unrecoverable.self"#),
            (#"AppIntentError.Unrecoverable.entityNotFound"#, #"_ = AppIntentError.Unrecoverable.entityNotFound"#),
            (#"AppIntentError.Unrecoverable.unknown"#, #"_ = AppIntentError.Unrecoverable.unknown"#),
            (#"AppIntentError.UserActionRequired"#, #"_ = AppIntentError.UserActionRequired.self"#),
            (
                #"AppIntentError.UserActionRequired.confirmation"#,
                #"_ = AppIntentError.UserActionRequired.confirmation"#
            ),
            (#"AppIntentError.localizedStringResource"#, #"_ = { (x: AppIntentError) in x.localizedStringResource }"#),
            (#"AppIntentError.restartPerform"#, #"_ = AppIntentError.restartPerform"#),
            (
                #"AppIntentsPackage"#,
                #"final class PMutablePackage: AppIntentsPackage { var loaded = 0 }; func g<T: AppIntentsPackage>(_: T.Type) {}; g(PMutablePackage.self)"#
            ),
            (
                #"AppIntentsPackage.includedPackages"#,
                #"func g<T: AppIntentsPackage>(_: T.Type) { _ = T.includedPackages }"#
            ),
            (#"AppShortcut"#, #"_ = AppShortcut.self"#),
            (
                #"AppShortcut.init(intent:phrases:shortTitle:systemImageName:)"#,
                #"let f: (PIntent, [AppShortcutPhrase<PIntent>], LocalizedStringResource, String) -> AppShortcut = AppShortcut.init(intent:phrases:shortTitle:systemImageName:); _ = f"#
            ),
            (#"AppShortcutPhrase"#, #"_ = AppShortcutPhrase<PIntent>.self"#),
            (
                #"AppShortcutPhrase.init(stringInterpolation:)"#,
                #"_ = AppShortcutPhrase<PIntent>.init(stringInterpolation:)"#
            ),
            (#"AppShortcutPhrase.init(stringLiteral:)"#, #"_ = AppShortcutPhrase<PIntent>.init(stringLiteral:)"#),
            (#"AppShortcutPhraseToken"#, #"_ = AppShortcutPhraseToken.self"#),
            (#"AppShortcutPhraseToken.applicationName"#, #"_ = AppShortcutPhraseToken.applicationName"#),
            (#"AppShortcutsBuilder"#, #"_ = AppShortcutsBuilder.self"#),
            (#"AppShortcutsBuilder.buildBlock(_:)"#, #"_ = AppShortcutsBuilder.buildBlock(_:)"#),
            (#"AppShortcutsBuilder.buildBlock(_:_:)"#, #"_ = AppShortcutsBuilder.buildBlock(_:_:)"#),
            (#"AppShortcutsBuilder.buildBlock(_:_:_:)"#, #"_ = AppShortcutsBuilder.buildBlock(_:_:_:)"#),
            (#"AppShortcutsBuilder.buildBlock(_:_:_:_:)"#, #"_ = AppShortcutsBuilder.buildBlock(_:_:_:_:)"#),
            (#"AppShortcutsBuilder.buildBlock(_:_:_:_:_:)"#, #"_ = AppShortcutsBuilder.buildBlock(_:_:_:_:_:)"#),
            (#"AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:)"#, #"_ = AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:)"#),
            (
                #"AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:)"#,
                #"_ = AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:)"#
            ),
            (
                #"AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:_:)"#,
                #"_ = AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:_:)"#
            ),
            (
                #"AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:_:_:)"#,
                #"_ = AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:_:_:)"#
            ),
            (
                #"AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:_:_:_:)"#,
                #"_ = AppShortcutsBuilder.buildBlock(_:_:_:_:_:_:_:_:_:_:)"#
            ),
            (#"AppShortcutsBuilder.buildEither(first:)"#, #"_ = AppShortcutsBuilder.buildEither(first:)"#),
            (#"AppShortcutsBuilder.buildEither(second:)"#, #"_ = AppShortcutsBuilder.buildEither(second:)"#),
            (#"AppShortcutsBuilder.buildExpression(_:)"#, #"_ = AppShortcutsBuilder.buildExpression(_:)"#),
            (
                #"AppShortcutsBuilder.buildLimitedAvailability(_:)"#,
                #"_ = AppShortcutsBuilder.buildLimitedAvailability(_:)"#
            ),
            (#"AppShortcutsBuilder.buildOptional(_:)"#, #"_ = AppShortcutsBuilder.buildOptional(_:)"#),
            (
                #"AppShortcutsProvider.shortcutTileColor"#,
                #"func g<T: AppShortcutsProvider>(_: T.Type) { _ = T.shortcutTileColor }"#
            ),
            (#"AudioPlaybackIntent"#, #"func g<T: AudioPlaybackIntent>(_: T.Type) {}"#),
            (#"AudioRecordingIntent"#, #"func g<T: AudioRecordingIntent>(_: T.Type) {}"#),
            (#"AudioStartingIntent"#, #"func g<T: AudioStartingIntent>(_: T.Type) {}"#),
            (#"CaseDisplayRepresentable"#, #"func g<T: CaseDisplayRepresentable>(_: T.Type) {}"#),
            (
                #"CaseDisplayRepresentable.caseDisplayRepresentations"#,
                #"func g<T: CaseDisplayRepresentable>(_: T.Type) { _ = T.caseDisplayRepresentations }"#
            ),
            (#"ComparableComparisonOperator"#, #"_ = ComparableComparisonOperator.self"#),
            (#"ComparableComparisonOperator.greaterThan"#, #"_ = ComparableComparisonOperator.greaterThan"#),
            (
                #"ComparableComparisonOperator.greaterThanOrEqualTo"#,
                #"_ = ComparableComparisonOperator.greaterThanOrEqualTo"#
            ),
            (#"ComparableComparisonOperator.lessThan"#, #"_ = ComparableComparisonOperator.lessThan"#),
            (
                #"ComparableComparisonOperator.lessThanOrEqualTo"#,
                #"_ = ComparableComparisonOperator.lessThanOrEqualTo"#
            ),
            (#"ConfirmationActionName"#, #"_ = ConfirmationActionName.self"#),
            (#"ConfirmationActionName.add"#, #"_ = ConfirmationActionName.add"#),
            (#"ConfirmationActionName.addData"#, #"_ = ConfirmationActionName.addData"#),
            (#"ConfirmationActionName.book"#, #"_ = ConfirmationActionName.book"#),
            (#"ConfirmationActionName.buy"#, #"_ = ConfirmationActionName.buy"#),
            (#"ConfirmationActionName.call"#, #"_ = ConfirmationActionName.call"#),
            (#"ConfirmationActionName.checkIn"#, #"_ = ConfirmationActionName.checkIn"#),
            (#"ConfirmationActionName.continue"#, #"_ = ConfirmationActionName.continue"#),
            (#"ConfirmationActionName.create"#, #"_ = ConfirmationActionName.create"#),
            (
                #"ConfirmationActionName.custom(acceptLabel:acceptAlternatives:denyLabel:denyAlternatives:destructive:)"#,
                #"_ = ConfirmationActionName.custom(acceptLabel:acceptAlternatives:denyLabel:denyAlternatives:destructive:)"#
            ),
            (#"ConfirmationActionName.do"#, #"_ = ConfirmationActionName.do"#),
            (#"ConfirmationActionName.go"#, #"_ = ConfirmationActionName.go"#),
            (#"ConfirmationActionName.log"#, #"_ = ConfirmationActionName.log"#),
            (#"ConfirmationActionName.order"#, #"_ = ConfirmationActionName.order"#),
            (#"ConfirmationActionName.pay"#, #"_ = ConfirmationActionName.pay"#),
            (#"ConfirmationActionName.play"#, #"_ = ConfirmationActionName.play"#),
            (#"ConfirmationActionName.request"#, #"_ = ConfirmationActionName.request"#),
            (#"ConfirmationActionName.run"#, #"_ = ConfirmationActionName.run"#),
            (#"ConfirmationActionName.search"#, #"_ = ConfirmationActionName.search"#),
            (#"ConfirmationActionName.send"#, #"_ = ConfirmationActionName.send"#),
            (#"ConfirmationActionName.set"#, #"_ = ConfirmationActionName.set"#),
            (#"ConfirmationActionName.share"#, #"_ = ConfirmationActionName.share"#),
            (#"ConfirmationActionName.start"#, #"_ = ConfirmationActionName.start"#),
            (#"ConfirmationActionName.toggle"#, #"_ = ConfirmationActionName.toggle"#),
            (#"ConfirmationActionName.turnOff"#, #"_ = ConfirmationActionName.turnOff"#),
            (#"ConfirmationActionName.turnOn"#, #"_ = ConfirmationActionName.turnOn"#),
            (#"ConfirmationConditions"#, #"_ = ConfirmationConditions.self"#),
            (#"ContainsComparator"#, #"_ = ContainsComparator<Int, Int>.self"#),
            (#"ContainsComparator.comparison"#, #"_ = ContainsComparator<Int, Int>.comparison"#),
            (
                #"ContainsComparator.init(mappingTransform:)"#,
                #"_ = ContainsComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"ContainsComparator.map(_:)"#, #"_ = { (x: ContainsComparator<Int, Int>) in x.map(_:) }"#),
            (#"ControlConfigurationIntent"#, #"func g<T: ControlConfigurationIntent>(_: T.Type) {}"#),
            (#"CustomIntentMigratedAppIntent"#, #"func g<T: CustomIntentMigratedAppIntent>(_: T.Type) {}"#),
            (
                #"CustomIntentMigratedAppIntent.intentClassName"#,
                #"func g<T: CustomIntentMigratedAppIntent>(_: T.Type) { _ = T.intentClassName }"#
            ),
            (
                #"CustomLocalizedStringResourceConvertible"#,
                #"func g<T: CustomLocalizedStringResourceConvertible>(_: T.Type) {}"#
            ),
            (
                #"CustomLocalizedStringResourceConvertible.localizedStringResource"#,
                #"func g<T: CustomLocalizedStringResourceConvertible>(_ t: T) { _ = t.localizedStringResource }"#
            ),
            (#"DisplayRepresentable"#, #"func g<T: DisplayRepresentable>(_: T.Type) {}"#),
            (#"DisplayRepresentation.Image"#, #"_ = DisplayRepresentation.Image.self"#),
            (#"DisplayRepresentation.Image.DisplayStyle"#, #"_ = DisplayRepresentation.Image.DisplayStyle.self"#),
            (
                #"DisplayRepresentation.Image.DisplayStyle.circular"#,
                #"_ = DisplayRepresentation.Image.DisplayStyle.circular"#
            ),
            (
                #"DisplayRepresentation.Image.DisplayStyle.default"#,
                #"_ = DisplayRepresentation.Image.DisplayStyle.default"#
            ),
            (
                #"DisplayRepresentation.Image.init(data:isTemplate:displayStyle:)"#,
                #"_ = DisplayRepresentation.Image.init(data:isTemplate:displayStyle:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(data:isTemplate:)"#,
                #"_ = DisplayRepresentation.Image.init(data:isTemplate:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(named:isTemplate:displayStyle:)"#,
                #"_ = DisplayRepresentation.Image.init(named:isTemplate:displayStyle:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(url:isTemplate:displayStyle:)"#,
                #"_ = DisplayRepresentation.Image.init(url:isTemplate:displayStyle:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(url:width:height:isTemplate:)"#,
                #"_ = DisplayRepresentation.Image.init(url:width:height:isTemplate:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(url:width:height:isTemplate:displayStyle:)"#,
                #"_ = DisplayRepresentation.Image.init(url:width:height:isTemplate:displayStyle:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(named:isTemplate:)"#,
                #"_ = DisplayRepresentation.Image.init(named:isTemplate:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(systemName:isTemplate:)"#,
                #"_ = DisplayRepresentation.Image.init(systemName:isTemplate:)"#
            ),
            (
                #"DisplayRepresentation.Image.init(url:isTemplate:)"#,
                #"_ = DisplayRepresentation.Image.init(url:isTemplate:)"#
            ),
            (#"DisplayRepresentation.image"#, #"_ = { (x: DisplayRepresentation) in x.image }"#),
            (
                #"DisplayRepresentation.init(stringInterpolation:)"#,
                #"_ = DisplayRepresentation.init(stringInterpolation:)"#
            ),
            (#"DisplayRepresentation.init(stringLiteral:)"#, #"_ = DisplayRepresentation.init(stringLiteral:)"#),
            (#"DisplayRepresentation.synonyms"#, #"_ = { (x: DisplayRepresentation) in x.synonyms }"#),
            (#"DisplayRepresentation.title"#, #"_ = { (x: DisplayRepresentation) in x.title }"#),
            (
                #"DynamicOptionsProvider.DefaultValue"#,
                #"func g<T: DynamicOptionsProvider>(_: T.Type) { _ = T.DefaultValue.self }"#
            ),
            (#"DynamicOptionsProvider.Result"#, #"func g<T: DynamicOptionsProvider>(_: T.Type) { _ = T.Result.self }"#),
            (
                #"DynamicOptionsProvider.defaultResult()"#,
                #"func g<T: DynamicOptionsProvider>(_ t: T) { _ = t.defaultResult }"#
            ),
            (#"DynamicOptionsProvider.results()"#, #"func g<T: DynamicOptionsProvider>(_ t: T) { _ = t.results }"#),
            (#"EntityIdentifierConvertible"#, #"func g<T: EntityIdentifierConvertible>(_: T.Type) {}"#),
            (
                #"EntityIdentifierConvertible.entityIdentifier(for:)"#,
                #"func g<T: EntityIdentifierConvertible>(_: T.Type) { _ = T.entityIdentifier(for:) }"#
            ),
            (
                #"EntityIdentifierConvertible.entityIdentifierString"#,
                #"func g<T: EntityIdentifierConvertible>(_ t: T) { _ = t.entityIdentifierString }"#
            ),
            (#"EntityProperty"#, #"_ = EntityProperty<Int>.self"#),
            (#"EntityProperty.init(wrappedValue:title:)"#, #"_ = EntityProperty<Int>.init(wrappedValue:title:)"#),
            (#"EntityProperty.projectedValue"#, #"_ = { (x: EntityProperty<Int>) in x.projectedValue }"#),
            (#"EntityProperty.wrappedValue"#, #"_ = { (x: EntityProperty<Int>) in x.wrappedValue }"#),
            (#"EntityPropertyQuery"#, #"func g<T: EntityPropertyQuery>(_: T.Type) {}"#),
            (
                #"EntityPropertyQuery.ComparatorMappingType"#,
                #"func g<T: EntityPropertyQuery>(_: T.Type) { _ = T.ComparatorMappingType.self }"#
            ),
            (
                #"EntityPropertyQuery.entities(matching:mode:sortedBy:limit:)"#,
                #"func g<T: EntityPropertyQuery>(_ t: T) { _ = t.entities(matching:mode:sortedBy:limit:) }"#
            ),
            (#"EntityPropertyQuery.properties"#, #"func g<T: EntityPropertyQuery>(_: T.Type) { _ = T.properties }"#),
            (
                #"EntityPropertyQuery.sortingOptions"#,
                #"func g<T: EntityPropertyQuery>(_: T.Type) { _ = T.sortingOptions }"#
            ),
            (#"EntityQuery.Result"#, #"func g<T: EntityQuery>(_: T.Type) { _ = T.Result.self }"#),
            (#"EntityQuery.defaultResult()"#, #"func g<T: EntityQuery>(_ t: T) { _ = t.defaultResult }"#),
            (#"EntityQuery.entities(for:)"#, #"func g<T: EntityQuery>(_ t: T) { _ = t.entities(for:) }"#),
            (#"EntityQueryComparatorKind"#, #"func g<T: EntityQueryComparatorKind>(_: T.Type) {}"#),
            (#"EntityQueryComparatorMode"#, #"_ = EntityQueryComparatorMode.self"#),
            (#"EntityQueryComparatorMode.and"#, #"_ = EntityQueryComparatorMode.and"#),
            (#"EntityQueryComparatorMode.or"#, #"_ = EntityQueryComparatorMode.or"#),
            (#"EntityQueryComparatorsBuilder"#, #"_ = EntityQueryComparatorsBuilder<Int, Int>.self"#),
            (
                #"EntityQueryComparatorsBuilder.buildBlock(_:)"#,
                #"_ = EntityQueryComparatorsBuilder<Int, Int>.buildBlock(_:)"#
            ),
            (
                #"EntityQueryComparatorsBuilder.buildExpression(_:) (-4g6f9)"#,
                #"_ = EntityQueryComparatorsBuilder<Int, Int>.buildExpression(GreaterThanComparator<Int, Int> { $0 })"#
            ),
            (#"EntityQueryComparison"#, #"_ = EntityQueryComparison.self"#),
            (#"EntityQueryComparison.contains"#, #"_ = EntityQueryComparison.contains"#),
            (#"EntityQueryComparison.equalTo"#, #"_ = EntityQueryComparison.equalTo"#),
            (#"EntityQueryComparison.greaterThan"#, #"_ = EntityQueryComparison.greaterThan"#),
            (#"EntityQueryComparison.greaterThanOrEqualTo"#, #"_ = EntityQueryComparison.greaterThanOrEqualTo"#),
            (#"EntityQueryComparison.hasPrefix"#, #"_ = EntityQueryComparison.hasPrefix"#),
            (#"EntityQueryComparison.hasSuffix"#, #"_ = EntityQueryComparison.hasSuffix"#),
            (#"EntityQueryComparison.isBetween"#, #"_ = EntityQueryComparison.isBetween"#),
            (#"EntityQueryComparison.lessThan"#, #"_ = EntityQueryComparison.lessThan"#),
            (#"EntityQueryComparison.lessThanOrEqualTo"#, #"_ = EntityQueryComparison.lessThanOrEqualTo"#),
            (#"EntityQueryComparison.notEqualTo"#, #"_ = EntityQueryComparison.notEqualTo"#),
            (#"EntityQueryProperties"#, #"_ = EntityQueryProperties<PBook, Int>.self"#),
            (#"EntityQueryProperties.init(properties:)"#, #"_ = EntityQueryProperties<PBook, Int>.init(properties:)"#),
            (#"EntityQueryPropertiesBuilder"#, #"_ = EntityQueryPropertiesBuilder<PBook, Int>.self"#),
            (
                #"EntityQueryPropertiesBuilder.buildBlock(_:)"#,
                #"_ = EntityQueryPropertiesBuilder<PBook, Int>.buildBlock(_:)"#
            ),
            (
                #"EntityQueryPropertiesBuilder.buildExpression(_:)"#,
                #"_ = EntityQueryPropertiesBuilder<PBook, Int>.buildExpression(EntityQueryProperty<PBook, Int, Int>(\PBook.$pages) { EqualToComparator { $0 } })"#
            ),
            (#"EntityQueryProperty"#, #"_ = EntityQueryProperty<PBook, Int, Int>.self"#),
            (
                #"EntityQueryProperty.init(_:comparators:)"#,
                #"_ = EntityQueryProperty<PBook, Int, Int>.init(_:comparators:)"#
            ),
            (#"EntityQuerySort"#, #"_ = EntityQuerySort<PBook>.self"#),
            (#"EntityQuerySort.Ordering"#, #"_ = EntityQuerySort<PBook>.Ordering.self"#),
            (#"EntityQuerySort.Ordering.ascending"#, #"_ = EntityQuerySort<PBook>.Ordering.ascending"#),
            (#"EntityQuerySort.Ordering.descending"#, #"_ = EntityQuerySort<PBook>.Ordering.descending"#),
            (#"EntityQuerySort.by"#, #"_ = { (x: EntityQuerySort<PBook>) in x.by }"#),
            (#"EntityQuerySort.init(by:order:)"#, #"_ = EntityQuerySort<PBook>.init(by:order:)"#),
            (#"EntityQuerySort.order"#, #"_ = { (x: EntityQuerySort<PBook>) in x.order }"#),
            (#"EntityQuerySortableByProperty"#, #"_ = EntityQuerySortableByProperty<PBook>.self"#),
            (#"EntityQuerySortableByProperty.init(_:)"#, #"_ = EntityQuerySortableByProperty<PBook>(\PBook.$pages)"#),
            (#"EntityQuerySortingOptions"#, #"_ = EntityQuerySortingOptions<PBook>.self"#),
            (#"EntityQuerySortingOptions.Builder"#, #"_ = EntityQuerySortingOptions<PBook>.Builder.self"#),
            (
                #"EntityQuerySortingOptions.Builder.buildBlock(_:)"#,
                #"_ = EntityQuerySortingOptions<PBook>.Builder.buildBlock(_:)"#
            ),
            (
                #"EntityQuerySortingOptions.Builder.buildExpression(_:)"#,
                #"_ = EntityQuerySortingOptions<PBook>.Builder.buildExpression(_:)"#
            ),
            (
                #"EntityQuerySortingOptions.init()"#,
                #"let o: EntityQuerySortingOptions<PBook> = EntityQuerySortingOptions(); _ = o"#
            ),
            (#"EntityQuerySortingOptions.init(content:)"#, #"_ = EntityQuerySortingOptions<PBook>.init(content:)"#),
            (
                #"EntityStringQuery.entities(matching:)"#,
                #"func g<T: EntityStringQuery>(_ t: T) { _ = t.entities(matching:) }"#
            ),
            (#"EqualToComparator"#, #"_ = EqualToComparator<Int, Int>.self"#),
            (#"EqualToComparator.comparison"#, #"_ = EqualToComparator<Int, Int>.comparison"#),
            (
                #"EqualToComparator.init(mappingTransform:)"#,
                #"_ = EqualToComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"EqualToComparator.map(_:)"#, #"_ = { (x: EqualToComparator<Int, Int>) in x.map(_:) }"#),
            (#"EquatableComparisonOperator"#, #"_ = EquatableComparisonOperator.self"#),
            (#"EquatableComparisonOperator.equalTo"#, #"_ = EquatableComparisonOperator.equalTo"#),
            (#"EquatableComparisonOperator.notEqualTo"#, #"_ = EquatableComparisonOperator.notEqualTo"#),
            (#"ForegroundContinuableIntent"#, #"func g<T: ForegroundContinuableIntent>(_: T.Type) {}"#),
            (#"GreaterThanComparator"#, #"_ = GreaterThanComparator<Int, Int>.self"#),
            (#"GreaterThanComparator.comparison"#, #"_ = GreaterThanComparator<Int, Int>.comparison"#),
            (
                #"GreaterThanComparator.init(mappingTransform:)"#,
                #"_ = GreaterThanComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"GreaterThanComparator.map(_:)"#, #"_ = { (x: GreaterThanComparator<Int, Int>) in x.map(_:) }"#),
            (#"GreaterThanOrEqualToComparator"#, #"_ = GreaterThanOrEqualToComparator<Int, Int>.self"#),
            (
                #"GreaterThanOrEqualToComparator.comparison"#,
                #"_ = GreaterThanOrEqualToComparator<Int, Int>.comparison"#
            ),
            (
                #"GreaterThanOrEqualToComparator.init(mappingTransform:)"#,
                #"_ = GreaterThanOrEqualToComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (
                #"GreaterThanOrEqualToComparator.map(_:)"#,
                #"_ = { (x: GreaterThanOrEqualToComparator<Int, Int>) in x.map(_:) }"#
            ),
            (#"HasPrefixComparator"#, #"_ = HasPrefixComparator<Int, Int>.self"#),
            (#"HasPrefixComparator.comparison"#, #"_ = HasPrefixComparator<Int, Int>.comparison"#),
            (
                #"HasPrefixComparator.init(mappingTransform:)"#,
                #"_ = HasPrefixComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"HasPrefixComparator.map(_:)"#, #"_ = { (x: HasPrefixComparator<Int, Int>) in x.map(_:) }"#),
            (#"HasSuffixComparator"#, #"_ = HasSuffixComparator<Int, Int>.self"#),
            (#"HasSuffixComparator.comparison"#, #"_ = HasSuffixComparator<Int, Int>.comparison"#),
            (
                #"HasSuffixComparator.init(mappingTransform:)"#,
                #"_ = HasSuffixComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"HasSuffixComparator.map(_:)"#, #"_ = { (x: HasSuffixComparator<Int, Int>) in x.map(_:) }"#),
            (#"HasValueComparisonOperator"#, #"_ = HasValueComparisonOperator.self"#),
            (#"HasValueComparisonOperator.hasAnyValue"#, #"_ = HasValueComparisonOperator.hasAnyValue"#),
            (#"HasValueComparisonOperator.hasNoValue"#, #"_ = HasValueComparisonOperator.hasNoValue"#),
            (#"InputConnectionBehavior"#, #"_ = InputConnectionBehavior.self"#),
            (
                #"InputConnectionBehavior.connectToPreviousIntentResult"#,
                #"_ = InputConnectionBehavior.connectToPreviousIntentResult"#
            ),
            (#"InputConnectionBehavior.default"#, #"_ = InputConnectionBehavior.default"#),
            (#"InputConnectionBehavior.never"#, #"_ = InputConnectionBehavior.never"#),
            (#"InstanceDisplayRepresentable"#, #"func g<T: InstanceDisplayRepresentable>(_: T.Type) {}"#),
            (
                #"InstanceDisplayRepresentable.displayRepresentation"#,
                #"func g<T: InstanceDisplayRepresentable>(_ t: T) { _ = t.displayRepresentation }"#
            ),
            (#"IntentAuthenticationPolicy.alwaysAllowed"#, #"_ = IntentAuthenticationPolicy.alwaysAllowed"#),
            (
                #"IntentAuthenticationPolicy.requiresAuthentication"#,
                #"_ = IntentAuthenticationPolicy.requiresAuthentication"#
            ),
            (
                #"IntentAuthenticationPolicy.requiresLocalDeviceAuthentication"#,
                #"_ = IntentAuthenticationPolicy.requiresLocalDeviceAuthentication"#
            ),
            (#"IntentCollectionSize.init(integerLiteral:)"#, #"_ = IntentCollectionSize.init(integerLiteral:)"#),
            (#"IntentCurrencyAmount"#, #"_ = IntentCurrencyAmount.self"#),
            (#"IntentCurrencyAmount.amount"#, #"_ = { (x: IntentCurrencyAmount) in x.amount }"#),
            (#"IntentCurrencyAmount.currencyCode"#, #"_ = { (x: IntentCurrencyAmount) in x.currencyCode }"#),
            (
                #"IntentCurrencyAmount.init(amount:currencyCode:)"#,
                #"_ = IntentCurrencyAmount.init(amount:currencyCode:)"#
            ),
            (#"IntentDescription.categoryName"#, #"_ = { (x: IntentDescription) in x.categoryName }"#),
            (#"IntentDescription.descriptionText"#, #"_ = { (x: IntentDescription) in x.descriptionText }"#),
            (#"IntentDescription.init(stringLiteral:)"#, #"_ = IntentDescription.init(stringLiteral:)"#),
            (#"IntentDescription.resultValueName"#, #"_ = { (x: IntentDescription) in x.resultValueName }"#),
            (#"IntentDialog.fullText"#, #"_ = { (x: IntentDialog) in x.fullText }"#),
            (#"IntentDialog.init(_:)"#, #"_ = IntentDialog.init(_:)"#),
            (#"IntentDialog.init(_:systemImageName:)"#, #"_ = IntentDialog.init(_:systemImageName:)"#),
            (#"IntentDialog.init(stringInterpolation:)"#, #"_ = IntentDialog.init(stringInterpolation:)"#),
            (#"IntentDialog.init(stringLiteral:)"#, #"_ = IntentDialog.init(stringLiteral:)"#),
            (#"IntentDialog.supportingText"#, #"_ = { (x: IntentDialog) in x.supportingText }"#),
            (#"IntentDialog.systemImageName"#, #"_ = { (x: IntentDialog) in x.systemImageName }"#),
            (#"IntentFile"#, #"_ = IntentFile.self"#),
            (#"IntentFile.availableContentTypes"#, #"_ = { (x: IntentFile) in x.availableContentTypes }"#),
            (#"IntentFile.data"#, #"_ = { (x: IntentFile) in x.data }"#),
            (#"IntentFile.data(contentType:)"#, #"_ = { (x: IntentFile) in x.data(contentType:) }"#),
            (#"IntentFile.fileURL"#, #"_ = { (x: IntentFile) in x.fileURL }"#),
            (#"IntentFile.filename"#, #"_ = { (x: IntentFile) in x.filename }"#),
            (#"IntentFile.init(data:filename:type:)"#, #"_ = IntentFile.init(data:filename:type:)"#),
            (#"IntentFile.init(fileURL:filename:type:)"#, #"_ = IntentFile.init(fileURL:filename:type:)"#),
            (#"IntentFile.removedOnCompletion"#, #"_ = { (x: IntentFile) in x.removedOnCompletion }"#),
            (#"IntentFile.type"#, #"_ = { (x: IntentFile) in x.type }"#),
            (
                #"IntentFile.withFile(contentType:allowOpenInPlace:fileHandler:)"#,
                #"func g(_ f: IntentFile) async throws { let _: Int = try await f.withFile(contentType: .data) { _, _ in 1 } }"#
            ),
            (#"IntentItem"#, #"_ = IntentItem<Int>.self"#),
            (#"IntentItem.Builder"#, #"_ = IntentItem<Int>.Builder.self"#),
            (#"IntentItem.Builder.buildArray(_:)"#, #"_ = IntentItem<Int>.Builder.buildArray(_:)"#),
            (#"IntentItem.Builder.buildBlock(_:)"#, #"_ = IntentItem<Int>.Builder.buildBlock(_:)"#),
            (#"IntentItem.Builder.buildEither(first:)"#, #"_ = IntentItem<Int>.Builder.buildEither(first:)"#),
            (#"IntentItem.Builder.buildEither(second:)"#, #"_ = IntentItem<Int>.Builder.buildEither(second:)"#),
            (
                #"IntentItem.Builder.buildExpression(_:) (item)"#,
                #"let _: [IntentItem<Int>] = IntentItem<Int>.Builder.buildExpression(IntentItem(1))"#
            ),
            (
                #"IntentItem.Builder.buildExpression(_:) (value)"#,
                #"let _: [IntentItem<Int>] = IntentItem<Int>.Builder.buildExpression(1)"#
            ),
            (
                #"IntentItem.Builder.buildExpression(_:) (items)"#,
                #"let _: [IntentItem<Int>] = IntentItem<Int>.Builder.buildExpression([IntentItem(1)])"#
            ),
            (#"IntentItem.Builder.buildOptional(_:)"#, #"_ = IntentItem<Int>.Builder.buildOptional(_:)"#),
            (#"IntentItem.displayRepresentation"#, #"_ = { (x: IntentItem<Int>) in x.displayRepresentation }"#),
            (#"IntentItem.value"#, #"_ = { (x: IntentItem<Int>) in x.value }"#),
            (#"IntentItemCollection"#, #"_ = IntentItemCollection<Int>.self"#),
            (
                #"IntentItemCollection.init(promptLabel:usesIndexedCollation:items:) (values)"#,
                #"_ = IntentItemCollection<Int>(items: [1, 2])"#
            ),
            (
                #"IntentItemCollection.init(promptLabel:usesIndexedCollation:items:) (items)"#,
                #"_ = IntentItemCollection<Int>(promptLabel: "p", usesIndexedCollation: true, items: [IntentItem(1)])"#
            ),
            (
                #"IntentItemCollection.init(promptLabel:usesIndexedCollation:sections:)"#,
                #"_ = IntentItemCollection<Int>.init(promptLabel:usesIndexedCollation:sections:)"#
            ),
            (
                #"IntentItemCollection.init(promptLabel:usesIndexedCollation:sectionsBuilder:)"#,
                #"_ = IntentItemCollection<Int>.init(promptLabel:usesIndexedCollation:sectionsBuilder:)"#
            ),
            (#"IntentItemCollection.promptLabel"#, #"_ = { (x: IntentItemCollection<Int>) in x.promptLabel }"#),
            (#"IntentItemCollection.sections"#, #"_ = { (x: IntentItemCollection<Int>) in x.sections }"#),
            (#"IntentItemCollection.items"#, #"_ = { (x: IntentItemCollection<Int>) in x.items }"#),
            (
                #"IntentItemCollection.usesIndexedCollation"#,
                #"_ = { (x: IntentItemCollection<Int>) in x.usesIndexedCollation }"#
            ),
            (#"IntentItemSection"#, #"_ = IntentItemSection<Int>.self"#),
            (#"IntentItemSection.Builder"#, #"_ = IntentItemSection<Int>.Builder.self"#),
            (#"IntentItemSection.Builder.buildArray(_:)"#, #"_ = IntentItemSection<Int>.Builder.buildArray(_:)"#),
            (
                #"IntentItemSection.Builder.buildBlock(_:)"#,
                #"let _: [IntentItemSection<Int>] = IntentItemSection<Int>.Builder.buildBlock([IntentItemSection(items: [IntentItem(1)])])"#
            ),
            (
                #"IntentItemSection.Builder.buildEither(first:)"#,
                #"_ = IntentItemSection<Int>.Builder.buildEither(first:)"#
            ),
            (
                #"IntentItemSection.Builder.buildEither(second:)"#,
                #"_ = IntentItemSection<Int>.Builder.buildEither(second:)"#
            ),
            (
                #"IntentItemSection.Builder.buildExpression(_:) (section)"#,
                #"let _: [IntentItemSection<Int>] = IntentItemSection<Int>.Builder.buildExpression(IntentItemSection(items: [IntentItem(1)]))"#
            ),
            (
                #"IntentItemSection.Builder.buildExpression(_:) (sections)"#,
                #"let _: [IntentItemSection<Int>] = IntentItemSection<Int>.Builder.buildExpression([IntentItemSection(items: [IntentItem(1)])])"#
            ),
            (#"IntentItemSection.Builder.buildOptional(_:)"#, #"_ = IntentItemSection<Int>.Builder.buildOptional(_:)"#),
            (#"IntentItemSection.init(_:itemsBuilder:)"#, #"_ = IntentItemSection<Int>.init(_:itemsBuilder:)"#),
            (
                #"IntentItemSection.init(_:subtitle:image:itemsBuilder:)"#,
                #"_ = IntentItemSection<Int>("Odd", subtitle: "1, 3", image: .init(systemName: "1.circle")) { 1; 3 }"#
            ),
            (
                #"IntentItemSection.Builder.buildBlock()"#,
                #"let _: [IntentItemSection<Int>] = IntentItemSection<Int>.Builder.buildBlock()"#
            ),
            (
                #"IntentItemSection.Builder.buildBlock(_:) (items)"#,
                #"let _: [IntentItemSection<Int>] = IntentItemSection<Int>.Builder.buildBlock(IntentItem(1), IntentItem(2))"#
            ),
            (
                #"IntentItemSection.Builder.buildExpression(_:) (item)"#,
                #"let _: IntentItem<Int> = IntentItemSection<Int>.Builder.buildExpression(IntentItem(1))"#
            ),
            (#"IntentItemCollection.empty"#, #"let _: IntentItemCollection<Int> = .empty"#),
            (#"IntentItemSection.items"#, #"_ = { (x: IntentItemSection<Int>) in x.items }"#),
            (#"IntentItemSection.title"#, #"_ = { (x: IntentItemSection<Int>) in x.title }"#),
            (#"IntentModes"#, #"_ = IntentModes.self"#),
            (#"IntentModes.ForegroundMode"#, #"_ = IntentModes.ForegroundMode.self"#),
            (#"IntentModes.ForegroundMode.deferred"#, #"_ = IntentModes.ForegroundMode.deferred"#),
            (#"IntentModes.ForegroundMode.dynamic"#, #"_ = IntentModes.ForegroundMode.dynamic"#),
            (#"IntentModes.ForegroundMode.immediate"#, #"_ = IntentModes.ForegroundMode.immediate"#),
            (#"IntentModes.background"#, #"_ = IntentModes.background"#),
            (#"IntentModes.foreground"#, #"_ = IntentModes.foreground"#),
            (#"IntentModes.foreground(_:)"#, #"_ = IntentModes.foreground(_:)"#),
            (#"IntentParameter"#, #"_ = IntentParameter<Int>.self"#),
            (#"IntentParameter.init()"#, #"let p: IntentParameter<Int> = IntentParameter(); _ = p"#),
            (#"IntentParameter.projectedValue"#, #"_ = { (x: IntentParameter<Int>) in x.projectedValue }"#),
            (#"IntentParameter.wrappedValue"#, #"_ = { (x: IntentParameter<Int>) in x.wrappedValue }"#),
            (#"IntentParameterDependency"#, #"_ = IntentParameterDependency<PIntent>.self"#),
            (#"IntentParameterDependency.init(_:)"#, #"_ = IntentParameterDependency<PParamIntent>(\.$n)"#),
            (#"IntentParameterDependency.init(_:_:)"#, #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book)"#),
            (
                #"IntentParameterDependency.init(_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$n)"#
            ),
            (
                #"IntentParameterDependency.init(_:_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$o, \.$n)"#
            ),
            (
                #"IntentParameterDependency.init(_:_:_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$o, \.$n, \.$book)"#
            ),
            (
                #"IntentParameterDependency.init(_:_:_:_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$o, \.$n, \.$book, \.$o)"#
            ),
            (
                #"IntentParameterDependency.init(_:_:_:_:_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$o, \.$n, \.$book, \.$o, \.$n)"#
            ),
            (
                #"IntentParameterDependency.init(_:_:_:_:_:_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$o, \.$n, \.$book, \.$o, \.$n, \.$book)"#
            ),
            (
                #"IntentParameterDependency.init(_:_:_:_:_:_:_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$o, \.$n, \.$book, \.$o, \.$n, \.$book, \.$o)"#
            ),
            (
                #"IntentParameterDependency.init(_:_:_:_:_:_:_:_:_:_:)"#,
                #"_ = IntentParameterDependency<PParamIntent>(\.$n, \.$book, \.$o, \.$n, \.$book, \.$o, \.$n, \.$book, \.$o, \.$n)"#
            ),
            (
                #"IntentParameterDependency.wrappedValue"#,
                #"_ = { (x: IntentParameterDependency<PIntent>) in x.wrappedValue }"#
            ),
            (#"IntentParameterSummary"#, #"_ = IntentParameterSummary<PIntent>.self"#),
            (
                #"IntentParameterSummary.ParameterKeyPathsBuilder"#,
                #"_ = IntentParameterSummary<PIntent>.ParameterKeyPathsBuilder.self"#
            ),
            (
                #"IntentParameterSummary.ParameterKeyPathsBuilder.buildBlock(_:)"#,
                #"_ = IntentParameterSummary<PIntent>.ParameterKeyPathsBuilder.buildBlock(_:)"#
            ),
            (
                #"IntentParameterSummary.ParameterKeyPathsBuilder.buildExpression(_:)"#,
                #"let _: PartialKeyPath<PParamIntent> = IntentParameterSummary<PParamIntent>.ParameterKeyPathsBuilder.buildExpression(\.$n)"#
            ),
            (
                #"IntentParameterSummary.init()"#,
                #"let s: IntentParameterSummary<PIntent> = IntentParameterSummary(); _ = s"#
            ),
            (#"IntentParameterSummary.init(_:)"#, #"_ = IntentParameterSummary<PIntent>.init(_:)"#),
            (#"IntentParameterSummary.init(_:table:)"#, #"_ = IntentParameterSummary<PIntent>.init(_:table:)"#),
            (#"IntentParameterSummary.init(_:table:_:)"#, #"_ = IntentParameterSummary<PIntent>.init(_:table:_:)"#),
            (
                #"IntentPredictionConfiguration"#,
                #"final class PMutablePrediction: IntentPredictionConfiguration { typealias Intent = PPredicted; var shown = 0 }; let _: any IntentPredictionConfiguration = PMutablePrediction()"#
            ),
            (#"IntentProjection"#, #"_ = IntentProjection<PIntent>.self"#),
            (
                #"IntentProjection.subscript(dynamicMember:) (value)"#,
                #"func g(_ p: IntentProjection<PParamIntent>) { let _: Int = p.n }"#
            ),
            (
                #"IntentProjection.subscript(dynamicMember:) (optional)"#,
                #"func g(_ p: IntentProjection<PParamIntent>) { let o: KeyPath<PParamIntent, Int?> = \.o; let _: Int = p[dynamicMember: o] }"#
            ),
            (#"IntentResultContainer"#, #"_ = IntentResultContainer<Int>.self"#),
            (#"IntentResultContainer.value"#, #"_ = { (x: IntentResultContainer<Int>) in x.value }"#),
            (#"IntentSystemContext"#, #"_ = IntentSystemContext.self"#),
            (#"IntentWidgetFamily.accessoryCircular"#, #"_ = IntentWidgetFamily.accessoryCircular"#),
            (#"IntentWidgetFamily.accessoryCorner"#, #"_ = IntentWidgetFamily.accessoryCorner"#),
            (#"IntentWidgetFamily.accessoryInline"#, #"_ = IntentWidgetFamily.accessoryInline"#),
            (#"IntentWidgetFamily.accessoryRectangular"#, #"_ = IntentWidgetFamily.accessoryRectangular"#),
            (#"IntentWidgetFamily.systemExtraLarge"#, #"_ = IntentWidgetFamily.systemExtraLarge"#),
            (#"IntentWidgetFamily.systemLarge"#, #"_ = IntentWidgetFamily.systemLarge"#),
            (#"IntentWidgetFamily.systemMedium"#, #"_ = IntentWidgetFamily.systemMedium"#),
            (#"IntentWidgetFamily.systemSmall"#, #"_ = IntentWidgetFamily.systemSmall"#),
            (#"IsBetweenComparator"#, #"_ = IsBetweenComparator<Int, Int>.self"#),
            (#"IsBetweenComparator.comparison"#, #"_ = IsBetweenComparator<Int, Int>.comparison"#),
            (
                #"IsBetweenComparator.init(mappingTransform:)"#,
                #"_ = IsBetweenComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"IsBetweenComparator.map(_:)"#, #"_ = { (x: IsBetweenComparator<Int, Int>) in x.map(_:) }"#),
            (#"LessThanComparator"#, #"_ = LessThanComparator<Int, Int>.self"#),
            (#"LessThanComparator.comparison"#, #"_ = LessThanComparator<Int, Int>.comparison"#),
            (
                #"LessThanComparator.init(mappingTransform:)"#,
                #"_ = LessThanComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"LessThanComparator.map(_:)"#, #"_ = { (x: LessThanComparator<Int, Int>) in x.map(_:) }"#),
            (#"LessThanOrEqualToComparator"#, #"_ = LessThanOrEqualToComparator<Int, Int>.self"#),
            (#"LessThanOrEqualToComparator.comparison"#, #"_ = LessThanOrEqualToComparator<Int, Int>.comparison"#),
            (
                #"LessThanOrEqualToComparator.init(mappingTransform:)"#,
                #"_ = LessThanOrEqualToComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (
                #"LessThanOrEqualToComparator.map(_:)"#,
                #"_ = { (x: LessThanOrEqualToComparator<Int, Int>) in x.map(_:) }"#
            ),
            (#"LocalizedStringResource.BundleDescription"#, #"_ = LocalizedStringResource.BundleDescription.self"#),
            (#"LocalizedStringResource.key"#, #"_ = { (x: LocalizedStringResource) in x.key }"#),
            (#"LocalizedStringResource.table"#, #"_ = { (x: LocalizedStringResource) in x.table }"#),
            (#"NotEqualToComparator"#, #"_ = NotEqualToComparator<Int, Int>.self"#),
            (#"NotEqualToComparator.comparison"#, #"_ = NotEqualToComparator<Int, Int>.comparison"#),
            (
                #"NotEqualToComparator.init(mappingTransform:)"#,
                #"_ = NotEqualToComparator<Int, Int>.init(mappingTransform:)"#
            ),
            (#"NotEqualToComparator.map(_:)"#, #"_ = { (x: NotEqualToComparator<Int, Int>) in x.map(_:) }"#),
            (#"OneOfComparisonOperator"#, #"_ = OneOfComparisonOperator.self"#),
            (#"OneOfComparisonOperator.noneOf"#, #"_ = OneOfComparisonOperator.noneOf"#),
            (#"OneOfComparisonOperator.oneOf"#, #"_ = OneOfComparisonOperator.oneOf"#),
            (#"OpenIntent.Value"#, #"func g<T: OpenIntent>(_: T.Type) { _ = T.Value.self }"#),
            (#"OpenIntent.target"#, #"func g<T: OpenIntent>(_ t: T) { _ = t.target }"#),
            (
                #"OpenIntent.perform()"#,
                #"struct O: OpenIntent { static let title: LocalizedStringResource = "o"; @Parameter(title: "T") var target: PEnum }; _ = try await O().perform()"#
            ),
            (#"ControlConfigurationIntent.perform()"#, #"_ = try await PCI().perform()"#),
            (#"WidgetConfigurationIntent.perform()"#, #"_ = try await PWI().perform()"#),
            (
                #"InferredIntentDescription.description"#,
                #"func g<T: InferredIntentDescription>(_: T.Type) { let _: IntentDescription = T.description }"#
            ),
            (#"TransientAppEntity.id"#, #"func g<T: TransientAppEntity>(_ t: T) { _ = t.id }; g(PTransient())"#),
            (
                #"UniqueAppEntity.id"#,
                #"struct U: UniqueAppEntity { static let typeDisplayRepresentation: TypeDisplayRepresentation = "U"; static let defaultQuery = UniqueAppEntityProvider { U() }; var displayRepresentation: DisplayRepresentation { "U" } }; let _: String = U().id"#
            ),
            (#"IntentPrediction"#, #"_ = PPredicted.IntentPrediction<Int>.self"#),
            (#"OpenURLIntent.perform()"#, #"_ = { (x: OpenURLIntent) in x.perform }"#),
            (#"OpenURLIntent.title"#, #"_ = OpenURLIntent.title"#),
            (#"ParameterSummary"#, #"func g<T: ParameterSummary>(_: T.Type) {}"#),
            (#"ParameterSummaryBuilder"#, #"_ = ParameterSummaryBuilder<PIntent>.self"#),
            (
                #"ParameterSummaryBuilder.buildBlock(_:)"#,
                #"let _: IntentParameterSummary<PIntent> = ParameterSummaryBuilder<PIntent>.buildBlock(IntentParameterSummary<PIntent>())"#
            ),
            (
                #"ParameterSummaryBuilder.buildExpression(_:)"#,
                #"let _: IntentParameterSummary<PIntent> = ParameterSummaryBuilder<PIntent>.buildExpression(IntentParameterSummary<PIntent>())"#
            ),
            (#"ParameterSummaryCaseBuilder"#, #"_ = ParameterSummaryCaseBuilder<PIntent, Int>.self"#),
            (
                #"ParameterSummaryCaseBuilder.buildBlock(_:)"#,
                #"_ = ParameterSummaryCaseBuilder<PIntent, Int>.buildBlock(_:)"#
            ),
            (
                #"ParameterSummaryCaseBuilder.buildExpression(_:) (case)"#,
                #"_ = ParameterSummaryCaseBuilder<PIntent, Int>.buildExpression(ParameterSummaryCaseCondition<PIntent, Int, IntentParameterSummary<PIntent>>(1) { IntentParameterSummary<PIntent>() })"#
            ),
            (
                #"ParameterSummaryCaseBuilder.buildExpression(_:) (default case)"#,
                #"_ = ParameterSummaryCaseBuilder<PIntent, Int>.buildExpression(ParameterSummaryDefaultCaseCondition<PIntent, IntentParameterSummary<PIntent>> { IntentParameterSummary<PIntent>() })"#
            ),
            (
                #"ParameterSummaryCaseCondition"#,
                #"_ = ParameterSummaryCaseCondition<PIntent, Int, IntentParameterSummary<PIntent>>.self"#
            ),
            (
                #"ParameterSummaryCaseCondition.init(_:_:) (value)"#,
                #"_ = ParameterSummaryCaseCondition<PIntent, Int, IntentParameterSummary<PIntent>>(1) { IntentParameterSummary<PIntent>() }"#
            ),
            (
                #"ParameterSummaryCaseCondition.init(_:_:) (values)"#,
                #"_ = ParameterSummaryCaseCondition<PIntent, Int, IntentParameterSummary<PIntent>>([1, 2]) { IntentParameterSummary<PIntent>() }"#
            ),
            (
                #"ParameterSummaryDefaultCaseCondition"#,
                #"_ = ParameterSummaryDefaultCaseCondition<PIntent, IntentParameterSummary<PIntent>>.self"#
            ),
            (
                #"ParameterSummaryDefaultCaseCondition.init(_:)"#,
                #"_ = ParameterSummaryDefaultCaseCondition<PIntent, IntentParameterSummary<PIntent>>.init(_:)"#
            ),
            (#"ParameterSummaryString"#, #"_ = ParameterSummaryString<PIntent>.self"#),
            (#"ParameterSummaryString.init(_:)"#, #"_ = ParameterSummaryString<PIntent>.init(_:)"#),
            (
                #"ParameterSummaryString.init(stringInterpolation:)"#,
                #"_ = ParameterSummaryString<PIntent>.init(stringInterpolation:)"#
            ),
            (
                #"ParameterSummaryString.init(stringLiteral:)"#,
                #"_ = ParameterSummaryString<PIntent>.init(stringLiteral:)"#
            ),
            (#"ParameterSummarySwitchCondition"#, #"_ = ParameterSummarySwitchCondition<PIntent, Int>.self"#),
            (
                #"ParameterSummarySwitchCondition.init(_:_:)"#,
                #"_ = ParameterSummarySwitchCondition<PIntent, Int>.init(_:_:)"#
            ),
            (
                #"ParameterSummaryWhenCondition"#,
                #"_ = ParameterSummaryWhenCondition<PIntent, IntentParameterSummary<PIntent>, IntentParameterSummary<PIntent>>.self"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (equatable)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(\.$n, .equalTo, 1) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (comparable)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(\.$n, .greaterThan, 1) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (one of)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(\.$n, .oneOf, [1, 2]) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:otherwise:)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(\.$n, .hasAnyValue) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(\.$book, identifier: .equalTo, "b") { S() } otherwise: { S() }"#
            ),
            (#"PersistentlyIdentifiable"#, #"func g<T: PersistentlyIdentifiable>(_: T.Type) {}"#),
            (
                #"PersistentlyIdentifiable.persistentIdentifier"#,
                #"func g<T: PersistentlyIdentifiable>(_: T.Type) { _ = T.persistentIdentifier }"#
            ),
            (#"PredictableIntent"#, #"func g<T: PredictableIntent>(_: T.Type) {}"#),
            (#"PredictableIntent.Prediction"#, #"func g<T: PredictableIntent>(_: T.Type) { _ = T.Prediction.self }"#),
            (
                #"PredictableIntent.predictionConfiguration"#,
                #"func g<T: PredictableIntent>(_: T.Type) { _ = T.predictionConfiguration }"#
            ),
            (#"ProgressReportingIntent"#, #"func g<T: ProgressReportingIntent>(_: T.Type) {}"#),
            (#"ProgressReportingIntent.progress"#, #"func g<T: ProgressReportingIntent>(_ t: T) { _ = t.progress }"#),
            (#"ResultsCollection"#, #"func g<T: ResultsCollection>(_: T.Type) {}"#),
            (#"ResultsCollection.Element"#, #"func g<T: ResultsCollection>(_: T.Type) { _ = T.Element.self }"#),
            (
                #"AppDependency.init(key:manager:default:) (closure)"#,
                #"_ = AppDependency<Int>(key: "k", manager: .shared, default: { try await Task.sleep(for: .zero); return 1 })"#
            ),
            (#"IntentSystemContext.isVoiceOnly"#, #"let _: Bool = PIntent().systemContext.isVoiceOnly"#),
            (#"IntentModes.Current.background"#, #"let _: Bool = PIntent().systemContext.currentMode == .background"#),
            (#"IntentModes.Current.foreground"#, #"let _: IntentModes.Current = .foreground"#),
            (
                #"AppDependencyManager.add(key:dependency:) (throwing closure)"#,
                #"let f: @Sendable () throws -> Int = { 1 }; AppDependencyManager().add(key: "k", dependency: f)"#
            ),
            (#"ResultsCollection.items"#, #"func g<T: ResultsCollection>(_ t: T) { _ = t.items }"#),
            (
                #"ResultsCollection.promptLabel"#,
                #"func g<T: ResultsCollection>(_ t: T) { let _: LocalizedStringResource? = t.promptLabel }"#
            ),
            (
                #"ResultsCollection.usesIndexedCollation"#,
                #"func g<T: ResultsCollection>(_ t: T) { let _: Bool = t.usesIndexedCollation }"#
            ),
            (#"ResultsCollection.empty"#, #"func g<T: ResultsCollection>(_: T.Type) { let _: T = T.empty }"#),
            (#"SetValueIntent"#, #"func g<T: SetValueIntent>(_: T.Type) {}"#),
            (#"SetValueIntent.ValueType"#, #"func g<T: SetValueIntent>(_: T.Type) { _ = T.ValueType.self }"#),
            (#"SetValueIntent.value"#, #"func g<T: SetValueIntent>(_ t: T) { _ = t.value }"#),
            (#"ShortcutTileColor"#, #"_ = ShortcutTileColor.self"#),
            (#"ShortcutTileColor.blue"#, #"_ = ShortcutTileColor.blue"#),
            (#"ShortcutTileColor.grape"#, #"_ = ShortcutTileColor.grape"#),
            (#"ShortcutTileColor.grayBlue"#, #"_ = ShortcutTileColor.grayBlue"#),
            (#"ShortcutTileColor.grayBrown"#, #"_ = ShortcutTileColor.grayBrown"#),
            (#"ShortcutTileColor.grayGreen"#, #"_ = ShortcutTileColor.grayGreen"#),
            (#"ShortcutTileColor.lightBlue"#, #"_ = ShortcutTileColor.lightBlue"#),
            (#"ShortcutTileColor.lime"#, #"_ = ShortcutTileColor.lime"#),
            (#"ShortcutTileColor.navy"#, #"_ = ShortcutTileColor.navy"#),
            (#"ShortcutTileColor.orange"#, #"_ = ShortcutTileColor.orange"#),
            (#"ShortcutTileColor.pink"#, #"_ = ShortcutTileColor.pink"#),
            (#"ShortcutTileColor.purple"#, #"_ = ShortcutTileColor.purple"#),
            (#"ShortcutTileColor.red"#, #"_ = ShortcutTileColor.red"#),
            (#"ShortcutTileColor.tangerine"#, #"_ = ShortcutTileColor.tangerine"#),
            (#"ShortcutTileColor.teal"#, #"_ = ShortcutTileColor.teal"#),
            (#"ShortcutTileColor.yellow"#, #"_ = ShortcutTileColor.yellow"#),
            (#"ShowsSnippetView"#, #"func g<T: ShowsSnippetView>(_: T.Type) {}"#),
            (
                #"StringSearchScope.caseDisplayRepresentations"#,
                #"StringSearchScope.caseDisplayRepresentations[.general] = "All""#
            ),
            (
                #"StringSearchScope.typeDisplayRepresentation"#,
                #"StringSearchScope.typeDisplayRepresentation = "Where to search""#
            ),
            (#"SupportsAppDependencies"#, #"func g<T: SupportsAppDependencies>(_: T.Type) {}"#),
            (#"SystemIntent"#, #"func g<T: SystemIntent>(_: T.Type) {}"#),
            (#"TargetContentProvidingIntent"#, #"func g<T: TargetContentProvidingIntent>(_: T.Type) {}"#),
            (
                #"TargetContentProvidingIntent.contentIdentifier"#,
                #"func g<T: TargetContentProvidingIntent>(_ t: T) { _ = t.contentIdentifier }"#
            ),
            (
                #"TypeDisplayRepresentation.init(stringInterpolation:)"#,
                #"_ = TypeDisplayRepresentation.init(stringInterpolation:)"#
            ),
            (
                #"TypeDisplayRepresentation.init(stringLiteral:)"#,
                #"_ = TypeDisplayRepresentation.init(stringLiteral:)"#
            ),
            (#"TypeDisplayRepresentation.name"#, #"_ = { (x: TypeDisplayRepresentation) in x.name }"#),
            (
                #"TypeDisplayRepresentation.numericFormat"#,
                #"_ = { (x: TypeDisplayRepresentation) in x.numericFormat }"#
            ),
            (#"TypeDisplayRepresentation.synonyms"#, #"_ = { (x: TypeDisplayRepresentation) in x.synonyms }"#),
            (#"UndoManager"#, #"_ = UndoManager.self"#),
            (#"UndoManager.canUndo"#, #"_ = { @MainActor (x: UndoManager) in x.canUndo }"#),
            (#"UndoManager.init()"#, #"_ = { @MainActor in UndoManager() }"#),
            (
                #"UndoManager.registerUndo(withTarget:handler:)"#,
                #"""
                @MainActor func onMain() {}
                _ = { @MainActor in UndoManager().registerUndo(withTarget: Box()) { _ in onMain() } }
                """#
            ),
            (#"UndoManager.setActionName(_:)"#, #"_ = { @MainActor (x: UndoManager) in x.setActionName("Add") }"#),
            (#"UndoManager.undo()"#, #"_ = { @MainActor (x: UndoManager) in x.undo() }"#),
            (#"UndoManager.undoActionName"#, #"_ = { @MainActor (x: UndoManager) in x.undoActionName }"#),
            (
                #"UndoableIntent"#,
                #"func g<T: UndoableIntent>(_: T.Type) { func s<S: SystemIntent>(_: S.Type) {}; s(T.self) }"#
            ),
            (
                #"UndoableIntent.undoManager"#,
                #"@MainActor func g<T: UndoableIntent>(_ t: T) { let m: UndoManager? = t.undoManager; _ = m }"#
            ),
            (#"UniqueAppEntity"#, #"func g<T: UniqueAppEntity>(_: T.Type) {}"#),
            (
                #"UniqueAppEntityProvider.allEntities()"#,
                #"_ = { (x: UniqueAppEntityProvider<PUnique>) in x.allEntities }"#
            ),
            (
                #"UniqueAppEntityProvider.entities(for:)"#,
                #"_ = { (x: UniqueAppEntityProvider<PUnique>) in x.entities(for:) }"#
            ),
            (#"UniqueAppEntityProvider.init(_:)"#, #"_ = UniqueAppEntityProvider<PUnique>.init(_:)"#),
            (
                #"UniqueAppEntityProvider.uniqueEntity()"#,
                #"_ = { (x: UniqueAppEntityProvider<PUnique>) in x.uniqueEntity }"#
            ),
            (#"UniqueAppEntityQuery"#, #"func g<T: UniqueAppEntityQuery>(_: T.Type) {}"#),
            (
                #"UniqueAppEntityQuery.uniqueEntity()"#,
                #"func g<T: UniqueAppEntityQuery>(_ t: T) { _ = t.uniqueEntity }"#
            ),
            (#"IntentResult.result()"#, #"let r: some IntentResult = IntentResultContainer<Never>.result(); _ = r"#),
            (
                #"IntentResult.result(dialog:)"#,
                #"let r: some IntentResult & ProvidesDialog = IntentResultContainer<Never>.result(dialog: "d"); _ = r"#
            ),
            (
                #"IntentResult.result(value:dialog:)"#,
                #"let r: some IntentResult & ReturnsValue<Int> & ProvidesDialog = IntentResultContainer<Int>.result(value: 1, dialog: "d"); _ = r"#
            ),
            (
                #"IntentResult.result(opensIntent:dialog:) (iOS 16.4)"#,
                #"let r: some IntentResult & OpensIntent = IntentResultContainer<Never>.result(opensIntent: PIntent(), dialog: IntentDialog("d")); _ = r"#
            ),
            (
                #"IntentResult.result(opensIntent:dialog:) (iOS 18.2)"#,
                #"let i: some AppIntent = PIntent(); let r: some IntentResult & OpensIntent & ProvidesDialog = IntentResultContainer<Never>.result(opensIntent: i, dialog: "d"); _ = r"#
            ),
            (
                #"IntentResult.result(opensIntent:)"#,
                #"let r: some IntentResult & OpensIntent = IntentResultContainer<Never>.result(opensIntent: PIntent()); _ = r"#
            ),
            (
                #"IntentResultContainer.dialog"#,
                #"let r: IntentResultContainer<Never> = .result(dialog: "d"); let _: IntentDialog? = r.dialog"#
            ),
            (
                #"IntentResultContainer.opensIntent"#,
                #"let r: IntentResultContainer<Never> = .result(opensIntent: PIntent()); let _: (any AppIntent)? = r.opensIntent"#
            ),
            (
                #"IntentResultContainer.activityIdentifier"#,
                #"let r: IntentResultContainer<Never> = .result(); let _: String? = r.activityIdentifier"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:) (iOS 26)"#,
                #"let p = IntentParameter<Int>(title: "t", description: "d", default: 1, requestValueDialog: "r", inputConnectionBehavior: .never); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:) (AttributedString)"#,
                #"let p = IntentParameter<AttributedString>(title: "t", default: AttributedString("a")); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:) (URL list)"#,
                #"let p = IntentParameter<[URL]>(title: "t", description: "d", default: [URL(string: "https://a.b")!]); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:) (StringSearchCriteria)"#,
                #"let p = IntentParameter<StringSearchCriteria>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:) (RecurrenceRule)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule?>(title: "t", description: "d"); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:) (StringSearchCriteria)"#,
                #"let p = IntentParameter<StringSearchCriteria>(description: "d", requestValueDialog: "r"); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:) (entity, deprecated 18)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "w", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:) (iOS 27.2)"#,
                #"let p = IntentParameter<Int>(description: "d", default: 2, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:) (URL)"#,
                #"let p = IntentParameter<URL?>(description: "d", default: URL(string: "https://a.b")); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:inputOptions:requestValueDialog:inputConnectionBehavior:)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "x", inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .none, multiline: false, autocorrect: false), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:inputOptions:requestValueDialog:inputConnectionBehavior:)"#,
                #"let p = IntentParameter<String>(description: "d", default: "x", inputOptions: String.IntentInputOptions(), requestValueDialog: "r"); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:) (Int)"#,
                #"let p = IntentParameter<Int>(title: "t", description: "d", default: 3, controlStyle: .stepper, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:) (Int)"#,
                #"let p = IntentParameter<Int>(description: "d", default: 3, controlStyle: .field, inclusiveRange: (lowerBound: 0, upperBound: 10)); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Int)"#,
                #"let p = IntentParameter<Int>(title: "t", description: "d", controlStyle: .stepper, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PIntOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Double)"#,
                #"let p = IntentParameter<Double>(title: "t", controlStyle: .slider, inclusiveRange: (0, 1), optionsProvider: PDoubleOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:displayName:requestValueDialog:inputConnectionBehavior:)"#,
                #"let p = IntentParameter<Bool>(title: "t", description: "d", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off"), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p; let q = IntentParameter<Bool?>(title: "q", displayName: nil); _ = q"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:) (DateComponents)"#,
                #"let p = IntentParameter<DateComponents>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:) (Date)"#,
                #"let p = IntentParameter<Date?>(description: "d", default: Date(timeIntervalSince1970: 0), kind: .dateTime); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:) (iOS 26)"#,
                #"let p = IntentParameter<String>(description: "d", default: "a", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: POptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:) (system value)"#,
                #"let p = IntentParameter<String?>(description: "d", optionsProvider: POptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:) (iOS 27.2)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "a", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: POptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (iOS 27)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: POptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (AttributedString)"#,
                #"let p = IntentParameter<AttributedString>(description: "d", optionsProvider: PAttributedOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (URL)"#,
                #"let p = IntentParameter<URL>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PURLOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:) (entity, deprecated 18)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", requestValueDialog: "r", requestDisambiguationDialog: "w", inputConnectionBehavior: .default, optionsProvider: POptions()); _ = p"#
            ),
            (#"Bool.IntentDisplayName"#, #"let _: Bool.IntentDisplayName.Type = Bool.IntentDisplayName.self"#),
            (
                #"Bool.IntentDisplayName.init(true:false:)"#,
                #"let n = Bool.IntentDisplayName(true: "On", false: "Off"); _ = n"#
            ),
            (
                #"Bool.IntentDisplayName.true"#,
                #"let n = Bool.IntentDisplayName(true: "On", false: "Off"); let _: LocalizedStringResource = n.true"#
            ),
            (
                #"Bool.IntentDisplayName.false"#,
                #"let n = Bool.IntentDisplayName(true: "On", false: "Off"); let _: LocalizedStringResource = n.false"#
            ),
            (
                #"URLRepresentableEntity"#,
                #"func g<T: URLRepresentableEntity>(_: T.Type) {}; let _: any AppEntity.Type = PLoaf.self"#
            ),
            (
                #"URLRepresentableEntity.URLRepresentation"#,
                #"let _: EntityURLRepresentation<PLoaf>.Type = PLoaf.URLRepresentation.self"#
            ),
            (
                #"URLRepresentableEntity.urlRepresentation"#,
                #"func g<T: URLRepresentableEntity>(_: T.Type) { let _: EntityURLRepresentation<T> = T.urlRepresentation }"#
            ),
            (
                #"URLRepresentableIntent"#,
                #"func g<T: URLRepresentableIntent>(_: T.Type) {}; let _: any AppIntent.Type = PShelfIntent.self"#
            ),
            (
                #"URLRepresentableIntent.URLRepresentation"#,
                #"let _: IntentURLRepresentation<PShelfIntent>.Type = PShelfIntent.URLRepresentation.self"#
            ),
            (
                #"URLRepresentableIntent.urlRepresentation"#,
                #"func g<T: URLRepresentableIntent>(_: T.Type) { let _: IntentURLRepresentation<T> = T.urlRepresentation }"#
            ),
            (
                #"EntityURLRepresentation"#,
                #"let r: EntityURLRepresentation<PLoaf> = "https://b.example/\(\.id)/\(\.$name)"; _ = r"#
            ),
            (
                #"EntityURLRepresentation.init(_:)"#,
                #"let r = EntityURLRepresentation<PLoaf>("https://b.example/"); _ = r"#
            ),
            (
                #"IntentURLRepresentation"#,
                #"let r: IntentURLRepresentation<PShelfIntent> = "https://b.example/\(\.$shelf)"; _ = r"#
            ),
            (
                #"IntentURLRepresentation.init(_:)"#,
                #"let r = IntentURLRepresentation<PShelfIntent>("https://b.example/"); _ = r"#
            ),
            (
                #"CustomURLRepresentationParameterConvertible"#,
                #"func g<T: CustomURLRepresentationParameterConvertible>(_ t: T) async { let _: String? = await t.urlRepresentationParameter }"#
            ),
            (
                #"CustomURLRepresentationParameterConvertible.urlRepresentationParameter"#,
                #"func g(_ l: PLoaf) async { let _: String? = await l.urlRepresentationParameter }"#
            ),
            (#"SearchCriteria"#, #"func g<T: SearchCriteria>(_: T.Type) {}; g(StringSearchCriteria.self)"#),
            (
                #"SearchCriteria.SearchScopes"#,
                #"let _: [StringSearchScope].Type = StringSearchCriteria.SearchScopes.self"#
            ),
            (
                #"ShowInAppSearchResultsIntent"#,
                #"func g<T: ShowInAppSearchResultsIntent>(_: T.Type) {}; g(PSearchIntent.self)"#
            ),
            (
                #"ShowInAppSearchResultsIntent.Criteria"#,
                #"let _: StringSearchCriteria.Type = PSearchIntent.Criteria.self"#
            ),
            (
                #"ShowInAppSearchResultsIntent.searchScopes"#,
                #"func g<T: ShowInAppSearchResultsIntent>(_: T.Type) { let _: T.Criteria.SearchScopes = T.searchScopes }"#
            ),
            (
                #"ShowInAppSearchResultsIntent.criteria"#,
                #"func g<T: ShowInAppSearchResultsIntent>(_ t: inout T) { t.criteria = t.criteria }"#
            ),
            (#"DeleteIntent"#, #"func g<T: DeleteIntent>(_: T.Type) {}; g(PDeleteIntent.self)"#),
            (#"DeleteIntent.Entity"#, #"let _: PBook.Type = PDeleteIntent.Entity.self"#),
            (#"DeleteIntent.entities"#, #"func g<T: DeleteIntent>(_ t: T) { let _: [T.Entity] = t.entities }"#),
            (
                #"OpenURLIntent.init(urlRepresentable:) (entity)"#,
                #"let f: (PLoaf) async throws -> OpenURLIntent = OpenURLIntent.init(urlRepresentable:); _ = f; _ = try await OpenURLIntent(urlRepresentable: PLoaf(id: "a", name: "b"))"#
            ),
            (
                #"AppIntent.Case"#,
                #"let _: PParamIntent.Case<Int, IntentParameterSummary<PParamIntent>>.Type = ParameterSummaryCaseCondition<PParamIntent, Int, IntentParameterSummary<PParamIntent>>.self"#
            ),
            (
                #"AppIntent.DefaultCase"#,
                #"let _: PParamIntent.DefaultCase<IntentParameterSummary<PParamIntent>>.Type = ParameterSummaryDefaultCaseCondition<PParamIntent, IntentParameterSummary<PParamIntent>>.self"#
            ),
            (#"AppIntent.Summary"#, #"func g<T: AppIntent>(_: T.Type) { _ = T.Summary.self }"#),
            (
                #"AppIntent.Switch"#,
                #"let _: PParamIntent.Switch<Int>.Type = ParameterSummarySwitchCondition<PParamIntent, Int>.self"#
            ),
            (
                #"AppIntent.When"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; let _: PParamIntent.When<S, S>.Type = ParameterSummaryWhenCondition<PParamIntent, S, S>.self"#
            ),
            (
                #"AppIntent.continueInForeground(_:alwaysConfirm:)"#,
                #"func g<T: AppIntent>(_ t: T) { _ = t.continueInForeground(_:alwaysConfirm:) }"#
            ),
            (
                #"AppIntent.requestConfirmation()"#,
                #"func g<T: AppIntent>(_ t: T) async throws { try await t.requestConfirmation() }"#
            ),
            (
                #"AppIntent.requestConfirmation(conditions:actionName:dialog:)"#,
                #"func g<T: AppIntent>(_ t: T) { _ = t.requestConfirmation(conditions:actionName:dialog:) }"#
            ),
            (
                #"AppIntent.requestConfirmation(result:confirmationActionName:showPrompt:)"#,
                #"func g<T: AppIntent>(_ t: T) async throws { try await t.requestConfirmation(result: IntentResultContainer<Never>.result(), confirmationActionName: .order, showPrompt: false) }"#
            ),
            (
                #"CaseDisplayRepresentable.localizedStringResource"#,
                #"func g<T: CaseDisplayRepresentable>(_ t: T) { _ = t.localizedStringResource }"#
            ),
            (#"DynamicOptionsProvider.Item"#, #"let _: POptions.Item<String>.Type = IntentItem<String>.self"#),
            (
                #"DynamicOptionsProvider.ItemCollection"#,
                #"let _: POptions.ItemCollection<String>.Type = IntentItemCollection<String>.self"#
            ),
            (
                #"DynamicOptionsProvider.ItemSection"#,
                #"let _: POptions.ItemSection<String>.Type = IntentItemSection<String>.self"#
            ),
            (
                #"EntityPropertyQuery.ComparatorMode"#,
                #"func g<T: EntityPropertyQuery>(_: T.Type) { _ = T.ComparatorMode.self }"#
            ),
            (
                #"EntityPropertyQuery.Property"#,
                #"let _: PBookQuery.Property<Int>.Type = EntityQueryProperty<PBook, Int, Int>.self"#
            ),
            (
                #"EntityPropertyQuery.QueryProperties"#,
                #"func g<T: EntityPropertyQuery>(_: T.Type) { _ = T.QueryProperties.self }"#
            ),
            (
                #"EntityPropertyQuery.SortableBy"#,
                #"func g<T: EntityPropertyQuery>(_: T.Type) { _ = T.SortableBy.self }"#
            ),
            (
                #"EntityPropertyQuery.SortingOptions"#,
                #"func g<T: EntityPropertyQuery>(_: T.Type) { _ = T.SortingOptions.self }"#
            ),
            (
                #"EnumerableEntityQuery.entities(for:)"#,
                #"func g<T: EnumerableEntityQuery>(_ t: T) { _ = t.entities(for:) }"#
            ),
            (
                #"EnumerableEntityQuery.suggestedEntities()"#,
                #"func g<T: EnumerableEntityQuery>(_ t: T) { _ = t.suggestedEntities }"#
            ),
            (
                #"ForegroundContinuableIntent.needsToContinueInForegroundError(_:continuation:)"#,
                #"func g<T: ForegroundContinuableIntent>(_ t: T) { _ = t.needsToContinueInForegroundError(_:continuation:) }"#
            ),
            (
                #"ForegroundContinuableIntent.requestToContinueInForeground(_:continuation:)"#,
                #"func g<T: ForegroundContinuableIntent>(_ t: T) async throws { try await t.requestToContinueInForeground("d"); let c: @MainActor () async throws -> Int = { 1 }; let _: Int = try await t.requestToContinueInForeground("d", continuation: c) }"#
            ),
            (#"IntentParameter.DateKind"#, #"_ = IntentParameter<Date>.DateKind.self"#),
            (#"IntentParameter.DateKind.date"#, #"_ = IntentParameter<Date>.DateKind.date"#),
            (#"IntentParameter.DateKind.dateTime"#, #"_ = IntentParameter<Date>.DateKind.dateTime"#),
            (#"IntentParameter.DateKind.time"#, #"_ = IntentParameter<Date>.DateKind.time"#),
            (#"IntentParameter.DoubleControlStyle"#, #"_ = IntentParameter<Int>.DoubleControlStyle.self"#),
            (#"IntentParameter.InclusiveRange"#, #"let _: IntentParameter<Int>.InclusiveRange<Int> = (0, 1)"#),
            (#"IntentParameter.IntControlStyle"#, #"_ = IntentParameter<Int>.IntControlStyle.self"#),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:)"#,
                #"let p = IntentParameter<IntentFile>(title: "t", description: "d", supportedContentTypes: [.pdf], requestValueDialog: "r"); _ = p"#
            ),
            (
                #"IntentParameter.needsDisambiguationError(among:dialog:)"#,
                #"_ = { (x: IntentParameter<Int>) in x.needsDisambiguationError(among:dialog:) }"#
            ),
            (#"IntentParameter.needsValueError(_:)"#, #"_ = { (x: IntentParameter<Int>) in x.needsValueError(_:) }"#),
            (
                #"IntentParameter.requestConfirmation(for:dialog:)"#,
                #"_ = { (x: IntentParameter<Int>) in x.requestConfirmation(for:dialog:) }"#
            ),
            (
                #"IntentParameter.requestDisambiguation(among:dialog:)"#,
                #"_ = { (x: IntentParameter<Int>) in x.requestDisambiguation(among:dialog:) }"#
            ),
            (#"IntentParameter.requestValue(_:)"#, #"_ = { (x: IntentParameter<Int>) in x.requestValue(_:) }"#),
            (#"SupportsAppDependencies.Dependency"#, #"let _: PIntent.Dependency<Int>.Type = AppDependency<Int>.self"#),
            (#"TransientAppEntity.defaultQuery"#, #"func g<T: TransientAppEntity>(_: T.Type) { _ = T.defaultQuery }"#),
            (#"UniqueAppEntityQuery.allEntities()"#, #"func g<T: UniqueAppEntityQuery>(_ t: T) { _ = t.allEntities }"#),
            (#"SetFocusFilterIntent"#, #"func g<T: SetFocusFilterIntent>(_: T.Type) {}; g(PFocusIntent.self)"#),
            (
                #"SetFocusFilterIntent.appContext"#,
                #"func g<T: SetFocusFilterIntent>(_ t: T) { let _: FocusFilterAppContext = t.appContext }"#
            ),
            (
                #"SetFocusFilterIntent.current"#,
                #"func g<T: SetFocusFilterIntent>(_: T.Type) async throws { let _: T = try await T.current }"#
            ),
            (
                #"SetFocusFilterIntent.suggestedFocusFilters(for:)"#,
                #"func g<T: SetFocusFilterIntent>(_: T.Type, context: FocusFilterSuggestionContext) async { let _: [T] = await T.suggestedFocusFilters(for: context) }"#
            ),
            (
                #"SetFocusFilterIntent.invalidateFocusFilterAppContext()"#,
                #"PFocusIntent.invalidateFocusFilterAppContext()"#
            ),
            (#"FocusFilterAppContext"#, #"_ = FocusFilterAppContext.self"#),
            (
                #"FocusFilterAppContext.init(notificationFilterPredicate:)"#,
                #"let c = FocusFilterAppContext(notificationFilterPredicate: NSPredicate(value: true)); _ = c"#
            ),
            (
                #"FocusFilterAppContext.init(notificationFilterPredicate:targetContentIdentifierPrefix:)"#,
                #"let c = FocusFilterAppContext(notificationFilterPredicate: nil, targetContentIdentifierPrefix: "chat"); _ = c"#
            ),
            (
                #"FocusFilterAppContext.notificationFilterPredicate"#,
                #"let _: NSPredicate? = FocusFilterAppContext(notificationFilterPredicate: nil, targetContentIdentifierPrefix: nil).notificationFilterPredicate"#
            ),
            (
                #"FocusFilterAppContext.targetContentIdentifierPrefix"#,
                #"let _: String? = FocusFilterAppContext(notificationFilterPredicate: nil, targetContentIdentifierPrefix: "c").targetContentIdentifierPrefix"#
            ),
            (#"FocusFilterSuggestionContext"#, #"_ = FocusFilterSuggestionContext.self"#),
            (
                #"AppShortcutsProvider.negativePhrases"#,
                #"let _: NegativeAppShortcutPhrases = PShortcuts.negativePhrases"#
            ),
            (#"NegativeAppShortcutPhrases"#, #"_ = NegativeAppShortcutPhrases.self"#),
            (
                #"NegativeAppShortcutPhrases.init(phrases:)"#,
                #"let p = NegativeAppShortcutPhrases(phrases: ["Bake a cake in \(.applicationName)", NegativeAppShortcutPhrase("Buy bread")]); _ = p"#
            ),
            (#"NegativeAppShortcutPhrase"#, #"let p: NegativeAppShortcutPhrase = "Never \(.applicationName)"; _ = p"#),
            (#"NegativeAppShortcutPhrase.init(_:)"#, #"let p = NegativeAppShortcutPhrase("Buy bread"); _ = p"#),
            (
                #"IntentResult.result(value:actionButtonIntent:)"#,
                #"let r: some IntentResult & ReturnsValue<Int> = IntentResultContainer<Int>.result(value: 1, actionButtonIntent: PIntent()); _ = r"#
            ),
            (
                #"AppShortcutOptionsCollectionProtocol"#,
                #"func g<T: AppShortcutOptionsCollectionProtocol>(_: T.Type) {}; g(POptionsCollection.self)"#
            ),
            (
                #"AppShortcutOptionsCollectionProtocol.Provider"#,
                #"let _: POptions.Type = POptionsCollection.Provider.self"#
            ),
            (
                #"AppShortcutOptionsCollectionProtocol.dynamicOptionsProvider"#,
                #"func g<T: AppShortcutOptionsCollectionProtocol>(_ t: T) { let _: T.Provider = t.dynamicOptionsProvider }"#
            ),
            (#"URLRepresentableEnum"#, #"func g<T: URLRepresentableEnum>(_: T.Type) {}; g(PCounter.self)"#),
            (
                #"URLRepresentableEnum.URLRepresentation"#,
                #"let _: EnumURLRepresentation<PCounter>.Type = PCounter.URLRepresentation.self"#
            ),
            (
                #"URLRepresentableEnum.urlRepresentation"#,
                #"func g<T: URLRepresentableEnum>(_: T.Type) { let _: EnumURLRepresentation<T> = T.urlRepresentation }"#
            ),
            (
                #"EnumURLRepresentation"#,
                #"let r: EnumURLRepresentation<PCounter> = "https://b.example/\(\.rawValue)"; _ = r"#
            ),
            (
                #"EnumURLRepresentation.init(_:) (dictionary)"#,
                #"let r = EnumURLRepresentation<PCounter>([.bread: "https://b.example/\(.bread)"]); _ = r"#
            ),
            (
                #"EnumURLRepresentation.init(_:) (string)"#,
                #"let r = EnumURLRepresentation<PCounter>("https://b.example/"); _ = r"#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation"#,
                #"let r: EnumURLRepresentation<PCounter>.EnumSingleURLRepresentation = "https://b.example/\(.pastry)"; _ = r"#
            ),
            (
                #"OpenURLIntent.init(urlRepresentable:) (enum)"#,
                #"let f: (PCounter) throws -> OpenURLIntent = OpenURLIntent.init(urlRepresentable:); _ = f; _ = try OpenURLIntent(urlRepresentable: PCounter.bread)"#
            ),
            (
                #"LocalizedStringResource.BundleDescription.main"#,
                #"let _: LocalizedStringResource.BundleDescription = .main"#
            ),
            (
                #"LocalizedStringResource.BundleDescription.atURL(_:)"#,
                #"let _: LocalizedStringResource.BundleDescription = .atURL(URL(fileURLWithPath: "/b"))"#
            ),
            (
                #"LocalizedStringResource.BundleDescription.forClass(_:)"#,
                #"let _: LocalizedStringResource.BundleDescription = .forClass(Box.self)"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Volume)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .liters, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (InformationStorage)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>?>(title: "t", defaultValue: 5, defaultUnit: .megabytes); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Power)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(description: "d", defaultValue: 100, defaultUnit: .watts); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (FuelEfficiency)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(description: "d", defaultUnit: .litersPer100Kilometers, supportsNegativeNumbers: false); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (FuelEfficiency)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", description: "d", defaultValue: 6, unit: .litersPer100Kilometers, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Temperature)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>?>(description: "d", unit: .celsius, supportsNegativeNumbers: true); _ = p"#
            ),
        ]
    }
#endif
