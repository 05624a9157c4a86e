#if !canImport(Darwin)
    /// One type of the table: its identifier, what it conforms to, and its tags.
    struct UTTypeDeclaration: Sendable {
        /// The identifier: `public.png`.
        let identifier: String
        /// The identifiers of the types it conforms to directly.
        let supertypes: [String]
        /// Its filename extensions, the preferred one first, in lower case.
        let filenameExtensions: [String]
        /// Its MIME types, the preferred one first, in lower case.
        let mimeTypes: [String]
        /// What it is, for people.
        let description: String
    }

    /// The uniform types ``UTType`` knows: the common ones real intents name, with the conformances,
    /// extensions and MIME types Apple declares for them. A table, not a type system: no `Info.plist`
    /// adds to it, and a type outside it conforms only to what it was made with.
    enum UTTypeTable {
        // swift-format-ignore
        static let all: [UTTypeDeclaration] = [
            // Roots and the physical hierarchy.
            entry("public.item", [], description: "item"),
            entry("public.content", [], description: "content"),
            entry("public.composite-content", ["public.content"], description: "composite content"),
            entry("public.data", ["public.item"], description: "data"),
            entry("public.directory", ["public.item"], description: "directory"),
            entry("public.folder", ["public.directory"], description: "folder"),
            entry("com.apple.package", ["public.directory"], description: "package"),
            entry("public.url", ["public.data"], description: "URL"),
            entry("public.file-url", ["public.url"], description: "file URL"),
            // Archives.
            entry("public.archive", [], description: "archive"),
            entry("public.zip-archive", ["public.data", "public.archive"], ["zip"], ["application/zip"], description: "ZIP archive"),
            entry("org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/x-gzip", "application/gzip"], description: "gzip archive"),
            entry("public.disk-image", ["public.archive"], description: "disk image"),
            // Text.
            entry("public.text", ["public.content", "public.data"], description: "text"),
            entry("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], description: "plain text"),
            entry("public.utf8-plain-text", ["public.plain-text"], description: "UTF-8 plain text"),
            entry("public.delimited-values-text", ["public.text"], description: "delimited text"),
            entry("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], description: "comma-separated values"),
            entry("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], description: "tab-separated values"),
            entry("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], description: "rich text"),
            entry("public.html", ["public.text"], ["html", "htm"], ["text/html"], description: "HTML"),
            entry("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], description: "XML"),
            entry("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], description: "YAML"),
            entry("public.json", ["public.text"], ["json"], ["application/json"], description: "JSON"),
            entry("public.source-code", ["public.plain-text"], description: "source code"),
            entry("public.swift-source", ["public.source-code"], ["swift"], description: "Swift source"),
            entry("com.apple.property-list", ["public.data"], ["plist"], description: "property list"),
            // Images.
            entry("public.image", ["public.data", "public.content"], description: "image"),
            entry("public.png", ["public.image"], ["png"], ["image/png"], description: "PNG image"),
            entry("public.jpeg", ["public.image"], ["jpeg", "jpg"], ["image/jpeg"], description: "JPEG image"),
            entry("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], description: "GIF image"),
            entry("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], description: "TIFF image"),
            entry("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], description: "BMP image"),
            entry("public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"], description: "SVG image"),
            entry("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], description: "WebP image"),
            entry("public.heif-standard", ["public.image"], description: "HEIF standard image"),
            entry("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"], description: "HEIF image"),
            entry("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], description: "HEIC image"),
            // Documents.
            entry("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], description: "PDF document"),
            // Audio and video.
            entry("public.audiovisual-content", ["public.data", "public.content"], description: "audiovisual content"),
            entry("public.audio", ["public.audiovisual-content"], description: "audio"),
            entry("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"], description: "MP3 audio"),
            entry("public.mpeg-4-audio", ["public.mpeg", "public.audio"], ["m4a"], ["audio/mp4"], description: "MPEG-4 audio"),
            entry("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/x-wav"], description: "WAVE audio"),
            entry("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], description: "AIFF audio"),
            entry("public.movie", ["public.audiovisual-content"], description: "movie"),
            entry("public.video", ["public.movie"], description: "video"),
            entry("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4"], description: "MPEG-4 movie"),
            entry("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], description: "QuickTime movie"),
            entry("public.mpeg", ["public.movie"], ["mpg", "mpeg"], ["video/mpeg"], description: "MPEG movie"),
            entry("public.avi", ["public.movie"], ["avi"], ["video/avi", "video/x-msvideo"], description: "AVI movie"),
        ]

        /// The table by identifier.
        static let declarations: [String: UTTypeDeclaration] = Dictionary(
            all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

        /// Identifiers compare without regard to letter case: the table's spelling by lower case.
        static let canonicalIdentifiers: [String: String] = Dictionary(
            all.map { ($0.identifier.lowercased(), $0.identifier) }, uniquingKeysWith: { first, _ in first })

        /// The types of each filename extension, in table order.
        static let identifiersByExtension: [String: [String]] = index(\.filenameExtensions)

        /// The types of each MIME type, in table order.
        static let identifiersByMIMEType: [String: [String]] = index(\.mimeTypes)

        private static func index(_ tags: KeyPath<UTTypeDeclaration, [String]>) -> [String: [String]] {
            var index: [String: [String]] = [:]
            for declaration in all {
                for tag in declaration[keyPath: tags] { index[tag, default: []].append(declaration.identifier) }
            }
            return index
        }

        private static func entry(
            _ identifier: String,
            _ supertypes: [String],
            _ filenameExtensions: [String] = [],
            _ mimeTypes: [String] = [],
            description: String
        ) -> UTTypeDeclaration {
            UTTypeDeclaration(
                identifier: identifier,
                supertypes: supertypes,
                filenameExtensions: filenameExtensions,
                mimeTypes: mimeTypes,
                description: description
            )
        }
    }
#endif
