import Foundation
import IntentRuntime
import Testing

@Suite("Deep links")
struct DeepLinkTests {
    static let name = "华为 Mate 60 Pro"
    static let encodedName = "%E5%8D%8E%E4%B8%BA%20Mate%2060%20Pro"

    @Test("built from parts, a Chinese product name is percent-encoded as UTF-8 and decodes back")
    func buildsAndEncodes() throws {
        let link = try DeepLink(
            scheme: "hdSeckill", host: "seckill",
            queryItems: [
                URLQueryItem(name: "productId", value: "100012043978"), URLQueryItem(name: "name", value: Self.name),
            ])
        #expect(link.url.absoluteString == "hdSeckill://seckill?productId=100012043978&name=\(Self.encodedName)")
        #expect(link.value(forQueryItem: "name") == Self.name)
        #expect(link.host == "seckill")
        #expect(try DeepLink(link.description) == link)
    }

    @Test("query values with & = + / ? are encoded, so they cannot split or forge items")
    func reservedCharactersInValues() throws {
        let link = try DeepLink(
            scheme: "app", host: "x", queryItems: [URLQueryItem(name: "q", value: "a&b=c+d/e?f")])
        #expect(link.description == "app://x?q=a%26b%3Dc%2Bd%2Fe%3Ff")
        #expect(link.queryItems == [URLQueryItem(name: "q", value: "a&b=c+d/e?f")])
    }

    @Test("parsed from text, characters a URL may not hold are percent-encoded, not refused")
    func parsesUnencodedText() throws {
        let link = try DeepLink("hdSeckill://seckill?productId=42&name=\(Self.name)")
        #expect(link.description == "hdSeckill://seckill?productId=42&name=\(Self.encodedName)")
        #expect(link.value(forQueryItem: "name") == Self.name)
        #expect(link.value(forQueryItem: "productId") == "42")
        #expect(link.path == "")
    }

    @Test(
        "malformed URLs are refused, saying why",
        arguments: [
            ("", "empty"),
            ("seckill?productId=1", "no scheme"),
            ("1app://x", "scheme `1app`"),
            ("hd Seckill://x", "scheme `hd Seckill`"),
            ("app://x?name=%E5%8", "not followed by two hexadecimal digits"),
            ("app://x?name=%FF", "not UTF-8"),
            ("app://x\u{7}y", "control character U+7"),
            ("app://user@host/", "host `user@host`"),
            ("app://" + String(repeating: "a", count: 2100), "over the 2048-byte limit"),
        ])
    func refusesMalformedURLs(_ text: String, _ reason: String) {
        #expect {
            try DeepLink(text)
        } throws: { error in
            guard let error = error as? DeepLinkError else { return false }
            return error.message.contains(reason)
        }
    }

    @Test("a URL that grows over the limit once encoded is refused")
    func tooLongOnceEncoded() {
        let text = "app://x?name=" + String(repeating: "华", count: 600)
        #expect(text.utf8.count < DeepLink.maximumLength)
        let error = #expect(throws: DeepLinkError.self) { try DeepLink(text) }
        #expect(error?.code == .tooLong)
    }

    @Test("a router finds the handler by scheme and host, case-insensitively, host first")
    func routes() throws {
        var router = DeepLinkRouter()
        router.register(scheme: "hdSeckill") { _ in DeepLinkRoute(actionIdentifier: "Home") }
        router.register(scheme: "hdSeckill", host: "seckill") { (link) throws(DeepLinkError) in
            DeepLinkRoute(
                actionIdentifier: "OpenSeckillIntent",
                parameters: ["productId": .string(try link.requiredValue(forQueryItem: "productId"))])
        }
        let route = try router.route(try DeepLink("HDSECKILL://Seckill?productId=42"))
        #expect(route == DeepLinkRoute(actionIdentifier: "OpenSeckillIntent", parameters: ["productId": "42"]))
        #expect(try router.route(try DeepLink("hdSeckill://cart")).actionIdentifier == "Home")

        let missing = #expect(throws: DeepLinkError.self) { try router.route(try DeepLink("hdSeckill://seckill")) }
        #expect(missing?.code == .missingQueryItem)
        let unknown = #expect(throws: DeepLinkError.self) { try router.route(try DeepLink("other://seckill")) }
        #expect(unknown?.code == .noHandler)
        #expect(unknown?.message.contains("the app takes hdSeckill:, hdSeckill://seckill") == true)
    }

    @Test("20,000 random texts: each parses or is refused with a DeepLinkError, and what parses reads back the same")
    func randomTextNeverCrashes() {
        var generator = StressRandom(seed: StressRandom.seed(0x5EC_C111))
        let pieces: [String] = [
            "hdSeckill", "://", "seckill", "?", "&", "=", "%", "%E5", "%8", "%25", "华为", " ", "#", "/", "@", ":", "a",
            "1",
            "\u{0}", "\u{7F}", "é", "🙂", "+", "-", ".", "~", "productId", "[", "]",
        ]
        var parsed = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let start = Bool.random(using: &generator) ? "hdSeckill://seckill?" : ""
            let text = start + (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            do {
                let link = try DeepLink(text)
                parsed += 1
                #expect(try DeepLink(link.description) == link, "\(text)")
            } catch {
                // A DeepLinkError, by the initializer's typed throws: refused, not crashed.
            }
        }
        #expect(parsed > 4000)
    }
}
