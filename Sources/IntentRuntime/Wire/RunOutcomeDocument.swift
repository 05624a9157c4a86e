import IntentMetadata

/// How runs ended, as a document: the one wire schema of a run's outcome.
///
/// `run --json` prints it (``json()``), `serve --mcp` answers a tool call with its runs'
/// ``Run/structuredContent()``, and IntentTesting's out-of-process runner reads what a host process
/// printed with ``init(decoding:limits:)``. One model, one encoder, one decoder: the three cannot
/// drift apart.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "runs": [{"identifier", "phase", "value", "dialog", "error", "errorType"?, "errorCase"?, "opened": []}],
///   "reloadedWidgets": [{"kind", "entry"}],
///   "liveActivities": {…}?,
///   "refused": {"exitStatus", "message"}?
/// }
/// ```
package struct RunOutcomeDocument: Sendable, Equatable {
    /// The version of the schema this package writes; a reader refuses a newer one. Version 1 is
    /// also what a document without `schemaVersion` (written before the field existed) is read as.
    package static let currentSchemaVersion = 1

    /// The version of the schema the document was written in.
    package var schemaVersion: Int

    /// The runs, in the order they started.
    package var runs: [Run]

    /// The widgets reloaded after the runs, with the entry each shows now.
    package var reloadedWidgets: [ReloadedWidget]

    /// The Live Activities the runs changed, as `run` reports them; `nil` when none changed.
    package var liveActivities: JSONText?

    /// Why no run took place; `nil` when the runs ran.
    package var refused: Refusal?

    /// Creates a document in the current schema version.
    package init(
        runs: [Run],
        reloadedWidgets: [ReloadedWidget] = [],
        liveActivities: JSONText? = nil,
        refused: Refusal? = nil
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.runs = runs
        self.reloadedWidgets = reloadedWidgets
        self.liveActivities = liveActivities
        self.refused = refused
    }

    /// One run and the run it opened.
    package struct Run: Sendable, Equatable {
        /// The action identifier of the intent.
        package var identifier: String

        /// How the run ended.
        package var phase: RunPhase

        /// What `perform()` returned, as JSON; `.null` when it returned no value.
        package var value: JSONText

        /// The dialog `perform()` returned.
        package var dialog: String?

        /// Why the run did not succeed.
        package var failure: Failure?

        /// The run of the intent this run opened.
        package var openedRun: Run? {
            get { openedStorage.first }
            set { openedStorage = newValue.map { [$0] } ?? [] }
        }

        /// ``openedRun``'s storage: a struct cannot hold an optional of itself; never more than one.
        private var openedStorage: [Run]

        /// Creates a run.
        package init(
            identifier: String,
            phase: RunPhase,
            value: JSONText = .null,
            dialog: String? = nil,
            failure: Failure? = nil,
            openedRun: Run? = nil
        ) {
            self.identifier = identifier
            self.phase = phase
            self.value = value
            self.dialog = dialog
            self.failure = failure
            self.openedStorage = openedRun.map { [$0] } ?? []
        }
    }

    /// Why a run did not succeed.
    package struct Failure: Sendable, Equatable {
        /// The text a person reads (`error`).
        package var message: String

        /// The error's type (`errorType`): `ExecutionError`, `TodoError`.
        package var typeName: String

        /// The error's case, for an enum (`errorCase`).
        package var caseName: String?

        /// Creates a failure.
        package init(message: String, typeName: String, caseName: String? = nil) {
            self.message = message
            self.typeName = typeName
            self.caseName = caseName
        }
    }

    /// A widget reloaded after the runs.
    package struct ReloadedWidget: Sendable, Equatable {
        /// The widget's kind.
        package var kind: String

        /// The entry it shows now.
        package var entry: JSONText

        /// Creates a reloaded widget.
        package init(kind: String, entry: JSONText) {
            self.kind = kind
            self.entry = entry
        }
    }

    /// Why no run took place: what `run --json` prints for a usage error, an unknown intent, a bad
    /// parameter.
    package struct Refusal: Sendable, Equatable {
        /// The status the command exited with.
        package var exitStatus: Int

        /// What the command said on standard error.
        package var message: String

        /// Creates a refusal.
        package init(exitStatus: Int, message: String) {
            self.exitStatus = exitStatus
            self.message = message
        }
    }
}

// MARK: - The encoder

extension RunOutcomeDocument {
    /// The document as `run --json` prints it, its members in the schema's order.
    package func json() -> JSONText {
        var members: [(String, JSONText)] = [
            ("schemaVersion", .int(schemaVersion)),
            ("runs", .array(runs.map { $0.json() })),
            (
                "reloadedWidgets",
                .array(reloadedWidgets.map { .object([("kind", .string($0.kind)), ("entry", $0.entry)]) })
            ),
        ]
        if let liveActivities { members.append(("liveActivities", liveActivities)) }
        if let refused {
            members.append(
                (
                    "refused",
                    .object([("exitStatus", .int(refused.exitStatus)), ("message", .string(refused.message))])
                ))
        }
        return .object(members)
    }
}

extension RunOutcomeDocument.Run {
    /// The run as the document holds it: every member, `null` where there is nothing.
    package func json() -> JSONText {
        var members: [(String, JSONText)] = [
            ("identifier", .string(identifier)),
            ("phase", .string(phase.rawValue)),
            ("value", value),
            ("dialog", dialog.map { .string($0) } ?? .null),
            // The text a person sees; what the error is, apart, for programs.
            ("error", failure.map { .string($0.message) } ?? .null),
        ]
        if let failure {
            members.append(("errorType", .string(failure.typeName)))
            members.append(("errorCase", failure.caseName.map { .string($0) } ?? .null))
        }
        members.append(("opened", .array(openedRun.map { [$0.json()] } ?? [])))
        return .object(members)
    }

    /// The run as an MCP tool result's `structuredContent`, in the shape of the tool's output schema:
    /// `{value?, dialog?, opened?}`, members left out when there is nothing; an opened run also
    /// names its intent (`identifier`).
    package func structuredContent() -> JSONText {
        .object(structuredMembers(naming: false))
    }

    private func structuredMembers(naming: Bool) -> [(String, JSONText)] {
        var members: [(String, JSONText)] = naming ? [("identifier", .string(identifier))] : []
        if value != .null { members.append(("value", value)) }
        if let dialog { members.append(("dialog", .string(dialog))) }
        if let openedRun {
            members.append(("opened", .array([.object(openedRun.structuredMembers(naming: true))])))
        }
        return members
    }
}

// MARK: - The decoder

/// Why a printed outcome could not be read: where in the document, and what was expected.
package struct RunOutcomeDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, with the JSON path.
    package var message: String

    /// The message.
    package var description: String { message }
}

extension RunOutcomeDocument {
    /// The largest document read: 16 MiB, 64 levels deep.
    package static let readingLimits = MetadataLimits(
        maxBytes: 16 << 20, maxDepth: 64, maxStringBytes: 4 << 20, maxElements: 1 << 20)

    /// Reads a document that `run --json` printed.
    /// - Parameters:
    ///   - bytes: The UTF-8 text.
    ///   - limits: Bounds on the input.
    /// - Throws: ``RunOutcomeDocumentError`` naming the JSON path and what was expected there.
    package init(
        decoding bytes: some Sequence<UInt8>,
        limits: MetadataLimits = readingLimits
    ) throws(RunOutcomeDocumentError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes, limits: limits)
        } catch {
            throw RunOutcomeDocumentError(message: "not a JSON document: \(error.description)")
        }
        try self.init(decoding: document)
    }

    /// Reads a parsed document.
    /// - Throws: ``RunOutcomeDocumentError`` naming the JSON path and what was expected there.
    package init(decoding document: JSONValue) throws(RunOutcomeDocumentError) {
        let members = try Self.object(document, at: "$")
        let version: Int
        switch members["schemaVersion"] {
        case nil: version = 1
        case let value?:
            guard let number = value.intValue, number >= 1 else {
                throw RunOutcomeDocumentError(
                    message: "$.schemaVersion: expected a whole number from 1, found \(value)")
            }
            version = number
        }
        guard version <= Self.currentSchemaVersion else {
            throw RunOutcomeDocumentError(
                message: "$.schemaVersion: the document is in schema version \(version); this reader knows "
                    + "versions up to \(Self.currentSchemaVersion): update the package that reads it")
        }
        var runs: [Run] = []
        for (index, run) in try Self.array(members["runs"], at: "$.runs").enumerated() {
            runs.append(try Run(decoding: run, at: "$.runs[\(index)]"))
        }
        var reloaded: [ReloadedWidget] = []
        for (index, widget) in try Self.array(members["reloadedWidgets"] ?? .array([]), at: "$.reloadedWidgets")
            .enumerated()
        {
            let path = "$.reloadedWidgets[\(index)]"
            let fields = try Self.object(widget, at: path)
            reloaded.append(
                ReloadedWidget(
                    kind: try Self.string(fields["kind"], at: path + ".kind"),
                    entry: JSONText(fields["entry"] ?? .null)
                ))
        }
        var refused: Refusal?
        if let refusal = members["refused"], refusal != .null {
            let fields = try Self.object(refusal, at: "$.refused")
            guard let status = fields["exitStatus"]?.intValue else {
                throw RunOutcomeDocumentError(message: "$.refused.exitStatus: expected a whole number")
            }
            refused = Refusal(
                exitStatus: status, message: try Self.string(fields["message"], at: "$.refused.message"))
        }
        self.init(
            runs: runs,
            reloadedWidgets: reloaded,
            liveActivities: members["liveActivities"].map(JSONText.init),
            refused: refused
        )
        schemaVersion = version
    }

    fileprivate static func object(_ value: JSONValue?, at path: String) throws(RunOutcomeDocumentError)
        -> [String: JSONValue]
    {
        guard case .object(let members)? = value else {
            throw RunOutcomeDocumentError(message: "\(path): expected an object, found \(found(value))")
        }
        return members
    }

    fileprivate static func array(_ value: JSONValue?, at path: String) throws(RunOutcomeDocumentError)
        -> [JSONValue]
    {
        guard case .array(let elements)? = value else {
            throw RunOutcomeDocumentError(message: "\(path): expected an array, found \(found(value))")
        }
        return elements
    }

    fileprivate static func string(_ value: JSONValue?, at path: String) throws(RunOutcomeDocumentError) -> String {
        guard case .string(let text)? = value else {
            throw RunOutcomeDocumentError(message: "\(path): expected a string, found \(found(value))")
        }
        return text
    }

    /// A string or `null`; absent reads as `null`.
    fileprivate static func optionalString(_ value: JSONValue?, at path: String) throws(RunOutcomeDocumentError)
        -> String?
    {
        guard let value, value != .null else { return nil }
        return try string(value, at: path)
    }

    private static func found(_ value: JSONValue?) -> String {
        switch value {
        case nil: "nothing"
        case .null?: "null"
        case .bool?: "a Boolean"
        case .number?: "a number"
        case .string?: "a string"
        case .array?: "an array"
        case .object?: "an object"
        }
    }
}

extension RunOutcomeDocument.Run {
    /// Reads a printed run.
    fileprivate init(decoding value: JSONValue, at path: String) throws(RunOutcomeDocumentError) {
        typealias Document = RunOutcomeDocument
        let fields = try Document.object(value, at: path)
        let phaseName = try Document.string(fields["phase"], at: path + ".phase")
        guard let phase = RunPhase(rawValue: phaseName) else {
            throw RunOutcomeDocumentError(message: "\(path).phase: expected a run phase, found '\(phaseName)'")
        }
        var failure: RunOutcomeDocument.Failure?
        if let message = try Document.optionalString(fields["error"], at: path + ".error") {
            failure = RunOutcomeDocument.Failure(
                message: message,
                typeName: try Document.optionalString(fields["errorType"], at: path + ".errorType") ?? "",
                caseName: try Document.optionalString(fields["errorCase"], at: path + ".errorCase")
            )
        }
        let opened = try Document.array(fields["opened"] ?? .array([]), at: path + ".opened")
        guard opened.count <= 1 else {
            throw RunOutcomeDocumentError(
                message: "\(path).opened: expected at most one opened run, found \(opened.count)")
        }
        self.init(
            identifier: try Document.string(fields["identifier"], at: path + ".identifier"),
            phase: phase,
            value: JSONText(fields["value"] ?? .null),
            dialog: try Document.optionalString(fields["dialog"], at: path + ".dialog"),
            failure: failure,
            openedRun: try opened.first.map { (run) throws(RunOutcomeDocumentError) in
                try Self(decoding: run, at: path + ".opened[0]")
            }
        )
    }
}

// MARK: - JSONText and JSONValue

extension JSONText {
    /// A parsed value, its object members sorted by key (a parsed object keeps no order).
    package init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number):
            if number.isIntegerLiteral, let integer = number.intValue {
                self = .int(integer)
            } else {
                self = number.doubleValue.map { .double($0) } ?? .null
            }
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONText.init))
        case .object(let members):
            self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, JSONText($0.value)) })
        }
    }

    /// The value as the metadata reader's ``JSONValue`` (which keeps no member order).
    package var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .number(JSONNumber(number))
        case .double(let number): JSONNumber(number).map { .number($0) } ?? .null
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.jsonValue))
        case .object(let members):
            .object(Dictionary(members.map { ($0.0, $0.1.jsonValue) }, uniquingKeysWith: { _, last in last }))
        }
    }
}
