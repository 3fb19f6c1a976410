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
    /// A hosting controller for an erased route, recorded in `screens`, or `nil` when the route
    /// is of another type. Works from iOS 13.
    /// - Parameters:
    ///   - route: the screen's route.
    ///   - screens: where the host records the SwiftUI screens it hosts.
    func makeHostingController(for route: AnyRoute, in screens: inout HostedScreens) -> UIViewController? {
        guard let view = environmentView(for: route) else { return nil }
        let frames = ControlFrames()
        // Type-erased at the root only, so that apps and tests can name the controller's type:
        // `UIHostingController<AnyView>`.
        let controller = UIHostingController(rootView: AnyView(view.environment(\.controlFrames, frames)))
        screens.add(controller, content: view, frames: frames)
        return controller
    }
}
#endif
