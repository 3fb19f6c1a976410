#if os(Linux)
import SwiftUIDouble
import Testing

/// A hosting controller lays its content out on UIKit's next layout pass after a render, and
/// reports frames to `onGeometryChange(for:of:action:)` then: never inside the render, again only
/// when the value changed.
@MainActor
@Suite struct GeometryTests {
    @Test func framesArriveAfterTheLayoutPassNotDuringTheRender() async {
        let frames = FrameLog()
        let controller = UIHostingController(rootView: Measured(frames: frames))
        controller.view.frame = CGRect(x: 0, y: 100, width: 320, height: 480)

        #expect(controller.doubleTexts == ["Title", "Open"], "rendered when the view loaded")
        #expect(frames.reported == [], "not laid out yet")
        await UIKitDoubleRuntime.detached.settle()

        // Global: the window's space, 100 points down; the button is the second row.
        #expect(frames.reported == [CGRect(x: 0, y: 144, width: 320, height: 44)])
        #expect(controller.doubleFrame(ofButtonTitled: "Open") == CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func aLayoutThatMovesNothingReportsNothing() async {
        let frames = FrameLog()
        let controller = UIHostingController(rootView: Measured(frames: frames))
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        await UIKitDoubleRuntime.detached.settle()
        controller.doubleRender()
        await UIKitDoubleRuntime.detached.settle()
        #expect(frames.reported.count == 1)

        controller.view.frame = CGRect(x: 0, y: 20, width: 320, height: 480)
        controller.doubleRender()
        #expect(frames.reported.count == 1, "not before the layout pass")
        await UIKitDoubleRuntime.detached.settle()
        #expect(frames.reported.last == CGRect(x: 0, y: 64, width: 320, height: 44))
    }
}

@MainActor
private final class FrameLog {
    var reported: [CGRect] = []
}

private struct Measured: View {
    let frames: FrameLog

    var body: some View {
        VStack {
            Text("Title")
            Button("Open") {}
                .onGeometryChange(for: CGRect.self, of: { $0.frame(in: CoordinateSpace.global) }) { frame in
                    frames.reported.append(frame)
                }
        }
    }
}
#endif
