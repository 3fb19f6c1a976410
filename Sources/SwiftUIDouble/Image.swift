#if os(Linux)
/// Double of SwiftUI's `Image`, reduced to its name: an SF Symbol or an asset of the app.
///
/// The double can know neither the symbols of the device's iOS nor the app's assets: it keeps the
/// name and draws it as an image record (a tab's icon, read back as `SwiftUIDoubleTab.systemImage`).
/// ```swift
/// Image(systemName: "bag")
/// ```
@frozen
public struct Image: Equatable, Sendable {
    /// The SF Symbol's name, or `nil` for an asset.
    let systemName: String?
    /// The asset's name, or `nil` for a symbol.
    let name: String?

    /// Double of `Image.init(systemName:)`: the SF Symbol `systemName`.
    ///
    /// - Parameter systemName: The symbol's name, e.g. `"bag"`.
    @available(macOS 11.0, *)
    public init(systemName: String) {
        self.systemName = systemName
        self.name = nil
    }

    /// Double of `Image.init(_:bundle:)`: the image asset `name` (the bundle is ignored).
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - bundle: The bundle to look in; `nil` for the main bundle.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.systemName = nil
        self.name = name
    }
}

extension Image: View {
    /// Double of `Image.Body`.
    public typealias Body = Never
}
#endif
