public import CoordinatorKit

/// A small seeded generator, so that every random state comes back from its seed.
public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; 0 when `bound` is 1 or less.
    public mutating func next(below bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}

/// Random valid states and random changes to them: up to 4 layers, tabs, stacks of up to 50.
public struct RandomStates {
    public var rng: SplitMix
    private var counter = 0

    public init(seed: UInt64) { rng = SplitMix(seed: seed) }

    public mutating func route() -> MapRoute {
        counter += 1
        return .city(named: "c\(counter)")
    }

    public mutating func stack(maxDepth: Int = 50) -> Stack {
        Stack(routes: (0..<Int.random(in: 1...maxDepth, using: &rng)).map { _ in route() })
    }

    public mutating func container() -> Container {
        guard Bool.random(using: &rng) else { return .stack(stack()) }
        let tabs = (0..<Int.random(in: 1...3, using: &rng)).map { NavigationTab(id: TabID("t\($0)"), stack: stack(maxDepth: 20)) }
        return .tabs(Tabs(tabs, selected: tabs.randomElement(using: &rng)!.id))
    }

    /// Random valid options: any of four detents with one of them selected or none, grabber,
    /// sizing, cover style and lock; plain options half of the time.
    public mutating func options() -> PresentationOptions {
        guard Bool.random(using: &rng) else { return PresentationOptions() }
        let detents = [SheetDetent.height(150), .fraction(0.3), .medium, .large].filter { _ in Bool.random(using: &rng) }
        return PresentationOptions(
            detents: detents,
            selectedDetent: Bool.random(using: &rng) ? detents.randomElement(using: &rng) : nil,
            showsGrabber: Bool.random(using: &rng),
            sheetSizing: Bool.random(using: &rng) ? .form : .page,
            coverStyle: Bool.random(using: &rng) ? .overFullScreen : .fullScreen,
            isInteractiveDismissDisabled: Int.random(in: 0..<4, using: &rng) == 0
        )
    }

    public mutating func state() -> NavigationState {
        var state = NavigationState(root: container())
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            _ = try? state.present(container(), as: [.sheet, .fullScreenCover, .popover].randomElement(using: &rng)!, options: options())
        }
        return state
    }

    /// Applies 1 to 8 random changes; impossible ones are skipped, as they change nothing.
    public mutating func mutate(_ state: inout NavigationState, maxChanges: Int = 8) {
        for _ in 0..<Int.random(in: 1...maxChanges, using: &rng) { change(&state) }
    }

    public mutating func change(_ state: inout NavigationState) {
        let stacks = state.stackIDs
        let stack = stacks.randomElement(using: &rng)
        switch Int.random(in: 0..<13, using: &rng) {
        case 0, 1: _ = try? state.push(route(), onto: stack)
        case 2: _ = try? state.pop(count: Int.random(in: 1...3, using: &rng), from: stack)
        case 3: _ = try? state.popToRoot(in: stack)
        case 4:
            if let stack, let screen = state.stack(stack)?.screens.randomElement(using: &rng) { _ = try? state.pop(to: screen.id, in: stack) }
        case 5:
            if let stack, let old = state.stack(stack) {
                let keep = Int.random(in: 0...old.screens.count, using: &rng)
                _ = try? state.setStack(old.routes.prefix(keep) + (0..<Int.random(in: 0...3, using: &rng)).map { _ in AnyRoute(route()) }, in: stack)
            }
        case 6: if state.layers.count < 4 { _ = try? state.present(container(), as: .sheet) }
        case 7: _ = try? state.dismiss(state.layers.dropFirst().randomElement(using: &rng)?.id)
        case 8:
            if let layer = state.layers.randomElement(using: &rng), case .tabs(let tabs) = layer.content {
                _ = try? state.selectTab(tabs.tabs.randomElement(using: &rng)!.id, in: layer.id)
            }
        case 9: if Int.random(in: 0..<4, using: &rng) == 0 { _ = try? state.replaceRoot(with: container()) }
        case 11:
            if let layer = state.layers.dropFirst().randomElement(using: &rng) {
                // Sizing and cover style are fixed while a layer is presented.
                var options = options()
                options.sheetSizing = layer.options.sheetSizing
                options.coverStyle = layer.options.coverStyle
                _ = try? state.setOptions(options, for: layer.id)
            }
        case 12:
            if let layer = state.layers.randomElement(using: &rng), case .tabs(let tabs) = layer.content {
                let badge = Bool.random(using: &rng) ? "\(Int.random(in: 1...9, using: &rng))" : nil
                _ = try? state.setBadge(badge, for: tabs.tabs.randomElement(using: &rng)!.id, in: layer.id)
            }
        default: _ = try? state.dismissAll()
        }
    }
}
