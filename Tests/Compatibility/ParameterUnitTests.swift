// What Documentation/AppleAPI.md's rows for `IntentParameter`'s 22 unit enumerations (`IntentParameter.Length`, …)
// and the measurement `@Parameter` forms' `defaultUnit:` and `unit:` say: the cases are Apple's, a parameter keeps the
// case it was declared with, and each case is Foundation's unit of the same dimension for the engine.
#if !canImport(Darwin)
    import AppIntents
    import CompileSupport
    import Foundation
    import IntentRuntime  // the enumerations' Foundation units and the parameter's declaration
    import Testing

    @Suite("The unit enumerations of measurement parameters")
    struct ParameterUnitTests {
        /// One enumeration: its cases' names here, Apple's page's list of cases, and its cases as Foundation's units.
        struct UnitEnumeration: CustomTestStringConvertible {
            let name: String
            let cases: [String]
            let apple: [String]
            /// The cases' Foundation units, each as its symbol and the base unit's value of one of it.
            let units: [String]
            /// Whether every case's Foundation unit is of the enumeration's dimension.
            let inDimension: Bool

            init(
                _ name: String, _ cases: [String], apple: [String], foundation: [Dimension],
                in dimension: Dimension.Type
            ) {
                (self.name, self.cases, self.apple) = (name, cases, apple)
                units = foundation.map { "\($0.symbol) = \($0.converter.baseUnitValue(fromValue: 1))" }
                inDimension = foundation.allSatisfy { type(of: $0) == dimension }
            }

            var testDescription: String { name }
        }

        /// Each enumeration with the cases its page on developer.apple.com lists (`/documentation/appintents/
        /// intentparameter/length`, …, read 2026-11-26), in the page's order.
        static let enumerations: [UnitEnumeration] = [
            UnitEnumeration(
                "Acceleration", IntentParameter<Measurement<UnitAcceleration>>.Acceleration.allCases.map { "\($0)" },
                apple: ["gravity", "metersPerSecondSquared"],
                foundation: MeasurementParameterUnits.Acceleration.allCases.map(\.dimension), in: UnitAcceleration.self),
            UnitEnumeration(
                "Angle", IntentParameter<Measurement<UnitAngle>>.Angle.allCases.map { "\($0)" },
                apple: ["arcMinutes", "arcSeconds", "degrees", "gradians", "radians", "revolutions"],
                foundation: MeasurementParameterUnits.Angle.allCases.map(\.dimension), in: UnitAngle.self),
            UnitEnumeration(
                "Area", IntentParameter<Measurement<UnitArea>>.Area.allCases.map { "\($0)" },
                apple: [
                    "acres", "ares", "hectares", "squareCentimeters", "squareFeet", "squareInches", "squareKilometers",
                    "squareMegameters", "squareMeters", "squareMicrometers", "squareMiles", "squareMillimeters",
                    "squareNanometers", "squareYards",
                ],
                foundation: MeasurementParameterUnits.Area.allCases.map(\.dimension), in: UnitArea.self),
            UnitEnumeration(
                "ConcentrationMass",
                IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.allCases.map { "\($0)" },
                apple: ["gramsPerLiter", "milligramsPerDeciliter"],
                foundation: MeasurementParameterUnits.ConcentrationMass.allCases.map(\.dimension),
                in: UnitConcentrationMass.self),
            UnitEnumeration(
                "Dispersion", IntentParameter<Measurement<UnitDispersion>>.Dispersion.allCases.map { "\($0)" },
                apple: ["partsPerMillion"],
                foundation: MeasurementParameterUnits.Dispersion.allCases.map(\.dimension), in: UnitDispersion.self),
            UnitEnumeration(
                "Duration", IntentParameter<Measurement<UnitDuration>>.Duration.allCases.map { "\($0)" },
                apple: ["hours", "microseconds", "milliseconds", "minutes", "nanoseconds", "picoseconds", "seconds"],
                foundation: MeasurementParameterUnits.Duration.allCases.map(\.dimension), in: UnitDuration.self),
            UnitEnumeration(
                "ElectricCharge",
                IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.allCases.map { "\($0)" },
                apple: [
                    "ampereHours", "coulombs", "kiloampereHours", "megaampereHours", "microampereHours",
                    "milliampereHours",
                ],
                foundation: MeasurementParameterUnits.ElectricCharge.allCases.map(\.dimension),
                in: UnitElectricCharge.self),
            UnitEnumeration(
                "ElectricCurrent",
                IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.allCases.map { "\($0)" },
                apple: ["amperes", "kiloamperes", "megaamperes", "microamperes", "milliamperes"],
                foundation: MeasurementParameterUnits.ElectricCurrent.allCases.map(\.dimension),
                in: UnitElectricCurrent.self),
            UnitEnumeration(
                "ElectricPotentialDifference",
                IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.allCases.map {
                    "\($0)"
                },
                apple: ["kilovolts", "megavolts", "microvolts", "millivolts", "volts"],
                foundation: MeasurementParameterUnits.ElectricPotentialDifference.allCases.map(\.dimension),
                in: UnitElectricPotentialDifference.self),
            UnitEnumeration(
                "ElectricResistance",
                IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.allCases.map { "\($0)" },
                apple: ["kiloohms", "megaohms", "microohms", "milliohms", "ohms"],
                foundation: MeasurementParameterUnits.ElectricResistance.allCases.map(\.dimension),
                in: UnitElectricResistance.self),
            UnitEnumeration(
                "Energy", IntentParameter<Measurement<UnitEnergy>>.Energy.allCases.map { "\($0)" },
                apple: ["calories", "joules", "kilocalories", "kilojoules", "kilowattHours"],
                foundation: MeasurementParameterUnits.Energy.allCases.map(\.dimension), in: UnitEnergy.self),
            UnitEnumeration(
                "Frequency", IntentParameter<Measurement<UnitFrequency>>.Frequency.allCases.map { "\($0)" },
                apple: [
                    "framesPerSecond", "gigahertz", "hertz", "kilohertz", "megahertz", "microhertz", "millihertz",
                    "nanohertz", "terahertz",
                ],
                foundation: MeasurementParameterUnits.Frequency.allCases.map(\.dimension), in: UnitFrequency.self),
            UnitEnumeration(
                "FuelEfficiency",
                IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.allCases.map { "\($0)" },
                apple: ["litersPer100Kilometers", "milesPerGallon", "milesPerImperialGallon"],
                foundation: MeasurementParameterUnits.FuelEfficiency.allCases.map(\.dimension),
                in: UnitFuelEfficiency.self),
            UnitEnumeration(
                "Illuminance", IntentParameter<Measurement<UnitIlluminance>>.Illuminance.allCases.map { "\($0)" },
                apple: ["lux"],
                foundation: MeasurementParameterUnits.Illuminance.allCases.map(\.dimension), in: UnitIlluminance.self),
            UnitEnumeration(
                "InformationStorage",
                IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.allCases.map { "\($0)" },
                apple: [
                    "bits", "bytes", "exabits", "exabytes", "exbibits", "exbibytes", "gibibits", "gibibytes",
                    "gigabits", "gigabytes", "kibibits", "kibibytes", "kilobits", "kilobytes", "mebibits", "mebibytes",
                    "megabits", "megabytes", "nibbles", "pebibits", "pebibytes", "petabits", "petabytes", "tebibits",
                    "tebibytes", "terabits", "terabytes", "yobibits", "yobibytes", "yottabits", "yottabytes",
                    "zebibits", "zebibytes", "zettabits", "zettabytes",
                ],
                foundation: MeasurementParameterUnits.InformationStorage.allCases.map(\.dimension),
                in: UnitInformationStorage.self),
            UnitEnumeration(
                "Length", IntentParameter<Measurement<UnitLength>>.Length.allCases.map { "\($0)" },
                apple: [
                    "astronomicalUnits", "centimeters", "decameters", "decimeters", "fathoms", "feet", "furlongs",
                    "hectometers", "inches", "kilometers", "lightyears", "megameters", "meters", "micrometers", "miles",
                    "millimeters", "nanometers", "nauticalMiles", "parsecs", "picometers", "scandinavianMiles", "yards",
                ],
                foundation: MeasurementParameterUnits.Length.allCases.map(\.dimension), in: UnitLength.self),
            UnitEnumeration(
                "Mass", IntentParameter<Measurement<UnitMass>>.Mass.allCases.map { "\($0)" },
                apple: [
                    "carats", "centigrams", "decigrams", "grams", "kilograms", "metricTons", "micrograms", "milligrams",
                    "nanograms", "ounces", "ouncesTroy", "picograms", "pounds", "shortTons", "slugs", "stones",
                ],
                foundation: MeasurementParameterUnits.Mass.allCases.map(\.dimension), in: UnitMass.self),
            UnitEnumeration(
                "Power", IntentParameter<Measurement<UnitPower>>.Power.allCases.map { "\($0)" },
                apple: [
                    "femtowatts", "gigawatts", "horsepower", "kilowatts", "megawatts", "microwatts", "milliwatts",
                    "nanowatts", "picowatts", "terawatts", "watts",
                ],
                foundation: MeasurementParameterUnits.Power.allCases.map(\.dimension), in: UnitPower.self),
            UnitEnumeration(
                "Pressure", IntentParameter<Measurement<UnitPressure>>.Pressure.allCases.map { "\($0)" },
                apple: [
                    "bars", "gigapascals", "hectopascals", "inchesOfMercury", "kilopascals", "megapascals", "millibars",
                    "millimetersOfMercury", "newtonsPerMetersSquared", "poundsForcePerSquareInch",
                ],
                foundation: MeasurementParameterUnits.Pressure.allCases.map(\.dimension), in: UnitPressure.self),
            UnitEnumeration(
                "Speed", IntentParameter<Measurement<UnitSpeed>>.Speed.allCases.map { "\($0)" },
                apple: ["kilometersPerHour", "knots", "metersPerSecond", "milesPerHour"],
                foundation: MeasurementParameterUnits.Speed.allCases.map(\.dimension), in: UnitSpeed.self),
            UnitEnumeration(
                "Temperature", IntentParameter<Measurement<UnitTemperature>>.Temperature.allCases.map { "\($0)" },
                apple: ["celsius", "fahrenheit", "kelvin"],
                foundation: MeasurementParameterUnits.Temperature.allCases.map(\.dimension), in: UnitTemperature.self),
            UnitEnumeration(
                "Volume", IntentParameter<Measurement<UnitVolume>>.Volume.allCases.map { "\($0)" },
                apple: [
                    "acreFeet", "bushels", "centiliters", "cubicCentimeters", "cubicDecimeters", "cubicFeet",
                    "cubicInches", "cubicKilometers", "cubicMeters", "cubicMiles", "cubicMillimeters", "cubicYards",
                    "cups", "deciliters", "fluidOunces", "gallons", "imperialFluidOunces", "imperialGallons",
                    "imperialPints", "imperialQuarts", "imperialTablespoons", "imperialTeaspoons", "kiloliters",
                    "liters", "megaliters", "metricCups", "milliliters", "pints", "quarts", "tablespoons", "teaspoons",
                ],
                foundation: MeasurementParameterUnits.Volume.allCases.map(\.dimension), in: UnitVolume.self),
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

        @Test("each case is a distinct Foundation unit of the enumeration's dimension", arguments: enumerations)
        func casesAreFoundationUnits(_ enumeration: UnitEnumeration) {
            #expect(enumeration.units.count == enumeration.cases.count)
            #expect(enumeration.inDimension)
            #expect(Set(enumeration.units).count == enumeration.cases.count, "\(enumeration.units)")
        }

        struct PlanRouteIntent: AppIntent {
            static let title: LocalizedStringResource = "Plan route"
            @Parameter(title: "Distance", defaultUnit: .kilometers) var distance: Measurement<UnitLength>
            @Parameter(title: "Oven", unit: .celsius) var oven: Measurement<UnitTemperature>?
            func perform() async throws -> some IntentResult { .result() }
        }

        @Test("a parameter declared with defaultUnit: or unit: tells that case")
        func aParameterTellsItsCase() throws {
            let intent = PlanRouteIntent()
            #expect(intent.$distance.defaultUnit == .kilometers)
            #expect(intent.$distance.unit == nil)
            #expect(intent.$oven.unit == .celsius)
            #expect(intent.$oven.defaultUnit == nil)
            let unit: IntentParameter<Measurement<UnitLength>>.Length? = intent.$distance.defaultUnit
            #expect(unit == IntentParameter<Measurement<UnitLength>>.Length.kilometers)
            // The engine keeps the case as Foundation's unit.
            let kept = try #require(intent.$distance.declaration.measurement?.unit)
            #expect(kept == UnitLength.kilometers)
            #expect(intent.$oven.declaration.measurement?.unit == UnitTemperature.celsius)
        }

        @Test("IntentParameter<Value>.Length is one type for every Value, hashable and iterable")
        func oneTypeForEveryValue() {
            #expect(IntentParameter<Int>.Length.self == IntentParameter<Measurement<UnitLength>?>.Length.self)
            let meters = IntentParameter<Measurement<UnitLength>>.Length.meters
            #expect(Set(IntentParameter<Measurement<UnitLength>>.Length.allCases).contains(meters))
            #expect(meters != .feet && meters.hashValue == IntentParameter<Int>.Length.meters.hashValue)
            let frames = IntentParameter<Measurement<UnitFrequency>>.Frequency.framesPerSecond
            #expect(frames.foundationUnit.symbol == "FPS")
            #expect(frames.foundationUnit.converter.baseUnitValue(fromValue: 30) == 30)
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
