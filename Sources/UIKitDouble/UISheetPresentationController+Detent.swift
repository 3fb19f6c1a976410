#if os(Linux)
extension UISheetPresentationController {
    /// Double of UIKit's `UISheetPresentationController.Detent`: a height at which a sheet rests.
    ///
    /// Made only by its factories, as in UIKit (`init` is unavailable there):
    /// ```swift
    /// sheet.detents = [.medium(), .custom(identifier: .init("compact")) { _ in 200 }, .large()]
    /// ```
    /// The double models a portrait iPhone (regular height), where `.medium()` is active. A custom
    /// detent is active when its resolver returns a value for a context whose `maximumDetentValue` is
    /// ``UISheetPresentationController/Detent/doubleMaximumDetentValue``.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @MainActor @preconcurrency
    public final class Detent: NSObject {
        enum Kind {
            case medium, large
            case custom((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        let kind: Kind
        private let storedIdentifier: UISheetPresentationController.Detent.Identifier

        /// The maximum value a detent has in the double's container (a 6.1-inch iPhone's sheet in
        /// portrait, in points); the value custom resolvers are given. Double-only.
        public static let doubleMaximumDetentValue: CGFloat = 790

        init(kind: Kind, identifier: UISheetPresentationController.Detent.Identifier) {
            self.kind = kind
            self.storedIdentifier = identifier
            super.init()
        }

        /// Double of `UISheetPresentationController.Detent.medium()`: about half the screen's height.
        @available(iOS 15.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        @discardableResult
        public class func medium() -> Self {
            Self(kind: .medium, identifier: .medium)
        }

        /// Double of `UISheetPresentationController.Detent.large()`: the sheet at full height.
        @available(iOS 15.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        @discardableResult
        public class func large() -> Self {
            Self(kind: .large, identifier: .large)
        }

        /// Double of `UISheetPresentationController.Detent.custom(identifier:resolver:)` (iOS 16).
        ///
        /// - Parameters:
        ///   - identifier: How `selectedDetentIdentifier` names it; a random one when `nil`, as in UIKit.
        ///   - resolver: The detent's height for a context, or `nil` when it is inactive there.
        /// - Returns: The detent.
        @available(iOS 16.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        @MainActor @preconcurrency @discardableResult
        public static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> UISheetPresentationController.Detent {
            Detent(kind: .custom(resolver), identifier: identifier ?? .init(rawValue: UUID().uuidString))
        }

        /// Double of `UISheetPresentationController.Detent.identifier` (iOS 16): `.medium`, `.large`, or a custom detent's.
        @available(iOS 16.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        public var identifier: UISheetPresentationController.Detent.Identifier {
            storedIdentifier
        }

        /// Whether the sheet can rest at this detent in the double's container.
        var doubleIsActive: Bool {
            switch kind {
            case .medium, .large:
                true
            case .custom(let resolver):
                resolver(DoubleDetentResolutionContext(maximumDetentValue: Self.doubleMaximumDetentValue)) != nil
            }
        }
    }
}

extension UISheetPresentationController.Detent {
    /// Double of UIKit's `UISheetPresentationController.Detent.Identifier`, a detent's name.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// Double of `UISheetPresentationController.Detent.Identifier.rawValue`.
        public var rawValue: String

        /// Double of `UISheetPresentationController.Detent.Identifier.init(_:)`.
        @available(iOS 15.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Double of `UISheetPresentationController.Detent.Identifier.init(rawValue:)`.
        @available(iOS 15.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

extension UISheetPresentationController.Detent.Identifier {
    /// Double of `UISheetPresentationController.Detent.Identifier.medium`: the system medium detent's.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public static let medium: UISheetPresentationController.Detent.Identifier = UISheetPresentationController.Detent.Identifier(rawValue: "com.apple.UIKit.medium")

    /// Double of `UISheetPresentationController.Detent.Identifier.large`: the system large detent's.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public static let large: UISheetPresentationController.Detent.Identifier = UISheetPresentationController.Detent.Identifier(rawValue: "com.apple.UIKit.large")
}

/// The context the double gives custom detent resolvers.
@MainActor
final class DoubleDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat

    init(maximumDetentValue: CGFloat) {
        self.maximumDetentValue = maximumDetentValue
        super.init()
    }
}
#endif
