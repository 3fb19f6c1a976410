#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit
import Foundation

/// The value a SwiftUI window opened by ``SwiftUIWindowOpener`` presents: the window's identity
/// and the link it shows. The app's `WindowGroup(for: WindowRequest.self)` makes each window's
/// navigator from it.
///
/// Each request has an identity of its own, so that each opens a window of its own: SwiftUI
/// brings forward the window that already presents an equal value. Two requests are equal when
/// their identities are, whatever their links: a request with a window's identity brings that
/// window forward.
public struct WindowRequest: Codable, Hashable, Sendable {
    /// The window's identity, as text.
    public let id: String
    /// The link the window shows, as text; `nil` for the app's first screen.
    public let link: String?

    /// Makes a request for a new window with an identity of its own.
    /// - Parameter link: what the window shows; `nil` for the app's first screen.
    public init(link: DeepLink?) {
        self.init(link: link, id: UUID().uuidString)
    }

    /// Makes a request for a window with a given identity.
    /// - Parameters:
    ///   - link: what the window shows; `nil` for the app's first screen.
    ///   - id: the window's identity.
    public init(link: DeepLink?, id: String) {
        self.id = id
        self.link = link?.description
    }

    /// The window's identity among the app's `Windows`.
    public var window: WindowID { WindowID(id) }

    /// The link the window shows, read back; `nil` when there is none or it is not a link.
    public var deepLink: DeepLink? { link.flatMap { try? DeepLink(string: $0) } }

    /// Whether two requests are for the same window: whether their identities are equal.
    public static func == (lhs: WindowRequest, rhs: WindowRequest) -> Bool { lhs.id == rhs.id }

    /// Hashes the request's identity, the part that equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Opens new windows with SwiftUI's `openWindow(value:)`: the `WindowOpening` of a SwiftUI app's
/// `Windows`.
///
/// Give it the environment's action; the window group that presents ``WindowRequest`` values
/// makes the new window's navigator, connects it and opens its link, on a later turn:
///
/// ```swift
/// WindowGroup(for: WindowRequest.self) { $request in
///     ShopWindow(request: request)   // connects its navigator as request.window, opens request.deepLink
///         .onDisappear { windows.close(request.window) }   // the window closed: its flows end
/// }
/// // In a view: @Environment(\.openWindow) var openWindow
/// windows.opener = SwiftUIWindowOpener(openWindow)
/// ```
///
/// When a link lands in a window behind another, the opener calls `openWindow(value:)` with a
/// request for that window's identity: SwiftUI brings the window that presents it to the front.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public final class SwiftUIWindowOpener: WindowOpening {
    /// The action that opens windows: the environment's `openWindow`.
    public var action: OpenWindowAction

    /// Makes an opener.
    /// - Parameter action: the environment's `openWindow`.
    public init(_ action: OpenWindowAction) {
        self.action = action
    }

    /// Asks SwiftUI for a new window that presents a ``WindowRequest`` for `link`.
    public func openWindow(showing link: DeepLink?) {
        action(value: WindowRequest(link: link))
    }

    /// Asks SwiftUI to bring forward the window that presents the ``WindowRequest`` with the
    /// window's identity.
    public func bringToFront(_ window: WindowID) {
        action(value: WindowRequest(link: nil, id: window.rawValue))
    }
}
#endif
