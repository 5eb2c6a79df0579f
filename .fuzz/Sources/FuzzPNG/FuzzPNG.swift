import CFuzzDriver
import CPNGMutator
import Foundation
import Pinframe

/// Limits small enough that every input decodes within libFuzzer's memory and time budget.
private let options = PNGDecoder.Options(
  pixelLimit: 1 << 22, chunkByteLimit: 1 << 20, textByteLimit: 1 << 21)

/// The most pixels of a decoded image that are also drawn through a `UIImageView`.
private let drawnPixelLimit = 1 << 18

/// Feeds one input to the PNG header reader, the decoder and the APNG reader; a decoded image of
/// at most 2¹⁸ pixels is also drawn as a `UIImage` in a rotated `UIImageView` (its scale, content
/// mode and rendering mode taken from the input's last byte).
///
/// A typed error is the expected outcome for bad input; a crash, a sanitizer report, a hang or a
/// broken invariant (trap) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = [UInt8](UnsafeBufferPointer(start: start, count: count))
  let decoder = PNGDecoder(options: options)
  let info = Result { () throws(PNGError) in try decoder.info(data) }
  if let image = try? decoder.decode(data) {
    checkDecoded(image, info: info)
    let bitmap = image.bitmap
    if bitmap.width * bitmap.height <= drawnPixelLimit {
      let choice = data.last ?? 0
      MainActor.assumeIsolated { draw(bitmap, choice: choice) }
    }
  }
  readFrames(data)
  return 0
}

/// A decoded image has width × height RGBA8 pixels, and its header reads the same size (or,
/// for a PNG whose APNG chunks are broken, info reports the broken animation).
private func checkDecoded(_ image: PNGImage, info: Result<PNGInfo, PNGError>) {
  let bitmap = image.bitmap
  precondition(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "pixel count")
  switch info {
  case .success(let info):
    precondition(info.width == bitmap.width && info.height == bitmap.height, "info size")
  case .failure(let error):
    precondition(error.kind == .invalidAnimation, "decode succeeded but info failed: \(error)")
  }
}

/// Draws `bitmap` as a `UIImage` (scale 1–3, template or not) in a 40 × 30 pt `UIImageView`
/// with one of the content modes, turned by 30°, at scale 2: the image sampler's paths
/// (copied, area-averaged, bilinear, tinted) on every size the decoder gives.
@MainActor
private func draw(_ bitmap: Bitmap, choice: UInt8) {
  guard let cgImage = CGImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
  else { return }
  var image = UIImage(cgImage: cgImage, scale: CGFloat(1 + choice % 3))
  if choice & 0x80 != 0 { image = image.withTintColor(.systemRed) }
  let view = UIImageView(image: image)
  let modes = View.ContentMode.allCases
  view.contentMode = modes[Int(choice / 3) % modes.count]
  view.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
  container.addSubview(view)
  view.center = CGPoint(x: 30, y: 30)
  view.transform = CGAffineTransform(rotationAngle: .pi / 6)
  guard let list = try? DisplayList(view: container, scale: 2) else { return }
  precondition((try? Bitmap(rendering: list))?.width == 120, "the image view did not draw")
}

/// Reads every frame; each is a whole canvas, and the reader stops after `frameCount` frames.
private func readFrames(_ data: [UInt8]) {
  guard var reader = try? APNGReader(data: data, options: options) else { return }
  var frames = 0
  while let frame = try? reader.nextFrame() {
    precondition(frame.index == frames, "frame index")
    precondition(frame.bitmap.width == reader.width && frame.bitmap.height == reader.height)
    frames += 1
  }
  precondition(frames <= reader.frameCount, "more frames than declared")
}

/// Runs libFuzzer on ``fuzzPNG(_:_:)`` with the command line's options.
@main
enum FuzzPNGMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzPNG))
  }
}
