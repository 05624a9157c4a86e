// The `@Parameter` forms of measurement parameters (iOS 17): a default value in a default unit, or
// a value always in one unit, each one of Apple's unit enumerations (`IntentParameter<Value>.Length`, …:
// Units/MeasurementParameterUnits.swift). The unit and the two flags are kept (`defaultUnit`, and a resolver's
// context's `unitAdjustForLocale`) and applied to nothing: a measurement's value is read as the engine reads any value.
import Foundation

/// A parameter value type that holds a measurement: `Measurement<UnitLength>` and Foundation's 21 other
/// dimensions, and their optionals, for `@Parameter(…, defaultUnit: .meters)`.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol MeasurementParameterValue: Sendable {
    /// The enumeration of the units the measurement is entered in: `IntentParameter<Value>.Length` for
    /// `Measurement<UnitLength>`.
    associatedtype MeasurementUnit: CaseIterable, Hashable
}

extension Measurement: MeasurementParameterValue where UnitType: MeasurementParameterDimension {
    /// The enumeration of the dimension's units.
    public typealias MeasurementUnit = UnitType.ParameterUnit
}

extension Optional: MeasurementParameterValue where Wrapped: MeasurementParameterValue {
    /// The enumeration of the wrapped measurement's units.
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
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).measured(
                MeasurementDeclaration(
                    unit: defaultUnit, isDefault: true, adjustsForLocale: defaultUnitAdjustForLocale,
                    supportsNegativeNumbers: supportsNegativeNumbers)
            )
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
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).measured(
                MeasurementDeclaration(
                    unit: unit, isDefault: false, adjustsForLocale: unitAdjustForLocale,
                    supportsNegativeNumbers: supportsNegativeNumbers)
            )
        )
    }
}

extension IntentParameter where Value: MeasurementParameterValue {
    /// The unit a value is entered in by default, as the parameter's `@Parameter(…, defaultUnit:)` gave it; `nil` for
    /// a parameter declared with `unit:` or without a unit.
    public final var defaultUnit: Value.MeasurementUnit? {
        declaration.measurement?.unit(Value.MeasurementUnit.self, isDefault: true)
    }
}

extension IntentParameter where Value: MeasurementParameterValue {
    /// The value's only unit, as the parameter's `@Parameter(…, unit:)` gave it; `nil` for a parameter declared with
    /// `defaultUnit:` or without a unit.
    public final var unit: Value.MeasurementUnit? {
        declaration.measurement?.unit(Value.MeasurementUnit.self, isDefault: false)
    }

    /// Whether the parameter accepts a negative number, as its measurement form's `supportsNegativeNumbers:` said;
    /// `nil` for a parameter declared by neither measurement form. Kept; a negative value is not refused here.
    public final var supportsNegativeNumbers: Bool? { declaration.measurement?.supportsNegativeNumbers }

    /// Whether the parameter's unit follows the locale, as its `unitAdjustForLocale:` (or
    /// `defaultUnitAdjustForLocale:`) said; `nil` for a parameter declared by neither measurement form.
    public final var unitAdjustForLocale: Bool? { declaration.measurement?.adjustsForLocale }
}

extension IntentParameterContext where Value: MeasurementParameterValue {
    /// The unit a value is entered in by default, as the parameter's `@Parameter(…, defaultUnit:)` gave it (a case of
    /// `IntentParameter<Value>.Length`, …); `nil` for a parameter declared with `unit:` or without a unit.
    public var defaultUnit: Value.MeasurementUnit? {
        declaration.measurement?.unit(Value.MeasurementUnit.self, isDefault: true)
    }

    /// The value's only unit, as the parameter's `@Parameter(…, unit:)` gave it (a case of
    /// `IntentParameter<Value>.Length`, …); `nil` for a parameter declared with `defaultUnit:` or without a unit.
    public var unit: Value.MeasurementUnit? {
        declaration.measurement?.unit(Value.MeasurementUnit.self, isDefault: false)
    }

    /// Whether the parameter accepts a negative number, as its measurement form's `supportsNegativeNumbers:` said;
    /// `nil` for a parameter declared by neither measurement form.
    public var supportsNegativeNumbers: Bool? { declaration.measurement?.supportsNegativeNumbers }

    /// Whether the parameter's unit follows the locale, as its `@Parameter(…, unitAdjustForLocale:)` (or
    /// `defaultUnitAdjustForLocale:`) said; `nil` for a parameter declared by neither measurement form.
    public var unitAdjustForLocale: Bool? { declaration.measurement?.adjustsForLocale }
}

extension ParameterDeclaration {
    /// This declaration with a measurement parameter's unit and flags.
    /// - Parameter measurement: What the measurement form declared.
    /// - Returns: The declaration, with the measurement.
    func measured(_ measurement: MeasurementDeclaration) -> ParameterDeclaration {
        var declaration = self
        declaration.measurement = measurement
        return declaration
    }
}

/// What a measurement parameter declares: its unit, whether that unit is a default the value may leave
/// (`defaultUnit:`) or the value's only unit (`unit:`), and the two flags. Kept for the parameter's and a resolver's
/// context's properties; none of it is applied to a value here.
package struct MeasurementDeclaration: @unchecked Sendable {
    // `@unchecked`: a unit enumeration is not `Sendable` (as Apple's are not); its cases have no payload.
    /// The case of the unit enumeration the form gave (`IntentParameter<Value>.Length.meters`, …).
    package let unitCase: AnyHashable?
    /// Whether the unit is a default (`defaultUnit:`) rather than the value's only unit (`unit:`).
    package let isDefault: Bool
    /// Whether the unit follows the locale.
    package let adjustsForLocale: Bool
    /// Whether a negative value is accepted.
    package let supportsNegativeNumbers: Bool

    /// The unit case the form gave, as the parameter's enumeration, when it was given by the form asked about.
    /// - Parameters:
    ///   - type: The parameter's unit enumeration (`IntentParameter<Value>.Length`, …).
    ///   - isDefault: `true` for `defaultUnit:`, `false` for `unit:`.
    /// - Returns: The case; `nil` when the other form (or no unit) was declared.
    func unit<Unit>(_ type: Unit.Type, isDefault: Bool) -> Unit? {
        self.isDefault == isDefault ? unitCase as? Unit : nil
    }

    /// A measurement form's declaration.
    /// - Parameters:
    ///   - unit: The case of the unit enumeration the form gave, if any.
    ///   - isDefault: Whether the unit is a default (`defaultUnit:`) rather than the value's only unit (`unit:`).
    ///   - adjustsForLocale: Whether the unit follows the locale.
    ///   - supportsNegativeNumbers: Whether a negative value is accepted.
    package init<Unit: Hashable>(unit: Unit?, isDefault: Bool, adjustsForLocale: Bool, supportsNegativeNumbers: Bool) {
        self.unitCase = unit.map { AnyHashable($0) }
        self.isDefault = isDefault
        self.adjustsForLocale = adjustsForLocale
        self.supportsNegativeNumbers = supportsNegativeNumbers
    }
}
