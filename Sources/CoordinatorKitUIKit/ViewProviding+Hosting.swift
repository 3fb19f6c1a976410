#if canImport(UIKit) && !os(watchOS)
import UIKit
import SwiftUI
#elseif os(Linux)
import UIKitDouble
import SwiftUIDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI

extension ViewProviding {
    /// A hosting controller for an erased route, or `nil` when the route is of another type.
    /// Works from iOS 13.
    /// - Parameters:
    ///   - route: the screen's route.
    ///   - frames: where the view's marked controls report their frames.
    func makeHostingController(for route: AnyRoute, frames: ControlFrames) -> UIViewController? {
        // Type-erased at the root only, so that apps and tests can name the controller's type:
        // `UIHostingController<AnyView>`.
        guard let view = environmentView(for: route) else { return nil }
        return UIHostingController(rootView: AnyView(view.environment(\.controlFrames, frames)))
    }
}
#endif
