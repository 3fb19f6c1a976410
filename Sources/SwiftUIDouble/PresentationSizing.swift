#if os(Linux)
/// Double of SwiftUI's `PresentationSizing` (iOS 18): how large a sheet is proposed to be.
///
/// Only the system sizings are doubled (`.automatic`, `.page`, `.form`); Apple's requirement
/// `proposedSize(for:context:)` is left out, as the double does no layout, so apps cannot define their own.
public protocol PresentationSizing {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// Double of `PresentationSizing.automatic`: the platform's default sizing.
    public static var automatic: AutomaticPresentationSizing {
        AutomaticPresentationSizing()
    }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// Double of `PresentationSizing.page`: roughly a page of paper.
    public static var page: PagePresentationSizing {
        PagePresentationSizing()
    }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// Double of `PresentationSizing.form`: for forms, slightly narrower than `.page`.
    public static var form: FormPresentationSizing {
        FormPresentationSizing()
    }
}
#endif
