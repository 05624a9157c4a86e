// libFuzzer target: deep links as `intents open` and a widget's or Live Activity's tap take them, and the router.
//
// Input: any bytes, read as UTF-8 text (invalid sequences repaired as Swift does).
// Oracle: `DeepLink(_:)` throws `DeepLinkError` or yields a link of at most `DeepLink.maximumLength` bytes whose
// text parses again to the same link; the router either throws `DeepLinkError` or routes it to the one
// registered action with the link's own query values.
import Foundation
import IntentRuntime

private let router: DeepLinkRouter = {
    var router = DeepLinkRouter()
    router.register(scheme: "tasks", host: "open") { link throws(DeepLinkError) in
        DeepLinkRoute(
            actionIdentifier: "OpenTask",
            parameters: ["id": .string(try link.requiredValue(forQueryItem: "id"))])
    }
    router.register(scheme: "hdSeckill") { _ throws(DeepLinkError) in DeepLinkRoute(actionIdentifier: "Seckill") }
    return router
}()

/// Feeds one input to the deep link parser and router. libFuzzer calls it once per input; returning 0 keeps the input eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func deepLinkFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let link: DeepLink
    do {
        link = try DeepLink(text)
    } catch {
        _ = error.description
        return 0
    }
    let written = link.description
    guard written.utf8.count <= DeepLink.maximumLength else {
        fatalError("accepted a link of \(written.utf8.count) bytes: \(written)")
    }
    let again: DeepLink
    do {
        again = try DeepLink(written)
    } catch {
        fatalError("round trip: \(written) (from \(text.debugDescription)) does not parse again: \(error)")
    }
    guard again.description == written, again.scheme == link.scheme, again.host == link.host,
        again.path == link.path, again.queryItems == link.queryItems
    else {
        fatalError("round trip: \(written) parses to another link: \(again.description)")
    }
    do {
        let route = try router.route(link)
        guard route.actionIdentifier == "OpenTask" || route.actionIdentifier == "Seckill" else {
            fatalError("routed to \(route.actionIdentifier)")
        }
        if route.actionIdentifier == "OpenTask" {
            guard case .string(let id)? = route.parameters["id"], id == link.value(forQueryItem: "id") else {
                fatalError("routed \(written) with id \(String(describing: route.parameters["id"]))")
            }
        }
    } catch {
        _ = error.description
    }
    return 0
}
