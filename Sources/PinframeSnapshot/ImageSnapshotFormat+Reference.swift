import Foundation
import Pinframe

extension ImageSnapshotFormat {
  /// The fewest pixels a reference may always have: 16 megapixels (4096 × 4096).
  static let referencePixelFloor = 1 << 24

  /// The most pixels a reference may declare before it is decoded: four times the actual
  /// image, and at least ``referencePixelFloor``.
  ///
  /// A reference far larger than the image it is compared with cannot be its snapshot; refusing
  /// it before decoding keeps a damaged or hostile file of a few kilobytes from inflating into
  /// gigabytes of pixels.
  var referencePixelLimit: Int {
    let (pixels, overflow) = image.width.multipliedReportingOverflow(by: image.height * 4)
    return overflow ? Bitmap.defaultPixelLimit : max(pixels, Self.referencePixelFloor)
  }

  /// Decodes a reference within ``referencePixelLimit``: its header first (without text),
  /// then its pixels and the text chunks `text` names (the metadata's by default).
  ///
  /// - Throws: ``SnapshotFormatError`` naming both sizes and the limit when the reference
  ///   declares more pixels, ``PNGError`` when it does not decode.
  func decodeReference(_ data: Data, text: PNGTextSelection = SnapshotMetadata.textSelection)
    throws -> PNGImage
  {
    let info = try PNGDecoder().info(data, text: .none)
    let limit = referencePixelLimit
    let (pixels, overflow) = info.width.multipliedReportingOverflow(by: info.height)
    guard !overflow, pixels <= limit else {
      throw SnapshotFormatError(
        message:
          "the reference is \(info.width)×\(info.height) px, over the limit of \(limit) pixels for an image of \(image.width)×\(image.height) px (4 times its pixels, at least \(Self.referencePixelFloor)); it was not decoded: record the snapshot again"
      )
    }
    return try PNGDecoder(options: PNGDecoder.Options(pixelLimit: limit))
      .decode(data, text: text)
  }
}
