// The imports of the CoordinatorKitUIKitTesting catalog's "Testing on Linux", verbatim: each
// test file imports the frameworks this way. DocumentationMirror checks the catalog's lines.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import SwiftUI
#elseif os(Linux)
import UIKitDouble
import SwiftUIDouble
#endif

#if os(Linux) || (canImport(UIKit) && !os(watchOS))
import Testing

@MainActor
@Test func theSameImportsGiveUIKitAndSwiftUIOrTheirDoubles() {
    let controller = UIViewController()
    controller.title = "Linux or Apple"
    let text = Text("Linux or Apple")
    _ = text
    #expect(controller.title == "Linux or Apple")
}
#endif
