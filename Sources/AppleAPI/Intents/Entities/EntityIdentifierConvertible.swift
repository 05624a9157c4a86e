#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type whose values identify entities and survive a round trip through text: what metadata,
/// the command line (`-p item=<id>`) and saved shortcuts store.
///
/// Spelled as Apple's `EntityIdentifierConvertible`. `String`, `UUID`, `URL` and the integer
/// types conform.
public protocol EntityIdentifierConvertible {
    /// The identifier as text.
    var entityIdentifierString: String { get }

    /// The identifier a text stands for, or `nil` when the text is not one.
    /// - Parameter entityIdentifierString: The text.
    /// - Returns: The identifier, or `nil`.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }

    /// The text itself.
    /// - Parameter entityIdentifierString: The text.
    /// - Returns: The text.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? {
        entityIdentifierString
    }
}

extension UUID: EntityIdentifierConvertible {
    /// The UUID in its canonical form.
    public var entityIdentifierString: String { uuidString }

    /// The UUID a text spells, in any letter case.
    /// - Parameter entityIdentifierString: The text.
    /// - Returns: The UUID, or `nil`.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

extension URL: EntityIdentifierConvertible {
    /// The URL's absolute string.
    public var entityIdentifierString: String { absoluteString }

    /// The URL a text spells.
    /// - Parameter entityIdentifierString: The text.
    /// - Returns: The URL, or `nil`.
    public static func entityIdentifier(for entityIdentifierString: String) -> URL? {
        URL(string: entityIdentifierString)
    }
}

/// Integers identify entities by their decimal text.
extension EntityIdentifierConvertible where Self: FixedWidthInteger {
    /// The integer in decimal.
    public var entityIdentifierString: String { String(self) }

    /// The integer a decimal text spells.
    /// - Parameter entityIdentifierString: The text.
    /// - Returns: The integer, or `nil`.
    public static func entityIdentifier(for entityIdentifierString: String) -> Self? {
        Self(entityIdentifierString)
    }
}

extension Int: EntityIdentifierConvertible {}
extension Int64: EntityIdentifierConvertible {}
extension Int32: EntityIdentifierConvertible {}
extension UInt: EntityIdentifierConvertible {}
extension UInt64: EntityIdentifierConvertible {}
