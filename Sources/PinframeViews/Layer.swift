import Foundation
import PinframeGraphics

/// The drawing attributes of a view that UIKit keeps on its `CALayer`: corners, border,
/// clipping, shadow and drawing order.
@preconcurrency @MainActor
public final class Layer {
  /// The radius of the rounded corners, in points (0 = square corners).
  public var cornerRadius: Double = 0
  /// Which corners ``cornerRadius`` rounds (all four by default), for the background, the
  /// border, the clip and the shadow.
  public var maskedCorners: CornerMask = .allCorners
  /// How the rounded corners bend (`CornerCurve/circular` by default).
  public var cornerCurve: CornerCurve = .circular
  /// The width of the border drawn inside the bounds, in points.
  public var borderWidth: Double = 0
  /// The colour of the border (opaque black by default, as Core Animation).
  public var borderColor: Color? = .black
  /// Whether sublayers are clipped to the (rounded) bounds; the same as `View.clipsToBounds`.
  ///
  /// As Core Animation, this clips the layer's own shadow too.
  public var masksToBounds = false
  /// The colour of the shadow, Core Animation's `CGColor` (opaque black by default; `nil`
  /// draws no shadow).
  public var shadowColor: Color? = .black
  /// The opacity of the shadow, `0...1` (0 by default: no shadow).
  public var shadowOpacity: Float = 0
  /// How far the shadow is moved, in points ((0, −3) by default: up, as on iOS).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow, in points (3 by default).
  public var shadowRadius: CGFloat = 3
  /// The silhouette that casts the shadow, in the layer's coordinates; `nil` (the default)
  /// casts the shadow of what the layer and its sublayers draw.
  public var shadowPath: Path?
  /// The drawing order among siblings (0 by default): higher values are drawn later, on top;
  /// siblings with equal values keep their subview order.
  public var zPosition: CGFloat = 0

  /// The view whose geometry the layer's `position`, `bounds`, `frame`, `anchorPoint`,
  /// `transform`, `opacity` and `isHidden` forward to; cleared when the view goes away.
  nonisolated(unsafe) var owner: Unmanaged<View>?

  init() {}
}

extension Color {
  /// The colour itself: lets UIKit code such as `layer.borderColor = UIColor.red.cgColor`
  /// compile unchanged.
  public var cgColor: Color { self }
}
