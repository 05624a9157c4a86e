// Issue 21: the probes of the rows of "Parameter forms and resolvers" in Documentation/AppleAPI.md (the `@Parameter`
// forms by measurement dimension, the file, entity-query and `resolvers:` forms, the resolver types), and of the
// AppIntents rows those forms turned from "not offered yet" into "shape", kept apart from the other probes.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the parameter probes use besides the shared preambles: resolvers and options providers.
        static let parametersPreamble = #"""
            struct PUpper: Resolver {
                func resolve(from input: String, context: IntentParameterContext<String>) async throws -> String? {
                    input.uppercased()
                }
            }

            struct PBookFromTitle: Resolver {
                func resolve(from input: String, context: Context<PBook>) async throws -> PBook? { nil }
            }

            struct PDateOptions: DynamicOptionsProvider {
                func results() async throws -> [Date] { [Date(timeIntervalSince1970: 0)] }
            }

            struct PDateComponentsOptions: DynamicOptionsProvider {
                func results() async throws -> [DateComponents] { [] }
            }

            struct PFileOptions: DynamicOptionsProvider {
                func results() async throws -> [IntentFile] { [] }
            }

            struct PDurationOptions: DynamicOptionsProvider {
                func results() async throws -> [Duration] { [.seconds(30)] }
            }

            struct PFilesOptions: DynamicOptionsProvider {
                func results() async throws -> [IntentFile] { [] }
            }

            struct PPriceOptions: DynamicOptionsProvider {
                func results() async throws -> [IntentCurrencyAmount] { [] }
            }

            struct PPeopleOptions: DynamicOptionsProvider {
                func results() async throws -> [IntentPerson] { [] }
            }

            struct PNumbered: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "N"
                static let defaultQuery = PNumberedQuery()
                let id: Int
                var displayRepresentation: DisplayRepresentation { "\(id)" }
            }

            struct PNumberedQuery: EntityQuery {
                func entities(for identifiers: [Int]) async throws -> [PNumbered] { identifiers.map { PNumbered(id: $0) } }
            }

            struct PNumberedIntent: AppIntent {
                static let title: LocalizedStringResource = "N"
                @Parameter(title: "N") var n: PNumbered
                func perform() async throws -> some IntentResult { .result() }
            }
            """#

        /// One probe per implemented or shape row of the parameter forms and resolvers, by symbol.
        static let parametersProbes: [(symbol: String, body: String)] = [
            (
                #"IntentParameter.defaultUnit (Area)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(title: "t", defaultUnit: .acres); let u: IntentParameter<Measurement<UnitArea>>.Area? = p.defaultUnit; _ = u"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (Volume)"#,
                #"let f: (IntentParameterContext<Measurement<UnitVolume>>) -> Bool? = { $0.unitAdjustForLocale }; _ = f"#
            ),
            (
                #"IntentParameter.init(title:description:default:mode:size:inputConnectionBehavior:) (per widget family)"#,
                #"let p = IntentParameter<[IntentPerson]>(title: "t", description: "d", default: [], mode: .email, size: [.systemSmall: 1], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:mode:size:inputConnectionBehavior:)"#,
                #"let p = IntentParameter<[IntentPerson]>(title: "t", description: "d", mode: .phone, size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:) (URL list)"#,
                #"let p = IntentParameter<[URL]>(description: "d", default: [URL(string: "https://example.com")!], requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:resolvers:) (Double)"#,
                #"let p = IntentParameter<Double>(description: "d", default: 1, controlStyle: .slider, inclusiveRange: (0, 2), requestValueDialog: "r", inputConnectionBehavior: .default) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Double)"#,
                #"let p = IntentParameter<Double>(title: "t", description: "d", controlStyle: .field, inclusiveRange: (0, 2), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDoubleOptions()) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Int)"#,
                #"let p = IntentParameter<Int>(title: "t", description: "d", controlStyle: .stepper, inclusiveRange: (1, 3), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PIntOptions()) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Int)"#,
                #"let p = IntentParameter<Int>(description: "d", controlStyle: .field, inclusiveRange: (1, 3), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PIntOptions()) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:) (IntentCurrencyAmount)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", description: "d", currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:) (IntentCurrencyAmount)"#,
                #"let p = IntentParameter<IntentCurrencyAmount?>(title: "t", description: "d", default: IntentCurrencyAmount(amount: 1, currencyCode: "EUR"), currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:) (IntentCurrencyAmount)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", description: "d", currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPriceOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (IntentCurrencyAmount)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", description: "d", default: nil, currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPriceOptions()) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:mode:requestValueDialog:inputConnectionBehavior:) (IntentPerson)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", mode: .email, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:mode:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentPerson)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", default: nil, mode: .phone, requestValueDialog: "r", inputConnectionBehavior: .default) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:mode:requestValueDialog:inputConnectionBehavior:optionsProvider:) (IntentPerson)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", mode: .contact, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPeopleOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:mode:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (IntentPerson)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", mode: .emailOrPhone, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPeopleOptions()) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:mode:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (IntentPerson)"#,
                #"let p = IntentParameter<IntentPerson?>(description: "d", default: nil, mode: .email, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPeopleOptions()) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:) (entity)"#,
                #"let p = IntentParameter<PBook>(description: "d", requestValueDialog: "r", requestDisambiguationDialog: "w", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameterContext.currencyCodes (IntentCurrencyAmount)"#,
                #"let f: (IntentParameterContext<IntentCurrencyAmount>) -> [String]? = { $0.currencyCodes }; _ = f"#
            ),
            (
                #"IntentParameterContext.inclusiveRange (IntentCurrencyAmount)"#,
                #"let f: (IntentParameterContext<IntentCurrencyAmount>) -> IntentParameter<IntentCurrencyAmount>.InclusiveRange<Decimal>? = { $0.inclusiveRange }; _ = f"#
            ),
            (
                #"IntentParameterContext.inclusiveRange (Int)"#,
                #"let f: (IntentParameterContext<Int>) -> IntentParameter<Int>.InclusiveRange<Int>? = { $0.inclusiveRange }; _ = f"#
            ),
            (
                #"IntentParameterContext.inclusiveRange (Double)"#,
                #"let f: (IntentParameterContext<Double>) -> IntentParameter<Double>.InclusiveRange<Double>? = { $0.inclusiveRange }; _ = f"#
            ),
            (
                #"IntentParameterContext.parameterMode (IntentPerson)"#,
                #"let f: (IntentParameterContext<IntentPerson>) -> IntentPerson.ParameterMode? = { $0.parameterMode }; _ = f"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:) (one of)"#,
                #"typealias S = IntentParameterSummary<PNumberedIntent>; _ = ParameterSummaryWhenCondition<PNumberedIntent, S, S>(\.$n, identifier: .oneOf, [1, 2]) { S() } otherwise: { S() }"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:identifier:_:_:otherwise:) (comparable)"#,
                #"typealias S = IntentParameterSummary<PNumberedIntent>; _ = ParameterSummaryWhenCondition<PNumberedIntent, S, S>(\.$n, identifier: .greaterThan, 1) { S() } otherwise: { S() }"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Length)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .meters, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Acceleration)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .metersPerSecondSquared, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Mass)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .kilograms, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ConcentrationMass)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .gramsPerLiter, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Angle)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .degrees, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Area)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .squareMeters, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Speed)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .kilometersPerHour, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Duration)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .minutes, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (FuelEfficiency)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .litersPer100Kilometers, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Energy)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .kilocalories, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Power)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .watts, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCurrent)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .amperes, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Pressure)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .hectopascals, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Temperature)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .celsius, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Frequency)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .hertz, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Area)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(title: "t", description: "d", defaultValue: 1, unit: .squareMeters, unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Length)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .meters, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Mass)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .kilograms, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Angle)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .degrees, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Speed)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .kilometersPerHour, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Duration)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .minutes, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Energy)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .kilocalories, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Power)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .watts, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Pressure)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .hectopascals, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Volume)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .liters, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:resolvers:) (entity, deprecated 18)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "w", inputConnectionBehavior: .default, resolvers: { PBookFromTitle() }); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (AttributedString)"#,
                #"let p = IntentParameter<AttributedString>(title: "t", description: "d", default: AttributedString("a"), requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (iOS 26)"#,
                #"let p = IntentParameter<Int>(description: "d", default: 1, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper(); PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:) (RecurrenceRule)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule?>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:) (RecurrenceRule)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default) {}; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:inputOptions:requestValueDialog:inputConnectionBehavior:resolvers:)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "x", inputOptions: String.IntentInputOptions(), requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:inputOptions:requestValueDialog:inputConnectionBehavior:resolvers:)"#,
                #"let p = IntentParameter<String?>(description: "d", default: "x", inputOptions: nil) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:displayName:requestValueDialog:inputConnectionBehavior:resolvers:)"#,
                #"let p = IntentParameter<Bool>(title: "t", description: "d", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off"), requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:displayName:requestValueDialog:inputConnectionBehavior:resolvers:)"#,
                #"let p = IntentParameter<Bool?>(description: "d", default: false, displayName: nil) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:resolvers:) (Date)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", default: Date(timeIntervalSince1970: 0), kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:resolvers:) (Date)"#,
                #"let p = IntentParameter<Date?>(description: "d", kind: .time) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Date)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Date)"#,
                #"let p = IntentParameter<Date?>(description: "d", kind: .dateTime, optionsProvider: PDateOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:) (DateComponents)"#,
                #"let p = IntentParameter<DateComponents>(description: "d", default: DateComponents(), kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateComponentsOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateOptions()) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:)"#,
                #"let p = IntentParameter<Date>(description: "d", kind: .time, optionsProvider: PDateOptions(), resolvers: { PUpper() }); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:)"#,
                #"let p = IntentParameter<String>(description: "d", default: "a", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: POptions()) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedTypeIdentifiers:requestValueDialog:inputConnectionBehavior:) (deprecated 18)"#,
                #"let p = IntentParameter<IntentFile>(title: "t", description: "d", default: nil, supportedTypeIdentifiers: ["public.image"], requestValueDialog: "r", inputConnectionBehavior: .connectToPreviousIntentResult); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedTypeIdentifiers:requestValueDialog:inputConnectionBehavior:resolvers:) (deprecated 18)"#,
                #"let p = IntentParameter<IntentFile>(title: "t", description: "d", default: nil, supportedTypeIdentifiers: ["public.image"], requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:supportedTypeIdentifiers:requestValueDialog:inputConnectionBehavior:optionsProvider:) (deprecated 18)"#,
                #"let p = IntentParameter<IntentFile>(title: "t", description: "d", supportedTypeIdentifiers: ["public.image"], requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PFileOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:supportedTypeIdentifiers:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (deprecated 18)"#,
                #"let p = IntentParameter<IntentFile?>(title: "t", supportedTypeIdentifiers: ["public.image"], optionsProvider: PFileOptions()) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:resolvers:)"#,
                #"let p = IntentParameter<IntentFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:optionsProvider:)"#,
                #"let p = IntentParameter<IntentFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PFileOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:optionsProvider:)"#,
                #"let p = IntentParameter<[IntentFile]>(description: "d", supportedContentTypes: [.image], optionsProvider: PFilesOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:)"#,
                #"let p = IntentParameter<IntentFile>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PFileOptions()) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:)"#,
                #"let p = IntentParameter<IntentFile?>(description: "d", supportedContentTypes: [.pdf], optionsProvider: PFileOptions(), resolvers: { PUpper() }); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:) (entity)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "w", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:query:) (entity)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "w", inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"Resolver"#,
                #"func g<T: Resolver>(_: T.Type) where T: Hashable & Sendable {}; g(PUpper.self)"#
            ),
            (
                #"Resolver.resolve(from:context:)"#,
                #"func g<T: Resolver>(_ r: T, _ i: T.Input, _ c: IntentParameterContext<T.Output>) async throws -> T.Output? { try await r.resolve(from: i, context: c) }"#
            ),
            (
                #"Resolver.Input"#,
                #"func g<T: Resolver>(_: T.Type) { _ = T.Input.self }; g(PUpper.self)"#
            ),
            (
                #"Resolver.Output"#,
                #"func g<T: Resolver>(_: T.Type) { _ = T.Output.self }; g(PUpper.self)"#
            ),
            (
                #"Resolver.Context"#,
                #"let _: PUpper.Context<String>.Type = IntentParameterContext<String>.self"#
            ),
            (#"AppEntityUIElement"#, #"let _: AppEntityUIElement.Type = AppEntityUIElement.self"#),
            (
                #"AppEntityUIElement.init(identifier:bounds:state:subelements:)"#,
                #"let f: (EntityIdentifier, CGRect, AppEntityUIElement.State, [AppEntityUIElement]) -> AppEntityUIElement = AppEntityUIElement.init(identifier:bounds:state:subelements:); _ = f; _ = AppEntityUIElement(identifier: EntityIdentifier(for: PBook.self, identifier: "b"), bounds: .zero)"#
            ),
            (
                #"AppEntityUIElement.init(_:bounds:state:subelements:)"#,
                #"_ = AppEntityUIElement(PBook(id: "b", pages: 1), bounds: .zero, state: .init(isSelected: true), subelements: [])"#
            ),
            (
                #"AppEntityUIElement.identifier"#,
                #"var e = AppEntityUIElement(PBook(id: "b", pages: 1), bounds: .zero); let i: EntityIdentifier = e.identifier; e.identifier = i"#
            ),
            (
                #"AppEntityUIElement.bounds"#,
                #"var e = AppEntityUIElement(PBook(id: "b", pages: 1), bounds: .zero); let b: CGRect = e.bounds; e.bounds = b"#
            ),
            (
                #"AppEntityUIElement.state"#,
                #"var e = AppEntityUIElement(PBook(id: "b", pages: 1), bounds: .zero); let s: AppEntityUIElement.State = e.state; e.state = s"#
            ),
            (
                #"AppEntityUIElement.subelements"#,
                #"var e = AppEntityUIElement(PBook(id: "b", pages: 1), bounds: .zero); let s: [AppEntityUIElement] = e.subelements; e.subelements = s"#
            ),
            (#"AppEntityUIElement.State"#, #"let _: AppEntityUIElement.State.Type = AppEntityUIElement.State.self"#),
            (
                #"AppEntityUIElement.State.init(isSelected:)"#,
                #"let f: (Bool) -> AppEntityUIElement.State = AppEntityUIElement.State.init(isSelected:); _ = f; _ = AppEntityUIElement.State()"#
            ),
            (
                #"AppEntityUIElement.State.isSelected"#,
                #"var s = AppEntityUIElement.State(); let b: Bool = s.isSelected; s.isSelected = b"#
            ),
            (
                #"AnyIntentValue"#,
                #"func g<T: AnyIntentValue>(_: T.Type) where T: Sendable {}; g(IntentParameter<Int>.self); g(IntentParameterContext<String>.self)"#
            ),
            (
                #"AnyIntentValue.Value"#,
                #"func g<T: AnyIntentValue>(_: T.Type) -> T.Value.Type where T.Value: Sendable { T.Value.self }; let _: String?.Type = g(IntentParameter<String?>.self)"#
            ),
            (
                #"AnyIntentValue.title"#,
                #"func g<T: AnyIntentValue>(_ v: T) -> LocalizedStringResource { v.title }; _ = g(IntentParameter<Int>(title: "n"))"#
            ),
            (
                #"AnyIntentValue.isOptional"#,
                #"func g<T: AnyIntentValue>(_ v: T) -> Bool { v.isOptional }; _ = g(IntentParameter<Int?>(title: "n"))"#
            ),
            (
                #"IntentParameterContext.controlStyle (Int)"#,
                #"func g(_ c: IntentParameterContext<Int>) -> IntentParameter<Int>.IntControlStyle? { c.controlStyle }"#
            ),
            (
                #"IntentParameterContext.controlStyle (Double)"#,
                #"func g(_ c: IntentParameterContext<Double>) -> IntentParameter<Double>.DoubleControlStyle? { c.controlStyle }"#
            ),
            (
                #"IntentParameterContext.dateKind (Date)"#,
                #"func g(_ c: IntentParameterContext<Date>) -> IntentParameter<Date>.DateKind? { c.dateKind }"#
            ),
            (
                #"IntentParameterContext.dateKind (DateComponents)"#,
                #"func g(_ c: IntentParameterContext<DateComponents>) -> IntentParameter<DateComponents>.DateKind? { c.dateKind }"#
            ),
            (
                #"IntentParameterContext.displayName"#,
                #"func g(_ c: IntentParameterContext<Bool>) -> Bool.IntentDisplayName? { c.displayName }"#
            ),
            (
                #"IntentParameterContext.requestValue(_:)"#,
                #"func g(_ c: IntentParameterContext<Int>) async throws -> Int { let f: (IntentDialog?) async throws -> Int = c.requestValue(_:); _ = f; return try await c.requestValue("How many?") }"#
            ),
            (
                #"IntentParameter.dateKind (Date)"#,
                #"let p = IntentParameter<Date>(title: "d", kind: .date); let _: IntentParameter<Date>.DateKind? = p.dateKind; let q = IntentParameter<DateComponents?>(title: "c"); _ = q.dateKind"#
            ),
            (
                #"ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:) (equatable, optional parameter)"#,
                #"typealias S = IntentParameterSummary<PParamIntent>; _ = ParameterSummaryWhenCondition<PParamIntent, S, S>(\.$o, .equalTo, 1) { S() } otherwise: { S() }"#
            ),
            (
                #"IntentParameterContext"#,
                #"_ = IntentParameterContext<String?>.self; let _: any Sendable.Type = IntentParameterContext<Int>.self"#
            ),
            (
                #"ResolverSpecification"#,
                #"func g<T: ResolverSpecification>(_ s: T) -> [any Resolver] where T: Hashable & Sendable { Array(s) }; _ = g(EmptyResolverSpecification<Int>())"#
            ),
            (
                #"ResolverSpecification.Output"#,
                #"func g<T: ResolverSpecification>(_: T.Type) { _ = T.Output.self }; g(EmptyResolverSpecification<Int>.self)"#
            ),
            (
                #"EmptyResolverSpecification"#,
                #"let _: any ResolverSpecification.Type = EmptyResolverSpecification<String>.self"#
            ),
            (
                #"EmptyResolverSpecification.init()"#,
                #"let s = EmptyResolverSpecification<Int>(); _ = s"#
            ),
            (
                #"ResolverSpecificationBuilder"#,
                #"@ResolverSpecificationBuilder<String> var s: some ResolverSpecification { PUpper() }; _ = s"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock()"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(); _ = s"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock(_:)"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(PUpper()); _ = Array(s)"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock(_:_:)"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(PUpper(), PUpper()); _ = Array(s)"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock(_:_:_:)"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(PUpper(), PUpper(), PUpper()); _ = Array(s)"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock(_:_:_:_:)"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(PUpper(), PUpper(), PUpper(), PUpper()); _ = Array(s)"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock(_:_:_:_:_:)"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(PUpper(), PUpper(), PUpper(), PUpper(), PUpper()); _ = Array(s)"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock(_:_:_:_:_:_:)"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(PUpper(), PUpper(), PUpper(), PUpper(), PUpper(), PUpper()); _ = Array(s)"#
            ),
            (
                #"ResolverSpecificationBuilder.buildBlock(_:_:_:_:_:_:_:)"#,
                #"let s = ResolverSpecificationBuilder<String>.buildBlock(PUpper(), PUpper(), PUpper(), PUpper(), PUpper(), PUpper(), PUpper()); _ = Array(s)"#
            ),
            (
                #"ResolverSpecificationBuilder.buildPartialBlock(first:)"#,
                #"let s: ResolverSpecificationBuilder<String>.Specification<String, PUpper> = ResolverSpecificationBuilder<String>.buildPartialBlock(first: PUpper()); _ = s"#
            ),
            (
                #"ResolverSpecificationBuilder.buildPartialBlock(accumulated:next:)"#,
                #"let a = ResolverSpecificationBuilder<String>.buildPartialBlock(first: PUpper()); let s: ResolverSpecificationBuilder<String>.Specification<String, PUpper, PBookFromTitle> = ResolverSpecificationBuilder<String>.buildPartialBlock(accumulated: a, next: PBookFromTitle()); _ = s"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification"#,
                #"let _: any ResolverSpecification.Type = ResolverSpecificationBuilder<String>.Specification<String, PUpper>.self"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification"#,
                #"let _: any Resolver.Type = StringSearchCriteriaFromStringResolverSpecificification.self"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.resolve(from:context:)"#,
                #"func g(_ r: StringSearchCriteriaFromStringResolverSpecificification, _ c: IntentParameterContext<StringSearchCriteria>) async throws -> StringSearchCriteria? { try await r.resolve(from: "a", context: c) }"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:resolvers:)"#,
                #"let p = IntentParameter<[String]>(title: "t", description: "d", default: ["a"], size: 2, inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:query:) (per widget family)"#,
                #"let p = IntentParameter<[PBook]>(title: "t", description: "d", default: nil, size: [.systemSmall: 1, .systemLarge: IntentCollectionSize(min: 1, max: 4)], inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:supportedContentTypes:size:inputConnectionBehavior:resolvers:)"#,
                #"let p = IntentParameter<[IntentFile]>(title: "t", description: "d", default: nil, supportedContentTypes: [.pdf], size: 3, inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:resolvers:) (Double)"#,
                #"let p = IntentParameter<Double>(title: "t", description: "d", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1), requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "a", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: POptions()) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Illuminance)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .lux, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricPotentialDifference)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", description: "d", defaultValue: 1, unit: .volts, unitAdjustForLocale: false, supportsNegativeNumbers: true, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCharge)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>?>(description: "d", unit: .coulombs, resolvers: { PUpper() }); _ = p"#
            ),
            (
                #"IntentParameter.DurationUnit"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .minutes; _ = IntentParameter<Duration?>.DurationUnit.allCases"#
            ),
            (
                #"IntentParameter.init(title:description:default:defaultUnit:requestValueDialog:inputConnectionBehavior:) (Duration)"#,
                #"let p = IntentParameter<Duration>(title: "t", description: "d", default: .seconds(90), defaultUnit: .minutes, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:defaultUnit:requestValueDialog:inputConnectionBehavior:resolvers:) (Duration)"#,
                #"let p = IntentParameter<Duration>(title: "t", description: "d", default: .seconds(90), defaultUnit: .minutes, requestValueDialog: "r", inputConnectionBehavior: .default) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:defaultUnit:requestValueDialog:inputConnectionBehavior:resolvers:) (Duration)"#,
                #"let p = IntentParameter<Duration?>(description: "d", defaultUnit: .hours, resolvers: { PUpper() }); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultUnit:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Duration)"#,
                #"let p = IntentParameter<Duration>(title: "t", description: "d", defaultUnit: .seconds, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDurationOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultUnit:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Duration)"#,
                #"let p = IntentParameter<Duration?>(description: "d", defaultUnit: nil, optionsProvider: PDurationOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultUnit:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Duration)"#,
                #"let p = IntentParameter<Duration>(title: "t", description: "d", defaultUnit: .seconds, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDurationOptions()) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultUnit:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Duration)"#,
                #"let p = IntentParameter<Duration>(description: "d", defaultUnit: .milliseconds, optionsProvider: PDurationOptions()) { PUpper() }; _ = p"#
            ),
            (
                #"IntentParameter.DurationUnit.hours"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .hours"#
            ),
            (
                #"IntentParameter.DurationUnit.microseconds"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .microseconds"#
            ),
            (
                #"IntentParameter.DurationUnit.milliseconds"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .milliseconds"#
            ),
            (
                #"IntentParameter.DurationUnit.minutes"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .minutes"#
            ),
            (
                #"IntentParameter.DurationUnit.nanoseconds"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .nanoseconds"#
            ),
            (
                #"IntentParameter.DurationUnit.picoseconds"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .picoseconds"#
            ),
            (
                #"IntentParameter.DurationUnit.seconds"#,
                #"let _: IntentParameter<Duration>.DurationUnit = .seconds"#
            ),
        ]
    }
#endif
