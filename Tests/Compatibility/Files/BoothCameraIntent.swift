// A photo-booth app's camera capture intent and its intents package, written to the usage of issue 21's second
// never-studied set (Tests/Compatibility/USAGE.md, "A second never-studied set"): a `CameraCaptureIntent` whose
// `AppContext` is the app's own `Codable` type and whose `perform()` reads the static `appContext`; an
// `AppIntentsPackage` that lists a package of a framework target by `includedPackages`.
// API shapes: developer.apple.com/documentation/appintents/cameracaptureintent; /appintents/appintentspackage.
import AppIntents
import Foundation

struct BoothSettings: Codable, Sendable {
    var countdownSeconds: Int
}

struct BoothCaptureIntent: CameraCaptureIntent {
    typealias AppContext = BoothSettings
    static let title: LocalizedStringResource = "Start the photo booth"
    static let description: IntentDescription? = IntentDescription("Opens the booth's camera.")

    @MainActor
    func perform() async throws -> some IntentResult {
        if let settings = try await BoothCaptureIntent.appContext, settings.countdownSeconds > 10 {
            return .result()
        }
        return .result()
    }
}

/// The intents of the app's framework target.
struct BoothKitIntentsPackage: AppIntentsPackage {}

/// The app's own package, which includes the framework's.
struct BoothAppIntentsPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [BoothKitIntentsPackage.self]
    }
}
