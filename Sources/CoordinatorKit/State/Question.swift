/// What an alert or a confirmation dialog asks: a title, a message, and the choices the user
/// picks from, each carrying the answer given back to the flow that asked.
///
/// A question is a value, like a route: the app declares its questions once, and a coordinator
/// asks one and awaits the answer.
///
/// ```swift
/// enum SaveChoice: Hashable, Codable, Sendable { case save, discard, keepEditing }
///
/// extension Question<SaveChoice> {
///     static let saveChanges = Question(
///         "Save your change?", message: "Notifications change for every order.", style: .confirmationDialog,
///         choices: [.default("Save", .save), .destructive("Discard", .discard), .cancel("Keep editing", .keepEditing)]
///     )
/// }
///
/// // In a coordinator:
/// if case .finished(.save) = await ask(.saveChanges) { settings.save() }
/// ```
///
/// It is named *question*, not *alert*: SwiftUI's `Alert` is a type of its own, and one value
/// covers both of its presentations (``QuestionStyle``).
public struct Question<Answer: Hashable & Sendable>: Hashable, Sendable {
    /// The title, in bold at the top of an alert; the dialog's title line.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// An alert in the middle of the screen, or a confirmation dialog (an action sheet).
    public var style: QuestionStyle
    /// The choices, in the order the app lists them; hosts place the cancel choice where the
    /// platform puts it.
    public var choices: [Choice]

    /// Makes a question.
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the text under it.
    ///   - style: an alert or a confirmation dialog.
    ///   - choices: at least one; at most one with the ``ChoiceRole/cancel`` role.
    public init(_ title: String, message: String? = nil, style: QuestionStyle = .alert, choices: [Choice]) {
        self.title = title
        self.message = message
        self.style = style
        self.choices = choices
    }

    /// One button of the question and the answer it gives.
    public struct Choice: Hashable, Sendable {
        /// The button's title.
        public var title: String
        /// How the button looks and where it goes: plain, cancel or destructive.
        public var role: ChoiceRole
        /// What the flow gets when the user taps it.
        public var answer: Answer

        /// Makes a choice.
        /// - Parameters:
        ///   - title: the button's title.
        ///   - role: plain, cancel or destructive.
        ///   - answer: what the flow gets when the user taps it.
        public init(_ title: String, role: ChoiceRole = .default, answer: Answer) {
            self.title = title
            self.role = role
            self.answer = answer
        }

        /// A plain button: `.default("Save", .save)`.
        public static func `default`(_ title: String, _ answer: Answer) -> Choice {
            Choice(title, role: .default, answer: answer)
        }
        /// The cancel button: `.cancel("Keep editing", .keepEditing)`.
        public static func cancel(_ title: String, _ answer: Answer) -> Choice {
            Choice(title, role: .cancel, answer: answer)
        }
        /// A destructive button, drawn in red: `.destructive("Discard", .discard)`.
        public static func destructive(_ title: String, _ answer: Answer) -> Choice {
            Choice(title, role: .destructive, answer: answer)
        }
    }

    /// The same question with its answers erased, as the navigation state holds it.
    package var erased: Question<AnyAnswer> {
        Question<AnyAnswer>(
            title, message: message, style: style,
            choices: choices.map {
                .init($0.title, role: $0.role, answer: AnyAnswer($0.answer))
            })
    }

    /// The question's problem, if it breaks a rule: no choice, a choice without a title, or two
    /// cancel choices.
    var problem: String? {
        if choices.isEmpty { return "a question needs at least one choice" }
        if choices.contains(where: { $0.title.allSatisfy(\.isWhitespace) }) {
            return "every choice needs a title, or it is shown as a blank button"
        }
        if choices.filter({ $0.role == .cancel }).count > 1 { return "a question has at most one cancel choice" }
        return nil
    }
}

/// How a question is shown.
public enum QuestionStyle: String, Hashable, Sendable, Codable {
    /// An alert in the middle of the screen (`UIAlertController.Style.alert`, SwiftUI `alert`).
    case alert
    /// A confirmation dialog: an action sheet at the bottom on iPhone, a popover pointing at the
    /// control that opened it on iPad (`.actionSheet`, SwiftUI `confirmationDialog`).
    case confirmationDialog

}

/// What a question's button is: plain, the cancel button, or destructive
/// (`UIAlertAction.Style`, SwiftUI `ButtonRole`).
public enum ChoiceRole: String, Hashable, Sendable, Codable {
    /// A plain button.
    case `default`
    /// The button that leaves things as they are; at most one per question. A dialog dismissed
    /// by a tap outside it on iPad answers with it.
    case cancel
    /// A button that destroys something, drawn in red.
    case destructive

}

extension Question.Choice: CustomStringConvertible {
    public var description: String { role == .default ? "\"\(title)\"" : "\"\(title)\" (\(role))" }
}

// Saved with the state: the synthesized coding writes the fields by name and leaves out a
// missing message.
extension Question: Codable where Answer: Codable {}

extension Question.Choice: Codable where Answer: Codable {}
