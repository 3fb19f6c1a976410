#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import CoordinatorKitUIKit
// One module with the app in the Xcode project; a target of its own in the package.
#if canImport(ShopExample)
import ShopExample
#endif

/// A UIKit screen drawn from its screen model: the title in the navigation bar, a label per
/// line and a button per action, in a vertical stack.
///
/// The Orders and Profile tabs are these. The content is read again each time the screen
/// appears (an order placed in the Catalog shows up) and after each tap (the settings' toggle
/// changes the session, not the navigation). Rows are reused: a list that shrinks hides the
/// rows it no longer needs.
final class ScreenContentViewController: UIViewController, ControlMarking {
    private let content: @MainActor () -> ScreenContent
    private let lines = UIStackView(arrangedSubviews: [])
    private let actions = UIStackView(arrangedSubviews: [])

    /// Makes a screen that draws `content`.
    init(content: @escaping @MainActor () -> ScreenContent) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        title = content().title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        lines.axis = .vertical
        lines.spacing = 8
        actions.axis = .vertical
        actions.spacing = 8
        // The last view, an empty one, takes the height the rows leave, so they sit at the top.
        let stack = UIStackView(arrangedSubviews: [lines, actions, UIView()])
        stack.axis = .vertical
        stack.spacing = 20
        stack.isLayoutMarginsRelativeArrangement = true
        view = stack
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    /// Draws the content as it is now.
    func reload() {
        let screen = content()
        title = screen.title
        for (index, text) in screen.lines.enumerated() {
            let label = row(index, in: lines) { UILabel() }
            label.text = text
            label.numberOfLines = 0
        }
        hideRows(from: screen.lines.count, in: lines)
        for (index, action) in screen.actions.enumerated() {
            let button = row(index, in: actions) { [unowned self] () -> UIButton in
                let button = UIButton(type: .system)
                // The row's action is looked up at each tap: a reused row does what it shows now.
                // Closure actions exist from iOS and tvOS 14; the app itself needs iOS 15 (its
                // Xcode project's deployment target), the package compiles it for iOS 13.
                if #available(iOS 14, tvOS 14, *) {
                    button.addAction(UIAction { [unowned self] _ in tapAction(at: index) }, for: .touchUpInside)
                }
                return button
            }
            button.setTitle(action.title, for: .normal)
        }
        hideRows(from: screen.actions.count, in: actions)
    }

    /// The button of the action a zoom names: a product zooms out of its row.
    func markedControl(for anchor: ControlAnchor) -> UIView? {
        guard case .zoomSource(let route) = anchor, let index = content().actions.firstIndex(where: { $0.zoomSource == route }),
              index < actions.arrangedSubviews.count else { return nil }
        return actions.arrangedSubviews[index]
    }

    private func tapAction(at index: Int) {
        let actions = content().actions
        guard actions.indices.contains(index) else { return }
        actions[index].perform()
        if isViewLoaded { reload() }
    }

    /// The row at `index` of a stack, shown: the existing one, or a new one added at the end.
    private func row<Row: UIView>(_ index: Int, in stack: UIStackView, make: () -> Row) -> Row {
        if index < stack.arrangedSubviews.count, let row = stack.arrangedSubviews[index] as? Row {
            row.isHidden = false
            return row
        }
        let row = make()
        stack.addArrangedSubview(row)
        return row
    }

    private func hideRows(from count: Int, in stack: UIStackView) {
        for row in stack.arrangedSubviews.dropFirst(count) { row.isHidden = true }
    }
}
#endif
