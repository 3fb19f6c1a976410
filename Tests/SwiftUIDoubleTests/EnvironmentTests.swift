#if os(Linux)
import SwiftUIDouble
import Testing

/// `View.environment(_:_:)` sets a value for a subtree; `@Environment` reads the nearest one.
@MainActor
@Suite struct EnvironmentTests {
    @Test func aValueSetAboveReachesEnvironmentPropertiesOfNestedViews() {
        let controller = rendered(Page().environment(\.userName, "Ada"))

        #expect(controller.doubleTexts == ["Page for Ada", "Hello, Ada", "Badge 0"])
    }

    @Test func siblingsOutsideTheModifierKeepTheDefault() {
        let controller = rendered(VStack {
            Greeting()
            Greeting().environment(\.userName, "Ada")
            Greeting()
        })

        #expect(controller.doubleTexts == ["Hello, Guest", "Hello, Ada", "Hello, Guest"])
    }

    @Test func anUnsetValueReadsTheKeysDefault() {
        let controller = rendered(Greeting())

        #expect(controller.doubleTexts == ["Hello, Guest"])
    }

    @Test func theNearestValueWinsAndOtherKeysPassThrough() {
        let controller = rendered(
            VStack {
                Page().environment(\.userName, "Grace")
                Greeting()
            }
            .environment(\.userName, "Ada")
            .environment(\.badgeCount, 3)
        )

        #expect(controller.doubleTexts == ["Page for Grace", "Hello, Grace", "Badge 3", "Hello, Ada"])
    }

    @Test func readingOutsideRenderingGivesTheDefault() {
        let greeting = Greeting()

        #expect(greeting.name == "Guest")
    }

    @Test func actionsReadTheEnvironmentTheirViewWasDrawnIn() {
        let log = NameLog()
        let controller = rendered(SignOutButton(log: log).environment(\.userName, "Ada"))

        controller.doubleTapButton(titled: "Sign out")

        #expect(log.names == ["Ada"])
    }

    @Test func modifiersReadTheEnvironmentAndPassItToTheirContent() {
        let controller = rendered(Greeting().modifier(Titled()).environment(\.userName, "Ada"))

        #expect(controller.doubleTexts == ["Title for Ada", "Hello, Ada"])
    }

    @Test func environmentPropertiesInsideOtherDynamicPropertiesAreFilled() {
        let controller = rendered(BadgeView().environment(\.badgeCount, 7))

        #expect(controller.doubleTexts == ["7 new"])
    }

    @Test func environmentValuesStoresValuesByKey() {
        var values = EnvironmentValues()
        #expect(values.userName == "Guest")

        values.userName = "Ada"
        values[BadgeCountKey.self] = 2

        #expect(values[UserNameKey.self] == "Ada")
        #expect(values.badgeCount == 2)
        #expect(EnvironmentValues().userName == "Guest", "values are values")
        #expect(values.description == "[BadgeCountKey = 2, UserNameKey = Ada]")
    }
}

/// A view that reads the environment itself and through a nested view.
private struct Page: View {
    @Environment(\.userName) private var name
    @Environment(\.badgeCount) private var badges

    var body: some View {
        VStack {
            Text("Page for \(name)")
            Greeting()
            Text("Badge \(badges)")
        }
    }
}

/// Records the names a ``SignOutButton`` signed out.
@MainActor
private final class NameLog {
    var names: [String] = []
}

/// A button whose action reads the environment when tapped.
private struct SignOutButton: View {
    let log: NameLog
    @Environment(\.userName) private var name

    var body: some View {
        Button("Sign out") { log.names.append(name) }
    }
}

/// A modifier that reads the environment and draws a title above its content.
private struct Titled: ViewModifier {
    @Environment(\.userName) private var name

    func body(content: Content) -> some View {
        Text("Title for \(name)")
        content
    }
}

/// A dynamic property made of an environment property, as custom SwiftUI property wrappers are.
private struct BadgeText: DynamicProperty {
    @Environment(\.badgeCount) var count

    var text: String { "\(count) new" }
}

private struct BadgeView: View {
    let badge = BadgeText()

    var body: some View {
        Text(badge.text)
    }
}
#endif
