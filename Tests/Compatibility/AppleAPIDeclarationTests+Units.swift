// Issue 21: the probes of the rows of "Unit enumerations of measurement parameters" in Documentation/AppleAPI.md:
// each of Apple's 22 enumerations (`IntentParameter<Value>.Length`, …) named through `IntentParameter` as a user's file
// names it, with its cases, its `Equatable`, `Hashable` and `CaseIterable` members.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// One probe per implemented or shape row of the unit enumerations, by symbol.
        static let unitProbes: [(symbol: String, body: String)] = [
            (
                #"IntentParameter.Acceleration"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitAcceleration>>.Acceleration.self)"#
            ),
            (
                #"IntentParameter.Acceleration.gravity"#,
                #"let u: IntentParameter<Measurement<UnitAcceleration>>.Acceleration = .gravity; _ = u"#
            ),
            (
                #"IntentParameter.Acceleration.metersPerSecondSquared"#,
                #"let u: IntentParameter<Measurement<UnitAcceleration>>.Acceleration = .metersPerSecondSquared; _ = u"#
            ),
            (
                #"IntentParameter.Acceleration.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitAcceleration>>.Acceleration.gravity == .metersPerSecondSquared; _ = b"#
            ),
            (
                #"IntentParameter.Acceleration.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitAcceleration>>.Acceleration.gravity != .metersPerSecondSquared; _ = b"#
            ),
            (
                #"IntentParameter.Acceleration.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitAcceleration>>.Acceleration.gravity.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Acceleration.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitAcceleration>>.Acceleration.gravity.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Acceleration.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitAcceleration>>.Acceleration.AllCases = IntentParameter<Measurement<UnitAcceleration>>.Acceleration.allCases; let _: [IntentParameter<Measurement<UnitAcceleration>>.Acceleration] = a"#
            ),
            (
                #"IntentParameter.Acceleration.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitAcceleration>>.Acceleration] = IntentParameter<Measurement<UnitAcceleration>>.Acceleration.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Angle"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitAngle>>.Angle.self)"#
            ),
            (
                #"IntentParameter.Angle.arcMinutes"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle = .arcMinutes; _ = u"#
            ),
            (
                #"IntentParameter.Angle.arcSeconds"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle = .arcSeconds; _ = u"#
            ),
            (
                #"IntentParameter.Angle.degrees"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle = .degrees; _ = u"#
            ),
            (
                #"IntentParameter.Angle.gradians"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle = .gradians; _ = u"#
            ),
            (
                #"IntentParameter.Angle.radians"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle = .radians; _ = u"#
            ),
            (
                #"IntentParameter.Angle.revolutions"#,
                #"let u: IntentParameter<Measurement<UnitAngle>>.Angle = .revolutions; _ = u"#
            ),
            (
                #"IntentParameter.Angle.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitAngle>>.Angle.arcMinutes == .revolutions; _ = b"#
            ),
            (
                #"IntentParameter.Angle.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitAngle>>.Angle.arcMinutes != .revolutions; _ = b"#
            ),
            (
                #"IntentParameter.Angle.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitAngle>>.Angle.arcMinutes.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Angle.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitAngle>>.Angle.arcMinutes.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Angle.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitAngle>>.Angle.AllCases = IntentParameter<Measurement<UnitAngle>>.Angle.allCases; let _: [IntentParameter<Measurement<UnitAngle>>.Angle] = a"#
            ),
            (
                #"IntentParameter.Angle.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitAngle>>.Angle] = IntentParameter<Measurement<UnitAngle>>.Angle.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Area"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitArea>>.Area.self)"#
            ),
            (#"IntentParameter.Area.acres"#, #"let u: IntentParameter<Measurement<UnitArea>>.Area = .acres; _ = u"#),
            (#"IntentParameter.Area.ares"#, #"let u: IntentParameter<Measurement<UnitArea>>.Area = .ares; _ = u"#),
            (
                #"IntentParameter.Area.hectares"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .hectares; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareCentimeters"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareCentimeters; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareFeet"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareFeet; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareInches"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareInches; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareKilometers"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareKilometers; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareMegameters"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareMegameters; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareMeters"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareMeters; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareMicrometers"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareMicrometers; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareMiles"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareMiles; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareMillimeters"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareMillimeters; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareNanometers"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareNanometers; _ = u"#
            ),
            (
                #"IntentParameter.Area.squareYards"#,
                #"let u: IntentParameter<Measurement<UnitArea>>.Area = .squareYards; _ = u"#
            ),
            (
                #"IntentParameter.Area.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitArea>>.Area.acres == .squareYards; _ = b"#
            ),
            (
                #"IntentParameter.Area.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitArea>>.Area.acres != .squareYards; _ = b"#
            ),
            (
                #"IntentParameter.Area.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitArea>>.Area.acres.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Area.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitArea>>.Area.acres.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Area.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitArea>>.Area.AllCases = IntentParameter<Measurement<UnitArea>>.Area.allCases; let _: [IntentParameter<Measurement<UnitArea>>.Area] = a"#
            ),
            (
                #"IntentParameter.Area.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitArea>>.Area] = IntentParameter<Measurement<UnitArea>>.Area.allCases; _ = a"#
            ),
            (
                #"IntentParameter.ConcentrationMass"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.self)"#
            ),
            (
                #"IntentParameter.ConcentrationMass.gramsPerLiter"#,
                #"let u: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass = .gramsPerLiter; _ = u"#
            ),
            (
                #"IntentParameter.ConcentrationMass.milligramsPerDeciliter"#,
                #"let u: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass = .milligramsPerDeciliter; _ = u"#
            ),
            (
                #"IntentParameter.ConcentrationMass.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.gramsPerLiter == .milligramsPerDeciliter; _ = b"#
            ),
            (
                #"IntentParameter.ConcentrationMass.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.gramsPerLiter != .milligramsPerDeciliter; _ = b"#
            ),
            (
                #"IntentParameter.ConcentrationMass.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.gramsPerLiter.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.ConcentrationMass.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.gramsPerLiter.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.ConcentrationMass.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.AllCases = IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.allCases; let _: [IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass] = a"#
            ),
            (
                #"IntentParameter.ConcentrationMass.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass] = IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Dispersion"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitDispersion>>.Dispersion.self)"#
            ),
            (
                #"IntentParameter.Dispersion.partsPerMillion"#,
                #"let u: IntentParameter<Measurement<UnitDispersion>>.Dispersion = .partsPerMillion; _ = u"#
            ),
            (
                #"IntentParameter.Dispersion.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitDispersion>>.Dispersion.partsPerMillion == .partsPerMillion; _ = b"#
            ),
            (
                #"IntentParameter.Dispersion.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitDispersion>>.Dispersion.partsPerMillion != .partsPerMillion; _ = b"#
            ),
            (
                #"IntentParameter.Dispersion.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitDispersion>>.Dispersion.partsPerMillion.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Dispersion.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitDispersion>>.Dispersion.partsPerMillion.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Dispersion.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitDispersion>>.Dispersion.AllCases = IntentParameter<Measurement<UnitDispersion>>.Dispersion.allCases; let _: [IntentParameter<Measurement<UnitDispersion>>.Dispersion] = a"#
            ),
            (
                #"IntentParameter.Dispersion.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitDispersion>>.Dispersion] = IntentParameter<Measurement<UnitDispersion>>.Dispersion.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Duration"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitDuration>>.Duration.self)"#
            ),
            (
                #"IntentParameter.Duration.hours"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration = .hours; _ = u"#
            ),
            (
                #"IntentParameter.Duration.microseconds"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration = .microseconds; _ = u"#
            ),
            (
                #"IntentParameter.Duration.milliseconds"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration = .milliseconds; _ = u"#
            ),
            (
                #"IntentParameter.Duration.minutes"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration = .minutes; _ = u"#
            ),
            (
                #"IntentParameter.Duration.nanoseconds"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration = .nanoseconds; _ = u"#
            ),
            (
                #"IntentParameter.Duration.picoseconds"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration = .picoseconds; _ = u"#
            ),
            (
                #"IntentParameter.Duration.seconds"#,
                #"let u: IntentParameter<Measurement<UnitDuration>>.Duration = .seconds; _ = u"#
            ),
            (
                #"IntentParameter.Duration.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitDuration>>.Duration.hours == .seconds; _ = b"#
            ),
            (
                #"IntentParameter.Duration.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitDuration>>.Duration.hours != .seconds; _ = b"#
            ),
            (
                #"IntentParameter.Duration.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitDuration>>.Duration.hours.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Duration.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitDuration>>.Duration.hours.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Duration.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitDuration>>.Duration.AllCases = IntentParameter<Measurement<UnitDuration>>.Duration.allCases; let _: [IntentParameter<Measurement<UnitDuration>>.Duration] = a"#
            ),
            (
                #"IntentParameter.Duration.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitDuration>>.Duration] = IntentParameter<Measurement<UnitDuration>>.Duration.allCases; _ = a"#
            ),
            (
                #"IntentParameter.ElectricCharge"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.self)"#
            ),
            (
                #"IntentParameter.ElectricCharge.ampereHours"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge = .ampereHours; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCharge.coulombs"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge = .coulombs; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCharge.kiloampereHours"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge = .kiloampereHours; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCharge.megaampereHours"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge = .megaampereHours; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCharge.microampereHours"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge = .microampereHours; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCharge.milliampereHours"#,
                #"let u: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge = .milliampereHours; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCharge.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.ampereHours == .milliampereHours; _ = b"#
            ),
            (
                #"IntentParameter.ElectricCharge.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.ampereHours != .milliampereHours; _ = b"#
            ),
            (
                #"IntentParameter.ElectricCharge.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.ampereHours.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.ElectricCharge.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.ampereHours.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.ElectricCharge.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.AllCases = IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.allCases; let _: [IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge] = a"#
            ),
            (
                #"IntentParameter.ElectricCharge.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge] = IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.allCases; _ = a"#
            ),
            (
                #"IntentParameter.ElectricCurrent"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.self)"#
            ),
            (
                #"IntentParameter.ElectricCurrent.amperes"#,
                #"let u: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent = .amperes; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCurrent.kiloamperes"#,
                #"let u: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent = .kiloamperes; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCurrent.megaamperes"#,
                #"let u: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent = .megaamperes; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCurrent.microamperes"#,
                #"let u: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent = .microamperes; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCurrent.milliamperes"#,
                #"let u: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent = .milliamperes; _ = u"#
            ),
            (
                #"IntentParameter.ElectricCurrent.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.amperes == .milliamperes; _ = b"#
            ),
            (
                #"IntentParameter.ElectricCurrent.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.amperes != .milliamperes; _ = b"#
            ),
            (
                #"IntentParameter.ElectricCurrent.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.amperes.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.ElectricCurrent.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.amperes.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.ElectricCurrent.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.AllCases = IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.allCases; let _: [IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent] = a"#
            ),
            (
                #"IntentParameter.ElectricCurrent.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent] = IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.allCases; _ = a"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.self)"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.kilovolts"#,
                #"let u: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference = .kilovolts; _ = u"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.megavolts"#,
                #"let u: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference = .megavolts; _ = u"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.microvolts"#,
                #"let u: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference = .microvolts; _ = u"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.millivolts"#,
                #"let u: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference = .millivolts; _ = u"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.volts"#,
                #"let u: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference = .volts; _ = u"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.kilovolts == .volts; _ = b"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.kilovolts != .volts; _ = b"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.kilovolts.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.kilovolts.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.AllCases = IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.allCases; let _: [IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference] = a"#
            ),
            (
                #"IntentParameter.ElectricPotentialDifference.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference] = IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.allCases; _ = a"#
            ),
            (
                #"IntentParameter.ElectricResistance"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.self)"#
            ),
            (
                #"IntentParameter.ElectricResistance.kiloohms"#,
                #"let u: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance = .kiloohms; _ = u"#
            ),
            (
                #"IntentParameter.ElectricResistance.megaohms"#,
                #"let u: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance = .megaohms; _ = u"#
            ),
            (
                #"IntentParameter.ElectricResistance.microohms"#,
                #"let u: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance = .microohms; _ = u"#
            ),
            (
                #"IntentParameter.ElectricResistance.milliohms"#,
                #"let u: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance = .milliohms; _ = u"#
            ),
            (
                #"IntentParameter.ElectricResistance.ohms"#,
                #"let u: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance = .ohms; _ = u"#
            ),
            (
                #"IntentParameter.ElectricResistance.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.kiloohms == .ohms; _ = b"#
            ),
            (
                #"IntentParameter.ElectricResistance.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.kiloohms != .ohms; _ = b"#
            ),
            (
                #"IntentParameter.ElectricResistance.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.kiloohms.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.ElectricResistance.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.kiloohms.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.ElectricResistance.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.AllCases = IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.allCases; let _: [IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance] = a"#
            ),
            (
                #"IntentParameter.ElectricResistance.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance] = IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Energy"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitEnergy>>.Energy.self)"#
            ),
            (
                #"IntentParameter.Energy.calories"#,
                #"let u: IntentParameter<Measurement<UnitEnergy>>.Energy = .calories; _ = u"#
            ),
            (
                #"IntentParameter.Energy.joules"#,
                #"let u: IntentParameter<Measurement<UnitEnergy>>.Energy = .joules; _ = u"#
            ),
            (
                #"IntentParameter.Energy.kilocalories"#,
                #"let u: IntentParameter<Measurement<UnitEnergy>>.Energy = .kilocalories; _ = u"#
            ),
            (
                #"IntentParameter.Energy.kilojoules"#,
                #"let u: IntentParameter<Measurement<UnitEnergy>>.Energy = .kilojoules; _ = u"#
            ),
            (
                #"IntentParameter.Energy.kilowattHours"#,
                #"let u: IntentParameter<Measurement<UnitEnergy>>.Energy = .kilowattHours; _ = u"#
            ),
            (
                #"IntentParameter.Energy.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitEnergy>>.Energy.calories == .kilowattHours; _ = b"#
            ),
            (
                #"IntentParameter.Energy.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitEnergy>>.Energy.calories != .kilowattHours; _ = b"#
            ),
            (
                #"IntentParameter.Energy.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitEnergy>>.Energy.calories.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Energy.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitEnergy>>.Energy.calories.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Energy.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitEnergy>>.Energy.AllCases = IntentParameter<Measurement<UnitEnergy>>.Energy.allCases; let _: [IntentParameter<Measurement<UnitEnergy>>.Energy] = a"#
            ),
            (
                #"IntentParameter.Energy.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitEnergy>>.Energy] = IntentParameter<Measurement<UnitEnergy>>.Energy.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Frequency"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitFrequency>>.Frequency.self)"#
            ),
            (
                #"IntentParameter.Frequency.framesPerSecond"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .framesPerSecond; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.gigahertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .gigahertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.hertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .hertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.kilohertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .kilohertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.megahertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .megahertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.microhertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .microhertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.millihertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .millihertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.nanohertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .nanohertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.terahertz"#,
                #"let u: IntentParameter<Measurement<UnitFrequency>>.Frequency = .terahertz; _ = u"#
            ),
            (
                #"IntentParameter.Frequency.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitFrequency>>.Frequency.framesPerSecond == .terahertz; _ = b"#
            ),
            (
                #"IntentParameter.Frequency.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitFrequency>>.Frequency.framesPerSecond != .terahertz; _ = b"#
            ),
            (
                #"IntentParameter.Frequency.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitFrequency>>.Frequency.framesPerSecond.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Frequency.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitFrequency>>.Frequency.framesPerSecond.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Frequency.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitFrequency>>.Frequency.AllCases = IntentParameter<Measurement<UnitFrequency>>.Frequency.allCases; let _: [IntentParameter<Measurement<UnitFrequency>>.Frequency] = a"#
            ),
            (
                #"IntentParameter.Frequency.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitFrequency>>.Frequency] = IntentParameter<Measurement<UnitFrequency>>.Frequency.allCases; _ = a"#
            ),
            (
                #"IntentParameter.FuelEfficiency"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.self)"#
            ),
            (
                #"IntentParameter.FuelEfficiency.litersPer100Kilometers"#,
                #"let u: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency = .litersPer100Kilometers; _ = u"#
            ),
            (
                #"IntentParameter.FuelEfficiency.milesPerGallon"#,
                #"let u: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency = .milesPerGallon; _ = u"#
            ),
            (
                #"IntentParameter.FuelEfficiency.milesPerImperialGallon"#,
                #"let u: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency = .milesPerImperialGallon; _ = u"#
            ),
            (
                #"IntentParameter.FuelEfficiency.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.litersPer100Kilometers == .milesPerImperialGallon; _ = b"#
            ),
            (
                #"IntentParameter.FuelEfficiency.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.litersPer100Kilometers != .milesPerImperialGallon; _ = b"#
            ),
            (
                #"IntentParameter.FuelEfficiency.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.litersPer100Kilometers.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.FuelEfficiency.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.litersPer100Kilometers.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.FuelEfficiency.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.AllCases = IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.allCases; let _: [IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency] = a"#
            ),
            (
                #"IntentParameter.FuelEfficiency.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency] = IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Illuminance"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitIlluminance>>.Illuminance.self)"#
            ),
            (
                #"IntentParameter.Illuminance.lux"#,
                #"let u: IntentParameter<Measurement<UnitIlluminance>>.Illuminance = .lux; _ = u"#
            ),
            (
                #"IntentParameter.Illuminance.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitIlluminance>>.Illuminance.lux == .lux; _ = b"#
            ),
            (
                #"IntentParameter.Illuminance.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitIlluminance>>.Illuminance.lux != .lux; _ = b"#
            ),
            (
                #"IntentParameter.Illuminance.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitIlluminance>>.Illuminance.lux.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Illuminance.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitIlluminance>>.Illuminance.lux.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Illuminance.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitIlluminance>>.Illuminance.AllCases = IntentParameter<Measurement<UnitIlluminance>>.Illuminance.allCases; let _: [IntentParameter<Measurement<UnitIlluminance>>.Illuminance] = a"#
            ),
            (
                #"IntentParameter.Illuminance.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitIlluminance>>.Illuminance] = IntentParameter<Measurement<UnitIlluminance>>.Illuminance.allCases; _ = a"#
            ),
            (
                #"IntentParameter.InformationStorage"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.self)"#
            ),
            (
                #"IntentParameter.InformationStorage.bits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .bits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.bytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .bytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.exabits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .exabits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.exabytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .exabytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.exbibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .exbibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.exbibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .exbibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.gibibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .gibibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.gibibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .gibibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.gigabits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .gigabits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.gigabytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .gigabytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.kibibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .kibibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.kibibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .kibibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.kilobits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .kilobits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.kilobytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .kilobytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.mebibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .mebibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.mebibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .mebibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.megabits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .megabits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.megabytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .megabytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.nibbles"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .nibbles; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.pebibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .pebibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.pebibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .pebibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.petabits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .petabits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.petabytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .petabytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.tebibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .tebibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.tebibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .tebibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.terabits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .terabits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.terabytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .terabytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.yobibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .yobibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.yobibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .yobibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.yottabits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .yottabits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.yottabytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .yottabytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.zebibits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .zebibits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.zebibytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .zebibytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.zettabits"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .zettabits; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.zettabytes"#,
                #"let u: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage = .zettabytes; _ = u"#
            ),
            (
                #"IntentParameter.InformationStorage.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.bits == .zettabytes; _ = b"#
            ),
            (
                #"IntentParameter.InformationStorage.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.bits != .zettabytes; _ = b"#
            ),
            (
                #"IntentParameter.InformationStorage.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.bits.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.InformationStorage.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.bits.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.InformationStorage.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.AllCases = IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.allCases; let _: [IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage] = a"#
            ),
            (
                #"IntentParameter.InformationStorage.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage] = IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Length"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitLength>>.Length.self)"#
            ),
            (
                #"IntentParameter.Length.astronomicalUnits"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .astronomicalUnits; _ = u"#
            ),
            (
                #"IntentParameter.Length.centimeters"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .centimeters; _ = u"#
            ),
            (
                #"IntentParameter.Length.decameters"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .decameters; _ = u"#
            ),
            (
                #"IntentParameter.Length.decimeters"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .decimeters; _ = u"#
            ),
            (
                #"IntentParameter.Length.fathoms"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .fathoms; _ = u"#
            ),
            (
                #"IntentParameter.Length.feet"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .feet; _ = u"#
            ),
            (
                #"IntentParameter.Length.furlongs"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .furlongs; _ = u"#
            ),
            (
                #"IntentParameter.Length.hectometers"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .hectometers; _ = u"#
            ),
            (
                #"IntentParameter.Length.inches"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .inches; _ = u"#
            ),
            (
                #"IntentParameter.Length.kilometers"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .kilometers; _ = u"#
            ),
            (
                #"IntentParameter.Length.lightyears"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .lightyears; _ = u"#
            ),
            (
                #"IntentParameter.Length.megameters"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .megameters; _ = u"#
            ),
            (
                #"IntentParameter.Length.meters"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .meters; _ = u"#
            ),
            (
                #"IntentParameter.Length.micrometers"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .micrometers; _ = u"#
            ),
            (
                #"IntentParameter.Length.miles"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .miles; _ = u"#
            ),
            (
                #"IntentParameter.Length.millimeters"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .millimeters; _ = u"#
            ),
            (
                #"IntentParameter.Length.nanometers"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .nanometers; _ = u"#
            ),
            (
                #"IntentParameter.Length.nauticalMiles"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .nauticalMiles; _ = u"#
            ),
            (
                #"IntentParameter.Length.parsecs"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .parsecs; _ = u"#
            ),
            (
                #"IntentParameter.Length.picometers"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .picometers; _ = u"#
            ),
            (
                #"IntentParameter.Length.scandinavianMiles"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .scandinavianMiles; _ = u"#
            ),
            (
                #"IntentParameter.Length.yards"#,
                #"let u: IntentParameter<Measurement<UnitLength>>.Length = .yards; _ = u"#
            ),
            (
                #"IntentParameter.Length.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitLength>>.Length.astronomicalUnits == .yards; _ = b"#
            ),
            (
                #"IntentParameter.Length.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitLength>>.Length.astronomicalUnits != .yards; _ = b"#
            ),
            (
                #"IntentParameter.Length.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitLength>>.Length.astronomicalUnits.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Length.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitLength>>.Length.astronomicalUnits.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Length.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitLength>>.Length.AllCases = IntentParameter<Measurement<UnitLength>>.Length.allCases; let _: [IntentParameter<Measurement<UnitLength>>.Length] = a"#
            ),
            (
                #"IntentParameter.Length.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitLength>>.Length] = IntentParameter<Measurement<UnitLength>>.Length.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Mass"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitMass>>.Mass.self)"#
            ),
            (#"IntentParameter.Mass.carats"#, #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .carats; _ = u"#),
            (
                #"IntentParameter.Mass.centigrams"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .centigrams; _ = u"#
            ),
            (
                #"IntentParameter.Mass.decigrams"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .decigrams; _ = u"#
            ),
            (#"IntentParameter.Mass.grams"#, #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .grams; _ = u"#),
            (
                #"IntentParameter.Mass.kilograms"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .kilograms; _ = u"#
            ),
            (
                #"IntentParameter.Mass.metricTons"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .metricTons; _ = u"#
            ),
            (
                #"IntentParameter.Mass.micrograms"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .micrograms; _ = u"#
            ),
            (
                #"IntentParameter.Mass.milligrams"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .milligrams; _ = u"#
            ),
            (
                #"IntentParameter.Mass.nanograms"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .nanograms; _ = u"#
            ),
            (#"IntentParameter.Mass.ounces"#, #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .ounces; _ = u"#),
            (
                #"IntentParameter.Mass.ouncesTroy"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .ouncesTroy; _ = u"#
            ),
            (
                #"IntentParameter.Mass.picograms"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .picograms; _ = u"#
            ),
            (#"IntentParameter.Mass.pounds"#, #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .pounds; _ = u"#),
            (
                #"IntentParameter.Mass.shortTons"#,
                #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .shortTons; _ = u"#
            ),
            (#"IntentParameter.Mass.slugs"#, #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .slugs; _ = u"#),
            (#"IntentParameter.Mass.stones"#, #"let u: IntentParameter<Measurement<UnitMass>>.Mass = .stones; _ = u"#),
            (
                #"IntentParameter.Mass.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitMass>>.Mass.carats == .stones; _ = b"#
            ),
            (
                #"IntentParameter.Mass.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitMass>>.Mass.carats != .stones; _ = b"#
            ),
            (
                #"IntentParameter.Mass.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitMass>>.Mass.carats.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Mass.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitMass>>.Mass.carats.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Mass.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitMass>>.Mass.AllCases = IntentParameter<Measurement<UnitMass>>.Mass.allCases; let _: [IntentParameter<Measurement<UnitMass>>.Mass] = a"#
            ),
            (
                #"IntentParameter.Mass.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitMass>>.Mass] = IntentParameter<Measurement<UnitMass>>.Mass.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Power"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitPower>>.Power.self)"#
            ),
            (
                #"IntentParameter.Power.femtowatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .femtowatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.gigawatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .gigawatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.horsepower"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .horsepower; _ = u"#
            ),
            (
                #"IntentParameter.Power.kilowatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .kilowatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.megawatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .megawatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.microwatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .microwatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.milliwatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .milliwatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.nanowatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .nanowatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.picowatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .picowatts; _ = u"#
            ),
            (
                #"IntentParameter.Power.terawatts"#,
                #"let u: IntentParameter<Measurement<UnitPower>>.Power = .terawatts; _ = u"#
            ),
            (#"IntentParameter.Power.watts"#, #"let u: IntentParameter<Measurement<UnitPower>>.Power = .watts; _ = u"#),
            (
                #"IntentParameter.Power.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitPower>>.Power.femtowatts == .watts; _ = b"#
            ),
            (
                #"IntentParameter.Power.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitPower>>.Power.femtowatts != .watts; _ = b"#
            ),
            (
                #"IntentParameter.Power.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitPower>>.Power.femtowatts.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Power.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitPower>>.Power.femtowatts.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Power.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitPower>>.Power.AllCases = IntentParameter<Measurement<UnitPower>>.Power.allCases; let _: [IntentParameter<Measurement<UnitPower>>.Power] = a"#
            ),
            (
                #"IntentParameter.Power.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitPower>>.Power] = IntentParameter<Measurement<UnitPower>>.Power.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Pressure"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitPressure>>.Pressure.self)"#
            ),
            (
                #"IntentParameter.Pressure.bars"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .bars; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.gigapascals"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .gigapascals; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.hectopascals"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .hectopascals; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.inchesOfMercury"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .inchesOfMercury; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.kilopascals"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .kilopascals; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.megapascals"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .megapascals; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.millibars"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .millibars; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.millimetersOfMercury"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .millimetersOfMercury; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.newtonsPerMetersSquared"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .newtonsPerMetersSquared; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.poundsForcePerSquareInch"#,
                #"let u: IntentParameter<Measurement<UnitPressure>>.Pressure = .poundsForcePerSquareInch; _ = u"#
            ),
            (
                #"IntentParameter.Pressure.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitPressure>>.Pressure.bars == .poundsForcePerSquareInch; _ = b"#
            ),
            (
                #"IntentParameter.Pressure.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitPressure>>.Pressure.bars != .poundsForcePerSquareInch; _ = b"#
            ),
            (
                #"IntentParameter.Pressure.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitPressure>>.Pressure.bars.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Pressure.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitPressure>>.Pressure.bars.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Pressure.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitPressure>>.Pressure.AllCases = IntentParameter<Measurement<UnitPressure>>.Pressure.allCases; let _: [IntentParameter<Measurement<UnitPressure>>.Pressure] = a"#
            ),
            (
                #"IntentParameter.Pressure.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitPressure>>.Pressure] = IntentParameter<Measurement<UnitPressure>>.Pressure.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Speed"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitSpeed>>.Speed.self)"#
            ),
            (
                #"IntentParameter.Speed.kilometersPerHour"#,
                #"let u: IntentParameter<Measurement<UnitSpeed>>.Speed = .kilometersPerHour; _ = u"#
            ),
            (#"IntentParameter.Speed.knots"#, #"let u: IntentParameter<Measurement<UnitSpeed>>.Speed = .knots; _ = u"#),
            (
                #"IntentParameter.Speed.metersPerSecond"#,
                #"let u: IntentParameter<Measurement<UnitSpeed>>.Speed = .metersPerSecond; _ = u"#
            ),
            (
                #"IntentParameter.Speed.milesPerHour"#,
                #"let u: IntentParameter<Measurement<UnitSpeed>>.Speed = .milesPerHour; _ = u"#
            ),
            (
                #"IntentParameter.Speed.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitSpeed>>.Speed.kilometersPerHour == .milesPerHour; _ = b"#
            ),
            (
                #"IntentParameter.Speed.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitSpeed>>.Speed.kilometersPerHour != .milesPerHour; _ = b"#
            ),
            (
                #"IntentParameter.Speed.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitSpeed>>.Speed.kilometersPerHour.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Speed.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitSpeed>>.Speed.kilometersPerHour.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Speed.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitSpeed>>.Speed.AllCases = IntentParameter<Measurement<UnitSpeed>>.Speed.allCases; let _: [IntentParameter<Measurement<UnitSpeed>>.Speed] = a"#
            ),
            (
                #"IntentParameter.Speed.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitSpeed>>.Speed] = IntentParameter<Measurement<UnitSpeed>>.Speed.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Temperature"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitTemperature>>.Temperature.self)"#
            ),
            (
                #"IntentParameter.Temperature.celsius"#,
                #"let u: IntentParameter<Measurement<UnitTemperature>>.Temperature = .celsius; _ = u"#
            ),
            (
                #"IntentParameter.Temperature.fahrenheit"#,
                #"let u: IntentParameter<Measurement<UnitTemperature>>.Temperature = .fahrenheit; _ = u"#
            ),
            (
                #"IntentParameter.Temperature.kelvin"#,
                #"let u: IntentParameter<Measurement<UnitTemperature>>.Temperature = .kelvin; _ = u"#
            ),
            (
                #"IntentParameter.Temperature.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitTemperature>>.Temperature.celsius == .kelvin; _ = b"#
            ),
            (
                #"IntentParameter.Temperature.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitTemperature>>.Temperature.celsius != .kelvin; _ = b"#
            ),
            (
                #"IntentParameter.Temperature.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitTemperature>>.Temperature.celsius.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Temperature.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitTemperature>>.Temperature.celsius.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Temperature.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitTemperature>>.Temperature.AllCases = IntentParameter<Measurement<UnitTemperature>>.Temperature.allCases; let _: [IntentParameter<Measurement<UnitTemperature>>.Temperature] = a"#
            ),
            (
                #"IntentParameter.Temperature.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitTemperature>>.Temperature] = IntentParameter<Measurement<UnitTemperature>>.Temperature.allCases; _ = a"#
            ),
            (
                #"IntentParameter.Volume"#,
                #"func needs<T: CaseIterable & Hashable>(_: T.Type) {}; needs(IntentParameter<Measurement<UnitVolume>>.Volume.self)"#
            ),
            (
                #"IntentParameter.Volume.acreFeet"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .acreFeet; _ = u"#
            ),
            (
                #"IntentParameter.Volume.bushels"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .bushels; _ = u"#
            ),
            (
                #"IntentParameter.Volume.centiliters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .centiliters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicCentimeters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicCentimeters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicDecimeters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicDecimeters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicFeet"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicFeet; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicInches"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicInches; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicKilometers"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicKilometers; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicMeters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicMeters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicMiles"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicMiles; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicMillimeters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicMillimeters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cubicYards"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cubicYards; _ = u"#
            ),
            (
                #"IntentParameter.Volume.cups"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .cups; _ = u"#
            ),
            (
                #"IntentParameter.Volume.deciliters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .deciliters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.fluidOunces"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .fluidOunces; _ = u"#
            ),
            (
                #"IntentParameter.Volume.gallons"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .gallons; _ = u"#
            ),
            (
                #"IntentParameter.Volume.imperialFluidOunces"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .imperialFluidOunces; _ = u"#
            ),
            (
                #"IntentParameter.Volume.imperialGallons"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .imperialGallons; _ = u"#
            ),
            (
                #"IntentParameter.Volume.imperialPints"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .imperialPints; _ = u"#
            ),
            (
                #"IntentParameter.Volume.imperialQuarts"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .imperialQuarts; _ = u"#
            ),
            (
                #"IntentParameter.Volume.imperialTablespoons"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .imperialTablespoons; _ = u"#
            ),
            (
                #"IntentParameter.Volume.imperialTeaspoons"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .imperialTeaspoons; _ = u"#
            ),
            (
                #"IntentParameter.Volume.kiloliters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .kiloliters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.liters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .liters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.megaliters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .megaliters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.metricCups"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .metricCups; _ = u"#
            ),
            (
                #"IntentParameter.Volume.milliliters"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .milliliters; _ = u"#
            ),
            (
                #"IntentParameter.Volume.pints"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .pints; _ = u"#
            ),
            (
                #"IntentParameter.Volume.quarts"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .quarts; _ = u"#
            ),
            (
                #"IntentParameter.Volume.tablespoons"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .tablespoons; _ = u"#
            ),
            (
                #"IntentParameter.Volume.teaspoons"#,
                #"let u: IntentParameter<Measurement<UnitVolume>>.Volume = .teaspoons; _ = u"#
            ),
            (
                #"IntentParameter.Volume.==(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitVolume>>.Volume.acreFeet == .teaspoons; _ = b"#
            ),
            (
                #"IntentParameter.Volume.!=(_:_:)"#,
                #"let b: Bool = IntentParameter<Measurement<UnitVolume>>.Volume.acreFeet != .teaspoons; _ = b"#
            ),
            (
                #"IntentParameter.Volume.hashValue"#,
                #"let h: Int = IntentParameter<Measurement<UnitVolume>>.Volume.acreFeet.hashValue; _ = h"#
            ),
            (
                #"IntentParameter.Volume.hash(into:)"#,
                #"var hasher = Hasher(); IntentParameter<Measurement<UnitVolume>>.Volume.acreFeet.hash(into: &hasher); _ = hasher.finalize()"#
            ),
            (
                #"IntentParameter.Volume.AllCases"#,
                #"let a: IntentParameter<Measurement<UnitVolume>>.Volume.AllCases = IntentParameter<Measurement<UnitVolume>>.Volume.allCases; let _: [IntentParameter<Measurement<UnitVolume>>.Volume] = a"#
            ),
            (
                #"IntentParameter.Volume.allCases"#,
                #"let a: [IntentParameter<Measurement<UnitVolume>>.Volume] = IntentParameter<Measurement<UnitVolume>>.Volume.allCases; _ = a"#
            ),
        ]
    }
#endif
