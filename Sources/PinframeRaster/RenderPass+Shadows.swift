import PinframeGraphics

extension RenderPass {
  /// Draws the shadow of the union of `shapes`, its alpha also multiplied by `opacity`.
  mutating func drawShadow(of shapes: [Shape], _ shadow: Shadow, opacity: UInt32) {
    guard let geometry = ShadowGeometry(shadow) else { return }
    let regions = shapes.compactMap {
      RasterRegion($0, borderWidth: nil, antialiased: antialiased)
    }
    let source = regions.reduce(PixelRect.empty) { $0.union($1.bounds) }
    drawShadow(geometry, clippedTo: shadow.clip, source: source, opacity: opacity) { mask in
      for region in regions { mask.add(region) }
    }
  }

  /// Starts the shadow-casting content begun at `index`; returns the index of the next command
  /// to run.
  ///
  /// The content is drawn into a transparent layer without the clips in force (they apply when
  /// the layer is composited), covering the pixels it may show in and those whose shadow may
  /// show. A shadow that draws nothing leaves the content drawn in place.
  mutating func beginShadow(at index: Int, _ shadow: Shadow) -> Int {
    guard let geometry = ShadowGeometry(shadow) else {
      scopes.append(.shadow(nil))
      return index + 1
    }
    let visible = clip.bounds.intersection(surface.bounds)
    let target = visible.intersection(shadow.clipBounds(antialiased: antialiased))
    let needed = visible.union(geometry.sources(for: target))
    let bounds = plan.contentBounds(ofScopeAt: index).intersection(needed)
    guard !bounds.isEmpty else { return plan.end(of: index) + 1 }
    var layer = Surface(
      base: scratch.layer(depth: layerDepth, byteCount: bounds.area * 4), bounds: bounds)
    layer.clear()
    scopes.append(
      .shadow(ShadowScope(parent: surface, clip: clip, shadow: shadow, geometry: geometry)))
    layerDepth += 1
    surface = layer
    clip = ClipState(bounds: bounds, mask: nil)
    return index + 1
  }

  /// Ends the innermost shadow-casting content: draws the shadow of its layer's alpha, then the
  /// layer over it, through the clips in force.
  mutating func endShadow() {
    guard case .shadow(let scope)? = scopes.popLast() else { return }
    guard let scope else { return }
    let layer = surface
    surface = scope.parent
    clip = scope.clip
    layerDepth -= 1
    drawShadow(scope.geometry, clippedTo: scope.shadow.clip, source: layer.bounds, opacity: 255) {
      mask in mask.add(alphaOf: layer)
    }
    surface.composite(layer, opacity: 255, clip: clip)
  }

  /// Draws the shadow of the silhouette that `fill` adds to a mask, for a silhouette within
  /// `source`, inside `shape` when given.
  private mutating func drawShadow(
    _ geometry: ShadowGeometry, clippedTo shape: Shape?, source: PixelRect, opacity: UInt32,
    fill: (inout ShadowMask) -> Void
  ) {
    if let shape { beginClip(shape) }
    defer { if shape != nil { endClip() } }
    let target = geometry.extent(of: source).intersection(clip.bounds)
      .intersection(surface.bounds)
    let bounds = geometry.maskBounds(source: source, target: target)
    guard !target.isEmpty, !bounds.isEmpty else { return }
    var mask = ShadowMask(bounds: bounds, scratch: scratch)
    fill(&mask)
    let columns = target.columns
    mask.blur(
      geometry.blur,
      columns: (columns.lowerBound - geometry.offsetX)..<(columns.upperBound - geometry.offsetX))
    draw(mask, geometry, onto: target, opacity: opacity)
  }

  /// Blends the shadow colour over `target` with the mask's values as coverage.
  private func draw(
    _ mask: ShadowMask, _ geometry: ShadowGeometry, onto target: PixelRect, opacity: UInt32
  ) {
    let alphas = scratch.alphaRow(count: target.width)
    let clipMask = clip.mask
    for y in target.rows {
      for x in target.columns {
        let blurred = mask.value(x: x - geometry.offsetX, y: y - geometry.offsetY)
        var alpha = (blurred * geometry.alpha + 32_767) / 65_535
        if let clipMask { alpha = Blend.multiply(alpha, clipMask.value(x: x, y: y)) }
        alphas[x - target.minX] = UInt8(truncatingIfNeeded: Blend.multiply(alpha, opacity))
      }
      surface.blend(geometry.color, alphas: alphas, row: y, columns: target.columns)
    }
  }
}

/// What an open shadow-casting scope left to do at its end.
struct ShadowScope {
  /// The surface to draw the shadow and the layer onto.
  let parent: Surface
  /// The clip in force before the scope.
  let clip: ClipState
  /// The shadow.
  let shadow: Shadow
  /// The shadow in device pixels.
  let geometry: ShadowGeometry
}
