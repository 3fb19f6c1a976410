/// How a presented layer looks and what the user may do with it: sheet detents, a grabber, a form
/// sheet, a cover over the screen below, a sheet the user cannot swipe away.
///
/// Options are part of the navigation value: they are compared, encoded and restored with the
/// layer, and both hosts render them. A route declares the options of the layer it opens; a
/// coordinator can give others for one call.
///
/// ```swift
/// enum ShopRoute: Route {
///     case cart, settings
///
///     var presentation: Presentation? { self == .cart ? .sheet : .fullScreenCover }
///     var presentationOptions: PresentationOptions {
///         self == .cart ? PresentationOptions(detents: [.medium, .large], showsGrabber: true) : .init()
///     }
/// }
/// ```
///
/// What each host does with them:
///
/// | option | UIKit | SwiftUI | where it is missing |
/// | --- | --- | --- | --- |
/// | ``detents`` | `sheetPresentationController.detents` | `presentationDetents(_:selection:)` | iOS 13–14 (UIKit), iOS 15 (SwiftUI host needs 16): a large sheet; custom heights and fractions need iOS 16 on UIKit, a large sheet before |
/// | ``selectedDetent`` | `selectedDetentIdentifier`, written back from `sheetPresentationControllerDidChangeSelectedDetentIdentifier` | the `selection` binding | as ``detents`` |
/// | ``showsGrabber`` | `prefersGrabberVisible` | `presentationDragIndicator(.visible)` | iOS 13–14: no grabber |
/// | ``sheetSizing`` `.form` | `.formSheet` | `presentationSizing(.form)` (iOS 18) | SwiftUI before iOS 18: a page sheet; on iPhone both look like a page sheet |
/// | ``coverStyle`` `.overFullScreen` | `.overFullScreen` | — | SwiftUI: a full-screen cover (SwiftUI has no over-full-screen cover) |
/// | ``isInteractiveDismissDisabled`` | `isModalInPresentation`; a swipe down is refused and reported | `interactiveDismissDisabled()` | — |
///
/// Options that do not apply to a layer's presentation (detents on a full-screen cover, a cover
/// style on a sheet) are kept in the value and ignored by hosts.
public struct PresentationOptions: Hashable, Sendable, Codable {
    /// The heights a sheet can rest at; empty for the platform's default, a large sheet.
    public var detents: [SheetDetent]
    /// The detent the sheet rests at; `nil` for the first of ``detents``. When the user drags
    /// the sheet to another detent, the host writes it back here.
    public var selectedDetent: SheetDetent?
    /// Whether a sheet shows a grabber at its top edge.
    public var showsGrabber: Bool
    /// The size of a sheet: a page sheet, or a smaller form sheet on regular widths.
    public var sheetSizing: SheetSizing
    /// Whether a full-screen cover hides the layer below or is drawn over it.
    public var coverStyle: CoverStyle
    /// Whether the user is kept from dismissing the layer by hand (swiping a sheet down, tapping
    /// outside a popover). The host tells the layer's coordinator when the user tries; code can
    /// still dismiss it.
    public var isInteractiveDismissDisabled: Bool

    /// Makes options; every one defaults to what a plain presentation does.
    /// - Parameters:
    ///   - detents: the sheet's heights; empty for a large sheet.
    ///   - selectedDetent: the detent it rests at first; `nil` for the first of `detents`.
    ///   - showsGrabber: whether a sheet shows a grabber.
    ///   - sheetSizing: a page or form sheet.
    ///   - coverStyle: a full-screen cover or one drawn over the layer below.
    ///   - isInteractiveDismissDisabled: whether the user is kept from dismissing it by hand.
    public init(
        detents: [SheetDetent] = [],
        selectedDetent: SheetDetent? = nil,
        showsGrabber: Bool = false,
        sheetSizing: SheetSizing = .page,
        coverStyle: CoverStyle = .fullScreen,
        isInteractiveDismissDisabled: Bool = false
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.showsGrabber = showsGrabber
        self.sheetSizing = sheetSizing
        self.coverStyle = coverStyle
        self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
    }

    /// The detents a sheet offers: ``detents``, or ``SheetDetent/large`` alone when it declares
    /// none.
    public var offeredDetents: [SheetDetent] { detents.isEmpty ? [.large] : detents }

    /// The detent a sheet rests at: ``selectedDetent``, or the first of ``detents``, or
    /// ``SheetDetent/large``.
    public var restingDetent: SheetDetent { selectedDetent ?? detents.first ?? .large }

    /// Whether a host must present the layer anew to show `other`: UIKit and SwiftUI fix a
    /// layer's style when they present it. Detents, the grabber and the lock change in place.
    func needsNewPresentation(for other: PresentationOptions) -> Bool {
        sheetSizing != other.sheetSizing || coverStyle != other.coverStyle
    }

    /// What is wrong with the options, if anything.
    var problem: String? {
        // Most layers offer no detents: no set to make (validation asks on every change).
        if detents.isEmpty, selectedDetent == nil { return nil }
        var seen = Set<SheetDetent>()
        for detent in detents {
            if let problem = detent.problem { return problem }
            guard seen.insert(detent).inserted else { return "the detent \(detent) appears twice" }
        }
        if let selectedDetent {
            if let problem = selectedDetent.problem { return problem }
            guard offeredDetents.contains(selectedDetent) else {
                return "the selected detent \(selectedDetent) is not among the detents \(offeredDetents)"
            }
        }
        return nil
    }

    /// A short summary of what differs from a plain presentation, for tree dumps; empty when
    /// nothing does.
    var summary: String {
        var parts: [String] = []
        if !detents.isEmpty { parts.append("detents: " + detents.map(\.description).joined(separator: ", ")) }
        if let selectedDetent { parts.append("at \(selectedDetent)") }
        if showsGrabber { parts.append("grabber") }
        if sheetSizing != .page { parts.append("\(sheetSizing) sheet") }
        if coverStyle != .fullScreen { parts.append("\(coverStyle)") }
        if isInteractiveDismissDisabled { parts.append("locked") }
        return parts.joined(separator: "; ")
    }

    // Decoding accepts data saved before a field existed: each missing field takes its default.
    private enum CodingKeys: String, CodingKey {
        case detents, selectedDetent, showsGrabber, sheetSizing, coverStyle, isInteractiveDismissDisabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            detents: try container.decodeIfPresent([SheetDetent].self, forKey: .detents) ?? [],
            selectedDetent: try container.decodeIfPresent(SheetDetent.self, forKey: .selectedDetent),
            showsGrabber: try container.decodeIfPresent(Bool.self, forKey: .showsGrabber) ?? false,
            sheetSizing: try container.decodeIfPresent(SheetSizing.self, forKey: .sheetSizing) ?? .page,
            coverStyle: try container.decodeIfPresent(CoverStyle.self, forKey: .coverStyle) ?? .fullScreen,
            isInteractiveDismissDisabled: try container.decodeIfPresent(
                Bool.self, forKey: .isInteractiveDismissDisabled) ?? false
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
        try container.encodeIfPresent(selectedDetent, forKey: .selectedDetent)
        if showsGrabber { try container.encode(true, forKey: .showsGrabber) }
        if sheetSizing != .page { try container.encode(sheetSizing, forKey: .sheetSizing) }
        if coverStyle != .fullScreen { try container.encode(coverStyle, forKey: .coverStyle) }
        if isInteractiveDismissDisabled { try container.encode(true, forKey: .isInteractiveDismissDisabled) }
    }
}

/// A height a sheet can rest at.
///
/// ```swift
/// PresentationOptions(detents: [.height(180), .medium, .large])
/// ```
public enum SheetDetent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// About half the screen (`.medium`).
    case medium
    /// The full sheet (`.large`).
    case large
    /// A fixed height in points (iOS 16: a custom detent; `.height(_:)` in SwiftUI).
    case height(Double)
    /// A fraction of the available height, greater than 0 and at most 1 (iOS 16: a custom
    /// detent; `.fraction(_:)` in SwiftUI).
    case fraction(Double)

    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let points): "height \(Self.number(points))"
        case .fraction(let fraction): "fraction \(Self.number(fraction))"
        }
    }

    /// A name for the detent that is the same for equal detents: UIKit's detent identifier.
    package var identifier: String {
        switch self {
        case .medium: "com.apple.UIKit.medium"
        case .large: "com.apple.UIKit.large"
        case .height(let points): "coordinatorkit.height.\(Self.number(points))"
        case .fraction(let fraction): "coordinatorkit.fraction.\(Self.number(fraction))"
        }
    }

    var problem: String? {
        switch self {
        case .medium, .large: nil
        case .height(let points):
            points.isFinite && points > 0 ? nil : "a detent's height must be a positive number of points, not \(points)"
        case .fraction(let fraction):
            fraction.isFinite && fraction > 0 && fraction <= 1
                ? nil : "a detent's fraction must be greater than 0 and at most 1, not \(fraction)"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The size of a sheet.
public enum SheetSizing: String, Hashable, Sendable, Codable {
    /// A page sheet (`.pageSheet`): the whole width on iPhone, a page-sized sheet on iPad.
    case page
    /// A form sheet (`.formSheet`): smaller than a page sheet on regular widths; on iPhone it looks
    /// like a page sheet.
    case form

}

/// How a full-screen cover relates to the layer below it.
public enum CoverStyle: String, Hashable, Sendable, Codable {
    /// The cover hides the layer below, which leaves the window while it shows (`.fullScreen`).
    case fullScreen
    /// The cover is drawn over the layer below, which stays in the window, for covers with
    /// transparent parts (`.overFullScreen`).
    case overFullScreen

}
