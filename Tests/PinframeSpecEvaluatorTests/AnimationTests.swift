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

  /// The presentation values of view `id` in every frame of the scene's animation.
  private func values(of id: String, in scene: SpecScene, fps: Double) throws
    -> [AnimatableValues]
  {
    let clock = scene.perform { AnimationClock.current }
    let view = try #require(scene.views[id])
    var result: [AnimatableValues] = []
    _ = try scene.perform {
      try clock.run(fps: fps, timeLimit: scene.animationDuration + 1, action: scene.startAnimation)
      { _ in result.append(clock.presentationValues(of: view)) }
    }
    return result
  }

  private func rounded(_ values: [CGFloat]) -> [Double] {
    values.map { ($0 * 1000).rounded() / 1000 }
  }

  /// A 100 × 100 canvas with `views` and the animation `steps` (a JSON array's contents).
  private func animated(_ views: String, steps: String) throws -> String {
    """
    {"canvas": {"width": 100, "height": 100}, "views": [\(views)],
     "animation": {"steps": [\(steps)]}}
    """
  }

  @Test(
    "steps follow one another on the model timeline, whatever the frame rate",
    arguments: [
      (10.0, [1, 0.333, 0.5, 1] as [Double]),
      (1.0, [1, 1]),
      (20.0, [1, 0.667, 0.333, 0, 0.5, 1]),
    ])
  func stepsFollowTheModelTimeline(fps: Double, alphas: [Double]) throws {
    let json = try animated(
      #"{"id": "a", "color": "red", "frame": [0, 0, 10, 10]}"#,
      steps: """
        {"duration": 0.15, "curve": "linear", "changes": {"a": {"alpha": 0}}},
        {"duration": 0.1, "curve": "linear", "changes": {"a": {"alpha": 1}}}
        """)
    let scene = try laidOutScene(json)
    #expect(rounded(try values(of: "a", in: scene, fps: fps).map(\.alpha)) == alphas)
  }

  @Test("the time limit is reported at $.animation with the spec's file and no option to raise")
  func timeLimitMessage() throws {
    let json = try animated(
      #"{"id": "a", "color": "red", "frame": [0, 0, 10, 10]}"#,
      steps: #"{"duration": 0.25, "changes": {"a": {"alpha": 0}}}"#)
    let scene = try laidOutScene(json, file: "specs/fade.json")
    let error = scene.specError(for: .timeLimitExceeded(limit: 1.25, fps: 1, frame: 2))
    #expect(
      "\(error)"
        == "specs/fade.json:$.animation: animations were still running after 1.25 s of virtual"
        + " time (frame 2 at 1.0 fps), 1 s past the end of the last step at 0.25 s; a spec's"
        + " animation has no longer, and no option raises that limit")
  }

  @Test("chain runs: a block lays out the views its changes can move, fades none")
  func chainRuns() throws {
    let views = (0..<300).map { #"{"id": "v\#($0)", "color": "red", "frame": [0, 0, 10, 10]}"# }
    let fades = (0..<300).map { #""v\#($0)": {"alpha": 0, "delay": \#(Double($0) / 100)}"# }
    let moves = (0..<300).map {
      #""v\#($0)": {"pin": "top(\#($0)).left().size(10)", "delay": \#(Double($0) / 100)}"#
    }
    let fade = try laidOutScene(
      try animated(
        views.joined(separator: ","),
        steps: #"{"duration": 0.1, "changes": {\#(fades.joined(separator: ","))}}"#))
    #expect(fade.animationChainRuns == 0)
    #expect(fade.animationLayoutWork == 0)
    let move = try laidOutScene(
      try animated(
        views.joined(separator: ","),
        steps: #"{"duration": 0.1, "changes": {\#(moves.joined(separator: ","))}}"#))
    #expect(move.animationChainRuns == 300)
    #expect(move.animationLayoutWork == 300 * SpecScene.chainWork)
    // w reads v0 and v1: their fades run w's chain too.
    let visibility = try laidOutScene(
      try animated(
        views.joined(separator: ",")
          + #", {"id": "w", "color": "red", "pin": "below(of: visible([v0, v1])).size(5)"}"#,
        steps: #"{"duration": 0.1, "changes": {\#(fades.joined(separator: ","))}}"#))
    #expect(visibility.animationChainRuns == 302)
  }

  @Test("a chain naming a view after its own lays out every view at every block")
  func forwardReferenceLaysOutEverything() throws {
    let views = (0..<4).map { #"{"id": "v\#($0)", "color": "red", "frame": [0, 0, 10, 10]}"# }
    let scene = try laidOutScene(
      try animated(
        #"{"id": "w", "color": "red", "pin": "below(of: v3).size(5)"}, "#
          + views.joined(separator: ","),
        steps: #"{"duration": 0.1, "changes": {"v0": {"frame": [0, 5, 10, 10]}}}"#))
    #expect(scene.animationChainRuns == 5)
  }

  /// A spec whose chains read one another, their superviews and their children, animated by
  /// staggered moves of a few of its views.
  private static let dependentViews = """
    {"id": "a", "color": "red", "frame": [0, 0, 20, 10]},
    {"id": "b", "color": "blue", "pin": "below(of: a, aligned: .left).size(of: a)"},
    {"id": "box", "color": "gray", "pin": "after(of: b, aligned: .top).marginLeft(4).size(40)",
     "children": [
       {"id": "c", "color": "green", "pin": "top(2).left(2).width(50%).height(6)"},
       {"id": "d", "color": "green", "pin": "below(of: c).left(2).size(8)"},
       {"id": "e", "color": "black", "pin": "top().left().wrapContent(padding: 1)", "children": [
         {"id": "f", "color": "white", "pin": "top(1).left(1).size(3)"}]}]},
    {"id": "g", "color": "yellow", "pin": "below(of: box).left(to: a.edge.right).size(5)"},
    {"id": "h", "color": "purple", "frame": [80, 80, 5, 5]},
    {"id": "i", "color": "purple", "frame": [90, 80, 5, 5]},
    {"id": "j", "color": "purple", "frame": [80, 90, 5, 5]},
    {"id": "k", "color": "purple", "frame": [90, 90, 5, 5]},
    {"id": "l", "color": "purple", "frame": [70, 90, 5, 5]},
    {"id": "m", "color": "purple", "frame": [70, 80, 5, 5]},
    {"id": "n", "color": "purple", "frame": [60, 80, 5, 5]},
    {"id": "o", "color": "purple", "frame": [60, 90, 5, 5]},
    {"id": "p", "color": "purple", "frame": [50, 90, 5, 5]},
    {"id": "q", "color": "purple", "frame": [50, 80, 5, 5]},
    {"id": "r", "color": "purple", "frame": [40, 80, 5, 5]}
    """

  /// Where each filled box of `frame` is and its size, in drawing order.
  private func boxes(_ frame: RecordedFrame) -> [String] {
    frame.displayList.commands.compactMap { command in
      guard case .fill(let shape, _) = command else { return nil }
      return "\(shape.transform.tx),\(shape.transform.ty) \(shape.rect.width)x\(shape.rect.height)"
    }
  }

  @Test("laying out only the views a block can move gives the frames of a whole-tree pass")
  func partialLayoutMatchesWholeTree() throws {
    let json = try animated(
      Self.dependentViews,
      steps: """
        {"duration": 0.2, "changes": {
          "a": {"frame": [5, 5, 30, 12], "delay": 0.1},
          "f": {"pin": "top(2).left(2).size(7)", "delay": 0.05},
          "c": {"pin": "top(1).left(1).width(80%).height(9)"}}}
        """)
    var results: [[RecordedFrame]] = []
    for partial in [true, false] {
      let scene = SpecScene(spec: try LayoutSpec(json: json, file: "test.json"))
      scene.laysOutAffectedViewsOnly = partial
      try scene.layout()
      results.append(try scene.allFrames())
    }
    #expect(results[0].count == 19)
    for (partial, whole) in zip(results[0], results[1]) {
      #expect(boxes(partial) == boxes(whole), "frame \(partial.index)")
    }
    #expect(results[0] == results[1])
  }

  @Test("a staggered entrance: each view's change starts after its own delay")
  func staggered() throws {
    let json = try animated(
      """
      {"id": "a", "color": "red", "alpha": 0, "frame": [0, 0, 10, 10]},
      {"id": "b", "color": "red", "alpha": 0, "frame": [0, 20, 10, 10]},
      {"id": "c", "color": "red", "alpha": 0, "frame": [0, 40, 10, 10]}
      """,
      steps: """
        {"duration": 0.2, "curve": "linear", "changes": {
          "a": {"alpha": 1}, "b": {"alpha": 1, "delay": 0.1}, "c": {"alpha": 1, "delay": 0.2}}}
        """)
    #expect(try laidOutScene(json).animationDuration == 0.4)
    let expected: [String: [Double]] = [
      "a": [0, 0.5, 1, 1, 1], "b": [0, 0, 0.5, 1, 1], "c": [0, 0, 0, 0.5, 1],
    ]
    for (id, alphas) in expected {
      let scene = try laidOutScene(json)
      #expect(rounded(try values(of: id, in: scene, fps: 10).map(\.alpha)) == alphas, "\(id)")
    }
  }

  @Test("a pop: keyframes scale the view to 1.2 and back, as animateKeyframes with a linear curve")
  func pop() throws {
    let scene = try laidOutScene(
      animated(
        #"{"id": "badge", "color": "red", "frame": [40, 40, 20, 20]}"#,
        steps: """
          {"duration": 0.4, "curve": "linear", "keyframes": [
            {"start": 0, "duration": 0.5, "changes": {"badge": {"transform": {"scale": 1.2}}}},
            {"start": 0.5, "duration": 0.5, "changes": {"badge": {"transform": {}}}}]}
          """))
    let scales = try values(of: "badge", in: scene, fps: 10).map(\.transform.a)
    #expect(rounded(scales) == [1, 1.1, 1.2, 1.1, 1])
  }

  @Test("transform composes scale, rotation and translation; the frame is its bounding box")
  func transform() throws {
    let scene = try laidOutScene(
      canvasSpec(
        #"{"id": "v", "frame": [0, 0, 20, 10], "transform": {"scale": [2, 1], "rotation": 90, "translation": [5, 0]}}"#
      ))
    let view = try #require(scene.views["v"])
    let t = view.transform
    #expect(rounded([t.a, t.b, t.c, t.d, t.tx, t.ty]) == [0, 2, -1, 0, 5, 0])
    let frame = view.frame
    #expect(rounded([frame.minX, frame.minY, frame.width, frame.height]) == [10, -15, 10, 40])
  }

  @Test("a custom cubic Bézier curve times the step")
  func bezier() throws {
    let scene = try laidOutScene(
      animated(
        #"{"id": "v", "color": "red", "frame": [0, 0, 10, 10]}"#,
        steps:
          #"{"duration": 1, "curve": [0.2, 0, 0, 1], "changes": {"v": {"frame": [100, 0, 10, 10]}}}"#
      ))
    let xs = try values(of: "v", in: scene, fps: 4).map(\.frame.minX)
    let curve = TimingCurve(controlPoints: 0.2, 0, 0, 1)
    #expect(rounded(xs) == rounded([0, 0.25, 0.5, 0.75, 1].map { 100 * curve.value(at: $0) }))
  }

  @Test("parallel tracks: a step with start withPrevious begins with the step before it")
  func parallelTracks() throws {
    let json = try animated(
      """
      {"id": "a", "color": "red", "frame": [0, 0, 10, 10]},
      {"id": "b", "color": "blue", "frame": [0, 20, 10, 10]}
      """,
      steps: """
        {"duration": 0.2, "curve": "linear", "changes": {"a": {"frame": [20, 0, 10, 10]}}},
        {"duration": 0.4, "curve": "linear", "start": "withPrevious",
         "changes": {"b": {"frame": [40, 20, 10, 10]}}}
        """)
    let spec = try laidOutScene(json).spec.animation
    #expect(spec?.startTimes == [0, 0])
    #expect(spec?.duration == 0.4)
    #expect(
      rounded(try values(of: "a", in: laidOutScene(json), fps: 10).map(\.frame.minX)) == [
        0, 10, 20, 20, 20,
      ])
    #expect(
      rounded(try values(of: "b", in: laidOutScene(json), fps: 10).map(\.frame.minX)) == [
        0, 10, 20, 30, 40,
      ])
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
