#if os(Linux)
import CoordinatorKit
@testable import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

/// A screen marks the control a confirmation dialog points at; NavigatorView presents the
/// dialog there, once.
@MainActor
@Suite struct QuestionAnchorsInNavigatorView {
    @Test func aMarkedButtonPresentsTheDialogWithItsTitle() {
        let photo = PhotoCoordinator(marksDelete: true)
        let (navigator, runtime) = render(photo)
        #expect(runtime.tapButton(titled: "Delete"))
        runtime.update()
        let host = navigator.host as? SwiftUIHost
        let question = navigator.state.question
        #expect(question != nil)
        #expect(runtime.shownLayers.map(\.kind) == [nil, .confirmationDialog], "presented once")
        #expect(question.map { host?.anchoredQuestions.contains($0.id) == true } == true, "presented from the button")
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
        // The answer still reaches the flow.
        #expect(runtime.tapAlertButton(titled: "Delete Photo"))
        runtime.update()
        #expect(photo.answers == [.delete])
        #expect(navigator.state.question == nil)
        #expect(runtime.shownLayers.map(\.kind) == [nil])
        #expect(runtime.warnings.isEmpty)
    }

    @Test func tappingOutsideTheMarkedDialogAnswersCancel() {
        let photo = PhotoCoordinator(marksDelete: true)
        let (navigator, runtime) = render(photo)
        #expect(runtime.tapButton(titled: "Delete"))
        runtime.update()
        #expect(runtime.tapOutsideDialog())
        runtime.update()
        #expect(photo.answers == [.keep])
        #expect(navigator.state.question == nil)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func withoutAMarkTheDialogComesFromTheScreen() {
        let photo = PhotoCoordinator(marksDelete: false)
        let (navigator, runtime) = render(photo)
        #expect(runtime.tapButton(titled: "Delete"))
        runtime.update()
        let host = navigator.host as? SwiftUIHost
        #expect(runtime.shownLayers.map(\.kind) == [nil, .confirmationDialog])
        #expect(host?.anchoredQuestions.isEmpty == true)
        #expect(runtime.tapAlertButton(titled: "Delete Photo"))
        runtime.update()
        #expect(photo.answers == [.delete])
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aMarkForAnotherTitleLeavesTheDialogToTheScreen() {
        let photo = PhotoCoordinator(marksDelete: true)
        let (navigator, runtime) = render(photo)
        photo.ask(.share) { [weak photo] in photo?.answers.append($0.output) }
        runtime.update()
        let host = navigator.host as? SwiftUIHost
        #expect(runtime.shownLayers.map(\.kind) == [nil, .confirmationDialog])
        #expect(host?.anchoredQuestions.isEmpty == true)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aMarkedScreenKeepsNeitherItsHostNorItsCoordinator() {
        weak var weakHost: SwiftUIHost?
        weak var weakPhoto: PhotoCoordinator?
        weak var weakNavigator: Navigator?
        do {
            let photo = PhotoCoordinator(marksDelete: true)
            let (navigator, runtime) = render(photo)
            #expect(runtime.tapButton(titled: "Delete"))
            runtime.update()
            #expect(navigator.state.question != nil)
            weakHost = navigator.host as? SwiftUIHost
            weakPhoto = photo
            weakNavigator = navigator
        }
        #expect(weakHost == nil, "the anchor's environment kept the host")
        #expect(weakNavigator == nil)
        #expect(weakPhoto == nil)
    }
}

private enum PhotoRoute: Route {
    case photo
}

private enum PhotoAnswer: Hashable, Sendable {
    case delete, keep
}

extension Question where Answer == PhotoAnswer {
    fileprivate static let delete = Question(
        "Delete this photo?", style: .confirmationDialog,
        choices: [.destructive("Delete Photo", .delete), .cancel("Keep", .keep)]
    )
    fileprivate static let share = Question(
        "Share this photo?", style: .confirmationDialog,
        choices: [.default("Share", .delete), .cancel("Keep", .keep)]
    )
}

private final class PhotoCoordinator: Coordinator<PhotoRoute>, ViewProviding {
    let marksDelete: Bool
    var answers: [PhotoAnswer?] = []
    init(marksDelete: Bool) {
        self.marksDelete = marksDelete
        super.init()
    }

    override func start() { show(.photo) }

    func confirmDelete() {
        ask(.delete) { [weak self] in self?.answers.append($0.output) }
    }

    func view(for route: PhotoRoute) -> some View {
        PhotoView(marksDelete: marksDelete)
    }
}

private struct PhotoView: View {
    let marksDelete: Bool
    @ScreenCoordinator private var coordinator: PhotoCoordinator?

    var body: some View {
        VStack {
            Text("Photo")
            if marksDelete {
                Button("Delete") { coordinator?.confirmDelete() }
                    .marksControl(for: .dialog("Delete this photo?"))
            } else {
                Button("Delete") { coordinator?.confirmDelete() }
            }
        }
    }
}
#endif
