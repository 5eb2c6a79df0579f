import Foundation

/// A 4 × 4 transform, as Core Animation's `CATransform3D`.
///
/// Points are row vectors: a point (x, y, z, 1) times the matrix. Pinframe draws in 2-D: a layer
/// keeps the affine part (`m11 m12 m21 m22 m41 m42`), see ``affineTransform``.
public struct CATransform3D: Sendable, Hashable {
  /// Row 1.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4 (the translation in its first three entries).
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity.
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The 3-D form of an affine transform.
  public init(_ t: CGAffineTransform) {
    self.init()
    (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  }

  /// The affine part: what Pinframe draws.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Whether the transform is an affine transform of the plane (nothing in z, no perspective).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// `self` followed by `other` (the matrix product `self × other`).
  public func concatenating(_ o: CATransform3D) -> CATransform3D {
    let a = rows
    let b = o.rows
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] }
      }
    }
    return CATransform3D(rows: r)
  }

  private var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  private init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform, as Core Animation's constant.
public let CATransform3DIdentity = CATransform3D()

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A translation by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A scale by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A rotation by `angle` radians around the axis (`x`, `y`, `z`) (normalised; a zero axis gives
/// the identity), with Core Animation's sign convention: around (0, 0, 1) it equals
/// `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3D() }
  let (u, v, w) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(
    m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
    m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
    m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` with a translation applied first.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` with a scale applied first.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` with a rotation applied first.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is affine (see ``CATransform3D/isAffine``).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(m)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  t.affineTransform
}
