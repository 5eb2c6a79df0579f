import Foundation
import PinframeGraphics
import PinframeLayout
import PinframeViews
import Testing

/// WrapContentSpec's hierarchy: root at (0, 100, 400×400) holding aView (20, 10, 200×100) with
/// three children placed by each case; scale 2.
@MainActor
final class WrapFixture {
  let rootView = BasicView("root", rect(0, 100, 400, 400))
  let aView = BasicView("a", rect(20, 10, 200, 100))
  let children = [
    BasicView("child1", .zero), BasicView("child2", .zero), BasicView("child3", .zero),
  ]

  init(children frames: [CGRect]) {
    rootView.addSubview(aView)
    for (child, frame) in zip(children, frames) {
      aView.addSubview(child)
      child.frame = frame
    }
  }
}

/// Children in a row at y 120; the third one starts at `thirdY`.
private func row(thirdY: CGFloat = 120) -> [CGRect] {
  [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, thirdY, 60, 60)]
}

@MainActor
private func expectWrap(
  _ children: [CGRect], container: CGRect, _ expectedChildren: [CGRect],
  sourceLocation: SourceLocation = #_sourceLocation, _ layout: (WrapFixture) -> Void
) {
  let (fixture, _) = inPinRuntime(scale: 2) { () -> WrapFixture in
    let fixture = WrapFixture(children: children)
    layout(fixture)
    return fixture
  }
  #expect(fixture.aView.frame == container, sourceLocation: sourceLocation)
  #expect(fixture.children.map(\.frame) == expectedChildren, sourceLocation: sourceLocation)
}

@MainActor
@Suite("wrapContent (WrapContentSpec)")
struct WrapContentTests {
  private let tight = [rect(0, 0, 100, 40), rect(100, 0, 60, 60), rect(200, 0, 60, 60)]

  @Test("wrapContent(), (.all) and (.horizontally) + (.vertically) wrap tightly")
  func tightWrap() {
    expectWrap(row(), container: rect(20, 10, 260, 60), tight) { $0.aView.pin.wrapContent() }
    expectWrap(row(), container: rect(20, 10, 260, 60), tight) { $0.aView.pin.wrapContent(.all) }
    expectWrap(row(), container: rect(20, 10, 260, 60), tight) {
      $0.aView.pin.wrapContent(.horizontally)
      $0.aView.pin.wrapContent(.vertically)
    }
  }

  @Test("wrapContent on one axis leaves the other alone")
  func oneAxis() {
    expectWrap(
      row(), container: rect(20, 10, 260, 100),
      [rect(0, 120, 100, 40), rect(100, 120, 60, 60), rect(200, 120, 60, 60)]
    ) { $0.aView.pin.wrapContent(.horizontally) }
    expectWrap(
      row(), container: rect(20, 10, 200, 60),
      [rect(160, 0, 100, 40), rect(260, 0, 60, 60), rect(360, 0, 60, 60)]
    ) { $0.aView.pin.wrapContent(.vertically) }
  }

  @Test("Overlapping, zero-sized and negatively placed subviews")
  func unions() {
    expectWrap(
      [rect(160, 120, 100, 40), rect(180, 140, 60, 60), rect(220, 180, 60, 60)],
      container: rect(20, 10, 120, 120),
      [rect(0, 0, 100, 40), rect(20, 20, 60, 60), rect(60, 60, 60, 60)]
    ) { $0.aView.pin.wrapContent() }
    expectWrap(
      [rect(160, 120, 0, 0), rect(180, 140, 0, 0), rect(220, 180, 0, 0)],
      container: rect(20, 10, 60, 60), [rect(0, 0, 0, 0), rect(20, 20, 0, 0), rect(60, 60, 0, 0)]
    ) { $0.aView.pin.wrapContent() }
    expectWrap(
      [rect(-40, -40, 100, 40), rect(350, 120, 60, 60), rect(350, -100, 60, 60)],
      container: rect(20, 10, 450, 280),
      [rect(0, 60, 100, 40), rect(390, 220, 60, 60), rect(390, 0, 60, 60)]
    ) { $0.aView.pin.wrapContent() }
  }

  @Test("Padding: values, insets, per axis and negative")
  func padding() {
    let padded = [rect(10, 10, 100, 40), rect(110, 10, 60, 60), rect(210, 10, 60, 60)]
    let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let negative = PEdgeInsets(top: -10, left: -20, bottom: -30, right: -40)
    expectWrap(row(), container: rect(20, 10, 280, 80), padded) {
      $0.aView.pin.wrapContent(padding: 10)
    }
    expectWrap(row(), container: rect(60, 160, 280, 80), padded) {
      $0.aView.pin.wrapContent(padding: 10).center()
    }
    expectWrap(
      row(), container: rect(20, 10, 280, 100),
      [rect(10, 120, 100, 40), rect(110, 120, 60, 60), rect(210, 120, 60, 60)]
    ) { $0.aView.pin.wrapContent(.horizontally, padding: 10) }
    expectWrap(
      row(thirdY: 140), container: rect(20, 10, 200, 100),
      [rect(160, 10, 100, 40), rect(260, 10, 60, 60), rect(360, 30, 60, 60)]
    ) { $0.aView.pin.wrapContent(.vertically, padding: 10) }
    expectWrap(
      row(thirdY: 160), container: rect(20, 10, 240, 100),
      [rect(-10, 120, 100, 40), rect(90, 120, 60, 60), rect(190, 160, 60, 60)]
    ) { $0.aView.pin.wrapContent(.horizontally, padding: -10) }
    expectWrap(
      row(thirdY: 160), container: rect(20, 10, 200, 80),
      [rect(160, -10, 100, 40), rect(260, -10, 60, 60), rect(360, 30, 60, 60)]
    ) { $0.aView.pin.wrapContent(.vertically, padding: -10) }
    let insetChildren = [rect(20, 10, 100, 40), rect(120, 10, 60, 60), rect(220, 30, 60, 60)]
    expectWrap(row(thirdY: 140), container: rect(20, 10, 320, 120), insetChildren) {
      $0.aView.pin.wrapContent(padding: insets)
    }
    expectWrap(row(thirdY: 140), container: rect(20, 10, 320, 120), insetChildren) {
      $0.aView.pin.wrapContent(.all, padding: insets)
    }
    expectWrap(
      row(thirdY: 140), container: rect(20, 10, 320, 100),
      [rect(20, 120, 100, 40), rect(120, 120, 60, 60), rect(220, 140, 60, 60)]
    ) { $0.aView.pin.wrapContent(.horizontally, padding: insets) }
    expectWrap(
      row(thirdY: 140), container: rect(20, 10, 200, 120),
      [rect(160, 10, 100, 40), rect(260, 10, 60, 60), rect(360, 30, 60, 60)]
    ) { $0.aView.pin.wrapContent(.vertically, padding: insets) }
    expectWrap(
      row(thirdY: 140), container: rect(20, 10, 200, 40),
      [rect(-20, -10, 100, 40), rect(80, -10, 60, 60), rect(180, 10, 60, 60)]
    ) { $0.aView.pin.wrapContent(.all, padding: negative) }
  }

  @Test("Min/max apply to the container; the subviews are not moved again")
  func withMinMax() {
    let staggered = [rect(160, 120, 100, 40), rect(260, 130, 60, 60), rect(360, 140, 60, 60)]
    let wrapped = [rect(0, 0, 100, 40), rect(100, 10, 60, 60), rect(200, 20, 60, 60)]
    expectWrap(staggered, container: rect(20, 10, 200, 50), wrapped) {
      $0.aView.pin.wrapContent().maxWidth(200).maxHeight(50)
    }
    expectWrap(staggered, container: rect(20, 10, 300, 100), wrapped) {
      $0.aView.pin.wrapContent().minWidth(300).minHeight(100)
    }
  }

  @Test("Without subviews wrapContent does nothing; a conflicting width warns")
  func edgeCases() {
    let (fixture, warnings) = inPinRuntime { () -> WrapFixture in
      let fixture = WrapFixture(children: [])
      fixture.aView.pin.wrapContent(padding: 10)
      return fixture
    }
    #expect(fixture.aView.frame == rect(20, 10, 200, 100))
    #expect(warnings.isEmpty)
    let (_, conflict) = inPinRuntime { () -> Void in
      WrapFixture(children: row()).aView.pin.width(100).wrapContent(.horizontally, padding: 10)
    }
    #expect(
      conflict == [
        "PinLayout Conflict: wrapContent(.horizontally, padding: 10.0) won't be applied since it "
          + "value has already been set to 100.0."
      ])
  }
}
