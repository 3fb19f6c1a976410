#if canImport(SwiftUI)
package import SwiftUI
#elseif os(Linux)
package import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
package import CoordinatorKit

// A presented layer's options and a tab's item, as SwiftUI shows them; and the detent the user
// drags a sheet to, written back.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// The detent a sheet rests at; SwiftUI sets it when the user drags the sheet.
    func detentBinding(for layer: LayerID, options: PresentationOptions) -> Binding<PresentationDetent> {
        let resting = Self.presentationDetent(for: options.restingDetent)
        return Binding(
            get: { resting },
            set: { [weak self] detent in self?.userDragged(layer, to: detent) }
        )
    }

    private func userDragged(_ layer: LayerID, to presentationDetent: PresentationDetent) {
        guard let options = shownState.layer(layer)?.options else { return }
        guard
            let detent = options.offeredDetents.first(where: { Self.presentationDetent(for: $0) == presentationDetent }
            ),
            detent != options.restingDetent
        else { return }
        userDid(.selectedDetent(detent, in: layer))
    }

    /// SwiftUI's detent for a sheet detent (tests drag a sheet on the double with it too).
    package static func presentationDetent(for detent: SheetDetent) -> PresentationDetent {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .height(let points): .height(CGFloat(points))
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        }
    }
}

/// A presented layer's options on its content: detents with the resting one bound, the drag
/// indicator, the lock (the layer's own, or a leave guard's that denies), a form sheet's sizing
/// (iOS 18; a page sheet before).
///
/// SwiftUI tells nobody when the user tries to swipe a locked sheet away, so on this host
/// `AnyCoordinator.userDidAttemptToDismiss()` is not called.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct PresentationOptionsModifier: ViewModifier {
    let host: SwiftUIHost
    let layer: Layer

    func body(content: Content) -> some View {
        let options = layer.options
        sized(
            content
                .presentationDetents(
                    Set(options.offeredDetents.map(SwiftUIHost.presentationDetent(for:))),
                    selection: host.detentBinding(for: layer.id, options: options)
                )
                .presentationDragIndicator(options.showsGrabber ? .visible : .automatic)
                .interactiveDismissDisabled(
                    options.isInteractiveDismissDisabled || host.isLockedByLeaveGuard(layer.id)),
            form: layer.presentation == .sheet && options.sheetSizing == .form
        )
    }

    @ViewBuilder
    private func sized(_ view: some View, form: Bool) -> some View {
        if form, #available(iOS 18, macOS 15, tvOS 18, watchOS 11, *) {
            view.presentationSizing(.form)
        } else {
            view
        }
    }
}

/// What the tab bar shows for a tab: its title, with its SF Symbol or asset image.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct TabLabel: View {
    let tab: NavigationTab

    var body: some View {
        switch tab.item?.image {
        case .system(let name)?:
            Label(tab.title, systemImage: name)
        case .named(let name)?:
            Label(tab.title, image: name)
        case nil:
            Text(tab.title)
        }
    }
}
#endif
