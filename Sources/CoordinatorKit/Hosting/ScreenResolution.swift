import IssueReporting

/// How a host that shows screens finds what it shows for one, in one order for every host: the
/// screen's owner (found through the navigator) is asked, then the host's fallback, then what the
/// host kept of the screen; when none gives anything, one issue says so, in the same words for
/// every host, and the host shows a placeholder.
///
/// The host supplies what is its own: how it asks an owner (UIKitHost: the route's own view
/// controller, then `ViewControllerProviding`, then `ViewProviding`; SwiftUIHost: `ViewProviding`,
/// then `SwiftUIScreenProviding`), what it kept (SwiftUIHost: the last view of a leaving screen),
/// and how often it reports a screen.
@usableFromInline package struct ScreenResolution<Made> {
    /// The host's type name, as the app writes it: `UIKitHost`.
    @usableFromInline let host: String
    /// What the host makes for a screen: `view controller`, `view`.
    @usableFromInline let product: String
    /// The name of the host's initialiser parameter for screens no coordinator shows:
    /// `makeViewController`.
    @usableFromInline let fallbackParameter: String
    /// What that parameter gave the host: asked after the owner.
    @usableFromInline let fallback: (@MainActor (Screen) -> Made?)?

    package init(
        host: String, makes product: String, fallbackParameter: String, fallback: (@MainActor (Screen) -> Made?)?
    ) {
        self.host = host
        self.product = product
        self.fallbackParameter = fallbackParameter
        self.fallback = fallback
    }

    /// What `screen` shows: what its owner gives (`owners`, asked with the screen's coordinator,
    /// `nil` for the app's screens), else the host's fallback, else what the host kept
    /// (`kept`). `nil` when none gives anything: the issue is reported then, unless
    /// `reports` says this screen was reported already.
    @MainActor @inlinable
    package func resolve(
        _ screen: Screen, in navigator: Navigator?,
        owners: (_ owner: AnyCoordinator?) -> Made?,
        kept: () -> Made? = { nil },
        reports: () -> Bool = { true }
    ) -> Made? {
        let owner = navigator?.coordinator(for: screen.owner)
        if let made = owners(owner) { return made }
        if let made = fallback?(screen) { return made }
        if let made = kept() { return made }
        if reports() { reportMissing(screen, owner: owner) }
        return nil
    }

    /// Reports that nothing gave the host anything to show for `screen`: the one text of every
    /// host.
    @MainActor @usableFromInline
    func reportMissing(_ screen: Screen, owner: AnyCoordinator?) {
        reportIssue(
            "\(host) has no \(product) for \(screen.route), owned by \(Self.ownerName(owner)): make the owner ViewProviding (CoordinatorKitSwiftUI) or ViewControllerProviding (CoordinatorKitUIKit), or pass \(fallbackParameter) to \(host). A placeholder is shown."
        )
    }

    /// How an issue names the owner of a screen: the coordinator, or the app.
    ///
    /// Asked only for an issue: describing a coordinator on every screen would cost more than
    /// finding what the screen shows.
    @MainActor
    package func ownerName(of screen: Screen, in navigator: Navigator?) -> String {
        Self.ownerName(navigator?.coordinator(for: screen.owner))
    }

    private static func ownerName(_ owner: AnyCoordinator?) -> String {
        owner.map { String(describing: $0) } ?? "the app"
    }
}
