extension ValueType {
    /// The `typeIdentifier` of the `intents` value type of a file (`IntentFile`): 12.
    public static let fileTypeIdentifier = 12

    /// The value type Xcode writes for an `IntentFile`: `{"intents":{"wrapper":{"typeIdentifier":12}}}`.
    public static let file = ValueType.intents(typeIdentifier: fileTypeIdentifier)

    /// The Intents-framework types an `intents` value type's `typeIdentifier` stands for (`LNIntentsValueType`).
    private static let intentsTypeNames = [
        "Application", "CalendarEvent", "Environment", "Person", "Note", "Notification", "Timer", "Task", "TaskList",
        "MediaItem", "MediaSearch", "MessageConversation", "File", "PaymentMethod", "CurrencyAmount",
    ]

    /// Foundation's unit classes a `measurement` value type's `unitType` stands for (`LNMeasurementValueType`);
    /// 0 is "unsupported".
    private static let measurementUnitNames = [
        "", "UnitLength", "UnitMass", "UnitTemperature", "UnitVolume", "UnitSpeed", "UnitEnergy", "UnitDuration",
        "UnitAcceleration", "UnitAngle", "UnitArea", "UnitConcentrationMass", "UnitDispersion", "UnitElectricCharge",
        "UnitElectricCurrent", "UnitElectricPotentialDifference", "UnitElectricResistance", "UnitFrequency",
        "UnitFuelEfficiency", "UnitIlluminance", "UnitInformationStorage", "UnitPower", "UnitPressure",
    ]

    /// The name of the Intents-framework type an ``intents(typeIdentifier:)`` value type stands for.
    /// - Parameter typeIdentifier: The `typeIdentifier` in the metadata.
    /// - Returns: `File` for 12, `Person` for 3…; `nil` for a number the table does not know.
    public static func intentsTypeName(forTypeIdentifier typeIdentifier: Int) -> String? {
        intentsTypeNames.indices.contains(typeIdentifier) ? intentsTypeNames[typeIdentifier] : nil
    }

    /// The name of Foundation's unit class a ``measurement(unitType:)`` value type measures in.
    /// - Parameter unitType: The `unitType` in the metadata.
    /// - Returns: `UnitDuration` for 7, `UnitLength` for 1…; `nil` for 0 ("unsupported") and for a number the
    ///   table does not know.
    public static func measurementUnitName(forUnitType unitType: Int) -> String? {
        guard unitType > 0, measurementUnitNames.indices.contains(unitType) else { return nil }
        return measurementUnitNames[unitType]
    }

    /// An Intents-framework or measurement value type as a reader names it: `File`, `Measurement<UnitDuration>`;
    /// a number the tables do not know is shown with what it is (`intents type 99`, `Measurement<unit type 99>`).
    /// `nil` for the other kinds.
    package var frameworkTypeName: String? {
        switch self {
        case .intents(let identifier):
            Self.intentsTypeName(forTypeIdentifier: identifier) ?? "intents type \(identifier)"
        case .measurement(0):
            "Measurement"
        case .measurement(let unitType):
            "Measurement<\(Self.measurementUnitName(forUnitType: unitType) ?? "unit type \(unitType)")>"
        default:
            nil
        }
    }

    /// The value type as a diagnostic names it for a reader: `Int`, `[URL]`, `enum Speed`, `entity Car`, `File`.
    package var readableName: String {
        switch self {
        case .primitive(let primitive): primitive.description
        case .entity(let typeName): "entity \(typeName)"
        case .linkEnumeration(let identifier): "enum \(identifier)"
        case .array(let member): "[\(member.readableName)]"
        case .intents, .measurement: frameworkTypeName ?? kind
        case .unknown(let kind, _): kind
        }
    }
}
