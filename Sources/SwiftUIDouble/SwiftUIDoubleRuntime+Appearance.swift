#if os(Linux)
// When the runtime runs onAppear and onDisappear: when the transition showing a view starts, and when
// the one hiding it has finished; layers under a presented full-screen cover are hidden. An edge
// swipe shows the screen it uncovers from its start, as UIKit's interactive pop makes the view
// controller below appear, and hides it again when the user gives up.

extension SwiftUIDoubleRuntime {
    /// Runs `onAppear` for views now on screen, then `onDisappear` for views no longer on screen.
    func updateAppearances(_ records: [AppearanceRecord]) {
        let hidden = layersHiddenByCovers()
        let lingering = transitions.flatMap(\.lingering)
        let revealing = transitions.flatMap(\.revealing)
        var wanted: [(key: String, record: AppearanceRecord)] = []
        var wantedKeys: Set<String> = []
        for record in records where (record.isVisible || revealing.contains(where: { record.key.hasPrefix($0) }))
            && !hidden.contains(record.layerID) && !wantedKeys.contains(record.key) {
            wanted.append((record.key, record))
            wantedKeys.insert(record.key)
        }
        let shownKeys = Set(onScreen.map(\.key))
        for entry in onScreen where !wantedKeys.contains(entry.key) {
            let current = records.first { $0.key == entry.key } ?? entry.record
            if lingering.contains(where: { entry.key.hasPrefix($0) }) {
                wanted.append((entry.key, current))
                wantedKeys.insert(entry.key)
            }
        }
        for entry in wanted where !shownKeys.contains(entry.key) {
            entry.record.onAppear?()
        }
        for entry in onScreen where !wantedKeys.contains(entry.key) {
            entry.record.onDisappear?()
        }
        let kept = onScreen.filter { wantedKeys.contains($0.key) }.map { entry in
            wanted.first { $0.key == entry.key } ?? entry
        }
        onScreen = kept + wanted.filter { !shownKeys.contains($0.key) }
    }

    /// Layers under a full-screen cover that has finished presenting.
    func layersHiddenByCovers() -> Set<String> {
        var hidden: Set<String> = []
        for slot in slots.values where slot.kind == .fullScreenCover && slot.phase == .presented {
            var below: String? = slot.presenterID
            while let id = below, !hidden.contains(id) {
                hidden.insert(id)
                below = slots[id]?.presenterID
            }
        }
        return hidden
    }
}
#endif
