/// How ``Rasterizer`` draws shape edges, and how large a canvas it accepts.
///
/// The default is ``EdgeMode-swift.enum/snapped``, like iOS layers with edge antialiasing off
/// (`CALayer.allowsEdgeAntialiasing == false`); ``antialiased`` opts into exact area coverage.
public struct RasterOptions: Sendable, Hashable {
  /// How the pixels along a shape's edges are decided.
  public enum EdgeMode: Sendable, Hashable {
    /// A pixel is drawn fully or not at all: it is covered when its centre is inside the shape.
    ///
    /// For axis-aligned shapes this is the same as snapping every device-space edge `v` to a
    /// pixel boundary: `v` is quantised to 1e-6 px, then snapped to `floor(v + 0.5)` (an edge
    /// at exactly .5 rounds up), and sizes come from the snapped edges. A pixel centre exactly
    /// on a left or top edge is outside, on a right or bottom edge inside.
    case snapped
    /// Each pixel is drawn with alpha `round(coverage × alpha)`, where coverage is the fraction
    /// of its area inside the shape.
    ///
    /// Coverage is exact (analytic) for axis-aligned rectangles and for the straight parts of
    /// axis-aligned rounded rectangles; rotated or sheared shapes and rounded corners are
    /// sampled on a fixed 16 × 16 grid of points per pixel, which gives coverage in steps of
    /// 1/256 (deterministic).
    case antialiased
  }

  /// How the pixels along a shape's edges are decided; ``EdgeMode-swift.enum/snapped`` by
  /// default.
  public var edgeMode: EdgeMode
  /// The largest canvas, in pixels, that rendering accepts.
  public var pixelLimit: Int

  /// Creates options.
  public init(edgeMode: EdgeMode = .snapped, pixelLimit: Int = Bitmap.defaultPixelLimit) {
    self.edgeMode = edgeMode
    self.pixelLimit = pixelLimit
  }

  /// The default options: snapped edges, the default pixel limit.
  public static let snapped = RasterOptions()
  /// Antialiased edges with the default pixel limit.
  public static let antialiased = RasterOptions(edgeMode: .antialiased)

  var isAntialiased: Bool { edgeMode == .antialiased }
}
