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

    /// The error for a problem Apple's API found flattening a bundle tree.
    /// - Parameter problem: The problem.
    package init(_ problem: WidgetList.Problem) {
        code =
            switch problem.kind {
            case .duplicateKind: .duplicateKind
            case .tooManyWidgets: .tooManyWidgets
            case .emptyKind: .emptyKind
            }
        kind = problem.widgetKind
        path = problem.path
        otherPath = problem.otherPath
        message = problem.message
    }
}
