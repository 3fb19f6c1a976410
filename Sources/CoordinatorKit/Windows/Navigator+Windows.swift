extension Navigator {
    /// Ends the window's root flow, and every flow under it, `.cancelled`, because the window
    /// closed: no leave guard is asked, since no one is left to answer, and its questions end
    /// with their flows.
    func closeWindow() {
        guard let root = rootCoordinator else { return }
        // The flag holds for the next commit only: this one.
        runtime.leaveGuards.asks = false
        requestEnd(of: root, with: .cancelled, animated: false)
    }

    /// How much of `link` a screen the window shows writes: the number of the link's segments
    /// that one of its screens' links starts with, one more than the link's length when a screen
    /// writes the link itself, query included; `0` when no screen writes a part of it.
    func showingScore(for link: DeepLink) -> Int {
        var best = 0
        for screen in state.screens {
            guard let written = self.link(for: screen.id) else { continue }
            if written == link { return link.path.count + 1 }
            let count = written.path.count
            guard count > best, count <= link.path.count, link.path.starts(with: written.path) else { continue }
            best = count
        }
        return best
    }
}
