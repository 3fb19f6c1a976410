#if os(Linux)
/// Double of SwiftUI's `UIViewControllerRepresentableContext`: what a representable's methods are told.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    /// Double of `UIViewControllerRepresentableContext.coordinator`: the representable's coordinator.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator

    private let storedTransaction: Transaction
    private let storedEnvironment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        storedTransaction = transaction
        storedEnvironment = environment
    }

    /// Double of `UIViewControllerRepresentableContext.transaction`: the transaction of the update.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public var transaction: Transaction {
        storedTransaction
    }

    /// Double of `UIViewControllerRepresentableContext.environment`: the environment at the view's place.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public var environment: EnvironmentValues {
        storedEnvironment
    }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentableContext: Sendable {}
#endif
