// The shop's card: a product photo slides up over everything, and the user drags it back down
// (`CatalogRoute.photo`, `RouteAnimation.custom("card")`). UIKitHost plays it; NavigatorView
// shows a full-screen cover with SwiftUI's own animation instead.
#if canImport(UIKit) && !os(watchOS)
import CoordinatorKitUIKit
import UIKit

@MainActor
enum CardAnimation {
    /// The card's animations, with the pan that drags it down.
    static func animator() -> RouteAnimator {
        let interaction = CardInteraction()
        return RouteAnimator(
            arriving: { CardAnimator(presents: true, interaction: interaction) },
            leaving: { CardAnimator(presents: false, interaction: nil) },
            interactiveLeaving: { interaction.isDragging ? interaction : nil }
        )
    }
}

/// Slides the card up from the bottom edge, or back down.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presents: Bool
    private weak var interaction: CardInteraction?

    init(presents: Bool, interaction: CardInteraction?) {
        self.presents = presents
        self.interaction = interaction
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presents ? .to : .from
        guard let card = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let offscreen = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        if presents {
            card.frame = offscreen
            container.addSubview(card)
            if let presented = transitionContext.viewController(forKey: .to) { interaction?.attach(to: presented) }
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { [presents] in
            card.frame = presents ? container.bounds : offscreen
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The pan that drags the card down: it dismisses the card, follows the finger, and completes
/// past a third of the way or goes back.
final class CardInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isDragging = false
    private weak var card: UIViewController?

    func attach(to card: UIViewController) {
        self.card = card
        card.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
    }

    @objc private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let card, let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / max(view.bounds.height, 1)))
        switch pan.state {
        case .began:
            isDragging = true
            card.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isDragging = false
            progress > 1.0 / 3 ? finish() : cancel()
        default:
            isDragging = false
            cancel()
        }
    }
}
#endif
