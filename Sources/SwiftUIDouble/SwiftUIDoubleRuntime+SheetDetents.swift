#if os(Linux)
// A sheet's detents as the runtime shows them, and the user's drag between them (not SwiftUI API).

extension SwiftUIDoubleRuntime {
    /// Drags the topmost sheet until it rests at `detent`.
    ///
    /// As in SwiftUI, the sheet moves whether or not its `presentationDetents` has a selection binding;
    /// with one, the drag writes `detent` into it in a transaction, and the change comes back through
    /// the next update like any other. Nothing else is told.
    /// - Returns: `false` (and nothing changes) when the top layer is not a presented sheet, a transition
    ///   is in flight, the sheet does not offer `detent`, or already rests at it.
    @discardableResult
    public func dragSheet(to detent: PresentationDetent) -> Bool {
        // As for every touch: an update that is due runs first.
        if needsUpdate { update() }
        guard transitions.isEmpty, let layer = lastLayers.last, layer.kind == .sheet,
              let slot = slots[layer.id], slot.phase == .presented,
              layer.offeredDetents.contains(detent), selectedDetent(of: layer) != detent
        else { return false }
        if let selection = layer.detentSelection {
            selection.transaction(Transaction()).wrappedValue = detent
        } else {
            slot.draggedDetent = detent
        }
        update()
        return true
    }

    /// Where the sheet drawn as `layer` rests: its selection binding's value, or where the user dragged
    /// it, when the sheet offers that detent; else its smallest detent. `nil` for what is not a sheet.
    func selectedDetent(of layer: LayerRecord) -> PresentationDetent? {
        let detents = layer.offeredDetents
        guard let smallest = detents.first else { return nil }
        let wanted = layer.detentSelection?.wrappedValue ?? slots[layer.id]?.draggedDetent
        return wanted.flatMap { detents.contains($0) ? $0 : nil } ?? smallest
    }
}

extension LayerRecord {
    /// The detents a sheet offers, smallest first: what `presentationDetents` asked for, `[.large]`
    /// without it (SwiftUI's default); none for what is not a sheet.
    var offeredDetents: [PresentationDetent] {
        guard kind == .sheet else { return [] }
        return (detents ?? [.large]).sorted {
            ($0.doubleResolvedHeight, $0.doubleName) < ($1.doubleResolvedHeight, $1.doubleName)
        }
    }
}
#endif
