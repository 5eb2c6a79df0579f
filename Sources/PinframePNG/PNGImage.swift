import PinframeRaster

/// A decoded PNG: its pixels and its text chunks.
public struct PNGImage: Hashable, Sendable {
  /// The pixels as RGBA8 with straight alpha.
  public var bitmap: Bitmap
  /// The tEXt, zTXt and iTXt chunks by keyword (the first one wins when a keyword repeats).
  public var text: [String: String]

  /// Creates an image from its pixels and text.
  public init(bitmap: Bitmap, text: [String: String] = [:]) {
    self.bitmap = bitmap
    self.text = text
  }
}
