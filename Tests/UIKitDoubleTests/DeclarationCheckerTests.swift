#if os(Linux)
import DoubleDeclarationChecking
import Foundation
import Testing

/// Unit tests of the manifest checker: it accepts the double's spellings and catches drift.
@Suite struct DeclarationCheckerTests {
    private func check(apple: String, double source: String, substitute: String? = nil) -> String? {
        AppleDeclarationManifest.mismatch(
            apple: apple, substitute: substitute, declarations: AppleDeclarationManifest.declarations(in: [source]), origin: .objectiveC
        )
    }

    @Test func acceptsTheDoublesSpellingOfAnAppleMethod() {
        let source = """
            /// Doc.
            open func setViewControllers(
                _ viewControllers: [UIViewController],
                animated: Bool
            ) {
                doSomething()
            }
            """
        #expect(check(apple: "func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)", double: source) == nil)
    }

    @Test func catchesAChangedArgumentLabelOrParameterName() {
        let source = "open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {}"
        #expect(check(apple: "func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)", double: source) != nil)
        let labels = "open func setViewControllers(viewControllers: [UIViewController], animated: Bool) {}"
        #expect(check(apple: "func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)", double: labels) != nil)
    }

    @Test func catchesChangedOptionality() {
        let source = "open var viewControllers: [UIViewController] { get { [] } set {} }"
        #expect(check(apple: "var viewControllers: [UIViewController]? { get set }", double: source) != nil)
        #expect(check(apple: "var viewControllers: [UIViewController] { get set }", double: source) == nil)
    }

    @Test func catchesAMissingDefaultArgument() {
        let source = "open func dismiss(animated flag: Bool, completion: (() -> Void)?) {}"
        #expect(check(apple: "func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)", double: source) != nil)
    }

    @Test func requiresDiscardableResultOnMethodsThatReturnAValue() {
        let apple = "func popViewController(animated: Bool) -> UIViewController?"
        #expect(check(apple: apple, double: "open func popViewController(animated: Bool) -> UIViewController? { nil }") != nil)
        #expect(check(apple: apple, double: "@discardableResult\nopen func popViewController(animated: Bool) -> UIViewController? { nil }") == nil)
        #expect(check(apple: "func makeKeyAndVisible()", double: "open func makeKeyAndVisible() {}") == nil)
    }

    @Test func comparesPropertyAccessorsNotImplementations() {
        let apple = "var isKeyWindow: Bool { get }"
        #expect(check(apple: apple, double: "open var isKeyWindow: Bool {\n    storedIsKeyWindow\n}") == nil)
        #expect(check(apple: apple, double: "public private(set) var isKeyWindow: Bool = false") == nil)
        #expect(check(apple: apple, double: "open var isKeyWindow: Bool = false") != nil)
        #expect(check(apple: "var title: String? { get set }", double: "open var title: String?") == nil)
        #expect(check(apple: "var title: String? { get set }", double: "open var title: String? {\n    get { nil }\n    set { store(newValue) }\n}") == nil)
        #expect(check(apple: "static let from: Key", double: "public static let from: Key = Key(rawValue: \"from\")") == nil)
    }

    @Test func keepsOwnershipOfProperties() {
        let apple = "weak var delegate: (any UINavigationControllerDelegate)? { get set }"
        #expect(check(apple: apple, double: "weak open var delegate: (any UINavigationControllerDelegate)?") == nil)
        #expect(check(apple: apple, double: "open var delegate: (any UINavigationControllerDelegate)?") != nil)
    }

    @Test func typesMayOmitButNotAddConformances() {
        let apple = "@MainActor open class UIViewController : UIResponder, NSCoding, UITraitEnvironment"
        #expect(check(apple: apple, double: "@MainActor @preconcurrency\nopen class UIViewController: UIResponder {") == nil)
        #expect(check(apple: apple, double: "@MainActor @preconcurrency\nopen class UIViewController: UIResponder, NSCoding {") == nil)
        #expect(check(apple: apple, double: "@MainActor open class UIViewController: UIResponder, Sendable {") != nil)
        #expect(check(apple: apple, double: "@MainActor open class UIViewController: NSObject {") != nil)
        #expect(check(apple: apple, double: "open class UIViewController: UIResponder {") != nil, "the class-level @MainActor is kept")
    }

    @Test func optionalRequirementsNeedARequirementAndADefault() {
        let apple = "optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)"
        let requirementOnly = """
            public protocol UITabBarControllerDelegate: NSObjectProtocol {
                func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
            }
            """
        #expect(check(apple: apple, double: requirementOnly) != nil)
        let withDefault = requirementOnly + """

            extension UITabBarControllerDelegate {
                public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
            }
            """
        #expect(check(apple: apple, double: withDefault) == nil)
    }

    @Test func substitutesMustDifferFromAppleAndBeDeclared() {
        let apple = "func animate(alongsideTransition animation: ((C) -> Void)?, completion: ((C) -> Void)? = nil) -> Bool"
        let substitute = "func animate(alongsideTransition animation: ((C) -> Void)?, completion: ((C) -> Void)?) -> Bool"
        let source = "@discardableResult\nfunc animate(alongsideTransition animation: ((C) -> Void)?, completion: ((C) -> Void)?) -> Bool"
        #expect(check(apple: apple, double: source, substitute: substitute) == nil)
        #expect(check(apple: apple, double: source, substitute: apple) != nil)
        #expect(check(apple: apple, double: "func other()", substitute: substitute) != nil)
    }

    @Test func ignoresCommentsAndFindsNestedDeclarations() {
        let source = """
            open class UINavigationController: UIViewController {
                // open func pushViewController(_ viewController: UIViewController, animated: Bool)
                /* func popViewController(animated: Bool) -> UIViewController? */
                func helper() {
                    let text = "// not a comment { "
                }
            }
            """
        #expect(check(apple: "func pushViewController(_ viewController: UIViewController, animated: Bool)", double: source) != nil)
        #expect(check(apple: "func helper()", double: source) == nil)
    }

    @Test func requiresExactlyTheQuotedAvailability() throws {
        let apple = "@available(iOS 14.0, tvOS 14.0, *) func addAction(_ action: UIAction, for controlEvents: UIControl.Event)"
        let declaration = "open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}"
        #expect(check(apple: apple, double: "@available(iOS 14.0, tvOS 14.0, *)\n" + declaration) == nil)
        let missing = try #require(check(apple: apple, double: declaration))
        #expect(missing.contains("the availability differs"), "\(missing)")
        #expect(missing.contains("the double's none"), "\(missing)")
        #expect(check(apple: apple, double: "@available(iOS 13.0, tvOS 14.0, *)\n" + declaration) != nil, "an older version")
        #expect(check(apple: apple, double: "@available(iOS 14.0, *)\n" + declaration) != nil, "a platform left out")
        #expect(check(apple: "func addAction(_ action: UIAction, for controlEvents: UIControl.Event)",
                      double: "@available(iOS 14.0, tvOS 14.0, *)\n" + declaration) != nil, "availability Apple does not quote")
    }

    @Test func readsEachUnavailablePlatformAsAnAttributeOfItsOwn() {
        let apple = "@available(iOS 15.0, *) @available(tvOS, unavailable) var sheetPresentationController: UISheetPresentationController? { get }"
        let declaration = "public var sheetPresentationController: UISheetPresentationController? { nil }"
        #expect(check(apple: apple, double: "@available(tvOS, unavailable)\n@available(iOS 15.0,*)\n" + declaration) == nil)
        #expect(check(apple: apple, double: "@available(iOS 15.0, *)\n" + declaration) != nil)
        #expect(check(apple: apple, double: "@available(iOS 15.0, *)\n@available(tvOS, unavailable)\n@available(visionOS, unavailable)\n" + declaration) != nil)
    }

    @Test func aSubstituteTakesApplesAvailability() {
        let apple = "@available(iOS 13.0, tvOS 14.0, *) convenience init(title: String = \"\", image: UIImage? = nil, handler: @escaping UIActionHandler)"
        let substitute = "init(title: String = \"\", handler: @escaping UIActionHandler)"
        let declaration = "public init(title: String = \"\", handler: @escaping UIActionHandler) {}"
        #expect(check(apple: apple, double: "@available(iOS 13.0, tvOS 14.0, *)\n" + declaration, substitute: substitute) == nil)
        #expect(check(apple: apple, double: declaration, substitute: substitute) != nil)
        #expect(check(apple: apple, double: "@available(iOS 13.0, tvOS 14.0, *)\n" + declaration,
                      substitute: "@available(iOS 13.0, tvOS 14.0, *) " + substitute) != nil, "availability written twice")
    }

    @Test func catchesTheDoubleLosingAnAvailabilityAttribute() throws {
        let manifest = try AppleDeclarationManifest.load(double: "UIKitDouble", origin: .objectiveC)
        let entry = try #require(manifest.entries.first { $0.apple.hasSuffix("func addAction(_ action: UIAction, for controlEvents: UIControl.Event)") })
        #expect(entry.apple.hasPrefix("@available(iOS 14.0, tvOS 14.0, *) "), "UIControl.h: API_AVAILABLE(ios(14.0))")
        let sources = try manifest.sourceFiles(for: entry.type).map { try String(contentsOf: $0, encoding: .utf8) }
        let declarations = AppleDeclarationManifest.declarations(in: sources)
        #expect(AppleDeclarationManifest.mismatch(apple: entry.apple, substitute: nil, declarations: declarations, origin: .objectiveC) == nil)
        let stripped = sources.map { $0.replacingOccurrences(of: "@available(iOS 14.0, tvOS 14.0, *)\n", with: "") }
        #expect(stripped != sources)
        let problem = AppleDeclarationManifest.mismatch(
            apple: entry.apple, substitute: nil, declarations: AppleDeclarationManifest.declarations(in: stripped), origin: .objectiveC
        )
        #expect(problem?.contains("the availability differs") == true, "\(problem ?? "accepted")")
    }

    @Test func catchesADeliberatelyAlteredManifestLine() throws {
        // The real manifest line, altered the way hand-typed doubles drift (cf. swift-win32's `viweDidDisappear`).
        let manifest = try AppleDeclarationManifest.load(double: "UIKitDouble", origin: .objectiveC)
        let entry = try #require(manifest.entries.first { $0.apple == "func viewDidDisappear(_ animated: Bool)" })
        let sources = try manifest.sourceFiles(for: entry.type).map { try String(contentsOf: $0, encoding: .utf8) }
        let declarations = AppleDeclarationManifest.declarations(in: sources)
        #expect(AppleDeclarationManifest.mismatch(apple: entry.apple, substitute: nil, declarations: declarations, origin: .objectiveC) == nil)
        for drifted in ["func viweDidDisappear(_ animated: Bool)", "func viewDidDisappear(animated: Bool)", "func viewDidDisappear(_ animated: Bool?)"] {
            #expect(
                AppleDeclarationManifest.mismatch(apple: drifted, substitute: nil, declarations: declarations, origin: .objectiveC) != nil,
                "\(drifted)"
            )
        }
    }
}
#endif
