// Issue 21: the probes of the rows of "`@Parameter` and `EntityProperty` pages of Apple's current type pages" in
// Documentation/AppleAPI.md: the `@Parameter` forms that only Apple's value-type topic pages group, the pages of the
// current `IntentParameter` and `EntityProperty` type pages that had no row, each used with the value type its page's
// suffix names.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let parameterAndPropertyOverloadsPreamble = #"""
            struct CPPaymentOptions: DynamicOptionsProvider {
                func results() async throws -> [IntentPaymentMethod] { [] }
            }

            struct CPRuleOptions: DynamicOptionsProvider {
                func results() async throws -> [Calendar.RecurrenceRule] { [] }
            }
            """#

        /// One probe per implemented or shape row of the block, by symbol.
        static let parameterAndPropertyOverloadsProbes: [(symbol: String, body: String)] = [
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:) (URL, 518bz)"#,
                #"let p = IntentParameter<URL>(title: "t", description: "d", default: URL(string: "https://example.com"), requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (URL list, 6mfw6)"#,
                #"let p = IntentParameter<[URL]>(title: "t", description: "d", default: [], requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:resolvers:) (URL, 7lt0)"#,
                #"let p = IntentParameter<URL>(title: "t", description: "d", default: nil, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (URL, 8g3g7)"#,
                #"let p = IntentParameter<URL>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PURLOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:) (DateComponents, 38o37)"#,
                #"let p = IntentParameter<DateComponents>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateComponentsOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (DateComponents, 4438x)"#,
                #"let p = IntentParameter<DateComponents>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateComponentsOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:kind:requestValueDialog:inputConnectionBehavior:resolvers:) (DateComponents, 8vfnx)"#,
                #"let p = IntentParameter<DateComponents>(title: "t", description: "d", kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.dateKind (DateComponents)"#,
                #"let p = IntentParameter<DateComponents>(title: "t", kind: .date); let _: IntentParameter<DateComponents>.DateKind? = p.dateKind"#
            ),
            (
                #"IntentParameter.init(title:description:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (IntentCurrencyAmount)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", description: "d", currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PPriceOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:currencyCodes:inclusiveRange:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentCurrencyAmount)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", description: "d", currencyCodes: ["EUR"], inclusiveRange: (0, 10), requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.currencyCodes"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", currencyCodes: ["EUR"]); let _: [String]? = p.currencyCodes"#
            ),
            (
                #"IntentParameter.inclusiveRange (Decimal)"#,
                #"let p = IntentParameter<IntentCurrencyAmount>(title: "t", currencyCodes: ["EUR"], inclusiveRange: (1, 2)); let _: IntentParameter<IntentCurrencyAmount>.InclusiveRange<Decimal>? = p.inclusiveRange"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (IntentPaymentMethod, 7urpy)"#,
                #"let p = IntentParameter<IntentPaymentMethod>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: CPPaymentOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (IntentPaymentMethod, 7y2uj)"#,
                #"let p = IntentParameter<IntentPaymentMethod>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: CPPaymentOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:optionsProvider:) (ElectricPotentialDifference, 1x2m9)"#,
                #"let p = IntentParameter<Measurement<UnitElectricPotentialDifference>>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}, optionsProvider: SCOptionsElectricPotentialDifference()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentPaymentMethod, 35yv4)"#,
                #"let p = IntentParameter<IntentPaymentMethod>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:resolvers:) (_IntentValueRepresentable, k1m2)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:mode:requestValueDialog:inputConnectionBehavior:resolvers:) (IntentPerson)"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", description: "d", mode: .email, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:mode:size:inputConnectionBehavior:) (IntentPerson list, 1i2sn)"#,
                #"let p = IntentParameter<[IntentPerson]>(title: "t", description: "d", mode: .contact, size: [.systemSmall: 1], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.parameterMode"#,
                #"let p = IntentParameter<IntentPerson>(title: "t", mode: .email); let _: IntentPerson.ParameterMode? = p.parameterMode"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:) (AppEnum, 2wsgy)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "d", inputConnectionBehavior: .default, supportedValues: [.one]); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:) (AppEntity & AppEnum, 9lv7y)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "d", inputConnectionBehavior: .default, supportedValues: [.one]); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:optionsProvider:) (AppEntity & AppEnum, 3vfr6)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "d", inputConnectionBehavior: .default, supportedValues: [.one], optionsProvider: SCEnumOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:optionsProvider:) (AppEnum, 4aw32)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "d", inputConnectionBehavior: .default, supportedValues: [.one], optionsProvider: SCEnumOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:resolvers:) (AppEntity & AppEnum, 1mxkz)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "d", inputConnectionBehavior: .default, supportedValues: [.one], resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:supportedValues:resolvers:) (AppEnum, 21q7p)"#,
                #"let p = IntentParameter<PEnum>(title: "t", description: "d", default: .one, requestValueDialog: "r", requestDisambiguationDialog: "d", inputConnectionBehavior: .default, supportedValues: [.one], resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:defaultUnit:requestValueDialog:inputConnectionBehavior:) (Duration)"#,
                #"let p = IntentParameter<Duration>(description: "d", default: .seconds(1), defaultUnit: .minutes, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:) (system-value list, 2iddr)"#,
                #"let p = IntentParameter<[String]>(description: "d", default: ["a"], size: [.systemSmall: 2], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:) (system-value list, 6rm8o)"#,
                #"let p = IntentParameter<[String]>(description: "d", default: ["a"], size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:) (system-value list, 84lpo)"#,
                #"let p = IntentParameter<[String]>(title: "t", description: "d", default: ["a"], size: [.systemSmall: 2], inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:) (system-value list, 6niyd)"#,
                #"let p = IntentParameter<[String]>(title: "t", description: "d", default: ["a"], size: 2, inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:) (RecurrenceRule, 1iqdf)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule?>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:) (_IntentValueRepresentable, 9sr60)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (RecurrenceRule, 2thrb)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule?>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: CPRuleOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (RecurrenceRule, 7tj9p)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule?>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: CPRuleOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (_IntentValueRepresentable, m1gg)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(description:requestValueDialog:inputConnectionBehavior:resolvers:) (_IntentValueRepresentable, 5hr48)"#,
                #"let p = IntentParameter<String>(description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:) (_IntentValueRepresentable, 253ni)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (RecurrenceRule, 882y4)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule?>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: CPRuleOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:) (_IntentValueRepresentable, 8likq)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (RecurrenceRule, 28dt7)"#,
                #"let p = IntentParameter<Calendar.RecurrenceRule?>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: CPRuleOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (_IntentValueRepresentable, 7twy6)"#,
                #"let p = IntentParameter<String>(title: "t", description: "d", requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: SCStringOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:) (Date, 2k5c)"#,
                #"let p = IntentParameter<Date?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:) (DateComponents, 66rp4)"#,
                #"let p = IntentParameter<DateComponents?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:) (DateComponents, 4hzyi)"#,
                #"let p = IntentParameter<DateComponents?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateComponentsOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:) (Date, 9aw39)"#,
                #"let p = IntentParameter<Date?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateOptions()); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (Date, 3q2dk)"#,
                #"let p = IntentParameter<Date?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:optionsProvider:resolvers:) (DateComponents, 7bbuy)"#,
                #"let p = IntentParameter<DateComponents?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, optionsProvider: PDateComponentsOptions(), resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:resolvers:) (DateComponents, 1pcc5)"#,
                #"let p = IntentParameter<DateComponents?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:kind:requestValueDialog:inputConnectionBehavior:resolvers:) (Date, 60gke)"#,
                #"let p = IntentParameter<Date?>(title: "t", description: "d", default: nil, kind: .date, requestValueDialog: "r", inputConnectionBehavior: .default, resolvers: {}); _ = p"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:) (EntityCollection, 3xg4m)"#,
                #"let p = IntentParameter<PFriends>(title: "t", description: "d", default: nil, requestValueDialog: "r", requestDisambiguationDialog: "d", inputConnectionBehavior: .default); _ = p"#
            ),
            (
                #"IntentParameter.defaultUnit (Swift.Duration)"#,
                #"let p = IntentParameter<Duration>(title: "t", defaultUnit: .minutes); let _: IntentParameter<Duration>.DurationUnit? = p.defaultUnit"#
            ),
            (
                #"IntentParameter.unit (Swift.Duration)"#,
                #"let p = IntentParameter<Duration>(title: "t", defaultUnit: .minutes); let _: IntentParameter<Duration>.DurationUnit? = p.unit"#
            ),
            (
                #"IntentParameter.value"#,
                #"let _: IntentParameter<PReaction>.AppUnionValueComponent = SCRenameIntent().$reaction.value"#
            ),
            (
                #"IntentParameter.defaultValue"#,
                #"let q = IntentParameter<Int>(title: "t", default: 1); let _: Int? = q.defaultValue; let o = IntentParameter<String?>(title: "t", default: "a"); if let a = o.defaultValue { _ = a.count }"#
            ),
            (
                #"IntentParameter.requestValue(_:) (592nd)"#,
                #"let p = IntentParameter<String>(title: "t"); let f: (IntentDialog?) async throws -> String = p.requestValue; _ = f"#
            ),
            (
                #"EntityProperty.encode(to:)"#,
                #"func enc(_ encoder: any Encoder) throws { try EntityProperty<String>(wrappedValue: "a").encode(to: encoder) }; _ = enc"#
            ),
            (
                #"EntityProperty.init(from:)"#,
                #"func dec(_ decoder: any Decoder) throws -> EntityProperty<String> { try EntityProperty<String>(from: decoder) }; _ = dec"#
            ),
            (
                #"EntityProperty.description"#,
                #"let _: String = EntityProperty<Int>(wrappedValue: 1).description"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Duration)"#,
                #"let p: EntityProperty<Swift.Duration> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType : _IntentValueRepresentable)"#,
                #"let p: EntityProperty<String> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Duration)"#,
                #"let f: (String) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, @escaping @Sendable (PContact) async throws -> PFriends) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Swift.Duration) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitConcentrationMass>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAngle>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCurrent>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAcceleration>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Double)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Double) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> PUnique) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDispersion>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitArea>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Date)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Date) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitTemperature>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDuration>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitInformationStorage>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Bool) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitEnergy>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Swift.Duration) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentPerson) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCharge>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitVolume>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitMass>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> DateComponents) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFrequency>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentCurrencyAmount) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitSpeed>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> PEnum) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricResistance>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentFile) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> AttributedString) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Int)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Int) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricPotentialDifference>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitIlluminance>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Calendar.RecurrenceRule) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFuelEfficiency>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == URL)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> URL) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == String)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> EPRecipe) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitLength>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPressure>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPower>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentPaymentMethod) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Duration)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, WritableKeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Duration)"#,
                #"let f: (String, KeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, KeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Double)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Double) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (PContact) async throws -> PFriends) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Calendar.RecurrenceRule) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> DateComponents) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> GFile) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAcceleration>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitTemperature>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentCurrencyAmount) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitVolume>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentPaymentMethod) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCurrent>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFuelEfficiency>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == URL)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> URL) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitMass>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Swift.Duration) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Date)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Date) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAngle>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Int)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Int) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDuration>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFrequency>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCharge>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPressure>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> AttributedString) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> PUnique) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentFile) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentPerson) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitArea>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitSpeed>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitEnergy>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDispersion>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> PEnum) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitInformationStorage>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricPotentialDifference>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == String)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitConcentrationMass>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricResistance>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitIlluminance>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Bool) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitLength>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Duration)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Swift.Duration) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPower>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDuration>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentFile) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Bool) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFuelEfficiency>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Calendar.RecurrenceRule) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitLength>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitVolume>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitInformationStorage>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> PEnum) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentPerson) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricResistance>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCharge>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPressure>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> GFile) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAcceleration>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> AttributedString) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitMass>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitEnergy>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Int) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDispersion>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> DateComponents) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Swift.Duration) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricPotentialDifference>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitSpeed>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitTemperature>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (PContact) async throws -> PFriends) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCurrent>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentPaymentMethod) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Date) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> PUnique) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitConcentrationMass>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFrequency>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitIlluminance>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> URL) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitArea>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Double) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDispersion>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFuelEfficiency>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> PEnum) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAcceleration>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAngle>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Bool) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitLength>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCharge>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentPaymentMethod) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitMass>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitIlluminance>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricPotentialDifference>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentFile) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitInformationStorage>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitSpeed>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Double) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> GFile) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitVolume>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitEnergy>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCurrent>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> AttributedString) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (PContact) async throws -> PFriends) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> URL) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitArea>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitTemperature>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Calendar.RecurrenceRule) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Int) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> DateComponents) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Swift.Duration) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPower>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Date) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentPerson) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFrequency>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDuration>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricResistance>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPressure>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> IntentCurrencyAmount) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> PUnique) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Duration)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Swift.Duration>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<PContact, PFriends>) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Duration)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == EntityCollection<Entity>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<PFriends> = EntityProperty<PFriends>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Duration)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Swift.Duration> = EntityProperty<Swift.Duration>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init() (constraint not identified, 1aips)"#,
                #"let p: EntityProperty<String> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (constraint not identified, 75zc6)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (constraint not identified, 1uyhg)"#,
                #"let f: (String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (constraint not identified, 5e927)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (constraint not identified, 4ins4)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (constraint not identified, 13qnt)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (constraint not identified, 3c95j)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (constraint not identified, 7t3vt)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (constraint not identified, fwpu)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (constraint not identified, 5wsq4)"#,
                #"let f: (String, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (constraint not identified, 8bovj)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (constraint not identified, 39kjd)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (constraint not identified, 5n7m2)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (constraint not identified, vbci)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (constraint not identified, 5oiuy)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (constraint not identified, 8rfd6)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (constraint not identified, 4itpe)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (constraint not identified, 20tgx)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (constraint not identified, 6grwn)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (constraint not identified, 85l84)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (constraint not identified, 1tkgg)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (constraint not identified, qt8w)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (constraint not identified, 68p12)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (constraint not identified, 5y1u0)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (constraint not identified, 9ow57)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (constraint not identified, 886bd)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (constraint not identified, 8ndgm)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (constraint not identified, 7ykw2)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (constraint not identified, 7vbt0)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (constraint not identified, 4j4ec)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(title:indexingKey:); _ = f"#
            ),
        ]
    }
#endif
