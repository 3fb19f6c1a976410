#if os(Linux)
import DoubleDeclarationChecking
import Foundation
import Testing

/// Unit tests of what the manifest checker learned for SwiftUI's `.swiftinterface` spellings.
@Suite struct SwiftUIDeclarationCheckerTests {
    private func check(apple: String, double source: String, substitute: String? = nil) -> String? {
        AppleDeclarationManifest.mismatch(
            apple: apple, substitute: substitute, declarations: AppleDeclarationManifest.declarations(in: [source]), origin: .swift
        )
    }

    @Test func ignoresModuleQualifiersAndSelfBeforeMemberTypes() {
        let apple = "@SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }"
        #expect(check(apple: apple, double: "@ViewBuilder @MainActor @preconcurrency var body: Body { get }") == nil)
        #expect(check(apple: "public init(_ keyPath: Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>)",
                      double: "public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}") == nil)
        #expect(check(apple: "public var value: SwiftUICore.Text { get }", double: "public var value: Texts { get }") != nil,
                "only whole module names are dropped")
    }

    @Test func ignoresTheOrderOfAttributesButKeepsThem() {
        let apple = "@_typeEraser(AnyView) @preconcurrency @_Concurrency.MainActor public protocol View"
        #expect(check(apple: apple, double: "@MainActor @_typeEraser(AnyView) public protocol View {") == nil)
        #expect(check(apple: apple, double: "@MainActor public protocol View {") != nil)
        #expect(check(apple: "@ViewBuilder var body: Body { get }", double: "var body: Body { get }") != nil)
    }

    @Test func keepsNonisolated() {
        let apple = "@inlinable nonisolated public init(_ value: T)"
        #expect(check(apple: apple, double: "nonisolated public init(_ value: T) {\n    storage = value\n}") == nil)
        #expect(check(apple: apple, double: "public init(_ value: T) {}") != nil)
    }

    @Test func dropsLayoutAndInliningAttributes() {
        let apple = "@frozen @_Concurrency.MainActor @preconcurrency public struct EmptyView : SwiftUICore.View"
        #expect(check(apple: apple, double: "@MainActor @preconcurrency\npublic struct EmptyView: View {") == nil)
        #expect(check(apple: "@_alwaysEmitIntoClient public static func buildBlock() -> SwiftUICore.EmptyView",
                      double: "public static func buildBlock() -> EmptyView { EmptyView() }") == nil)
    }

    @Test func keepsDisfavoredOverload() {
        let apple = "@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol"
        #expect(check(apple: apple, double: "@_disfavoredOverload\npublic init<S>(_ content: S) where S: StringProtocol {}") == nil)
        #expect(check(apple: apple, double: "public init<S>(_ content: S) where S: StringProtocol {}") != nil)
    }

    @Test func readsInlineGenericConstraintsAsAWhereClause() {
        let apple = "nonisolated public init<V>(_ view: V) where V : SwiftUICore.View"
        #expect(check(apple: apple, double: "nonisolated public init<V: View>(_ view: V) {}") == nil)
        #expect(check(apple: apple, double: "nonisolated public init<V>(_ view: V) where V: View {}") == nil)
        #expect(check(apple: apple, double: "nonisolated public init<V>(_ view: V) {}") != nil)
        let two = "public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View"
        #expect(check(apple: two, double: "public static func buildEither<TrueContent: View, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where FalseContent: View { .init(storage: .trueContent(first)) }") == nil)
    }

    @Test func readsParameterPacks() {
        let apple = "@_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content) -> SwiftUICore.TupleView<(repeat each Content)> where repeat each Content : SwiftUICore.View"
        #expect(check(apple: apple, double: "@_disfavoredOverload\npublic static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {}") == nil)
        #expect(check(apple: apple, double: "@_disfavoredOverload\npublic static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {}") != nil)
    }

    @Test func countsTheEnclosingExtensionsWhereClause() {
        let apple = "@preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @_Concurrency.MainActor () -> Swift.Void) where Label == SwiftUICore.Text, S : Swift.StringProtocol"
        let inExtension = """
            extension Button where Label == Text {
                @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
                    self.init(action: action) { Text(title) }
                }
            }
            """
        #expect(check(apple: apple, double: inExtension) == nil)
        let unconstrained = inExtension.replacingOccurrences(of: "extension Button where Label == Text", with: "extension Button")
        #expect(check(apple: apple, double: unconstrained) != nil)
        #expect(check(apple: apple, double: inExtension.replacingOccurrences(of: "@MainActor () -> Void", with: "() -> Void")) != nil,
                "the action's @MainActor is part of the signature")
    }

    @Test func comparesExtensionsThatDeclareConformances() {
        let apple = "extension SwiftUICore._ConditionalContent : SwiftUICore.View where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View"
        #expect(check(apple: apple, double: "extension _ConditionalContent: View where FalseContent: View, TrueContent: View {\n}") == nil)
        #expect(check(apple: apple, double: "extension _ConditionalContent: View where TrueContent: View {\n}") != nil)
        #expect(check(apple: apple, double: "struct _ConditionalContent: View where FalseContent: View, TrueContent: View {\n}") != nil)
        #expect(check(apple: "extension Swift.Never : SwiftUICore.View", double: "extension Never: View {}") == nil)
    }

    @Test func comparesGenericTypeHeaders() {
        let apple = "@_Concurrency.MainActor @preconcurrency open class UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUICore.View"
        #expect(check(apple: apple, double: "@MainActor @preconcurrency\nopen class UIHostingController<Content: View>: UIViewController {") == nil)
        #expect(check(apple: apple, double: "@MainActor open class UIHostingController<Content>: UIViewController {") != nil)
    }

    @Test func readsPropertyWrappersAndSubscriptAccessors() {
        #expect(check(apple: "@frozen @propertyWrapper public struct Environment<Value> : SwiftUICore.DynamicProperty",
                      double: "@propertyWrapper\npublic struct Environment<Value>: DynamicProperty {") == nil)
        let subscriptText = "public subscript<K>(key: K.Type) -> K.Value where K : SwiftUICore.EnvironmentKey { get set }"
        let readWrite = """
            public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
                get { K.defaultValue }
                set { store(newValue) }
            }
            """
        #expect(check(apple: subscriptText, double: readWrite) == nil)
        #expect(check(apple: subscriptText, double: "public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {\n    K.defaultValue\n}") != nil)
    }

    @Test func readsOpaqueResultsAndFunctionBuilders() {
        #expect(check(apple: "@inlinable nonisolated public func environment<V>(_ keyPath: Swift.WritableKeyPath<SwiftUICore.EnvironmentValues, V>, _ value: V) -> some SwiftUICore.View",
                      double: "nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {}") == nil)
        #expect(check(apple: "@_functionBuilder public struct ViewBuilder", double: "@resultBuilder\npublic struct ViewBuilder {") == nil)
    }

    @Test func requiresTheInterfacesAvailabilityOnTheDeclarationItself() throws {
        let apple = "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) nonisolated public func presentationDetents(_ detents: Swift.Set<SwiftUI.PresentationDetent>) -> some SwiftUICore.View"
        let onTheDeclaration = """
            extension View {
                @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
                nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
            }
            """
        #expect(check(apple: apple, double: onTheDeclaration) == nil)
        let onTheExtensionOnly = """
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            extension View {
                nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
            }
            """
        let problem = try #require(check(apple: apple, double: onTheExtensionOnly))
        #expect(problem.contains("the availability differs"), "\(problem)")
        let older = onTheDeclaration.replacingOccurrences(of: "iOS 16.0", with: "iOS 15.0")
        #expect(check(apple: apple, double: older) != nil)
    }

    @Test func comparesTheAvailabilityOfTypes() {
        let apple = "@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) public struct Tab<Value, Content, Label>"
        #expect(check(apple: apple, double: "@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)\npublic struct Tab<Value, Content, Label> {}") == nil)
        #expect(check(apple: apple, double: "public struct Tab<Value, Content, Label> {}") != nil)
        #expect(check(apple: apple, double: "@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)\npublic struct Tab<Value, Content, Label> {}") != nil)
    }

    @Test func catchesTheDoubleLosingAnAvailabilityAttribute() throws {
        let manifest = try AppleDeclarationManifest.load(double: "SwiftUIDouble", origin: .swift)
        let entry = try #require(manifest.entries.first { $0.type == "NavigationStack" && $0.apple.contains("public struct NavigationStack") })
        let availability = "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)"
        #expect(entry.apple.hasPrefix(availability + " "))
        let sources = try manifest.sourceFiles(for: entry.type).map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(AppleDeclarationManifest.mismatch(
            apple: entry.apple, substitute: nil, declarations: AppleDeclarationManifest.declarations(in: sources), origin: .swift
        ) == nil)
        let stripped = sources.map { $0.replacingOccurrences(of: availability + "\n@MainActor @preconcurrency\npublic struct", with: "@MainActor @preconcurrency\npublic struct") }
        #expect(stripped != sources)
        #expect(AppleDeclarationManifest.mismatch(
            apple: entry.apple, substitute: nil, declarations: AppleDeclarationManifest.declarations(in: stripped), origin: .swift
        ) != nil)
    }

    @Test func swiftDeclarationsAreNotImplicitlyDiscardable() {
        let apple = "@inlinable nonisolated public func modifier<T>(_ modifier: T) -> SwiftUICore.ModifiedContent<Self, T>"
        #expect(check(apple: apple, double: "nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {}") == nil)
        #expect(check(apple: apple, double: "@discardableResult nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {}") != nil)
    }
}
#endif
