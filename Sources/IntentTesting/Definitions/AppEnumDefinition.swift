import IntentRuntime

/// An enum of the app, looked up by name: `definitions.enums["Priority"]`.
public struct AppEnumDefinition: AppIntentTypeDefinition, Sendable {
    /// The cases a definition makes.
    public typealias Instance = AnyAppEnum

    /// The enum's type identifier, as the test named it.
    public let typeIdentifier: String

    /// The registered enum, or why there is none.
    let registered: Result<RegisteredEnum, IntentTestingError>

    init(typeIdentifier: String, registered: Result<RegisteredEnum, IntentTestingError>) {
        self.typeIdentifier = typeIdentifier
        self.registered = registered
    }

    /// A case of the enum, by its raw value: `makeCase("high")`. Whether the enum has it is
    /// checked when the case is given to a parameter, naming the enum's cases.
    /// - Parameter rawValue: The case's raw value.
    /// - Returns: The case.
    public func makeCase(_ rawValue: String) -> AnyAppEnum {
        AnyAppEnum(typeIdentifier: (try? registered.get())?.identifier ?? typeIdentifier, rawValue: rawValue)
    }

    /// Checks that a case is of this enum, and one of its cases.
    /// - Throws: ``IntentTestingError`` when the app has no such enum, the case is of another enum,
    ///   or the enum has no case with its raw value.
    func checkInstance(_ value: AnyAppEnum) throws(IntentTestingError) {
        let registered = try registered.get()
        guard value.typeIdentifier == registered.identifier || value.typeIdentifier == typeIdentifier else {
            throw IntentTestingError(
                .valueMismatch, "\(value) is a case of \(value.typeIdentifier), not of \(registered.identifier)")
        }
        guard registered.cases.contains(where: { $0.identifier == value.rawValue }) else {
            throw IntentTestingError.unknown(
                "case", value.rawValue, in: "enum \(registered.identifier)", known: registered.cases.map(\.identifier))
        }
    }

    /// The raw values of the enum's cases, in declaration order.
    /// - Throws: ``IntentTestingError`` when the app has no such enum.
    package var cases: [String] {
        get throws(IntentTestingError) { try registered.get().cases.map(\.identifier) }
    }

    /// The title a case is shown with (its display representation's title).
    /// - Parameter rawValue: The case's raw value.
    /// - Returns: The title.
    /// - Throws: ``IntentTestingError`` when the app has no such enum, or it has no such case.
    package func title(of rawValue: String) throws(IntentTestingError) -> String {
        let registered = try registered.get()
        guard let found = registered.cases.first(where: { $0.identifier == rawValue }) else {
            throw IntentTestingError.unknown(
                "case", rawValue, in: "enum \(registered.identifier)", known: registered.cases.map(\.identifier))
        }
        return found.displayRepresentation.title.key
    }
}
