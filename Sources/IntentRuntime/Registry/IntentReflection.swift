/// Finds an intent instance's `@Parameter` properties through `Mirror`.
package enum IntentReflection {
    /// The parameters of `intent`, in declaration order, keyed by property name.
    package static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
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

    /// A stable textual rendering of the parameter values of `intent`, for reentrancy keys.
    static func parameterSignature(of intent: any AppIntent) -> String {
        parameters(of: intent)
            .map { "\($0.name)=\($0.parameter.currentValueDescription)" }
            .joined(separator: "&")
    }
}
