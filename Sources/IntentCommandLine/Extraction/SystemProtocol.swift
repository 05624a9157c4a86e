import IntentRuntime

/// The system protocols of an intent, as metadata names them:
/// `com.apple.link.systemProtocol.OpenEntity` for an ``OpenIntent``.
enum SystemProtocol: String, CaseIterable {
    case openEntity = "OpenEntity"
    case setValue = "SetValue"
    case audioStarting = "AudioStarting"
    case audioRecording = "AudioRecording"
    case foregroundContinuable = "ForegroundContinuable"
    case progressReporting = "ProgressReporting"
    case controlConfiguration = "ControlConfiguration"
    case widgetConfiguration = "WidgetConfiguration"

    /// The name metadata writes.
    var metadataName: String { "com.apple.link.systemProtocol.\(rawValue)" }

    /// The protocols an intent type conforms to, in a fixed order.
    static func all(of type: any AppIntent.Type) -> [SystemProtocol] {
        allCases.filter { $0.isAdopted(by: type) }
    }

    private func isAdopted(by type: any AppIntent.Type) -> Bool {
        switch self {
        case .openEntity: type is any OpenIntent.Type
        case .setValue: type is any SetValueIntent.Type
        case .audioStarting: type is any AudioPlaybackIntent.Type || type is any AudioStartingIntent.Type
        case .audioRecording: type is any AudioRecordingIntent.Type
        case .foregroundContinuable: type is any ForegroundContinuableIntent.Type
        case .progressReporting: type is any ProgressReportingIntent.Type
        case .controlConfiguration: type is any ControlConfigurationIntent.Type
        case .widgetConfiguration: type is any WidgetConfigurationIntent.Type
        }
    }
}
