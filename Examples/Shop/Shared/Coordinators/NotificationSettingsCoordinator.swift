public import CoordinatorKit

/// Editing the order notifications setting in a sheet: a change takes effect when saved.
///
/// While a change is unsaved the sheet is locked (``PresentationOptions/isInteractiveDismissDisabled``):
/// swiping it down, or tapping Cancel, asks whether to save or discard the change instead of
/// losing it, with a confirmation dialog over the sheet (``Question/saveChange(notificationsOn:)``).
/// Whatever else would take the sheet away (a link to another tab, the app's code) asks its
/// leave guard, which asks whether to discard the change (``Question/discardChange(notificationsOn:)``).
/// The lock stays for the swipe down: the sheet does not move at all, and the dialog offers to
/// save.
///
/// ```swift
/// startChild(NotificationSettingsCoordinator(session: session), as: .sheet) { _ in }
/// ```
public final class NotificationSettingsCoordinator: Coordinator<NotificationSettingsRoute> {
    /// Whose setting is edited.
    public let session: Session
    /// The setting as edited, saved or not.
    public private(set) var draft: Bool

    /// Makes the editor, starting from the saved setting.
    public convenience init(session: Session) {
        self.init(session: session, draft: session.notificationsEnabled)
    }

    /// Makes the editor with a change in progress, as restoration does.
    public init(session: Session, draft: Bool) {
        self.session = session
        self.draft = draft
        super.init()
    }

    /// Whether the setting as edited differs from the saved one.
    public var hasUnsavedChange: Bool { draft != session.notificationsEnabled }

    /// Shows the editor.
    public override func start() {
        show(.editor)
    }

    /// Turns notifications on or off, not yet saved: the sheet locks while the change is unsaved.
    public func toggle() {
        draft.toggle()
        updatePresentationOptions { $0.isInteractiveDismissDisabled = hasUnsavedChange }
        leaveDecisionDidChange()
    }

    /// Saves the change and closes the editor.
    public func save() {
        session.notificationsEnabled = draft
        finish()
    }

    /// Closes the editor, dropping any change.
    public func discard() {
        finish()
    }

    /// Closes the editor, or asks whether to save or discard a change that is not saved.
    public func cancel() {
        if hasUnsavedChange { askToSaveOrDiscard() } else { finish() }
    }

    /// The user answered the dialog after a relaunch, when the `ask` that showed it is gone.
    public override func restoredQuestion(_ question: QuestionLayer, answeredWith answer: AnyAnswer?) {
        // The leave guard's question: the change it was about is not saved; discarding closes.
        if answer?.as(Bool.self) == true { return discard() }
        switch answer?.as(SaveChoice.self) {
        case .save?: save()
        case .discard?: discard()
        case .keepEditing?, nil: break
        }
    }

    /// Asked before anything but the editor itself takes the sheet away: a change not saved is
    /// dropped only when the user agrees.
    public override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
        hasUnsavedChange ? .confirm(.discardChange(notificationsOn: draft)) : .allow
    }

    /// The user tried to swipe the locked sheet down: a change is unsaved, so ask.
    public override func userDidAttemptToDismiss() {
        askToSaveOrDiscard()
    }

    private func askToSaveOrDiscard() {
        // The dialog is up already (a second swipe on the sheet reaches nothing while it shows).
        guard navigator?.state.question == nil else { return }
        ask(.saveChange(notificationsOn: draft)) { [weak self] answer in
            switch answer {
            case .finished(.save): self?.save()
            case .finished(.discard): self?.discard()
            case .finished(.keepEditing), .cancelled: break
            }
        }
    }
}
