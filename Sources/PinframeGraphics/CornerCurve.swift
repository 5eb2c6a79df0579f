/// How the rounded corners of a rectangle bend, as Core Animation's `CALayerCornerCurve`.
public enum CornerCurve: Sendable, Hashable {
  /// Quarter circles (quarter ellipses when a corner's two radii differ): Core Animation's
  /// default.
  case circular

  /// Apple's continuous corner (the "squircle" of app icons), drawn as a deterministic
  /// approximation; Apple never published its curve.
  ///
  /// A corner of radius `r` is drawn as the superellipse `uⁿ + vⁿ ≤ 1` in a box that reaches
  /// `m · r` along both edges, where `m = min(1.528, room / r)`, `room` being half the side the
  /// corner sits on (1.528 is the reach usually quoted for iOS's continuous corners), and
  /// `n = ln 2 / −ln(1 − (1 − 1/√2) / m)`, which puts the curve's diagonal point exactly where
  /// the circular corner's is. So the curve leaves the edges further from the corner and meets
  /// them without a jump in curvature, like Apple's (`n ≈ 3.26` with room to spare); a corner
  /// with no room to spare (`m = 1`, as the ends of a capsule) gets `n = 2`, the circular
  /// corner.
  case continuous
}
