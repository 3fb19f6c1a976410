#if os(Linux)
import CoordinatorKit
@testable import CoordinatorKitSwiftUI
import Foundation
import ShopApp
import ShopExample
import SwiftUIDouble
import Testing

/// The product screen's Share button anchors the share popover in `NavigatorView`.
@MainActor
@Suite struct ShopSharePopover {
    @Test func theSharePopoverComesFromTheShareButton() async throws {
        let model = ShopAppModel(session: Session(user: User(name: "Ada")))
        let app = ShopSwiftUIHost(navigator: model.navigator)
        _ = model.start(restoring: nil)
        #expect(model.open(try #require(URL(string: "shop://products/1"))) == nil)
        await app.settle()
        #expect(app.tapButton(titled: "Share"))
        await app.settle()
        let popover = try #require(model.navigator.state.top)
        #expect(popover.presentation == .popover)
        #expect(app.host.anchoredPopovers.contains(popover.id), "presented from the Share button")
        #expect(app.runtime.warnings.isEmpty)
        #expect(app.tapButton(titled: "Copy link"))
        await app.settle()
        #expect(model.navigator.state.layers.count == 1)
        #expect(app.runtime.warnings.isEmpty)
    }
}
#endif
