/// A type whose values intents take as parameters and return as results: entities and enums.
///
/// Spelled as Apple's `AppValue`.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, SupportsAppDependencies, Sendable {}

/// A type with a fixed set of cases, each shown to a person by a ``DisplayRepresentation``.
///
/// Spelled as Apple's `CaseDisplayRepresentable`. Each case's text comes from
/// ``caseDisplayRepresentations``.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A type that is named, and whose cases are shown, by static representations.
///
/// Spelled as Apple's `StaticDisplayRepresentable`.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

extension CaseDisplayRepresentable {
    /// The case's title, from ``caseDisplayRepresentations``.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(String(describing: self))
    }
}
