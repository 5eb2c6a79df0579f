import Foundation
import Pinframe

/// The standard workload (`Fixtures/bench/scene.json`): a 1170×2532 px screen, white, with 60
/// rectangles of which 18 are half transparent.
struct BenchScene {
  /// One rectangle, in device pixels.
  struct Rect: Decodable {
    var x: Int
    var y: Int
    var w: Int
    var h: Int
    var rgb: [UInt8]
    var alpha: Double
  }

  private struct Canvas: Decodable {
    var width: Int
    var height: Int
  }

  private struct Animation: Decodable {
    var frames: Int
    var rect: Int
    var xFrom: Int
    var xTo: Int

    enum CodingKeys: String, CodingKey {
      case frames, rect
      case xFrom = "x_from"
      case xTo = "x_to"
    }
  }

  private struct File: Decodable {
    var canvas: Canvas
    var rects: [Rect]
    var animation: Animation
  }

  let width: Int
  let height: Int
  let rects: [Rect]
  let frameCount: Int
  let movingRect: Int
  let movingFrom: Int
  let movingTo: Int

  /// Loads the scene from the package's fixtures.
  static func load() throws -> BenchScene {
    let url = packageRoot().appendingPathComponent("Fixtures/bench/scene.json")
    let file = try JSONDecoder().decode(File.self, from: try Data(contentsOf: url))
    return BenchScene(
      width: file.canvas.width, height: file.canvas.height, rects: file.rects,
      frameCount: file.animation.frames, movingRect: file.animation.rect,
      movingFrom: file.animation.xFrom, movingTo: file.animation.xTo)
  }

  /// The scene's rectangles of frame `index` (rect 59 moves across the screen).
  func rects(frame index: Int) -> [Rect] {
    var result = rects
    let step = Double(movingTo - movingFrom) * Double(index) / Double(frameCount - 1)
    result[movingRect].x = movingFrom + Int(step.rounded())
    return result
  }

  /// The display list of frame `index`: a white canvas, then every rectangle.
  func displayList(frame index: Int = 0) -> DisplayList {
    let background = DisplayCommand.fill(
      Shape(rect: CGRect(x: 0, y: 0, width: width, height: height)), .white)
    let fills = rects(frame: index).map { rect in
      DisplayCommand.fill(
        Shape(rect: CGRect(x: rect.x, y: rect.y, width: rect.w, height: rect.h)),
        Color(red255: rect.rgb[0], green255: rect.rgb[1], blue255: rect.rgb[2])
          .withAlphaComponent(rect.alpha))
    }
    return DisplayList(width: width, height: height, commands: [background] + fills)
  }

  /// The package root: the nearest folder above this file holding `Package.swift`.
  static func packageRoot() -> URL {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/",
      !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url
  }
}
