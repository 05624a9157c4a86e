// Real public types whose runtime mangled names (`_mangledTypeName`) the Mangling tests compare with the mangler.
// Names are chosen to exercise word substitution: many reuse the words "Fixture" and "Kit" of the module name.

/// A struct whose name reuses both words of the module name in reverse order.
public struct KitFixture: Hashable {}

/// A struct whose name starts with the whole module name.
public struct FixtureKitModel {}

/// A class whose name reuses the module name's words.
public final class FixtureKitStore {}

/// An enum whose name reuses the module name's words.
public enum FixtureKitMode {
    /// The only case.
    case only
}

/// A protocol, used as an existential in the tests.
public protocol KitProtocol {}

/// A second protocol, used in compositions.
public protocol OtherKitProtocol {}

/// A struct with no word shared with the module name.
public struct Plain {
    /// A nested struct.
    public struct Inner {
        /// A nested enum two levels down.
        public enum Deep {
            /// The only case.
            case only
        }
    }

    /// A nested class.
    public final class InnerClass {}

    /// A generic struct nested in a non-generic one.
    public struct Generic<T> {
        /// A non-generic struct nested in a generic one.
        public struct Leaf {}
    }
}

/// A struct whose name repeats one word: "KitKitKit".
public struct KitKitKit {}

/// A struct whose name has underscores and digits.
public struct Kit_Fixture2 {}

/// A struct whose name starts with an acronym.
public struct HTTPKitFixtureURL {}

/// A struct with a long name made of many words, to reach the 26-word limit of word substitution.
public struct AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike {}

/// A second long name that reuses and extends the words above.
public struct NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu {}

/// A third long name that can only partly use word substitution.
public struct MikeZuluAlphaExtraWordsBeyondTheLimit {}

/// A struct whose name equals a word of the module name.
public struct Fixture {}

/// An enum whose nested type has the same name as its parent.
public enum Kit {
    /// A struct named like its parent.
    public struct Kit {}
}

/// A one-parameter generic struct.
public struct Box<T> {
    /// A non-generic type nested in a generic one.
    public struct Element {}

    /// A generic type nested in a generic one.
    public struct Keyed<Key> {}
}

/// A two-parameter generic struct.
public struct Pair<First, Second> {}

/// A generic enum.
public enum Either<Left, Right> {
    /// The left value.
    case left(Left)
    /// The right value.
    case right(Right)
}

/// A generic class.
public final class KitNode<Value> {}

extension Int {
    /// A struct declared in an extension of a standard-library type.
    public struct KitExtension {}
}

extension Array {
    /// A struct declared in an extension of a generic standard-library type.
    public struct FixtureKitElement {}
}

extension Box {
    /// A struct declared in an extension of this module's own generic type.
    public struct InExtension {}
}

// swift-format-ignore: IdentifiersMustBeASCII
/// A class with a non-ASCII name, mangled with Punycode.
public final class Café {}
