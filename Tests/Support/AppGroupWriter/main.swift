// A second process for the app-group store tests: increments one key, many times.
//
//     app-group-writer <containers-directory> <group> <key> <count> [--acknowledge] [--activities]
//
// --acknowledge: after each increment, writes its result (the new value) and a newline to standard output,
// unbuffered, so a parent that kills the writer knows which increments completed.
// --activities: instead of incrementing, requests `count` Live Activities in the group's Live Activities
// store, writing each one's identifier (with --acknowledge) once the request returned.
//
// Exits 0 after `count` increments, 1 on a store error (printed on stderr), 64 on bad usage.

import Foundation
import IntentRuntime

/// The attributes of the activities the writer requests.
struct CounterAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        var writer: Int32
    }

    var name: String
}

let arguments = Array(CommandLine.arguments.dropFirst())
let options = Set(arguments.dropFirst(4))
guard arguments.count >= 4, let count = Int(arguments[3]), count >= 0,
    options.isSubset(of: ["--acknowledge", "--activities"])
else {
    FileHandle.standardError.write(
        Data(
            "usage: app-group-writer <containers-directory> <group> <key> <count> [--acknowledge] [--activities]\n"
                .utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: arguments[0], isDirectory: true)
let key = arguments[2]
let acknowledge = options.contains("--acknowledge")

/// Writes one line to standard output with one write(2), so it is either all there or not at all.
func acknowledgeLine(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            exit(1)
        }
        offset += written
    }
}

do {
    let group = try AppGroup(identifier: arguments[1], containersDirectory: directory)
    if options.contains("--activities") {
        let center = LiveActivityCenter(
            limits: LiveActivityLimits(maximumConcurrentActivities: Int.max), persistence: .appGroup(group))
        for _ in 0..<count {
            let activity = try center.request(
                attributes: CounterAttributes(name: key),
                content: ActivityContent(state: CounterAttributes.ContentState(writer: getpid()), staleDate: nil))
            if acknowledge { acknowledgeLine(activity.id) }
        }
    } else {
        let store = try AppGroupStore(group: group)
        for _ in 0..<count {
            let value = try store.increment(key)
            if acknowledge { acknowledgeLine(String(value)) }
        }
    }
} catch {
    FileHandle.standardError.write(Data("app-group-writer: \(error)\n".utf8))
    exit(1)
}
