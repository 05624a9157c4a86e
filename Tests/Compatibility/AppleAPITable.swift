#if !canImport(Darwin)
    import Foundation

    /// Documentation/AppleAPI.md as the tests read it: the one reader of its rows, for the suites that check the
    /// table's counts, its probes and the modules' symbols against it.
    struct AppleAPITable {
        /// One row of a framework's section: `| `symbol` | page | declaration | status |`.
        struct Row {
            /// The section's heading, without `## `.
            let section: String
            /// The symbol as the row writes it, an overload's parenthetical suffix included.
            let symbol: String
            /// The status cell: it starts with implemented, shape, not offered or SwiftUI.
            let status: String

            /// The symbol without an overload's parenthetical suffix, as a symbol graph names it.
            var symbolGraphName: String {
                guard symbol.hasSuffix(")"), let open = symbol.range(of: " (", options: .backwards) else {
                    return symbol
                }
                return String(symbol[..<open.lowerBound])
            }
        }

        /// The file, found from this source file.
        static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Documentation/AppleAPI.md").standardizedFileURL

        /// The file's lines.
        let lines: [String]

        /// Every symbol row, in order.
        let rows: [Row]

        /// Reads the file.
        /// - Throws: When it cannot be read.
        init() throws {
            lines = try String(contentsOf: Self.url, encoding: .utf8).split(separator: "\n").map(String.init)
            var section = ""
            var rows: [Row] = []
            for line in lines {
                if line.hasPrefix("## ") {
                    section = String(line.dropFirst(3))
                } else if line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`"),
                    let status = line.components(separatedBy: " | ").last
                {
                    rows.append(
                        Row(
                            section: section, symbol: String(line[line.index(line.startIndex, offsetBy: 3)..<end]),
                            status: status.trimmingCharacters(in: CharacterSet(charactersIn: " |"))))
                }
            }
            self.rows = rows
        }

        /// The names the section "Names each module re-exports" lists for a module, each with its page.
        /// - Parameter module: The module's name, as its rows' first cell gives it.
        /// - Returns: Each name's Apple documentation page.
        func reexportedNames(of module: String) -> [String: String] {
            guard let start = lines.firstIndex(of: "## Names each module re-exports") else { return [:] }
            var names: [String: String] = [:]
            for line in lines[(start + 1)...] where line.hasPrefix("| \(module) | ") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count == 3 else { continue }
                names[cells[1]] = cells[2]
            }
            return names
        }
    }
#endif
