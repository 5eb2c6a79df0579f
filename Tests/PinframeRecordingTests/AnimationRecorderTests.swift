import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Recording display lists per frame")
struct AnimationRecorderTests {
  @Test("each frame's display list draws the presentation values; the last one the model")
  func displayListsFollowPresentation() throws {
    try ViewRuntime.isolated {
      let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
      let square = View(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
      square.backgroundColor = .red
      root.addSubview(square)
      var frames: [RecordedFrame] = []
      let count = try AnimationRecorder(view: root, scale: 2).record(
        { UIView.animate(withDuration: 0.3) { square.frame.origin.x = 225 } },
        eachFrame: { frames.append($0) })
      #expect(count == 19)
      #expect(frames.map(\.index) == Array(0..<19))
      let xs = frames.map { frame -> CGFloat? in
        guard case .fill(let shape, _) = frame.displayList.commands.first else { return nil }
        return shape.transform.tx / 2
      }
      #expect(xs[0] == 0)
      #expect(xs[9] == 112.5)
      #expect(xs[18] == 225)
      #expect(frames.allSatisfy { $0.displayList.width == 750 && $0.displayList.height == 400 })
    }
  }

  @Test("a canvas that cannot be drawn fails with the renderer's error")
  func invalidCanvas() {
    ViewRuntime.isolated {
      let root = View(frame: .zero)
      #expect(throws: RenderError.self) {
        try AnimationRecorder(view: root, scale: 1).record({}, eachFrame: { _ in })
      }
    }
  }

  @Test("a bad frame rate fails before anything runs")
  func invalidFrameRate() {
    ViewRuntime.isolated {
      let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var ran = false
      #expect(throws: AnimationError.invalidFrameRate(0)) {
        try AnimationRecorder(view: root, scale: 1, fps: 0).record(
          { ran = true }, eachFrame: { _ in })
      }
      #expect(!ran)
    }
  }
}
