// Each unit enumeration's cases as Foundation's units, for the engine: the unit a measurement parameter declared,
// kept beside the case (`MeasurementDeclaration.unit`). Every case has Foundation's unit of the same name, except
// `Frequency.framesPerSecond`, which Linux's Foundation lacks: it is made here as one hertz (Apple's Foundation has it
// since iOS 13), with the symbol "FPS" (Apple's symbol was not checked).
import Foundation

extension MeasurementParameterUnits.Acceleration: MeasurementParameterUnit {
    /// Foundation's `UnitAcceleration` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitAcceleration {
        switch self {
        case .gravity: .gravity
        case .metersPerSecondSquared: .metersPerSecondSquared
        }
    }
}

extension MeasurementParameterUnits.Angle: MeasurementParameterUnit {
    /// Foundation's `UnitAngle` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitAngle {
        switch self {
        case .arcMinutes: .arcMinutes
        case .arcSeconds: .arcSeconds
        case .degrees: .degrees
        case .gradians: .gradians
        case .radians: .radians
        case .revolutions: .revolutions
        }
    }
}

extension MeasurementParameterUnits.Area: MeasurementParameterUnit {
    /// Foundation's `UnitArea` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitArea {
        switch self {
        case .acres: .acres
        case .ares: .ares
        case .hectares: .hectares
        case .squareCentimeters: .squareCentimeters
        case .squareFeet: .squareFeet
        case .squareInches: .squareInches
        case .squareKilometers: .squareKilometers
        case .squareMegameters: .squareMegameters
        case .squareMeters: .squareMeters
        case .squareMicrometers: .squareMicrometers
        case .squareMiles: .squareMiles
        case .squareMillimeters: .squareMillimeters
        case .squareNanometers: .squareNanometers
        case .squareYards: .squareYards
        }
    }
}

extension MeasurementParameterUnits.ConcentrationMass: MeasurementParameterUnit {
    /// Foundation's `UnitConcentrationMass` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitConcentrationMass {
        switch self {
        case .gramsPerLiter: .gramsPerLiter
        case .milligramsPerDeciliter: .milligramsPerDeciliter
        }
    }
}

extension MeasurementParameterUnits.Dispersion: MeasurementParameterUnit {
    /// Foundation's `UnitDispersion` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitDispersion {
        switch self {
        case .partsPerMillion: .partsPerMillion
        }
    }
}

extension MeasurementParameterUnits.Duration: MeasurementParameterUnit {
    /// Foundation's `UnitDuration` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitDuration {
        switch self {
        case .hours: .hours
        case .microseconds: .microseconds
        case .milliseconds: .milliseconds
        case .minutes: .minutes
        case .nanoseconds: .nanoseconds
        case .picoseconds: .picoseconds
        case .seconds: .seconds
        }
    }
}

extension MeasurementParameterUnits.ElectricCharge: MeasurementParameterUnit {
    /// Foundation's `UnitElectricCharge` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitElectricCharge {
        switch self {
        case .ampereHours: .ampereHours
        case .coulombs: .coulombs
        case .kiloampereHours: .kiloampereHours
        case .megaampereHours: .megaampereHours
        case .microampereHours: .microampereHours
        case .milliampereHours: .milliampereHours
        }
    }
}

extension MeasurementParameterUnits.ElectricCurrent: MeasurementParameterUnit {
    /// Foundation's `UnitElectricCurrent` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitElectricCurrent {
        switch self {
        case .amperes: .amperes
        case .kiloamperes: .kiloamperes
        case .megaamperes: .megaamperes
        case .microamperes: .microamperes
        case .milliamperes: .milliamperes
        }
    }
}

extension MeasurementParameterUnits.ElectricPotentialDifference: MeasurementParameterUnit {
    /// Foundation's `UnitElectricPotentialDifference` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitElectricPotentialDifference {
        switch self {
        case .kilovolts: .kilovolts
        case .megavolts: .megavolts
        case .microvolts: .microvolts
        case .millivolts: .millivolts
        case .volts: .volts
        }
    }
}

extension MeasurementParameterUnits.ElectricResistance: MeasurementParameterUnit {
    /// Foundation's `UnitElectricResistance` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitElectricResistance {
        switch self {
        case .kiloohms: .kiloohms
        case .megaohms: .megaohms
        case .microohms: .microohms
        case .milliohms: .milliohms
        case .ohms: .ohms
        }
    }
}

extension MeasurementParameterUnits.Energy: MeasurementParameterUnit {
    /// Foundation's `UnitEnergy` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitEnergy {
        switch self {
        case .calories: .calories
        case .joules: .joules
        case .kilocalories: .kilocalories
        case .kilojoules: .kilojoules
        case .kilowattHours: .kilowattHours
        }
    }
}

extension MeasurementParameterUnits.Frequency: MeasurementParameterUnit {
    /// Foundation's `UnitFrequency` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitFrequency {
        switch self {
        case .framesPerSecond: UnitFrequency(symbol: "FPS", converter: UnitConverterLinear(coefficient: 1))
        case .gigahertz: .gigahertz
        case .hertz: .hertz
        case .kilohertz: .kilohertz
        case .megahertz: .megahertz
        case .microhertz: .microhertz
        case .millihertz: .millihertz
        case .nanohertz: .nanohertz
        case .terahertz: .terahertz
        }
    }
}

extension MeasurementParameterUnits.FuelEfficiency: MeasurementParameterUnit {
    /// Foundation's `UnitFuelEfficiency` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitFuelEfficiency {
        switch self {
        case .litersPer100Kilometers: .litersPer100Kilometers
        case .milesPerGallon: .milesPerGallon
        case .milesPerImperialGallon: .milesPerImperialGallon
        }
    }
}

extension MeasurementParameterUnits.Illuminance: MeasurementParameterUnit {
    /// Foundation's `UnitIlluminance` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitIlluminance {
        switch self {
        case .lux: .lux
        }
    }
}

extension MeasurementParameterUnits.InformationStorage: MeasurementParameterUnit {
    /// Foundation's `UnitInformationStorage` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitInformationStorage {
        switch self {
        case .bits: .bits
        case .bytes: .bytes
        case .exabits: .exabits
        case .exabytes: .exabytes
        case .exbibits: .exbibits
        case .exbibytes: .exbibytes
        case .gibibits: .gibibits
        case .gibibytes: .gibibytes
        case .gigabits: .gigabits
        case .gigabytes: .gigabytes
        case .kibibits: .kibibits
        case .kibibytes: .kibibytes
        case .kilobits: .kilobits
        case .kilobytes: .kilobytes
        case .mebibits: .mebibits
        case .mebibytes: .mebibytes
        case .megabits: .megabits
        case .megabytes: .megabytes
        case .nibbles: .nibbles
        case .pebibits: .pebibits
        case .pebibytes: .pebibytes
        case .petabits: .petabits
        case .petabytes: .petabytes
        case .tebibits: .tebibits
        case .tebibytes: .tebibytes
        case .terabits: .terabits
        case .terabytes: .terabytes
        case .yobibits: .yobibits
        case .yobibytes: .yobibytes
        case .yottabits: .yottabits
        case .yottabytes: .yottabytes
        case .zebibits: .zebibits
        case .zebibytes: .zebibytes
        case .zettabits: .zettabits
        case .zettabytes: .zettabytes
        }
    }
}

extension MeasurementParameterUnits.Length: MeasurementParameterUnit {
    /// Foundation's `UnitLength` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitLength {
        switch self {
        case .astronomicalUnits: .astronomicalUnits
        case .centimeters: .centimeters
        case .decameters: .decameters
        case .decimeters: .decimeters
        case .fathoms: .fathoms
        case .feet: .feet
        case .furlongs: .furlongs
        case .hectometers: .hectometers
        case .inches: .inches
        case .kilometers: .kilometers
        case .lightyears: .lightyears
        case .megameters: .megameters
        case .meters: .meters
        case .micrometers: .micrometers
        case .miles: .miles
        case .millimeters: .millimeters
        case .nanometers: .nanometers
        case .nauticalMiles: .nauticalMiles
        case .parsecs: .parsecs
        case .picometers: .picometers
        case .scandinavianMiles: .scandinavianMiles
        case .yards: .yards
        }
    }
}

extension MeasurementParameterUnits.Mass: MeasurementParameterUnit {
    /// Foundation's `UnitMass` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitMass {
        switch self {
        case .carats: .carats
        case .centigrams: .centigrams
        case .decigrams: .decigrams
        case .grams: .grams
        case .kilograms: .kilograms
        case .metricTons: .metricTons
        case .micrograms: .micrograms
        case .milligrams: .milligrams
        case .nanograms: .nanograms
        case .ounces: .ounces
        case .ouncesTroy: .ouncesTroy
        case .picograms: .picograms
        case .pounds: .pounds
        case .shortTons: .shortTons
        case .slugs: .slugs
        case .stones: .stones
        }
    }
}

extension MeasurementParameterUnits.Power: MeasurementParameterUnit {
    /// Foundation's `UnitPower` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitPower {
        switch self {
        case .femtowatts: .femtowatts
        case .gigawatts: .gigawatts
        case .horsepower: .horsepower
        case .kilowatts: .kilowatts
        case .megawatts: .megawatts
        case .microwatts: .microwatts
        case .milliwatts: .milliwatts
        case .nanowatts: .nanowatts
        case .picowatts: .picowatts
        case .terawatts: .terawatts
        case .watts: .watts
        }
    }
}

extension MeasurementParameterUnits.Pressure: MeasurementParameterUnit {
    /// Foundation's `UnitPressure` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitPressure {
        switch self {
        case .bars: .bars
        case .gigapascals: .gigapascals
        case .hectopascals: .hectopascals
        case .inchesOfMercury: .inchesOfMercury
        case .kilopascals: .kilopascals
        case .megapascals: .megapascals
        case .millibars: .millibars
        case .millimetersOfMercury: .millimetersOfMercury
        case .newtonsPerMetersSquared: .newtonsPerMetersSquared
        case .poundsForcePerSquareInch: .poundsForcePerSquareInch
        }
    }
}

extension MeasurementParameterUnits.Speed: MeasurementParameterUnit {
    /// Foundation's `UnitSpeed` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitSpeed {
        switch self {
        case .kilometersPerHour: .kilometersPerHour
        case .knots: .knots
        case .metersPerSecond: .metersPerSecond
        case .milesPerHour: .milesPerHour
        }
    }
}

extension MeasurementParameterUnits.Temperature: MeasurementParameterUnit {
    /// Foundation's `UnitTemperature` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitTemperature {
        switch self {
        case .celsius: .celsius
        case .fahrenheit: .fahrenheit
        case .kelvin: .kelvin
        }
    }
}

extension MeasurementParameterUnits.Volume: MeasurementParameterUnit {
    /// Foundation's `UnitVolume` of the case.
    package var dimension: Dimension { foundationUnit }

    /// Foundation's unit of the case.
    package var foundationUnit: UnitVolume {
        switch self {
        case .acreFeet: .acreFeet
        case .bushels: .bushels
        case .centiliters: .centiliters
        case .cubicCentimeters: .cubicCentimeters
        case .cubicDecimeters: .cubicDecimeters
        case .cubicFeet: .cubicFeet
        case .cubicInches: .cubicInches
        case .cubicKilometers: .cubicKilometers
        case .cubicMeters: .cubicMeters
        case .cubicMiles: .cubicMiles
        case .cubicMillimeters: .cubicMillimeters
        case .cubicYards: .cubicYards
        case .cups: .cups
        case .deciliters: .deciliters
        case .fluidOunces: .fluidOunces
        case .gallons: .gallons
        case .imperialFluidOunces: .imperialFluidOunces
        case .imperialGallons: .imperialGallons
        case .imperialPints: .imperialPints
        case .imperialQuarts: .imperialQuarts
        case .imperialTablespoons: .imperialTablespoons
        case .imperialTeaspoons: .imperialTeaspoons
        case .kiloliters: .kiloliters
        case .liters: .liters
        case .megaliters: .megaliters
        case .metricCups: .metricCups
        case .milliliters: .milliliters
        case .pints: .pints
        case .quarts: .quarts
        case .tablespoons: .tablespoons
        case .teaspoons: .teaspoons
        }
    }
}
