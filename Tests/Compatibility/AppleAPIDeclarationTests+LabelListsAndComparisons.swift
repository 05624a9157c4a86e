// Issue 21: the probes of the rows that were "not offered yet" in Documentation/AppleAPI.md and are offered now: the
// `@Parameter` label lists read from Apple's pages (currency, person, entity, `supportedValues:`, file entity, list and
// text forms), the string, widget-family and union-value comparisons of a summary's `When` (six of those pages were
// not listed before), Core Spotlight's two members and WidgetKit's `RelevanceConfiguration`.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let labelListsAndComparisonsPreamble = #"""
            struct SCEnumOptions: DynamicOptionsProvider {
                func results() async throws -> [PEnum] { [.one] }
            }

            struct SCFileEntityOptions: DynamicOptionsProvider {
                func results() async throws -> [GFile] { [] }
            }

            struct SCUnionIntent: AppIntent {
                static let title: LocalizedStringResource = "Union"
                @Parameter(title: "Reaction") var reaction: PReaction
                @Parameter(title: "Maybe") var maybe: PReaction?
                @Parameter(title: "Contact") var contact: PContact
                func perform() async throws -> some IntentResult { .result() }
            }

            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let labelListsAndComparisonsProbes: [(symbol: String, body: String)] = [
            (
                #"IntentParameter.init(description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:) (IntentCurrencyAmount, page without suffix)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(description: "d", default: nil, currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPriceOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:) (IntentCurrencyAmount, page without suffix)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", description: "d", default: nil, currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPriceOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentCurrencyAmount, page without suffix)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(description: "d", default: nil, currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentCurrencyAmount, page without suffix)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", description: "d", default: nil, currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:mode:requestValueDialog:inputConnectionBehavior:) (IntentPerson, page without suffix)"#,
                #"let p = IntentParameter<IntentPerson>(description: "d", default: nil, mode: .phone, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:mode:requestValueDialog:inputConnectionBehavior:) (IntentPerson, page without suffix)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", default: nil, mode: .phone, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:mode:requestValueDialog:inputConnectionBehavior:optionsProvider:) (IntentPerson, page without suffix)"#,
                #"let p = IntentParameter<IntentPerson>(description: "d", default: nil, mode: .phone, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPeopleOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:mode:requestValueDialog:inputConnectionBehavior:optionsProvider:) (IntentPerson, page without suffix)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", default: nil, mode: .phone, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPeopleOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:mode:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (IntentPerson, page without suffix)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", default: nil, mode: .phone, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPeopleOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:mode:size:inputConnectionBehavior:) (IntentPerson list, 2l4ov)"#,
                #"let p = IntentParameter<[IntentPerson]>(description: "d", default: nil, mode: .phone, size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:mode:size:inputConnectionBehavior:) (IntentPerson list, l6tx)"#,
                #"let p = IntentParameter<[IntentPerson]>(title: "t", description: "d", default: nil, mode: .phone, size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:) (PBook, page without suffix)"#,
                #"let p = IntentParameter<PBook>(description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCBookOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:) (PBook, page without suffix)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCBookOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:resolvers:) (PBook, page without suffix)"#,
                #"let p = IntentParameter<PBook>(description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCBookOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:resolvers:) (PBook, page without suffix)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCBookOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:resolvers:) (entity)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCBookOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:) (1434d)"#,
                #"let p = IntentParameter<[PEnum]>(description: "d", default: [.one], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one]); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:) (b4tx)"#,
                #"let p = IntentParameter<PEnum>(description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one]); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:optionsProvider:) (54xt7)"#,
                #"let p = IntentParameter<PEnum>(description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one], optionsProvider: SCEnumOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:optionsProvider:) (6wjhp)"#,
                #"let p = IntentParameter<PEnum?>(description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one], optionsProvider: SCEnumOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:resolvers:) (2rbpm)"#,
                #"let p = IntentParameter<PEnum>(description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one], resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:resolvers:) (l5vr)"#,
                #"let p = IntentParameter<[PEnum]>(description: "d", default: [.one], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one], resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:) (61lv3)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one]); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:optionsProvider:) (2jzm)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one], optionsProvider: SCEnumOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:resolvers:) (4icwn)"#,
                #"let p = IntentParameter<PEnum?>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, supportedValues: [.one], resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCFileEntityOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:resolvers:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCFileEntityOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:query:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, query: GFileQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:resolvers:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCFileEntityOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:optionsProvider:resolvers:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, optionsProvider: SCFileEntityOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:query:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, query: GFileQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:resolvers:) (file entity, page without suffix)"#,
                #"let p = IntentParameter<GFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:size:inputConnectionBehavior:) (file entity list, 7nan7)"#,
                #"let p = IntentParameter<[GFile]>(description: "d", default: nil, supportedContentTypes: [.pdf], size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:size:inputConnectionBehavior:) (file entity list, zkb3)"#,
                #"let p = IntentParameter<[GFile]>(description: "d", default: nil, supportedContentTypes: [.pdf], size: [.systemSmall: 1], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:size:inputConnectionBehavior:query:) (file entity list, 4b9u2)"#,
                #"let p = IntentParameter<[GFile]>(description: "d", default: nil, supportedContentTypes: [.pdf], size: 2, inputConnectionBehavior: .default, query: GFileQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:size:inputConnectionBehavior:query:) (file entity list, 625v0)"#,
                #"let p = IntentParameter<[GFile]>(description: "d", default: nil, supportedContentTypes: [.pdf], size: [.systemSmall: 1], inputConnectionBehavior: .default, query: GFileQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:size:inputConnectionBehavior:resolvers:) (file entity list, 8qqfn)"#,
                #"let p = IntentParameter<[GFile]>(description: "d", default: nil, supportedContentTypes: [.pdf], size: [.systemSmall: 1], inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:size:inputConnectionBehavior:) (file entity list, 2iixv)"#,
                #"let p = IntentParameter<[GFile]>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:size:inputConnectionBehavior:) (file entity list, 40x5o)"#,
                #"let p = IntentParameter<[GFile]>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], size: [.systemSmall: 1], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:size:inputConnectionBehavior:query:) (file entity list, 3a6vl)"#,
                #"let p = IntentParameter<[GFile]>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], size: [.systemSmall: 1], inputConnectionBehavior: .default, query: GFileQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:size:inputConnectionBehavior:query:) (file entity list, 5y5ep)"#,
                #"let p = IntentParameter<[GFile]>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], size: 2, inputConnectionBehavior: .default, query: GFileQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:size:inputConnectionBehavior:resolvers:) (file entity list, 3da75)"#,
                #"let p = IntentParameter<[GFile]>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], size: [.systemSmall: 1], inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:query:) (PBook list, 4d8td)"#,
                #"let p = IntentParameter<[PBook]>(description: "d", default: nil, size: 2, inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:query:) (PBook list, 1u20e)"#,
                #"let p = IntentParameter<[PBook]>(title: "t", description: "d", default: nil, size: 2, inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:query:) (entity list, 7yfm3)"#,
                #"let p = IntentParameter<[PBook]>(title: "t", description: "d", default: [], size: 2, inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:resolvers:) (String list, 3wo7r)"#,
                #"let p = IntentParameter<[String]>(description: "d", default: nil, size: [.systemSmall: 1], inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:resolvers:) (String list, 1qu54)"#,
                #"let p = IntentParameter<[String]>(title: "t", description: "d", default: nil, size: [.systemSmall: 1], inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:resolvers:) (entity list, 8o0lz)"#,
                #"let p = IntentParameter<[PBook]>(title: "t", description: "d", default: [], size: [.systemSmall: 1], inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:inputOptions:requestValueDialog:inputConnectionBehavior:optionsProvider:) (page without suffix)"#,
                #"let p = IntentParameter<String>(description: "d", inputOptions: String.IntentInputOptions(), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:inputOptions:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (page without suffix)"#,
                #"let p = IntentParameter<String>(description: "d", inputOptions: String.IntentInputOptions(), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:inputOptions:requestValueDialog:inputConnectionBehavior:optionsProvider:) (String)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", inputOptions: String.IntentInputOptions(), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:inputOptions:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (String)"#,
                #"let p = IntentParameter<String?>(title: "t", description: "d", inputOptions: String.IntentInputOptions(), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:) (string)"#,
                #"typealias S = IntentParameterSummary<PNumberedIntent>; _ = ParameterSummaryWhenCondition<PNumberedIntent, S, S>(\.$n, identifier: .hasPrefix, "1") { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:) (string, intent type)"#,
                #"typealias S = IntentParameterSummary<PNumberedIntent>; _ = ParameterSummaryWhenCondition<PNumberedIntent, S, S>(\.$n, identifier: .doesNotContain, "2") { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (-2aukt)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(\.$n, .lessThanOrEqualTo, 3) { S() } otherwise: { S() }"#
            ),
            (
                #"CSSearchableItem.relatedAppEntityIdentifier"#,
                #"let item = CSSearchableItem(uniqueIdentifier: "u", domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet(contentType: .text)); item.relatedAppEntityIdentifier = EntityIdentifier(for: PBook.self, identifier: "b"); let _: EntityIdentifier? = item.relatedAppEntityIdentifier"#
            ),
            (
                #"CSSearchableIndex.init(name:protectionClass:)"#,
                #"let index = CSSearchableIndex(name: "n", protectionClass: .complete); let _: CSSearchableIndex = index; _ = CSSearchableIndex(name: "n", protectionClass: nil)"#
            ),
            (
                #"RelevanceConfiguration"#,
                #"func configuration<C: WidgetConfiguration & Sendable>(_: C.Type) {}; configuration(RelevanceConfiguration.self)"#
            ),
            (
                #"RelevanceConfiguration.init(kind:provider:content:)"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; let c: some WidgetConfiguration = RelevanceConfiguration(kind: "k", provider: P()) { (entry: E) in entry }.supportedFamilies([.accessoryRectangular]); _ = c"#
            ),
            (
                #"StringComparisonOperator"#,
                #"func hashable<H: Hashable>(_: H.Type) {}; hashable(StringComparisonOperator.self)"#
            ),
            (
                #"StringComparisonOperator.contains"#,
                #"let o: StringComparisonOperator = .contains; _ = o"#
            ),
            (
                #"StringComparisonOperator.doesNotContain"#,
                #"let o: StringComparisonOperator = .doesNotContain; _ = o"#
            ),
            (
                #"StringComparisonOperator.hasPrefix"#,
                #"let o: StringComparisonOperator = .hasPrefix; _ = o == .hasSuffix"#
            ),
            (
                #"StringComparisonOperator.hasSuffix"#,
                #"let o: StringComparisonOperator = .hasSuffix; _ = o.hashValue"#
            ),
            (
                #"EntityQueryProperty.init(_:entityProvider:comparators:)"#,
                #"let property = EntityQueryProperty<PUnique, Int, Int>(\PBook.$pages, entityProvider: { _ in PBook(id: "b", pages: 1) }) { GreaterThanComparator { $0 } }; _ = property"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(widgetFamily:_:_:otherwise:) (one of)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(widgetFamily: .oneOf, [.systemSmall, .accessoryCircular]) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(widgetFamily:_:_:otherwise:) (equatable)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(widgetFamily: .notEqualTo, .systemLarge) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:) (comparable, 215ub)"#,
                #"typealias S = IntentParameterSummary<PNumberedIntent>; _ = ParameterSummaryWhenCondition<PNumberedIntent, S, S>(\.$n, identifier: .lessThan, 9) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:) (equatable, String, 2yug9)"#,
                #"typealias S = IntentParameterSummary<SCUnionIntent>; _ = ParameterSummaryWhenCondition<SCUnionIntent, S, S>(\.$contact, identifier: .equalTo, "c1") { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:) (one of, String, 7tayy)"#,
                #"typealias S = IntentParameterSummary<SCUnionIntent>; _ = ParameterSummaryWhenCondition<SCUnionIntent, S, S>(\.$contact, identifier: .noneOf, ["c1", "c2"]) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (union value, tyz2)"#,
                #"typealias S = IntentParameterSummary<SCUnionIntent>; _ = ParameterSummaryWhenCondition<SCUnionIntent, S, S>(\.$reaction, .equalTo, .text) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (union value, optional parameter, 2qooo)"#,
                #"typealias S = IntentParameterSummary<SCUnionIntent>; _ = ParameterSummaryWhenCondition<SCUnionIntent, S, S>(\.$maybe, .notEqualTo, .text) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (union value, one of, 8d14d)"#,
                #"typealias S = IntentParameterSummary<SCUnionIntent>; _ = ParameterSummaryWhenCondition<SCUnionIntent, S, S>(\.$reaction, .oneOf, [.text]) { S() } otherwise: { S() }"#
            ),
        ]
    }
#endif
