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
        /// The history holds fewer changes back than asked for: `available` at most.
        case tooFarBack(changes: Int, available: Int)
        /// The history holds fewer changes forward than asked for: `available` at most.
        case tooFarForward(changes: Int, available: Int)
        /// The navigator is gone, or inside a transaction.
        case navigatorUnavailable
        /// A flow that owned screens of that state has ended; a jump brings back screens, not
        /// flows.
        case flowEnded(String)
        /// That state would end the window's root flow, and the app with it: a state from before
        /// it showed its screens, or between two of its flows.
        case endsTheRootFlow(String)
        /// A screen that state shows is not allowed by its coordinator's guard now.
        case denied(route: String, coordinator: String)
        /// That state shows a question that is not asked now: a jump asks nothing.
        case questionGone(String)
        /// The navigator refused the state (it breaks a rule of the value).
        case invalid(NavigationError)

        public var description: String {
            switch self {
            case .notRecorded(let entry): "no change #\(entry) is kept"
            case .tooFarBack(let changes, let available):
                "\(changes) change\(changes == 1 ? "" : "s") back is not kept: \(available) at most"
            case .tooFarForward(let changes, let available):
                "\(changes) change\(changes == 1 ? "" : "s") forward is not kept: \(available) at most"
            case .endsTheRootFlow(let name): "that state would end \(name), the root flow"
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
    public var entries: [Entry] { ring.count < capacity ? ring : Array(ring[oldest...] + ring[..<oldest]) }
    /// The entries, in the order they were written until the log is full; then each new entry
    /// takes the place of the oldest, which is at `oldest`.
    private var ring: [Entry] = []
    private var oldest = 0

    package private(set) weak var navigator: Navigator?
    private var observation: NavigationObservation?
    private var nextNumber = 1
    /// The running flows after the last entry, to tell which started and ended.
    private var runningFlows: [CoordinatorID: String] = [:]
    /// The entries of the changes the inspector's jumps made.
    private var jumps: Set<Int> = []
    /// The changes on the way to the state shown, oldest first, as a browser keeps its pages:
    /// a change made after a jump back drops those after the place it was made.
    private var trail: [Int] = []
    /// The change in ``trail`` the last jump went to, while no other change came after it.
    private var position: Int?
    private var isJumping = false

    /// Starts recording a navigator's history. Make one per navigator: links reach the newest
    /// only.
    /// - Parameters:
    ///   - navigator: the navigator to record; held weakly.
    ///   - capacity: how many entries to keep, at least 1.
    public init(_ navigator: Navigator, capacity: Int = 500) {
        self.capacity = max(1, capacity)
        self.navigator = navigator
        runningFlows = Self.flows(navigator.tree.all)
        navigator.inspector = self
        observation = navigator.observe { [weak self] event in self?.record(event) }
    }

    /// The navigation as it stands, then the coordinator tree with each flow's screens; `nil`
    /// once the navigator is gone.
    ///
    /// ```
    /// root stack: [list] > [product(id: 1)]
    /// MainCoordinator: [list] [product(id: 1)]
    /// ```
    public var trees: String? {
        navigator.map { "\($0.state.treeDescription)\n\($0.coordinatorTreeDescription)" }
    }

    /// The entries, one per line, oldest first.
    public var log: String { entries.map(\.description).joined(separator: "\n") }

    /// The target state after the change an entry records, or `nil` when the entry records no
    /// change or is no longer kept.
    public func state(after entry: Int) -> NavigationState? {
        // The ring, in whatever order it holds them: a number names one entry.
        guard let kept = ring.first(where: { $0.id == entry }), case .navigation(.changed(let change)) = kept.event
        else { return nil }
        return change.after
    }

    /// Goes back `changes` changes in the history, from the state the last jump went to (or
    /// from the newest), in one change: see ``jump(to:animated:)``. The history is kept as a
    /// browser keeps its pages: the inspector's own jumps are no steps of it, and a change made
    /// after a jump back drops the changes that were ahead.
    /// - Throws: ``JumpError``; nothing changed then.
    public func back(_ changes: Int = 1, animated: Bool = true) throws(JumpError) {
        try move(by: -changes, animated: animated)
    }

    /// Goes forward `changes` changes in the history after ``back(_:animated:)``: see there.
    /// - Throws: ``JumpError``; nothing changed then.
    public func forward(_ changes: Int = 1, animated: Bool = true) throws(JumpError) {
        try move(by: changes, animated: animated)
    }

    /// Makes the target state what it was after the change `entry` records, in one change.
    ///
    /// The jump is a change like any other: recorded, rendered once, and the flows whose screens
    /// it takes away end. It asks every screen it brings back its coordinator's guard, and
    /// refuses when one would not allow it, when a flow that owned screens of that state has
    /// ended, when that state would end the root flow, or when it shows a question that is no
    /// longer asked.
    /// - Throws: ``JumpError``; nothing changed then.
    public func jump(to entry: Int, animated: Bool = true) throws(JumpError) {
        guard let navigator else { throw .navigatorUnavailable }
        guard let target = state(after: entry), !jumps.contains(entry) else { throw .notRecorded(entry: entry) }
        isJumping = true
        defer { isJumping = false }
        try navigator.jump(to: target, label: "inspector: to #\(entry)", animated: animated)
        if !trail.contains(entry) {
            // Another branch of the history: it continues from the state shown.
            dropTrail(after: position)
            trail.append(entry)
        }
        position = entry
    }

    /// Drops the changes of the trail after `entry`, which becomes the newest; nothing when
    /// `entry` is `nil`, the newest already.
    private func dropTrail(after entry: Int?) {
        if let entry, let index = trail.firstIndex(of: entry) { trail.removeSubrange((index + 1)...) }
        position = nil
    }

    private func move(by offset: Int, animated: Bool) throws(JumpError) {
        guard navigator != nil else { throw .navigatorUnavailable }
        let from = position.flatMap { trail.firstIndex(of: $0) } ?? trail.count - 1
        let to = from + offset
        guard offset != 0, trail.indices.contains(to) else {
            throw offset <= 0
                ? .tooFarBack(changes: -offset, available: max(0, from))
                : .tooFarForward(changes: offset, available: trail.count - 1 - from)
        }
        try jump(to: trail[to], animated: animated)
    }

    /// Records a link's outcome: called by the navigator.
    func recordLink(_ link: DeepLink, outcome: String) {
        append(.link(link, outcome: outcome))
    }

    private func record(_ event: NavigationEvent) {
        append(.navigation(event))
        guard case .changed(let change) = event else { return }
        if isJumping {
            jumps.insert(nextNumber - 1)
        } else {
            dropTrail(after: position)
            trail.append(nextNumber - 1)
        }
        if change.before.question != change.after.question {
            if let gone = change.before.question { append(.questionGone(gone)) }
            if let asked = change.after.question { append(.questionAsked(asked)) }
        }
        recordFlows()
    }

    private func recordFlows() {
        guard let navigator else { return }
        let nodes = navigator.tree.all
        let now = Self.flows(nodes)
        guard now.keys != runningFlows.keys else { return }
        for (id, name) in runningFlows where now[id] == nil { append(.flowEnded(name, id: id)) }
        // Started flows in the tree's order: parents first.
        for node in nodes where runningFlows[node.coordinator.id] == nil {
            append(.flowStarted(node.coordinator.description, id: node.coordinator.id))
        }
        runningFlows = now
    }

    private func append(_ event: Event) {
        let entry = Entry(id: nextNumber, date: Date(), event: event)
        nextNumber += 1
        guard ring.count == capacity else {
            ring.append(entry)
            return
        }
        let dropped = ring[oldest]
        ring[oldest] = entry
        oldest = (oldest + 1) % capacity
        guard case .navigation(.changed) = dropped.event else { return }
        trail.removeAll { $0 == dropped.id }
        jumps.remove(dropped.id)
        if position == dropped.id { position = nil }
    }

    private static func flows(_ nodes: [CoordinatorTree.Node]) -> [CoordinatorID: String] {
        Dictionary(uniqueKeysWithValues: nodes.map { ($0.coordinator.id, $0.coordinator.description) })
    }
}
