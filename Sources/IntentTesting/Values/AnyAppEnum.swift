/// An enum case named by its type and raw value, as a test makes it: `definitions.enums["Priority"].makeCase("high")`.
///
/// Give it to a parameter of that enum (`intent.priority = high`), or compare it with the value a
/// run returned. Whether the enum has such a case is checked when it is given to a parameter, with
/// the enum's cases in the error.
public struct AnyAppEnum: Sendable, Hashable, CustomStringConvertible, IntentValueExpressing, IntentValueConvertible {
    /// The enum's type identifier: its type name, `Priority`.
    package let typeIdentifier: String

    /// The case's raw value: `high`.
    public var rawValue: String

    /// Creates a case.
    /// - Parameters:
    ///   - typeIdentifier: The enum's type identifier.
    ///   - rawValue: The case's raw value.
    public init(typeIdentifier: String, rawValue: String) {
        self.typeIdentifier = typeIdentifier
        self.rawValue = rawValue
    }

    /// Creates a case from a typed raw value: `AnyAppEnum(typeIdentifier: "Size", value: 12)`.
    /// - Parameters:
    ///   - typeIdentifier: The enum's type identifier.
    ///   - value: The raw value; its text is the case's raw value.
    public init(typeIdentifier: String, value: any LosslessStringConvertible) {
        self.init(typeIdentifier: typeIdentifier, rawValue: value.description)
    }

    /// Reads the raw value as another type: `try size.as(Int.self)`.
    /// - Parameter type: The type.
    /// - Returns: The raw value as that type.
    /// - Throws: ``IntentTestingError`` when the raw value is not a value of the type.
    public func `as`<T: LosslessStringConvertible>(_ type: T.Type) throws(IntentTestingError) -> T {
        guard let value = T(rawValue) else {
            throw IntentTestingError(
                .valueMismatch, "\(self): the raw value '\(rawValue)' is not a \(_typeName(type, qualified: false))")
        }
        return value
    }

    /// `Priority.high`.
    public var description: String { "\(typeIdentifier).\(rawValue)" }

    /// The case, for a parameter of its enum.
    public var _intentValue: IntentValue { IntentValue(.enumCase(self)) }

    /// Reads an enum case.
    /// - Parameter value: The value.
    /// - Returns: The case.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> AnyAppEnum {
        guard case .enumCase(let member) = value.content else { throw value.mismatch(AnyAppEnum.self) }
        return member
    }
}
