// A second process for the app-group store tests: increments one key, many times.
//
//     app-group-writer <containers-directory> <group> <key> <count>
//
// Exits 0 after `count` increments, 1 on a store error (printed on stderr), 64 on bad usage.

import Foundation
import IntentRuntime

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 4, let count = Int(arguments[arguments.startIndex + 3]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: app-group-writer <containers-directory> <group> <key> <count>\n".utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: arguments[arguments.startIndex], isDirectory: true)
let key = arguments[arguments.startIndex + 2]
do {
    let group = try AppGroup(identifier: arguments[arguments.startIndex + 1], containersDirectory: directory)
    let store = try AppGroupStore(group: group)
    for _ in 0..<count {
        try store.increment(key)
    }
} catch {
    FileHandle.standardError.write(Data("app-group-writer: \(error)\n".utf8))
    exit(1)
}
