// Generated from Apple's pages of the 22 unit enumerations of `IntentParameter` (`/documentation/appintents/
// intentparameter/length`, …; cases as those pages list them, in their order). Apple nests each in `IntentParameter`;
// here each is one type for every `Value`, which the typealias `IntentParameter.Length` (and the others) names.
// As Apple's, they are `CaseIterable` and `Hashable`, and not `Sendable`.

extension MeasurementParameterUnits {
    /// The units of a `Measurement<UnitAcceleration>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Acceleration`.
    public enum Acceleration: CaseIterable, Hashable {
        /// Gravity.
        case gravity
        /// Meters per second squared.
        case metersPerSecondSquared
    }

    /// The units of a `Measurement<UnitAngle>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Angle`.
    public enum Angle: CaseIterable, Hashable {
        /// Arc minutes.
        case arcMinutes
        /// Arc seconds.
        case arcSeconds
        /// Degrees.
        case degrees
        /// Gradians.
        case gradians
        /// Radians.
        case radians
        /// Revolutions.
        case revolutions
    }

    /// The units of a `Measurement<UnitArea>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Area`.
    public enum Area: CaseIterable, Hashable {
        /// Acres.
        case acres
        /// Ares.
        case ares
        /// Hectares.
        case hectares
        /// Square centimeters.
        case squareCentimeters
        /// Square feet.
        case squareFeet
        /// Square inches.
        case squareInches
        /// Square kilometers.
        case squareKilometers
        /// Square megameters.
        case squareMegameters
        /// Square meters.
        case squareMeters
        /// Square micrometers.
        case squareMicrometers
        /// Square miles.
        case squareMiles
        /// Square millimeters.
        case squareMillimeters
        /// Square nanometers.
        case squareNanometers
        /// Square yards.
        case squareYards
    }

    /// The units of a `Measurement<UnitConcentrationMass>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.ConcentrationMass`.
    public enum ConcentrationMass: CaseIterable, Hashable {
        /// Grams per liter.
        case gramsPerLiter
        /// Milligrams per deciliter.
        case milligramsPerDeciliter
    }

    /// The units of a `Measurement<UnitDispersion>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Dispersion`.
    public enum Dispersion: CaseIterable, Hashable {
        /// Parts per million.
        case partsPerMillion
    }

    /// The units of a `Measurement<UnitDuration>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Duration`.
    public enum Duration: CaseIterable, Hashable {
        /// Hours.
        case hours
        /// Microseconds.
        case microseconds
        /// Milliseconds.
        case milliseconds
        /// Minutes.
        case minutes
        /// Nanoseconds.
        case nanoseconds
        /// Picoseconds.
        case picoseconds
        /// Seconds.
        case seconds
    }

    /// The units of a `Measurement<UnitElectricCharge>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.ElectricCharge`.
    public enum ElectricCharge: CaseIterable, Hashable {
        /// Ampere hours.
        case ampereHours
        /// Coulombs.
        case coulombs
        /// Kiloampere hours.
        case kiloampereHours
        /// Megaampere hours.
        case megaampereHours
        /// Microampere hours.
        case microampereHours
        /// Milliampere hours.
        case milliampereHours
    }

    /// The units of a `Measurement<UnitElectricCurrent>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.ElectricCurrent`.
    public enum ElectricCurrent: CaseIterable, Hashable {
        /// Amperes.
        case amperes
        /// Kiloamperes.
        case kiloamperes
        /// Megaamperes.
        case megaamperes
        /// Microamperes.
        case microamperes
        /// Milliamperes.
        case milliamperes
    }

    /// The units of a `Measurement<UnitElectricPotentialDifference>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.ElectricPotentialDifference`.
    public enum ElectricPotentialDifference: CaseIterable, Hashable {
        /// Kilovolts.
        case kilovolts
        /// Megavolts.
        case megavolts
        /// Microvolts.
        case microvolts
        /// Millivolts.
        case millivolts
        /// Volts.
        case volts
    }

    /// The units of a `Measurement<UnitElectricResistance>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.ElectricResistance`.
    public enum ElectricResistance: CaseIterable, Hashable {
        /// Kiloohms.
        case kiloohms
        /// Megaohms.
        case megaohms
        /// Microohms.
        case microohms
        /// Milliohms.
        case milliohms
        /// Ohms.
        case ohms
    }

    /// The units of a `Measurement<UnitEnergy>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Energy`.
    public enum Energy: CaseIterable, Hashable {
        /// Calories.
        case calories
        /// Joules.
        case joules
        /// Kilocalories.
        case kilocalories
        /// Kilojoules.
        case kilojoules
        /// Kilowatt hours.
        case kilowattHours
    }

    /// The units of a `Measurement<UnitFrequency>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Frequency`.
    public enum Frequency: CaseIterable, Hashable {
        /// Frames per second.
        case framesPerSecond
        /// Gigahertz.
        case gigahertz
        /// Hertz.
        case hertz
        /// Kilohertz.
        case kilohertz
        /// Megahertz.
        case megahertz
        /// Microhertz.
        case microhertz
        /// Millihertz.
        case millihertz
        /// Nanohertz.
        case nanohertz
        /// Terahertz.
        case terahertz
    }

    /// The units of a `Measurement<UnitFuelEfficiency>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.FuelEfficiency`.
    public enum FuelEfficiency: CaseIterable, Hashable {
        /// Liters per 100 kilometers.
        case litersPer100Kilometers
        /// Miles per gallon.
        case milesPerGallon
        /// Miles per imperial gallon.
        case milesPerImperialGallon
    }

    /// The units of a `Measurement<UnitIlluminance>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Illuminance`.
    public enum Illuminance: CaseIterable, Hashable {
        /// Lux.
        case lux
    }

    /// The units of a `Measurement<UnitInformationStorage>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.InformationStorage`.
    public enum InformationStorage: CaseIterable, Hashable {
        /// Bits.
        case bits
        /// Bytes.
        case bytes
        /// Exabits.
        case exabits
        /// Exabytes.
        case exabytes
        /// Exbibits.
        case exbibits
        /// Exbibytes.
        case exbibytes
        /// Gibibits.
        case gibibits
        /// Gibibytes.
        case gibibytes
        /// Gigabits.
        case gigabits
        /// Gigabytes.
        case gigabytes
        /// Kibibits.
        case kibibits
        /// Kibibytes.
        case kibibytes
        /// Kilobits.
        case kilobits
        /// Kilobytes.
        case kilobytes
        /// Mebibits.
        case mebibits
        /// Mebibytes.
        case mebibytes
        /// Megabits.
        case megabits
        /// Megabytes.
        case megabytes
        /// Nibbles.
        case nibbles
        /// Pebibits.
        case pebibits
        /// Pebibytes.
        case pebibytes
        /// Petabits.
        case petabits
        /// Petabytes.
        case petabytes
        /// Tebibits.
        case tebibits
        /// Tebibytes.
        case tebibytes
        /// Terabits.
        case terabits
        /// Terabytes.
        case terabytes
        /// Yobibits.
        case yobibits
        /// Yobibytes.
        case yobibytes
        /// Yottabits.
        case yottabits
        /// Yottabytes.
        case yottabytes
        /// Zebibits.
        case zebibits
        /// Zebibytes.
        case zebibytes
        /// Zettabits.
        case zettabits
        /// Zettabytes.
        case zettabytes
    }

    /// The units of a `Measurement<UnitLength>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Length`.
    public enum Length: CaseIterable, Hashable {
        /// Astronomical units.
        case astronomicalUnits
        /// Centimeters.
        case centimeters
        /// Decameters.
        case decameters
        /// Decimeters.
        case decimeters
        /// Fathoms.
        case fathoms
        /// Feet.
        case feet
        /// Furlongs.
        case furlongs
        /// Hectometers.
        case hectometers
        /// Inches.
        case inches
        /// Kilometers.
        case kilometers
        /// Lightyears.
        case lightyears
        /// Megameters.
        case megameters
        /// Meters.
        case meters
        /// Micrometers.
        case micrometers
        /// Miles.
        case miles
        /// Millimeters.
        case millimeters
        /// Nanometers.
        case nanometers
        /// Nautical miles.
        case nauticalMiles
        /// Parsecs.
        case parsecs
        /// Picometers.
        case picometers
        /// Scandinavian miles.
        case scandinavianMiles
        /// Yards.
        case yards
    }

    /// The units of a `Measurement<UnitMass>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Mass`.
    public enum Mass: CaseIterable, Hashable {
        /// Carats.
        case carats
        /// Centigrams.
        case centigrams
        /// Decigrams.
        case decigrams
        /// Grams.
        case grams
        /// Kilograms.
        case kilograms
        /// Metric tons.
        case metricTons
        /// Micrograms.
        case micrograms
        /// Milligrams.
        case milligrams
        /// Nanograms.
        case nanograms
        /// Ounces.
        case ounces
        /// Ounces troy.
        case ouncesTroy
        /// Picograms.
        case picograms
        /// Pounds.
        case pounds
        /// Short tons.
        case shortTons
        /// Slugs.
        case slugs
        /// Stones.
        case stones
    }

    /// The units of a `Measurement<UnitPower>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Power`.
    public enum Power: CaseIterable, Hashable {
        /// Femtowatts.
        case femtowatts
        /// Gigawatts.
        case gigawatts
        /// Horsepower.
        case horsepower
        /// Kilowatts.
        case kilowatts
        /// Megawatts.
        case megawatts
        /// Microwatts.
        case microwatts
        /// Milliwatts.
        case milliwatts
        /// Nanowatts.
        case nanowatts
        /// Picowatts.
        case picowatts
        /// Terawatts.
        case terawatts
        /// Watts.
        case watts
    }

    /// The units of a `Measurement<UnitPressure>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Pressure`.
    public enum Pressure: CaseIterable, Hashable {
        /// Bars.
        case bars
        /// Gigapascals.
        case gigapascals
        /// Hectopascals.
        case hectopascals
        /// Inches of mercury.
        case inchesOfMercury
        /// Kilopascals.
        case kilopascals
        /// Megapascals.
        case megapascals
        /// Millibars.
        case millibars
        /// Millimeters of mercury.
        case millimetersOfMercury
        /// Newtons per meters squared.
        case newtonsPerMetersSquared
        /// Pounds force per square inch.
        case poundsForcePerSquareInch
    }

    /// The units of a `Measurement<UnitSpeed>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Speed`.
    public enum Speed: CaseIterable, Hashable {
        /// Kilometers per hour.
        case kilometersPerHour
        /// Knots.
        case knots
        /// Meters per second.
        case metersPerSecond
        /// Miles per hour.
        case milesPerHour
    }

    /// The units of a `Measurement<UnitTemperature>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Temperature`.
    public enum Temperature: CaseIterable, Hashable {
        /// Celsius.
        case celsius
        /// Fahrenheit.
        case fahrenheit
        /// Kelvin.
        case kelvin
    }

    /// The units of a `Measurement<UnitVolume>` parameter.
    ///
    /// Apple's `IntentParameter<Value>.Volume`.
    public enum Volume: CaseIterable, Hashable {
        /// Acre feet.
        case acreFeet
        /// Bushels.
        case bushels
        /// Centiliters.
        case centiliters
        /// Cubic centimeters.
        case cubicCentimeters
        /// Cubic decimeters.
        case cubicDecimeters
        /// Cubic feet.
        case cubicFeet
        /// Cubic inches.
        case cubicInches
        /// Cubic kilometers.
        case cubicKilometers
        /// Cubic meters.
        case cubicMeters
        /// Cubic miles.
        case cubicMiles
        /// Cubic millimeters.
        case cubicMillimeters
        /// Cubic yards.
        case cubicYards
        /// Cups.
        case cups
        /// Deciliters.
        case deciliters
        /// Fluid ounces.
        case fluidOunces
        /// Gallons.
        case gallons
        /// Imperial fluid ounces.
        case imperialFluidOunces
        /// Imperial gallons.
        case imperialGallons
        /// Imperial pints.
        case imperialPints
        /// Imperial quarts.
        case imperialQuarts
        /// Imperial tablespoons.
        case imperialTablespoons
        /// Imperial teaspoons.
        case imperialTeaspoons
        /// Kiloliters.
        case kiloliters
        /// Liters.
        case liters
        /// Megaliters.
        case megaliters
        /// Metric cups.
        case metricCups
        /// Milliliters.
        case milliliters
        /// Pints.
        case pints
        /// Quarts.
        case quarts
        /// Tablespoons.
        case tablespoons
        /// Teaspoons.
        case teaspoons
    }
}
