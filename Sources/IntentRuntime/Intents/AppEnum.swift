/// A fixed set of values a parameter can take: `enum Speed: String, AppEnum { case slow, fast }`.
///
/// Spelled as Apple's `AppEnum`. Metadata names each case by its raw value (the case
/// identifier), and invocations pass that identifier: `--param speed=fast`.
public protocol AppEnum: CaseIterable, RawRepresentable<String>, Sendable {}

extension AppEnum {
    /// Every case identifier, in declaration order.
    package static var caseIdentifiers: [String] { allCases.map(\.rawValue) }

    /// The case whose identifier is `identifier`, type-erased.
    package static func anyCase(identifiedBy identifier: String) -> (any Sendable)? {
        Self(rawValue: identifier)
    }
}
