// Foundation, not FoundationEssentials: `PersonNameComponents` is Foundation's.
import Foundation

/// A person an intent takes or returns: a name, the handles to reach them, and what identifies them.
///
/// Spelled as Apple's `IntentPerson`. On a device the person may come from Contacts; there are no contacts
/// here, so a person is the value the intent or its caller built, kept and compared as given.
public struct IntentPerson: Hashable, Sendable {
    /// What identifies the person.
    public var identifier: IntentPerson.Identifier

    /// The person's name.
    public var name: IntentPerson.Name

    /// The main handle to reach the person, if any.
    public var handle: IntentPerson.Handle?

    /// Other handles to reach the person.
    public var aliases: [IntentPerson.Handle]

    /// Whether the person is the one using the device.
    public var isMe: Bool

    /// A picture of the person, if any.
    public var image: DisplayRepresentation.Image?

    /// Creates a person.
    /// - Parameters:
    ///   - identifier: What identifies the person.
    ///   - name: The person's name.
    ///   - handle: The main handle to reach the person.
    ///   - aliases: Other handles.
    ///   - isMe: Whether the person is the one using the device.
    ///   - image: A picture of the person.
    public init(
        identifier: IntentPerson.Identifier,
        name: IntentPerson.Name,
        handle: IntentPerson.Handle?,
        aliases: [IntentPerson.Handle] = [],
        isMe: Bool = false,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
        self.image = image
    }

    /// Creates a person known only by a handle (a phone number, an email address): no identifier, no name.
    /// - Parameter handle: The handle.
    public init(handle: IntentPerson.Handle) {
        self.init(identifier: .unknown, name: .unknown, handle: handle)
    }

    /// How the person is shown: the name, else the handle's text, with the image.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: shownName), image: image)
    }

    /// "Person".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Person")
    }

    /// The name as text, else the handle's text, else "Unknown".
    private var shownName: String {
        switch name {
        case .displayName(let text): return text
        case .components(let components):
            let parts = [components.givenName, components.middleName, components.familyName].compactMap { $0 }
            if !parts.isEmpty { return parts.joined(separator: " ") }
            if let nickname = components.nickname { return nickname }
        case .unknown: break
        }
        return handle?.value.text ?? "Unknown"
    }

    /// What identifies a person.
    public enum Identifier: Hashable, Sendable {
        /// A contact's identifier (of the device's Contacts on Apple's platforms).
        case contact(String)
        /// An identifier the app gives the person.
        case applicationDefined(String)
        /// Nothing identifies the person.
        case unknown
    }

    /// A person's name.
    public enum Name: Hashable, Sendable {
        /// The name as it is shown.
        case displayName(String)
        /// The name in its parts.
        case components(PersonNameComponents)
        /// The name is not known.
        case unknown
    }

    /// One way to reach a person: a phone number, an email address or the app's own handle, with a label.
    public struct Handle: Hashable, Sendable {
        /// The handle itself.
        public var value: IntentPerson.Handle.Value

        /// What the handle is for: home, work, mobile…
        public var label: IntentPerson.Handle.Label

        /// Creates a handle.
        /// - Parameters:
        ///   - value: The handle.
        ///   - label: What it is for.
        public init(_ value: IntentPerson.Handle.Value, label: IntentPerson.Handle.Label = .other) {
            self.value = value
            self.label = label
        }

        /// Creates a phone-number handle.
        /// - Parameters:
        ///   - phoneNumberString: The number, as written.
        ///   - label: What it is for.
        public init(phoneNumber phoneNumberString: String, label: IntentPerson.Handle.Label = .other) {
            self.init(.phoneNumber(phoneNumberString), label: label)
        }

        /// Creates an email-address handle.
        /// - Parameters:
        ///   - emailAddressString: The address.
        ///   - label: What it is for.
        public init(emailAddress emailAddressString: String, label: IntentPerson.Handle.Label = .other) {
            self.init(.emailAddress(emailAddressString), label: label)
        }

        /// Creates a handle of the app's own kind (an account name), with a label of the app's own if any.
        /// - Parameters:
        ///   - stringValue: The handle.
        ///   - labelString: The label's text; `nil` for ``Label/other``.
        public init(applicationDefined stringValue: String, label labelString: String? = nil) {
            self.init(.applicationDefined(stringValue), label: labelString.map { .custom($0) } ?? .other)
        }

        /// What kind of handle it is, with its text.
        public enum Value: Hashable, Sendable {
            /// A phone number.
            case phoneNumber(String)
            /// An email address.
            case emailAddress(String)
            /// A handle of the app's own kind.
            case applicationDefined(String)

            /// The handle's text, whatever its kind.
            var text: String {
                switch self {
                case .phoneNumber(let text), .emailAddress(let text), .applicationDefined(let text): text
                }
            }
        }

        /// What a handle is for.
        public enum Label: Hashable, Sendable {
            /// Home.
            case home
            /// Work.
            case work
            /// An iPhone.
            case iPhone
            /// A mobile phone.
            case mobile
            /// The main number.
            case main
            /// A home fax.
            case homeFax
            /// A work fax.
            case workFax
            /// A pager.
            case pager
            /// School.
            case school
            /// Any other use.
            case other
            /// A label of the app's own.
            case custom(String)
        }
    }

    /// How a person parameter is asked for: by email or phone, by email, by phone, or as a contact.
    public enum ParameterMode: String, Hashable, Sendable {
        /// An email address or a phone number.
        case emailOrPhone
        /// An email address.
        case email
        /// A phone number.
        case phone
        /// A contact.
        case contact
    }
}

// Apple's pages list `Decodable` and `Encodable` for a person and its identifier, name and handle; the coding here is
// Swift's synthesized one (an enum case keyed by its name), not a documented format.
extension IntentPerson: Codable {}
extension IntentPerson.Identifier: Codable {}
extension IntentPerson.Name: Codable {}
extension IntentPerson.Handle: Codable {}
extension IntentPerson.Handle.Value: Codable {}
extension IntentPerson.Handle.Label: Codable {}

extension IntentPerson {
    /// The person's name as text (its ``displayRepresentation``'s title): `InstanceDisplayRepresentable`'s text.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}
