/// A finding of resolution: an action that does not resolve to a registered intent, a registered
/// intent no metadata names, or a parameter that metadata and Swift disagree on.
public struct ResolutionDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of finding it is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case missingMangledName
            case undemanglableName
            case movedModule
            case movedWithinModule
            case similarName
            case unregisteredType
            case unknownType
            case missingMetadata
            case parameterNotDeclared
            case parameterNotInMetadata
            case parameterOptionality
            case parameterValueType
            case duplicateIdentifier
            case staleCopy
        }

        private let kind: Kind

        /// The action has no mangled type name in any field.
        public static let missingMangledName = Code(kind: .missingMangledName)
        /// The action's mangled name does not demangle.
        public static let undemanglableName = Code(kind: .undemanglableName)
        /// A registered type has the same name in another module: the intent moved.
        public static let movedModule = Code(kind: .movedModule)
        /// A registered type has the same name in the same module, nested differently.
        public static let movedWithinModule = Code(kind: .movedWithinModule)
        /// A registered type has a similar name: the intent was renamed, or the name is misspelled.
        public static let similarName = Code(kind: .similarName)
        /// The named type is linked into the program but not registered, so it is refused.
        public static let unregisteredType = Code(kind: .unregisteredType)
        /// No registered type is named so, and no candidate was found.
        public static let unknownType = Code(kind: .unknownType)
        /// A registered intent has no action in any loaded bundle (the reverse case).
        public static let missingMetadata = Code(kind: .missingMetadata)
        /// Metadata lists a parameter the Swift type does not declare.
        public static let parameterNotDeclared = Code(kind: .parameterNotDeclared)
        /// The Swift type declares a parameter the metadata does not list.
        public static let parameterNotInMetadata = Code(kind: .parameterNotInMetadata)
        /// Metadata and Swift disagree on whether a parameter is optional.
        public static let parameterOptionality = Code(kind: .parameterOptionality)
        /// Metadata's value type does not describe the parameter's Swift type.
        public static let parameterValueType = Code(kind: .parameterValueType)
        /// Loaded bundles have actions of the same identifier that resolve to different registered types: a run of
        /// that identifier cannot choose, and is refused.
        public static let duplicateIdentifier = Code(kind: .duplicateIdentifier)
        /// The action resolves to one registered type while another, of the same name in another module, is
        /// registered too and no loaded metadata lists it: that copy never runs (a move half done).
        public static let staleCopy = Code(kind: .staleCopy)

        /// The code's name.
        public var description: String {
            switch kind {
            case .missingMangledName: "missingMangledName"
            case .undemanglableName: "undemanglableName"
            case .movedModule: "movedModule"
            case .movedWithinModule: "movedWithinModule"
            case .similarName: "similarName"
            case .unregisteredType: "unregisteredType"
            case .unknownType: "unknownType"
            case .missingMetadata: "missingMetadata"
            case .parameterNotDeclared: "parameterNotDeclared"
            case .parameterNotInMetadata: "parameterNotInMetadata"
            case .parameterOptionality: "parameterOptionality"
            case .parameterValueType: "parameterValueType"
            case .duplicateIdentifier: "duplicateIdentifier"
            case .staleCopy: "staleCopy"
            }
        }
    }

    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable {
        /// Something will not run, or will run wrongly.
        case error
        /// Something looks off but runs.
        case warning
    }

    /// What kind of finding it is.
    public let code: Code

    /// How serious it is.
    public let severity: Severity

    /// The action the finding is about, if any.
    public let actionIdentifier: String?

    /// The registered type the finding points to, if any: the resolved type, a candidate, or the
    /// intent without metadata.
    public let qualifiedTypeName: String?

    /// What was found, naming the mangled names, modules and parameters, and the fix.
    public let message: String

    /// `error: <message>` or `warning: <message>`.
    public var description: String { "\(severity.rawValue): \(message)" }

    init(
        _ code: Code,
        _ severity: Severity,
        action: String?,
        type qualifiedTypeName: String? = nil,
        _ message: String
    ) {
        self.code = code
        self.severity = severity
        self.actionIdentifier = action
        self.qualifiedTypeName = qualifiedTypeName
        self.message = message
    }
}
