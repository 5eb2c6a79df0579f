import Foundation
import PinframeGraphics
import PinframeViews

/// The additive arithmetic of animations: each property as a vector of `Double` components.
///
/// - center, bounds origin, bounds size: (x, y) / (width, height);
/// - transform: the six entries (a, b, c, d, tx, ty), added component-wise, so a rotation
///   animates through the straight-line blend of the two matrices (as Core Animation's
///   additive transform animations of the 2-D part do);
/// - alpha: one component;
/// - backgroundColor: straight (non-premultiplied) sRGB red, green, blue, alpha, added
///   component-wise; `nil` counts as transparent black (0, 0, 0, 0), and a `nil` model colour
///   stays `nil` once no offset is left.
extension AnimatableValues {
  /// The components of `property`.
  func components(of property: AnimatableProperty) -> [Double] {
    switch property {
    case .center: return [center.x, center.y]
    case .boundsOrigin: return [bounds.origin.x, bounds.origin.y]
    case .boundsSize: return [bounds.size.width, bounds.size.height]
    case .transform:
      return [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    case .alpha: return [alpha]
    case .backgroundColor:
      let color = backgroundColor ?? .clear
      return [color.red, color.green, color.blue, color.alpha]
    }
  }

  /// The offset `self − other` of `property`, component by component.
  func difference(_ other: AnimatableValues, of property: AnimatableProperty) -> [Double] {
    zip(components(of: property), other.components(of: property)).map { $0 - $1 }
  }

  /// Adds `delta · factor` to `property`.
  mutating func add(_ delta: [Double], times factor: Double, to property: AnimatableProperty) {
    let v = zip(components(of: property), delta).map { $0 + $1 * factor }
    switch property {
    case .center: center = CGPoint(x: v[0], y: v[1])
    case .boundsOrigin: bounds.origin = CGPoint(x: v[0], y: v[1])
    case .boundsSize: bounds.size = CGSize(width: v[0], height: v[1])
    case .transform:
      transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    case .alpha: alpha = v[0]
    case .backgroundColor:
      backgroundColor = Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
  }
}
