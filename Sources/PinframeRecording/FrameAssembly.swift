import Foundation
import PinframeFiles
import PinframePNG
import PinframeRaster

/// The in-order part of a recording: writes frame PNGs, feeds the animated PNG and the
/// filmstrip, and writes those two at the end.
struct FrameAssembly {
  let outputs: RecordingOutputs
  let frameDelay: FrameDelay
  private var animatedPNG: APNGWriter?
  private var filmstrip: Filmstrip?
  /// The last frame seen, when the filmstrip skipped it: appended at the end, so the strip
  /// always ends on the last frame.
  private var skippedFrame: RecordedFrame?
  private var files: [URL] = []

  init(outputs: RecordingOutputs, fps: Double) {
    self.outputs = outputs
    frameDelay = Self.delay(fps: fps)
  }

  /// Takes the next frame in order.
  mutating func add(_ rendered: RenderedFrame) throws(RecordingError) {
    let list = rendered.frame.displayList
    if let png = rendered.png {
      let url = outputs.frameURL(rendered.frame.index)
      try write(png, to: url)
    }
    if let bitmap = rendered.bitmap {
      do {
        if animatedPNG == nil {
          animatedPNG = try APNGWriter(
            width: list.width, height: list.height, frameDelay: frameDelay,
            settings: outputs.pngSettings, limits: outputs.pngLimits)
        }
        try animatedPNG?.append(bitmap)
      } catch {
        throw .encodingFailed(file: outputs.animatedPNGURL.path, error)
      }
    }
    if filmstrip == nil { filmstrip = outputs.filmstrip(width: list.width, height: list.height) }
    if rendered.frame.index % max(outputs.filmstripEvery, 1) == 0 {
      try appendToFilmstrip(rendered.frame)
      skippedFrame = nil
    } else {
      skippedFrame = rendered.frame
    }
  }

  private mutating func appendToFilmstrip(_ frame: RecordedFrame) throws(RecordingError) {
    guard filmstrip != nil else { return }
    filmstrip?.append(frame)
    if let filmstrip { try outputs.checkFilmstrip(filmstrip, frameCount: filmstrip.frameCount) }
  }

  /// Writes the animated PNG and the filmstrip; returns every file written.
  mutating func finish() throws(RecordingError) -> [URL] {
    if let animatedPNG {
      let data: Data
      do { data = try animatedPNG.finish() } catch {
        throw .encodingFailed(file: outputs.animatedPNGURL.path, error)
      }
      try write(data, to: outputs.animatedPNGURL)
    }
    if let skippedFrame { try appendToFilmstrip(skippedFrame) }
    if let filmstrip {
      try write(try Self.draw(filmstrip, outputs: outputs), to: outputs.filmstripURL)
    }
    return files
  }

  private mutating func write(_ data: Data, to url: URL) throws(RecordingError) {
    do {
      try AtomicFileWriter.write([UInt8](data), to: url, durably: outputs.writesDurably)
    } catch {
      throw .writeFailed(error)
    }
    files.append(url)
  }

  private static func draw(
    _ filmstrip: Filmstrip, outputs: RecordingOutputs
  ) throws(RecordingError) -> Data {
    let path = outputs.filmstripURL.path
    let pixels: Bitmap
    do {
      pixels = try Bitmap(rendering: filmstrip.displayList, options: outputs.rasterOptions)
    } catch {
      throw .rasterFailed(subject: "the filmstrip \(path)", error)
    }
    do {
      return try PNGEncoder(settings: outputs.pngSettings, limits: outputs.pngLimits).encode(pixels)
    } catch {
      throw .encodingFailed(file: path, error)
    }
  }

  /// Each frame's display time: exactly 1/fps for whole frame rates up to 65535, otherwise
  /// the nearest millisecond.
  private static func delay(fps: Double) -> FrameDelay {
    if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) {
      return FrameDelay(framesPerSecond: UInt16(fps))
    }
    return FrameDelay(
      numerator: UInt16(max(1, min(65_535, (1000 / fps).rounded()))), denominator: 1000)
  }
}
