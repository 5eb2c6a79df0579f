import Foundation
import Pinframe
import PinframeTesting
import Testing

/// Swift Testing runs these cases in parallel on the main actor, interleaved at every `await`:
/// each must see only its own views, clock and warnings.
@MainActor
@Suite("Each Swift Testing test has its own view runtime")
struct ParallelTestRuntimeTests {
  @Test(
    "50 animation tests in parallel, 20 recordings each, every recording has its own frames",
    arguments: 0..<50)
  func parallelRecordings(index: Int) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-parallel-\(index)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let runtime = ViewRuntime.current
    let duration = Double(index % 5 + 1) / 10
    for run in 0..<20 {
      let root = View(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
      root.backgroundColor = .white
      let dot = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      dot.backgroundColor = .black
      root.addSubview(dot)
      var frames = try AnimationRecorder(view: root, scale: 1).frames {
        UIView.animate(withDuration: duration) { dot.frame.origin.x = 7 }
      }
      let outputs = RecordingOutputs(
        directory: folder, name: "run\(run)", writesAnimatedPNG: false, filmstripScale: nil)
      let result = try await RecordingWriter(outputs: outputs).write(&frames)
      #expect(result.frameCount == Int((duration * 60).rounded()) + 1)
      let last = try Bitmap(
        pngData: Data(contentsOf: outputs.frameURL(result.frameCount - 1)))
      #expect(last[7, 0] == Color.black.rgba8)
      #expect(last[0, 0] == Color.white.rgba8)
    }
    #expect(ViewRuntime.current === runtime)
    #expect(runtime !== ViewRuntime.shared)
    #expect(AnimationClock.current.isIdle)
  }

  @Test("a test's warnings and layout direction stay its own", arguments: [false, true])
  func warningsAndTraits(rightToLeft: Bool) async {
    let runtime = ViewRuntime.current
    runtime.printsWarnings = false
    if rightToLeft { runtime.userInterfaceLayoutDirection = .rightToLeft }
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    if rightToLeft { view.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0) }
    await Task.yield()
    #expect(
      view.effectiveUserInterfaceLayoutDirection == (rightToLeft ? .rightToLeft : .leftToRight))
    #expect(runtime.warnings.count == (rightToLeft ? 1 : 0))
    #expect(ViewRuntime.shared.userInterfaceLayoutDirection == .leftToRight)
  }
}
