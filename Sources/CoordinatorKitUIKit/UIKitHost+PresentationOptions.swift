#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// A layer's presentation options and a tab's bar item, as UIKit shows them; and what the user
// does with them (drags a sheet to a detent, tries to swipe a locked one away).
extension UIKitHost {
    /// Sets up a layer's container before it is presented: style, delegate, popover anchor,
    /// sheet detents, lock.
    func prepare(_ container: UIViewController, toPresent layer: Layer, over presenter: UIViewController) {
        container.modalPresentationStyle = Self.modalPresentationStyle(for: layer.presentation, options: layer.options)
        container.presentationController?.delegate = delegate
        #if !os(tvOS)
        if let popover = container.popoverPresentationController {
            anchor(popover, for: layer, over: presenter)
        }
        #endif
        // A new container has UIKit's defaults, which are the default options: one large
        // detent, resting there, no grabber, dismissible.
        if layer.options != PresentationOptions() {
            apply(layer.options, to: container, animated: false)
        }
        if case .system = layer.animation {} else { prepare(container, toAnimate: layer) }
    }

    /// The UIKit style of a presentation with its options.
    ///
    /// tvOS has no page or form sheets and no popovers: there, sheets and popovers are presented
    /// `.fullScreen`, like full-screen covers.
    static func modalPresentationStyle(for presentation: Presentation, options: PresentationOptions = .init())
        -> UIModalPresentationStyle
    {
        #if os(tvOS)
        return presentation == .fullScreenCover && options.coverStyle == .overFullScreen ? .overFullScreen : .fullScreen
        #else
        switch presentation {
        case .root: return .fullScreen
        case .fullScreenCover: return options.coverStyle == .overFullScreen ? .overFullScreen : .fullScreen
        case .sheet: return options.sheetSizing == .form ? .formSheet : .pageSheet
        case .popover: return .popover
        }
        #endif
    }

    /// Changes a presented layer's options in place.
    func apply(_ options: PresentationOptions, toLayer layer: LayerID, animated: Bool) {
        guard let record = containers.record(ofLayer: layer, presented: true) else { return }
        apply(options, to: record.container, animated: animated)
    }

    private func apply(_ options: PresentationOptions, to container: UIViewController, animated: Bool) {
        container.isModalInPresentation = options.isInteractiveDismissDisabled
        #if !os(tvOS)
        if #available(iOS 15.0, *), let sheet = container.sheetPresentationController {
            let change = {
                sheet.detents = Self.sheetDetents(for: options)
                sheet.selectedDetentIdentifier = Self.detentIdentifier(for: options)
                sheet.prefersGrabberVisible = options.showsGrabber
            }
            if animated, container.presentingViewController != nil {
                sheet.animateChanges(change)
            } else {
                change()
            }
        }
        #endif
    }

    #if !os(tvOS)
    /// UIKit's detents for the options: medium and large from iOS 15, heights and fractions as
    /// custom detents from iOS 16 (left out before; a sheet with none left is large).
    @available(iOS 15.0, *)
    static func sheetDetents(for options: PresentationOptions) -> [UISheetPresentationController.Detent] {
        let detents = options.detents.compactMap { detent -> UISheetPresentationController.Detent? in
            switch detent {
            case .medium: return .medium()
            case .large: return .large()
            case .height(let points):
                guard #available(iOS 16.0, *) else { return nil }
                return .custom(identifier: .init(detent.identifier)) { _ in CGFloat(points) }
            case .fraction(let fraction):
                guard #available(iOS 16.0, *) else { return nil }
                return .custom(identifier: .init(detent.identifier)) { context in
                    context.maximumDetentValue * CGFloat(fraction)
                }
            }
        }
        return detents.isEmpty ? [.large()] : detents
    }

    /// The identifier of the detent the sheet rests at, among those UIKit got.
    @available(iOS 15.0, *)
    static func detentIdentifier(for options: PresentationOptions) -> UISheetPresentationController.Detent.Identifier? {
        let resting = options.restingDetent
        if case .height = resting, #unavailable(iOS 16.0) { return nil }
        if case .fraction = resting, #unavailable(iOS 16.0) { return nil }
        return .init(resting.identifier)
    }
    #endif

    /// Shows a tab's item on its navigation controller's `UITabBarItem`.
    func show(_ item: TabItem?, forTab tab: TabID, in layer: LayerID) {
        guard let navigationController = containers.navigationController(of: StackID(layer: layer, tab: tab)) else {
            return
        }
        Self.show(item, title: tab.rawValue, on: navigationController)
        showOnUITab(item, forTab: tab, in: layer)
    }

    static func show(_ item: TabItem?, title: String, on navigationController: UINavigationController) {
        navigationController.title = item?.title ?? title
        let image = image(for: item)
        navigationController.tabBarItem = UITabBarItem(title: item?.title ?? title, image: image, selectedImage: nil)
        navigationController.tabBarItem.badgeValue = item?.badge
    }

    // MARK: What the user does

    /// The user dragged a sheet to another detent.
    func userChangedDetent(of presentationController: UIPresentationController) {
        #if !os(tvOS)
        guard #available(iOS 15.0, *),
            let sheet = presentationController as? UISheetPresentationController,
            let record = containers.record(ofLayerIn: presentationController.presentedViewController, presented: true),
            let options = showing.layer(record.id)?.options
        else { return }
        let offered = options.offeredDetents
        // UIKit's nil is its smallest detent: the first the host gave it.
        let identifier = sheet.selectedDetentIdentifier?.rawValue ?? offered.first?.identifier
        guard let detent = offered.first(where: { $0.identifier == identifier }) else { return }
        report(.selectedDetent(detent, in: record.id))
        #endif
    }

    /// Whether UIKit may let the user swipe a sheet down or tap outside a popover: what the
    /// leave guards of the flows it would take say. An unguarded layer goes, as UIKit does
    /// without the question.
    func userMayDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let navigator,
            let record = containers.record(ofLayerIn: presentationController.presentedViewController, presented: true)
        else { return true }
        return navigator.userMayDismiss(record.id)
    }

    /// The user tried to swipe away a sheet that `isModalInPresentation` keeps, or that a leave
    /// guard kept as UIKit asked (``userMayDismiss(_:)``).
    func userAttemptedToDismiss(_ presentationController: UIPresentationController) {
        guard
            let record = containers.record(ofLayerIn: presentationController.presentedViewController, presented: true)
        else { return }
        guard showing.layer(record.id)?.options.isInteractiveDismissDisabled == true else {
            navigator?.userWasKeptFromDismissing(record.id)
            return
        }
        report(.attemptedDismiss(record.id))
    }

    // MARK: Read back

    /// The options UIKit shows for a presented container, in the terms of `known` (the options
    /// the navigator rendered, whose detents name UIKit's identifiers).
    /// Options that do not apply to the layer's style (detents of a cover, the cover style of a
    /// sheet) have nothing in UIKit to read back: they are the rendered ones.
    func shownOptions(of container: UIViewController, known: PresentationOptions) -> PresentationOptions {
        var options = known
        options.isInteractiveDismissDisabled = container.isModalInPresentation
        switch container.modalPresentationStyle {
        #if !os(tvOS)
        case .pageSheet: options.sheetSizing = .page
        case .formSheet: options.sheetSizing = .form
        #endif
        case .fullScreen: options.coverStyle = .fullScreen
        case .overFullScreen: options.coverStyle = .overFullScreen
        default: break
        }
        #if !os(tvOS)
        if #available(iOS 15.0, *), let sheet = container.sheetPresentationController {
            options.showsGrabber = sheet.prefersGrabberVisible
            // Detents name their identifiers from iOS 16; before, the host gave medium and large only.
            var identifiers = known.detents.map(\.identifier)
            if #available(iOS 16.0, *) { identifiers = sheet.detents.map(\.identifier.rawValue) }
            let offered = identifiers.map { identifier in
                known.detents.first { $0.identifier == identifier } ?? Self.detent(named: identifier)
            }
            // UIKit's default, one large detent, is what no detents mean.
            options.detents = known.detents.isEmpty && offered == [.large] ? [] : offered
            let resting = sheet.selectedDetentIdentifier?.rawValue ?? identifiers.first
            // The first detent is where a sheet with no selection rests: nil in the value.
            options.selectedDetent = nil
            if known.selectedDetent != nil || resting != (offered.first ?? .large).identifier {
                options.selectedDetent = offered.first { $0.identifier == resting } ?? resting.map(Self.detent(named:))
            }
        }
        #endif
        return options
    }

    /// What a tab's `UITabBarItem` shows, in the terms of `known` (the item the navigator
    /// rendered: an image reads back as present or not, UIKit keeps no name).
    static func shownItem(of navigationController: UINavigationController, tab: TabID, known: TabItem?) -> TabItem? {
        let barItem = navigationController.tabBarItem
        let title = barItem?.title ?? navigationController.title ?? tab.rawValue
        let badge = barItem?.badgeValue
        let hasImage = barItem?.image != nil
        if known == nil, title == tab.rawValue, badge == nil, !hasImage { return nil }
        return TabItem(title, image: hasImage ? known?.image : nil, badge: badge)
    }

    private static func detent(named identifier: String) -> SheetDetent {
        if identifier == SheetDetent.medium.identifier { return .medium }
        return .large
    }
}
#endif
