import Foundation
import IntentRuntime

// Intents that misbehave in perform(), for IntentTesting's out-of-process tests: run in a separate
// host process (`intent-test-host`), each fails its own test only. Never run CrashIntent or
// HangIntent in process; the intents that throw errors (SellCakeIntent, DeliverCakeIntent) are safe to.

/// The diagnostic intents, for a host to register.
public enum DiagnosticPackage: ListedIntentsPackage {
    /// The intents.
    public static var intents: [any AppIntent.Type] {
        [
            CrashIntent.self, HangIntent.self, SellCakeIntent.self, DeliverCakeIntent.self, BurnCakeIntent.self,
            ChattyIntent.self, FrostCakeIntent.self,
        ]
    }
}

/// Ends its process in perform(), as a failed precondition or a force unwrap of nil does.
public struct CrashIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Crash"

    /// Not offered to people.
    public static var isDiscoverable: Bool { false }

    /// What the crash says.
    @Parameter(title: "Reason", default: "deliberate crash for IntentTesting")
    public var reason: String

    /// Creates the intent.
    public init() {}

    /// Crashes.
    public func perform() async throws -> some IntentResult {
        if !reason.isEmpty { fatalError(reason) }
        return .result()
    }
}

/// Does not finish: it blocks its thread for an hour, deaf to cancellation, as a deadlock would.
public struct HangIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Hang"

    /// Not offered to people.
    public static var isDiscoverable: Bool { false }

    /// Creates the intent.
    public init() {}

    /// Blocks.
    public func perform() async throws -> some IntentResult {
        Self.block()
        return .result()
    }

    private static func block() {
        Thread.sleep(forTimeInterval: 3600)
    }
}

// MARK: - Errors that say how they are shown

/// A bakery's error that explains itself, as an app's error does for Shortcuts and Siri.
public enum BakeryError: Error, CustomLocalizedStringResourceConvertible {
    /// The cake is sold out.
    case soldOut(String)

    /// What a person sees.
    public var localizedStringResource: LocalizedStringResource {
        switch self {
        case .soldOut(let cake): "\(cake) is sold out today"
        }
    }
}

/// A delivery error with Foundation's `LocalizedError` text.
public struct DeliveryError: LocalizedError {
    /// Where the delivery could not go.
    public let street: String

    /// What a person sees.
    public var errorDescription: String? { "We do not deliver to \(street)" }
}

/// An error that says nothing of its own: its description is all there is.
public enum OvenError: Error {
    /// The oven is cold.
    case cold
}

/// Throws ``BakeryError/soldOut(_:)`` for the cake it is asked to sell.
public struct SellCakeIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Sell Cake"

    /// The cake.
    @Parameter(title: "Cake", default: "Black Forest")
    public var cake: String

    /// Creates the intent.
    public init() {}

    /// Fails: the cake is sold out.
    public func perform() async throws -> some IntentResult {
        if Bool(true) { throw BakeryError.soldOut(cake) }
        return .result()
    }
}

/// Throws a ``DeliveryError``.
public struct DeliverCakeIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Deliver Cake"

    /// Creates the intent.
    public init() {}

    /// Fails: no delivery there.
    public func perform() async throws -> some IntentResult {
        if Bool(true) { throw DeliveryError(street: "Baker Street") }
        return .result()
    }
}

/// Throws ``OvenError/cold``, which has no text of its own.
public struct BurnCakeIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Burn Cake"

    /// Creates the intent.
    public init() {}

    /// Fails: the oven is cold.
    public func perform() async throws -> some IntentResult {
        if Bool(true) { throw OvenError.cold }
        return .result()
    }
}

// MARK: - Writing to standard output

/// Writes a line to standard output in one of the ways an intent can, then returns `said`: a
/// protocol spoken on standard output must not see the line.
public struct ChattyIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Chatty"

    /// How it writes: `print`, `fileHandle`, `printf` or `write`.
    @Parameter(title: "Way", default: "print")
    public var way: String

    /// Creates the intent.
    public init() {}

    /// Writes `chatter from <way>` to standard output.
    public func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let line = "chatter from \(way)\n"
        switch way {
        case "fileHandle":
            FileHandle.standardOutput.write(Data(line.utf8))
        case "printf":
            _ = withVaList([]) { vprintf(line, $0) }
        case "write":
            _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
        default:
            print(line, terminator: "")
        }
        return .result(value: "said")
    }
}

// MARK: - A parameter without a default

/// Frosts a cake; its one parameter has no default, so a run without it is refused.
public struct FrostCakeIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Frost Cake"

    /// The cake.
    @Parameter(title: "Cake")
    public var cake: String

    /// Creates the intent.
    public init() {}

    /// Says which cake was frosted.
    public func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "frosted \(cake)")
    }
}
