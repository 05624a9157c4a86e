// The `@Parameter` forms of measurement parameters (iOS 17): a default value in a default unit, or
// a value always in one unit. The unit and the locale adjustment are recorded nowhere here: a
// measurement's value is read as the engine reads any value.
import Foundation

/// A parameter value type that holds a measurement: `Measurement<UnitLength>` and the other
/// dimensions, and their optionals, for `@Parameter(…, defaultUnit: .meters)`.
public protocol MeasurementParameterValue: Sendable {
    /// The dimension the measurement is in.
    associatedtype MeasurementUnit: Dimension
}

extension Measurement: MeasurementParameterValue where UnitType: Dimension {
    /// The measurement's dimension.
    public typealias MeasurementUnit = UnitType
}

extension Optional: MeasurementParameterValue where Wrapped: MeasurementParameterValue {
    /// The wrapped measurement's dimension.
    public typealias MeasurementUnit = Wrapped.MeasurementUnit
}

extension IntentParameter where Value: MeasurementParameterValue {
    /// Creates a measurement parameter with a default value in a default unit.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The default value's number, in `defaultUnit`; not applied here.
    ///   - defaultUnit: The unit the value is entered in; not applied here.
    ///   - defaultUnitAdjustForLocale: Whether the unit follows the locale; inert here.
    ///   - supportsNegativeNumbers: Whether a negative value is accepted; inert here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        defaultUnit: Value.MeasurementUnit? = nil,
        defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
    }

    /// Creates a measurement parameter whose value is always in one unit.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The default value's number, in `unit`; not applied here.
    ///   - unit: The unit of the value; not applied here.
    ///   - unitAdjustForLocale: Whether the unit follows the locale; inert here.
    ///   - supportsNegativeNumbers: Whether a negative value is accepted; inert here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        unit: Value.MeasurementUnit,
        unitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
    }
}
