/// The kinds of video an app's video search covers.
///
/// Spelled as Apple's `VideoCategory` (iOS 17.2), an app enum: its cases, raw values and display representations
/// are here; no system searches with it.
public enum VideoCategory: String, AppEnum {
    /// Freeform video, as people upload to social media.
    case freeform
    /// Movies.
    case movies
    /// TV shows, seasons and episodes.
    case tv

    /// The type of ``defaultResolverSpecification`` (which every `AppEnum` has, empty).
    public typealias Specification = EmptyResolverSpecification<VideoCategory>

    /// The type of the enum's values as a parameter holds them: the enum itself.
    public typealias ValueType = VideoCategory

    /// The enum without optionality: the enum itself.
    public typealias UnwrappedType = VideoCategory

    /// "Video Category".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Video Category" }

    /// Each case's title.
    public static var caseDisplayRepresentations: [VideoCategory: DisplayRepresentation] {
        [.freeform: "Freeform", .movies: "Movies", .tv: "TV"]
    }
}

/// An intent that searches the app's videos for a term and plays what it finds.
///
/// Spelled as Apple's `PlayVideoIntent` (iOS 17.2); it runs as any other intent here, where no system search
/// starts it.
public protocol PlayVideoIntent: SystemIntent {
    /// The search term the person asked for.
    var term: String { get }

    /// The kinds of video the app's search covers.
    static var supportedCategories: [VideoCategory] { get }
}
