// Apple's photos domain of the app schemas (iOS 26's names): its protocols, each kind's `.photos` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The photos domain's intent schemas.
    public protocol PhotosIntent: Kind {}

    /// The photos domain's entity schemas.
    public protocol PhotosEntity: Kind {}

    /// The photos domain's enum schemas.
    public protocol PhotosEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.PhotosIntent {}

extension AppSchema.Entity: AppSchema.PhotosEntity {}

extension AppSchema.Enum: AppSchema.PhotosEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The photos domain's intent schemas.
    public static var photos: some AppSchema.PhotosIntent { AppSchema.Intent("photos") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The photos domain's entity schemas.
    public static var photos: some AppSchema.PhotosEntity { AppSchema.Entity("photos") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The photos domain's enum schemas.
    public static var photos: some AppSchema.PhotosEnum { AppSchema.Enum("photos") }
}

extension AppSchema.PhotosIntent {
    /// The `photos.addAssetsToAlbum` intent schema.
    public var addAssetsToAlbum: some AppSchemaIntent { AppSchema.Intent("photos.addAssetsToAlbum") }

    /// The `photos.cleanupPhoto` intent schema.
    public var cleanupPhoto: some AppSchemaIntent { AppSchema.Intent("photos.cleanupPhoto") }

    /// The `photos.copyEdits` intent schema.
    public var copyEdits: some AppSchemaIntent { AppSchema.Intent("photos.copyEdits") }

    /// The `photos.createAlbum` intent schema.
    public var createAlbum: some AppSchemaIntent { AppSchema.Intent("photos.createAlbum") }

    /// The `photos.createAssets` intent schema.
    public var createAssets: some AppSchemaIntent { AppSchema.Intent("photos.createAssets") }

    /// The `photos.crop` intent schema.
    public var crop: some AppSchemaIntent { AppSchema.Intent("photos.crop") }

    /// The `photos.deleteAlbum` intent schema.
    public var deleteAlbum: some AppSchemaIntent { AppSchema.Intent("photos.deleteAlbum") }

    /// The `photos.deleteAssets` intent schema.
    public var deleteAssets: some AppSchemaIntent { AppSchema.Intent("photos.deleteAssets") }

    /// The `photos.duplicateAssets` intent schema.
    public var duplicateAssets: some AppSchemaIntent { AppSchema.Intent("photos.duplicateAssets") }

    /// The `photos.editAsset` intent schema.
    public var editAsset: some AppSchemaIntent { AppSchema.Intent("photos.editAsset") }

    /// The `photos.openAlbum` intent schema.
    public var openAlbum: some AppSchemaIntent { AppSchema.Intent("photos.openAlbum") }

    /// The `photos.openAsset` intent schema. Deprecated on Apple's page.
    public var openAsset: some AppSchemaIntent { AppSchema.Intent("photos.openAsset") }

    /// The `photos.pasteEdits` intent schema.
    public var pasteEdits: some AppSchemaIntent { AppSchema.Intent("photos.pasteEdits") }

    /// The `photos.postToSharedAlbum` intent schema.
    public var postToSharedAlbum: some AppSchemaIntent { AppSchema.Intent("photos.postToSharedAlbum") }

    /// The `photos.removeAssetsFromAlbum` intent schema.
    public var removeAssetsFromAlbum: some AppSchemaIntent { AppSchema.Intent("photos.removeAssetsFromAlbum") }

    /// The `photos.search` intent schema. Deprecated on Apple's page.
    public var search: some AppSchemaIntent { AppSchema.Intent("photos.search") }

    /// The `photos.setDepth` intent schema.
    public var setDepth: some AppSchemaIntent { AppSchema.Intent("photos.setDepth") }

    /// The `photos.setExposure` intent schema.
    public var setExposure: some AppSchemaIntent { AppSchema.Intent("photos.setExposure") }

    /// The `photos.setFilter` intent schema.
    public var setFilter: some AppSchemaIntent { AppSchema.Intent("photos.setFilter") }

    /// The `photos.setRotation` intent schema.
    public var setRotation: some AppSchemaIntent { AppSchema.Intent("photos.setRotation") }

    /// The `photos.setSaturation` intent schema.
    public var setSaturation: some AppSchemaIntent { AppSchema.Intent("photos.setSaturation") }

    /// The `photos.setWarmth` intent schema.
    public var setWarmth: some AppSchemaIntent { AppSchema.Intent("photos.setWarmth") }

    /// The `photos.straighten` intent schema.
    public var straighten: some AppSchemaIntent { AppSchema.Intent("photos.straighten") }

    /// The `photos.toggleDepth` intent schema.
    public var toggleDepth: some AppSchemaIntent { AppSchema.Intent("photos.toggleDepth") }

    /// The `photos.toggleSuggestedEdits` intent schema.
    public var toggleSuggestedEdits: some AppSchemaIntent { AppSchema.Intent("photos.toggleSuggestedEdits") }

    /// The `photos.updateAlbum` intent schema.
    public var updateAlbum: some AppSchemaIntent { AppSchema.Intent("photos.updateAlbum") }

    /// The `photos.updateAsset` intent schema.
    public var updateAsset: some AppSchemaIntent { AppSchema.Intent("photos.updateAsset") }

    /// The `photos.updateRecognizedPerson` intent schema.
    public var updateRecognizedPerson: some AppSchemaIntent { AppSchema.Intent("photos.updateRecognizedPerson") }
}

extension AppSchema.PhotosEntity {
    /// The `photos.album` entity schema.
    public var album: some AppSchemaEntity { AppSchema.Entity("photos.album") }

    /// The `photos.asset` entity schema.
    public var asset: some AppSchemaEntity { AppSchema.Entity("photos.asset") }

    /// The `photos.recognizedPerson` entity schema.
    public var recognizedPerson: some AppSchemaEntity { AppSchema.Entity("photos.recognizedPerson") }
}

extension AppSchema.PhotosEnum {
    /// The `photos.albumType` enum schema.
    public var albumType: some AppSchemaEnum { AppSchema.Enum("photos.albumType") }

    /// The `photos.assetType` enum schema.
    public var assetType: some AppSchemaEnum { AppSchema.Enum("photos.assetType") }

    /// The `photos.filterType` enum schema.
    public var filterType: some AppSchemaEnum { AppSchema.Enum("photos.filterType") }

    /// The `photos.rotationDirection` enum schema.
    public var rotationDirection: some AppSchemaEnum { AppSchema.Enum("photos.rotationDirection") }
}
