import Foundation
import PinframeSpec
import Testing

@Suite("Spec animations: transforms, curves, keyframes, staggers and tracks")
struct AnimationDecodingTests {
  /// A spec with one view `v` and the animation steps `steps`.
  private func spec(steps: String) -> String {
    #"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "v"}], "animation": {"steps": ["#
      + steps + "]}}"
  }

  @Test("transform, control points, keyframes, per-view delays and start decode to their values")
  func decoding() throws {
    let animation = try #require(
      try decodeSpec(
        spec(
          steps: """
            {"duration": 1, "curve": [0.2, 0, 0, 1],
             "changes": {"v": {"delay": 0.25, "transform": {"scale": [1, 2], "rotation": 45}}}},
            {"duration": 0.5, "start": "withPrevious", "keyframes": [
              {"start": 0, "duration": 0.5, "changes": {"v": {"transform": {"translation": [3, 4]}}}}]}
            """)
      ).animation)
    let first = animation.steps[0]
    #expect(first.timing == .cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
    #expect(first.changes[0].delay == 0.25)
    #expect(
      first.changes[0].properties.transform == SpecTransform(scaleX: 1, scaleY: 2, rotation: 45))
    let second = animation.steps[1]
    #expect(second.startsWithPrevious)
    #expect(second.changes.isEmpty)
    #expect(
      second.keyframes == [
        AnimationKeyframe(
          start: 0, duration: 0.5,
          changes: [
            ViewChange(
              id: "v",
              properties: ViewProperties(transform: SpecTransform(translationX: 3, translationY: 4))
            )
          ])
      ])
    #expect(animation.startTimes == [0, 0])
    #expect(animation.duration == 1.25)
  }

  @Test(
    "mistakes are errors naming the value",
    arguments: [
      (
        #"{"duration": 1, "curve": [0.2, 0, 0], "changes": {}}"#,
        "expected control points [x1, y1, x2, y2], got 3 values"
      ),
      (
        #"{"duration": 1, "curve": [1.5, 0, 0, 1], "changes": {}}"#,
        "expected a number from 0 to 1, got 1.5"
      ),
      (
        #"{"duration": 1, "spring": {"damping": 1}, "keyframes": [{"start": 0, "duration": 1, "changes": {}}]}"#,
        "keyframes take a named curve, not a spring or control points"
      ),
      (
        #"{"duration": 1, "keyframes": [{"start": 0.75, "duration": 0.5, "changes": {}}]}"#,
        "the keyframe ends at 1.25 of the step; keyframes end by 1"
      ),
      (
        #"{"duration": 1, "start": "withPrevios", "changes": {}}"#,
        "unknown start 'withPrevios'; did you mean 'withPrevious'?"
      ),
      (
        #"{"duration": 1, "keyframes": [{"start": 0, "duration": 1, "changes": {"v": {"delay": 1}}}]}"#,
        "unknown key 'delay'"
      ),
      (
        #"{"duration": 1, "changes": {"v": {"transform": {"rotate": 90}}}}"#,
        "unknown key 'rotate'; expected scale, rotation or translation"
      ),
      (
        #"{"duration": 1, "changes": {"v": {"transform": {"translation": 5}}}}"#,
        "expected a translation [x, y], got 5"
      ),
    ])
  func errors(step: String, expected: String) throws {
    let message = try #require(specError(spec(steps: step)))
    #expect(message.contains(expected), "\(message)")
  }
}
