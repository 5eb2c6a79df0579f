import Foundation
import Pinframe

/// Rounded and rotated coverage against square corners of the same area, in the same run: the
/// cost of a shape should grow with its edges, not its area, so each ratio should stay near 1.
func coverageBenchmarks() throws -> [BenchmarkTable] {
  let width = 1170
  let height = 2532
  let views = manyViews(count: 1000, side: 180, width: width, height: height)
  let square = CoverageShape(radius: 0)
  let many = try BenchmarkTable(
    title: "1,000 translucent views of 180×180 px on a 1170×2532 canvas",
    baseline: row("square corners", views, square, width, height),
    rows: [
      row("rounded, radius 36 px", views, CoverageShape(radius: 36), width, height),
      row(
        "continuous, radius 36 px", views, CoverageShape(radius: 36, curve: .continuous), width,
        height),
      row("circles", views, CoverageShape(radius: 90), width, height),
      row("rounded borders, 6 px", views, CoverageShape(radius: 36, border: 6), width, height),
      row("square, rotated 30°", views, CoverageShape(radius: 0, angle: .pi / 6), width, height),
      row(
        "rounded 36 px, rotated 30°", views, CoverageShape(radius: 36, angle: .pi / 6), width,
        height),
    ])
  let large = [CGRect](repeating: CGRect(x: 0, y: 0, width: width, height: height), count: 10)
  let big = try BenchmarkTable(
    title: "10 translucent views of 1170×2532 px, stacked",
    baseline: row("square corners", large, square, width, height),
    rows: [
      row("rounded, radius 117 px", large, CoverageShape(radius: 117), width, height),
      row(
        "continuous, radius 117 px", large, CoverageShape(radius: 117, curve: .continuous), width,
        height),
      row("ellipses", large, CoverageShape(radius: 1170), width, height),
    ])
  return [many, big]
}

/// How every view of a row is drawn.
private struct CoverageShape {
  var radius: Double
  var curve: CornerCurve = .circular
  /// A border this wide instead of a fill.
  var border: Double? = nil
  /// A rotation about each view's centre.
  var angle: Double = 0

  func command(_ rect: CGRect, _ color: Color) -> DisplayCommand {
    let centre = CGPoint(x: rect.midX, y: rect.midY)
    let transform = CGAffineTransform(translationX: centre.x, y: centre.y).rotated(by: angle)
      .translatedBy(x: -centre.x, y: -centre.y)
    let shape = Shape(
      rect: rect, cornerRadii: CornerRadii(radius), cornerCurve: curve, transform: transform)
    guard let border else { return .fill(shape, color) }
    return .stroke(shape, width: border, color)
  }
}

/// `count` squares of `side` pixels at repeatable pseudo-random places on the canvas.
private func manyViews(count: Int, side: Int, width: Int, height: Int) -> [CGRect] {
  var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
  func next(_ bound: Int) -> Int {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((seed >> 33) % UInt64(bound))
  }
  return (0..<count).map { _ in
    CGRect(x: next(width - side), y: next(height - side), width: side, height: side)
  }
}

/// One row: a white canvas, then every rectangle of `rects` drawn as `shape`, half transparent.
private func row(
  _ name: String, _ rects: [CGRect], _ shape: CoverageShape, _ width: Int, _ height: Int
) throws -> BenchmarkTable.Row {
  let colors: [Color] = [.systemBlue, .systemRed, .systemGreen, .systemOrange]
  let background = DisplayCommand.fill(
    Shape(rect: CGRect(x: 0, y: 0, width: width, height: height)), .white)
  let commands = rects.enumerated().map { index, rect in
    shape.command(rect, colors[index % colors.count].withAlphaComponent(0.5))
  }
  let list = DisplayList(width: width, height: height, commands: [background] + commands)
  var rasterizer = Rasterizer()
  var canvas = try rasterizer.render(list)
  let measurement = try Measurement.run { try rasterizer.render(list, into: &canvas) }
  let megapixels = Double(RenderWork.pixels(of: list)) / 1e6
  return BenchmarkTable.Row(
    name: name, measurement: measurement,
    note: String(format: "work estimate %.0f Mpx", megapixels))
}
