#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit
import IssueReporting

/// The coordinator that owns a screen, read from the environment with its concrete type.
///
/// ```swift
/// struct ProductListView: View {
///     @ScreenCoordinator private var coordinator: CatalogCoordinator?
///
///     var body: some View {
///         Button("Open product 42") { coordinator?.show(.product(id: 42)) }
///     }
/// }
/// ```
/// A view model can take it and keep it weakly:
/// `ProductListModel(coordinator: coordinator)`.
///
/// When the view is not inside a screen of a ``ViewProviding`` coordinator, or the screen's
/// coordinator is of another type, reading it reports an issue at the property's declaration
/// and gives `nil`.
@MainActor
@propertyWrapper
public struct ScreenCoordinator<Owner: AnyCoordinator>: DynamicProperty {
    @Environment(\.coordinator) private var coordinator
    private let site: CallSite

    /// Reads the screen's coordinator as `Owner`.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The screen's coordinator, or `nil` (reported as an issue) when there is none or it is
    /// not an `Owner`.
    public var wrappedValue: Owner? {
        guard let coordinator else {
            site.report(
                "No coordinator in the environment for @ScreenCoordinator of type \(Owner.self): the view is not inside a screen of a ViewProviding coordinator."
            )
            return nil
        }
        guard let owner = coordinator as? Owner else {
            site.report("The screen's coordinator is \(coordinator), which is not of type \(Owner.self).")
            return nil
        }
        return owner
    }
}
#endif
