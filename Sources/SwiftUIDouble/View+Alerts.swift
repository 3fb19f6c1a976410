#if os(Linux)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Double of `View.alert(_:isPresented:actions:message:)` for a string title: presents an alert
    /// while `isPresented` is true.
    ///
    /// The alert is a presented layer of the ``SwiftUIDoubleRuntime`` (kind `.alert`): one per
    /// presenter, none while another presentation runs. Its buttons are tapped with
    /// `tapAlertButton(titled:)`: the button's action runs, then the alert is dismissed and
    /// `false` written into `isPresented` ("All actions in an alert dismiss the alert after the
    /// action runs", Apple's documentation). Taps outside it do nothing.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is presented.
    ///   - actions: The alert's buttons.
    ///   - message: The text under the title.
    /// - Returns: This view with the alert attached.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload nonisolated public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View {
        let content = QuestionContent(title: String(title), actions: actions(), message: message())
        return modifier(PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil, content: { content }))
    }

    /// Double of `View.confirmationDialog(_:isPresented:titleVisibility:actions:message:)` for a
    /// string title: presents a confirmation dialog while `isPresented` is true.
    ///
    /// As ``alert(_:isPresented:actions:message:)``, with kind `.confirmationDialog`; a dialog
    /// without a `.cancel` button has a Cancel button too (SwiftUI adds one), which only
    /// dismisses it, and on iPad, where it is a popover, `tapOutsideDialog()` dismisses it without
    /// running any action. `titleVisibility` is kept, not laid out.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether the dialog is presented.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    ///   - message: The text under the title.
    /// - Returns: This view with the dialog attached.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View {
        let content = QuestionContent(title: String(title), actions: actions(), message: message())
        return modifier(PresentationModifier(kind: .confirmationDialog, isPresented: isPresented, onDismiss: nil, content: { content }))
    }
}

/// What an alert or a dialog draws: its title, its message, then its buttons.
@MainActor
struct QuestionContent<Actions: View, Message: View>: View {
    nonisolated let title: String
    nonisolated(unsafe) let actions: Actions
    nonisolated(unsafe) let message: Message

    nonisolated init(title: String, actions: Actions, message: Message) {
        self.title = title
        self.actions = actions
        self.message = message
    }

    var body: some View {
        VStack {
            Text(title)
            message
            actions
        }
    }
}
#endif
