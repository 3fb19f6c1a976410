#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

// Questions: the topmost layer's view carries an `alert` and a `confirmationDialog`, presented
// while the host shows a question of that style over it. A button's action is the user's answer;
// the binding set to `false` without one is a dialog tapped outside.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// Whether the question is presented, as the alert or dialog of `style` sees it; SwiftUI
    /// sets it to `false` when the question goes.
    func questionBinding(_ question: QuestionLayer?, style: QuestionStyle) -> Binding<Bool> {
        let id = question?.question.style == style ? question?.id : nil
        return Binding(
            get: { id != nil },
            set: { [weak self] isPresented in
                guard !isPresented, let id else { return }
                self?.questionWentWithoutAction(id)
            }
        )
    }

    /// The user tapped a choice: the question leaves the shown tree, and the navigator hears the answer.
    func userAnswered(_ id: LayerID, choice: Int?) {
        guard shownState.question?.id == id else { return }
        // SwiftUI still takes the alert away: what the answer makes the flow do next (dismiss
        // the sheet below, present) waits until it has, or SwiftUI would refuse it.
        let actions = hosted.handle(.layerLeaving(id, .answered(id, choice: choice)))
        bumpRevision()
        carryOut(actions)
    }

    /// SwiftUI took the question away without a button's action (a dialog tapped outside on
    /// iPad, or the Cancel button SwiftUI adds to a dialog without one): the cancel choice's
    /// answer, or none.
    private func questionWentWithoutAction(_ id: LayerID) {
        guard let shown = shownState.question, shown.id == id else { return }
        userAnswered(id, choice: shown.question.choices.firstIndex { $0.role == .cancel })
    }
}

/// The alert and the confirmation dialog of the topmost layer.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct QuestionModifier: ViewModifier {
    let host: SwiftUIHost
    /// The question shown over this layer, if any.
    let question: QuestionLayer?

    func body(content: Content) -> some View {
        let title = question?.question.title ?? ""
        // A dialog presented from a marked view (`marksControl(for: .dialog(title))`) is left out here.
        let dialog = host.isQuestionAnchored(question) ? nil : question
        content
            .alert(title, isPresented: host.questionBinding(question, style: .alert)) {
                QuestionButtons(host: host, question: question)
            } message: {
                QuestionMessage(question: question)
            }
            .confirmationDialog(
                title, isPresented: host.questionBinding(dialog, style: .confirmationDialog), titleVisibility: .visible
            ) {
                QuestionButtons(host: host, question: dialog)
            } message: {
                QuestionMessage(question: dialog)
            }
    }
}

/// The buttons of a question's alert or dialog, one a choice.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct QuestionButtons: View {
    let host: SwiftUIHost
    let question: QuestionLayer?

    var body: some View {
        buttons
    }

    private var buttons: some View {
        let choices =
            question.map {
                $0.question.choices.enumerated().map { ChoiceButton(id: $0, title: $1.title, role: $1.role) }
            } ?? []
        let question = question?.id
        return ForEach(choices) { choice in
            Button(choice.title, role: Self.role(of: choice.role)) { [host] in
                if let question { host.userAnswered(question, choice: choice.id) }
            }
        }
        // The buttons leave the screen once SwiftUI has taken the alert away.
        .onDisappear(perform: host.presentationDidEnd)
    }

    /// One choice's button, by its place among the choices.
    private struct ChoiceButton: Identifiable {
        let id: Int
        let title: String
        let role: ChoiceRole
    }

    private static func role(of role: ChoiceRole) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

/// The message under a question's title, if it has one.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct QuestionMessage: View {
    let question: QuestionLayer?

    var body: some View {
        if let message = question?.question.message {
            Text(message)
        }
    }
}
#endif
