import Foundation
import PinframePNG
import PinframeRaster

/// One frame after the parallel part of a recording: rasterized and, if wanted, encoded.
struct RenderedFrame: Sendable {
  /// The frame as recorded (its display list feeds the filmstrip).
  var frame: RecordedFrame
  /// The pixels, kept when the animated PNG needs them.
  var bitmap: Bitmap?
  /// The encoded frame PNG, when frame PNGs are written.
  var png: Data?

  /// Rasterizes `frame` and encodes it as `outputs` asks; runs off the main actor.
  init(_ frame: RecordedFrame, outputs: RecordingOutputs) throws(RecordingError) {
    self.frame = frame
    guard outputs.writesFramePNGs || outputs.writesAnimatedPNG else { return }
    let pixels: Bitmap
    do {
      pixels = try Bitmap(rendering: frame.displayList, options: outputs.rasterOptions)
    } catch {
      throw .rasterFailed(subject: "frame \(frame.index)", error)
    }
    if outputs.writesFramePNGs {
      do {
        png = try PNGEncoder(settings: outputs.pngSettings, limits: outputs.pngLimits)
          .encode(pixels)
      } catch {
        throw .encodingFailed(file: outputs.frameURL(frame.index).path, error)
      }
    }
    if outputs.writesAnimatedPNG { bitmap = pixels }
  }
}
