@_spi(Reflection) import Swift

/// Finds an intent instance's `@Parameter` and `@Dependency` properties.
///
/// A struct intent (every intent so far) is read through its type's field records (`_forEachField`): each stored
/// property's name, offset and type, with no `Mirror`, whose first use checks the intent against
/// `CustomReflectable` and boxes every property as `Any`. Casting each property's type to a protocol is what finds
/// the parameters, as `Mirror` did for each value; an intent with no property (`NoOpIntent`) costs nothing. A class
/// intent, whose superclasses' properties count too, is read through `Mirror`.
package enum IntentReflection {
    /// The parameters of `intent`, in declaration order, keyed by property name.
    package static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        structParameters(of: intent) ?? mirroredParameters(of: intent)
    }

    /// Whether an intent type has `@Dependency` properties.
    /// - Parameters:
    ///   - type: The intent type.
    ///   - instance: An instance, read through `Mirror` when the type is a class.
    package static func hasDependencies(_ type: any AppIntent.Type, instance: @autoclosure () -> any AppIntent) -> Bool
    {
        var found = false
        let isStruct = _forEachField(of: type) { _, _, fieldType, _ in
            found = fieldType is any AnyAppDependency.Type
            return !found
        }
        if isStruct || found { return found }
        return Mirror(reflecting: instance()).children.contains { $0.value is any AnyAppDependency }
    }

    /// A stable textual rendering of the parameter values of `intent`, for reentrancy keys.
    package static func parameterSignature(of intent: any AppIntent) -> String {
        parameters(of: intent)
            .map { "\($0.name)=\($0.parameter.currentValueDescription)" }
            .joined(separator: "&")
    }

    /// The parameters of a struct intent from its field records; `nil` for any other kind of type.
    private static func structParameters<Intent: AppIntent>(of intent: Intent)
        -> [(name: String, parameter: any AnyIntentParameter)]?
    {
        var found: [(name: String, parameter: any AnyIntentParameter)] = []
        let isStruct = _forEachField(of: Intent.self) { name, offset, fieldType, _ in
            // A property wrapper's storage is the property's name after an underscore.
            guard UInt8(bitPattern: name.pointee) == UInt8(ascii: "_"),
                let parameterType = fieldType as? any AnyIntentParameter.Type
            else { return true }
            found.append((String(cString: name + 1), load(parameterType, at: offset, in: intent)))
            return true
        }
        return isStruct ? found : nil
    }

    /// The parameter object a struct stores at `offset`: `IntentParameter` is a class, so the stored property is
    /// one strong reference, loaded (and retained) as the type the field record names.
    private static func load<Parameter: AnyIntentParameter, Intent>(
        _: Parameter.Type,
        at offset: Int,
        in intent: Intent
    ) -> Parameter {
        withUnsafeBytes(of: intent) { $0.load(fromByteOffset: offset, as: Parameter.self) }
    }

    private static func mirroredParameters(of intent: any AppIntent)
        -> [(name: String, parameter: any AnyIntentParameter)]
    {
        var found: [(name: String, parameter: any AnyIntentParameter)] = []
        var mirror: Mirror? = Mirror(reflecting: intent)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"),
                    let parameter = child.value as? any AnyIntentParameter
                else { continue }
                found.append((String(label.dropFirst()), parameter))
            }
            mirror = current.superclassMirror
        }
        return found
    }
}
