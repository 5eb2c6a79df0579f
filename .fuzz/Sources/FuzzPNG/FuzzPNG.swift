import CFuzzDriver
import CPNGMutator
import Foundation
import Pinframe

/// Limits small enough that every input decodes within libFuzzer's memory and time budget.
private let options = PNGDecoder.Options(
  pixelLimit: 1 << 22, chunkByteLimit: 1 << 20, textByteLimit: 1 << 21)

/// Feeds one input to the PNG header reader, the decoder and the APNG reader.
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
