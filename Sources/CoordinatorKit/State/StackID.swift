/// Where one navigation stack lives in the state: in a layer, and in one of its tabs when the
/// layer holds tabs.
public struct StackID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The layer that holds the stack.
    public var layer: LayerID
    /// The tab whose stack it is, or `nil` when the layer holds a single stack.
    public var tab: TabID?

    /// Names a stack by its layer and, for tabs, its tab.
    public init(layer: LayerID, tab: TabID? = nil) {
        self.layer = layer
        self.tab = tab
    }

    public var description: String {
        tab.map { "\(layer)/\($0)" } ?? "\(layer)"
    }
}
