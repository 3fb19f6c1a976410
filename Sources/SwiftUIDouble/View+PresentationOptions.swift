#if os(Linux)
extension View {
    /// Double of `View.presentationDetents(_:)` (iOS 16): the heights the enclosing sheet may rest at.
    ///
    /// Without it a sheet has only `.large`. The sheet opens at the smallest detent, and the user's
    /// drag moves it (`SwiftUIDoubleRuntime.dragSheet(to:)`); outside a sheet it does nothing.
    ///
    /// - Parameter detents: The detents; more than one lets the user drag between them.
    /// - Returns: This view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationOptionModifier(option: .detents(detents, selection: nil)))
    }

    /// Double of `View.presentationDetents(_:selection:)` (iOS 16): the heights the enclosing sheet
    /// may rest at, and which one it rests at.
    ///
    /// Setting `selection` moves the sheet; the user's drag writes the detent it ends at into
    /// `selection`, inside an update, as SwiftUI does. A value not in `detents` leaves the sheet at
    /// the smallest detent (Apple: "Ensure that the value matches one of the detents that you provide").
    ///
    /// - Parameters:
    ///   - detents: The detents.
    ///   - selection: The detent the sheet rests at.
    /// - Returns: This view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationOptionModifier(option: .detents(detents, selection: selection)))
    }

    /// Double of `View.presentationDragIndicator(_:)` (iOS 16): whether the enclosing sheet shows a drag indicator.
    ///
    /// - Parameter visibility: `.automatic` (the default: shown with more than one detent), `.visible` or `.hidden`.
    /// - Returns: This view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationOptionModifier(option: .dragIndicator(visibility)))
    }

    /// Double of `View.presentationSizing(_:)` (iOS 18): the size the enclosing sheet is proposed.
    ///
    /// - Parameter sizing: `.automatic`, `.page` or `.form`.
    /// - Returns: This view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        modifier(PresentationOptionModifier(option: .sizing(SwiftUIDoubleLayer.Sizing(sizing))))
    }
}
#endif
