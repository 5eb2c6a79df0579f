import CFuzzDriver
import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator

/// Spec limits small enough that every input lays out, draws and encodes in milliseconds.
private let specLimits: SpecLimits = {
  var limits = SpecLimits.standard
  limits.maximumViews = 200
  limits.maximumCanvasPixels = 512
  limits.maximumAnimationSeconds = 2
  return limits
}()

/// The most pixels drawn for one input (``RenderWork``), frames included.
private let workLimit = 1 << 24

/// Feeds one input, as a spec, through layout, the rasterizer and PNG: the image is encoded
/// and decoded again, and an animation's frames are written as an APNG and read back.
///
/// Errors (a spec that does not decode or lay out, a limit) are expected outcomes; a crash, a
/// sanitizer report, a hang, or pixels that do not survive the round trip are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
  MainActor.assumeIsolated { render(bytes) }
  return 0
}

@MainActor
private func render(_ bytes: [UInt8]) {
  guard let spec = try? LayoutSpec(json: bytes, file: "fuzz.json", limits: specLimits) else {
    return
  }
  let scene = SpecScene(spec: spec, scale: 1)
  guard (try? scene.layout()) != nil, let list = try? scene.displayList(),
    RenderWork.pixels(of: list) <= workLimit, let image = try? Bitmap(rendering: list)
  else { return }
  checkRoundTrip(image)
  if spec.animation != nil { recordAndReadBack(scene) }
}

/// A PNG of `image` decodes to the same pixels.
private func checkRoundTrip(_ image: Bitmap) {
  guard let data = try? image.pngData(settings: .fast) else { return }
  precondition((try? Bitmap(pngData: data)) == image, "PNG round trip changed the pixels")
}

/// Records up to 24 frames at 10 fps into an APNG and checks that each reads back the same.
@MainActor
private func recordAndReadBack(_ scene: SpecScene) {
  guard var frames = try? scene.recordedFrames(fps: 10) else { return }
  var images: [Bitmap] = []
  var work = 0
  while images.count < 24, let frame = try? frames.next() {
    work += RenderWork.pixels(of: frame.displayList)
    guard work <= workLimit, let image = try? Bitmap(rendering: frame.displayList) else { return }
    images.append(image)
  }
  guard let first = images.first,
    var writer = try? APNGWriter(width: first.width, height: first.height)
  else { return }
  for image in images { precondition((try? writer.append(image)) != nil, "APNG append failed") }
  guard let data = try? writer.finish(), var reader = try? APNGReader(data: data) else {
    preconditionFailure("the APNG written does not open")
  }
  precondition(reader.frameCount == images.count, "APNG frame count")
  for image in images {
    precondition((try? reader.nextFrame())?.bitmap == image, "APNG round trip changed a frame")
  }
}

/// Runs libFuzzer on ``fuzzRender(_:_:)`` with the command line's options.
@main
enum FuzzRenderMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzRender))
  }
}
