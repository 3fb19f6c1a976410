/// Where one navigation stack lives in the state: in a layer, and in one of its tabs or columns
/// when the layer holds tabs or a split.
public struct StackID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The layer that holds the stack.
    public var layer: LayerID
    /// The tab whose stack it is, or `nil` when the layer holds a single stack.
    public var tab: TabID?
    /// The split column whose stack it is, or `nil` when the layer holds no split (in a split,
    /// `nil` names the detail column).
    public var column: SplitColumn?

    /// Names a stack by its layer and, for tabs, its tab.
    public init(layer: LayerID, tab: TabID? = nil) {
        self.layer = layer
        self.tab = tab
    }

    /// Names a column's stack of a split.
    /// - Parameters:
    ///   - layer: the layer that holds the split.
    ///   - column: the column.
    public init(layer: LayerID, column: SplitColumn) {
        self.layer = layer
        self.column = column
    }

    public var description: String {
        if let column { return "\(layer)/\(column)" }
        return tab.map { "\(layer)/\($0)" } ?? "\(layer)"
    }
}
