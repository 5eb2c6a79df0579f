import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import PinframeTestSupport

/// A scene of the spec `json`, laid out.
@MainActor
func laidOutScene(_ json: String, file: String = "test.json") throws -> SpecScene {
  let scene = SpecScene(spec: try LayoutSpec(json: json, file: file))
  try scene.layout()
  return scene
}

/// A scene of the fixture `Fixtures/specs/<name>.json`, laid out.
@MainActor
func laidOutFixture(_ name: String) throws -> SpecScene {
  let spec = try LayoutSpec(
    contentsOf: fixtureURL("specs/\(name).json"), file: "Fixtures/specs/\(name).json")
  let scene = SpecScene(spec: spec)
  try scene.layout()
  return scene
}

/// The spec of a canvas with `views` (a JSON array's contents).
func canvasSpec(_ views: String, width: Int = 400, height: Int = 400) -> String {
  """
  {"canvas": {"width": \(width), "height": \(height)}, "views": [\(views)]}
  """
}

extension SpecScene {
  /// The frame of view `id`, or a zero rect when there is none.
  func frame(_ id: String) -> CGRect {
    views[id]?.frame ?? .zero
  }
}
