import Foundation

/// How many times longer than by default the suite's property and load runs go.
///
/// By default each property runs a few hundred inputs, so that `swift test` costs a couple of
/// minutes of CPU. `COORDINATORKIT_LONG_RUNS=10 swift test` multiplies every property's and load
/// run's size by 10 (CI does so in one of its three runs); a suite's own variable, where it has
/// one (`COORDINATORKIT_LINKS`, `COORDINATORKIT_SEEDS`, ...), still sets that suite exactly.
public enum LongRuns {
    /// The factor from `COORDINATORKIT_LONG_RUNS`, 1 when it is unset or not a positive number.
    public static let factor: Int = {
        let requested = ProcessInfo.processInfo.environment["COORDINATORKIT_LONG_RUNS"].flatMap(Int.init) ?? 1
        return max(requested, 1)
    }()

    /// `count` times the factor: the size of a run whose default is `count`.
    public static func scaled(_ count: Int) -> Int { count * factor }
}
