// Issue 21: the probes of the `EntityProperty` initializer rows taken from the topic list of Apple's
// `EntityProperty` page (Documentation/AppleAPI.md, "EntityProperty initializers by form and value type"): each uses
// the form with the value type that the page's suffix names (the values are those of `entityPropertyPreamble`).
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// One probe per implemented or shape row of the topic-list rows, by symbol.
        static let entityPropertyInitializerProbes: [(symbol: String, body: String)] = [
            (
                #"EntityProperty.init() (Value.ValueType == IntentCurrencyAmount)"#,
                #"let p: EntityProperty<IntentCurrencyAmount> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Date)"#,
                #"let p: EntityProperty<Date> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let p: EntityProperty<Measurement<UnitAngle>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Bool)"#,
                #"let p: EntityProperty<Bool> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitLength>)"#,
                #"let p: EntityProperty<Measurement<UnitLength>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let p: EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let p: EntityProperty<Measurement<UnitDispersion>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == AttributedString)"#,
                #"let p: EntityProperty<AttributedString> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitMass>)"#,
                #"let p: EntityProperty<Measurement<UnitMass>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let p: EntityProperty<Calendar.RecurrenceRule> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == String)"#,
                #"let p: EntityProperty<String> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType : AppEnum)"#,
                #"let p: EntityProperty<PEnum> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitArea>)"#,
                #"let p: EntityProperty<Measurement<UnitArea>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let p: EntityProperty<Measurement<UnitFrequency>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == URL)"#,
                #"let p: EntityProperty<URL> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType : AppEntity)"#,
                #"let p: EntityProperty<PUnique> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitPower>)"#,
                #"let p: EntityProperty<Measurement<UnitPower>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let p: EntityProperty<Measurement<UnitAcceleration>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let p: EntityProperty<Measurement<UnitSpeed>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let p: EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == DateComponents)"#,
                #"let p: EntityProperty<DateComponents> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let p: EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let p: EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let p: EntityProperty<Measurement<UnitDuration>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == IntentPaymentMethod)"#,
                #"let p: EntityProperty<IntentPaymentMethod> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let p: EntityProperty<Measurement<UnitVolume>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let p: EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == IntentPerson)"#,
                #"let p: EntityProperty<IntentPerson> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let p: EntityProperty<Measurement<UnitPressure>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let p: EntityProperty<Measurement<UnitTemperature>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let p: EntityProperty<Measurement<UnitIlluminance>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == IntentFile)"#,
                #"let p: EntityProperty<IntentFile> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Double)"#,
                #"let p: EntityProperty<Double> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let p: EntityProperty<Measurement<UnitEnergy>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let p: EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType : _SystemIntentValue)"#,
                #"let p: EntityProperty<String> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType : Codable)"#,
                #"let p: EntityProperty<EPRecipe> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType : FileEntity)"#,
                #"let p: EntityProperty<GFile> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init() (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let p: EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Int)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Int> = EntityProperty<Int>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == URL)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<URL> = EntityProperty<URL>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Date)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Date> = EntityProperty<Date>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Bool> = EntityProperty<Bool>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<GFile> = EntityProperty<GFile>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == String)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Double)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Double> = EntityProperty<Double>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Double)"#,
                #"let f: (String) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == URL)"#,
                #"let f: (String) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType : AppEntity)"#,
                #"let f: (String) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == String)"#,
                #"let f: (String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == AttributedString)"#,
                #"let f: (String) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == DateComponents)"#,
                #"let f: (String) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType : FileEntity)"#,
                #"let f: (String) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Int)"#,
                #"let f: (String) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Bool)"#,
                #"let f: (String) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Date)"#,
                #"let f: (String) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == IntentFile)"#,
                #"let f: (String) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> IntentPaymentMethod) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Calendar.RecurrenceRule) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Date)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Date) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Int)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Int) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCurrent>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> GFile) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> AttributedString) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitArea>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricResistance>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> IntentFile) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> PEnum) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitTemperature>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitVolume>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitLength>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitConcentrationMass>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> IntentPerson) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitMass>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFuelEfficiency>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPressure>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDuration>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitSpeed>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == URL)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> URL) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAcceleration>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Double)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Double) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPower>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCharge>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Bool) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAngle>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == String)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDispersion>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFrequency>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitEnergy>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> DateComponents) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> PUnique) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitInformationStorage>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitIlluminance>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> IntentCurrencyAmount) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == String)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Double)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Date)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == URL)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Int)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Int)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Date)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Double)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == String)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == URL)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Date)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == URL)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Bool)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Int)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType : Codable)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Double)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == String)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == String)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Int)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Double)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Date)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == URL)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Bool)"#,
                #"let f: (String, KeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, KeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Int)"#,
                #"let f: (String, KeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, KeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, KeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Double)"#,
                #"let f: (String, KeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, KeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Date)"#,
                #"let f: (String, KeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == URL)"#,
                #"let f: (String, KeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, KeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, KeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, KeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, KeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, KeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, KeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == String)"#,
                #"let f: (String, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Int)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == URL)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Date)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Double)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == String)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == URL)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Date)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Double)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Bool)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Date)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Double)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Int)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == URL)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == String)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> URL) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> EPRecipe) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitConcentrationMass>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAcceleration>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Int) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> PEnum) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPower>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitTemperature>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> IntentPerson) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitSpeed>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitInformationStorage>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Date) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> IntentPaymentMethod) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitLength>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitMass>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Calendar.RecurrenceRule) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDispersion>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> IntentFile) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPressure>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricResistance>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> String) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitVolume>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricPotentialDifference>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFuelEfficiency>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Bool) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAngle>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> IntentCurrencyAmount) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> GFile) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> AttributedString) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Double) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitEnergy>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitArea>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> DateComponents) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitDuration>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCharge>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitFrequency>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitIlluminance>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitDispersion>>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Bool>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitFrequency>>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Double)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Double>) -> EntityProperty<Double> = EntityProperty<Double>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentPaymentMethod>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, GFile>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == String)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricPotentialDifference>>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitDuration>>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitIlluminance>>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Date)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Date>) -> EntityProperty<Date> = EntityProperty<Date>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitAcceleration>>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == IntentPerson)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentPerson>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitConcentrationMass>>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricCurrent>>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricCharge>>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitLength>>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitVolume>>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitElectricResistance>>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitArea>>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == DateComponents)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, DateComponents>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitInformationStorage>>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == URL)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, URL>) -> EntityProperty<URL> = EntityProperty<URL>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitPressure>>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitEnergy>>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitMass>>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType : AppEnum)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, PEnum>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitSpeed>>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == String)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Date)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Date> = EntityProperty<Date>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Int)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Int> = EntityProperty<Int>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Double)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Double> = EntityProperty<Double>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == URL)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<URL> = EntityProperty<URL>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(indexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == AttributedString)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == IntentFile)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == IntentPerson)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType : FileEntity)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<GFile> = EntityProperty<GFile>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType : AppEnum)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == String)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == DateComponents)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Date)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Date> = EntityProperty<Date>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType : AppEntity)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == URL)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<URL> = EntityProperty<URL>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Int)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Int> = EntityProperty<Int>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Double)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Double> = EntityProperty<Double>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<String> = EntityProperty<String>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Bool)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Bool> = EntityProperty<Bool>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Double)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Double> = EntityProperty<Double>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<GFile> = EntityProperty<GFile>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Date)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Date> = EntityProperty<Date>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == URL)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<URL> = EntityProperty<URL>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == String)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<String> = EntityProperty<String>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Bool> = EntityProperty<Bool>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Int)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Int> = EntityProperty<Int>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType : AppEntity)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Double)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Double> = EntityProperty<Double>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitFrequency>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFrequency>> = EntityProperty<Measurement<UnitFrequency>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == AttributedString)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitElectricCharge>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCharge>> = EntityProperty<Measurement<UnitElectricCharge>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitDuration>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDuration>> = EntityProperty<Measurement<UnitDuration>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitIlluminance>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitIlluminance>> = EntityProperty<Measurement<UnitIlluminance>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitVolume>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitVolume>> = EntityProperty<Measurement<UnitVolume>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == DateComponents)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<DateComponents> = EntityProperty<DateComponents>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitArea>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitArea>> = EntityProperty<Measurement<UnitArea>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitElectricResistance>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricResistance>> = EntityProperty<Measurement<UnitElectricResistance>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Int)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Int> = EntityProperty<Int>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitInformationStorage>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitInformationStorage>> = EntityProperty<Measurement<UnitInformationStorage>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitLength>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitLength>> = EntityProperty<Measurement<UnitLength>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitDispersion>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitDispersion>> = EntityProperty<Measurement<UnitDispersion>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == URL)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<URL> = EntityProperty<URL>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitMass>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitMass>> = EntityProperty<Measurement<UnitMass>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitPressure>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitPressure>> = EntityProperty<Measurement<UnitPressure>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Bool)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Bool> = EntityProperty<Bool>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Date)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Date> = EntityProperty<Date>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == IntentFile)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == IntentPaymentMethod)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPaymentMethod> = EntityProperty<IntentPaymentMethod>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType : FileEntity)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<GFile> = EntityProperty<GFile>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == IntentPerson)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentPerson> = EntityProperty<IntentPerson>.init(title:indexingKey:); _ = f"#
            ),
        ]
    }
#endif
