/// A phrase as a sequence of text, the application name, and parameters: what both
/// `AppShortcutPhrase` and metadata `phraseTemplates` (`"Stream ${stream} on ${applicationName}"`)
/// describe.
package struct PhraseTemplate: Hashable, Sendable, CustomStringConvertible {
    /// One part of a phrase.
    package enum Segment: Hashable, Sendable {
        /// Literal text.
        case text(String)
        /// The application's name or one of its synonyms.
        case applicationName
        /// A parameter of the intent, by name.
        case parameter(String)
        /// A key path that names no `@Parameter` of the intent.
        case unresolvedParameter(String)
    }

    package var segments: [Segment]

    package init(segments: [Segment]) {
        var merged: [Segment] = []
        for segment in segments {
            if case .text(let next) = segment, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + next)
            } else if segment != .text("") {
                merged.append(segment)
            }
        }
        self.segments = merged
    }

    /// Parses a metadata template: `${applicationName}` and `${name}` placeholders in text.
    package init(parsing template: String) {
        var segments: [Segment] = []
        var rest = Substring(template)
        while let open = rest.firstRange(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            segments.append(.text(String(rest[..<open.lowerBound])))
            let name = String(rest[open.upperBound..<close])
            segments.append(name == "applicationName" ? .applicationName : .parameter(name))
            rest = rest[rest.index(after: close)...]
        }
        segments.append(.text(String(rest)))
        self.init(segments: segments)
    }

    /// The template as metadata writes it.
    package var description: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let name), .unresolvedParameter(let name): "${\(name)}"
            }
        }.joined()
    }

    /// Whether the phrase says the application's name.
    package var namesApplication: Bool { segments.contains(.applicationName) }

    /// The names of the phrase's parameters, resolved or not.
    package var parameterNames: [String] {
        segments.compactMap { segment in
            switch segment {
            case .parameter(let name), .unresolvedParameter(let name): name
            default: nil
            }
        }
    }

    /// What two phrases share when they would be heard the same: normalized text, with every
    /// parameter as the same placeholder.
    package var claim: String {
        segments.map { segment in
            switch segment {
            case .text(let text): String(PhraseText(text).characters)
            case .applicationName: "\u{1}app\u{1}"
            case .parameter, .unresolvedParameter: "\u{1}param\u{1}"
            }
        }.joined()
    }
}

/// Text compared case- and whitespace-insensitively: lowercased grapheme clusters with
/// whitespace removed and typographic quotes made plain, each remembering where it came from in
/// the original.
package struct PhraseText {
    package let original: String
    package let characters: [Character]
    package let origins: [String.Index]

    package init(_ text: String) {
        original = text
        var characters: [Character] = []
        var origins: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if !character.isWhitespace {
                for lowered in String(character).lowercased() where !lowered.isWhitespace {
                    characters.append(Self.typographicEquivalents[lowered] ?? lowered)
                    origins.append(index)
                }
            }
            index = text.index(after: index)
        }
        self.characters = characters
        self.origins = origins
    }

    /// Typographic quotes, compared as their plain forms: "What’s" matches "What's".
    private static let typographicEquivalents: [Character: Character] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"",
    ]

    /// The original text from normalized position `start` up to `end`, trimmed.
    package func originalText(from start: Int, to end: Int) -> String {
        guard start < end, end <= origins.count else { return "" }
        let lower = origins[start]
        let upper = end < origins.count ? origins[end] : original.endIndex
        return String(original[lower..<upper]).trimmingWhitespace()
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let characters = Substring(self)
        let start = characters.firstIndex { !$0.isWhitespace } ?? characters.endIndex
        let end = characters.lastIndex { !$0.isWhitespace }.map { characters.index(after: $0) } ?? start
        return String(characters[start..<max(start, end)])
    }
}
