import CPinframePNG
import Foundation
import PinframeRaster

/// Encodes RGBA8 bitmaps as PNG through libpng.
///
/// The colour type follows the pixels: an 8-bit palette (with tRNS when needed) when the bitmap
/// has at most 256 distinct colours, palette order being first appearance row by row; RGB when
/// every pixel is opaque; RGBA otherwise. Text goes into tEXt chunks (iTXt when a value is not
/// Latin-1), sorted by key. No other ancillary chunk is written (no tIME, no gAMA), so the same
/// pixels, text and settings give the same bytes.
public struct PNGEncoder: Sendable {
  /// The filter, zlib level and strategy used.
  public var settings: Settings
  /// The limits the images written must fit, the readers' (``PNGLimits/standard`` by default).
  public var limits: PNGLimits

  /// Creates an encoder.
  public init(settings: Settings = .default, limits: PNGLimits = .standard) {
    self.settings = settings
    self.limits = limits
  }

  /// Encodes a bitmap, with optional text chunks.
  ///
  /// - Throws: ``PNGError/Kind/invalidInput`` for a level outside 0…9 or text PNG cannot hold,
  ///   ``PNGError/Kind/tooLarge`` for an image or text over ``limits`` (before encoding).
  public func encode(_ bitmap: Bitmap, text: [String: String] = [:]) throws(PNGError) -> Data {
    try limits.checkPixelsToWrite(width: bitmap.width, height: bitmap.height)
    let textBlob = try PNGTextBlob.encode(text, limits: limits)
    let layout = PNGPixelLayout.choose(for: bitmap.pixels)
    switch layout {
    case .palette(let palette):
      return try palette.indices.withPNGBytes { indices throws(PNGError) in
        try encode(
          PNGRegion(
            pixels: indices, rowStride: bitmap.width, width: bitmap.width, height: bitmap.height),
          layout: layout, textBlob: textBlob)
      }
    case .rgb, .rgba:
      return try bitmap.pixels.withPNGBytes { pixels throws(PNGError) in
        try encode(
          PNGRegion(bitmap: pixels, width: bitmap.width, height: bitmap.height), layout: layout,
          textBlob: textBlob)
      }
    }
  }

  /// Encodes a region of pixels with a given layout (RGBA8 for `.rgb`/`.rgba`, indices for a
  /// palette).
  func encode(_ region: PNGRegion, layout: PNGPixelLayout, textBlob: [UInt8]) throws(PNGError)
    -> Data
  {
    guard (0...9).contains(settings.compressionLevel) else {
      throw PNGError(
        .invalidInput,
        "compression level \(settings.compressionLevel) is outside 0…9 (0 stores, 9 compresses most)"
      )
    }
    let palette: PNGPalette? = if case .palette(let palette) = layout { palette } else { nil }
    let colors = palette?.colors ?? []
    let alphas = palette?.alphas ?? []
    return try colors.withUnsafeBufferPointer { colors throws(PNGError) in
      try alphas.withUnsafeBufferPointer { alphas throws(PNGError) in
        try textBlob.withUnsafeBufferPointer { textBlob throws(PNGError) in
          var request = CPinframePNG_EncodeRequest()
          request.pixels = region.pixels.baseAddress?.assumingMemoryBound(to: UInt8.self)
          request.rowStride = region.rowStride
          request.width = UInt32(region.width)
          request.height = UInt32(region.height)
          request.layout = layout.cValue
          request.palette = colors.baseAddress
          request.paletteCount = Int32(colors.count / 3)
          request.transparency = alphas.baseAddress
          request.transparencyCount = Int32(alphas.count)
          request.filter = settings.filter.cValue
          request.compressionLevel = Int32(settings.compressionLevel)
          request.strategy = settings.strategy(isPalette: palette != nil).cValue
          request.textBlob = textBlob.baseAddress
          request.textBlobCount = textBlob.count
          return try LibPNG.encode(request)
        }
      }
    }
  }
}

/// A rectangle of pixel rows in memory.
struct PNGRegion {
  /// The first byte of the first row.
  let pixels: UnsafeRawBufferPointer
  /// The bytes from one row to the next.
  let rowStride: Int
  let width: Int
  let height: Int

  init(pixels: UnsafeRawBufferPointer, rowStride: Int, width: Int, height: Int) {
    self.pixels = pixels
    self.rowStride = rowStride
    self.width = width
    self.height = height
  }

  /// A whole RGBA8 bitmap.
  init(bitmap pixels: UnsafeRawBufferPointer, width: Int, height: Int) {
    self.init(pixels: pixels, rowStride: width * 4, width: width, height: height)
  }
}

extension PNGPixelLayout {
  var cValue: CPinframePNG_Layout {
    switch self {
    case .rgb: CPinframePNG_LayoutRGBFromRGBA
    case .rgba: CPinframePNG_LayoutRGBA
    case .palette: CPinframePNG_LayoutPalette
    }
  }
}
