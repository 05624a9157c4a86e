// Issue 21: the probes of Documentation/AppleAPI.md's subsection "Standard resolvers, the resolver context by
// dimension, entity, display and query members".
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles: none.
        static let resolversAndEntitiesPreamble = ""

        /// One probe per implemented or shape row of that block, by symbol.
        static let resolversAndEntitiesProbes: [(symbol: String, body: String)] = [
            (
                #"EntityQueryProperty.QueryComparators"#,
                #"let _: EntityQueryProperty<PBook, Int, String>.QueryComparators = []"#
            ),
            (
                #"IntFromDoubleResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(IntFromDoubleResolver.self)"#
            ),
            (
                #"IntFromDoubleResolver.resolve(from:context:)"#,
                #"let f: (IntFromDoubleResolver) -> (Double, IntentParameterContext<Int>) async throws -> Int? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"IntFromDoubleResolver.==(_:_:)"#,
                #"let f: (IntFromDoubleResolver, IntFromDoubleResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"IntFromDoubleResolver.hash(into:)"#,
                #"let f: (IntFromDoubleResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"IntFromDoubleResolver.hashValue"#, #"let f: (IntFromDoubleResolver) -> Int = { $0.hashValue }; _ = f"#),
            (#"IntFromDoubleResolver.Input"#, #"let _: IntFromDoubleResolver.Input.Type = Double.self"#),
            (#"IntFromDoubleResolver.Output"#, #"let _: IntFromDoubleResolver.Output.Type = Int.self"#),
            (
                #"IntFromDoubleResolver.Context"#,
                #"let _: IntFromDoubleResolver.Context<Int>.Type = IntentParameterContext<Int>.self"#
            ),
            (
                #"IntFromDoubleResolver.checkParameterRangeContains(value:context:)"#,
                #"let f: (IntFromDoubleResolver, Int, IntentParameterContext<Int>) throws -> Void = { try $0.checkParameterRangeContains(value: $1, context: $2) }; _ = f"#
            ),
            (#"IntFromDoubleResolver.init(roundingRule:)"#, #"let _ = IntFromDoubleResolver(roundingRule: .down)"#),
            (
                #"IntFromDoubleResolver.roundingRule"#,
                #"let _: FloatingPointRoundingRule = IntFromDoubleResolver(roundingRule: .up).roundingRule"#
            ),
            (
                #"IntFromStringResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(IntFromStringResolver.self)"#
            ),
            (
                #"IntFromStringResolver.resolve(from:context:)"#,
                #"let f: (IntFromStringResolver) -> (String, IntentParameterContext<Int>) async throws -> Int? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"IntFromStringResolver.==(_:_:)"#,
                #"let f: (IntFromStringResolver, IntFromStringResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"IntFromStringResolver.hash(into:)"#,
                #"let f: (IntFromStringResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"IntFromStringResolver.hashValue"#, #"let f: (IntFromStringResolver) -> Int = { $0.hashValue }; _ = f"#),
            (#"IntFromStringResolver.Input"#, #"let _: IntFromStringResolver.Input.Type = String.self"#),
            (#"IntFromStringResolver.Output"#, #"let _: IntFromStringResolver.Output.Type = Int.self"#),
            (
                #"IntFromStringResolver.Context"#,
                #"let _: IntFromStringResolver.Context<Int>.Type = IntentParameterContext<Int>.self"#
            ),
            (
                #"IntFromStringResolver.checkParameterRangeContains(value:context:)"#,
                #"let f: (IntFromStringResolver, Int, IntentParameterContext<Int>) throws -> Void = { try $0.checkParameterRangeContains(value: $1, context: $2) }; _ = f"#
            ),
            (#"IntFromStringResolver.init(radix:)"#, #"let _ = IntFromStringResolver(radix: 16)"#),
            (#"IntFromStringResolver.radix"#, #"let _: Int = IntFromStringResolver(radix: 2).radix"#),
            (#"IntResolver"#, #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(IntResolver.self)"#),
            (
                #"IntResolver.resolve(from:context:)"#,
                #"let f: (IntResolver) -> (Int, IntentParameterContext<Int>) async throws -> Int? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (#"IntResolver.==(_:_:)"#, #"let f: (IntResolver, IntResolver) -> Bool = (==); _ = f"#),
            (
                #"IntResolver.hash(into:)"#,
                #"let f: (IntResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"IntResolver.hashValue"#, #"let f: (IntResolver) -> Int = { $0.hashValue }; _ = f"#),
            (#"IntResolver.Input"#, #"let _: IntResolver.Input.Type = Int.self"#),
            (#"IntResolver.Output"#, #"let _: IntResolver.Output.Type = Int.self"#),
            (#"IntResolver.Context"#, #"let _: IntResolver.Context<Int>.Type = IntentParameterContext<Int>.self"#),
            (
                #"IntResolver.checkParameterRangeContains(value:context:)"#,
                #"let f: (IntResolver, Int, IntentParameterContext<Int>) throws -> Void = { try $0.checkParameterRangeContains(value: $1, context: $2) }; _ = f"#
            ),
            (
                #"DoubleFromIntResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(DoubleFromIntResolver.self)"#
            ),
            (
                #"DoubleFromIntResolver.resolve(from:context:)"#,
                #"let f: (DoubleFromIntResolver) -> (Int, IntentParameterContext<Double>) async throws -> Double? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"DoubleFromIntResolver.==(_:_:)"#,
                #"let f: (DoubleFromIntResolver, DoubleFromIntResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"DoubleFromIntResolver.hash(into:)"#,
                #"let f: (DoubleFromIntResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"DoubleFromIntResolver.hashValue"#, #"let f: (DoubleFromIntResolver) -> Int = { $0.hashValue }; _ = f"#),
            (#"DoubleFromIntResolver.Input"#, #"let _: DoubleFromIntResolver.Input.Type = Int.self"#),
            (#"DoubleFromIntResolver.Output"#, #"let _: DoubleFromIntResolver.Output.Type = Double.self"#),
            (
                #"DoubleFromIntResolver.Context"#,
                #"let _: DoubleFromIntResolver.Context<Double>.Type = IntentParameterContext<Double>.self"#
            ),
            (
                #"DoubleFromIntResolver.checkParameterRangeContains(value:context:)"#,
                #"let f: (DoubleFromIntResolver, Double, IntentParameterContext<Double>) throws -> Void = { try $0.checkParameterRangeContains(value: $1, context: $2) }; _ = f"#
            ),
            (
                #"DoubleFromStringResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(DoubleFromStringResolver.self)"#
            ),
            (
                #"DoubleFromStringResolver.resolve(from:context:)"#,
                #"let f: (DoubleFromStringResolver) -> (String, IntentParameterContext<Double>) async throws -> Double? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"DoubleFromStringResolver.==(_:_:)"#,
                #"let f: (DoubleFromStringResolver, DoubleFromStringResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"DoubleFromStringResolver.hash(into:)"#,
                #"let f: (DoubleFromStringResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"DoubleFromStringResolver.hashValue"#,
                #"let f: (DoubleFromStringResolver) -> Int = { $0.hashValue }; _ = f"#
            ),
            (#"DoubleFromStringResolver.Input"#, #"let _: DoubleFromStringResolver.Input.Type = String.self"#),
            (#"DoubleFromStringResolver.Output"#, #"let _: DoubleFromStringResolver.Output.Type = Double.self"#),
            (
                #"DoubleFromStringResolver.Context"#,
                #"let _: DoubleFromStringResolver.Context<Double>.Type = IntentParameterContext<Double>.self"#
            ),
            (
                #"DoubleFromStringResolver.checkParameterRangeContains(value:context:)"#,
                #"let f: (DoubleFromStringResolver, Double, IntentParameterContext<Double>) throws -> Void = { try $0.checkParameterRangeContains(value: $1, context: $2) }; _ = f"#
            ),
            (#"DoubleResolver"#, #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(DoubleResolver.self)"#),
            (
                #"DoubleResolver.resolve(from:context:)"#,
                #"let f: (DoubleResolver) -> (Double, IntentParameterContext<Double>) async throws -> Double? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (#"DoubleResolver.==(_:_:)"#, #"let f: (DoubleResolver, DoubleResolver) -> Bool = (==); _ = f"#),
            (
                #"DoubleResolver.hash(into:)"#,
                #"let f: (DoubleResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"DoubleResolver.hashValue"#, #"let f: (DoubleResolver) -> Int = { $0.hashValue }; _ = f"#),
            (#"DoubleResolver.Input"#, #"let _: DoubleResolver.Input.Type = Double.self"#),
            (#"DoubleResolver.Output"#, #"let _: DoubleResolver.Output.Type = Double.self"#),
            (
                #"DoubleResolver.Context"#,
                #"let _: DoubleResolver.Context<Double>.Type = IntentParameterContext<Double>.self"#
            ),
            (
                #"DoubleResolver.checkParameterRangeContains(value:context:)"#,
                #"let f: (DoubleResolver, Double, IntentParameterContext<Double>) throws -> Void = { try $0.checkParameterRangeContains(value: $1, context: $2) }; _ = f"#
            ),
            (
                #"AttributedStringFromStringResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(AttributedStringFromStringResolver.self)"#
            ),
            (
                #"AttributedStringFromStringResolver.resolve(from:context:)"#,
                #"let f: (AttributedStringFromStringResolver) -> (String, IntentParameterContext<AttributedString>) async throws -> AttributedString? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"AttributedStringFromStringResolver.==(_:_:)"#,
                #"let f: (AttributedStringFromStringResolver, AttributedStringFromStringResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"AttributedStringFromStringResolver.hash(into:)"#,
                #"let f: (AttributedStringFromStringResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"AttributedStringFromStringResolver.hashValue"#,
                #"let f: (AttributedStringFromStringResolver) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"AttributedStringFromStringResolver.Input"#,
                #"let _: AttributedStringFromStringResolver.Input.Type = String.self"#
            ),
            (
                #"AttributedStringFromStringResolver.Output"#,
                #"let _: AttributedStringFromStringResolver.Output.Type = AttributedString.self"#
            ),
            (
                #"AttributedStringFromStringResolver.Context"#,
                #"let _: AttributedStringFromStringResolver.Context<AttributedString>.Type = IntentParameterContext<AttributedString>.self"#
            ),
            (
                #"StringFromDoubleResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(StringFromDoubleResolver.self)"#
            ),
            (
                #"StringFromDoubleResolver.resolve(from:context:)"#,
                #"let f: (StringFromDoubleResolver) -> (Double, IntentParameterContext<String>) async throws -> String? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"StringFromDoubleResolver.==(_:_:)"#,
                #"let f: (StringFromDoubleResolver, StringFromDoubleResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"StringFromDoubleResolver.hash(into:)"#,
                #"let f: (StringFromDoubleResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"StringFromDoubleResolver.hashValue"#,
                #"let f: (StringFromDoubleResolver) -> Int = { $0.hashValue }; _ = f"#
            ),
            (#"StringFromDoubleResolver.Input"#, #"let _: StringFromDoubleResolver.Input.Type = Double.self"#),
            (#"StringFromDoubleResolver.Output"#, #"let _: StringFromDoubleResolver.Output.Type = String.self"#),
            (
                #"StringFromDoubleResolver.Context"#,
                #"let _: StringFromDoubleResolver.Context<String>.Type = IntentParameterContext<String>.self"#
            ),
            (
                #"BoolFromStringResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(BoolFromStringResolver.self)"#
            ),
            (
                #"BoolFromStringResolver.resolve(from:context:)"#,
                #"let f: (BoolFromStringResolver) -> (String, IntentParameterContext<Bool>) async throws -> Bool? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"BoolFromStringResolver.==(_:_:)"#,
                #"let f: (BoolFromStringResolver, BoolFromStringResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"BoolFromStringResolver.hash(into:)"#,
                #"let f: (BoolFromStringResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"BoolFromStringResolver.hashValue"#,
                #"let f: (BoolFromStringResolver) -> Int = { $0.hashValue }; _ = f"#
            ),
            (#"BoolFromStringResolver.Input"#, #"let _: BoolFromStringResolver.Input.Type = String.self"#),
            (#"BoolFromStringResolver.Output"#, #"let _: BoolFromStringResolver.Output.Type = Bool.self"#),
            (
                #"BoolFromStringResolver.Context"#,
                #"let _: BoolFromStringResolver.Context<Bool>.Type = IntentParameterContext<Bool>.self"#
            ),
            (
                #"URLFromStringResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(URLFromStringResolver.self)"#
            ),
            (
                #"URLFromStringResolver.resolve(from:context:)"#,
                #"let f: (URLFromStringResolver) -> (String, IntentParameterContext<URL>) async throws -> URL? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"URLFromStringResolver.==(_:_:)"#,
                #"let f: (URLFromStringResolver, URLFromStringResolver) -> Bool = (==); _ = f"#
            ),
            (
                #"URLFromStringResolver.hash(into:)"#,
                #"let f: (URLFromStringResolver, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"URLFromStringResolver.hashValue"#, #"let f: (URLFromStringResolver) -> Int = { $0.hashValue }; _ = f"#),
            (#"URLFromStringResolver.Input"#, #"let _: URLFromStringResolver.Input.Type = String.self"#),
            (#"URLFromStringResolver.Output"#, #"let _: URLFromStringResolver.Output.Type = URL.self"#),
            (
                #"URLFromStringResolver.Context"#,
                #"let _: URLFromStringResolver.Context<URL>.Type = IntentParameterContext<URL>.self"#
            ),
            (
                #"StringFromIntResolver"#,
                #"func g<R: Resolver & Hashable & Sendable>(_: R.Type) {}; g(StringFromIntResolver<Int, String>.self)"#
            ),
            (
                #"StringFromIntResolver.resolve(from:context:)"#,
                #"let f: (StringFromIntResolver<[Int], [String]>) -> ([Int], IntentParameterContext<[String]>) async throws -> [String]? = { r in { try await r.resolve(from: $0, context: $1) } }; _ = f"#
            ),
            (
                #"StringFromIntResolver.==(_:_:)"#,
                #"let f: (StringFromIntResolver<Int, String>, StringFromIntResolver<Int, String>) -> Bool = (==); _ = f"#
            ),
            (
                #"StringFromIntResolver.hash(into:)"#,
                #"let f: (StringFromIntResolver<Int, String>, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"StringFromIntResolver.hashValue"#,
                #"let f: (StringFromIntResolver<Int, String>) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"StringFromIntResolver.Context"#,
                #"let _: StringFromIntResolver<Int, String>.Context<String>.Type = IntentParameterContext<String>.self"#
            ),
            (#"RangeCheckingResolver"#, #"func g<R: RangeCheckingResolver>(_: R.Type) {}; g(IntResolver.self)"#),
            (
                #"RangeCheckingResolver.checkParameterRangeContains(value:context:)"#,
                #"func g<R: RangeCheckingResolver>(_ r: R, _ v: Int, _ c: IntentParameterContext<Int>) throws where R.Output == Int { try r.checkParameterRangeContains(value: v, context: c) }"#
            ),
            (
                #"RangeComparableProperty"#,
                #"func g<V: RangeComparableProperty>(_: V.Type) {}; g(Int.self); g(Double.self)"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Acceleration)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitAcceleration>>) { let _: IntentParameter<Measurement<UnitAcceleration>>.Acceleration? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Angle)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitAngle>>) { let _: IntentParameter<Measurement<UnitAngle>>.Angle? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Area)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitArea>>) { let _: IntentParameter<Measurement<UnitArea>>.Area? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (ConcentrationMass)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitConcentrationMass>>) { let _: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Dispersion)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitDispersion>>) { let _: IntentParameter<Measurement<UnitDispersion>>.Dispersion? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Duration)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitDuration>>) { let _: IntentParameter<Measurement<UnitDuration>>.Duration? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (ElectricCharge)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricCharge>>) { let _: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (ElectricCurrent)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricCurrent>>) { let _: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (ElectricPotentialDifference)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricPotentialDifference>>) { let _: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (ElectricResistance)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricResistance>>) { let _: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Energy)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitEnergy>>) { let _: IntentParameter<Measurement<UnitEnergy>>.Energy? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Frequency)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitFrequency>>) { let _: IntentParameter<Measurement<UnitFrequency>>.Frequency? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (FuelEfficiency)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitFuelEfficiency>>) { let _: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Illuminance)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitIlluminance>>) { let _: IntentParameter<Measurement<UnitIlluminance>>.Illuminance? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (InformationStorage)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitInformationStorage>>) { let _: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Length)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: IntentParameter<Measurement<UnitLength>>.Length? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Mass)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: IntentParameter<Measurement<UnitMass>>.Mass? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Power)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitPower>>) { let _: IntentParameter<Measurement<UnitPower>>.Power? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Pressure)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitPressure>>) { let _: IntentParameter<Measurement<UnitPressure>>.Pressure? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Speed)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitSpeed>>) { let _: IntentParameter<Measurement<UnitSpeed>>.Speed? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Temperature)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitTemperature>>) { let _: IntentParameter<Measurement<UnitTemperature>>.Temperature? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.defaultUnit (Volume)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitVolume>>) { let _: IntentParameter<Measurement<UnitVolume>>.Volume? = c.defaultUnit }"#
            ),
            (
                #"IntentParameterContext.unit (Acceleration)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitAcceleration>>) { let _: IntentParameter<Measurement<UnitAcceleration>>.Acceleration? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Angle)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitAngle>>) { let _: IntentParameter<Measurement<UnitAngle>>.Angle? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Area)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitArea>>) { let _: IntentParameter<Measurement<UnitArea>>.Area? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (ConcentrationMass)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitConcentrationMass>>) { let _: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Dispersion)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitDispersion>>) { let _: IntentParameter<Measurement<UnitDispersion>>.Dispersion? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Duration)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitDuration>>) { let _: IntentParameter<Measurement<UnitDuration>>.Duration? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (ElectricCharge)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricCharge>>) { let _: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (ElectricCurrent)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricCurrent>>) { let _: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (ElectricPotentialDifference)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricPotentialDifference>>) { let _: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (ElectricResistance)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitElectricResistance>>) { let _: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Energy)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitEnergy>>) { let _: IntentParameter<Measurement<UnitEnergy>>.Energy? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Frequency)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitFrequency>>) { let _: IntentParameter<Measurement<UnitFrequency>>.Frequency? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (FuelEfficiency)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitFuelEfficiency>>) { let _: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Illuminance)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitIlluminance>>) { let _: IntentParameter<Measurement<UnitIlluminance>>.Illuminance? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (InformationStorage)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitInformationStorage>>) { let _: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Length)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: IntentParameter<Measurement<UnitLength>>.Length? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Mass)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: IntentParameter<Measurement<UnitMass>>.Mass? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Power)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitPower>>) { let _: IntentParameter<Measurement<UnitPower>>.Power? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Pressure)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitPressure>>) { let _: IntentParameter<Measurement<UnitPressure>>.Pressure? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Speed)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitSpeed>>) { let _: IntentParameter<Measurement<UnitSpeed>>.Speed? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Temperature)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitTemperature>>) { let _: IntentParameter<Measurement<UnitTemperature>>.Temperature? = c.unit }"#
            ),
            (
                #"IntentParameterContext.unit (Volume)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitVolume>>) { let _: IntentParameter<Measurement<UnitVolume>>.Volume? = c.unit }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-11s8)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-15kgw)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-1e69e)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-25jk6)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-2w87c)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-39689)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-3ds0o)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-3erhs)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-3ljcc)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-41o2y)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-462o4)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-59mfp)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-6hpxs)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-7650x)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-7i28a)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-8617w)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-8i9m4)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-8ssre)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-9d7pr)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-9hw2e)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-d2w4)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.supportsNegativeNumbers (-jgtm)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitLength>>) { let _: Bool? = c.supportsNegativeNumbers }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-108qa)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-10odh)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-18j21)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-1gvv5)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-1ndgn)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-3c4a3)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-48rfb)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-4kowc)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-5euoy)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-5xz43)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-6cf45)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-6zbbp)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-77fh8)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-79tzk)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-8w6d0)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-8x6an)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-9b11y)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-b2at)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-fh5h)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-q9qf)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.unitAdjustForLocale (-srcg)"#,
                #"func g(_ c: IntentParameterContext<Measurement<UnitMass>>) { let _: Bool? = c.unitAdjustForLocale }"#
            ),
            (
                #"IntentParameterContext.isOptional"#,
                #"func g(_ c: IntentParameterContext<Int>) { let _: Bool = c.isOptional }"#
            ),
            (
                #"IntentParameterContext.title"#,
                #"func g(_ c: IntentParameterContext<Int>) { let _: LocalizedStringResource = c.title }"#
            ),
            (
                #"InputConnectionBehavior.hash(into:)"#,
                #"let f: (InputConnectionBehavior, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"InputConnectionBehavior.hashValue"#,
                #"let f: (InputConnectionBehavior) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"InputConnectionBehavior.!=(_:_:)"#,
                #"let f: (InputConnectionBehavior, InputConnectionBehavior) -> Bool = (!=); _ = f"#
            ),
            (
                #"EntityQuerySort.Ordering.hash(into:)"#,
                #"let f: (EntityQuerySort<PBook>.Ordering, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"EntityQuerySort.Ordering.hashValue"#,
                #"let f: (EntityQuerySort<PBook>.Ordering) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"EntityQuerySort.Ordering.!=(_:_:)"#,
                #"let f: (EntityQuerySort<PBook>.Ordering, EntityQuerySort<PBook>.Ordering) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.hash(into:)"#,
                #"let f: (IntentPaymentMethod.PaymentType, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"IntentPaymentMethod.PaymentType.hashValue"#,
                #"let f: (IntentPaymentMethod.PaymentType) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"IntentCurrencyAmount.hash(into:)"#,
                #"let f: (IntentCurrencyAmount, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"IntentCurrencyAmount.hashValue"#, #"let f: (IntentCurrencyAmount) -> Int = { $0.hashValue }; _ = f"#),
            (
                #"IntentCurrencyAmount.==(_:_:)"#,
                #"let f: (IntentCurrencyAmount, IntentCurrencyAmount) -> Bool = (==); _ = f"#
            ),
            (
                #"DisplayRepresentation.Image.DisplayStyle.!=(_:_:)"#,
                #"let f: (DisplayRepresentation.Image.DisplayStyle, DisplayRepresentation.Image.DisplayStyle) -> Bool = (!=); _ = f"#
            ),
            (
                #"DisplayRepresentation.==(_:_:)"#,
                #"let f: (DisplayRepresentation, DisplayRepresentation) -> Bool = (==); _ = f"#
            ),
            (
                #"DisplayRepresentation.Image.==(_:_:)"#,
                #"let f: (DisplayRepresentation.Image, DisplayRepresentation.Image) -> Bool = (==); _ = f"#
            ),
            (
                #"DisplayRepresentation.Components"#,
                #"let c: DisplayRepresentation.Components = [.image, .text]; _ = c.contains(.text)"#
            ),
            (#"DisplayRepresentation.Components.image"#, #"let _: DisplayRepresentation.Components = .image"#),
            (#"DisplayRepresentation.Components.text"#, #"let _: DisplayRepresentation.Components = .text"#),
            (
                #"DisplayRepresentation.ExtendedGraphemeClusterLiteralType"#,
                #"let _: DisplayRepresentation.ExtendedGraphemeClusterLiteralType.Type = String.self"#
            ),
            (
                #"DisplayRepresentation.StringLiteralType"#,
                #"let _: DisplayRepresentation.StringLiteralType.Type = String.self"#
            ),
            (
                #"DisplayRepresentation.UnicodeScalarLiteralType"#,
                #"let _: DisplayRepresentation.UnicodeScalarLiteralType.Type = String.self"#
            ),
            (
                #"DisplayRepresentation.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = DisplayRepresentation(extendedGraphemeClusterLiteral: "x")"#
            ),
            (
                #"DisplayRepresentation.init(unicodeScalarLiteral:)"#,
                #"let _ = DisplayRepresentation(unicodeScalarLiteral: "x")"#
            ),
            (
                #"TypeDisplayRepresentation.ExtendedGraphemeClusterLiteralType"#,
                #"let _: TypeDisplayRepresentation.ExtendedGraphemeClusterLiteralType.Type = String.self"#
            ),
            (
                #"TypeDisplayRepresentation.StringLiteralType"#,
                #"let _: TypeDisplayRepresentation.StringLiteralType.Type = String.self"#
            ),
            (
                #"TypeDisplayRepresentation.UnicodeScalarLiteralType"#,
                #"let _: TypeDisplayRepresentation.UnicodeScalarLiteralType.Type = String.self"#
            ),
            (
                #"TypeDisplayRepresentation.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = TypeDisplayRepresentation(extendedGraphemeClusterLiteral: "x")"#
            ),
            (
                #"TypeDisplayRepresentation.init(unicodeScalarLiteral:)"#,
                #"let _ = TypeDisplayRepresentation(unicodeScalarLiteral: "x")"#
            ),
            (
                #"ParameterSummaryString.StringInterpolation"#,
                #"func g<S: StringInterpolationProtocol>(_: S.Type) {}; g(ParameterSummaryString<PIntent>.StringInterpolation.self)"#
            ),
            (
                #"ParameterSummaryString.StringInterpolation.appendLiteral(_:)"#,
                #"var s = ParameterSummaryString<PIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 0); s.appendLiteral("x"); _ = s"#
            ),
            (
                #"ParameterSummaryString.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"let _ = ParameterSummaryString<PIntent>.StringInterpolation(literalCapacity: 4, interpolationCount: 1)"#
            ),
            (#"AppEntity.id"#, #"func g<E: AppEntity>(_ e: E) -> E.ID { e.id }"#),
            (
                #"AppEntity.defaultResolverSpecification (EmptyResolverSpecification)"#,
                #"let _: EmptyResolverSpecification<PUnique> = PUnique.defaultResolverSpecification"#
            ),
            (
                #"AppEntity.defaultResolverSpecification (some ResolverSpecification)"#,
                #"func g<S: ResolverSpecification>(_: S) {}; g(PUnique.defaultResolverSpecification)"#
            ),
            (
                #"AppEnum.defaultResolverSpecification"#,
                #"func g<S: ResolverSpecification>(_: S) {}; g(PEnum.defaultResolverSpecification)"#
            ),
            (#"FileEntity.supportedContentTypes"#, #"let _: [UTType] = GFile.supportedContentTypes"#),
            (
                #"InstanceDisplayRepresentable.displayRepresentation(with:)"#,
                #"let _: DisplayRepresentation = await PUnique().displayRepresentation(with: .text)"#
            ),
            (
                #"InstanceDisplayRepresentable.localizedStringResource"#,
                #"let _: LocalizedStringResource = PUnique().localizedStringResource"#
            ),
            (
                #"CaseDisplayRepresentable.localizedStringResource (-78c15)"#,
                #"let _: LocalizedStringResource = PEnum.one.localizedStringResource"#
            ),
            (#"EntityIdentifier.description"#, #"let _: String = EntityIdentifier(for: PUnique()).description"#),
            (
                #"EntityIdentifier.==(_:_:)"#,
                #"let _: Bool = EntityIdentifier(for: PUnique()) == EntityIdentifier(for: PUnique())"#
            ),
            (
                #"EntityIdentifier.hash(into:)"#,
                #"let f: (EntityIdentifier, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"EntityIdentifier.hashValue"#, #"let _: Set<EntityIdentifier> = [EntityIdentifier(for: PUnique())]"#),
            (#"EntityIdentifier.!=(_:_:)"#, #"let f: (EntityIdentifier, EntityIdentifier) -> Bool = (!=); _ = f"#),
            (
                #"EntityIdentifier.defaultResolverSpecification"#,
                #"let _: EmptyResolverSpecification<EntityIdentifier> = EntityIdentifier.defaultResolverSpecification"#
            ),
            (
                #"EntityIdentifier.Specification"#,
                #"let _: EntityIdentifier.Specification.Type = EmptyResolverSpecification<EntityIdentifier>.self"#
            ),
            (#"EntityIdentifier.ValueType"#, #"let _: EntityIdentifier.ValueType.Type = EntityIdentifier.self"#),
            (
                #"EntityIdentifier.UnwrappedType"#,
                #"let _: EntityIdentifier.UnwrappedType.Type = EntityIdentifier.self"#
            ),
            (
                #"IntentCurrencyAmount.defaultResolverSpecification"#,
                #"let _: EmptyResolverSpecification<IntentCurrencyAmount> = IntentCurrencyAmount.defaultResolverSpecification"#
            ),
            (
                #"IntentCurrencyAmount.Specification"#,
                #"let _: IntentCurrencyAmount.Specification.Type = EmptyResolverSpecification<IntentCurrencyAmount>.self"#
            ),
            (
                #"IntentCurrencyAmount.ValueType"#,
                #"let _: IntentCurrencyAmount.ValueType.Type = IntentCurrencyAmount.self"#
            ),
            (
                #"IntentCurrencyAmount.UnwrappedType"#,
                #"let _: IntentCurrencyAmount.UnwrappedType.Type = IntentCurrencyAmount.self"#
            ),
            (
                #"IntentPaymentMethod.defaultResolverSpecification"#,
                #"let _: EmptyResolverSpecification<IntentPaymentMethod> = IntentPaymentMethod.defaultResolverSpecification"#
            ),
            (
                #"IntentPaymentMethod.Specification"#,
                #"let _: IntentPaymentMethod.Specification.Type = EmptyResolverSpecification<IntentPaymentMethod>.self"#
            ),
            (
                #"IntentPaymentMethod.ValueType"#,
                #"let _: IntentPaymentMethod.ValueType.Type = IntentPaymentMethod.self"#
            ),
            (
                #"IntentPaymentMethod.UnwrappedType"#,
                #"let _: IntentPaymentMethod.UnwrappedType.Type = IntentPaymentMethod.self"#
            ),
            (
                #"IntentFile.defaultResolverSpecification"#,
                #"let _: EmptyResolverSpecification<IntentFile> = IntentFile.defaultResolverSpecification"#
            ),
            (
                #"IntentFile.Specification"#,
                #"let _: IntentFile.Specification.Type = EmptyResolverSpecification<IntentFile>.self"#
            ),
            (#"IntentFile.ValueType"#, #"let _: IntentFile.ValueType.Type = IntentFile.self"#),
            (#"IntentFile.UnwrappedType"#, #"let _: IntentFile.UnwrappedType.Type = IntentFile.self"#),
            (
                #"EntityQuery.allowedExecutionTargets"#,
                #"let _: IntentExecutionTargets = GFileQuery.allowedExecutionTargets"#
            ),
            (
                #"EntityQuery.ExecutionTargets"#,
                #"let _: GFileQuery.ExecutionTargets.Type = IntentExecutionTargets.self"#
            ),
            (
                #"EntityQuery.displayRepresentations(for:)"#,
                #"let _: [String: DisplayRepresentation] = try await PEnumQuery().displayRepresentations(for: ["u"])"#
            ),
            (
                #"EntityQuery.displayRepresentations(for:requestedComponents:)"#,
                #"let _: [String: DisplayRepresentation] = try await PEnumQuery().displayRepresentations(for: ["u"], requestedComponents: .text)"#
            ),
            (#"UniqueAppEntityQuery.Unique"#, #"let _: UniqueAppEntityProvider<PUnique>.Unique.Type = PUnique.self"#),
            (
                #"UniqueAppEntityProvider.Unique"#,
                #"let _: UniqueAppEntityProvider<PUnique>.Unique.Type = PUnique.self"#
            ),
            (
                #"UniqueAppEntityProvider.Result"#,
                #"let _: UniqueAppEntityProvider<PUnique>.Result.Type = [PUnique].self"#
            ),
            (
                #"UniqueAppEntityProvider.defaultResult()"#,
                #"let _: PUnique? = await UniqueAppEntityProvider { PUnique() }.defaultResult()"#
            ),
            (
                #"UniqueAppEntityProvider.findIntentDescription"#,
                #"let _: IntentDescription? = UniqueAppEntityProvider<PUnique>.findIntentDescription"#
            ),
            (
                #"UniqueAppEntityProvider.persistentIdentifier"#,
                #"let _: String = UniqueAppEntityProvider<PUnique>.persistentIdentifier"#
            ),
            (
                #"UniqueAppEntityProvider.suggestedEntities() (-1p6hy)"#,
                #"let _: [PUnique] = try await UniqueAppEntityProvider { PUnique() }.suggestedEntities()"#
            ),
            (
                #"UniqueAppEntityProvider.suggestedEntities() (-4b2sy)"#,
                #"let f: (UniqueAppEntityProvider<PUnique>) async throws -> [PUnique] = { try await $0.suggestedEntities() }; _ = f"#
            ),
            (
                #"IntFromDoubleResolver.!=(_:_:)"#,
                #"let f: (IntFromDoubleResolver, IntFromDoubleResolver) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntFromStringResolver.!=(_:_:)"#,
                #"let f: (IntFromStringResolver, IntFromStringResolver) -> Bool = (!=); _ = f"#
            ),
            (#"IntResolver.!=(_:_:)"#, #"let f: (IntResolver, IntResolver) -> Bool = (!=); _ = f"#),
            (
                #"DoubleFromIntResolver.!=(_:_:)"#,
                #"let f: (DoubleFromIntResolver, DoubleFromIntResolver) -> Bool = (!=); _ = f"#
            ),
            (
                #"DoubleFromStringResolver.!=(_:_:)"#,
                #"let f: (DoubleFromStringResolver, DoubleFromStringResolver) -> Bool = (!=); _ = f"#
            ),
            (#"DoubleResolver.!=(_:_:)"#, #"let f: (DoubleResolver, DoubleResolver) -> Bool = (!=); _ = f"#),
            (
                #"AttributedStringFromStringResolver.!=(_:_:)"#,
                #"let f: (AttributedStringFromStringResolver, AttributedStringFromStringResolver) -> Bool = (!=); _ = f"#
            ),
            (
                #"StringFromDoubleResolver.!=(_:_:)"#,
                #"let f: (StringFromDoubleResolver, StringFromDoubleResolver) -> Bool = (!=); _ = f"#
            ),
            (
                #"BoolFromStringResolver.!=(_:_:)"#,
                #"let f: (BoolFromStringResolver, BoolFromStringResolver) -> Bool = (!=); _ = f"#
            ),
            (
                #"URLFromStringResolver.!=(_:_:)"#,
                #"let f: (URLFromStringResolver, URLFromStringResolver) -> Bool = (!=); _ = f"#
            ),
            (
                #"StringFromIntResolver.!=(_:_:)"#,
                #"let f: (StringFromIntResolver<Int, String>, StringFromIntResolver<Int, String>) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntentCurrencyAmount.!=(_:_:)"#,
                #"let f: (IntentCurrencyAmount, IntentCurrencyAmount) -> Bool = (!=); _ = f"#
            ),
            (
                #"DisplayRepresentation.!=(_:_:)"#,
                #"let f: (DisplayRepresentation, DisplayRepresentation) -> Bool = (!=); _ = f"#
            ),
            (
                #"DisplayRepresentation.Image.!=(_:_:)"#,
                #"let f: (DisplayRepresentation.Image, DisplayRepresentation.Image) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntentPerson.defaultResolverSpecification"#,
                #"let _: EmptyResolverSpecification<IntentPerson> = IntentPerson.defaultResolverSpecification"#
            ),
            (
                #"IntentPerson.Specification"#,
                #"let _: IntentPerson.Specification.Type = EmptyResolverSpecification<IntentPerson>.self"#
            ),
            (#"IntentPerson.ValueType"#, #"let _: IntentPerson.ValueType.Type = IntentPerson.self"#),
            (#"IntentPerson.UnwrappedType"#, #"let _: IntentPerson.UnwrappedType.Type = IntentPerson.self"#),
            (
                #"IntentPerson.localizedStringResource"#,
                #"let _: LocalizedStringResource = IntentPerson(identifier: .unknown, name: .displayName("Ann"), handle: nil).localizedStringResource"#
            ),
            (
                #"IntentPerson.Identifier.encode(to:)"#,
                #"let f: (IntentPerson.Identifier, any Encoder) throws -> Void = { try $0.encode(to: $1) }; _ = f"#
            ),
            (
                #"IntentPerson.Identifier.init(from:)"#,
                #"let f: (any Decoder) throws -> IntentPerson.Identifier = IntentPerson.Identifier.init(from:); _ = f"#
            ),
            (
                #"IntentPerson.Identifier.hash(into:)"#,
                #"let f: (IntentPerson.Identifier, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"IntentPerson.Identifier.hashValue"#,
                #"let f: (IntentPerson.Identifier) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"IntentPerson.Name.encode(to:)"#,
                #"let f: (IntentPerson.Name, any Encoder) throws -> Void = { try $0.encode(to: $1) }; _ = f"#
            ),
            (
                #"IntentPerson.Name.init(from:)"#,
                #"let f: (any Decoder) throws -> IntentPerson.Name = IntentPerson.Name.init(from:); _ = f"#
            ),
            (#"IntentPerson.Name.!=(_:_:)"#, #"let f: (IntentPerson.Name, IntentPerson.Name) -> Bool = (!=); _ = f"#),
            (
                #"IntentPerson.Handle.encode(to:)"#,
                #"let f: (IntentPerson.Handle, any Encoder) throws -> Void = { try $0.encode(to: $1) }; _ = f"#
            ),
            (
                #"IntentPerson.Handle.init(from:)"#,
                #"let f: (any Decoder) throws -> IntentPerson.Handle = IntentPerson.Handle.init(from:); _ = f"#
            ),
            (
                #"IntentPerson.Handle.hash(into:)"#,
                #"let f: (IntentPerson.Handle, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"IntentPerson.Handle.hashValue"#, #"let f: (IntentPerson.Handle) -> Int = { $0.hashValue }; _ = f"#),
            (
                #"IntentPerson.Handle.!=(_:_:)"#,
                #"let f: (IntentPerson.Handle, IntentPerson.Handle) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntentPerson.Handle.Value.encode(to:)"#,
                #"let f: (IntentPerson.Handle.Value, any Encoder) throws -> Void = { try $0.encode(to: $1) }; _ = f"#
            ),
            (
                #"IntentPerson.Handle.Value.init(from:)"#,
                #"let f: (any Decoder) throws -> IntentPerson.Handle.Value = IntentPerson.Handle.Value.init(from:); _ = f"#
            ),
            (
                #"IntentPerson.Handle.Value.hash(into:)"#,
                #"let f: (IntentPerson.Handle.Value, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"IntentPerson.Handle.Value.hashValue"#,
                #"let f: (IntentPerson.Handle.Value) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"IntentPerson.Handle.Value.!=(_:_:)"#,
                #"let f: (IntentPerson.Handle.Value, IntentPerson.Handle.Value) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntentPerson.Handle.Label.encode(to:)"#,
                #"let f: (IntentPerson.Handle.Label, any Encoder) throws -> Void = { try $0.encode(to: $1) }; _ = f"#
            ),
            (
                #"IntentPerson.Handle.Label.init(from:)"#,
                #"let f: (any Decoder) throws -> IntentPerson.Handle.Label = IntentPerson.Handle.Label.init(from:); _ = f"#
            ),
            (
                #"IntentPerson.Handle.Label.hash(into:)"#,
                #"let f: (IntentPerson.Handle.Label, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"IntentPerson.Handle.Label.hashValue"#,
                #"let f: (IntentPerson.Handle.Label) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"IntentPerson.Handle.Label.!=(_:_:)"#,
                #"let f: (IntentPerson.Handle.Label, IntentPerson.Handle.Label) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntentPerson.ParameterMode.hash(into:)"#,
                #"let f: (IntentPerson.ParameterMode, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"IntentPerson.ParameterMode.hashValue"#,
                #"let f: (IntentPerson.ParameterMode) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"IntentPerson.ParameterMode.!=(_:_:)"#,
                #"let f: (IntentPerson.ParameterMode, IntentPerson.ParameterMode) -> Bool = (!=); _ = f"#
            ),
            (
                #"IntentPerson.ParameterMode.init(rawValue:)"#,
                #"let _: IntentPerson.ParameterMode? = IntentPerson.ParameterMode(rawValue: "email")"#
            ),
            (#"IntentPerson.ParameterMode.rawValue"#, #"let _: String = IntentPerson.ParameterMode.phone.rawValue"#),
            (
                #"IntentPerson.ParameterMode.RawValue"#,
                #"let _: IntentPerson.ParameterMode.RawValue.Type = String.self"#
            ),
            (
                #"IntentCurrencyAmount.displayRepresentation"#,
                #"let _: DisplayRepresentation = IntentCurrencyAmount(amount: 1, currencyCode: "EUR").displayRepresentation"#
            ),
            (
                #"IntentCurrencyAmount.typeDisplayRepresentation"#,
                #"let _: TypeDisplayRepresentation = IntentCurrencyAmount.typeDisplayRepresentation"#
            ),
            (
                #"IntentCurrencyAmount.localizedStringResource"#,
                #"let _: LocalizedStringResource = IntentCurrencyAmount(amount: 1, currencyCode: "EUR").localizedStringResource"#
            ),
            (
                #"IntentFile.displayRepresentation"#,
                #"let _: DisplayRepresentation = IntentFile(data: Data(), filename: "a.txt", type: nil).displayRepresentation"#
            ),
            (
                #"IntentFile.typeDisplayRepresentation"#,
                #"let _: TypeDisplayRepresentation = IntentFile.typeDisplayRepresentation"#
            ),
            (
                #"IntentFile.localizedStringResource"#,
                #"let _: LocalizedStringResource = IntentFile(data: Data(), filename: "a.txt", type: nil).localizedStringResource"#
            ),
            (
                #"IntentPaymentMethod.localizedStringResource"#,
                #"let _: LocalizedStringResource = IntentPaymentMethod(type: .credit, name: "Card").localizedStringResource"#
            ),
            (#"IntentPaymentMethod.name"#, #"let _: String? = IntentPaymentMethod(type: .credit, name: "Card").name"#),
            (
                #"IntentPaymentMethod.icon"#,
                #"let _: DisplayRepresentation.Image? = IntentPaymentMethod(type: .credit).icon"#
            ),
            (
                #"EntityQuerySortingOptions.subscript(_:)"#,
                #"func g(_ o: EntityQuerySortingOptions<PBook>) { let _: EntityQuerySortableByProperty<PBook> = o[0] }"#
            ),
            (
                #"IntentParameterContext.needsValueError(_:)"#,
                #"func g(_ c: IntentParameterContext<Int>) -> AppIntentError { c.needsValueError("How many?") }"#
            ),
            (
                #"IntentParameterContext.needsDisambiguationError(among:dialog:)"#,
                #"func g(_ c: IntentParameterContext<Int>) -> AppIntentError { c.needsDisambiguationError(among: [1, 2], dialog: nil) }"#
            ),
            (
                #"IntentParameterContext.requestConfirmation(for:dialog:)"#,
                #"func g(_ c: IntentParameterContext<Int>) async throws -> Bool { try await c.requestConfirmation(for: 1, dialog: "Sure?") }"#
            ),
            (
                #"IntentParameterContext.requestDisambiguation(among:dialog:)"#,
                #"func g(_ c: IntentParameterContext<Int>) async throws -> Int { try await c.requestDisambiguation(among: [1, 2], dialog: nil) }"#
            ),
            (#"EntityCollection.count"#, #"let _: Int = EntityCollection<PContact>().count"#),
            (#"EntityCollection.isEmpty"#, #"let _: Bool = EntityCollection<PContact>().isEmpty"#),
            (
                #"EntityCollection.append(_:) (identifier)"#,
                #"var c = EntityCollection<PContact>(); c.append("a"); _ = c"#
            ),
            (
                #"EntityCollection.append(_:) (entity)"#,
                #"let f: (inout EntityCollection<PContact>, PContact) -> Void = { $0.append($1) }; _ = f"#
            ),
            (
                #"EntityCollection.append(contentsOf:) (entities)"#,
                #"let f: (inout EntityCollection<PContact>, [PContact]) -> Void = { $0.append(contentsOf: $1) }; _ = f"#
            ),
            (
                #"EntityCollection.append(contentsOf:) (identifiers)"#,
                #"var c = EntityCollection<PContact>(); c.append(contentsOf: ["a", "b"]); _ = c"#
            ),
            (
                #"EntityCollection.contains(_:) (identifier)"#,
                #"let _: Bool = EntityCollection<PContact>().contains("a")"#
            ),
            (
                #"EntityCollection.contains(_:) (entity)"#,
                #"let f: (EntityCollection<PContact>, PContact) -> Bool = { $0.contains($1) }; _ = f"#
            ),
            (
                #"EntityCollection.remove(_:) (entity)"#,
                #"let f: (inout EntityCollection<PContact>, PContact) -> Void = { $0.remove($1) }; _ = f"#
            ),
            (
                #"EntityCollection.remove(_:) (identifier)"#,
                #"var c = EntityCollection<PContact>(identifiers: ["a"]); c.remove("a"); _ = c"#
            ),
            (
                #"EntityCollection.UnwrappedType"#,
                #"let _: EntityCollection<PContact>.UnwrappedType.Type = EntityCollection<PContact>.self"#
            ),
            (
                #"EntityCollection.defaultResolverSpecification"#,
                #"func g<S: ResolverSpecification>(_: S) {}; g(EntityCollection<PContact>.defaultResolverSpecification)"#
            ),
            (#"IntentItem.Builder.buildBlock()"#, #"let _: [IntentItem<Int>] = IntentItem<Int>.Builder.buildBlock()"#),
            (
                #"IntentItem.Builder.buildBlock(_:) (array)"#,
                #"let _: [IntentItem<Int>] = IntentItem<Int>.Builder.buildBlock([IntentItem(1)])"#
            ),
            (
                #"IntentCollectionSize.IntegerLiteralType"#,
                #"let _: IntentCollectionSize.IntegerLiteralType.Type = Int.self"#
            ),
            (
                #"IntentCollectionSize.!=(_:_:)"#,
                #"let f: (IntentCollectionSize, IntentCollectionSize) -> Bool = (!=); _ = f"#
            ),
            (
                #"EqualToComparator.init(withResolvers:mappingTransform:)"#,
                #"let _ = EqualToComparator<Int, Int>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"NotEqualToComparator.init(withResolvers:mappingTransform:)"#,
                #"let _ = NotEqualToComparator<Int, Int>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"GreaterThanComparator.init(withResolvers:mappingTransform:)"#,
                #"let _ = GreaterThanComparator<Int, Int>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"GreaterThanOrEqualToComparator.init(withResolvers:mappingTransform:)"#,
                #"let _ = GreaterThanOrEqualToComparator<Int, Int>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"LessThanComparator.init(withResolvers:mappingTransform:)"#,
                #"let _ = LessThanComparator<Int, Int>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"LessThanOrEqualToComparator.init(withResolvers:mappingTransform:)"#,
                #"let _ = LessThanOrEqualToComparator<Int, Int>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"IsBetweenComparator.init(withResolvers:mappingTransform:)"#,
                #"let _ = IsBetweenComparator<Int, Int>(withResolvers: {}, mappingTransform: { $0 + $1 })"#
            ),
            (
                #"HasPrefixComparator.init(withResolvers:mappingTransform:) (-2n67a)"#,
                #"let _ = HasPrefixComparator<String, String>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"HasPrefixComparator.init(withResolvers:mappingTransform:) (-48o75)"#,
                #"let _ = HasPrefixComparator<String, String>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"HasPrefixComparator.init(mappingTransform:) (-5kri6)"#,
                #"let _ = HasPrefixComparator<String, String>(mappingTransform: { $0 })"#
            ),
            (
                #"HasSuffixComparator.init(withResolvers:mappingTransform:) (-5rtmw)"#,
                #"let _ = HasSuffixComparator<String, String>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"HasSuffixComparator.init(withResolvers:mappingTransform:) (-7tdan)"#,
                #"let _ = HasSuffixComparator<String, String>(withResolvers: {}, mappingTransform: { $0 })"#
            ),
            (
                #"HasSuffixComparator.init(mappingTransform:) (-5cmgi)"#,
                #"let _ = HasSuffixComparator<String, String>(mappingTransform: { $0 })"#
            ),
            (
                #"ContainsComparator.init(withResolvers:mappingTransform:) (-3esov)"#,
                #"let _ = ContainsComparator<[Int], Int>(withResolvers: {}, mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(withResolvers:mappingTransform:) (-4482k)"#,
                #"let _ = ContainsComparator<[Int], Int>(withResolvers: {}, mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(withResolvers:mappingTransform:) (-5j3ie)"#,
                #"let _ = ContainsComparator<[Int], Int>(withResolvers: {}, mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(withResolvers:mappingTransform:) (-7vx0d)"#,
                #"let _ = ContainsComparator<[Int], Int>(withResolvers: {}, mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(withResolvers:mappingTransform:) (-83nih)"#,
                #"let _ = ContainsComparator<[Int], Int>(withResolvers: {}, mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(withResolvers:mappingTransform:) (-wpei)"#,
                #"let _ = ContainsComparator<[Int], Int>(withResolvers: {}, mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(mappingTransform:) (-3xuvt)"#,
                #"let _ = ContainsComparator<[Int], Int>(mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(mappingTransform:) (-7rx55)"#,
                #"let _ = ContainsComparator<[Int], Int>(mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(mappingTransform:) (-7ya5)"#,
                #"let _ = ContainsComparator<[Int], Int>(mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(mappingTransform:) (-9fn0e)"#,
                #"let _ = ContainsComparator<[Int], Int>(mappingTransform: { $0.count })"#
            ),
            (
                #"ContainsComparator.init(mappingTransform:) (-xvws)"#,
                #"let _ = ContainsComparator<[Int], Int>(mappingTransform: { $0.count })"#
            ),
            (
                #"StringComparisonOperator.hash(into:)"#,
                #"let f: (StringComparisonOperator, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (#"StringComparisonOperator.hashValue"#, #"let _: Int = StringComparisonOperator.contains.hashValue"#),
            (#"StringComparisonOperator.!=(_:_:)"#, #"let _: Bool = StringComparisonOperator.contains != .hasSuffix"#),
            (
                #"DisplayRepresentation.Image.encode(to:)"#,
                #"let f: (DisplayRepresentation.Image, any Encoder) throws -> Void = { try $0.encode(to: $1) }; _ = f"#
            ),
            (
                #"DisplayRepresentation.Image.init(from:)"#,
                #"let f: (any Decoder) throws -> DisplayRepresentation.Image = DisplayRepresentation.Image.init(from:); _ = f"#
            ),
            (
                #"IntentPerson.encode(to:)"#,
                #"let f: (IntentPerson, any Encoder) throws -> Void = { try $0.encode(to: $1) }; _ = f"#
            ),
            (
                #"IntentPerson.init(from:)"#,
                #"let f: (any Decoder) throws -> IntentPerson = IntentPerson.init(from:); _ = f"#
            ),
        ]
    }
#endif
