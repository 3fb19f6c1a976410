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
        navigator.attach(host)
    }

    var tree: String { host.treeDescription }
}
