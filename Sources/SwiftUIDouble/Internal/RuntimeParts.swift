#if os(Linux)
internal import Foundation

/// Set when something a render read has changed (state, an observable property); read by the runtime.
final class UpdateFlag: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock` (observation's onChange may run on any thread).
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.withLock { value = true }
    }

    var isSet: Bool {
        lock.withLock { value }
    }

    /// Clears the flag and says whether it was set.
    func take() -> Bool {
        lock.withLock {
            defer { value = false }
            return value
        }
    }
}

/// A presented layer the runtime keeps between updates, by the place of its modifier.
@MainActor
final class PresentationSlot {
    enum Phase {
        case presenting, presented, dismissing
    }

    let id: String
    let kind: SwiftUIDoublePresentationKind
    /// The layer it is presented on.
    let presenterID: String
    /// `true` for a Boolean presentation, the item's `id` otherwise.
    let identity: AnyHashable
    var phase = Phase.presenting
    var content: AnyView
    var onDismiss: (() -> Void)?
    var writeDismissal: (Transaction) -> Void
    /// Whether a dismissal the binding asked for was refused (SwiftUI does not ask again).
    var dismissalRefused = false
    /// Where the user's last drag left a sheet whose detents have no selection binding.
    var draggedDetent: PresentationDetent?

    init(id: String, kind: SwiftUIDoublePresentationKind, presenterID: String, identity: AnyHashable, content: AnyView,
         onDismiss: (() -> Void)?, writeDismissal: @escaping (Transaction) -> Void) {
        self.id = id
        self.kind = kind
        self.presenterID = presenterID
        self.identity = identity
        self.content = content
        self.onDismiss = onDismiss
        self.writeDismissal = writeDismissal
    }
}

/// A transition the runtime started and has not finished.
@MainActor
/// The completions of one transaction, run once when the last of the transitions it started ends.
final class CompletionGroup {
    private var remaining: Int
    private var completions: [() -> Void]

    init(remaining: Int, completions: [() -> Void]) {
        self.remaining = remaining
        self.completions = completions
    }

    func finishOne() {
        remaining -= 1
        guard remaining == 0 else { return }
        let due = completions
        completions = []
        for completion in due { completion() }
    }
}

final class TransitionRecord {
    let kind: SwiftUIDoubleTransition.Kind
    let isAnimated: Bool
    /// The slot a presentation or dismissal concerns.
    let slotID: String?
    /// The stack a push, pop or edge swipe concerns.
    let stackID: String?
    /// Prefixes of the appearance keys that stay on screen until it finishes (the screen popped or pushed over).
    let lingering: [String]
    /// Prefixes of the appearance keys it brings on screen while it runs, though the render
    /// hides them (the screen an edge swipe uncovers).
    let revealing: [String]
    /// The split whose column an edge swipe takes away (it began at the first screen of a
    /// collapsed split's top column).
    var splitOfColumn: String?
    var completions: [() -> Void] = []

    init(kind: SwiftUIDoubleTransition.Kind, isAnimated: Bool, slotID: String? = nil, stackID: String? = nil, lingering: [String] = [], revealing: [String] = []) {
        self.kind = kind
        self.isAnimated = isAnimated
        self.slotID = slotID
        self.stackID = stackID
        self.lingering = lingering
        self.revealing = revealing
    }

    var isModal: Bool {
        switch kind {
        case .present, .dismiss: true
        case .push, .pop, .edgeSwipe, .view: false
        }
    }

    var snapshot: SwiftUIDoubleTransition {
        SwiftUIDoubleTransition(kind: kind, isAnimated: isAnimated)
    }
}
#endif
