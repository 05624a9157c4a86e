// Apple's maps domain of the app schemas (iOS 26's names): its protocols, each kind's `.maps` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The maps domain's intent schemas.
    public protocol MapsIntent: Kind {}

    /// The maps domain's entity schemas.
    public protocol MapsEntity: Kind {}

    /// The maps domain's enum schemas.
    public protocol MapsEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.MapsIntent {}

extension AppSchema.Entity: AppSchema.MapsEntity {}

extension AppSchema.Enum: AppSchema.MapsEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The maps domain's intent schemas.
    public static var maps: some AppSchema.MapsIntent { AppSchema.Intent("maps") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The maps domain's entity schemas.
    public static var maps: some AppSchema.MapsEntity { AppSchema.Entity("maps") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The maps domain's enum schemas.
    public static var maps: some AppSchema.MapsEnum { AppSchema.Enum("maps") }
}

extension AppSchema.MapsIntent {
    /// The `maps.reportIncident` intent schema.
    public var reportIncident: some AppSchemaIntent { AppSchema.Intent("maps.reportIncident") }

    /// The `maps.shareETA` intent schema.
    public var shareETA: some AppSchemaIntent { AppSchema.Intent("maps.shareETA") }

    /// The `maps.startNavigation` intent schema.
    public var startNavigation: some AppSchemaIntent { AppSchema.Intent("maps.startNavigation") }

    /// The `maps.stopNavigation` intent schema.
    public var stopNavigation: some AppSchemaIntent { AppSchema.Intent("maps.stopNavigation") }

    /// The `maps.stopShareETA` intent schema.
    public var stopShareETA: some AppSchemaIntent { AppSchema.Intent("maps.stopShareETA") }

    /// The `maps.updateNavigationWaypoints` intent schema.
    public var updateNavigationWaypoints: some AppSchemaIntent { AppSchema.Intent("maps.updateNavigationWaypoints") }

    /// The `maps.addNavigationWaypoints` intent schema (iOS 27).
    public var addNavigationWaypoints: some AppSchemaIntent { AppSchema.Intent("maps.addNavigationWaypoints") }
}

extension AppSchema.MapsEntity {
    /// The `maps.currentLocation` entity schema.
    public var currentLocation: some AppSchemaEntity { AppSchema.Entity("maps.currentLocation") }

    /// The `maps.navigationSession` entity schema.
    public var navigationSession: some AppSchemaEntity { AppSchema.Entity("maps.navigationSession") }

    /// The `maps.operatingHours` entity schema.
    public var operatingHours: some AppSchemaEntity { AppSchema.Entity("maps.operatingHours") }

    /// The `maps.operatingTimeRange` entity schema.
    public var operatingTimeRange: some AppSchemaEntity { AppSchema.Entity("maps.operatingTimeRange") }

    /// The `maps.place` entity schema.
    public var place: some AppSchemaEntity { AppSchema.Entity("maps.place") }

    /// The `maps.rating` entity schema.
    public var rating: some AppSchemaEntity { AppSchema.Entity("maps.rating") }
}

extension AppSchema.MapsEnum {
    /// The `maps.amenity` enum schema.
    public var amenity: some AppSchemaEnum { AppSchema.Enum("maps.amenity") }

    /// The `maps.incident` enum schema.
    public var incident: some AppSchemaEnum { AppSchema.Enum("maps.incident") }

    /// The `maps.navigationPreferences` enum schema.
    public var navigationPreferences: some AppSchemaEnum { AppSchema.Enum("maps.navigationPreferences") }

    /// The `maps.operatingStatus` enum schema.
    public var operatingStatus: some AppSchemaEnum { AppSchema.Enum("maps.operatingStatus") }

    /// The `maps.priceRange` enum schema.
    public var priceRange: some AppSchemaEnum { AppSchema.Enum("maps.priceRange") }

    /// The `maps.ratingDescriptor` enum schema.
    public var ratingDescriptor: some AppSchemaEnum { AppSchema.Enum("maps.ratingDescriptor") }

    /// The `maps.transportType` enum schema.
    public var transportType: some AppSchemaEnum { AppSchema.Enum("maps.transportType") }
}
