/// The standard-library types with a short mangling (`Si` = `Swift.Int`, `ScT` = `Swift.Task`…).
enum StandardTypes {
    /// One standard type: its one-letter code, node kind, name and whether it takes the `Sc` prefix.
    struct Entry: Sendable {
        let letter: UInt8
        let kind: TypeNode.Kind
        let name: String
        let secondLevel: Bool
    }

    private static func entries(_ kind: TypeNode.Kind, _ secondLevel: Bool, _ pairs: String) -> [Entry] {
        pairs.split(separator: " ").map { pair in
            let parts = pair.split(separator: "=")
            return Entry(
                letter: parts[0].utf8.first ?? 0,
                kind: kind,
                name: String(parts[1]),
                secondLevel: secondLevel
            )
        }
    }

    /// Every standard type the runtime's demangler knows.
    static let all: [Entry] =
        entries(
            .structure,
            false,
            "A=AutoreleasingUnsafeMutablePointer a=Array b=Bool D=Dictionary d=Double f=Float h=Set I=DefaultIndices "
                + "i=Int J=Character N=ClosedRange n=Range O=ObjectIdentifier P=UnsafePointer p=UnsafeMutablePointer "
                + "R=UnsafeBufferPointer r=UnsafeMutableBufferPointer S=String s=Substring u=UInt V=UnsafeRawPointer "
                + "v=UnsafeMutableRawPointer W=UnsafeRawBufferPointer w=UnsafeMutableRawBufferPointer"
        )
        + entries(.enum, false, "q=Optional")
        + entries(
            .protocol,
            false,
            "B=BinaryFloatingPoint E=Encodable e=Decodable F=FloatingPoint G=RandomNumberGenerator H=Hashable "
                + "j=Numeric K=BidirectionalCollection k=RandomAccessCollection L=Comparable l=Collection "
                + "M=MutableCollection m=RangeReplaceableCollection Q=Equatable T=Sequence t=IteratorProtocol "
                + "U=UnsignedInteger X=RangeExpression x=Strideable Y=RawRepresentable y=StringProtocol "
                + "Z=SignedInteger z=BinaryInteger"
        )
        + entries(
            .protocol, true,
            "A=Actor F=Executor f=SerialExecutor h=TaskExecutor I=AsyncIteratorProtocol i=AsyncSequence")
        + entries(
            .structure,
            true,
            "C=CheckedContinuation c=UnsafeContinuation E=CancellationError e=UnownedSerialExecutor G=TaskGroup "
                + "g=ThrowingTaskGroup J=UnownedJob P=TaskPriority S=AsyncStream s=AsyncThrowingStream T=Task "
                + "t=UnsafeCurrentTask"
        )
        + entries(.class, true, "M=MainActor")

    private static let byName: [String: Entry] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    private static let byCode: [Int: Entry] = Dictionary(
        all.map { (Int($0.letter) + ($0.secondLevel ? 256 : 0), $0) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The standard type for a letter after `S` (or `Sc` when `secondLevel`).
    static func entry(for letter: UInt8, secondLevel: Bool) -> Entry? {
        byCode[Int(letter) + (secondLevel ? 256 : 0)]
    }

    /// The short mangling of `Swift.<name>` of `kind` (`i` for Int, `cT` for Task), if it has one.
    /// `AutoreleasingUnsafeMutablePointer` has none off Apple platforms, as in the Linux runtime.
    static func code(kind: TypeNode.Kind, name: String) -> String? {
        guard let entry = byName[name], entry.kind == kind, name != "AutoreleasingUnsafeMutablePointer" else {
            return nil
        }
        let letter = String(decoding: [entry.letter], as: UTF8.self)
        return entry.secondLevel ? "c" + letter : letter
    }

    /// A `Swift.<name>` type node of `kind`.
    static func swiftType(_ kind: TypeNode.Kind, _ name: String) -> TypeNode {
        TypeNode(kind, children: [TypeNode(.module, text: "Swift"), TypeNode(.identifier, text: name)]).asType
    }
}
