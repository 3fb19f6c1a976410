#if os(Linux)
/// Double of SwiftUI's `PresentationDetent` (iOS 16): a height at which a sheet rests.
///
/// ```swift
/// content.presentationDetents([.medium, .large], selection: $detent)
/// ```
/// The double lays nothing out; to order detents from smallest to largest, as SwiftUI does, it
/// resolves them in a container ``doubleMaximumHeight`` points tall.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The height of the double's sheet container, in points (a 6.1-inch iPhone in portrait). Double-only.
    public static let doubleMaximumHeight: CGFloat = 790

    /// Double of `PresentationDetent.medium`: about half the screen's height.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let medium: PresentationDetent = PresentationDetent(kind: .medium)

    /// Double of `PresentationDetent.large`: the sheet at full height.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let large: PresentationDetent = PresentationDetent(kind: .large)

    /// Double of `PresentationDetent.fraction(_:)`: a fraction of the full height.
    ///
    /// - Parameter fraction: From 0 to 1.
    /// - Returns: The detent.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// Double of `PresentationDetent.height(_:)`: a fixed height.
    ///
    /// - Parameter height: The height in points.
    /// - Returns: The detent.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The detent's height in the double's container (SwiftUI clamps to the container, so does the double).
    var doubleResolvedHeight: CGFloat {
        let height: CGFloat = switch kind {
        case .medium: Self.doubleMaximumHeight / 2
        case .large: Self.doubleMaximumHeight
        case .fraction(let fraction): Self.doubleMaximumHeight * fraction
        case .height(let height): height
        }
        return min(max(height, 0), Self.doubleMaximumHeight)
    }
}

extension PresentationDetent {
    /// `medium`, `large`, `fraction(0.3)` or `height(200.0)`: orders detents of the same height.
    var doubleName: String {
        switch kind {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "fraction(\(fraction))"
        case .height(let height): "height(\(height))"
        }
    }
}
#endif
