import Foundation
import Pinframe
import Testing

@Suite("Work estimates and the work limit")
struct RenderWorkTests {
  @Test(
    "a list costs its canvas and the canvas pixels each shape covers; layered groups twice their content"
  )
  func pixels() {
    let list = DisplayList(
      width: 100, height: 50,
      commands: [
        .fill(Shape(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .red),  // 100
        // 10 × 10 of it on the canvas
        .stroke(Shape(rect: CGRect(x: 90, y: 40, width: 20, height: 20)), width: 1, .red),
        // 10 × 8 once scaled
        .beginClip(
          Shape(rect: CGRect(x: 0, y: 0, width: 5, height: 4), transform: .init(scaleX: 2, y: 2))),
        .beginGroup(opacity: 0.5),
        .fill(Shape(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .red),  // 16
        .fill(Shape(rect: CGRect(x: 6, y: 0, width: 4, height: 4)), .red),  // 16; group 10 × 4 → 80
        .endGroup,
        .endClip,
        .beginGroup(opacity: 1),  // drawn in place: no layer
        .fill(Shape(rect: CGRect(x: -50, y: -50, width: 1000, height: 1000)), .red),  // 5,000
        .endGroup,
      ])
    #expect(RenderWork.pixels(of: list) == 5_000 + 100 + 100 + 80 + 16 + 16 + 80 + 5_000)
  }

  @Test("a shadow costs eight times its blurred bounds: the caster grown by 1.5 × the radius")
  func shadows() {
    let shadow = Shadow(color: .black, offset: CGSize(width: 0, height: 2), radius: 4)
    let caster = Shape(rect: CGRect(x: 40, y: 40, width: 20, height: 20))
    let list = DisplayList(width: 100, height: 100, commands: [.shadow([caster], shadow)])
    // (40, 42, 20 × 20) grown by 6: 32 × 32 = 1,024 pixels, 8 passes.
    #expect(RenderWork.pixels(of: list) == 10_000 + 8 * 1_024)
    let content = DisplayList(
      width: 100, height: 100, commands: [.beginShadow(shadow), .fill(caster, .red), .endShadow])
    // The fill (400), its layer twice (800), the shadow (8 × 1,024).
    #expect(RenderWork.pixels(of: content) == 10_000 + 400 + 800 + 8 * 1_024)
  }

  @Test("shapes of any size or transform never overflow the estimate")
  func huge() {
    let shape = Shape(
      rect: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
      transform: .init(scaleX: 1e300, y: 1e300))
    let list = DisplayList(
      width: 8_192, height: 8_192, commands: Array(repeating: .fill(shape, .red), count: 1_000))
    #expect(RenderWork.pixels(of: list) == 8_192 * 8_192 * 1_001)
  }

  @Test("over the limit is an error with the estimate, the limit and how to raise it")
  func limit() {
    let limit = WorkLimit(pixels: 1_000_000_000)
    #expect(throws: Never.self) {
      try limit.check(1_000_000_000, for: "x", raise: "--work-limit 2")
    }
    #expect(
      throws: RecordingError.overLimit(
        "the spec a.json would composite about 1.5 billion pixels, over the work limit of 1.0 billion (it would take a long time): draw less (a smaller canvas or scale, fewer or smaller views, fewer frames) or raise the limit with --work-limit 2"
      )
    ) { try limit.check(1_500_000_000, for: "the spec a.json", raise: "--work-limit 2") }
    #expect(WorkLimit.standard.pixels == 100_000_000_000)
  }

  @Test("a recording's estimate is frames × the first frame, plus the filmstrip")
  func recording() {
    let first = DisplayList(width: 100, height: 100, commands: [])
    var outputs = RecordingOutputs(
      directory: URL(fileURLWithPath: "/tmp"), name: "x", filmstripScale: nil)
    #expect(outputs.estimatedWork(frameCount: 1_000, firstFrame: first) == 10_000_000)
    outputs.filmstripScale = 0.5
    let strip = Filmstrip(frameWidth: 100, frameHeight: 100, scale: 0.5).size(frameCount: 1_000)
    #expect(
      outputs.estimatedWork(frameCount: 1_000, firstFrame: first)
        == 10_000_000 + strip.width * strip.height + 2_500 * 1_000)
  }
}
