// Apple's photos domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.photos` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The photos domain's intent schemas.
    public protocol PhotosIntent: Model {}

    /// The photos domain's entity schemas.
    public protocol PhotosEntity: Model {}

    /// The photos domain's enum schemas.
    public protocol PhotosEnum: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.PhotosIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.PhotosIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.PhotosEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.PhotosEntity {}

extension AssistantSchemas.EnumSchema: AssistantSchemas.PhotosEnum {}

extension AssistantSchema.EnumSchema: AssistantSchemas.PhotosEnum {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The photos domain's intent schemas.
    public static var photos: some AssistantSchemas.PhotosIntent { AssistantSchemas.IntentSchema("photos") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The photos domain's entity schemas.
    public static var photos: some AssistantSchemas.PhotosEntity { AssistantSchemas.EntitySchema("photos") }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The photos domain's enum schemas.
    public static var photos: some AssistantSchemas.PhotosEnum { AssistantSchemas.EnumSchema("photos") }
}

extension AssistantSchemas.PhotosIntent {
    /// The `photos.addAssetsToAlbum` intent schema.
    public var addAssetsToAlbum: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("photos.addAssetsToAlbum")
    }

    /// The `photos.cleanupPhoto` intent schema.
    public var cleanupPhoto: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.cleanupPhoto") }

    /// The `photos.copyEdits` intent schema.
    public var copyEdits: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.copyEdits") }

    /// The `photos.createAlbum` intent schema.
    public var createAlbum: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.createAlbum") }

    /// The `photos.createAssets` intent schema.
    public var createAssets: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.createAssets") }

    /// The `photos.crop` intent schema.
    public var crop: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.crop") }

    /// The `photos.deleteAlbum` intent schema.
    public var deleteAlbum: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.deleteAlbum") }

    /// The `photos.deleteAssets` intent schema.
    public var deleteAssets: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.deleteAssets") }

    /// The `photos.duplicateAssets` intent schema.
    public var duplicateAssets: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.duplicateAssets") }

    /// The `photos.editAsset` intent schema.
    public var editAsset: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.editAsset") }

    /// The `photos.openAlbum` intent schema.
    public var openAlbum: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.openAlbum") }

    /// The `photos.openAsset` intent schema.
    public var openAsset: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.openAsset") }

    /// The `photos.pasteEdits` intent schema.
    public var pasteEdits: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.pasteEdits") }

    /// The `photos.postToSharedAlbum` intent schema.
    public var postToSharedAlbum: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("photos.postToSharedAlbum")
    }

    /// The `photos.removeAssetsFromAlbum` intent schema.
    public var removeAssetsFromAlbum: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("photos.removeAssetsFromAlbum")
    }

    /// The `photos.search` intent schema.
    public var search: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.search") }

    /// The `photos.setDepth` intent schema.
    public var setDepth: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.setDepth") }

    /// The `photos.setExposure` intent schema.
    public var setExposure: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.setExposure") }

    /// The `photos.setFilter` intent schema.
    public var setFilter: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.setFilter") }

    /// The `photos.setRotation` intent schema.
    public var setRotation: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.setRotation") }

    /// The `photos.setSaturation` intent schema.
    public var setSaturation: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.setSaturation") }

    /// The `photos.setWarmth` intent schema.
    public var setWarmth: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.setWarmth") }

    /// The `photos.straighten` intent schema.
    public var straighten: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.straighten") }

    /// The `photos.toggleDepth` intent schema.
    public var toggleDepth: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.toggleDepth") }

    /// The `photos.toggleSuggestedEdits` intent schema.
    public var toggleSuggestedEdits: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("photos.toggleSuggestedEdits")
    }

    /// The `photos.updateAlbum` intent schema.
    public var updateAlbum: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.updateAlbum") }

    /// The `photos.updateAsset` intent schema.
    public var updateAsset: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("photos.updateAsset") }

    /// The `photos.updateRecognizedPerson` intent schema.
    public var updateRecognizedPerson: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("photos.updateRecognizedPerson")
    }
}

extension AssistantSchemas.PhotosEntity {
    /// The `photos.album` entity schema.
    public var album: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("photos.album") }

    /// The `photos.asset` entity schema.
    public var asset: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("photos.asset") }

    /// The `photos.recognizedPerson` entity schema.
    public var recognizedPerson: some AssistantSchemas.Entity {
        AssistantSchemas.EntitySchema("photos.recognizedPerson")
    }
}

extension AssistantSchemas.PhotosEnum {
    /// The `photos.albumType` enum schema.
    public var albumType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.albumType") }

    /// The `photos.assetType` enum schema.
    public var assetType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.assetType") }

    /// The `photos.filterType` enum schema.
    public var filterType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.filterType") }

    /// The `photos.rotationDirection` enum schema.
    public var rotationDirection: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("photos.rotationDirection") }
}
