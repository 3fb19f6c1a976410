@testable import CoordinatorKit
import CoordinatorFixtures
import Testing

// The question is stored, never derived: it leaves the state inside the change that takes away
// the layer it was asked over, so no state holds a question it does not show.
@Suite struct QuestionStorage {
    private func sheetAsked() throws -> NavigationState {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        try state.present(MapRoute.settings, as: .sheet)
        try state.ask(Question("Leave?", choices: [.destructive("Leave", 1), .cancel("Stay", 0)]))
        return state
    }

    @Test func dismissingTheLayerUnderTheQuestionDropsIt() throws {
        var state = try sheetAsked()

        try state.dismiss()

        #expect(state.askedQuestion == nil)
    }

    @Test func replacingTheRootDropsIt() throws {
        var state = try sheetAsked()

        try state.replaceRoot(with: .stack(Stack(routes: [MapRoute.about])))

        #expect(state.askedQuestion == nil)
    }

    @Test func aHostDismissingTheLayerDropsItFromWhatIsRendered() throws {
        var rendered = try sheetAsked()
        let sheet = try #require(rendered.top?.id)

        rendered.apply(HostCommand.Action.dismiss(sheet))

        #expect(rendered.askedQuestion == nil)
    }

    @Test func aChangeOfTheTopmostLayerThatKeepsItKeepsTheQuestion() throws {
        var state = try sheetAsked()
        let asked = try #require(state.question)

        state.layers[state.layers.count - 1].content = .stack(Stack(routes: [MapRoute.about]))

        #expect(state.askedQuestion == asked)
    }
}
