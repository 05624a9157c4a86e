// What the entity additions of June 2026 (iOS 27) do here (Documentation/AppleAPI.md, "iOS 26 and 27 additions"):
// identifiers that are the same on every device, ownership states, and the entities donated for a context.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import IntentRuntime  // RelevantEntities' donations and an entity's lookup by text, which the facade does not offer
    import Testing

    /// A photo whose identifier is a local name and a stable UUID, shared with collaborators.
    struct SyncedPhoto: SyncableEntity, OwnershipProvidingEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
        static let defaultQuery = SyncedPhotoQuery()

        let id: SyncableEntityIdentifier<String, UUID>
        var displayRepresentation: DisplayRepresentation { "\(id.local ?? "photo")" }
        var ownership: EntityOwnership { [.shared] }
    }

    /// Finds photos by identifier: each identifier the query is given is a photo.
    struct SyncedPhotoQuery: EntityQuery {
        func entities(for identifiers: [SyncableEntityIdentifier<String, UUID>]) async throws -> [SyncedPhoto] {
            identifiers.map { SyncedPhoto(id: $0) }
        }
    }

    /// A song an app suggests for workouts.
    struct WorkoutSong: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Song"
        static let defaultQuery = WorkoutSongQuery()

        let id: Int
        var displayRepresentation: DisplayRepresentation { "Song \(id)" }
    }

    /// Finds songs by number.
    struct WorkoutSongQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [WorkoutSong] { identifiers.map(WorkoutSong.init(id:)) }
    }

    @Suite("The entity additions of iOS 27")
    struct EntityAdditionsTests {
        typealias PhotoID = SyncableEntityIdentifier<String, UUID>

        @Test("a syncable identifier keeps both identifiers and reads its own text back")
        func syncableIdentifierRoundTrip() throws {
            let stable = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
            let both = PhotoID(local: "IMG:1", stable: stable)
            #expect(both.local == "IMG:1")
            #expect(both.stable == stable)
            #expect(both.entityIdentifierString == "5:IMG:136:E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
            #expect(both.description == both.entityIdentifierString)
            #expect(PhotoID.entityIdentifier(for: both.entityIdentifierString) == both)

            // One identifier for both: its text is the identifier's own.
            let same = SyncableEntityIdentifier<String, String>(id: "photo-7")
            #expect(same.local == "photo-7" && same.stable == "photo-7")
            #expect(same.entityIdentifierString == "photo-7")
            #expect(SyncableEntityIdentifier<String, String>.entityIdentifier(for: "photo-7") == same)

            // A stable field that is not a UUID is no identifier of this type; a short field is no field.
            #expect(PhotoID.entityIdentifier(for: "1:a4:abcd") == nil)
            #expect(PhotoID.entityIdentifier(for: "9:a") == PhotoID(id: "9:a"))
            #expect(Set([both, PhotoID.entityIdentifier(for: both.entityIdentifierString)!]).count == 1)

            // A single identifier whose text reads as two fields is written as two fields, so it reads back as itself.
            let tricky = SyncableEntityIdentifier<String, String>(id: "1:a1:a")
            #expect(tricky.entityIdentifierString == "6:1:a1:a6:1:a1:a")
            #expect(
                SyncableEntityIdentifier<String, String>.entityIdentifier(for: tricky.entityIdentifierString) == tricky)
        }

        @Test("the runtime finds a syncable entity by its identifier's text")
        func syncableEntityLookup() async throws {
            let id = PhotoID(local: "IMG_1", stable: UUID())
            let found = try await SyncedPhoto.entities(identifiedBy: [id.entityIdentifierString])
            #expect(found.map(\.id) == [id])
            #expect(found.first?.ownership == .shared)
        }

        @Test("ownership states are an option set of three distinct states")
        func ownershipStates() {
            let both: EntityOwnership = [.shared, .public]
            #expect(both.contains(.shared) && both.contains(.public))
            #expect(!both.contains(.unknown))
            #expect(EntityOwnership.unknown != [] && EntityOwnership.unknown != .shared)
            #expect(Set([EntityOwnership.public, .shared, .unknown].map(\.rawValue)).count == 3)
        }

        @Test("audio contexts are equal when they are the same activity and intensity")
        func audioContexts() {
            #expect(AppEntityContext.audio(.workout(intensityLevel: .high)) == .audio(.workout(intensityLevel: .high)))
            #expect(AppEntityContext.audio(.workout(intensityLevel: .high)) != .audio(.workout(intensityLevel: .low)))
            #expect(AppEntityContext.audio(.workout) != .audio(.nowPlaying))
            #expect(AudioContext.WorkoutIntensityLevel(rawValue: 1) == .medium)
            #expect([.low, .medium, .high].map(\AudioContext.WorkoutIntensityLevel.rawValue) == [0, 1, 2])
        }

        @Test("donated entities are kept per context, replaced by the next donation and removed as documented")
        func relevantEntities() async throws {
            let relevant = RelevantEntities.shared
            let workout = AppEntityContext.audio(.workout)
            let running = AppEntityContext.audio(.workout(intensityLevel: .high))
            func songs(_ context: AppEntityContext) -> [Int] {
                relevant.entities(for: context).compactMap { ($0 as? WorkoutSong)?.id }
            }
            try await relevant.removeAllEntities()

            try await relevant.updateEntities([WorkoutSong(id: 1), WorkoutSong(id: 2)], for: workout)
            try await relevant.updateEntities([WorkoutSong(id: 2), WorkoutSong(id: 3)], for: running)
            #expect(songs(workout) == [1, 2] && songs(running) == [2, 3])

            // A donation replaces the context's previous one; an empty one clears it.
            try await relevant.updateEntities([WorkoutSong(id: 4)], for: workout)
            #expect(songs(workout) == [4])
            try await relevant.updateEntities([], for: workout)
            #expect(songs(workout).isEmpty)

            // Removal matches by type and identifier: from one context, or from all.
            try await relevant.updateEntities([WorkoutSong(id: 2), WorkoutSong(id: 5)], for: workout)
            try await relevant.removeEntities([WorkoutSong(id: 5)], from: running)
            #expect(songs(workout) == [2, 5])
            try await relevant.removeEntities([WorkoutSong(id: 2)])
            #expect(songs(workout) == [5] && songs(running) == [3])
            try await relevant.removeAllEntities(for: running)
            #expect(songs(running).isEmpty && songs(workout) == [5])
            try await relevant.removeAllEntities()
            #expect(songs(workout).isEmpty)
        }
    }
#endif
