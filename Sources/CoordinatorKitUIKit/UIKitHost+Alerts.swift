#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

/// The question the host shows: the layer in the state and the alert controller that shows it.
struct ShownQuestion {
    let layer: QuestionLayer
    let controller: UIAlertController
}

// Questions: each is one `UIAlertController`, presented by the topmost layer's container like
// any presentation (so the navigator never sends it while another runs), and the user's tap is
// written back as the answer.
extension UIKitHost {
    /// Presents a question's alert controller over the topmost layer.
    func present(_ question: QuestionLayer, animated: Bool) {
        guard let top = containers.layers.last, top.id == question.layer else { return carryOut(.one(.finishCommand)) }
        let presenter = top.container
        // A presentation the screens made themselves would make UIKit refuse this one.
        if presenter.presentedViewController != nil {
            presenter.dismiss(animated: false) { [weak self] in
                self?.callingUIKit { $0.present(question, animated: animated) }
            }
            return
        }
        let controller = Self.alertController(for: question, delegate: delegate)
        #if !os(tvOS)
        // An action sheet is a popover on iPad: it points at the control that asked.
        if let popover = controller.popoverPresentationController {
            anchor(popover, for: question, over: presenter)
        }
        #endif
        containers.question = ShownQuestion(layer: question, controller: controller)
        request(.present(question.id)) { presenter.present(controller, animated: animated, completion: $0) }
    }

    /// Takes a question's alert controller away unanswered.
    func dismissQuestion(_ id: LayerID, animated: Bool) {
        guard let shown = containers.question, shown.layer.id == id else { return carryOut(.one(.finishCommand)) }
        containers.question = nil
        guard let presenter = shown.controller.presentingViewController, !shown.controller.isBeingDismissed else {
            // UIKit took it away already, with the layer below or at the user's tap.
            return carryOut(.one(.finishCommand))
        }
        request(.dismiss(id)) { presenter.dismiss(animated: animated, completion: $0) }
    }

    /// UIKit ran the handler of an action the user tapped: the alert is gone.
    func userAnswered(_ id: LayerID, choice: Int?) {
        guard let shown = containers.question, shown.layer.id == id else { return }
        containers.question = nil
        report(.answered(id, choice: choice))
    }

    /// Whether the question's alert controller is in the window's chain of presentations.
    func isQuestionPresented(_ id: LayerID) -> Bool? {
        guard let shown = containers.question, shown.layer.id == id else { return nil }
        return shownPresentations().contains(shown.controller)
    }

    /// The question UIKit shows over `top`, the topmost layer's container, read back.
    func shownQuestion(over top: UIViewController) -> QuestionLayer? {
        guard let alert = top.presentedViewController as? UIAlertController, !alert.isBeingDismissed else { return nil }
        let titles = alert.actions.map { $0.title ?? "" }
        if let shown = containers.question, shown.controller === alert {
            // The actions the host made, the added cancel action of a dialog included.
            let expected = Self.actions(for: shown.layer.question).map(\.title)
            if titles == expected, alert.title == shown.layer.question.title,
                alert.message == shown.layer.question.message
            {
                return shown.layer
            }
        }
        // Not the host's, or changed behind its back: what it shows, answered by titles.
        let style: QuestionStyle = alert.preferredStyle == .alert ? .alert : .confirmationDialog
        let question = Question(
            alert.title ?? "", message: alert.message, style: style,
            choices: alert.actions.map {
                Question<String>.Choice($0.title ?? "", role: Self.role(of: $0.style), answer: $0.title ?? "")
            })
        return QuestionLayer(question, over: containers.layers.last?.id ?? LayerID())
    }

    /// The alert controller for a question, whose actions tell the host the user's answer.
    private static func alertController(for question: QuestionLayer, delegate: UIKitHostDelegate) -> UIAlertController {
        let content = question.question
        let controller = UIAlertController(
            title: content.title, message: content.message,
            preferredStyle: content.style == .alert ? .alert : .actionSheet
        )
        let id = question.id
        for action in actions(for: content) {
            let choice = action.choice
            controller.addAction(
                UIAlertAction(title: action.title, style: action.style) { [weak delegate] _ in
                    delegate?.host?.userAnswered(id, choice: choice)
                })
        }
        return controller
    }

    /// The actions of a question's alert: one per choice, and for a dialog without a cancel
    /// choice a Cancel action that answers nothing, as SwiftUI adds one: on iPad a tap outside
    /// the dialog runs it, so that the host hears the dialog is gone.
    private static func actions(for question: Question<AnyAnswer>) -> [(
        title: String, style: UIAlertAction.Style, choice: Int?
    )] {
        var actions: [(title: String, style: UIAlertAction.Style, choice: Int?)] = question.choices.enumerated().map {
            index, choice in
            (choice.title, style(of: choice.role), index)
        }
        if question.style == .confirmationDialog, !question.choices.contains(where: { $0.role == .cancel }) {
            actions.append(("Cancel", .cancel, nil))
        }
        return actions
    }

    private static func style(of role: ChoiceRole) -> UIAlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    private static func role(of style: UIAlertAction.Style) -> ChoiceRole {
        switch style {
        case .cancel: .cancel
        case .destructive: .destructive
        default: .default
        }
    }
}

#if !os(tvOS)
extension UIKitHost {
    /// Points an action sheet at the control that asked, or at the middle of the screen below.
    func anchor(
        _ popover: UIPopoverPresentationController, for question: QuestionLayer, over presenter: UIViewController
    ) {
        if let control = markedControl(
            for: .dialog(question.question.title), question: question,
            on: visibleScreenControllers(in: presenter, openedBy: question.owner))
        {
            popover.sourceView = control.anchorView
            popover.sourceRect = control.anchorRect
            return
        }
        let bounds = presenter.view.bounds
        popover.sourceView = presenter.view
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    }
}
#endif
#endif
