import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
#if os(Linux)
import CoordinatorKitSwiftUITesting
import CoordinatorKitUIKitTesting
#endif
import Testing

// Properties of splits, checked on every host that renders them with random states from
// fixed seeds (a failure names its seed: `RandomStates(seed:)` makes the same states again).

/// How many seeds each property tries on each host.
private let seeds: ClosedRange<UInt64> = 1...UInt64(LongRuns.scaled(40))

/// The state with every split collapsed or expanded, as a host of that width shows it.
private func atWidth(_ state: NavigationState, collapsed: Bool) -> NavigationState {
    let layers = state.layers.map { layer -> Layer in
        guard case .split(let split) = layer.content else { return layer }
        let shown = Split(
            sidebar: split.sidebar, content: split.content, detail: split.detail,
            visibility: split.visibility, compactColumn: split.compactColumn, isCollapsed: collapsed
        )
        return Layer(layer.presentation, content: .split(shown), options: layer.options, id: layer.id)
    }
    return try! NavigationState(layers: layers)
}

private func rootSplit(of state: NavigationState) -> Split? {
    if case .split(let split)? = state.root?.content { split } else { nil }
}

@MainActor
@Suite struct SplitProperties {
    /// From a random split (2 or 3 columns, random stacks, sheets over it, compact column,
    /// width) to another: every step of the plan leaves a valid state, touches what it changes
    /// once, and the last step is the target, which the host then shows.
    @Test(arguments: splitHosts)
    func anySplitStateReachesAnyOtherInLegalStepsAtEitherWidth(_ kind: ScenarioHostKind) async throws {
        for seed in seeds {
            var random = RandomStates(seed: seed)
            let a = random.splitState()
            var b = a
            random.mutateSplit(&b)
            let widthA: HorizontalSizeClass = Bool.random(using: &random.rng) ? .compact : .regular
            let widthB: HorizontalSizeClass = Bool.random(using: &random.rng) ? .compact : .regular

            let rendered = atWidth(a, collapsed: widthB == .compact)
            let wanted = atWidth(b, collapsed: widthB == .compact)
            let commands = NavigationPlan(from: rendered, to: wanted).commands
            var step = rendered
            for command in commands {
                step.apply(command.action)
                #expect(throws: Never.self, "seed \(seed): \(command) leaves an invalid state") { _ = try NavigationState(layers: step.layers) }
            }
            #expect(step == wanted, "seed \(seed): the plan ends on\n\(step.treeDescription)\nnot on\n\(wanted.treeDescription)")
            let targets = commands.map(\.target)
            #expect(Set(targets).count == targets.count, "seed \(seed): one command per changed stack or layer: \(commands)")

            let app = kind.makeHost()
            #expect(app.setHorizontalSizeClass(widthA))
            try app.navigator.update { $0 = a }
            await app.settle()
            #expect(app.shownState == atWidth(a, collapsed: widthA == .compact), "seed \(seed)")
            app.setHorizontalSizeClass(widthB)
            await app.settle()
            try app.navigator.update { $0 = b }
            await app.settle()
            #expect(app.shownState == wanted, "seed \(seed): the host shows\n\(app.treeDescription)\nnot\n\(wanted.treeDescription)")
            let sync = app.syncReport
            #expect(sync.isInSync, "seed \(seed): \(sync)")
        }
    }

    /// Collapsing then expanding shows what the user saw: each column's screens, the column
    /// visibility, the sheets. Pushes, pops and back gestures while collapsed land in the right
    /// column, and expanding shows each column with them.
    @Test(arguments: splitHosts)
    func collapseThenExpandShowsTheSameAndChangesWhileCollapsedLandInTheirColumns(_ kind: ScenarioHostKind) async throws {
        for seed in seeds {
            var random = RandomStates(seed: seed)
            let app = kind.makeHost()
            try app.navigator.update { $0 = random.splitState() }
            await app.settle()
            let expanded = app.shownState
            app.setHorizontalSizeClass(.compact)
            await app.settle()
            #expect(app.shownState == atWidth(expanded, collapsed: true), "seed \(seed): collapsing changes no column")
            app.setHorizontalSizeClass(.regular)
            await app.settle()
            #expect(app.shownState == expanded, "seed \(seed): collapse then expand shows\n\(app.treeDescription)\nnot\n\(expanded.treeDescription)")

            app.setHorizontalSizeClass(.compact)
            await app.settle()
            for _ in 0..<12 {
                try await changeWhileCollapsed(app, &random, seed: seed)
            }
            let collapsed = app.navigator.state
            #expect(rootSplit(of: collapsed)?.isCollapsed == true, "seed \(seed)")
            app.setHorizontalSizeClass(.regular)
            await app.settle()
            #expect(app.shownState == atWidth(collapsed, collapsed: false), "seed \(seed): expanding shows\n\(app.treeDescription)\nnot\n\(collapsed.treeDescription)")
            let sync = app.syncReport
            #expect(sync.isInSync, "seed \(seed): \(sync)")
        }
    }

    /// One random change to a collapsed split, and where it must land: a push or pop by code in
    /// the column it names, the user's back in the column on top (or the column before it, at
    /// the top column's first screen), a swipe down on a sheet over the split.
    private func changeWhileCollapsed(_ app: any ScenarioHost, _ random: inout RandomStates, seed: UInt64) async throws {
        let state = app.navigator.state
        guard let layer = state.root?.id, let before = rootSplit(of: state) else { Issue.record("seed \(seed): no split"); return }
        let column = before.columns.randomElement(using: &random.rng)!
        let sheets = state.layers.count - 1
        var expected = before
        var expectedSheets = sheets
        switch Int.random(in: 0..<6, using: &random.rng) {
        case 0, 1:
            let route = random.route()
            try app.navigator.update { try $0.push(route, onto: StackID(layer: layer, column: column)) }
            expected = Split(
                sidebar: before.sidebar, content: before.content, detail: before.detail, visibility: before.visibility,
                compactColumn: max(before.compactColumn, column), isCollapsed: true
            )
            #expect(rootSplit(of: app.navigator.state)?[column]?.routes == (before[column]?.routes ?? []) + [AnyRoute(route)], "seed \(seed): a push lands in \(column)")
        case 2:
            if (before[column]?.count ?? 0) > 1 {
                try app.navigator.update { _ = try $0.pop(from: StackID(layer: layer, column: column)) }
                #expect(rootSplit(of: app.navigator.state)?[column]?.routes == before[column].map { Array($0.routes.dropLast()) }, "seed \(seed): a pop leaves \(column)")
            }
        default:
            if sheets > 0 {
                // The user's gestures act on the sheet on top: it goes away, the split stays.
                if app.swipeDown() { expectedSheets -= 1 }
            } else {
                let tapsBack = Bool.random(using: &random.rng)
                let completing = tapsBack || Int.random(in: 0..<3, using: &random.rng) > 0
                let top = before.compactColumn
                let went = tapsBack ? app.tapBack() : app.swipeBack(completing: completing)
                await app.settle()
                let after = rootSplit(of: app.navigator.state)
                if went, completing {
                    if (before[top]?.count ?? 0) > 1 {
                        #expect(after?[top]?.routes == before[top].map { Array($0.routes.dropLast()) }, "seed \(seed): back pops \(top), the column on top")
                    } else {
                        #expect(after?.compactColumn == before.columns.last { $0 < top }, "seed \(seed): back at \(top)'s first screen shows the column before")
                    }
                } else {
                    #expect(after == before, "seed \(seed): nothing to go back to, or a cancelled swipe, changes nothing")
                }
            }
        }
        await app.settle()
        guard let after = rootSplit(of: app.navigator.state) else { Issue.record("seed \(seed): the split is gone"); return }
        #expect(after.isCollapsed, "seed \(seed)")
        #expect(app.navigator.state.layers.count - 1 == expectedSheets, "seed \(seed)")
        for other in before.columns where after[other] != before[other] {
            #expect(other == column || other == before.compactColumn, "seed \(seed): \(other) changed, not \(column)")
        }
        if expected != before { #expect(after.compactColumn == expected.compactColumn, "seed \(seed): a push shows its column on top") }
        let sync = app.syncReport
        #expect(sync.isInSync, "seed \(seed): \(sync)")
    }
}
