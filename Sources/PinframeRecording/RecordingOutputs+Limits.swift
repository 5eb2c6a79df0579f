import PinframePNG
import PinframeRaster

extension RecordingOutputs {
  /// The most pixels the filmstrip may have: the smaller of the rasterizer's and the readers'
  /// pixel limits, so that it can be drawn and read back.
  public var filmstripPixelLimit: Int {
    min(rasterOptions.pixelLimit, pngLimits.pixelLimit)
  }

  /// Checks, before any frame is drawn, that a recording of `frameCount` frames of
  /// `width × height` pixels fits the limits of every file these outputs write.
  ///
  /// - Throws: ``RecordingError/overLimit(_:)`` naming the file, the limit and how to raise it:
  ///   frames over `PNGLimits/frameLimit` for the animated PNG, a frame over the pixel
  ///   limits, or a filmstrip over ``filmstripPixelLimit``.
  public func checkLimits(frameCount: Int, width: Int, height: Int) throws(RecordingError) {
    do {
      try pngLimits.checkPixelsToWrite(width: width, height: height, subject: "a frame")
      if writesAnimatedPNG { try pngLimits.checkFramesToWrite(frameCount) }
    } catch {
      throw .overLimit("cannot record \(animatedPNGURL.lastPathComponent): \(error.message)")
    }
    guard let strip = filmstrip(width: width, height: height) else { return }
    try checkFilmstrip(
      strip, frameCount: Filmstrip.includedCount(of: frameCount, every: filmstripEvery))
  }

  /// Throws ``RecordingError/overLimit(_:)`` when `strip` with `frameCount` frames would be
  /// over ``filmstripPixelLimit``.
  func checkFilmstrip(_ strip: Filmstrip, frameCount: Int) throws(RecordingError) {
    let size = strip.size(frameCount: frameCount)
    let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
    guard overflow || pixels > filmstripPixelLimit else { return }
    throw .overLimit(
      "the filmstrip \(filmstripURL.lastPathComponent) of \(frameCount) frames would be \(size.width)×\(size.height) px, over the limit of \(filmstripPixelLimit) pixels (RasterOptions.pixelLimit, PNGLimits.pixelLimit): show fewer frames (--filmstrip-every, a lower frame rate or a shorter animation), draw them smaller (--filmstrip-scale), or leave the filmstrip out"
    )
  }
}

extension RecordingOutputs {
  /// The estimated pixels composited to record `frameCount` frames like `firstFrame`.
  ///
  /// Each frame counts once (``RenderWork``), and the filmstrip's canvas and scaled frames
  /// when there is one. Checked against a ``WorkLimit`` before any frame is drawn.
  public func estimatedWork(frameCount: Int, firstFrame: DisplayList) -> Int {
    let frame = RenderWork.pixels(of: firstFrame)
    var total = frame.multipliedClamped(by: frameCount)
    guard let strip = filmstrip(width: firstFrame.width, height: firstFrame.height) else {
      return total
    }
    let shown = Filmstrip.includedCount(of: frameCount, every: filmstripEvery)
    let size = strip.size(frameCount: shown)
    let scaled = Int(min(Double(frame) * strip.scale * strip.scale, Double(Int.max / 2)))
    total = total.addingClamped(size.width.multipliedClamped(by: size.height))
    return total.addingClamped(scaled.multipliedClamped(by: shown))
  }
}
