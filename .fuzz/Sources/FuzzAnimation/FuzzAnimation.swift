import CFuzzDriver
import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator

/// Spec limits small enough that every input's animation samples in milliseconds.
private let specLimits: SpecLimits = {
  var limits = SpecLimits.standard
  limits.maximumViews = 100
  limits.maximumCanvasPixels = 256
  limits.maximumAnimationSeconds = 4
  return limits
}()

/// Feeds one input, as a spec with an animation, through the animation engine: every frame is
/// sampled at the spec's frame rate (at most 241 frames) and its presentation values checked.
///
/// A spec that does not decode or lay out is an expected outcome; a crash, a sanitizer report,
/// a hang, a frame count other than the clock's, or a frame whose display list has a canvas
/// of another size than the first is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnimation(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
  MainActor.assumeIsolated { sample(bytes) }
  return 0
}

@MainActor
private func sample(_ bytes: [UInt8]) {
  guard let spec = try? LayoutSpec(json: bytes, file: "fuzz.json", limits: specLimits),
    spec.animation != nil
  else { return }
  let scene = SpecScene(spec: spec, scale: 1)
  guard (try? scene.layout()) != nil, scene.animationLayoutPasses < 10_000,
    let expected = try? AnimationClock.frameCount(
      duration: scene.animationDuration, fps: Double(scene.framesPerSecond)),
    expected <= 241, var frames = try? scene.recordedFrames()
  else { return }
  var count = 0
  var size: (Int, Int)?
  while let frame = try? frames.next() {
    let canvas = (frame.displayList.width, frame.displayList.height)
    if let size { precondition(size == canvas, "frames of different canvas sizes") }
    size = canvas
    count += 1
    precondition(count <= expected + 1, "more frames than the clock counts")
  }
  precondition(count == 0 || count == expected, "frame count \(count), expected \(expected)")
}

/// Runs libFuzzer on ``fuzzAnimation(_:_:)`` with the command line's options.
@main
enum FuzzAnimationMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzAnimation))
  }
}
