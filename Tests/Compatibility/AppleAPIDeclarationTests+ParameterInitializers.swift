// Issue 21: the probes of the rows of "`@Parameter` initializers from the `IntentParameter` topic page" in
// Documentation/AppleAPI.md: one `IntentParameter` made with each page's labels, with the value type the labels imply.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let parameterInitializersPreamble = #"""
            struct SCStringOptions: DynamicOptionsProvider {
                func results() async throws -> [String] { ["a"] }
            }

            struct SCBookOptions: DynamicOptionsProvider {
                func results() async throws -> [PBook] { [] }
            }
            struct SCOptionsLength: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitLength>] { [] }
            }

            struct SCOptionsAcceleration: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitAcceleration>] { [] }
            }

            struct SCOptionsAngle: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitAngle>] { [] }
            }

            struct SCOptionsArea: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitArea>] { [] }
            }

            struct SCOptionsConcentrationMass: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitConcentrationMass>] { [] }
            }

            struct SCOptionsDispersion: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitDispersion>] { [] }
            }

            struct SCOptionsDuration: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitDuration>] { [] }
            }

            struct SCOptionsElectricCharge: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitElectricCharge>] { [] }
            }

            struct SCOptionsElectricCurrent: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitElectricCurrent>] { [] }
            }

            struct SCOptionsElectricPotentialDifference: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitElectricPotentialDifference>] { [] }
            }

            struct SCOptionsElectricResistance: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitElectricResistance>] { [] }
            }

            struct SCOptionsEnergy: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitEnergy>] { [] }
            }

            struct SCOptionsFrequency: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitFrequency>] { [] }
            }

            struct SCOptionsFuelEfficiency: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitFuelEfficiency>] { [] }
            }

            struct SCOptionsIlluminance: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitIlluminance>] { [] }
            }

            struct SCOptionsInformationStorage: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitInformationStorage>] { [] }
            }

            struct SCOptionsMass: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitMass>] { [] }
            }

            struct SCOptionsPower: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitPower>] { [] }
            }

            struct SCOptionsPressure: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitPressure>] { [] }
            }

            struct SCOptionsSpeed: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitSpeed>] { [] }
            }

            struct SCOptionsTemperature: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitTemperature>] { [] }
            }

            struct SCOptionsVolume: DynamicOptionsProvider {
                func results() async throws -> [Measurement<UnitVolume>] { [] }
            }
            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let parameterInitializersProbes: [(symbol: String, body: String)] = [
            (
                #"IntentParameter.init(description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Double, 4kart)"#,
                #"let p = IntentParameter<Double>(description: "d", controlStyle: .field, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDoubleOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Int, 5q83i)"#,
                #"let p = IntentParameter<Int>(description: "d", controlStyle: .stepper, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PIntOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Double, 510ma)"#,
                #"let p = IntentParameter<Double>(description: "d", controlStyle: .field, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDoubleOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:) (Double, 6rqfz)"#,
                #"let p = IntentParameter<Double>(description: "d", default: 1, controlStyle: .field, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:resolvers:) (Int, 7r5on)"#,
                #"let p = IntentParameter<Int>(description: "d", default: 1, controlStyle: .stepper, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:) (IntentCurrencyAmount, page without suffix)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(description: "d", default: nil, currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (IntentCurrencyAmount, page without suffix)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(description: "d", default: nil, currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPriceOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:displayName:requestValueDialog:inputConnectionBehavior:) (Bool, page without suffix)"#,
                #"let p = IntentParameter<Bool>(description: "d", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off"), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:) (Date, 6zhvu)"#,
                #"let p = IntentParameter<Date>(description: "d", default: Date(timeIntervalSince1970: 0), kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Date, 78tck)"#,
                #"let p = IntentParameter<Date>(description: "d", default: Date(timeIntervalSince1970: 0), kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:kind:requestValueDialog:inputConnectionBehavior:resolvers:) (Date, 74s2f)"#,
                #"let p = IntentParameter<Date>(description: "d", default: Date(timeIntervalSince1970: 0), kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:mode:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentPerson, page without suffix)"#,
                #"let p = IntentParameter<IntentPerson>(description: "d", default: nil, mode: .phone, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:mode:size:inputConnectionBehavior:) (IntentPerson list, 7ydg)"#,
                #"let p = IntentParameter<[IntentPerson]>(description: "d", default: nil, mode: .phone, size: [.systemSmall: 1], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:) (1u3wz)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:) (5xajn)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:) (79g5k)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:) (7a6da)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:) (35b55)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (5w6ra)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (642)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (3nq7y)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (5nb0u)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (68v17)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (7t80i)"#,
                #"let p = IntentParameter<String>(description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (URL list, 9qj92)"#,
                #"let p = IntentParameter<[URL]>(description: "d", default: [URL(string: "https://example.com")!], requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:query:) (PBook, page without suffix)"#,
                #"let p = IntentParameter<PBook>(description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:resolvers:) (PBook, page without suffix)"#,
                #"let p = IntentParameter<PBook>(description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:) (String list, 9vgw6)"#,
                #"let p = IntentParameter<[String]>(description: "d", default: nil, size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:query:) (PBook list, 10bai)"#,
                #"let p = IntentParameter<[PBook]>(description: "d", default: nil, size: [.systemSmall: 1], inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:resolvers:) (String list, 8vbcc)"#,
                #"let p = IntentParameter<[String]>(description: "d", default: nil, size: 2, inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:) (IntentFile, page without suffix)"#,
                #"let p = IntentParameter<IntentFile>(description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentFile, page without suffix)"#,
                #"let p = IntentParameter<IntentFile>(description: "d", default: nil, supportedContentTypes: [.pdf], requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:supportedContentTypes:size:inputConnectionBehavior:resolvers:) (IntentFile list, 1syql)"#,
                #"let p = IntentParameter<[IntentFile]>(description: "d", default: nil, supportedContentTypes: [.pdf], size: 2, inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricPotentialDifference, 1067t)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(description: "d", defaultValue: 1, defaultUnit: .volts, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Length, 1fhl)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(description: "d", defaultValue: 1, defaultUnit: .meters, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Dispersion, 2fu0y)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(description: "d", defaultValue: 1, defaultUnit: .partsPerMillion, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Speed, 369tw)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(description: "d", defaultValue: 1, defaultUnit: .metersPerSecond, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Mass, 3ab0x)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(description: "d", defaultValue: 1, defaultUnit: .kilograms, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Duration, 3dz8a)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(description: "d", defaultValue: 1, defaultUnit: .seconds, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Angle, 3yi59)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(description: "d", defaultValue: 1, defaultUnit: .degrees, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ConcentrationMass, 46ecl)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(description: "d", defaultValue: 1, defaultUnit: .gramsPerLiter, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Illuminance, 4bdbs)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(description: "d", defaultValue: 1, defaultUnit: .lux, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricResistance, 4idtv)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(description: "d", defaultValue: 1, defaultUnit: .ohms, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Frequency, 58usr)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(description: "d", defaultValue: 1, defaultUnit: .hertz, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Pressure, 5m2ot)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(description: "d", defaultValue: 1, defaultUnit: .bars, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Acceleration, 5n5su)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(description: "d", defaultValue: 1, defaultUnit: .metersPerSecondSquared, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Temperature, 7v8en)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(description: "d", defaultValue: 1, defaultUnit: .celsius, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Energy, 8i6zb)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(description: "d", defaultValue: 1, defaultUnit: .joules, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (InformationStorage, 8y4a0)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(description: "d", defaultValue: 1, defaultUnit: .bytes, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCurrent, c6x0)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(description: "d", defaultValue: 1, defaultUnit: .amperes, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCharge, rf9a)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(description: "d", defaultValue: 1, defaultUnit: .coulombs, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Volume, szop)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(description: "d", defaultValue: 1, defaultUnit: .liters, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Area, v6in)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(description: "d", defaultValue: 1, defaultUnit: .squareMeters, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricResistance, 18lj9)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(description: "d", defaultValue: 1, defaultUnit: .ohms, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Frequency, 18vow)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(description: "d", defaultValue: 1, defaultUnit: .hertz, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (InformationStorage, 1zt0c)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(description: "d", defaultValue: 1, defaultUnit: .bytes, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Pressure, 22w3s)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(description: "d", defaultValue: 1, defaultUnit: .bars, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCurrent, 2f6li)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(description: "d", defaultValue: 1, defaultUnit: .amperes, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Speed, 2mjxs)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(description: "d", defaultValue: 1, defaultUnit: .metersPerSecond, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Duration, 2phn6)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(description: "d", defaultValue: 1, defaultUnit: .seconds, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCharge, 30ua6)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(description: "d", defaultValue: 1, defaultUnit: .coulombs, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Angle, 38hj7)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(description: "d", defaultValue: 1, defaultUnit: .degrees, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Dispersion, 40ry4)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(description: "d", defaultValue: 1, defaultUnit: .partsPerMillion, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Energy, 4mr62)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(description: "d", defaultValue: 1, defaultUnit: .joules, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Acceleration, 4n8df)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(description: "d", defaultValue: 1, defaultUnit: .metersPerSecondSquared, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Area, 4qbtv)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(description: "d", defaultValue: 1, defaultUnit: .squareMeters, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Temperature, 56041)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(description: "d", defaultValue: 1, defaultUnit: .celsius, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricPotentialDifference, 58qw5)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(description: "d", defaultValue: 1, defaultUnit: .volts, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Power, 5n1oa)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(description: "d", defaultValue: 1, defaultUnit: .watts, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ConcentrationMass, 78ojh)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(description: "d", defaultValue: 1, defaultUnit: .gramsPerLiter, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Length, 7uwrs)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(description: "d", defaultValue: 1, defaultUnit: .meters, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Volume, 7w1ns)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(description: "d", defaultValue: 1, defaultUnit: .liters, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Mass, 8cr33)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(description: "d", defaultValue: 1, defaultUnit: .kilograms, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Illuminance, 91qbw)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(description: "d", defaultValue: 1, defaultUnit: .lux, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (FuelEfficiency, 9uud7)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(description: "d", defaultValue: 1, defaultUnit: .litersPer100Kilometers, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Length, 13r7l)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(description: "d", defaultValue: 1, unit: .meters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (FuelEfficiency, 14cwb)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(description: "d", defaultValue: 1, unit: .litersPer100Kilometers, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCharge, 1d4mf)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(description: "d", defaultValue: 1, unit: .coulombs, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Speed, 1p7mp)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(description: "d", defaultValue: 1, unit: .metersPerSecond, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Area, 1wc7r)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(description: "d", defaultValue: 1, unit: .squareMeters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Angle, 39lto)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(description: "d", defaultValue: 1, unit: .degrees, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Mass, 3cv0s)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(description: "d", defaultValue: 1, unit: .kilograms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Duration, 6493r)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(description: "d", defaultValue: 1, unit: .seconds, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ConcentrationMass, 6s30)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(description: "d", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Energy, 6vpji)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(description: "d", defaultValue: 1, unit: .joules, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricResistance, 76nay)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(description: "d", defaultValue: 1, unit: .ohms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Pressure, 7cpkn)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(description: "d", defaultValue: 1, unit: .bars, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Frequency, 7ek1r)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(description: "d", defaultValue: 1, unit: .hertz, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (InformationStorage, 7gy7r)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(description: "d", defaultValue: 1, unit: .bytes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Dispersion, 7hhju)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(description: "d", defaultValue: 1, unit: .partsPerMillion, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Acceleration, 7kshz)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(description: "d", defaultValue: 1, unit: .metersPerSecondSquared, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Power, 7o6o1)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(description: "d", defaultValue: 1, unit: .watts, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCurrent, 7r2xv)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(description: "d", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Illuminance, 84hor)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(description: "d", defaultValue: 1, unit: .lux, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricPotentialDifference, 8csci)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(description: "d", defaultValue: 1, unit: .volts, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Volume, 91m31)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(description: "d", defaultValue: 1, unit: .liters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCurrent, 11alu)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(description: "d", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Duration, 1mn4o)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(description: "d", defaultValue: 1, unit: .seconds, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Illuminance, 3e45g)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(description: "d", defaultValue: 1, unit: .lux, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Speed, 3k28y)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(description: "d", defaultValue: 1, unit: .metersPerSecond, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Area, 4unh7)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(description: "d", defaultValue: 1, unit: .squareMeters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Power, 4x025)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(description: "d", defaultValue: 1, unit: .watts, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Volume, 4y2ji)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(description: "d", defaultValue: 1, unit: .liters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Pressure, 53c8q)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(description: "d", defaultValue: 1, unit: .bars, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricResistance, 57xrf)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(description: "d", defaultValue: 1, unit: .ohms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Length, 5hik9)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(description: "d", defaultValue: 1, unit: .meters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Acceleration, 5j1w2)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(description: "d", defaultValue: 1, unit: .metersPerSecondSquared, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (FuelEfficiency, 5m5ma)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(description: "d", defaultValue: 1, unit: .litersPer100Kilometers, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Frequency, 71ra6)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(description: "d", defaultValue: 1, unit: .hertz, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (InformationStorage, 7ktat)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(description: "d", defaultValue: 1, unit: .bytes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Temperature, 7na1d)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(description: "d", defaultValue: 1, unit: .celsius, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Dispersion, 88ndl)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(description: "d", defaultValue: 1, unit: .partsPerMillion, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ConcentrationMass, 8z0m4)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(description: "d", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Energy, 8ze5z)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(description: "d", defaultValue: 1, unit: .joules, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricPotentialDifference, 9aegd)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(description: "d", defaultValue: 1, unit: .volts, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Angle, 9dx4v)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(description: "d", defaultValue: 1, unit: .degrees, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Mass, zupw)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(description: "d", defaultValue: 1, unit: .kilograms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:) (page without suffix)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (14xjm)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (18ve1)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (1lhvb)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (1ol4b)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (21pha)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (22ztz)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (31j8q)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (42f7u)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (46vzo)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (4g5iz)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (4g95c)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (5isny)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (6ogfm)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (7c1z)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (7pg6p)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (7v8ra)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (7x2ja)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (80yj5)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (8atn)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (8esp4)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (8sdl4)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (8wayj)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (91uk9)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (6ewsn)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (8nhkf)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (1lg4d)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (1ya6b)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (2ds5x)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (2riag)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (318k)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (33314)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (3bxc3)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (3ihoz)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (3wh62)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (51452)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (51c85)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (5ivpx)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (5lqwc)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (5rww1)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (65774)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (6f6od)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (6wwmn)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (8b4zn)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (8k0st)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (8rzn5)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (8wthz)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (evi8)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:) (1vzd0)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:) (9tg3i)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:) (59k0)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:) (8vbiw)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:) (98jwx)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (3c8yh)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (ls77)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (3jk2b)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (3r9px)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (942vk)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", default: "s", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:) (String list, 6j6se)"#,
                #"let p = IntentParameter<[String]>(title: "t", description: "d", default: nil, size: [.systemSmall: 1], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:) (String list, 7i2i4)"#,
                #"let p = IntentParameter<[String]>(title: "t", description: "d", default: nil, size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:resolvers:) (String list, 6781p)"#,
                #"let p = IntentParameter<[String]>(title: "t", description: "d", default: nil, size: 2, inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:) (25jti)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Length)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(title: "t", description: "d", defaultValue: 1, unit: .meters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Length)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(title: "t", description: "d", defaultValue: 1, unit: .meters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Length)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsLength()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Length)"#,
                #"let p = IntentParameter<Measurement<UnitLength>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsLength()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Length)"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length? = IntentParameter<Measurement<UnitLength>>(title: "t", defaultValue: 1, unit: .meters).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Length)"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length? = IntentParameter<Measurement<UnitLength>>(title: "t", defaultValue: 1, defaultUnit: .meters).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Length)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitLength>>(title: "t", defaultValue: 1, unit: .meters, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Length)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitLength>>(title: "t", defaultValue: 1, unit: .meters, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Acceleration)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .metersPerSecondSquared, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Acceleration)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(title: "t", description: "d", defaultValue: 1, unit: .metersPerSecondSquared, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Acceleration)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(title: "t", description: "d", defaultValue: 1, unit: .metersPerSecondSquared, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Acceleration)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsAcceleration()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Acceleration)"#,
                #"let p = IntentParameter<Measurement<UnitAcceleration>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsAcceleration()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Acceleration)"#,
                #"let u: IntentParameter<Measurement<UnitAcceleration>>.Acceleration? = IntentParameter<Measurement<UnitAcceleration>>(title: "t", defaultValue: 1, unit: .metersPerSecondSquared).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Acceleration)"#,
                #"let u: IntentParameter<Measurement<UnitAcceleration>>.Acceleration? = IntentParameter<Measurement<UnitAcceleration>>(title: "t", defaultValue: 1, defaultUnit: .metersPerSecondSquared).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Acceleration)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitAcceleration>>(title: "t", defaultValue: 1, unit: .metersPerSecondSquared, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Acceleration)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitAcceleration>>(title: "t", defaultValue: 1, unit: .metersPerSecondSquared, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Angle)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(title: "t", description: "d", defaultValue: 1, unit: .degrees, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Angle)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(title: "t", description: "d", defaultValue: 1, unit: .degrees, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Angle)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsAngle()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Angle)"#,
                #"let p = IntentParameter<Measurement<UnitAngle>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsAngle()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Angle)"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle? = IntentParameter<Measurement<UnitAngle>>(title: "t", defaultValue: 1, unit: .degrees).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Angle)"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle? = IntentParameter<Measurement<UnitAngle>>(title: "t", defaultValue: 1, defaultUnit: .degrees).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Angle)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitAngle>>(title: "t", defaultValue: 1, unit: .degrees, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Angle)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitAngle>>(title: "t", defaultValue: 1, unit: .degrees, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Area)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .squareMeters, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Area)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(title: "t", description: "d", defaultValue: 1, unit: .squareMeters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Area)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsArea()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Area)"#,
                #"let p = IntentParameter<Measurement<UnitArea>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsArea()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Area)"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area? = IntentParameter<Measurement<UnitArea>>(title: "t", defaultValue: 1, unit: .squareMeters).unit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Area)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitArea>>(title: "t", defaultValue: 1, unit: .squareMeters, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Area)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitArea>>(title: "t", defaultValue: 1, unit: .squareMeters, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ConcentrationMass)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .gramsPerLiter, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ConcentrationMass)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", description: "d", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ConcentrationMass)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", description: "d", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (ConcentrationMass)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsConcentrationMass()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (ConcentrationMass)"#,
                #"let p = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsConcentrationMass()); _ = p"#
            ),
            (
                #"IntentParameter.unit (ConcentrationMass)"#,
                #"let u: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass? = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", defaultValue: 1, unit: .gramsPerLiter).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (ConcentrationMass)"#,
                #"let u: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass? = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", defaultValue: 1, defaultUnit: .gramsPerLiter).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (ConcentrationMass)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", defaultValue: 1, unit: .gramsPerLiter, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (ConcentrationMass)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitConcentrationMass>>(title: "t", defaultValue: 1, unit: .gramsPerLiter, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Dispersion)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .partsPerMillion, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Dispersion)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .partsPerMillion, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Dispersion)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(title: "t", description: "d", defaultValue: 1, unit: .partsPerMillion, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Dispersion)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(title: "t", description: "d", defaultValue: 1, unit: .partsPerMillion, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Dispersion)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsDispersion()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Dispersion)"#,
                #"let p = IntentParameter<Measurement<UnitDispersion>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsDispersion()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Dispersion)"#,
                #"let u: IntentParameter<Measurement<UnitDispersion>>.Dispersion? = IntentParameter<Measurement<UnitDispersion>>(title: "t", defaultValue: 1, unit: .partsPerMillion).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Dispersion)"#,
                #"let u: IntentParameter<Measurement<UnitDispersion>>.Dispersion? = IntentParameter<Measurement<UnitDispersion>>(title: "t", defaultValue: 1, defaultUnit: .partsPerMillion).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Dispersion)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitDispersion>>(title: "t", defaultValue: 1, unit: .partsPerMillion, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Dispersion)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitDispersion>>(title: "t", defaultValue: 1, unit: .partsPerMillion, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Duration)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(title: "t", description: "d", defaultValue: 1, unit: .seconds, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Duration)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(title: "t", description: "d", defaultValue: 1, unit: .seconds, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Duration)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsDuration()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Duration)"#,
                #"let p = IntentParameter<Measurement<UnitDuration>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsDuration()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Duration)"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration? = IntentParameter<Measurement<UnitDuration>>(title: "t", defaultValue: 1, unit: .seconds).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Duration)"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration? = IntentParameter<Measurement<UnitDuration>>(title: "t", defaultValue: 1, defaultUnit: .seconds).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Duration)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitDuration>>(title: "t", defaultValue: 1, unit: .seconds, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Duration)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitDuration>>(title: "t", defaultValue: 1, unit: .seconds, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCharge)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .coulombs, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCharge)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .coulombs, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCharge)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", description: "d", defaultValue: 1, unit: .coulombs, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCharge)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", description: "d", defaultValue: 1, unit: .coulombs, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (ElectricCharge)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsElectricCharge()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (ElectricCharge)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsElectricCharge()); _ = p"#
            ),
            (
                #"IntentParameter.unit (ElectricCharge)"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge? = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", defaultValue: 1, unit: .coulombs).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (ElectricCharge)"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge? = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", defaultValue: 1, defaultUnit: .coulombs).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (ElectricCharge)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", defaultValue: 1, unit: .coulombs, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (ElectricCharge)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricCharge>>(title: "t", defaultValue: 1, unit: .coulombs, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCurrent)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .amperes, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricCurrent)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", description: "d", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricCurrent)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", description: "d", defaultValue: 1, unit: .amperes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (ElectricCurrent)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsElectricCurrent()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (ElectricCurrent)"#,
                #"let p = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsElectricCurrent()); _ = p"#
            ),
            (
                #"IntentParameter.unit (ElectricCurrent)"#,
                #"let u: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent? = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", defaultValue: 1, unit: .amperes).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (ElectricCurrent)"#,
                #"let u: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent? = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", defaultValue: 1, defaultUnit: .amperes).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (ElectricCurrent)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", defaultValue: 1, unit: .amperes, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (ElectricCurrent)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricCurrent>>(title: "t", defaultValue: 1, unit: .amperes, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricPotentialDifference)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .volts, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricPotentialDifference)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .volts, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricPotentialDifference)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", description: "d", defaultValue: 1, unit: .volts, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (ElectricPotentialDifference)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsElectricPotentialDifference()); _ = p"#
            ),
            (
                #"IntentParameter.unit (ElectricPotentialDifference)"#,
                #"let u: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference? = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", defaultValue: 1, unit: .volts).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (ElectricPotentialDifference)"#,
                #"let u: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference? = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", defaultValue: 1, defaultUnit: .volts).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (ElectricPotentialDifference)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", defaultValue: 1, unit: .volts, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (ElectricPotentialDifference)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", defaultValue: 1, unit: .volts, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricResistance)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .ohms, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricResistance)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .ohms, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (ElectricResistance)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", description: "d", defaultValue: 1, unit: .ohms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (ElectricResistance)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", description: "d", defaultValue: 1, unit: .ohms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (ElectricResistance)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsElectricResistance()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (ElectricResistance)"#,
                #"let p = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsElectricResistance()); _ = p"#
            ),
            (
                #"IntentParameter.unit (ElectricResistance)"#,
                #"let u: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance? = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", defaultValue: 1, unit: .ohms).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (ElectricResistance)"#,
                #"let u: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance? = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", defaultValue: 1, defaultUnit: .ohms).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (ElectricResistance)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", defaultValue: 1, unit: .ohms, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (ElectricResistance)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitElectricResistance>>(title: "t", defaultValue: 1, unit: .ohms, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Energy)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(title: "t", description: "d", defaultValue: 1, unit: .joules, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Energy)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(title: "t", description: "d", defaultValue: 1, unit: .joules, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Energy)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsEnergy()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Energy)"#,
                #"let p = IntentParameter<Measurement<UnitEnergy>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsEnergy()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Energy)"#,
                #"let u: IntentParameter<Measurement<UnitEnergy>>.Energy? = IntentParameter<Measurement<UnitEnergy>>(title: "t", defaultValue: 1, unit: .joules).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Energy)"#,
                #"let u: IntentParameter<Measurement<UnitEnergy>>.Energy? = IntentParameter<Measurement<UnitEnergy>>(title: "t", defaultValue: 1, defaultUnit: .joules).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Energy)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitEnergy>>(title: "t", defaultValue: 1, unit: .joules, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Energy)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitEnergy>>(title: "t", defaultValue: 1, unit: .joules, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Frequency)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .hertz, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Frequency)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(title: "t", description: "d", defaultValue: 1, unit: .hertz, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Frequency)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(title: "t", description: "d", defaultValue: 1, unit: .hertz, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Frequency)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsFrequency()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Frequency)"#,
                #"let p = IntentParameter<Measurement<UnitFrequency>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsFrequency()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Frequency)"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency? = IntentParameter<Measurement<UnitFrequency>>(title: "t", defaultValue: 1, unit: .hertz).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Frequency)"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency? = IntentParameter<Measurement<UnitFrequency>>(title: "t", defaultValue: 1, defaultUnit: .hertz).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Frequency)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitFrequency>>(title: "t", defaultValue: 1, unit: .hertz, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Frequency)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitFrequency>>(title: "t", defaultValue: 1, unit: .hertz, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (FuelEfficiency)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .litersPer100Kilometers, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (FuelEfficiency)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", description: "d", defaultValue: 1, unit: .litersPer100Kilometers, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (FuelEfficiency)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsFuelEfficiency()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (FuelEfficiency)"#,
                #"let p = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsFuelEfficiency()); _ = p"#
            ),
            (
                #"IntentParameter.unit (FuelEfficiency)"#,
                #"let u: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency? = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", defaultValue: 1, unit: .litersPer100Kilometers).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (FuelEfficiency)"#,
                #"let u: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency? = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", defaultValue: 1, defaultUnit: .litersPer100Kilometers).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (FuelEfficiency)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", defaultValue: 1, unit: .litersPer100Kilometers, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (FuelEfficiency)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitFuelEfficiency>>(title: "t", defaultValue: 1, unit: .litersPer100Kilometers, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Illuminance)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .lux, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Illuminance)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(title: "t", description: "d", defaultValue: 1, unit: .lux, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Illuminance)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(title: "t", description: "d", defaultValue: 1, unit: .lux, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Illuminance)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsIlluminance()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Illuminance)"#,
                #"let p = IntentParameter<Measurement<UnitIlluminance>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsIlluminance()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Illuminance)"#,
                #"let u: IntentParameter<Measurement<UnitIlluminance>>.Illuminance? = IntentParameter<Measurement<UnitIlluminance>>(title: "t", defaultValue: 1, unit: .lux).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Illuminance)"#,
                #"let u: IntentParameter<Measurement<UnitIlluminance>>.Illuminance? = IntentParameter<Measurement<UnitIlluminance>>(title: "t", defaultValue: 1, defaultUnit: .lux).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Illuminance)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitIlluminance>>(title: "t", defaultValue: 1, unit: .lux, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Illuminance)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitIlluminance>>(title: "t", defaultValue: 1, unit: .lux, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (InformationStorage)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .bytes, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (InformationStorage)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", description: "d", defaultValue: 1, unit: .bytes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (InformationStorage)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", description: "d", defaultValue: 1, unit: .bytes, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (InformationStorage)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsInformationStorage()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (InformationStorage)"#,
                #"let p = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsInformationStorage()); _ = p"#
            ),
            (
                #"IntentParameter.unit (InformationStorage)"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage? = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", defaultValue: 1, unit: .bytes).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (InformationStorage)"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage? = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", defaultValue: 1, defaultUnit: .bytes).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (InformationStorage)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", defaultValue: 1, unit: .bytes, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (InformationStorage)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitInformationStorage>>(title: "t", defaultValue: 1, unit: .bytes, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Mass)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(title: "t", description: "d", defaultValue: 1, unit: .kilograms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Mass)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(title: "t", description: "d", defaultValue: 1, unit: .kilograms, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Mass)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsMass()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Mass)"#,
                #"let p = IntentParameter<Measurement<UnitMass>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsMass()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Mass)"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass? = IntentParameter<Measurement<UnitMass>>(title: "t", defaultValue: 1, unit: .kilograms).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Mass)"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass? = IntentParameter<Measurement<UnitMass>>(title: "t", defaultValue: 1, defaultUnit: .kilograms).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Mass)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitMass>>(title: "t", defaultValue: 1, unit: .kilograms, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Mass)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitMass>>(title: "t", defaultValue: 1, unit: .kilograms, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Power)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(title: "t", description: "d", defaultValue: 1, unit: .watts, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Power)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(title: "t", description: "d", defaultValue: 1, unit: .watts, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Power)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsPower()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Power)"#,
                #"let p = IntentParameter<Measurement<UnitPower>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsPower()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Power)"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power? = IntentParameter<Measurement<UnitPower>>(title: "t", defaultValue: 1, unit: .watts).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Power)"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power? = IntentParameter<Measurement<UnitPower>>(title: "t", defaultValue: 1, defaultUnit: .watts).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Power)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitPower>>(title: "t", defaultValue: 1, unit: .watts, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Power)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitPower>>(title: "t", defaultValue: 1, unit: .watts, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Pressure)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(title: "t", description: "d", defaultValue: 1, unit: .bars, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Pressure)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(title: "t", description: "d", defaultValue: 1, unit: .bars, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Pressure)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsPressure()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Pressure)"#,
                #"let p = IntentParameter<Measurement<UnitPressure>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsPressure()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Pressure)"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure? = IntentParameter<Measurement<UnitPressure>>(title: "t", defaultValue: 1, unit: .bars).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Pressure)"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure? = IntentParameter<Measurement<UnitPressure>>(title: "t", defaultValue: 1, defaultUnit: .bars).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Pressure)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitPressure>>(title: "t", defaultValue: 1, unit: .bars, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Pressure)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitPressure>>(title: "t", defaultValue: 1, unit: .bars, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Speed)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(title: "t", description: "d", defaultValue: 1, unit: .metersPerSecond, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Speed)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(title: "t", description: "d", defaultValue: 1, unit: .metersPerSecond, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Speed)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsSpeed()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Speed)"#,
                #"let p = IntentParameter<Measurement<UnitSpeed>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsSpeed()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Speed)"#,
                #"let u: IntentParameter<Measurement<UnitSpeed>>.Speed? = IntentParameter<Measurement<UnitSpeed>>(title: "t", defaultValue: 1, unit: .metersPerSecond).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Speed)"#,
                #"let u: IntentParameter<Measurement<UnitSpeed>>.Speed? = IntentParameter<Measurement<UnitSpeed>>(title: "t", defaultValue: 1, defaultUnit: .metersPerSecond).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Speed)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitSpeed>>(title: "t", defaultValue: 1, unit: .metersPerSecond, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Speed)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitSpeed>>(title: "t", defaultValue: 1, unit: .metersPerSecond, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:defaultUnit:defaultUnitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Temperature)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(title: "t", description: "d", defaultValue: 1, defaultUnit: .celsius, defaultUnitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Temperature)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(title: "t", description: "d", defaultValue: 1, unit: .celsius, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Temperature)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(title: "t", description: "d", defaultValue: 1, unit: .celsius, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Temperature)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsTemperature()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Temperature)"#,
                #"let p = IntentParameter<Measurement<UnitTemperature>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsTemperature()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Temperature)"#,
                #"let u: IntentParameter<Measurement<UnitTemperature>>.Temperature? = IntentParameter<Measurement<UnitTemperature>>(title: "t", defaultValue: 1, unit: .celsius).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Temperature)"#,
                #"let u: IntentParameter<Measurement<UnitTemperature>>.Temperature? = IntentParameter<Measurement<UnitTemperature>>(title: "t", defaultValue: 1, defaultUnit: .celsius).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Temperature)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitTemperature>>(title: "t", defaultValue: 1, unit: .celsius, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Temperature)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitTemperature>>(title: "t", defaultValue: 1, unit: .celsius, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:) (Volume)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(title: "t", description: "d", defaultValue: 1, unit: .liters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:defaultValue:unit:unitAdjustForLocale:supportsNegativeNumbers:requestValueDialog:inputConnectionBehavior:resolvers:) (Volume)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(title: "t", description: "d", defaultValue: 1, unit: .liters, unitAdjustForLocale: false, supportsNegativeNumbers: false, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Volume)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCOptionsVolume()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (Volume)"#,
                #"let p = IntentParameter<Measurement<UnitVolume>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsVolume()); _ = p"#
            ),
            (
                #"IntentParameter.unit (Volume)"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume? = IntentParameter<Measurement<UnitVolume>>(title: "t", defaultValue: 1, unit: .liters).unit; _ = u"#
            ),
            (
                #"IntentParameter.defaultUnit (Volume)"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume? = IntentParameter<Measurement<UnitVolume>>(title: "t", defaultValue: 1, defaultUnit: .liters).defaultUnit; _ = u"#
            ),
            (
                #"IntentParameter.supportsNegativeNumbers (Volume)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitVolume>>(title: "t", defaultValue: 1, unit: .liters, supportsNegativeNumbers: true).supportsNegativeNumbers; _ = b"#
            ),
            (
                #"IntentParameter.unitAdjustForLocale (Volume)"#,
                #"let b: Bool? = IntentParameter<Measurement<UnitVolume>>(title: "t", defaultValue: 1, unit: .liters, unitAdjustForLocale: true).unitAdjustForLocale; _ = b"#
            ),
            (
                #"IntentParameter.init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:resolvers:) (Int, 83igq)"#,
                #"let p = IntentParameter<Int>(title: "t", description: "d", default: 1, controlStyle: .stepper, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:) (Double, 4mc52)"#,
                #"let p = IntentParameter<Double>(title: "t", description: "d", default: 1, controlStyle: .field, inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (AttributedString, 2i6xs)"#,
                #"let p = IntentParameter<AttributedString>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PAttributedOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (AttributedString, 7dvis)"#,
                #"let p = IntentParameter<AttributedString>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PAttributedOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.controlStyle (Int)"#,
                #"let s: IntentParameter<Int>.IntControlStyle? = IntentParameter<Int>(title: "t", controlStyle: .slider, inclusiveRange: (0, 9)).controlStyle; _ = s"#
            ),
            (
                #"IntentParameter.inputOptions"#,
                #"let o: String.IntentInputOptions? = IntentParameter<String>(title: "t", inputOptions: String.IntentInputOptions()).inputOptions; _ = o"#
            ),
            (
                #"IntentParameter.displayName"#,
                #"let n: Bool.IntentDisplayName? = IntentParameter<Bool>(title: "t", displayName: Bool.IntentDisplayName(true: "On", false: "Off")).displayName; _ = n"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:resolvers:) (entity, 9fsdb)"#,
                #"let p = IntentParameter<PBook>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "q", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:query:) (entity list, 1rwev)"#,
                #"let p = IntentParameter<[PBook]>(title: "t", description: "d", default: nil, size: [.systemSmall: 1], inputConnectionBehavior: .default, query: PBookQuery()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:) (entity list, 8bfkz)"#,
                #"let p = IntentParameter<[PBook]>(title: "t", description: "d", default: nil, size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:) (Date, 97fq8)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Date, 1adrk)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Date, 3hg6n)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:resolvers:) (Date, 6834b)"#,
                #"let p = IntentParameter<Date>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
        ]
    }
#endif
