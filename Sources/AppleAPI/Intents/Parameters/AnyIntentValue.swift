// `AnyIntentValue`, as AppIntents declares it: what the system reads of a parameter whatever its value type. A
// `@Parameter` (`IntentParameter`) and the context a resolver is given (`IntentParameterContext`) conform here, as
// on Apple's page; Apple also lists `EntityProperty`, which does not conform here (its title is optional).

/// A parameter or a resolver's context, seen whatever its value type: its title, and whether it may be empty.
///
/// Apple bounds `Value` by its underscored `_IntentValue` as well; here `Value` is only `Sendable`, as a parameter's
/// value is.
public protocol AnyIntentValue: Sendable {
    /// The type of the value.
    associatedtype Value: Sendable

    /// The title the value is shown with.
    var title: LocalizedStringResource { get }

    /// Whether the value's type is an `Optional`, so that it may be left empty.
    var isOptional: Bool { get }
}

extension IntentParameter: AnyIntentValue {}
