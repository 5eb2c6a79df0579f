/// A colour being drawn, with the opacity of the group it stands for (a group holding only this
/// drawing is drawn directly, without a layer).
///
/// A pixel's alpha is computed in one order everywhere: `round(coverage × alpha)`, then times
/// the clip mask, then times the opacity, each product with ``Blend/multiply(_:_:)``. That is
/// exactly what drawing into a layer and compositing the layer with the opacity gives.
struct Paint {
  /// The colour.
  let color: SourceColor
  /// The colour's own alpha, 0...255.
  let alpha: UInt32
  /// The group opacity, 0...255 (255 outside a group).
  let opacity: UInt32

  /// The alpha of a pixel covered by `coverage` (0...1), under clip mask value `mask`.
  func alpha(coverage: Double, mask: UInt32) -> UInt32 {
    let covered = coverage >= 1 ? alpha : Blend.alpha(coverage: coverage, of: alpha)
    return Blend.multiply(Blend.multiply(covered, mask), opacity)
  }

  /// The alpha of a pixel covered entirely, without a clip mask.
  var solidAlpha: UInt32 { Blend.multiply(alpha, opacity) }
}
