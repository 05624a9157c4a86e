#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How an error is shown to a person or an agent: the text Shortcuts and Siri would show, and
/// what it is, for machines.
///
/// Every channel that reports a failed run (the command line's text and `--json`, the testing
/// module's results and failure messages, out-of-process runs, MCP tool errors) shows ``message``.
package struct ErrorText: Sendable, Equatable {
    /// The text: the message of the error's `appIntentError` when it is ``CustomAppIntentErrorConvertible``, else
    /// the error's `localizedStringResource` when it is ``CustomLocalizedStringResourceConvertible``, else its `errorDescription` when it is a
    /// `LocalizedError` that has one, else its description.
    package let message: String

    /// The error's type, unqualified: `BakeryError`.
    package let typeName: String

    /// The error's case when it is an enum (`soldOut`), or its `code` when it has one; `nil` otherwise.
    package let caseName: String?

    /// Reads an error.
    /// - Parameter error: The error.
    package init(_ error: any Error) {
        if let convertible = error as? any CustomAppIntentErrorConvertible {
            message = convertible.appIntentError.message
        } else if let convertible = error as? any CustomLocalizedStringResourceConvertible {
            message = convertible.localizedStringResource.description
        } else if let localized = error as? any LocalizedError, let description = localized.errorDescription {
            message = description
        } else {
            message = String(describing: error)
        }
        typeName = _typeName(type(of: error), qualified: false)
        caseName = Self.caseName(of: error)
    }

    /// The text of an error, as ``message``.
    /// - Parameter error: The error.
    /// - Returns: The text.
    package static func message(of error: any Error) -> String { ErrorText(error).message }

    private static func caseName(of error: any Error) -> String? {
        let mirror = Mirror(reflecting: error)
        if mirror.displayStyle == .enum {
            // A case with a payload is the mirror's one child, labelled with the case's name.
            if let label = mirror.children.first?.label { return label }
            // A case without one prints as its name, unless the type says otherwise.
            guard !describesItself(error) else { return nil }
            return String(describing: error)
        }
        if let code = mirror.children.first(where: { $0.label == "code" })?.value { return "\(code)" }
        return nil
    }

    /// Whether the error's type prints itself its own way. Asked of the type, not the value: with Foundation
    /// loaded, every error value converts to `NSError`, which is `CustomStringConvertible`, so a test of the
    /// value is always true and no case would ever be named.
    private static func describesItself<E: Error>(_ error: E) -> Bool {
        E.self is any CustomStringConvertible.Type || E.self is any CustomDebugStringConvertible.Type
    }
}
