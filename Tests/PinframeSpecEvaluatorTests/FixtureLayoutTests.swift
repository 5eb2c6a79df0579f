import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import Testing

@Suite("Fixture specs laid out")
@MainActor
struct FixtureLayoutTests {
  @Test("card: a card below the safe area with an avatar, texts, a button and a badge")
  func card() throws {
    let scene = try laidOutFixture("card")
    #expect(scene.frame("card") == CGRect(x: 16, y: 47, width: 358, height: 140))
    #expect(scene.frame("avatar") == CGRect(x: 16, y: 16, width: 72, height: 72))
    #expect(scene.frame("title") == CGRect(x: 100, y: 16, width: 242, height: 20))
    #expect(scene.frame("subtitle") == CGRect(x: 100, y: 44, width: 215, height: 14))
    #expect(scene.frame("button") == CGRect(x: 254, y: 92, width: 88, height: 32))
    #expect(scene.frame("badge") == CGRect(x: 78, y: 6, width: 20, height: 20))
    #expect(scene.warnings.isEmpty)
  }

  @Test("edges: pinFrame, edges and anchors of other views, insets, arithmetic, between")
  func edges() throws {
    let scene = try laidOutFixture("edges")
    #expect(scene.frame("header") == CGRect(x: 0, y: 0, width: 320, height: 80))
    #expect(scene.frame("content") == CGRect(x: 8, y: 88, width: 304, height: 214))
    #expect(scene.frame("dot") == CGRect(x: 152, y: 107, width: 12, height: 12))
    #expect(scene.frame("tail") == CGRect(x: 280, y: 95, width: 12, height: 12))
    // bar runs before tail, so the first pass sees tail's zero frame, as PinLayout would.
    #expect(scene.frame("bar") == CGRect(x: 0, y: 111, width: 152, height: 4))
    try scene.layout()
    #expect(scene.frame("bar") == CGRect(x: 164, y: 111, width: 116, height: 4))
  }

  @Test(
    "fallback: the views' y for every combination of hidden views (the table of the Coming from PinLayout article)",
    arguments: [
      (false, false, false, 12.0, 124.0, 236.0), (true, false, false, 12, 12, 124),
      (false, true, false, 12, 124, 124), (true, true, false, 12, 12, 12),
      (false, false, true, 12, 124, 236), (true, false, true, 12, 12, 124),
      (false, true, true, 12, 124, 124), (true, true, true, 12, 12, 12),
    ])
  func fallback(
    redHidden: Bool, blueHidden: Bool, greenHidden: Bool, red: Double, blue: Double, green: Double
  ) throws {
    let scene = try laidOutFixture("fallback")
    scene.views["red"]?.isHidden = redHidden
    scene.views["blue"]?.isHidden = blueHidden
    scene.views["green"]?.isHidden = greenHidden
    try scene.layout()
    let frames = scene.frames.map(\.frame)
    #expect(frames.map(\.minY) == [red, blue, green].map { CGFloat($0) })
    #expect(frames.map(\.minX) == [50, 50, 50])
    #expect(scene.warnings.isEmpty)
  }
}
