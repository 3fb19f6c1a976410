#if os(Linux)
/// Double of SwiftUI's `TabContent` (iOS 18, macOS 15): what a `TabView` built with a tab
/// content builder holds: `Tab`s, a `ForEach` of them, each with its modifiers.
///
/// ```swift
/// TabView(selection: $selection) {
///     ForEach(tabs) { tab in
///         Tab(value: tab.id) { TabScreen(tab) } label: { Label(tab.title, systemImage: tab.symbol) }
///     }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
///
/// The double draws such a tab view as one built with `tabItem(_:)` and `tag(_:)`; in the
/// `.sidebarAdaptable` style it also lists the tabs in a sidebar at a regular width.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@preconcurrency @MainActor public protocol TabContent<TabValue> {
    /// The type of the value that selects the tab.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue
    /// The type of the content's body.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    associatedtype Body: TabContent
    /// Double of `TabContent.body`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

/// One tab as the double draws it: its value, label, badge and content. Not SwiftUI API.
struct DoubleTabEntry {
    let tag: TabTag
    let label: AnyView
    var badge: String?
    let content: AnyView

    /// The tab as a view built with `tabItem(_:)`, `badge(_:)` and `tag(_:)`, which the tab view
    /// draws.
    var taggedView: any View {
        content.modifier(TabItemModifier(label: label)).modifier(BadgeModifier(badge: badge)).modifier(TagModifier(tag: tag))
    }
}

/// Tab content the double can list: every `TabContent` it declares.
@MainActor
protocol DoubleTabEntries {
    var doubleTabEntries: [DoubleTabEntry] { get }
}

extension TabContent {
    /// The tabs this content holds, in order.
    var doubleEntries: [DoubleTabEntry] {
        (self as? any DoubleTabEntries)?.doubleTabEntries ?? []
    }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
    /// Double of `TabContent.badge(_:)` for a text: the badge of this tab.
    ///
    /// - Parameter label: The text shown; `nil` hides the badge.
    /// - Returns: This tab content, badged.
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
        BadgedTabContent(base: self, badge: label?.content)
    }
}

/// Tab content with a badge on each of its tabs.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct BadgedTabContent<Base: TabContent>: TabContent, DoubleTabEntries {
    typealias TabValue = Base.TabValue
    nonisolated(unsafe) let base: Base
    nonisolated let badge: String?

    nonisolated init(base: Base, badge: String?) {
        self.base = base
        self.badge = badge
    }

    var body: Self { return self }

    var doubleTabEntries: [DoubleTabEntry] {
        base.doubleEntries.map { entry in
            var badged = entry
            badged.badge = badge
            return badged
        }
    }
}
#endif
