public import Foundation

/// What happened to a navigator, in order, and the way back to any state it showed: a tool for
/// debugging "why did this screen appear".
///
/// ```swift
/// #if DEBUG
/// let inspector = NavigationInspector(navigator)
/// #endif
/// // Later, in the debugger or a debug menu:
/// print(inspector.log)
/// try inspector.back(2)   // the state two changes ago, as one change
/// ```
///
/// Nothing is recorded unless an inspector is made: a navigator without one pays nothing. The
/// inspector keeps the newest ``capacity`` entries and drops the oldest; it holds its navigator
/// weakly, and stops recording when it is released.
///
/// An entry records each change of the target state with its cause (code, a coordinator, a
/// link, the user's gesture), each command the host ran, each gesture that changed nothing,
/// each route a guard denied, each link opened with what came of it, each flow that started
/// or ended, and each question asked or gone.
@MainActor
public final class NavigationInspector {
    /// One thing that happened, numbered in order.
    public struct Entry: Identifiable, Sendable, CustomStringConvertible {
        /// Its number: 1 for the first entry the inspector recorded, never reused.
        public let id: Int
        /// When it happened.
        public let date: Date
        /// What happened.
        public let event: Event

        /// `#12 user popped to … in …: -[reviews(productID: 1)]`.
        public var description: String { "#\(id) \(event)" }
    }

    /// What an entry records.
    public enum Event: Sendable, CustomStringConvertible {
        /// An event the navigator reported: a change of the target state with its cause, a host
        /// command begun or finished, a gesture that changes nothing by itself, a denial.
        case navigation(NavigationEvent)
        /// A link was opened; `outcome` says what came of it.
        case link(DeepLink, outcome: String)
        /// A flow started: its coordinator, as ``AnyCoordinator/description`` names it, and its
        /// identity.
        case flowStarted(String, id: CoordinatorID)
        /// A flow ended.
        case flowEnded(String, id: CoordinatorID)
        /// A question was asked.
        case questionAsked(QuestionLayer)
        /// The question shown is gone: answered, withdrawn, or gone with its layer.
        case questionGone(QuestionLayer)

        public var description: String {
            switch self {
            case .navigation(let event): "\(event)"
            case .link(let link, let outcome): "link \(link): \(outcome)"
            case .flowStarted(let name, _): "flow started: \(name)"
            case .flowEnded(let name, _): "flow ended: \(name)"
            case .questionAsked(let question): "asked \(question)"
            case .questionGone(let question): "gone \(question)"
            }
        }
    }

    /// Why a jump to an earlier state was refused; nothing changed.
    public enum JumpError: Error, Equatable, Sendable, CustomStringConvertible {
        /// No change with this entry number is kept: it was never recorded, is no change, or
        /// was dropped to keep the log within its capacity.
        case notRecorded(entry: Int)
        /// The navigator is gone, or inside a transaction.
        case navigatorUnavailable
        /// A flow that owned screens of that state has ended; a jump brings back screens, not
        /// flows.
        case flowEnded(String)
        /// A screen that state shows is not allowed by its coordinator's guard now.
        case denied(route: String, coordinator: String)
        /// That state shows a question that is not asked now: a jump asks nothing.
        case questionGone(String)
        /// The navigator refused the state (it breaks a rule of the value).
        case invalid(NavigationError)

        public var description: String {
            switch self {
            case .notRecorded(let entry): "no change #\(entry) is kept"
            case .navigatorUnavailable: "the navigator is gone or inside a transaction"
            case .flowEnded(let name): "\(name) has ended; its screens cannot come back"
            case .denied(let route, let coordinator): "\(coordinator) does not allow \(route) now"
            case .questionGone(let question): "that state asks \(question), which is not asked now"
            case .invalid(let error): "\(error)"
            }
        }
    }

    /// How many entries the inspector keeps; the oldest go first.
    public let capacity: Int
    /// The entries kept, oldest first.
    public private(set) var entries: [Entry] = []

    private weak var navigator: Navigator?
    private var observation: NavigationObservation?
    private var nextNumber = 1
    /// The running flows after the last entry, to tell which started and ended.
    private var runningFlows: [CoordinatorID: String] = [:]

    /// Starts recording a navigator's history.
    /// - Parameters:
    ///   - navigator: the navigator to record; held weakly.
    ///   - capacity: how many entries to keep, at least 1.
    public init(_ navigator: Navigator, capacity: Int = 500) {
        self.capacity = max(1, capacity)
        self.navigator = navigator
        runningFlows = Self.flows(of: navigator)
        navigator.inspector = self
        observation = navigator.observe { [weak self] event in self?.record(event) }
    }

    /// The entries, one per line, oldest first.
    public var log: String { entries.map(\.description).joined(separator: "\n") }

    /// The target state after the change an entry records, or `nil` when the entry records no
    /// change or is no longer kept.
    public func state(after entry: Int) -> NavigationState? {
        guard let index = entries.firstIndex(where: { $0.id == entry }),
            case .navigation(.changed(let change)) = entries[index].event
        else { return nil }
        return change.after
    }

    /// Goes back to the target state as it was `changes` changes ago, in one change: see
    /// ``jump(to:animated:)``.
    /// - Throws: ``JumpError``; nothing changed then.
    public func back(_ changes: Int = 1, animated: Bool = true) throws(JumpError) {
        guard navigator != nil else { throw .navigatorUnavailable }
        let changeEntries = entries.filter {
            if case .navigation(.changed) = $0.event { true } else { false }
        }
        guard changes >= 1, changes < changeEntries.count else {
            throw .notRecorded(entry: changes >= 1 ? (changeEntries.first?.id ?? 0) - 1 : 0)
        }
        try jump(to: changeEntries[changeEntries.count - 1 - changes].id, animated: animated)
    }

    /// Makes the target state what it was after the change `entry` records, in one change; going
    /// forward again is a jump to a later entry.
    ///
    /// The jump is a change like any other: recorded, rendered once, and the flows whose screens
    /// it takes away end. It asks every screen it brings back its coordinator's guard, and
    /// refuses when one would not allow it, when a flow that owned screens of that state has
    /// ended, or when that state shows a question that is no longer asked.
    /// - Throws: ``JumpError``; nothing changed then.
    public func jump(to entry: Int, animated: Bool = true) throws(JumpError) {
        guard let navigator else { throw .navigatorUnavailable }
        guard let target = state(after: entry) else { throw .notRecorded(entry: entry) }
        try navigator.jump(to: target, label: "inspector: back to #\(entry)", animated: animated)
    }

    /// Records a link's outcome: called by the navigator.
    func recordLink(_ link: DeepLink, outcome: String) {
        append(.link(link, outcome: outcome))
    }

    private func record(_ event: NavigationEvent) {
        append(.navigation(event))
        guard case .changed(let change) = event else { return }
        if change.before.question != change.after.question {
            if let gone = change.before.question { append(.questionGone(gone)) }
            if let asked = change.after.question { append(.questionAsked(asked)) }
        }
        recordFlows()
    }

    private func recordFlows() {
        guard let navigator else { return }
        let now = Self.flows(of: navigator)
        guard now.keys != runningFlows.keys else { return }
        for (id, name) in runningFlows where now[id] == nil { append(.flowEnded(name, id: id)) }
        // Started flows in the tree's order: parents first.
        for node in navigator.tree.all where runningFlows[node.coordinator.id] == nil {
            append(.flowStarted(node.coordinator.description, id: node.coordinator.id))
        }
        runningFlows = now
    }

    private func append(_ event: Event) {
        entries.append(Entry(id: nextNumber, date: Date(), event: event))
        nextNumber += 1
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    private static func flows(of navigator: Navigator) -> [CoordinatorID: String] {
        Dictionary(uniqueKeysWithValues: navigator.tree.all.map { ($0.coordinator.id, $0.coordinator.description) })
    }
}
