#if os(Linux)
/// Double of UIKit's `UIImage`, reduced to what names an image: an SF Symbol or an asset of the app.
///
/// UIKit returns `nil` for a name that is not an SF Symbol (`init?(systemName:)`) or not in the app's
/// asset catalogs (`init?(named:)`). The double can know neither the symbol set of the device's iOS
/// nor the app's assets, so it is as lenient as it can be while staying failable: every non-empty
/// name gives an image, and the empty name `nil`. A test reads the name back with
/// ``doubleSystemName`` or ``doubleAssetName``. The double holds no pixels.
open class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbol's name, for an image made by `init?(systemName:)` (double-only).
    public let doubleSystemName: String?
    /// The asset's name, for an image made by `init?(named:)` (double-only).
    public let doubleAssetName: String?

    /// Double of `UIImage.init?(systemName:)`: the SF Symbol `name`; `nil` for an empty name.
    ///
    /// - Parameter name: The symbol's name, e.g. `"bag"`.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        doubleSystemName = name
        doubleAssetName = nil
        super.init()
    }

    /// Double of `UIImage.init?(named:)`: the image asset `name`; `nil` for an empty name.
    ///
    /// - Parameter name: The asset's name in the app's catalog.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        doubleSystemName = nil
        doubleAssetName = name
        super.init()
    }
}
#endif
