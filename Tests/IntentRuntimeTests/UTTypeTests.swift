import Foundation
import IntentRuntime
import Testing

// The UniformTypeIdentifiers shim: only where Apple's framework does not exist (on Apple's platforms
// `UTType` is the framework's, whose database these tests do not describe).
#if !canImport(Darwin)
    @Suite("UTType")
    struct UTTypeTests {
        @Test(
            "Static members have Apple's identifiers",
            arguments: [
                (UTType.item, "public.item"), (.content, "public.content"), (.data, "public.data"),
                (.text, "public.text"), (.plainText, "public.plain-text"), (.utf8PlainText, "public.utf8-plain-text"),
                (.json, "public.json"), (.xml, "public.xml"), (.image, "public.image"), (.png, "public.png"),
                (.jpeg, "public.jpeg"), (.gif, "com.compuserve.gif"), (.heic, "public.heic"), (.tiff, "public.tiff"),
                (.pdf, "com.adobe.pdf"), (.audio, "public.audio"), (.mp3, "public.mp3"), (.movie, "public.movie"),
                (.video, "public.video"), (.mpeg4Movie, "public.mpeg-4"),
                (.quickTimeMovie, "com.apple.quicktime-movie"),
                (.audiovisualContent, "public.audiovisual-content"), (.archive, "public.archive"),
                (.zip, "public.zip-archive"), (.folder, "public.folder"), (.url, "public.url"),
                (.fileURL, "public.file-url"), (.commaSeparatedText, "public.comma-separated-values-text"),
                (.rtf, "public.rtf"), (.html, "public.html"),
            ]
        )
        func staticMembers(type: UTType, identifier: String) {
            #expect(type.identifier == identifier)
            #expect(type.isDeclared)
            #expect(!type.isDynamic)
        }

        @Test func conformanceFollowsAppleHierarchy() {
            #expect(UTType.mpeg4Movie.conforms(to: .movie))
            #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
            #expect(UTType.mpeg4Movie.conforms(to: .data))
            #expect(UTType.mpeg4Movie.conforms(to: .item))
            #expect(!UTType.mpeg4Movie.conforms(to: .image))
            #expect(!UTType.mpeg4Movie.conforms(to: .quickTimeMovie))
            #expect(UTType.heic.conforms(to: .image))
            #expect(UTType.utf8PlainText.conforms(to: .text))
            #expect(UTType.json.conforms(to: .text))
            #expect(UTType.commaSeparatedText.conforms(to: .text))
            #expect(UTType.zip.conforms(to: .archive) && UTType.zip.conforms(to: .data))
            #expect(UTType.fileURL.conforms(to: .url))
            #expect(UTType.folder.conforms(to: .directory) && UTType.folder.conforms(to: .item))
            #expect(!UTType.folder.conforms(to: .data), "a folder is an item but not a byte stream")
            #expect(UTType.png.conforms(to: .png))
            #expect(UTType.png.isSubtype(of: .image) && !UTType.png.isSubtype(of: .png))
            #expect(UTType.image.isSupertype(of: .gif))
            #expect(UTType.png.supertypes == [.image, .data, .content, .item])
            #expect(UTType.item.supertypes.isEmpty)
        }

        @Test func theTableIsClosedAndAcyclic() throws {
            // Every supertype the table names is declared in it, and no type is its own supertype:
            // a conformance chain always ends.
            let all: [UTType] = [
                .item, .content, .compositeContent, .data, .directory, .folder, .package, .url, .fileURL, .archive,
                .zip,
                .gzip, .diskImage, .text, .plainText, .utf8PlainText, .delimitedText, .commaSeparatedText,
                .tabSeparatedText, .rtf, .html, .xml, .yaml, .json, .sourceCode, .swiftSource, .propertyList, .image,
                .png,
                .jpeg, .gif, .tiff, .bmp, .svg, .webP, .heif, .heic, .pdf, .audiovisualContent, .audio, .mp3,
                .mpeg4Audio,
                .wav, .aiff, .movie, .video, .mpeg4Movie, .quickTimeMovie, .mpeg, .avi,
            ]
            for type in all {
                #expect(type.localizedDescription != nil, "\(type) is not in the table")
                #expect(!type.supertypes.contains(type), "\(type) conforms to itself through a cycle")
                for supertype in type.supertypes {
                    #expect(supertype.isDeclared && supertype.localizedDescription != nil, "\(type) → \(supertype)")
                }
                if let tag = type.preferredFilenameExtension {
                    #expect(UTType(filenameExtension: tag, conformingTo: type) == type, "\(tag) does not map back")
                }
                if let mime = type.preferredMIMEType {
                    #expect(UTType(mimeType: mime, conformingTo: type) == type, "\(mime) does not map back")
                }
            }
            #expect(Set(all.map(\.identifier)).count == all.count)
        }

        @Test func identifiersLookUpTheTable() throws {
            #expect(UTType("public.png") == .png)
            #expect(UTType("Public.PNG") == .png, "identifiers are compared without regard to case")
            #expect(UTType("public.png")?.preferredMIMEType == "image/png")
            #expect(UTType("") == nil)
            #expect(UTType("not an identifier") == nil)
            #expect(UTType("a/b") == nil)
            // An identifier the table lacks is an app's own type: undeclared here, only itself.
            let custom = try #require(UTType("com.example.recipe"))
            #expect(!custom.isDeclared && !custom.isDynamic && !custom.isPublic)
            #expect(custom.conforms(to: custom) && !custom.conforms(to: .data))
            #expect(custom.supertypes.isEmpty && custom.preferredFilenameExtension == nil)
        }

        @Test func filenameExtensionsAndMIMETypes() throws {
            #expect(UTType(filenameExtension: "mp4") == .mpeg4Movie)
            #expect(UTType(filenameExtension: "MOV") == .quickTimeMovie)
            #expect(UTType(filenameExtension: "jpg") == .jpeg)
            #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
            #expect(UTType(mimeType: "image/png") == .png)
            #expect(UTType(mimeType: "Video/QuickTime") == .quickTimeMovie)
            #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
            #expect(UTType.movie.preferredFilenameExtension == nil)

            // An extension the table lacks gives a dynamic type of the asked-for supertype.
            let unknown = try #require(UTType(filenameExtension: "xyz"))
            #expect(unknown.isDynamic && !unknown.isDeclared)
            #expect(unknown.conforms(to: .data) && unknown.conforms(to: .item) && !unknown.conforms(to: .image))
            #expect(unknown.preferredFilenameExtension == "xyz")
            // A known extension that is not of the asked-for supertype: dynamic too, as on Apple's platforms.
            let odd = try #require(UTType(filenameExtension: "png", conformingTo: .movie))
            #expect(odd != .png && odd.isDynamic && odd.conforms(to: .movie))
            let unknownMIME = try #require(UTType(mimeType: "application/x-example"))
            #expect(unknownMIME.isDynamic && unknownMIME.preferredMIMEType == "application/x-example")

            for bad in ["", ".", "a/b", "two words", "png."] {
                #expect(UTType(filenameExtension: bad) == nil, "'\(bad)' is not an extension")
            }
            #expect(UTType(mimeType: "") == nil)
        }

        @Test func appDeclaredTypesConformToTheirParent() {
            let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
            #expect(recipe.isDeclared)
            #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text) && recipe.conforms(to: .item))
            #expect(!recipe.conforms(to: .image))
            let note = UTType(importedAs: "com.example.note")
            #expect(note.supertypes.isEmpty)
            #expect(UTType(importedAs: "public.png") == .png)
        }

        @Test func codesAsItsIdentifier() throws {
            let encoded = try JSONEncoder().encode([UTType.gif, .heic])
            #expect(String(decoding: encoded, as: UTF8.self) == #"["com.compuserve.gif","public.heic"]"#)
            #expect(try JSONDecoder().decode([UTType].self, from: encoded) == [.gif, .heic])
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(UTType.self, from: Data(#""a b""#.utf8)) }
            #expect("\(UTType.png)" == "public.png")
            #expect(String(reflecting: UTType.png) == "UTType(public.png)")
        }
    }
#endif
