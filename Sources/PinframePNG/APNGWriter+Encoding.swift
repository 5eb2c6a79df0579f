import Foundation
import PinframeRaster

extension APNGWriter {
  /// Encodes a region of a bitmap as a standalone PNG with the animation's colour type.
  func encode(_ bitmap: Bitmap, region: PNGRect, withText: Bool) throws(PNGError)
    -> APNGFrameStream.Parts
  {
    let layout: PNGPixelLayout = isOpaque ? .rgb : .rgba
    let png = try bitmap.pixels.withPNGBytes { pixels throws(PNGError) in
      let start = (region.y * bitmap.width + region.x) * 4
      let rows = UnsafeRawBufferPointer(rebasing: pixels[start...])
      let pngRegion = PNGRegion(
        pixels: rows, rowStride: bitmap.width * 4, width: region.width, height: region.height)
      return try encoder.encode(pngRegion, layout: layout, textBlob: withText ? textBlob : [])
    }
    return try APNGFrameStream.parts(of: png)
  }

  /// Switches the animation to RGBA: decodes every stored RGB frame and encodes it again.
  mutating func convertToRGBA() throws(PNGError) {
    isOpaque = false
    for index in frames.indices {
      let region = frames[index].control.region
      let header = PNGHeaderFields(width: region.width, height: region.height, colorType: 2)
      let png = APNGFrameStream.png(header: header, chunks: [], imageData: frames[index].imageData)
      let bitmap = try PNGDecoder().decode(png, text: .none).bitmap
      let whole = PNGRect(x: 0, y: 0, width: region.width, height: region.height)
      let parts = try encode(bitmap, region: whole, withText: index == 0)
      if index == 0 { firstFrameChunks = parts }
      frames[index].imageData = parts.imageData
    }
  }
}
