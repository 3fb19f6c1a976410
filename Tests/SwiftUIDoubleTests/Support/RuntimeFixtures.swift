#if os(Linux)
import Observation
import SwiftUIDouble

/// The navigation state of the runtime tests' app, observed by its views as a host's navigator would be.
@MainActor @Observable
final class AppModel {
    var path: [Int] = []
    var sheet = false
    var innerSheet = false
    var secondSheet = false
    var cover = false
    var popover = false
    var item: Item?
    var tab = "home"
    var title = "Home"
    var sheetDismissDisabled = false
    /// What the views reported, in order (not observed: views never read it).
    @ObservationIgnored var events: [String] = []

    func log(_ event: String) {
        events.append(event)
    }

    /// A binding to one property, as a host's `Binding(get:set:)` onto its navigator.
    func binding<T>(_ keyPath: ReferenceWritableKeyPath<AppModel, T>) -> Binding<T> {
        // Key paths to main-actor properties are not Sendable; the closures run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        return Binding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
    }
}

/// An item a sheet presents; it holds a view model, to check its release.
struct Item: Identifiable {
    let id: Int
    let model = ScreenModel()
}

/// A screen's view model.
@MainActor
final class ScreenModel {}

/// Weak references to view models, to check they are released.
@MainActor
final class Tracker {
    private var references: [() -> AnyObject?] = []

    func track(_ object: AnyObject) {
        references.append { [weak object] in object }
    }

    var alive: Int {
        references.compactMap { $0() }.count
    }

    var tracked: Int {
        references.count
    }
}

/// A text that reports its appearance and disappearance.
struct Reporting: View {
    let name: String
    let model: AppModel

    var body: some View {
        Text(name)
            .onAppear { model.log("\(name) appear") }
            .onDisappear { model.log("\(name) disappear") }
    }
}

/// A detail screen owning a view model in its state.
struct DetailScreen: View {
    let number: Int
    let model: AppModel
    let tracker: Tracker
    @State private var screenModel = ScreenModel()

    var body: some View {
        Reporting(name: "Detail \(number)", model: model)
            .onAppear { tracker.track(screenModel) }
    }
}

/// A navigation stack with a sheet, a nested sheet, a second sheet, a cover, a popover and an item sheet.
struct StackApp: View {
    let model: AppModel
    var tracker = Tracker()

    var body: some View {
        NavigationStack(path: model.binding(\.path)) {
            Reporting(name: model.title, model: model)
                .navigationDestination(for: Int.self) { number in
                    DetailScreen(number: number, model: model, tracker: tracker)
                }
        }
        .sheet(isPresented: model.binding(\.sheet), onDismiss: { model.log("sheet dismissed") }) {
            Reporting(name: "Sheet", model: model)
                .interactiveDismissDisabled(model.sheetDismissDisabled)
                .sheet(isPresented: model.binding(\.innerSheet)) {
                    Reporting(name: "Inner", model: model)
                }
        }
        .sheet(isPresented: model.binding(\.secondSheet)) {
            Reporting(name: "Second", model: model)
        }
        .fullScreenCover(isPresented: model.binding(\.cover)) {
            Reporting(name: "Cover", model: model)
        }
        .popover(isPresented: model.binding(\.popover)) {
            Reporting(name: "Popover", model: model)
        }
        .sheet(item: model.binding(\.item), onDismiss: { model.log("item dismissed") }) { item in
            Reporting(name: "Item \(item.id)", model: model)
                .onAppear { tracker.track(item.model) }
        }
    }
}

/// Two tabs, the first with a navigation stack.
struct TabApp: View {
    let model: AppModel

    var body: some View {
        TabView(selection: model.binding(\.tab)) {
            NavigationStack(path: model.binding(\.path)) {
                Reporting(name: "Home", model: model)
                    .navigationDestination(for: Int.self) { number in
                        Reporting(name: "Detail \(number)", model: model)
                    }
            }
            .tabItem { Text("Home") }
            .tag("home")
            Reporting(name: "Settings", model: model)
                .tabItem { Text("Settings") }
                .tag("settings")
        }
    }
}

/// A counter whose count is view state.
struct CounterScreen: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// Shows a counter or a text, by a state flag, to check state follows identity.
struct CounterSwitch: View {
    @State private var showsCounter = true

    var body: some View {
        VStack {
            if showsCounter {
                CounterScreen()
            } else {
                Text("No counter")
            }
            Button("Toggle") { showsCounter.toggle() }
        }
    }
}
#endif
