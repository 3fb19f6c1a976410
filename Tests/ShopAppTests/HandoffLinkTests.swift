import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import ShopApp
import ShopExample
import Testing

/// What the app offers to Handoff: the universal link of the screen on top, which another
/// device opens to the same screen (issue 55).
@MainActor
@Suite struct HandoffLinks {
    private func signedIn() -> ShopAppModel {
        let model = ShopAppModel(session: Session(user: User(name: "Ada")))
        model.navigator.attach(HeadlessHost(completion: .immediate))
        _ = model.start(restoring: nil)
        return model
    }

    private func topRoute(of model: ShopAppModel) -> AnyRoute? {
        let state = model.navigator.state
        return state.visibleStackID.flatMap { state.stack($0)?.top?.route }
    }

    @Test(arguments: [
        ("shop://products/1", "https://coffee.example/products/1"),
        ("shop://products/3/reviews", "https://coffee.example/products/3/reviews"),
    ])
    func theLinkOfTheScreenOnTopOpensTheSameScreenOnAnotherDevice(_ opened: String, _ offered: String) throws {
        let model = signedIn()
        #expect(model.open(try #require(URL(string: opened))) == nil)
        let link = try #require(model.currentLink)
        #expect(link.absoluteString == offered)

        let other = signedIn()
        #expect(other.open(link) == nil)
        #expect(topRoute(of: other) == topRoute(of: model))
        #expect(other.currentLink == link, "read, then written: the same link")
    }

    @Test func aScreenWithoutALinkOffersNothing() throws {
        let model = signedIn()
        #expect(model.currentLink == nil, "the product list has no link of its own")
        #expect(model.open(try #require(URL(string: "shop://products/1"))) == nil)
        #expect(model.currentLink != nil)
        #expect(model.open(try #require(URL(string: "shop://settings"))) == nil)
        #expect(model.currentLink == nil, "the settings have none")
    }
}
