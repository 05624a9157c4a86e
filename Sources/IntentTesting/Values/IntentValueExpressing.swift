import Foundation

/// A value a test gives a parameter: `intent.title = "Buy bread"`, `makeIntent(step: 2)`.
///
/// Text, numbers, Booleans, dates, URLs, entities (``AnyAppEntity``, from
/// ``AppEntityDefinition/makeReference(identifier:)``, or an entity's identifier as text or a
/// number), enum cases (``AnyAppEnum``, from ``AppEnumDefinition/makeCase(_:)``, or the case's raw
/// value as text), arrays of them, and ``IntentValue`` (a value another run returned).
public protocol IntentValueExpressing: Sendable {
    /// The value as a test passes it.
    var _intentValue: IntentValue { get }
}

extension String: IntentValueExpressing {
    /// The text.
    public var _intentValue: IntentValue { IntentValue(.string(self), native: self) }
}

extension Int: IntentValueExpressing {
    /// The number.
    public var _intentValue: IntentValue { IntentValue(.integer(self), native: self) }
}

extension Double: IntentValueExpressing {
    /// The number.
    public var _intentValue: IntentValue { IntentValue(.double(self), native: self) }
}

extension Bool: IntentValueExpressing {
    /// The Boolean.
    public var _intentValue: IntentValue { IntentValue(.bool(self), native: self) }
}

extension Date: IntentValueExpressing {
    /// The date.
    public var _intentValue: IntentValue { IntentValue(.date(self), native: self) }
}

extension URL: IntentValueExpressing {
    /// The URL.
    public var _intentValue: IntentValue { IntentValue(.url(self), native: self) }
}

extension Array: IntentValueExpressing where Element: IntentValueExpressing {
    /// The elements' values.
    public var _intentValue: IntentValue { IntentValue(.array(map(\._intentValue))) }
}

extension IntentValue: IntentValueExpressing {
    /// The value itself.
    public var _intentValue: IntentValue { self }
}
