/// What a host cannot do in one command, so that the navigator's plan stages the work into steps
/// the host can perform.
public struct HostLimits: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The host dismisses one layer per command: SwiftUI, where each presented layer is its own
    /// binding and one modal change can happen per update. A dismissal of several layers is
    /// staged top-down, one command per layer.
    public static let dismissesOneLayerAtATime = HostLimits(rawValue: 1 << 0)
}
