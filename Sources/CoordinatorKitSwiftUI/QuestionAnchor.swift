#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// Presents, from the marked view, the confirmation dialog with the title asked over this
/// screen's layer, while the view is on screen.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct QuestionAnchorModifier: ViewModifier {
    let title: String
    @Environment(\.popoverAnchorContext) private var context

    func body(content: Content) -> some View {
        if let context, let host = context.host {
            let layer = context.layer
            let question = host.anchoredQuestion(over: layer, titled: title)
            content
                .confirmationDialog(
                    title, isPresented: host.questionBinding(question, style: .confirmationDialog),
                    titleVisibility: .visible
                ) {
                    QuestionButtons(host: host, question: question)
                } message: {
                    QuestionMessage(question: question)
                }
                .onAppear { [weak host, title] in host?.questionAnchorAppeared(titled: title, over: layer) }
                .onDisappear { [weak host, title] in host?.questionAnchorDisappeared(titled: title, over: layer) }
        } else {
            // Outside NavigatorView (a hosting controller of UIKitHost): nothing to anchor.
            content
        }
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// Whether `question` is a confirmation dialog presented from a marked view of its layer.
    func isQuestionAnchored(_ question: QuestionLayer?) -> Bool {
        guard let question, question.question.style == .confirmationDialog else { return false }
        return questionAnchors.isMarked(question.question.title, over: question.layer)
    }

    /// The question a marked view of `layer` presents: the confirmation dialog titled `title`
    /// shown over `layer`, or `nil`.
    func anchoredQuestion(over layer: LayerID, titled title: String) -> QuestionLayer? {
        guard let question = shownState.question, question.layer == layer, question.question.title == title,
            isQuestionAnchored(question)
        else { return nil }
        anchoredQuestions.insert(question.id)
        return question
    }

    func questionAnchorAppeared(titled title: String, over layer: LayerID) {
        questionAnchors.appeared(title, over: layer)
        // A dialog with this title already waiting over the layer moves to the mark.
        if let question = shownState.question, question.layer == layer, question.question.title == title,
            question.question.style == .confirmationDialog
        {
            bumpRevision()
        }
    }

    func questionAnchorDisappeared(titled title: String, over layer: LayerID) {
        questionAnchors.disappeared(title, over: layer)
    }
}
#endif
