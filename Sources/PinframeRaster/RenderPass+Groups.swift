import PinframeGraphics

extension RenderPass {
  /// Starts the group begun at `index`; returns the index of the next command to run.
  ///
  /// An opacity that rounds to 0 skips the group; an opacity of 1 or more draws its content in
  /// place. A group holding a single fill, border or shadow is drawn directly with the opacity
  /// folded into its alpha (the same pixels as a layer); any other group draws into a
  /// transparent layer covering the pixels its content may touch, also when its opacity rounds
  /// to 255 (as Core Animation, which composites a group below 1 as one layer: overlapping
  /// translucent content then blends once with what is below).
  mutating func beginGroup(at index: Int, opacity: Double) -> Int {
    let isPartial = opacity < 1
    let opacity = UInt32(Color(white: 0, alpha: opacity).rgba8.alpha)
    let next = plan.end(of: index) + 1
    guard opacity > 0 else { return next }
    if isPartial, let single = plan.singleDrawing(inGroupAt: index) {
      draw(single, opacity: opacity)
      return next
    }
    guard isPartial else {
      scopes.append(.group(parent: nil, opacity: opacity))
      return index + 1
    }
    let bounds = plan.contentBounds(ofScopeAt: index).intersection(clip.bounds)
      .intersection(surface.bounds)
    guard !bounds.isEmpty else { return next }
    var layer = Surface(
      base: scratch.layer(depth: layerDepth, byteCount: bounds.area * 4), bounds: bounds)
    layer.clear()
    scopes.append(.group(parent: surface, opacity: opacity))
    layerDepth += 1
    surface = layer
    return index + 1
  }

  /// Ends the innermost group: composites its layer onto the surface below.
  mutating func endGroup() {
    guard case .group(let parent, let opacity)? = scopes.popLast() else { return }
    guard let parent else { return }
    parent.composite(surface, opacity: opacity)
    surface = parent
    layerDepth -= 1
  }
}
