import PinframeGraphics

extension CommandPlan {
  /// An upper bound on the bytes that the group layers and clip masks open at one time take
  /// while the plan is drawn on `canvas`.
  ///
  /// A group that needs a layer counts 4 bytes per pixel of its content bounds on the canvas; a
  /// clip that needs a mask, 1 byte per pixel of its bounds on the canvas. Groups drawn in place
  /// or directly (opacity 0 or 1, a single drawing) and pixel-aligned rectangular clips take
  /// nothing.
  func peakLayerBytes(canvas: PixelRect, antialiased: Bool) -> Int {
    var open: [Int] = []
    var total = 0
    var peak = 0
    for (index, command) in commands.enumerated() {
      switch command {
      case .beginGroup(let opacity):
        open.append(layerBytes(ofGroupAt: index, opacity: opacity, canvas: canvas))
      case .beginClip(let shape):
        open.append(Self.maskBytes(shape, canvas: canvas, antialiased: antialiased))
      case .endGroup, .endClip:
        total -= open.popLast() ?? 0
        continue
      case .fill, .stroke:
        continue
      }
      total += open[open.count - 1]
      peak = max(peak, total)
    }
    return peak
  }

  private func layerBytes(ofGroupAt index: Int, opacity: Double, canvas: PixelRect) -> Int {
    let alpha = Color(white: 0, alpha: opacity).rgba8.alpha
    guard alpha > 0, alpha < 255, singleDrawing(inGroupAt: index) == nil else { return 0 }
    return contentBounds(ofGroupAt: index).intersection(canvas).area * 4
  }

  private static func maskBytes(_ shape: Shape, canvas: PixelRect, antialiased: Bool) -> Int {
    switch RasterRegion(shape, borderWidth: nil, antialiased: antialiased) {
    case .rect(let rect, _)?:
      return rect.solidRect == nil ? rect.bounds.intersection(canvas).area : 0
    case .shape(let coverage, _)?:
      return coverage.bounds.intersection(canvas).area
    case nil:
      return 0
    }
  }
}
