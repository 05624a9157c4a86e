#if !canImport(Darwin)
    // The static members of Apple's `UTType` that real code names, each a type of the table
    // (`UTTypeTable.swift`). The identifiers are Apple's.

    extension UTType {
        // MARK: - Roots and the physical hierarchy

        /// The base type of everything a file system or pasteboard holds. `public.item`
        public static let item = UTType(tableIdentifier: "public.item")
        /// The base type of document content. `public.content`
        public static let content = UTType(tableIdentifier: "public.content")
        /// Content that mixes kinds, such as a PDF document. `public.composite-content`
        public static let compositeContent = UTType(tableIdentifier: "public.composite-content")
        /// A stream of bytes: any file that is not a directory. `public.data`
        public static let data = UTType(tableIdentifier: "public.data")
        /// A file system directory, folders and packages included. `public.directory`
        public static let directory = UTType(tableIdentifier: "public.directory")
        /// A folder a user browses. `public.folder`
        public static let folder = UTType(tableIdentifier: "public.folder")
        /// A directory shown to people as one file. `com.apple.package`
        public static let `package` = UTType(tableIdentifier: "com.apple.package")
        /// A URL. `public.url`
        public static let url = UTType(tableIdentifier: "public.url")
        /// A URL of a file in the file system. `public.file-url`
        public static let fileURL = UTType(tableIdentifier: "public.file-url")

        // MARK: - Archives

        /// The base type of archives of files and directories. `public.archive`
        public static let archive = UTType(tableIdentifier: "public.archive")
        /// A ZIP archive (`.zip`). `public.zip-archive`
        public static let zip = UTType(tableIdentifier: "public.zip-archive")
        /// A gzip archive (`.gz`). `org.gnu.gnu-zip-archive`
        public static let gzip = UTType(tableIdentifier: "org.gnu.gnu-zip-archive")
        /// A disk image. `public.disk-image`
        public static let diskImage = UTType(tableIdentifier: "public.disk-image")

        // MARK: - Text

        /// The base type of text, with or without markup. `public.text`
        public static let text = UTType(tableIdentifier: "public.text")
        /// Text without markup (`.txt`). `public.plain-text`
        public static let plainText = UTType(tableIdentifier: "public.plain-text")
        /// Text without markup, encoded as UTF-8. `public.utf8-plain-text`
        public static let utf8PlainText = UTType(tableIdentifier: "public.utf8-plain-text")
        /// Text of values between delimiters. `public.delimited-values-text`
        public static let delimitedText = UTType(tableIdentifier: "public.delimited-values-text")
        /// Comma-separated values (`.csv`). `public.comma-separated-values-text`
        public static let commaSeparatedText = UTType(tableIdentifier: "public.comma-separated-values-text")
        /// Tab-separated values (`.tsv`). `public.tab-separated-values-text`
        public static let tabSeparatedText = UTType(tableIdentifier: "public.tab-separated-values-text")
        /// Rich Text Format (`.rtf`). `public.rtf`
        public static let rtf = UTType(tableIdentifier: "public.rtf")
        /// HTML (`.html`). `public.html`
        public static let html = UTType(tableIdentifier: "public.html")
        /// XML (`.xml`). `public.xml`
        public static let xml = UTType(tableIdentifier: "public.xml")
        /// YAML (`.yaml`). `public.yaml`
        public static let yaml = UTType(tableIdentifier: "public.yaml")
        /// JSON (`.json`). `public.json`
        public static let json = UTType(tableIdentifier: "public.json")
        /// The base type of source code. `public.source-code`
        public static let sourceCode = UTType(tableIdentifier: "public.source-code")
        /// Swift source code (`.swift`). `public.swift-source`
        public static let swiftSource = UTType(tableIdentifier: "public.swift-source")
        /// A property list (`.plist`). `com.apple.property-list`
        public static let propertyList = UTType(tableIdentifier: "com.apple.property-list")

        // MARK: - Images

        /// The base type of images. `public.image`
        public static let image = UTType(tableIdentifier: "public.image")
        /// A PNG image (`.png`). `public.png`
        public static let png = UTType(tableIdentifier: "public.png")
        /// A JPEG image (`.jpeg`, `.jpg`). `public.jpeg`
        public static let jpeg = UTType(tableIdentifier: "public.jpeg")
        /// A GIF image (`.gif`). `com.compuserve.gif`
        public static let gif = UTType(tableIdentifier: "com.compuserve.gif")
        /// A TIFF image (`.tiff`, `.tif`). `public.tiff`
        public static let tiff = UTType(tableIdentifier: "public.tiff")
        /// A Windows bitmap image (`.bmp`). `com.microsoft.bmp`
        public static let bmp = UTType(tableIdentifier: "com.microsoft.bmp")
        /// An SVG image (`.svg`). `public.svg-image`
        public static let svg = UTType(tableIdentifier: "public.svg-image")
        /// A WebP image (`.webp`). `org.webmproject.webp`
        public static let webP = UTType(tableIdentifier: "org.webmproject.webp")
        /// A High Efficiency Image File Format image (`.heif`). `public.heif`
        public static let heif = UTType(tableIdentifier: "public.heif")
        /// A High Efficiency Image Coding image (`.heic`). `public.heic`
        public static let heic = UTType(tableIdentifier: "public.heic")

        // MARK: - Documents

        /// A PDF document (`.pdf`). `com.adobe.pdf`
        public static let pdf = UTType(tableIdentifier: "com.adobe.pdf")

        // MARK: - Audio and video

        /// The base type of audio and video. `public.audiovisual-content`
        public static let audiovisualContent = UTType(tableIdentifier: "public.audiovisual-content")
        /// The base type of audio. `public.audio`
        public static let audio = UTType(tableIdentifier: "public.audio")
        /// MP3 audio (`.mp3`). `public.mp3`
        public static let mp3 = UTType(tableIdentifier: "public.mp3")
        /// MPEG-4 audio (`.m4a`). `public.mpeg-4-audio`
        public static let mpeg4Audio = UTType(tableIdentifier: "public.mpeg-4-audio")
        /// WAVE audio (`.wav`). `com.microsoft.waveform-audio`
        public static let wav = UTType(tableIdentifier: "com.microsoft.waveform-audio")
        /// AIFF audio (`.aiff`). `public.aiff-audio`
        public static let aiff = UTType(tableIdentifier: "public.aiff-audio")
        /// The base type of media that may hold both video and audio. `public.movie`
        public static let movie = UTType(tableIdentifier: "public.movie")
        /// The base type of video without audio. `public.video`
        public static let video = UTType(tableIdentifier: "public.video")
        /// An MPEG-4 movie (`.mp4`). `public.mpeg-4`
        public static let mpeg4Movie = UTType(tableIdentifier: "public.mpeg-4")
        /// A QuickTime movie (`.mov`). `com.apple.quicktime-movie`
        public static let quickTimeMovie = UTType(tableIdentifier: "com.apple.quicktime-movie")
        /// An MPEG-1 or MPEG-2 movie (`.mpg`). `public.mpeg`
        public static let mpeg = UTType(tableIdentifier: "public.mpeg")
        /// An AVI movie (`.avi`). `public.avi`
        public static let avi = UTType(tableIdentifier: "public.avi")
    }
#endif
