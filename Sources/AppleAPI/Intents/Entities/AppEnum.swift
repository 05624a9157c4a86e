/// A fixed set of values a parameter can take, each shown by a display representation.
///
/// Spelled as Apple's `AppEnum`:
///
/// ```swift
/// enum Priority: String, AppEnum {
///     case low, high
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
///     static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
///         .low: "Low",
///         .high: DisplayRepresentation(title: "High", image: .init(systemName: "exclamationmark")),
///     ]
/// }
/// ```
///
/// Metadata names each case by its raw value (the case identifier), and invocations pass that
/// identifier (`--param priority=high`) or, in phrases, the case's title or a synonym.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible {}

extension AppEnum {
    /// The identifier of a case: its raw value as text.
    package var caseIdentifier: String { rawValue.description }

    /// Every case identifier, in declaration order.
    package static var caseIdentifiers: [String] { allCases.map(\.caseIdentifier) }

    /// The case whose identifier is `identifier`, type-erased.
    package static func anyCase(identifiedBy identifier: String) -> (any Sendable)? {
        RawValue(identifier).flatMap { Self(rawValue: $0) }
    }

    /// How each case is shown, by case identifier, in declaration order; a case without a
    /// representation is shown by its identifier.
    package static var caseRepresentations: [(identifier: String, representation: DisplayRepresentation)] {
        allCases.map { member in
            (
                member.caseIdentifier,
                caseDisplayRepresentations[member]
                    ?? DisplayRepresentation(title: LocalizedStringResource(member.caseIdentifier))
            )
        }
    }
}
