import Foundation
import PinframeFiles

extension View {
  /// Lays the view out if needed and draws it and its subviews into an RGBA8 bitmap.
  ///
  /// - Parameters:
  ///   - scale: Device pixels per point; the runtime's display scale (the one PinLayout rounds
  ///     to) by default.
  ///   - options: The rasterizer's edge mode and pixel limit.
  ///   - text: How text is drawn: glyph outlines (the default) or silhouettes.
  /// - Throws: `RenderError` for an empty or non-finite canvas, `RasterError` for a canvas
  ///   over the pixel limit.
  public func renderImage(
    scale: CGFloat? = nil, options: RasterOptions = RasterOptions(),
    text: TextRendering = .glyphs
  ) throws -> Bitmap {
    layoutIfNeeded()
    let list = try DisplayList(view: self, scale: scale ?? ViewRuntime.current.scale, text: text)
    return try Bitmap(rendering: list, options: options)
  }

  /// Renders the view (see ``renderImage(scale:options:text:)``) and encodes it as PNG.
  public func pngData(
    scale: CGFloat? = nil, options: RasterOptions = RasterOptions(),
    settings: PNGEncoder.Settings = .default
  ) throws -> Data {
    try renderImage(scale: scale, options: options).pngData(settings: settings)
  }

  /// Renders the view and writes it as a PNG file, atomically (a temporary file renamed over
  /// `url`, so the file is never seen half-written).
  public func writePNG(
    to url: URL, scale: CGFloat? = nil, options: RasterOptions = RasterOptions(),
    settings: PNGEncoder.Settings = .default
  ) throws {
    let data = try pngData(scale: scale, options: options, settings: settings)
    try AtomicFileWriter.write([UInt8](data), to: url)
  }
}
