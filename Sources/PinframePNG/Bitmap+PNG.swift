import Foundation
import PinframeRaster

extension Bitmap {
  /// The bitmap encoded as PNG (like UIKit's `UIImage.pngData()`), with optional text chunks.
  ///
  /// - Throws: `PNGError/Kind/invalidInput` for settings or text PNG cannot hold.
  public func pngData(settings: PNGEncoder.Settings = .default, text: [String: String] = [:])
    throws(PNGError) -> Data
  {
    try PNGEncoder(settings: settings).encode(self, text: text)
  }

  /// Decodes a PNG; its text chunks are skipped unread (`PNGDecoder` reads them).
  ///
  /// - Throws: `PNGError` when the data is not a decodable PNG within the limits.
  public init(pngData: some ContiguousBytes, options: PNGDecoder.Options = .init())
    throws(PNGError)
  {
    self = try PNGDecoder(options: options).decode(pngData, text: .none).bitmap
  }
}
