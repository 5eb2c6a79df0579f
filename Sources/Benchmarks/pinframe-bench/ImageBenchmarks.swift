import Foundation
import Pinframe
import PinframeRaster

/// A 1170 × 2532 screen (390 × 844 pt at 3x) with 20 image views showing one 300 × 300 PNG
/// scaled to 80 × 80 pt, against the same screen with solid rectangles in their place.
///
/// The PNG is decoded once, before timing (as the image cache does for every view), except in
/// the last row, which decodes it in every run and draws it for the first time: what a
/// snapshot's first screen with a new image costs.
@MainActor
func imageBenchmarks() throws -> BenchmarkTable {
  let png = try benchmarkPNG()
  guard let image = UIImage(data: png) else { throw CocoaError(.fileReadCorruptFile) }
  let withImages = screen { UIImageView(image: image) }
  let withRectangles = screen {
    let view = UIView()
    view.backgroundColor = .systemTeal
    return view
  }
  let firstScreen = screen { UIImageView() }
  let firstViews = firstScreen.subviews.compactMap { $0 as? UIImageView }
  // The steady rows alternate on a warm cache; the first-drawing rows, which empty the cache,
  // are timed apart, so that they neither evict the steady row's tiles nor leave it a cold
  // processor cache.
  _ = try withImages.renderImage(scale: 3)
  let steady = try Measurement.interleaved(
    runs: 21,
    [
      { _ = try withRectangles.renderImage(scale: 3) },
      { _ = try withImages.renderImage(scale: 3) },
    ])
  let first = try Measurement.interleaved(
    runs: 21,
    [
      {
        ImageTileCache.shared.removeAll()
        _ = try withImages.renderImage(scale: 3)
      },
      {
        guard let decoded = UIImage(data: png) else { throw CocoaError(.fileReadCorruptFile) }
        for view in firstViews { view.image = decoded }
        ImageTileCache.shared.removeAll()
        _ = try firstScreen.renderImage(scale: 3)
      },
    ])
  let rows = steady + first
  return BenchmarkTable(
    title: "Images: a 1170×2532 screen with 20 image views (one 300×300 PNG at 80×80 pt)",
    baseline: BenchmarkTable.Row(name: "solid rectangles", measurement: rows[0]),
    rows: [
      BenchmarkTable.Row(
        name: "image views", measurement: rows[1],
        note: "target ≤ 1.5× slower; the image resampled once, then copied"),
      BenchmarkTable.Row(
        name: "image views, first drawing", measurement: rows[2],
        note: "the resampling cache emptied before each run"),
      BenchmarkTable.Row(
        name: "image views, decode and first drawing", measurement: rows[3],
        note: "the PNG decoded (once) and the resampling cache emptied in each run"),
    ])
}

/// A 390 × 844 pt screen with 20 views from `make`, 4 × 5 at 80 × 80 pt.
@MainActor
private func screen(_ make: () -> UIView) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  root.backgroundColor = .systemBackground
  for index in 0..<20 {
    let view = make()
    view.frame = CGRect(
      x: 15 + CGFloat(index % 4) * 95, y: 60 + CGFloat(index / 4) * 150, width: 80, height: 80)
    root.addSubview(view)
  }
  return root
}

/// A 300 × 300 PNG with a gradient and a circle, so that filtering has work to do.
@MainActor
private func benchmarkPNG() throws -> Data {
  let format = UIGraphicsImageRendererFormat(scale: 1)
  let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300), format: format)
    .image { context in
      for band in 0..<30 {
        UIColor(hue: CGFloat(band) / 30, saturation: 0.7, brightness: 0.9, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: band * 10, width: 300, height: 10))
      }
      UIColor.white.setFill()
      UIBezierPath(ovalIn: CGRect(x: 75, y: 75, width: 150, height: 150)).fill()
    }
  guard let data = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
  return data
}
