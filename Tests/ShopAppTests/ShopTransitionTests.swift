#if os(Linux)
import CoordinatorKit
import CoordinatorKitUIKit
import Foundation
import ShopApp
import ShopExample
import Testing
import UIKitDouble

/// The shop's transitions: login and home cross-fade, a product zooms from its row, the photo
/// arrives on the card.
@MainActor
@Suite struct ShopTransitions {
    @Test func signingInCrossFadesTheWindowFromLoginToTheTabs() async throws {
        let model = ShopAppModel(session: Session(user: nil))
        let app = ShopUIKitHost(navigator: model.navigator)
        _ = model.start(restoring: nil)
        await app.settle()
        #expect(app.tapButton(titled: "Continue"))
        await app.settle()
        #expect(app.tapButton(titled: "Sign in as Ada"))
        await app.settle()
        #expect(model.navigator.state.layers.first?.animation == .crossDissolve)
        #expect(app.runtime.startedTransitions.contains { $0.kind == .replaceRoot && $0.style == .crossDissolve })
        #expect(app.hostIssues.isEmpty, "\(app.hostIssues)")
    }

    @Test func aProductZoomsFromItsRowAndItsPhotoArrivesOnTheCard() async throws {
        let model = ShopAppModel(session: Session(user: User(name: "Ada")))
        let app = ShopUIKitHost(navigator: model.navigator)
        // As the iOS app's scene delegate registers its card.
        app.host.register(RouteAnimator(arriving: { CardStandIn() }, leaving: { CardStandIn() }), named: CatalogRoute.cardAnimation)
        _ = model.start(restoring: nil)
        await app.settle()
        let first = try #require(model.navigator.state.top?.content.visibleStack?.root)
        #expect(first.route == AnyRoute(CatalogRoute.productList))
        let product = try #require(Shop().products.first)
        #expect(app.tapButton(titled: product.name))
        await app.settle()
        let shown = try #require(model.navigator.state.top?.content.visibleStack?.top)
        #expect(shown.animation == .zoom(from: CatalogRoute.product(id: product.id)))
        #expect(app.tapButton(titled: "View photo"))
        await app.settle()
        #expect(model.navigator.state.top?.presentation == .fullScreenCover)
        #expect(model.navigator.state.top?.animation == .custom(CatalogRoute.cardAnimation))
        #expect(app.tapButton(titled: "Close"))
        await app.settle()
        #expect(model.navigator.state.layers.count == 1)
        let modal = app.runtime.startedTransitions.filter { $0.kind == .present || $0.kind == .dismiss }.map(\.style)
        #expect(modal == [.custom("card"), .custom("card")])
        #expect(app.hostIssues.isEmpty, "\(app.hostIssues)")
    }
}

/// The card's animation controller in a test: the double runs no animation.
private final class CardStandIn: NSObject, UIViewControllerAnimatedTransitioning {
    override var description: String { "card" }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}
#endif
