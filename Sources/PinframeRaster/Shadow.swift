import Foundation
import PinframeGraphics

/// A drop shadow, as Core Animation draws a layer's: the silhouette's alpha blurred, moved and
/// drawn in one colour.
///
/// The rules, in device pixels (the same pixels on every machine):
///
/// - **Silhouette.** The coverage of the ``DisplayCommand/shadow(_:_:)`` shapes (their union,
///   with the edge mode), or the alpha of what ``DisplayCommand/beginShadow(_:)`` content drew.
/// - **Blur.** A Gaussian of standard deviation σ = radius / 2 (the usual equivalence between
///   Core Animation's `shadowRadius` and a Gaussian's σ; the radius in device pixels is
///   ``radius`` times the square root of the transform's area scale, at most
///   ``maximumDeviceRadius``), approximated by three box blurs along rows, then three along
///   columns, as SVG's `feGaussianBlur`: box width `d = ⌊σ · 3√(2π) / 4 + 0.5⌋`; an odd `d`
///   gives three centred boxes of `d` pixels, an even one two boxes of `d` (shifted half a pixel
///   left, then right) and one centred box of `d + 1`; `d < 2` does not blur. Values are the
///   alpha times 257 in 16 bits, and each box average is rounded half up; a sliding window makes
///   the cost a few operations per pixel and pass, whatever the radius.
/// - **Offset.** ``offset`` mapped by the transform's linear part, rounded to whole device
///   pixels (half away from zero).
/// - **Alpha.** `round(blurred × a)` for the colour's 8-bit alpha `a`, then times the clip mask
///   (and ``clip``'s coverage) and the group opacity, as any drawing.
///
/// A shadow with NaN or infinite numbers, or a colour whose alpha rounds to 0, draws nothing.
public struct Shadow: Sendable, Equatable {
  /// The colour, with the shadow's opacity already folded into its alpha.
  public var color: Color
  /// How far the shadow is moved, in its own space (Core Animation's `shadowOffset`).
  public var offset: CGSize
  /// The blur radius in its own space (Core Animation's `shadowRadius`); σ = radius / 2.
  public var radius: Double
  /// Maps the shadow's own space (the layer's) to device pixels.
  public var transform: CGAffineTransform
  /// When set, the shadow is drawn only inside this shape (Core Animation clips a layer's own
  /// shadow to its bounds when the layer masks to bounds).
  public var clip: Shape?

  /// The largest blur radius drawn, in device pixels (σ = 500 px); larger ones are drawn with
  /// it, which keeps the memory and time of a shadow bounded.
  public static let maximumDeviceRadius = 1000.0

  /// Creates a shadow.
  public init(
    color: Color, offset: CGSize, radius: Double, transform: CGAffineTransform = .identity,
    clip: Shape? = nil
  ) {
    self.color = color
    self.offset = offset
    self.radius = radius
    self.transform = transform
    self.clip = clip
  }
}
