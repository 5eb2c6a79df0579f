import Foundation
import PinframeGraphics

/// One rounded corner as the coverage tests see it: the box it takes from the rectangle's
/// corner and the curve inside that box.
///
/// With the offsets `u`, `v` (0...1) of a point into the box from its inner edges, divided by
/// the box's sides, the point is inside when `uⁿ + vⁿ ≤ 1`: `n = 2` for circular corners (a
/// quarter ellipse), larger for continuous ones (see ``PinframeGraphics/CornerCurve``).
struct CornerShape {
  /// The box's side along the horizontal edge (0 for a square corner).
  let extentX: Double
  /// The box's side along the vertical edge (0 for a square corner).
  let extentY: Double
  /// The curve's exponent `n`.
  let exponent: Double

  /// A square corner.
  static let square = CornerShape(extentX: 0, extentY: 0, exponent: 2)

  /// The reach of a continuous corner along each edge, in radii, when the sides leave room.
  static let continuousReach = 1.528

  /// The corner with radii `radius` (already at most half the sides `width × height`) bent by
  /// `curve`.
  init(radius: CGSize, curve: CornerCurve, width: Double, height: Double) {
    guard radius.width > 0, radius.height > 0 else {
      self = .square
      return
    }
    guard curve == .continuous else {
      self.init(extentX: radius.width, extentY: radius.height, exponent: 2)
      return
    }
    let reach = min(
      Self.continuousReach, width / 2 / radius.width, height / 2 / radius.height)
    guard reach > 1 else {
      self.init(extentX: radius.width, extentY: radius.height, exponent: 2)
      return
    }
    self.init(
      extentX: radius.width * reach, extentY: radius.height * reach,
      exponent: log(2) / -log(1 - (1 - 1 / 2.0.squareRoot()) / reach))
  }

  private init(extentX: Double, extentY: Double, exponent: Double) {
    self.extentX = extentX
    self.extentY = extentY
    self.exponent = exponent
  }

  /// Whether the corner is rounded at all.
  var isRounded: Bool { extentX > 0 && extentY > 0 }

  /// Whether the point `u`, `v` into the box (see ``CornerShape``) is on or inside the curve.
  func contains(_ u: Double, _ v: Double) -> Bool {
    guard exponent != 2 else { return u * u + v * v <= 1 }
    return pow(u, exponent) + pow(v, exponent) <= 1
  }

  /// How far the curve is from the box's outer side, along the box's horizontal side, at the
  /// depth `v` into the box (see ``CornerShape``): `extentX · (1 − (1 − vⁿ)^(1/n))`, 0 for
  /// `v ≤ 0` and `extentX` for `v ≥ 1`.
  func inset(atDepth v: Double) -> Double {
    guard v > 0 else { return 0 }
    guard v < 1 else { return extentX }
    let across = exponent == 2 ? (1 - v * v).squareRoot() : pow(1 - pow(v, exponent), 1 / exponent)
    return extentX * (1 - across)
  }

  /// Whether the point `u`, `v` into the box is beyond the curve.
  func excludes(_ u: Double, _ v: Double) -> Bool {
    guard exponent != 2 else { return u * u + v * v > 1 }
    return pow(u, exponent) + pow(v, exponent) > 1
  }
}

/// The four corners of a shape in its coverage's space (y down).
struct CornerShapes {
  /// The corner at the minimum x and y.
  let topLeft: CornerShape
  /// The corner at the maximum x and minimum y.
  let topRight: CornerShape
  /// The corner at the minimum x and maximum y.
  let bottomLeft: CornerShape
  /// The corner at the maximum x and y.
  let bottomRight: CornerShape

  /// The corners of `radii` (already reduced to fit) bent by `curve`, on a rectangle
  /// `width × height`.
  init(_ radii: CornerRadii, curve: CornerCurve, width: Double, height: Double) {
    func corner(_ radius: CGSize) -> CornerShape {
      CornerShape(radius: radius, curve: curve, width: width, height: height)
    }
    topLeft = corner(radii.topLeft)
    topRight = corner(radii.topRight)
    bottomLeft = corner(radii.bottomLeft)
    bottomRight = corner(radii.bottomRight)
  }

  /// Whether any corner is rounded.
  var isRounded: Bool {
    topLeft.isRounded || topRight.isRounded || bottomLeft.isRounded || bottomRight.isRounded
  }

  /// The widest corner box.
  var maxExtentX: Double {
    max(topLeft.extentX, topRight.extentX, bottomLeft.extentX, bottomRight.extentX)
  }

  /// The tallest corner box.
  var maxExtentY: Double {
    max(topLeft.extentY, topRight.extentY, bottomLeft.extentY, bottomRight.extentY)
  }

  /// The corner on the side of `left` (or right) and `top` (or bottom).
  func corner(left: Bool, top: Bool) -> CornerShape {
    top ? (left ? topLeft : topRight) : (left ? bottomLeft : bottomRight)
  }
}
