import Foundation
import Pinframe
import PinframeSpec
import PinframeTestSupport
import Testing

/// The longest animation a spec may have is written and read back by every command, and a
/// filmstrip too large to draw is refused before any frame is drawn.
@Suite("Limits shared by writers and readers")
struct LimitsAgreementTests {
  @Test("the spec limits' longest animation is exactly the APNG frame limit")
  func specLimitsMatchFrameLimit() {
    let limits = SpecLimits.standard
    #expect(
      Int(limits.maximumAnimationSeconds) * limits.maximumFramesPerSecond + 1
        == PNGLimits.standard.frameLimit)
  }

  @Test("animate writes 120 s at 240 fps (28,801 frames) and compare reads it back")
  func animateThenCompare() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("hostile/specs/longest-animation.json", to: "longest.json")
    let animate = try pinframe(
      ["animate", "longest.json", "-o", "longest.apng", "-q"], in: folder.url)
    #expect(animate.status == 0)
    #expect(animate.stderr.isEmpty)
    let compare = try pinframe(["compare", "longest.apng", "longest.apng"], in: folder.url)
    #expect(compare.status == 0)
    #expect(
      compare.stdout
        == "longest.apng and longest.apng have identical pixels (4×2 px), 28801 frames\n")
  }

  @Test("test --record all writes the 28,801-frame reference and the next test passes with it")
  func recordThenTest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("hostile/specs/longest-animation.json", to: "specs/longest.json")
    let record = try pinframe(["test", "specs", "--record", "all"], in: folder.url)
    #expect(record.status == 1)
    #expect(record.stdout.hasPrefix("REC  specs/longest.json\n"))
    let check = try pinframe(["test", "specs"], in: folder.url)
    #expect(check.status == 0)
    #expect(check.stdout.hasPrefix("PASS specs/longest.json\n"))
  }

  @Test("a filmstrip over the pixel limit is refused before any frame is drawn or written")
  func filmstripRefusedFirst() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture(
      "hostile/specs/longest-animation-large-canvas.json", to: "large.json")
    let run = try pinframe(
      [
        "animate", "large.json", "-o", "large.apng", "--filmstrip", "strip.png",
        "--filmstrip-every", "1", "--frames", "f",
      ],
      in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe animate: the filmstrip strip.png of 28801 frames would be 939×659748 px, over the limit of 100000000 pixels (RasterOptions.pixelLimit, PNGLimits.pixelLimit): show fewer frames (--filmstrip-every, a lower frame rate or a shorter animation), draw them smaller (--filmstrip-scale), or leave the filmstrip out\n"
    )
    #expect(folder.files() == ["large.json"])
  }
}
