import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// The common rules are stored on a path inlined in the chain's methods, which runs the full
/// rule only to warn: these cases check that the two paths keep PinLayout's rules between them.
@MainActor
@Suite("Rules stored quietly, and their conflicts")
struct QuietStoreTests {
  @Test("Restating a rule with the same value is silent; margins keep the last value")
  func sameValueTwice() {
    let (frame, warnings) = inPinRuntime { () -> CGRect in
      let fixture = TwoBranchFixture()
      fixture.bView.pin.top(10).top(10).left(5).left(5).width(20).width(20).height(30)
        .marginTop(3).marginTop(4).marginHorizontal(2).marginLeft(1)
      return fixture.bView.frame
    }
    #expect(frame == rect(6, 14, 20, 30))
    #expect(warnings.isEmpty)
  }

  @Test("A sibling's edge stored quietly still wins over a later edge, which warns")
  func relativeThenEdge() {
    let (frames, warnings) = inPinRuntime { () -> [CGRect] in
      let fixture = TwoBranchFixture()
      let (a, b) = (fixture.aView, fixture.bView)
      b.pin.below(of: a, aligned: .left).below(of: a, aligned: .left).width(50).height(20)
      let first = b.frame
      b.pin.below(of: a).top(5).height(20)
      let second = b.frame
      b.pin.top(to: a.edge.bottom).top(to: a.edge.bottom).bottom(7)
      return [first, second, b.frame]
    }
    #expect(frames == [rect(140, 160, 50, 20), rect(140, 160, 50, 20), rect(140, 160, 50, 233)])
    #expect(
      warnings == [
        "PinLayout Conflict: top(5) won't be applied since it value has already been set to "
          + "160.0."
      ])
  }

  @Test("An edge set first makes a sibling's relative rule warn and keeps the edge")
  func edgeThenRelative() {
    let (frame, warnings) = inPinRuntime { () -> CGRect in
      let fixture = TwoBranchFixture()
      fixture.bView.pin.top(5).below(of: fixture.aView).height(20)
      return fixture.bView.frame
    }
    #expect(frame == rect(160, 5, 110, 20))
    #expect(
      warnings == [
        "PinLayout Conflict: below(of: (BasicView, Frame: (140.0, 100.0, 100.0, 60.0))) won't be "
          + "applied since it value has already been set to 5.0."
      ])
  }

  @Test("A centre and an edge conflict whichever path stored the first one")
  func centreAndEdge() {
    let (frames, warnings) = inPinRuntime { () -> [CGRect] in
      let fixture = TwoBranchFixture()
      let view = fixture.bView
      view.pin.hCenter(to: fixture.aView.edge.hCenter).left(3).width(40)
      let first = view.frame
      view.pin.left(3).hCenter(to: fixture.aView.edge.hCenter).width(40)
      return [first, view.frame]
    }
    #expect(frames == [rect(170, 200, 40, 80), rect(3, 200, 40, 80)])
    #expect(
      warnings == [
        "PinLayout Conflict: left(3) won't be applied since it conflicts with the following "
          + "already set properties:\n Horizontal Center: 190.0",
        "PinLayout Conflict: hCenter(to: .hCenter, of: (BasicView, Frame: (140.0, 100.0, 100.0, "
          + "60.0))) won't be applied since it conflicts with the following already set "
          + "properties:\n left: 3.0",
      ])
  }

  @Test("Values the quiet path refuses reach the full rule, which warns and stores nothing")
  func refusedValues() {
    let (frame, warnings) = inPinRuntime { () -> CGRect in
      let fixture = TwoBranchFixture()
      fixture.bView.pin.top(.nan).left(.infinity).width(-1).height(.nan).marginTop(.nan)
        .marginHorizontal(.infinity)
      return fixture.bView.frame
    }
    #expect(frame == rect(160, 200, 110, 80))
    #expect(
      warnings.map { $0.components(separatedBy: " won't")[0] } == [
        "PinLayout Warning: top(nan)", "PinLayout Warning: left(inf)",
        "PinLayout Warning: width(-1.0)", "PinLayout Warning: height(nan)",
        "PinLayout Warning: marginTop(nan)", "PinLayout Warning: marginHorizontal(inf)",
        "PinLayout Warning: marginHorizontal(inf)",
      ])
  }
}
