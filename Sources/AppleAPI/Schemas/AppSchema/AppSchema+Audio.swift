// Apple's audio domain of the app schemas (iOS 26's names): its protocols, each kind's `.audio` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The audio domain's intent schemas.
    public protocol AudioIntent: Kind {}

    /// The audio domain's entity schemas.
    public protocol AudioEntity: Kind {}

    /// The audio domain's enum schemas.
    public protocol AudioEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.AudioIntent {}

extension AppSchema.Entity: AppSchema.AudioEntity {}

extension AppSchema.Enum: AppSchema.AudioEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The audio domain's intent schemas.
    public static var audio: some AppSchema.AudioIntent { AppSchema.Intent("audio") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The audio domain's entity schemas.
    public static var audio: some AppSchema.AudioEntity { AppSchema.Entity("audio") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The audio domain's enum schemas.
    public static var audio: some AppSchema.AudioEnum { AppSchema.Enum("audio") }
}

extension AppSchema.AudioIntent {
    /// The `audio.addToLibrary` intent schema.
    public var addToLibrary: some AppSchemaIntent { AppSchema.Intent("audio.addToLibrary") }

    /// The `audio.addToPlaylist` intent schema.
    public var addToPlaylist: some AppSchemaIntent { AppSchema.Intent("audio.addToPlaylist") }

    /// The `audio.createStation` intent schema.
    public var createStation: some AppSchemaIntent { AppSchema.Intent("audio.createStation") }

    /// The `audio.playAudio` intent schema.
    public var playAudio: some AppSchemaIntent { AppSchema.Intent("audio.playAudio") }

    /// The `audio.recognizeAudio` intent schema.
    public var recognizeAudio: some AppSchemaIntent { AppSchema.Intent("audio.recognizeAudio") }

    /// The `audio.updateAudioAffinity` intent schema.
    public var updateAudioAffinity: some AppSchemaIntent { AppSchema.Intent("audio.updateAudioAffinity") }

    /// The `audio.warmupAudioQueue` intent schema.
    public var warmupAudioQueue: some AppSchemaIntent { AppSchema.Intent("audio.warmupAudioQueue") }
}

extension AppSchema.AudioEntity {
    /// The `audio.album` entity schema.
    public var album: some AppSchemaEntity { AppSchema.Entity("audio.album") }

    /// The `audio.algorithmicRadioStation` entity schema.
    public var algorithmicRadioStation: some AppSchemaEntity { AppSchema.Entity("audio.algorithmicRadioStation") }

    /// The `audio.ambientSound` entity schema.
    public var ambientSound: some AppSchemaEntity { AppSchema.Entity("audio.ambientSound") }

    /// The `audio.artist` entity schema.
    public var artist: some AppSchemaEntity { AppSchema.Entity("audio.artist") }

    /// The `audio.audiobook` entity schema.
    public var audiobook: some AppSchemaEntity { AppSchema.Entity("audio.audiobook") }

    /// The `audio.classicalMusicRecording` entity schema.
    public var classicalMusicRecording: some AppSchemaEntity { AppSchema.Entity("audio.classicalMusicRecording") }

    /// The `audio.liveRadioStation` entity schema.
    public var liveRadioStation: some AppSchemaEntity { AppSchema.Entity("audio.liveRadioStation") }

    /// The `audio.newsBrief` entity schema.
    public var newsBrief: some AppSchemaEntity { AppSchema.Entity("audio.newsBrief") }

    /// The `audio.newsProvider` entity schema.
    public var newsProvider: some AppSchemaEntity { AppSchema.Entity("audio.newsProvider") }

    /// The `audio.playlist` entity schema.
    public var playlist: some AppSchemaEntity { AppSchema.Entity("audio.playlist") }

    /// The `audio.podcastCollection` entity schema.
    public var podcastCollection: some AppSchemaEntity { AppSchema.Entity("audio.podcastCollection") }

    /// The `audio.podcastEpisode` entity schema.
    public var podcastEpisode: some AppSchemaEntity { AppSchema.Entity("audio.podcastEpisode") }

    /// The `audio.podcastShow` entity schema.
    public var podcastShow: some AppSchemaEntity { AppSchema.Entity("audio.podcastShow") }

    /// The `audio.radioShow` entity schema.
    public var radioShow: some AppSchemaEntity { AppSchema.Entity("audio.radioShow") }

    /// The `audio.radioShowEpisode` entity schema.
    public var radioShowEpisode: some AppSchemaEntity { AppSchema.Entity("audio.radioShowEpisode") }

    /// The `audio.song` entity schema.
    public var song: some AppSchemaEntity { AppSchema.Entity("audio.song") }

    /// The `audio.songCollection` entity schema.
    public var songCollection: some AppSchemaEntity { AppSchema.Entity("audio.songCollection") }

    /// The `audio.warmupAudioQueueResult` entity schema.
    public var warmupAudioQueueResult: some AppSchemaEntity { AppSchema.Entity("audio.warmupAudioQueueResult") }
}

extension AppSchema.AudioEnum {
    /// The `audio.activity` enum schema.
    public var activity: some AppSchemaEnum { AppSchema.Enum("audio.activity") }

    /// The `audio.affinityState` enum schema.
    public var affinityState: some AppSchemaEnum { AppSchema.Enum("audio.affinityState") }

    /// The `audio.appViewIdentifier` enum schema.
    public var appViewIdentifier: some AppSchemaEnum { AppSchema.Enum("audio.appViewIdentifier") }

    /// The `audio.invocationSource` enum schema.
    public var invocationSource: some AppSchemaEnum { AppSchema.Enum("audio.invocationSource") }

    /// The `audio.playbackAttributes` enum schema.
    public var playbackAttributes: some AppSchemaEnum { AppSchema.Enum("audio.playbackAttributes") }

    /// The `audio.queueInsertionLocation` enum schema.
    public var queueInsertionLocation: some AppSchemaEnum { AppSchema.Enum("audio.queueInsertionLocation") }
}
