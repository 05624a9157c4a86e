// What Documentation/AppleAPI.md's rows for `IntentParameter`'s 22 unit enumerations (`IntentParameter.Length`, …)
// and the measurement `@Parameter` forms' `defaultUnit:` and `unit:` say: the cases are Apple's, a parameter keeps the
// case it was declared with.
#if !canImport(Darwin)
    import AppIntents
    import CompileSupport
    import Foundation
    import IntentRuntime  // the parameter's declaration
    import Testing

    @Suite("The unit enumerations of measurement parameters")
    struct ParameterUnitTests {
        /// One enumeration: its cases' names here and Apple's page's list of cases.
        struct UnitEnumeration: CustomTestStringConvertible {
            let name: String
            let cases: [String]
            let apple: [String]

            init(_ name: String, _ cases: [String], apple: [String]) {
                (self.name, self.cases, self.apple) = (name, cases, apple)
            }

            var testDescription: String { name }
        }

        /// Each enumeration with the cases its page on developer.apple.com lists (`/documentation/appintents/
        /// intentparameter/length`, …, read 2026-11-26), in the page's order.
        static let enumerations: [UnitEnumeration] = [
            UnitEnumeration(
                "Acceleration", IntentParameter<Measurement<UnitAcceleration>>.Acceleration.allCases.map { "\($0)" },
                apple: ["gravity", "metersPerSecondSquared"]),
            UnitEnumeration(
                "Angle", IntentParameter<Measurement<UnitAngle>>.Angle.allCases.map { "\($0)" },
                apple: ["arcMinutes", "arcSeconds", "degrees", "gradians", "radians", "revolutions"]),
            UnitEnumeration(
                "Area", IntentParameter<Measurement<UnitArea>>.Area.allCases.map { "\($0)" },
                apple: [
                    "acres", "ares", "hectares", "squareCentimeters", "squareFeet", "squareInches", "squareKilometers",
                    "squareMegameters", "squareMeters", "squareMicrometers", "squareMiles", "squareMillimeters",
                    "squareNanometers", "squareYards",
                ]),
            UnitEnumeration(
                "ConcentrationMass",
                IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.allCases.map { "\($0)" },
                apple: ["gramsPerLiter", "milligramsPerDeciliter"]),
            UnitEnumeration(
                "Dispersion", IntentParameter<Measurement<UnitDispersion>>.Dispersion.allCases.map { "\($0)" },
                apple: ["partsPerMillion"]),
            UnitEnumeration(
                "Duration", IntentParameter<Measurement<UnitDuration>>.Duration.allCases.map { "\($0)" },
                apple: ["hours", "microseconds", "milliseconds", "minutes", "nanoseconds", "picoseconds", "seconds"]),
            UnitEnumeration(
                "ElectricCharge",
                IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.allCases.map { "\($0)" },
                apple: [
                    "ampereHours", "coulombs", "kiloampereHours", "megaampereHours", "microampereHours",
                    "milliampereHours",
                ]),
            UnitEnumeration(
                "ElectricCurrent",
                IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.allCases.map { "\($0)" },
                apple: ["amperes", "kiloamperes", "megaamperes", "microamperes", "milliamperes"]),
            UnitEnumeration(
                "ElectricPotentialDifference",
                IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.allCases.map {
                    "\($0)"
                },
                apple: ["kilovolts", "megavolts", "microvolts", "millivolts", "volts"]),
            UnitEnumeration(
                "ElectricResistance",
                IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.allCases.map { "\($0)" },
                apple: ["kiloohms", "megaohms", "microohms", "milliohms", "ohms"]),
            UnitEnumeration(
                "Energy", IntentParameter<Measurement<UnitEnergy>>.Energy.allCases.map { "\($0)" },
                apple: ["calories", "joules", "kilocalories", "kilojoules", "kilowattHours"]),
            UnitEnumeration(
                "Frequency", IntentParameter<Measurement<UnitFrequency>>.Frequency.allCases.map { "\($0)" },
                apple: [
                    "framesPerSecond", "gigahertz", "hertz", "kilohertz", "megahertz", "microhertz", "millihertz",
                    "nanohertz", "terahertz",
                ]),
            UnitEnumeration(
                "FuelEfficiency",
                IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.allCases.map { "\($0)" },
                apple: ["litersPer100Kilometers", "milesPerGallon", "milesPerImperialGallon"]),
            UnitEnumeration(
                "Illuminance", IntentParameter<Measurement<UnitIlluminance>>.Illuminance.allCases.map { "\($0)" },
                apple: ["lux"]),
            UnitEnumeration(
                "InformationStorage",
                IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.allCases.map { "\($0)" },
                apple: [
                    "bits", "bytes", "exabits", "exabytes", "exbibits", "exbibytes", "gibibits", "gibibytes",
                    "gigabits", "gigabytes", "kibibits", "kibibytes", "kilobits", "kilobytes", "mebibits", "mebibytes",
                    "megabits", "megabytes", "nibbles", "pebibits", "pebibytes", "petabits", "petabytes", "tebibits",
                    "tebibytes", "terabits", "terabytes", "yobibits", "yobibytes", "yottabits", "yottabytes",
                    "zebibits", "zebibytes", "zettabits", "zettabytes",
                ]),
            UnitEnumeration(
                "Length", IntentParameter<Measurement<UnitLength>>.Length.allCases.map { "\($0)" },
                apple: [
                    "astronomicalUnits", "centimeters", "decameters", "decimeters", "fathoms", "feet", "furlongs",
                    "hectometers", "inches", "kilometers", "lightyears", "megameters", "meters", "micrometers", "miles",
                    "millimeters", "nanometers", "nauticalMiles", "parsecs", "picometers", "scandinavianMiles", "yards",
                ]),
            UnitEnumeration(
                "Mass", IntentParameter<Measurement<UnitMass>>.Mass.allCases.map { "\($0)" },
                apple: [
                    "carats", "centigrams", "decigrams", "grams", "kilograms", "metricTons", "micrograms", "milligrams",
                    "nanograms", "ounces", "ouncesTroy", "picograms", "pounds", "shortTons", "slugs", "stones",
                ]),
            UnitEnumeration(
                "Power", IntentParameter<Measurement<UnitPower>>.Power.allCases.map { "\($0)" },
                apple: [
                    "femtowatts", "gigawatts", "horsepower", "kilowatts", "megawatts", "microwatts", "milliwatts",
                    "nanowatts", "picowatts", "terawatts", "watts",
                ]),
            UnitEnumeration(
                "Pressure", IntentParameter<Measurement<UnitPressure>>.Pressure.allCases.map { "\($0)" },
                apple: [
                    "bars", "gigapascals", "hectopascals", "inchesOfMercury", "kilopascals", "megapascals", "millibars",
                    "millimetersOfMercury", "newtonsPerMetersSquared", "poundsForcePerSquareInch",
                ]),
            UnitEnumeration(
                "Speed", IntentParameter<Measurement<UnitSpeed>>.Speed.allCases.map { "\($0)" },
                apple: ["kilometersPerHour", "knots", "metersPerSecond", "milesPerHour"]),
            UnitEnumeration(
                "Temperature", IntentParameter<Measurement<UnitTemperature>>.Temperature.allCases.map { "\($0)" },
                apple: ["celsius", "fahrenheit", "kelvin"]),
            UnitEnumeration(
                "Volume", IntentParameter<Measurement<UnitVolume>>.Volume.allCases.map { "\($0)" },
                apple: [
                    "acreFeet", "bushels", "centiliters", "cubicCentimeters", "cubicDecimeters", "cubicFeet",
                    "cubicInches", "cubicKilometers", "cubicMeters", "cubicMiles", "cubicMillimeters", "cubicYards",
                    "cups", "deciliters", "fluidOunces", "gallons", "imperialFluidOunces", "imperialGallons",
                    "imperialPints", "imperialQuarts", "imperialTablespoons", "imperialTeaspoons", "kiloliters",
                    "liters", "megaliters", "metricCups", "milliliters", "pints", "quarts", "tablespoons", "teaspoons",
                ]),
        ]

        @Test("the 22 enumerations have the 203 cases of Apple's pages")
        func theEnumerationsHaveApplesCases() {
            #expect(Self.enumerations.count == 22)
            #expect(Self.enumerations.map(\.apple.count).reduce(0, +) == 203)
        }

        @Test("an enumeration's cases are its page's", arguments: enumerations)
        func casesAreApples(_ enumeration: UnitEnumeration) {
            #expect(enumeration.cases == enumeration.apple)
        }

        struct PlanRouteIntent: AppIntent {
            static let title: LocalizedStringResource = "Plan route"
            @Parameter(title: "Distance", defaultUnit: .kilometers) var distance: Measurement<UnitLength>
            @Parameter(title: "Oven", unit: .celsius) var oven: Measurement<UnitTemperature>?
            func perform() async throws -> some IntentResult { .result() }
        }

        @Test("a parameter declared with defaultUnit: or unit: tells that case")
        func aParameterTellsItsCase() {
            let intent = PlanRouteIntent()
            #expect(intent.$distance.defaultUnit == .kilometers)
            #expect(intent.$distance.unit == nil)
            #expect(intent.$oven.unit == .celsius)
            #expect(intent.$oven.defaultUnit == nil)
            let unit: IntentParameter<Measurement<UnitLength>>.Length? = intent.$distance.defaultUnit
            #expect(unit == IntentParameter<Measurement<UnitLength>>.Length.kilometers)
        }

        @Test("IntentParameter<Value>.Length is one type for every Value, hashable and iterable")
        func oneTypeForEveryValue() {
            #expect(IntentParameter<Int>.Length.self == IntentParameter<Measurement<UnitLength>?>.Length.self)
            let meters = IntentParameter<Measurement<UnitLength>>.Length.meters
            #expect(Set(IntentParameter<Measurement<UnitLength>>.Length.allCases).contains(meters))
            #expect(meters != .feet && meters.hashValue == IntentParameter<Int>.Length.meters.hashValue)
        }

        /// A measurement parameter declared in a user's file, with the given unit argument.
        static func declaration(_ unit: String) -> String {
            """
            import AppIntents
            struct Walk: AppIntent {
                static let title: LocalizedStringResource = "Walk"
                @Parameter(title: "Distance", defaultUnit: \(unit)) var distance: Measurement<UnitLength>
                func perform() async throws -> some IntentResult { .result() }
            }
            let unit: IntentParameter<Measurement<UnitLength>>.Length? = Walk().$distance.defaultUnit
            """
        }

        @Test(
            "a Foundation unit is refused where Apple's enum is declared, as Apple's SDK refuses it",
            .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason))
        )
        func aFoundationUnitIsRefused() async throws {
            let apple = try await CompileCheck.typecheckOffThePool(Self.declaration(".kilometers"), name: "AppleUnit")
            #expect(apple.compiled, "\(apple.firstErrors(3))")
            let foundation = try await CompileCheck.typecheckOffThePool(
                Self.declaration("UnitLength.kilometers"), name: "FoundationUnit")
            #expect(!foundation.compiled)
            #expect(foundation.output.contains("UnitLength"), "\(foundation.firstErrors(3))")
        }
    }
#endif
