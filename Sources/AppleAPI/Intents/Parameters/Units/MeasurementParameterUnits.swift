// Apple's unit enumerations of measurement parameters (iOS 16 and 17): `@Parameter(title: "Distance", defaultUnit:
// .kilometers) var distance: Measurement<UnitLength>` takes `IntentParameter<Value>.Length`, an enum of its own, not
// Foundation's `UnitLength`. Apple nests one enum per dimension in the generic `IntentParameter`; here each is
// declared once, in `MeasurementParameterUnits`, and `IntentParameter` names it by a typealias:
// `IntentParameter<Value>.Length` is one type for every `Value`, so the one generic initializer of each measurement
// form finds it through the measurement's dimension (`UnitLength.ParameterUnit`). The `AppIntents` module does not
// re-export `MeasurementParameterUnits`: a user's file names the enums as Apple's SDK does, through `IntentParameter`.
// A parameter keeps the case it was declared with; nothing converts a value between units here.
import Foundation

/// The namespace of the unit enumerations of measurement parameters (`IntentParameter<Value>.Length`, …).
///
/// Public though Apple declares no such type: `IntentParameter`'s public typealiases name its enums; the facades do not
/// re-export its name.
public enum MeasurementParameterUnits {}

/// A Foundation dimension a measurement parameter may hold (`UnitLength`, `UnitMass`, … Foundation's 22), with the
/// enumeration of its units that the parameter's `defaultUnit:` and `unit:` take.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol MeasurementParameterDimension: Dimension {
    /// The enumeration of the dimension's units: `IntentParameter<Value>.Length` for `UnitLength`.
    associatedtype ParameterUnit: CaseIterable, Hashable
}

extension IntentParameter {
    /// The units of a `Measurement<UnitAcceleration>` parameter's `defaultUnit:` and `unit:`.
    public typealias Acceleration = MeasurementParameterUnits.Acceleration
    /// The units of a `Measurement<UnitAngle>` parameter's `defaultUnit:` and `unit:`.
    public typealias Angle = MeasurementParameterUnits.Angle
    /// The units of a `Measurement<UnitArea>` parameter's `defaultUnit:` and `unit:`.
    public typealias Area = MeasurementParameterUnits.Area
    /// The units of a `Measurement<UnitConcentrationMass>` parameter's `defaultUnit:` and `unit:`.
    public typealias ConcentrationMass = MeasurementParameterUnits.ConcentrationMass
    /// The units of a `Measurement<UnitDispersion>` parameter's `defaultUnit:` and `unit:`.
    public typealias Dispersion = MeasurementParameterUnits.Dispersion
    /// The units of a `Measurement<UnitDuration>` parameter's `defaultUnit:` and `unit:`.
    public typealias Duration = MeasurementParameterUnits.Duration
    /// The units of a `Measurement<UnitElectricCharge>` parameter's `defaultUnit:` and `unit:`.
    public typealias ElectricCharge = MeasurementParameterUnits.ElectricCharge
    /// The units of a `Measurement<UnitElectricCurrent>` parameter's `defaultUnit:` and `unit:`.
    public typealias ElectricCurrent = MeasurementParameterUnits.ElectricCurrent
    /// The units of a `Measurement<UnitElectricPotentialDifference>` parameter's `defaultUnit:` and `unit:`.
    public typealias ElectricPotentialDifference = MeasurementParameterUnits.ElectricPotentialDifference
    /// The units of a `Measurement<UnitElectricResistance>` parameter's `defaultUnit:` and `unit:`.
    public typealias ElectricResistance = MeasurementParameterUnits.ElectricResistance
    /// The units of a `Measurement<UnitEnergy>` parameter's `defaultUnit:` and `unit:`.
    public typealias Energy = MeasurementParameterUnits.Energy
    /// The units of a `Measurement<UnitFrequency>` parameter's `defaultUnit:` and `unit:`.
    public typealias Frequency = MeasurementParameterUnits.Frequency
    /// The units of a `Measurement<UnitFuelEfficiency>` parameter's `defaultUnit:` and `unit:`.
    public typealias FuelEfficiency = MeasurementParameterUnits.FuelEfficiency
    /// The units of a `Measurement<UnitIlluminance>` parameter's `defaultUnit:` and `unit:`.
    public typealias Illuminance = MeasurementParameterUnits.Illuminance
    /// The units of a `Measurement<UnitInformationStorage>` parameter's `defaultUnit:` and `unit:`.
    public typealias InformationStorage = MeasurementParameterUnits.InformationStorage
    /// The units of a `Measurement<UnitLength>` parameter's `defaultUnit:` and `unit:`.
    public typealias Length = MeasurementParameterUnits.Length
    /// The units of a `Measurement<UnitMass>` parameter's `defaultUnit:` and `unit:`.
    public typealias Mass = MeasurementParameterUnits.Mass
    /// The units of a `Measurement<UnitPower>` parameter's `defaultUnit:` and `unit:`.
    public typealias Power = MeasurementParameterUnits.Power
    /// The units of a `Measurement<UnitPressure>` parameter's `defaultUnit:` and `unit:`.
    public typealias Pressure = MeasurementParameterUnits.Pressure
    /// The units of a `Measurement<UnitSpeed>` parameter's `defaultUnit:` and `unit:`.
    public typealias Speed = MeasurementParameterUnits.Speed
    /// The units of a `Measurement<UnitTemperature>` parameter's `defaultUnit:` and `unit:`.
    public typealias Temperature = MeasurementParameterUnits.Temperature
    /// The units of a `Measurement<UnitVolume>` parameter's `defaultUnit:` and `unit:`.
    public typealias Volume = MeasurementParameterUnits.Volume
}

extension UnitAcceleration: MeasurementParameterDimension {
    /// The units a `Measurement<UnitAcceleration>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Acceleration
}

extension UnitAngle: MeasurementParameterDimension {
    /// The units a `Measurement<UnitAngle>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Angle
}

extension UnitArea: MeasurementParameterDimension {
    /// The units a `Measurement<UnitArea>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Area
}

extension UnitConcentrationMass: MeasurementParameterDimension {
    /// The units a `Measurement<UnitConcentrationMass>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.ConcentrationMass
}

extension UnitDispersion: MeasurementParameterDimension {
    /// The units a `Measurement<UnitDispersion>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Dispersion
}

extension UnitDuration: MeasurementParameterDimension {
    /// The units a `Measurement<UnitDuration>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Duration
}

extension UnitElectricCharge: MeasurementParameterDimension {
    /// The units a `Measurement<UnitElectricCharge>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.ElectricCharge
}

extension UnitElectricCurrent: MeasurementParameterDimension {
    /// The units a `Measurement<UnitElectricCurrent>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.ElectricCurrent
}

extension UnitElectricPotentialDifference: MeasurementParameterDimension {
    /// The units a `Measurement<UnitElectricPotentialDifference>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.ElectricPotentialDifference
}

extension UnitElectricResistance: MeasurementParameterDimension {
    /// The units a `Measurement<UnitElectricResistance>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.ElectricResistance
}

extension UnitEnergy: MeasurementParameterDimension {
    /// The units a `Measurement<UnitEnergy>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Energy
}

extension UnitFrequency: MeasurementParameterDimension {
    /// The units a `Measurement<UnitFrequency>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Frequency
}

extension UnitFuelEfficiency: MeasurementParameterDimension {
    /// The units a `Measurement<UnitFuelEfficiency>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.FuelEfficiency
}

extension UnitIlluminance: MeasurementParameterDimension {
    /// The units a `Measurement<UnitIlluminance>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Illuminance
}

extension UnitInformationStorage: MeasurementParameterDimension {
    /// The units a `Measurement<UnitInformationStorage>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.InformationStorage
}

extension UnitLength: MeasurementParameterDimension {
    /// The units a `Measurement<UnitLength>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Length
}

extension UnitMass: MeasurementParameterDimension {
    /// The units a `Measurement<UnitMass>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Mass
}

extension UnitPower: MeasurementParameterDimension {
    /// The units a `Measurement<UnitPower>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Power
}

extension UnitPressure: MeasurementParameterDimension {
    /// The units a `Measurement<UnitPressure>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Pressure
}

extension UnitSpeed: MeasurementParameterDimension {
    /// The units a `Measurement<UnitSpeed>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Speed
}

extension UnitTemperature: MeasurementParameterDimension {
    /// The units a `Measurement<UnitTemperature>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Temperature
}

extension UnitVolume: MeasurementParameterDimension {
    /// The units a `Measurement<UnitVolume>` parameter is entered in.
    public typealias ParameterUnit = MeasurementParameterUnits.Volume
}
