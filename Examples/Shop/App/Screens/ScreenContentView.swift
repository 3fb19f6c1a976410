#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKitSwiftUI
// One module with the app in the Xcode project; a target of its own in the package.
#if canImport(ShopExample)
import ShopExample
#endif

/// A SwiftUI screen drawn from its screen model: the title, the lines, and a button per action.
///
/// The login and buy screens are these: their screen models (`LoginScreens`, `BuyScreens`) say
/// what to show and what each button asks of the coordinator, so the view has no logic.
///
/// ```swift
/// ScreenContentView { BuyScreens(buy).content(for: .cart) }
/// ```
/// The content is read again after each tap: "Add one more" changes the cart, not the navigation.
struct ScreenContentView: View {
    let content: @MainActor () -> ScreenContent
    /// Bumped by each tap, so that the view reads its content again.
    @State private var taps = 0

    var body: some View {
        let _ = taps
        let screen = content()
        VStack(alignment: .leading, spacing: 12) {
            Text(screen.title)
            ForEach(screen.lines.numbered) { line in
                Text(line.value)
            }
            ForEach(screen.actions.numbered) { action in
                ZoomSourceButton(action: action.value) { taps += 1 }
            }
        }
    }
}

/// An element of a list with its place in it, for `ForEach`: screens list lines and actions in order.
/// An action's button, marked as the source of the zoom that names it.
struct ZoomSourceButton: View {
    let action: ScreenAction
    let tapped: @MainActor () -> Void

    var body: some View {
        let button = Button(action.title) {
            action.perform()
            tapped()
        }
        if let source = action.zoomSource {
            button.marksControl(for: .zoomSource(source))
        } else {
            button
        }
    }
}

struct Numbered<Value>: Identifiable {
    let id: Int
    let value: Value
}

extension Array {
    /// The elements with their places.
    var numbered: [Numbered<Element>] {
        enumerated().map { Numbered(id: $0.offset, value: $0.element) }
    }
}
#endif
