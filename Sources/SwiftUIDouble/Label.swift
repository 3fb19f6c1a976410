#if os(Linux)
/// Double of SwiftUI's `Label`: a title with an icon, as a tab item shows them.
///
/// ```swift
/// HomeStack().tabItem { Label("Orders", systemImage: "bag") }
/// ```
/// A ``SwiftUIDoubleRuntime`` draws the title's texts (a tab's title is its label's title) and records the
/// icon's image.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    nonisolated(unsafe) let title: Title
    nonisolated(unsafe) let icon: Icon

    /// Double of `Label.init(title:icon:)`.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - icon: The label's icon.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Double of `Label.body`: never evaluated, the renderer draws the title and icon itself.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency public var body: some View {
        title
    }
}

extension Label where Title == Text, Icon == Image {
    /// Double of `Label.init(_:systemImage:)` for a string value: a title with an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is.
    ///   - name: The SF Symbol's name.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }

    /// Double of `Label.init(_:image:)` for a string value: a title with an image asset.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is.
    ///   - name: The asset's name.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, image name: String) where S: StringProtocol {
        self.title = Text(title)
        self.icon = Image(name)
    }
}
#endif
