#if os(Linux)
/// Double of UIKit's `UIControl`: actions per event, sent when the control is used.
///
/// UIKit's target-action (`addTarget(_:action:for:)`) needs selectors, which Linux lacks: add
/// actions with `addAction(_:for:)` (iOS 14+), as Swift code does.
@MainActor @preconcurrency
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: UIControl.Event)] = []

    /// Double of `UIControl.addAction(_:for:)`: runs `action`'s handler whenever one of the events is sent.
    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// Double of `UIControl.sendActions(for:)`: runs the handlers of the actions added for these
    /// events, in the order they were added, as a user's touch does (a hidden control still sends them).
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}

extension UIControl {
    /// Double of `UIControl.Event` (raw values as in the iOS SDK; only the events the double sends).
    public struct Event: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        /// Double of `UIControl.Event.init(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Double of `UIControl.Event.touchUpInside`: a tap that ends inside the control.
        public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }

        /// Double of `UIControl.Event.primaryActionTriggered`: a button's tap.
        public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
    }

    /// Double of `UIControl.State` (raw values as in the iOS SDK; only the states the double keeps titles for).
    public struct State: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        /// Double of `UIControl.State.init(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Double of `UIControl.State.normal`.
        public static var normal: UIControl.State { UIControl.State(rawValue: 0) }
    }
}
#endif
