import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting

/// A navigator on a headless host, as every scenario starts.
@MainActor
struct Harness {
    let navigator = Navigator()
    let host: HeadlessHost

    init(completion: HeadlessHost.Completion = .immediate) {
        host = HeadlessHost(completion: completion)
        host.attach(to: navigator)
    }

    var tree: String { host.treeDescription }
}
