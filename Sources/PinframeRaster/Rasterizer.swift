/// Draws display lists into RGBA8 bitmaps, keeping its memory between frames.
///
/// Rendering starts from a transparent black canvas (0, 0, 0, 0) and runs the commands in
/// painter's order:
///
/// - **Blending.** Source-over in 8-bit sRGB with straight alpha. Over an opaque pixel,
///   `out = (src·a + dst·(255 − a) + 127) / 255` per channel and alpha stays 255. Over a pixel
///   with alpha `b < 255`, with `ws = 255·a`, `wd = b·(255 − a)`, `w = ws + wd`:
///   `out = (src·ws + dst·wd + w/2) / w` and `outAlpha = (w + 127) / 255` (integer divisions);
///   for `b = 255` this is the same formula.
/// - **Alpha.** A pixel's source alpha is `round(coverage × a)` for the colour's 8-bit alpha
///   `a = round(alpha × 255)`, then multiplied by the clip mask and, for a group, by the group
///   opacity `o = round(opacity × 255)`, each product rounded as `(x·y + 127) / 255`.
/// - **Edges.** See ``RasterOptions/EdgeMode-swift.enum``: snapped (a pixel is covered iff its
///   centre is inside) by default, or antialiased.
/// - **Groups.** A group's content is drawn into a transparent layer, composited at the end
///   with its opacity, also when the opacity is below 1 but rounds to 255; a group holding one
///   fill, border or shadow is drawn directly with the same result; opacity 1 draws in place,
///   an opacity that rounds to 0 draws nothing.
/// - **Shadows.** See ``Shadow``: a silhouette blurred by three box blurs, moved and drawn in
///   one colour below the content that casts it.
/// - **Clips.** Nested clips intersect; they apply to everything drawn inside them.
/// - **Unbalanced lists.** An end command ends the innermost open begin of its kind (and
///   everything begun after it); ends with nothing to end are ignored; begins still open at
///   the end of the list are ended there.
/// - **Bad geometry.** A command with NaN or infinite numbers, an empty rectangle, or a
///   transform that cannot be inverted draws nothing (a clip made of one clips everything away);
///   coordinates are clamped to ±1e12 px, so huge shapes are cut to the canvas.
///
/// Reusing one rasterizer for many frames avoids allocating (and page-faulting) a new canvas
/// each time; release the previous frame's bitmap before rendering the next one, or it is
/// copied on write.
public struct Rasterizer {
  /// How edges are drawn and how large a canvas is accepted.
  public var options: RasterOptions
  private var scratch = RasterScratch()
  private var recycled: Bitmap?

  /// Creates a rasterizer.
  public init(options: RasterOptions = RasterOptions()) {
    self.options = options
  }

  /// Renders `list` into a bitmap of its size, reusing the canvas of the previous frame.
  ///
  /// - Throws: ``RasterError/emptyCanvas(width:height:)`` for a side of zero or less, and
  ///   ``RasterError/canvasTooLarge(width:height:limit:)`` (before allocating) for a canvas
  ///   over ``RasterOptions/pixelLimit``, ``RasterError/layersTooLarge(bytes:limit:)`` (before
  ///   drawing) for groups and clips nested beyond ``RasterOptions/layerByteLimit``.
  public mutating func render(_ list: DisplayList) throws(RasterError) -> Bitmap {
    var bitmap: Bitmap
    if let previous = recycled {
      bitmap = previous
    } else {
      bitmap = try Bitmap(width: list.width, height: list.height, pixelLimit: options.pixelLimit)
    }
    recycled = nil
    try render(list, into: &bitmap)
    recycled = bitmap
    return bitmap
  }

  /// Renders `list` into `bitmap`, reusing its memory when it already has the list's size.
  ///
  /// - Throws: The errors of ``render(_:)``; `bitmap` is left unchanged then.
  public mutating func render(_ list: DisplayList, into bitmap: inout Bitmap) throws(RasterError) {
    try Bitmap.validate(width: list.width, height: list.height, pixelLimit: options.pixelLimit)
    let plan = CommandPlan(list.commands, antialiased: options.isAntialiased)
    let canvas = PixelRect(width: list.width, height: list.height)
    let layerBytes = plan.peakLayerBytes(canvas: canvas, antialiased: options.isAntialiased)
    guard layerBytes <= options.layerByteLimit else {
      throw .layersTooLarge(bytes: layerBytes, limit: options.layerByteLimit)
    }
    if bitmap.width != list.width || bitmap.height != list.height
      || bitmap.pixels.count != list.width * list.height * 4
    {
      bitmap = try Bitmap(width: list.width, height: list.height, pixelLimit: options.pixelLimit)
    }
    if !isKnownUniquelyReferenced(&scratch) { scratch = RasterScratch() }
    let antialiased = options.isAntialiased
    let scratch = scratch
    bitmap.pixels.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var pass = RenderPass(
        plan: plan, canvas: Surface(base: base, bounds: canvas), antialiased: antialiased,
        scratch: scratch)
      pass.run()
    }
  }
}
