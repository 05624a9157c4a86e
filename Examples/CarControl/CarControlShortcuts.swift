import IntentRuntime

/// The app's App Shortcuts, in Chinese as the app ships them: "车锁" (car lock) sends the lock
/// command, "寻车" (find the car) flashes the lights and says where the car is parked.
///
/// Chinese phrases have no spaces, so the application name is matched inside the text:
/// "车控车锁" and "用车控寻车" both work when the app is called 车控.
public struct CarControlShortcuts: AppShortcutsProvider {
    /// The app's name, as the phrases' `\(.applicationName)` matches it.
    public static let applicationName = "车控"

    /// Other names the app answers to.
    public static let applicationNameSynonyms = ["CarControl"]

    /// Creates the provider.
    public init() {}

    /// Two shortcuts; at most 10 are allowed per provider.
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CommandAppIntent(),
            phrases: ["\(.applicationName)车锁", "用\(.applicationName)锁车", "Lock my car with \(.applicationName)"],
            shortTitle: "车锁",
            systemImageName: "lock.fill"
        )
        AppShortcut(
            intent: FindCarIntent(),
            phrases: ["\(.applicationName)寻车", "用\(.applicationName)找车", "Find my car with \(.applicationName)"],
            shortTitle: "寻车",
            systemImageName: "car.fill"
        )
    }
}
