// Apple's clock domain of the app schemas (iOS 26's names): its protocols, each kind's `.clock` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The clock domain's intent schemas.
    public protocol ClockIntent: Kind {}

    /// The clock domain's entity schemas.
    public protocol ClockEntity: Kind {}

    /// The clock domain's enum schemas.
    public protocol ClockEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.ClockIntent {}

extension AppSchema.Entity: AppSchema.ClockEntity {}

extension AppSchema.Enum: AppSchema.ClockEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The clock domain's intent schemas.
    public static var clock: some AppSchema.ClockIntent { AppSchema.Intent("clock") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The clock domain's entity schemas.
    public static var clock: some AppSchema.ClockEntity { AppSchema.Entity("clock") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The clock domain's enum schemas.
    public static var clock: some AppSchema.ClockEnum { AppSchema.Enum("clock") }
}

extension AppSchema.ClockIntent {
    /// The `clock.cancelTimer` intent schema.
    public var cancelTimer: some AppSchemaIntent { AppSchema.Intent("clock.cancelTimer") }

    /// The `clock.createAlarm` intent schema.
    public var createAlarm: some AppSchemaIntent { AppSchema.Intent("clock.createAlarm") }

    /// The `clock.createTimer` intent schema.
    public var createTimer: some AppSchemaIntent { AppSchema.Intent("clock.createTimer") }

    /// The `clock.deleteAlarm` intent schema.
    public var deleteAlarm: some AppSchemaIntent { AppSchema.Intent("clock.deleteAlarm") }

    /// The `clock.dismissAlarm` intent schema.
    public var dismissAlarm: some AppSchemaIntent { AppSchema.Intent("clock.dismissAlarm") }

    /// The `clock.lapStopwatch` intent schema.
    public var lapStopwatch: some AppSchemaIntent { AppSchema.Intent("clock.lapStopwatch") }

    /// The `clock.pauseTimer` intent schema.
    public var pauseTimer: some AppSchemaIntent { AppSchema.Intent("clock.pauseTimer") }

    /// The `clock.resetStopwatch` intent schema.
    public var resetStopwatch: some AppSchemaIntent { AppSchema.Intent("clock.resetStopwatch") }

    /// The `clock.resumeTimer` intent schema.
    public var resumeTimer: some AppSchemaIntent { AppSchema.Intent("clock.resumeTimer") }

    /// The `clock.snoozeAlarm` intent schema.
    public var snoozeAlarm: some AppSchemaIntent { AppSchema.Intent("clock.snoozeAlarm") }

    /// The `clock.startStopwatch` intent schema.
    public var startStopwatch: some AppSchemaIntent { AppSchema.Intent("clock.startStopwatch") }

    /// The `clock.stopStopwatch` intent schema.
    public var stopStopwatch: some AppSchemaIntent { AppSchema.Intent("clock.stopStopwatch") }

    /// The `clock.updateAlarm` intent schema.
    public var updateAlarm: some AppSchemaIntent { AppSchema.Intent("clock.updateAlarm") }

    /// The `clock.updateTimer` intent schema.
    public var updateTimer: some AppSchemaIntent { AppSchema.Intent("clock.updateTimer") }
}

extension AppSchema.ClockEntity {
    /// The `clock.alarm` entity schema.
    public var alarm: some AppSchemaEntity { AppSchema.Entity("clock.alarm") }

    /// The `clock.stopwatch` entity schema.
    public var stopwatch: some AppSchemaEntity { AppSchema.Entity("clock.stopwatch") }

    /// The `clock.timer` entity schema.
    public var timer: some AppSchemaEntity { AppSchema.Entity("clock.timer") }
}

extension AppSchema.ClockEnum {
    /// The `clock.alarmTriggerState` enum schema.
    public var alarmTriggerState: some AppSchemaEnum { AppSchema.Enum("clock.alarmTriggerState") }

    /// The `clock.stopwatchState` enum schema.
    public var stopwatchState: some AppSchemaEnum { AppSchema.Enum("clock.stopwatchState") }

    /// The `clock.timerState` enum schema.
    public var timerState: some AppSchemaEnum { AppSchema.Enum("clock.timerState") }
}
