import Foundation
import PinframeRaster

/// Reads an animated PNG frame by frame, composited to full canvases.
///
/// The chunk structure is checked up front (CRCs, sequence numbers, fcTL regions and ops, frame
/// count); each frame's pixels are decoded by libpng only when ``nextFrame()`` reaches it, and
/// only the canvas and the current frame are held in memory. A PNG without acTL reads as one
/// frame with a zero delay. Opening a file allocates no pixels: its size and frame count are
/// known before any frame is decoded.
///
/// ```swift
/// var reader = try APNGReader(data: data)
/// while let frame = try reader.nextFrame() { check(frame.bitmap, frame.delay) }
/// ```
public struct APNGReader: Sendable {
  /// The canvas width in pixels.
  public let width: Int
  /// The canvas height in pixels.
  public let height: Int
  /// How many frames the animation has.
  public var frameCount: Int { plans.count }
  /// How many times the animation plays; 0 means forever.
  public let loopCount: Int

  let data: [UInt8]
  let plans: [APNGFramePlan]
  let textChunks: [PNGChunk]
  let header: PNGHeaderFields
  let paletteChunks: [UInt8]
  let decoder: PNGDecoder
  var canvas: [UInt8]
  var nextIndex = 0
  var pendingDisposal: PendingDisposal?

  /// What the previous frame's dispose op asks for before the next frame is drawn.
  struct PendingDisposal: Sendable {
    var region: PNGRect
    var disposal: APNGFrameControl.Disposal
    var saved: [UInt8]
  }

  /// Reads and checks the chunk structure of an APNG (or PNG).
  ///
  /// - Throws: ``PNGError`` of kind `notPNG`, `truncated` or `corrupt` for a damaged file,
  ///   `invalidAnimation` for inconsistent APNG chunks, `tooLarge` for a canvas or a frame count
  ///   over the options' limits.
  public init(data: some ContiguousBytes, options: PNGDecoder.Options = .init()) throws(PNGError) {
    let data = data.withUnsafeBytes { [UInt8]($0) }
    let decoder = PNGDecoder(options: options)
    let (header, plans, loopCount, palette, text) = try data.withPNGBytes {
      bytes throws(PNGError) in
      let chunks = try PNGChunk.chunks(in: bytes, verifyingCRC: true)
      let header = try PNGHeaderFields(chunks[0], in: bytes)
      try decoder.checkPixelLimit(width: header.width, height: header.height)
      let animation = try APNGFramePlan.plans(
        chunks, in: bytes, canvas: header, frameLimit: options.frameLimit)
      let palette = chunks.filter { [.plte, .trns].contains($0.type) }.flatMap {
        bytes[$0.offset..<$0.data.upperBound + 4]
      }
      let plain = APNGFramePlan(
        control: APNGFrameControl(
          region: PNGRect(x: 0, y: 0, width: header.width, height: header.height),
          delay: FrameDelay(numerator: 0, denominator: 100)),
        controlOffset: 0, usesDefaultImage: true)
      let text = chunks.filter { [.text, .ztxt, .itxt].contains($0.type) }
      return (header, animation?.frames ?? [plain], animation?.loopCount ?? 0, palette, text)
    }
    self.data = data
    self.decoder = decoder
    self.header = header
    self.plans = plans
    textChunks = text
    self.loopCount = loopCount
    paletteChunks = palette
    width = header.width
    height = header.height
    canvas = []  // allocated by the first frame: opening a file only reads its structure
  }

  /// The file's tEXt, zTXt and iTXt chunks that `selection` names, by keyword, read (and
  /// inflated) now, within the options' ``PNGLimits/chunkByteLimit`` and
  /// ``PNGLimits/textByteLimit``; the chunks were found when the file was opened.
  public func text(_ selection: PNGTextSelection = .all) -> [String: String] {
    data.withUnsafeBytes { bytes in decoder.text(selection, in: bytes, chunks: textChunks) }
  }

  /// The next frame, or nil after the last one.
  ///
  /// - Throws: ``PNGError`` when the frame's image data does not decode; the message names the
  ///   frame and its fcTL.
  public mutating func nextFrame() throws(PNGError) -> APNGFrame? {
    guard nextIndex < plans.count else { return nil }
    let plan = plans[nextIndex]
    let pixels = try framePixels(plan)
    if canvas.isEmpty { canvas = [UInt8](repeating: 0, count: width * height * 4) }
    applyPendingDisposal()
    let region = plan.control.region
    let disposal = plan.control.disposal
    pendingDisposal = PendingDisposal(
      region: region, disposal: nextIndex == 0 && disposal == .previous ? .background : disposal,
      saved: disposal == .previous && nextIndex > 0 ? copy(region) : [])
    draw(pixels, in: region, blend: plan.control.blend)
    defer { nextIndex += 1 }
    do {
      let bitmap = try Bitmap(width: width, height: height, pixels: canvas, pixelLimit: .max)
      return APNGFrame(index: nextIndex, bitmap: bitmap, delay: plan.control.delay)
    } catch {
      throw PNGError(.corrupt, "APNG frame \(nextIndex) does not form a bitmap: \(error)")
    }
  }

  private func framePixels(_ plan: APNGFramePlan) throws(PNGError) -> Bitmap {
    do {
      if plan.usesDefaultImage { return try decoder.decode(data, text: .none).bitmap }
      var frameHeader = header
      frameHeader.width = plan.control.region.width
      frameHeader.height = plan.control.region.height
      let imageData = plan.data.flatMap { data[$0] }
      let png = APNGFrameStream.png(
        header: frameHeader, chunks: paletteChunks, imageData: imageData)
      return try decoder.decode(png, text: .none).bitmap
    } catch {
      guard plan.controlOffset > 0 else { throw error }  // a plain PNG: no frame to name
      throw PNGError(
        error.kind,
        "APNG frame \(nextIndex) (fcTL at byte \(plan.controlOffset)) does not decode: \(error.message)"
      )
    }
  }
}
