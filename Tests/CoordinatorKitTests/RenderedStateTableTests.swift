@testable import CoordinatorKit
import CoordinatorFixtures
import Testing

// The rendered side of the render loop with no host and no navigator: each row renders a state,
// feeds the loop events, sends one more, and checks what the loop says to do and what it has
// rendered afterwards: commands one at a time, a host replaced mid-command, and what each kind
// of user report does to the rendered state and asks of the target. (The loop's phases, each
// against every event, are in RenderLoopTableTests.swift.)

/// The screens and layers every row uses: a root stack `map > city`, a sheet over it, and a
/// tab bar with two tabs.
private enum World {
    static let rootLayer = LayerID()
    static let sheetLayer = LayerID()
    static let tabsLayer = LayerID()
    static let map = Screen(MapRoute.map)
    static let city = Screen(MapRoute.city(named: "Oslo"))
    static let about = Screen(MapRoute.about)
    static let settings = Screen(MapRoute.settings)
    static let first = Screen(ShopRoute.list)
    static let product = Screen(ShopRoute.product(id: 1))
    static let second = Screen(ShopRoute.cart)

    static let splitLayer = LayerID()

    static var rootStack: StackID { StackID(layer: rootLayer) }
    static var detailColumn: StackID { StackID(layer: splitLayer, column: .detail) }

    /// A split collapsed into one stack, `list` then `product`, the detail on top at its first
    /// screen.
    static var collapsedSplit: NavigationState {
        let split = Split(
            sidebar: Stack([first]), content: nil, detail: Stack([product]), visibility: .automatic,
            compactColumn: .detail, isCollapsed: true)
        return NavigationState(root: .split(split), rootID: splitLayer)
    }
    static var firstTab: StackID { StackID(layer: tabsLayer, tab: "first") }

    /// `map` alone at the root.
    static var mapOnly: NavigationState {
        NavigationState(root: .stack(Stack([map])), rootID: rootLayer)
    }

    /// `map > city` at the root.
    static var mapAndCity: NavigationState {
        NavigationState(root: .stack(Stack([map, city])), rootID: rootLayer)
    }

    /// `map > city`, and a sheet showing `settings`.
    static var withSheet: NavigationState {
        var state = mapAndCity
        state.layers.append(Layer(.sheet, content: .stack(Stack([settings])), id: sheetLayer))
        return state
    }

    /// Tabs `first: list > product` (selected) and `second: cart`.
    static var tabs: NavigationState {
        let tabs = Tabs([NavigationTab(id: "first", stack: Stack([first, product])), NavigationTab(id: "second", stack: Stack([second]))])
        return NavigationState(root: .tabs(tabs), rootID: tabsLayer)
    }
}

private extension NavigationState {
    init(root: Container, rootID: LayerID) {
        self.init()
        layers = [Layer(.root, content: root, id: rootID)]
    }
}

/// What can happen to the machine.
private enum Event: CustomStringConvertible {
    /// The Navigator asks for the next command toward this target.
    case next(NavigationState)
    /// The host calls back for the last command it got.
    case finishLast
    /// The host calls back for the command before the last attachment.
    case finishFromBeforeAttach
    /// A new host is attached.
    case attach
    /// The host reports what the user did.
    case user(UserChange)

    var description: String {
        switch self {
        case .next(let state): "next toward \(state.screens.map(\.description))"
        case .finishLast: "host finished the last command"
        case .finishFromBeforeAttach: "former host finished its command"
        case .attach: "host attached"
        case .user(let change): "user: \(change)"
        }
    }
}

/// What the loop says.
private enum Action: Equatable {
    case perform(HostCommand.Action)
    case wait
    case finish(RenderLoop.Finish)
    case report(RenderLoop.UserReport)
    case nothing
}

/// Drives one loop and remembers the tickets it handed out.
private struct Driver {
    var machine = RenderLoop(target: NavigationState())
    var lastTicket: RenderTicket?
    var ticketBeforeAttach: RenderTicket?

    /// Renders `state` completely, as a host that finishes every command would.
    mutating func render(_ state: NavigationState) {
        while case .perform = send(.next(state)) {
            _ = send(.finishLast)
        }
    }

    @discardableResult
    mutating func send(_ event: Event) -> Action {
        switch event {
        case .next(let target):
            if machine.target != target {
                _ = machine.commit(target, animated: false, endings: [])
            }
            defer { _ = machine.commandSent(limits: []) }
            guard case .render(let command, let ticket, _) = machine.renderRequested(limits: []) else { return .wait }
            lastTicket = ticket
            return .perform(command.action)
        case .finishLast:
            guard let lastTicket else { return .nothing }
            return .finish(machine.hostFinished(lastTicket))
        case .finishFromBeforeAttach:
            guard let ticketBeforeAttach else { return .nothing }
            return .finish(machine.hostFinished(ticketBeforeAttach))
        case .attach:
            ticketBeforeAttach = lastTicket
            machine.hostAttached()
            return .nothing
        case .user(let change):
            return .report(machine.userReported(change))
        }
    }
}

/// One row: a starting state rendered, events that set the phase, the event under test, and
/// what must come out of it.
private struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let rendered: @Sendable () -> NavigationState
    let given: @Sendable () -> [Event]
    let when: @Sendable () -> Event
    let then: @Sendable () -> Action
    /// What the machine has rendered afterwards; `nil` when the row does not care.
    let renderedAfter: @Sendable () -> NavigationState?
    /// Whether a swipe back holds commands afterwards.
    let gestureAfter: StackID?

    init(
        _ name: String,
        rendered: @escaping @Sendable () -> NavigationState = { NavigationState() },
        given: @escaping @Sendable () -> [Event] = { [] },
        when: @escaping @Sendable () -> Event,
        then: @escaping @Sendable () -> Action,
        renderedAfter: @escaping @Sendable () -> NavigationState? = { nil },
        gestureAfter: StackID? = nil
    ) {
        self.name = name
        self.rendered = rendered
        self.given = given
        self.when = when
        self.then = then
        self.renderedAfter = renderedAfter
        self.gestureAfter = gestureAfter
    }

    var testDescription: String { name }
}

private let rows: [Row] = [
    // Commands, one at a time.
    Row("idle with nothing rendered: the first command sets the root",
        when: { .next(World.mapOnly) },
        then: { .perform(.setRoot(World.mapOnly.root)) }),
    Row("a command in flight: the next one waits",
        given: { [.next(World.mapOnly)] },
        when: { .next(World.mapAndCity) },
        then: { .wait }),
    Row("the host finishes the command in flight: it is rendered",
        given: { [.next(World.mapOnly)] },
        when: { .finishLast },
        then: { .finish(.rendered(HostCommand(.setRoot(World.mapOnly.root), animated: false))) },
        renderedAfter: { World.mapOnly }),
    Row("rendered equals the target: nothing to do",
        rendered: { World.mapOnly },
        when: { .next(World.mapOnly) },
        then: { .wait },
        renderedAfter: { World.mapOnly }),
    Row("idle and the target grew: the stack is set",
        rendered: { World.mapOnly },
        when: { .next(World.mapAndCity) },
        then: { .perform(.setStack(World.rootStack, Stack([World.map, World.city]))) }),
    Row("the host finishes the same command twice: the second is unexpected",
        given: { [.next(World.mapOnly), .finishLast] },
        when: { .finishLast },
        then: { .finish(.unexpected) },
        renderedAfter: { World.mapOnly }),
    Row("the host finishes when nothing was asked: unexpected, nothing rendered",
        rendered: { World.mapOnly },
        given: { [.next(World.mapAndCity), .finishLast] },
        when: { .finishLast },
        then: { .finish(.unexpected) },
        renderedAfter: { World.mapAndCity }),

    // A host replaced mid-command.
    Row("a former host's completion after a new host attached is ignored",
        given: { [.next(World.mapOnly), .attach] },
        when: { .finishFromBeforeAttach },
        then: { .finish(.fromFormerHost) },
        renderedAfter: { NavigationState() }),
    Row("a new host shows nothing: everything is rendered again",
        rendered: { World.mapAndCity },
        given: { [.attach] },
        when: { .next(World.mapAndCity) },
        then: { .perform(.setRoot(World.mapAndCity.root)) }),
    Row("a new host is not blocked by the former host's command in flight",
        given: { [.next(World.mapOnly), .attach] },
        when: { .next(World.mapOnly) },
        then: { .perform(.setRoot(World.mapOnly.root)) }),

    // The user's swipe back.
    Row("a swipe back begins on a rendered stack: no edit, commands wait",
        rendered: { World.mapAndCity },
        when: { .user(.interactivePopBegan(in: World.rootStack)) },
        then: { .report(.gesture) },
        renderedAfter: { World.mapAndCity },
        gestureAfter: World.rootStack),
    Row("while the user swipes, a code change waits",
        rendered: { World.mapOnly },
        given: { [.user(.interactivePopBegan(in: World.rootStack))] },
        when: { .next(World.mapAndCity) },
        then: { .wait },
        gestureAfter: World.rootStack),
    Row("a swipe on a stack that is not rendered is a mismatch and blocks nothing",
        rendered: { World.mapOnly },
        given: { [.user(.interactivePopBegan(in: StackID(layer: LayerID())))] },
        when: { .next(World.mapAndCity) },
        then: { .perform(.setStack(World.rootStack, Stack([World.map, World.city]))) }),
    Row("a cancelled swipe changes nothing and lets commands go",
        rendered: { World.mapAndCity },
        given: { [.user(.interactivePopBegan(in: World.rootStack))] },
        when: { .user(.interactivePopCancelled(in: World.rootStack)) },
        then: { .report(.gesture) },
        renderedAfter: { World.mapAndCity }),
    Row("a cancel with no swipe is a mismatch",
        rendered: { World.mapAndCity },
        when: { .user(.interactivePopCancelled(in: World.rootStack)) },
        then: { .report(.mismatch) }),
    Row("a completed swipe removes exactly the screens the user saw leave",
        rendered: { World.mapAndCity },
        given: { [.user(.interactivePopBegan(in: World.rootStack))] },
        when: { .user(.popped(to: World.map.id, in: World.rootStack)) },
        then: { .report(.commit(.removeScreens([World.city.id], from: World.rootStack))) },
        renderedAfter: { World.mapOnly }),
    Row("a back tap to a screen the stack does not hold is a mismatch",
        rendered: { World.mapAndCity },
        when: { .user(.popped(to: World.settings.id, in: World.rootStack)) },
        then: { .report(.mismatch) },
        renderedAfter: { World.mapAndCity }),

    // Layers and tabs.
    Row("a sheet swiped down is dismissed",
        rendered: { World.withSheet },
        when: { .user(.dismissed(World.sheetLayer)) },
        then: { .report(.commit(.dismiss([World.sheetLayer]))) },
        renderedAfter: { World.mapAndCity }),
    Row("a dismissal of a layer that is not rendered is a mismatch",
        rendered: { World.mapAndCity },
        when: { .user(.dismissed(LayerID())) },
        then: { .report(.mismatch) },
        renderedAfter: { World.mapAndCity }),
    Row("a swipe in a sheet ends when the sheet is swiped down",
        rendered: { World.withSheet },
        given: { [.user(.interactivePopBegan(in: StackID(layer: World.sheetLayer)))] },
        when: { .user(.dismissed(World.sheetLayer)) },
        then: { .report(.commit(.dismiss([World.sheetLayer]))) },
        renderedAfter: { World.mapAndCity }),
    Row("a swipe at a collapsed column's first screen holds commands",
        rendered: { World.collapsedSplit },
        when: { .user(.interactivePopBegan(in: World.detailColumn)) },
        then: { .report(.gesture) },
        gestureAfter: World.detailColumn),
    Row("the column below on top ends that swipe; the screens the user saw leave are named",
        rendered: { World.collapsedSplit },
        given: { [.user(.interactivePopBegan(in: World.detailColumn))] },
        when: { .user(.showedColumn(.sidebar, in: World.splitLayer)) },
        then: { .report(.commit(.showColumn(.sidebar, in: World.splitLayer, seen: [World.product.id]))) }),
    Row("a cancelled column swipe changes nothing",
        rendered: { World.collapsedSplit },
        given: { [.user(.interactivePopBegan(in: World.detailColumn))] },
        when: { .user(.interactivePopCancelled(in: World.detailColumn)) },
        then: { .report(.gesture) },
        renderedAfter: { World.collapsedSplit }),
    Row("a tab tapped is selected",
        rendered: { World.tabs },
        when: { .user(.selectedTab("second", in: World.tabsLayer)) },
        then: { .report(.commit(.selectTab("second", in: World.tabsLayer))) }),
    Row("a tab that does not exist is a mismatch",
        rendered: { World.tabs },
        when: { .user(.selectedTab("third", in: World.tabsLayer)) },
        then: { .report(.mismatch) },
        renderedAfter: { World.tabs }),
    Row("the selected tab tapped again pops its stack to the root",
        rendered: { World.tabs },
        when: { .user(.reselectedTab("first", in: World.tabsLayer)) },
        then: { .report(.commit(.removeScreens([World.product.id], from: World.firstTab))) }),
]

@Suite struct RenderedStateTable {
    @Test(arguments: rows)
    private func row(_ row: Row) {
        var driver = Driver()
        driver.render(row.rendered())
        #expect(driver.machine.rendered == row.rendered(), "the row's starting state renders")
        for event in row.given() { driver.send(event) }

        let action = driver.send(row.when())

        #expect(action == row.then())
        if let expected = row.renderedAfter() {
            #expect(driver.machine.rendered == expected)
        }
        #expect(driver.machine.gesture == row.gestureAfter)
    }
}

/// The user's edit applied to a target that code changed meanwhile.
@Suite struct TargetEditsOnAChangedTarget {
    @Test func screensTheUserPoppedLeaveAndAPushCodeMadeMeanwhileStays() throws {
        var target = World.mapAndCity
        let pushed = try target.push(MapRoute.about)

        target.apply(RenderLoop.TargetEdit.removeScreens([World.city.id], from: World.rootStack))

        #expect(target.stack(World.rootStack)?.screens.map(\.id) == [World.map.id, pushed])
    }

    @Test func aRemovalThatWouldEmptyTheStackIsSkipped() {
        var target = World.mapAndCity

        target.apply(RenderLoop.TargetEdit.removeScreens([World.map.id, World.city.id], from: World.rootStack))

        #expect(target == World.mapAndCity)
    }

    @Test func aDismissalOfALayerCodeAlreadyDismissedChangesNothing() {
        var target = World.mapAndCity

        target.apply(RenderLoop.TargetEdit.dismiss([World.sheetLayer]))

        #expect(target == World.mapAndCity)
    }

    @Test func aColumnTheUserLeftComesBackOnTopWithAScreenCodePushedMeanwhile() throws {
        var target = World.collapsedSplit
        let pushed = try target.push(ShopRoute.cart, onto: World.detailColumn)

        target.apply(RenderLoop.TargetEdit.showColumn(.sidebar, in: World.splitLayer, seen: [World.product.id]))

        guard case .split(let split)? = target.layer(World.splitLayer)?.content else { Issue.record("no split"); return }
        #expect(split.compactColumn == .detail)
        #expect(split.detail.screens.map(\.id) == [World.product.id, pushed])
    }

    @Test func aColumnTheUserLeftStaysBelowWhenCodeAddedNothingToIt() throws {
        var target = World.collapsedSplit
        _ = try target.push(ShopRoute.cart, onto: StackID(layer: World.splitLayer, column: .sidebar))

        target.apply(RenderLoop.TargetEdit.showColumn(.sidebar, in: World.splitLayer, seen: [World.product.id]))

        guard case .split(let split)? = target.layer(World.splitLayer)?.content else { Issue.record("no split"); return }
        #expect(split.compactColumn == .sidebar, "the sidebar shows, with the screen pushed on it")
        #expect(split.sidebar.count == 2)
    }

    @Test func aRemovalFromAStackCodeRemovedChangesNothing() {
        var target = World.mapAndCity

        target.apply(RenderLoop.TargetEdit.removeScreens([World.about.id], from: StackID(layer: World.sheetLayer)))

        #expect(target == World.mapAndCity)
    }
}
