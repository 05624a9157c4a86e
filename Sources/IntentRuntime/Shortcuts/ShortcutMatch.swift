/// A value a phrase parameter can take, and the words that say it.
public struct ShortcutParameterValue: Hashable, Sendable {
    /// The value passed to the intent: an enum case identifier, an entity identifier, or text.
    public let value: String

    /// The words that say the value, compared case- and whitespace-insensitively.
    public let names: [String]

    /// Creates a value.
    /// - Parameters:
    ///   - value: The value passed to the intent.
    ///   - names: The words that say it; the value itself by default.
    public init(_ value: String, names: [String] = []) {
        self.value = value
        self.names = names.isEmpty ? [value] : names
    }
}

/// A phrase matched to a shortcut.
public struct ShortcutMatch: Sendable {
    /// The shortcut.
    public let entry: AppShortcutCatalog.Entry

    /// The phrase that matched, as a template.
    public let phraseTemplate: String

    /// The parameter values the phrase carried, by parameter name.
    public let parameters: [String: String]

    /// The action identifier of the shortcut's intent.
    public var actionIdentifier: String { entry.actionIdentifier }
}

extension AppShortcutCatalog {
    /// Finds the shortcut a typed or spoken phrase runs, and the parameter values it carries.
    ///
    /// Comparison ignores case and whitespace and works on grapheme clusters, so phrases in any
    /// script match ("用车控打开车锁"). The application name matches ``applicationName`` or any of
    /// ``synonyms``. A parameter matches one of its values' names: those given in
    /// `parameterValues`, else an `AppEnum` parameter's cases, else any non-empty text. When
    /// several phrases match, the one with the most fixed text wins; then the first declared.
    /// - Parameters:
    ///   - phrase: What the user typed or said.
    ///   - parameterValues: The values parameters can take, by parameter name.
    /// - Returns: The match, or `nil` when no phrase matches.
    public func match(_ phrase: String, parameterValues: [String: [ShortcutParameterValue]] = [:]) -> ShortcutMatch? {
        let input = PhraseText(phrase)
        guard !input.characters.isEmpty else { return nil }
        let names = ([applicationName] + synonyms).map { PhraseText($0).characters }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        var best: (match: ShortcutMatch, score: Int)?
        for entry in entries {
            let values = entry.parameterValues.merging(parameterValues) { _, given in given }
            for template in entry.phrases {
                var matcher = PhraseMatcher(input: input, applicationNames: names, values: values)
                guard let (parameters, score) = matcher.match(template.segments) else { continue }
                if score > best?.score ?? -1 {
                    best = (
                        ShortcutMatch(entry: entry, phraseTemplate: template.description, parameters: parameters), score
                    )
                }
            }
        }
        return best?.match
    }
}

/// Matches normalized input against a phrase's segments, backtracking over the application's
/// names and parameter values.
struct PhraseMatcher {
    private enum Part {
        case text([Character])
        case applicationName
        case parameter(String, [(value: String, name: [Character])]?)
    }

    let input: PhraseText
    let applicationNames: [[Character]]
    let values: [String: [ShortcutParameterValue]]
    private var steps = 0
    private static let stepLimit = 100_000

    init(input: PhraseText, applicationNames: [[Character]], values: [String: [ShortcutParameterValue]]) {
        self.input = input
        self.applicationNames = applicationNames
        self.values = values
    }

    /// The parameters and the number of fixed characters matched, or `nil`.
    mutating func match(_ segments: [PhraseTemplate.Segment]) -> ([String: String], Int)? {
        let parts: [Part] = segments.compactMap { segment in
            switch segment {
            case .text(let text):
                let characters = PhraseText(text).characters
                return characters.isEmpty ? nil : .text(characters)
            case .applicationName:
                return .applicationName
            case .parameter(let name), .unresolvedParameter(let name):
                let candidates = values[name].map { values in
                    values.flatMap { value in
                        value.names.map { (value.value, PhraseText($0).characters) }.filter { !$0.1.isEmpty }
                    }.sorted { $0.1.count > $1.1.count }
                }
                return .parameter(name, candidates)
            }
        }
        var bound: [String: String] = [:]
        guard let score = match(parts[...], at: 0, bound: &bound) else { return nil }
        return (bound, score)
    }

    private mutating func match(_ parts: ArraySlice<Part>, at position: Int, bound: inout [String: String]) -> Int? {
        steps += 1
        guard steps < Self.stepLimit else { return nil }
        let characters = input.characters
        guard let part = parts.first else { return position == characters.count ? 0 : nil }
        let rest = parts.dropFirst()
        switch part {
        case .text(let text):
            guard starts(with: text, at: position) else { return nil }
            return match(rest, at: position + text.count, bound: &bound).map { $0 + text.count }
        case .applicationName:
            for name in applicationNames where starts(with: name, at: position) {
                if let score = match(rest, at: position + name.count, bound: &bound) { return score + name.count }
            }
            return nil
        case .parameter(let name, let candidates?):
            for candidate in candidates where starts(with: candidate.name, at: position) {
                bound[name] = candidate.value
                if let score = match(rest, at: position + candidate.name.count, bound: &bound) {
                    return score + candidate.name.count
                }
                bound[name] = nil
            }
            return nil
        case .parameter(let name, nil):
            guard position < characters.count else { return nil }
            for end in (position + 1)...characters.count {
                bound[name] = input.originalText(from: position, to: end)
                if let score = match(rest, at: end, bound: &bound) { return score }
                bound[name] = nil
            }
            return nil
        }
    }

    private func starts(with text: [Character], at position: Int) -> Bool {
        let characters = input.characters
        guard position + text.count <= characters.count else { return false }
        return characters[position..<(position + text.count)].elementsEqual(text)
    }
}
