#if os(Linux)
extension View {
    /// Double of `View.sheet(isPresented:onDismiss:content:)`: presents `content` in a sheet while `isPresented` is true.
    ///
    /// The ``SwiftUIDoubleRuntime`` presents at most one layer per presenter and starts at most one
    /// modal change per update; swiping the sheet down writes `false` (see `swipeDown()`).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - onDismiss: Runs when the sheet's dismissal has finished.
    ///   - content: The sheet's content.
    /// - Returns: This view with the sheet attached.
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        modifier(PresentationModifier(kind: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Double of `View.sheet(item:onDismiss:content:)`: presents a sheet for `item` while it is not `nil`.
    ///
    /// "If `item` changes, the system dismisses the sheet and replaces it with a new one" (Apple's
    /// documentation): the runtime dismisses, then presents the new item on a later update.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows.
    ///   - onDismiss: Runs when the sheet's dismissal has finished.
    ///   - content: The sheet's content for an item.
    /// - Returns: This view with the sheet attached.
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        modifier(PresentationModifier(kind: .sheet, item: item, onDismiss: onDismiss, content: content))
    }

    /// Double of `View.fullScreenCover(isPresented:onDismiss:content:)`: a cover hiding the layers below it.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the cover is presented.
    ///   - onDismiss: Runs when the cover's dismissal has finished.
    ///   - content: The cover's content.
    /// - Returns: This view with the cover attached.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        modifier(PresentationModifier(kind: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Double of `View.fullScreenCover(item:onDismiss:content:)`.
    ///
    /// - Parameters:
    ///   - item: The item the cover shows.
    ///   - onDismiss: Runs when the cover's dismissal has finished.
    ///   - content: The cover's content for an item.
    /// - Returns: This view with the cover attached.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        modifier(PresentationModifier(kind: .fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }

    /// Double of `View.popover(isPresented:attachmentAnchor:arrowEdge:content:)` (iOS 18.0 SDK: `arrowEdge: Edge = .top`).
    ///
    /// The double does not adapt popovers to sheets in compact width; tapping outside writes `false`.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover is presented.
    ///   - attachmentAnchor: Where it is attached; kept, not laid out.
    ///   - arrowEdge: Where its arrow points; kept, not laid out.
    ///   - content: The popover's content.
    /// - Returns: This view with the popover attached.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        modifier(PresentationModifier(kind: .popover, isPresented: isPresented, onDismiss: nil, content: content))
    }

    /// Double of `View.popover(item:attachmentAnchor:arrowEdge:content:)` (iOS 18.0 SDK: `arrowEdge: Edge = .top`).
    ///
    /// - Parameters:
    ///   - item: The item the popover shows.
    ///   - attachmentAnchor: Where it is attached; kept, not laid out.
    ///   - arrowEdge: Where its arrow points; kept, not laid out.
    ///   - content: The popover's content for an item.
    /// - Returns: This view with the popover attached.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        modifier(PresentationModifier(kind: .popover, item: item, onDismiss: nil, content: content))
    }

    /// Double of `View.interactiveDismissDisabled(_:)`: whether the user may swipe the enclosing sheet
    /// down or tap outside the enclosing popover.
    ///
    /// - Parameter isDisabled: Whether interactive dismissal is refused.
    /// - Returns: This view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(DismissDisabledModifier(isDisabled: isDisabled))
    }
}
#endif
