import PinframeGraphics

/// The drawing attributes of a view that UIKit keeps on its `CALayer`: corner radius, border and
/// clipping.
@preconcurrency @MainActor
public final class Layer {
  /// The radius of the rounded corners, in points (0 = square corners).
  public var cornerRadius: Double = 0
  /// The width of the border drawn inside the bounds, in points.
  public var borderWidth: Double = 0
  /// The colour of the border (opaque black by default, as Core Animation).
  public var borderColor: Color? = .black
  /// Whether sublayers are clipped to the (rounded) bounds; the same as `View.clipsToBounds`.
  public var masksToBounds = false

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
