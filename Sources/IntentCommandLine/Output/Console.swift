import IntentMetadata

/// The one place the command line prints, through an injected ``CommandOutput``.
///
/// Results go to standard output; errors, warnings and notes to standard error. Colour is used
/// only when the writer is a terminal and the output allows it (`NO_COLOR` unset).
struct Console: Sendable {
    /// Where the text goes.
    let output: CommandOutput

    /// An ANSI text style.
    enum Style: String, Sendable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
        case boldRed = "1;31"
        case boldYellow = "1;33"
        case boldGreen = "1;32"
    }

    /// Which stream a piece of text is styled for.
    enum Stream: Sendable {
        case standardOutput
        case standardError
    }

    private func colors(_ stream: Stream) -> Bool {
        guard output.allowsColor else { return false }
        switch stream {
        case .standardOutput: return output.standardOutput.isTerminal
        case .standardError: return output.standardError.isTerminal
        }
    }

    /// The text wrapped in a style's escape codes, when the stream shows colour.
    func styled(_ text: String, _ style: Style, on stream: Stream = .standardOutput) -> String {
        guard colors(stream), !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    /// Prints a line of results to standard output.
    func print(_ line: String = "") {
        output.standardOutput.write(line + "\n")
    }

    /// Writes text to standard output as is.
    func write(_ text: String) {
        output.standardOutput.write(text)
    }

    /// Prints a line to standard error.
    func printToStandardError(_ line: String = "") {
        output.standardError.write(line + "\n")
    }

    /// Prints `error: message` to standard error.
    func error(_ message: String) {
        printToStandardError(styled("error:", .boldRed, on: .standardError) + " " + message)
    }

    /// Prints `warning: message` to standard error.
    func warning(_ message: String) {
        printToStandardError(styled("warning:", .boldYellow, on: .standardError) + " " + message)
    }

    /// Prints `note: message` to standard error.
    func note(_ message: String) {
        printToStandardError(styled("note:", .bold, on: .standardError) + " " + message)
    }
}

extension Console {
    /// Prints a metadata error as compilers print diagnostics: `file:line:column: error: message (at path)`.
    func report(_ error: MetadataError) {
        let text = error.description
        if let range = text.firstRange(of: "error: ") {
            printToStandardError(
                String(text[..<range.lowerBound]) + styled("error:", .boldRed, on: .standardError) + " "
                    + String(text[range.upperBound...])
            )
        } else {
            self.error(text)
        }
    }
}
