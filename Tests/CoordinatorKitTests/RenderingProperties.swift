import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import PropertyBased
import Testing

@MainActor
@Suite struct RenderingProperties {
    @Test func anyStateRendersFromAnyOtherWithOneCommandPerChangeAndKeepsInstances() async {
        await propertyCheck(count: LongRuns.scaled(300), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            let a = random.state()
            var b = a
            random.mutate(&b)

            let navigator = try! Navigator(state: a)
            let host = HeadlessHost()
            navigator.attach(host)
            #expect(host.shownState == a)
            var instances: [ScreenID: ObjectIdentifier] = [:]
            for instance in host.shownInstances { instances[instance.screen.id] = ObjectIdentifier(instance) }
            let commandsBefore = host.performedCommands.count
            let createdBefore = host.instancesCreated

            try? navigator.update { $0 = b }

            #expect(host.shownState == b)
            let commands = Array(host.performedCommands[commandsBefore...])
            let targets = commands.map(\.target)
            #expect(Set(targets).count == targets.count, "one command per changed stack or layer: \(commands)")
            let kept = host.shownInstances.filter { instances[$0.screen.id] != nil }
            for instance in kept {
                #expect(instances[instance.screen.id] == ObjectIdentifier(instance), "screen \(instance.screen) got a new instance")
            }
            let newScreens = Set(b.screens.map(\.id)).subtracting(a.screens.map(\.id))
            #expect(host.instancesCreated - createdBefore == newScreens.count)
        }
    }

    @Test func randomInterleavingsNeverOverlapAndEndWhereTheTargetIs() async {
        await propertyCheck(count: LongRuns.scaled(300), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            let navigator = try! Navigator(state: random.state())
            let host = HeadlessHost(completion: .manual)
            navigator.attach(host)
            for _ in 0..<40 {
                switch Int.random(in: 0..<9, using: &random.rng) {
                case 0, 1:
                    try? navigator.update { random.mutate(&$0, maxChanges: 2) }
                case 2, 3: host.completeTransition()
                case 4: host.tapBack()
                case 5: host.swipeBack(completing: Bool.random(using: &random.rng))
                case 6: if host.beginSwipeBack() { try? navigator.update { random.change(&$0) }; host.finishSwipeBack() }
                case 7: host.swipeDown()
                default:
                    if let tab = host.shownState.offeredGestures.tabs.randomElement(using: &random.rng) {
                        host.tapTab(tab)
                    }
                }
                #expect(host.overlappingCommands == 0)
            }
            host.completeAllTransitions()
            #expect(host.overlappingCommands == 0)
            #expect(navigator.renderedState == navigator.state)
            #expect(host.shownState == navigator.state)
            let ids = host.shownInstances.map(\.screen.id)
            #expect(Set(ids).count == ids.count)
            #expect(ids.count == navigator.state.screens.count)
        }
    }
}
