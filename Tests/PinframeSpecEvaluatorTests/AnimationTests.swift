import Foundation
import Pinframe
import PinframeSpec
import Testing

@testable import PinframeSpecEvaluator

@Suite("Spec animations")
@MainActor
struct AnimationTests {
  /// The presentation frame of view `id` in every frame of the scene's animation.
  private func frames(of id: String, in scene: SpecScene, fps: Double? = nil) throws -> [CGRect] {
    let clock = scene.perform { AnimationClock.current }
    let view = try #require(scene.views[id])
    var result: [CGRect] = []
    _ = try scene.perform {
      try clock.run(
        fps: fps ?? Double(scene.framesPerSecond), timeLimit: scene.animationDuration + 1,
        action: scene.startAnimation
      ) { _ in result.append(clock.presentationValues(of: view).frame) }
    }
    return result
  }

  @Test("dock: right in 0.3 s, a 0.5 s pause, back in 0.3 s: 67 frames at 60 fps")
  func dock() throws {
    let scene = try laidOutFixture("dock")
    #expect(scene.animationDuration == 1.1)
    let xs = try frames(of: "square", in: scene).map(\.minX)
    #expect(xs.count == 67)
    #expect(xs[0] == 0)
    #expect(xs[9] == 120)
    #expect(xs[18...48].allSatisfy { $0 == 240 })
    #expect(abs(xs[57] - 120) < 1e-9)
    #expect(xs[66] == 0)
  }

  @Test("fallback: hiding red, then blue, moves the views below up; showing both moves them back")
  func fallback() throws {
    let scene = try laidOutFixture("fallback")
    let blue = try frames(of: "blue", in: scene).map(\.minY)
    // 0.3 + 0.5 + 0.3 + 0.5 + 0.3 s at 30 fps: steps start at frames 0, 24 and 48.
    #expect(blue.count == 58)
    #expect([blue[0], blue[9], blue[24], blue[48], blue[57]] == [124, 12, 12, 12, 124])
    let green = try frames(of: "green", in: laidOutFixture("fallback")).map(\.minY)
    #expect(
      [green[0], green[9], green[24], green[33], green[48], green[57]] == [
        236, 124, 124, 12, 12, 236,
      ])
  }

  @Test("the standard scene: rect 59 moves linearly from x 0 to 290 pt in 19 frames")
  func standardScene() throws {
    let scene = try laidOutFixture("bench-scene")
    let xs = try frames(of: "r59", in: scene).map(\.minX)
    #expect(xs.count == 19)
    for (index, x) in xs.enumerated() {
      #expect(abs(x - 290 * Double(index) / 18) < 1e-9, "frame \(index): \(x)")
    }
  }

  @Test("a spring step with a delay: the old frame during the delay, the new one at the end")
  func springWithDelay() throws {
    let json = """
      {"canvas": {"width": 400, "height": 400},
       "views": [{"id": "a", "pin": "top().left().size(100)"}],
       "animation": {"fps": 10, "steps": [
         {"duration": 0.5, "delay": 0.2, "spring": {"damping": 0.5, "velocity": 0},
          "changes": {"a": {"pin": "top().right().size(100)"}}}]}}
      """
    let scene = try laidOutScene(json)
    let xs = try frames(of: "a", in: scene).map(\.minX)
    #expect(xs.count == 8)
    #expect(xs[0...2] == [0, 0, 0])
    #expect(xs[4] > 300)
    #expect(xs[7] == 300)
  }

  @Test("recorded frames come from the scene's own clock and scale")
  func recordedFrames() throws {
    let scene = try laidOutFixture("dock")
    var frames = try scene.recordedFrames(fps: 10)
    var count = 0
    while let frame = try frames.next() {
      #expect(frame.displayList.width == 780)
      count += 1
    }
    #expect(count == 12)
  }
}
