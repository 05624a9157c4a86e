/// Why widgets were refused at registration.
public struct WidgetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case duplicateKind
            case tooManyWidgets
            case emptyKind
        }

        private let value: Value

        /// Two widgets declare the same kind.
        public static let duplicateKind = Code(value: .duplicateKind)

        /// One bundle level lists more widgets than ``Limits/widgetsPerBundleLevel``.
        public static let tooManyWidgets = Code(value: .tooManyWidgets)

        /// A widget declares an empty kind.
        public static let emptyKind = Code(value: .emptyKind)

        /// The code's name.
        public var description: String {
            switch value {
            case .duplicateKind: "duplicateKind"
            case .tooManyWidgets: "tooManyWidgets"
            case .emptyKind: "emptyKind"
            }
        }
    }

    /// What kind of problem this is.
    public let code: Code

    /// The widget kind concerned, if one is.
    public let kind: String?

    /// Where in the bundle tree the problem is, for example `AllWidgets[2] > Weather[3]`;
    /// for a duplicate, the second declaration.
    public let path: String

    /// For a duplicate, where the kind was first declared.
    public let otherPath: String?

    /// What went wrong and how to fix it.
    public let message: String

    /// The message.
    public var description: String { message }

    static func duplicateKind(_ kind: String, at path: String, firstAt otherPath: String) -> WidgetError {
        WidgetError(
            code: .duplicateKind, kind: kind, path: path, otherPath: otherPath,
            message: "widget kind \"\(kind)\" is declared twice: at \(otherPath) and at \(path); "
                + "every widget needs its own kind"
        )
    }

    static func tooManyWidgets(_ count: Int, at path: String, limit: Int) -> WidgetError {
        WidgetError(
            code: .tooManyWidgets, kind: nil, path: path, otherPath: nil,
            message: "bundle level \(path) lists \(count) widgets; at most \(limit) are allowed per level; "
                + "nest a bundle (`Inner().body`) to declare more"
        )
    }

    static func emptyKind(at path: String) -> WidgetError {
        WidgetError(
            code: .emptyKind, kind: "", path: path, otherPath: nil,
            message: "the widget at \(path) declares an empty kind"
        )
    }
}
