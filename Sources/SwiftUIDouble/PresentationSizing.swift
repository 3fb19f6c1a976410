#if os(Linux)
/// Double of SwiftUI's `PresentationSizing` (iOS 18): how large a sheet is proposed to be.
///
/// Only the system sizings are doubled (`.automatic`, `.page`, `.form`); Apple's requirement
/// `proposedSize(for:context:)` is left out, as the double does no layout, so apps cannot define their own.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public protocol PresentationSizing {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// Double of `PresentationSizing.automatic`: the platform's default sizing.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    public static var automatic: AutomaticPresentationSizing {
        AutomaticPresentationSizing()
    }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// Double of `PresentationSizing.page`: roughly a page of paper.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    public static var page: PagePresentationSizing {
        PagePresentationSizing()
    }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// Double of `PresentationSizing.form`: for forms, slightly narrower than `.page`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    public static var form: FormPresentationSizing {
        FormPresentationSizing()
    }
}
#endif
