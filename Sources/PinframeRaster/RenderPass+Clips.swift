import PinframeGraphics

extension RenderPass {
  /// Narrows the clip to `shape` (intersecting it with the clips already in force).
  ///
  /// An axis-aligned rectangle whose edges land on whole pixels (always, with snapped edges)
  /// only narrows the clip's bounds; any other shape makes a coverage mask. A shape with NaN or
  /// infinite numbers clips everything away.
  mutating func beginClip(_ shape: Shape) {
    let saved = clip
    var tookMask = false
    switch RasterRegion(shape, borderWidth: nil, antialiased: antialiased) {
    case .rect(let rect, _)?:
      if let solid = rect.solidRect {
        clip.bounds = clip.bounds.intersection(solid)
      } else {
        tookMask = narrowClip(to: rect)
      }
    case .shape(let coverage, _)?:
      tookMask = narrowClip(to: coverage)
    case nil:
      clip = ClipState(bounds: .empty, mask: nil)
    }
    scopes.append(.clip(saved, tookMask: tookMask))
  }

  /// Ends the innermost clip, restoring the one before it.
  mutating func endClip() {
    guard case .clip(let saved, let tookMask)? = scopes.popLast() else { return }
    clip = saved
    if tookMask { maskDepth -= 1 }
  }

  /// Replaces the clip by its intersection with `coverage` as a mask; returns whether a mask
  /// buffer was taken.
  private mutating func narrowClip<C: Coverage>(to coverage: C) -> Bool {
    let bounds = clip.bounds.intersection(coverage.bounds)
    guard !bounds.isEmpty else {
      clip = ClipState(bounds: .empty, mask: nil)
      return false
    }
    let mask = ClipMask(base: scratch.mask(depth: maskDepth, count: bounds.area), bounds: bounds)
    let parent = clip.mask
    for y in bounds.rows {
      let values = mask.row(y)
      values.initialize(repeating: 0, count: bounds.width)
      let span = coverage.span(row: y)
      for segment in RowSegments(span, minus: nil, within: bounds.columns) {
        let offset = segment.columns.lowerBound - bounds.minX
        if segment.isSolid {
          let value = Blend.alpha(coverage: span.innerCoverage, of: 255)
          if let parent {
            PixelKernels.maskedAlphas(
              values + offset, mask: parent.row(y) + (offset + bounds.minX - parent.bounds.minX),
              count: segment.columns.count, alpha: value, opacity: 255)
          } else {
            (values + offset).update(repeating: UInt8(value), count: segment.columns.count)
          }
          continue
        }
        for x in segment.columns {
          let covered = Blend.alpha(coverage: coverage.coverage(x: x, y: y), of: 255)
          let value = parent.map { Blend.multiply(covered, $0.value(x: x, y: y)) } ?? covered
          values[x - bounds.minX] = UInt8(truncatingIfNeeded: value)
        }
      }
    }
    clip = ClipState(bounds: bounds, mask: mask)
    maskDepth += 1
    return true
  }
}
