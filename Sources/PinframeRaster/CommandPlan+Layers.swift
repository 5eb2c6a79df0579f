import PinframeGraphics

extension CommandPlan {
  /// An upper bound on the bytes that the group and shadow layers, clip masks and shadow blur
  /// buffers in use at one time take while the plan is drawn on `canvas`.
  ///
  /// A group that needs a layer counts 4 bytes per pixel of its content bounds on the canvas; a
  /// clip that needs a mask, 1 byte per pixel of its bounds on the canvas. Groups drawn in place
  /// or directly (opacity 0 or at least 1, a single drawing) and pixel-aligned rectangular clips
  /// take nothing. Shadow-casting content counts 4 bytes per pixel of its content that may show
  /// or cast a shadow onto the canvas; drawing a shadow counts its blur buffers (4 bytes per
  /// pixel of its silhouette, grown by the blur's reach, that may cast onto the canvas) and the
  /// mask of its clip.
  func peakLayerBytes(canvas: PixelRect, antialiased: Bool) -> Int {
    var open: [(index: Int, bytes: Int)] = []
    var total = 0
    var peak = 0
    for (index, command) in commands.enumerated() {
      var held = 0
      switch command {
      case .beginGroup(let opacity):
        held = layerBytes(ofGroupAt: index, opacity: opacity, canvas: canvas)
      case .beginClip(let shape):
        held = Self.maskBytes(shape, canvas: canvas, antialiased: antialiased)
      case .beginShadow(let shadow):
        held = Self.shadowLayer(of: contentBounds(ofScopeAt: index), shadow, canvas).area * 4
      case .endShadow:
        if let begin = open.last, case .beginShadow(let shadow) = commands[begin.index] {
          let layer = Self.shadowLayer(of: contentBounds(ofScopeAt: begin.index), shadow, canvas)
          peak = max(
            peak, total + Self.blurBytes(shadow, source: layer, canvas, antialiased: antialiased))
        }
        total -= open.popLast()?.bytes ?? 0
        continue
      case .endGroup, .endClip:
        total -= open.popLast()?.bytes ?? 0
        continue
      case .shadow(let shapes, let shadow):
        let source = shapes.reduce(PixelRect.empty) {
          $0.union(RasterRegion($1, borderWidth: nil, antialiased: antialiased)?.bounds ?? .empty)
        }
        peak = max(
          peak, total + Self.blurBytes(shadow, source: source, canvas, antialiased: antialiased))
        continue
      case .fill, .stroke, .image, .glyphs:
        continue
      }
      open.append((index, held))
      total += held
      peak = max(peak, total)
    }
    return peak
  }

  private func layerBytes(ofGroupAt index: Int, opacity: Double, canvas: PixelRect) -> Int {
    let alpha = Color(white: 0, alpha: opacity).rgba8.alpha
    guard alpha > 0, opacity < 1, singleDrawing(inGroupAt: index) == nil else { return 0 }
    return contentBounds(ofScopeAt: index).intersection(canvas).area * 4
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

  /// The most pixels the layer of shadow-casting content within `content` covers.
  private static func shadowLayer(of content: PixelRect, _ shadow: Shadow, _ canvas: PixelRect)
    -> PixelRect
  {
    guard let geometry = ShadowGeometry(shadow) else { return .empty }
    return content.intersection(canvas.union(geometry.sources(for: canvas)))
  }

  /// The most bytes drawing the shadow of a silhouette within `source` takes.
  private static func blurBytes(
    _ shadow: Shadow, source: PixelRect, _ canvas: PixelRect, antialiased: Bool
  ) -> Int {
    guard let geometry = ShadowGeometry(shadow) else { return 0 }
    let target = geometry.extent(of: source).intersection(canvas)
    let mask = ShadowGeometry.maskBytes(geometry.maskBounds(source: source, target: target))
    return mask + (shadow.clip.map { maskBytes($0, canvas: canvas, antialiased: antialiased) } ?? 0)
  }
}
