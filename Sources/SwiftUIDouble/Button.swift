#if os(Linux)
/// Double of SwiftUI's `Button`: a control that runs an action when tapped.
///
/// ```swift
/// Button("Checkout") { coordinator.showCheckout() }
/// ```
///
/// A rendering ``UIHostingController`` records each button with its title, the texts of its label
/// joined by spaces; `doubleTapButton(titled:)` runs the action of the first one that matches.
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    /// Written once by the initializer, then read on the main actor (see SwiftUIDouble.swift on isolation).
    nonisolated(unsafe) let label: Label
    nonisolated let action: @MainActor () -> Void
    /// The role given by `init(_:role:action:)`, if any.
    nonisolated let doubleRole: ButtonRole?

    /// Double of `Button.init(action:label:)`: a button that shows `label` and runs `action` when tapped.
    ///
    /// - Parameters:
    ///   - action: What a tap does.
    ///   - label: The button's content.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.doubleRole = nil
    }

    nonisolated init(doubleRole role: ButtonRole?, action: @escaping @MainActor () -> Void, label: Label) {
        self.label = label
        self.action = action
        self.doubleRole = role
    }

    /// Double of `Button.body`: the label (the renderer draws a button itself and never evaluates it).
    @MainActor @preconcurrency public var body: some View {
        label
    }
}

extension Button where Label == Text {
    /// Double of `Button.init(_:action:)` for a string value: a button titled `title`, not localized.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - action: What a tap does.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}
#endif
