/// The `typeIdentifier` of a primitive value type (`LNPrimitiveValueType`). Unknown raw values are kept.
public struct PrimitiveType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The number in the metadata.
    public var rawValue: Int

    /// Creates a primitive type from its number.
    /// - Parameter rawValue: The number in the metadata.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `String` (0).
    public static let string = PrimitiveType(rawValue: 0)
    /// `Bool` (1).
    public static let bool = PrimitiveType(rawValue: 1)
    /// `Int` (2).
    public static let int = PrimitiveType(rawValue: 2)
    /// `Int8` (3).
    public static let int8 = PrimitiveType(rawValue: 3)
    /// `Int16` (4).
    public static let int16 = PrimitiveType(rawValue: 4)
    /// `Int32` (5).
    public static let int32 = PrimitiveType(rawValue: 5)
    /// `Int64` (6).
    public static let int64 = PrimitiveType(rawValue: 6)
    /// `Double` (7).
    public static let double = PrimitiveType(rawValue: 7)
    /// `Date` (8).
    public static let date = PrimitiveType(rawValue: 8)
    /// `DateComponents` (9).
    public static let dateComponents = PrimitiveType(rawValue: 9)
    /// `CLPlacemark` (10).
    public static let placemark = PrimitiveType(rawValue: 10)
    /// `URL` (11).
    public static let url = PrimitiveType(rawValue: 11)
    /// `AttributedString` (12).
    public static let attributedString = PrimitiveType(rawValue: 12)

    private static let names = [
        "String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "Double", "Date", "DateComponents", "Placemark",
        "URL", "AttributedString",
    ]

    /// The Swift type's name, or `primitive(<n>)` for an unknown number.
    public var description: String {
        Self.names.indices.contains(rawValue) ? Self.names[rawValue] : "primitive(\(rawValue))"
    }
}
