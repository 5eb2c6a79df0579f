import Foundation
import PinframeGraphics
import PinframeLayout
import PinframeViews
import Testing

/// TransformSpec's hierarchy: root (400×400, in a zero-sized controller view) holding aView
/// (140, 100, 200×120) and bView (0, 0, 100×50) with bViewChild.
@MainActor
final class TransformFixture {
  let controllerView = BasicView("controller", .zero)
  let rootView = BasicView("root", rect(0, 0, 400, 400))
  let aView = BasicView("a", rect(140, 100, 200, 120))
  let bView = BasicView("b", rect(0, 0, 100, 50))
  let bViewChild = BasicView("bChild", rect(40, 10, 60, 20))

  init() {
    controllerView.addSubview(rootView)
    rootView.addSubview(aView)
    rootView.addSubview(bView)
    bView.addSubview(bViewChild)
  }
}

private let double = CGAffineTransform(scaleX: 2, y: 2)

/// The frames and bounds a case must end with.
private struct Expected {
  var aFrame: CGRect?
  var aBounds: CGRect?
  var rootFrame: CGRect?
  var bFrame: CGRect?
  var bBounds: CGRect?
}

@MainActor
private func expectTransformed(
  _ expected: Expected, sourceLocation: SourceLocation = #_sourceLocation,
  _ layout: (TransformFixture) -> Void
) {
  let (fixture, _) = inPinRuntime { () -> TransformFixture in
    let fixture = TransformFixture()
    layout(fixture)
    return fixture
  }
  let actual = Expected(
    aFrame: fixture.aView.frame, aBounds: fixture.aView.bounds, rootFrame: fixture.rootView.frame,
    bFrame: fixture.bView.frame, bBounds: fixture.bView.bounds)
  let pairs: [(CGRect?, CGRect?)] = [
    (expected.aFrame, actual.aFrame), (expected.aBounds, actual.aBounds),
    (expected.rootFrame, actual.rootFrame), (expected.bFrame, actual.bFrame),
    (expected.bBounds, actual.bBounds),
  ]
  for (want, got) in pairs where want != nil {
    #expect(got == want, sourceLocation: sourceLocation)
  }
}

@MainActor
@Suite("pin keeps transforms, pinFrame works on frames (TransformSpec)")
struct TransformTests {
  @Test("A scaled view keeps its transform: the untransformed rect is pinned")
  func scaledChild() {
    expectTransformed(Expected(aFrame: rect(100, 100, 100, 50))) {
      $0.aView.pin.top(100).left(100).width(100).height(50)
    }
    expectTransformed(Expected(aFrame: rect(50, 75, 200, 100), aBounds: rect(0, 0, 100, 50))) {
      $0.aView.transform = double
      $0.aView.pin.top(100).left(100).width(100).height(50)
    }
    expectTransformed(Expected(aFrame: rect(100, 100, 100, 50))) {
      $0.aView.transform = double
      $0.aView.pin.top(100).left(100).width(100).height(50)
      $0.aView.transform = .identity
    }
    expectTransformed(Expected(aFrame: rect(50, 75, 200, 100))) {
      $0.aView.pin.top(100).left(100).width(100).height(50)
      $0.aView.transform = double
    }
  }

  @Test("A scaled superview: edges and percentages use its untransformed size")
  func scaledParent() {
    let whole = Expected(aFrame: rect(0, 0, 400, 400), rootFrame: rect(-200, -200, 800, 800))
    expectTransformed(Expected(aFrame: rect(0, 0, 400, 400), rootFrame: rect(0, 0, 400, 400))) {
      $0.aView.pin.top().bottom().left().right()
    }
    expectTransformed(whole) {
      $0.rootView.transform = double
      $0.aView.pin.top().bottom().left().right()
    }
    expectTransformed(whole) {
      $0.rootView.transform = double
      $0.aView.pin.top().left().width(100%).height(100%)
    }
    expectTransformed(whole) {
      $0.rootView.transform = double
      $0.aView.pin.topLeft().bottomRight()
    }
    expectTransformed(whole) {
      $0.rootView.transform = double
      $0.aView.pin.topLeft(to: $0.rootView.anchor.topLeft)
        .bottomRight(to: $0.rootView.anchor.bottomRight)
    }
    expectTransformed(
      Expected(
        aFrame: rect(0, 0, 400, 400), aBounds: rect(0, 0, 400, 400),
        rootFrame: rect(-100, -100, 800, 800))
    ) {
      $0.rootView.frame = rect(100, 100, 400, 400)
      $0.rootView.transform = double
      $0.aView.pin.topLeft(to: $0.rootView.anchor.topLeft)
        .bottomRight(to: $0.rootView.anchor.bottomRight)
    }
    expectTransformed(
      Expected(aFrame: rect(-200, -200, 800, 800), aBounds: rect(0, 0, 400, 400))
    ) {
      $0.rootView.transform = double
      $0.aView.transform = double
      $0.aView.pin.topLeft().bottomRight()
    }
  }

  @Test("Anchors and edges of scaled references use their untransformed rect")
  func scaledReferences() {
    expectTransformed(
      Expected(
        aFrame: rect(0, 0, 200, 120), bFrame: rect(-50, -25, 200, 100), bBounds: rect(0, 0, 100, 50)
      )
    ) {
      $0.bView.transform = double
      $0.aView.pin.topLeft(to: $0.bView.anchor.topLeft)
    }
    expectTransformed(Expected(aFrame: rect(0, 0, 100, 50), aBounds: rect(0, 0, 100, 50))) {
      $0.bView.transform = double
      $0.aView.pin.top().left().bottomRight(to: $0.bView.anchor.bottomRight)
    }
    expectTransformed(Expected(aFrame: rect(-200, -200, 800, 800))) {
      $0.aView.transform = double
      $0.aView.pin.topLeft(to: $0.rootView.anchor.topLeft)
        .bottomRight(to: $0.rootView.anchor.bottomRight)
    }
    expectTransformed(Expected(aFrame: rect(140, 0, 200, 400), aBounds: rect(0, 0, 200, 400))) {
      $0.aView.pin.top(to: $0.rootView.edge.top).bottom(to: $0.rootView.edge.bottom)
    }
    expectTransformed(Expected(aFrame: rect(40, -200, 400, 800), aBounds: rect(0, 0, 200, 400))) {
      $0.aView.transform = double
      $0.aView.pin.top(to: $0.rootView.edge.top).bottom(to: $0.rootView.edge.bottom)
    }
    expectTransformed(
      Expected(
        aFrame: rect(140, 0, 200, 400), aBounds: rect(0, 0, 200, 400),
        rootFrame: rect(-200, -200, 800, 800))
    ) {
      $0.rootView.transform = double
      $0.aView.pin.top(to: $0.rootView.edge.top).bottom(to: $0.rootView.edge.bottom)
    }
  }

  @Test("width/height/size(of:) copy the untransformed size")
  func sizesOfScaledViews() {
    expectTransformed(Expected(aFrame: rect(140, 100, 100, 120))) {
      $0.bView.transform = double
      $0.aView.pin.width(of: $0.bView)
    }
    expectTransformed(Expected(aFrame: rect(90, 40, 200, 240), aBounds: rect(0, 0, 100, 120))) {
      $0.aView.transform = double
      $0.bView.transform = double
      $0.aView.pin.width(of: $0.bView)
    }
    expectTransformed(Expected(aFrame: rect(140, 100, 200, 50))) {
      $0.bView.transform = double
      $0.aView.pin.height(of: $0.bView)
    }
    expectTransformed(Expected(aFrame: rect(40, 75, 400, 100), aBounds: rect(0, 0, 200, 50))) {
      $0.aView.transform = double
      $0.bView.transform = double
      $0.aView.pin.height(of: $0.bView)
    }
    expectTransformed(Expected(aFrame: rect(140, 100, 100, 50), aBounds: rect(0, 0, 100, 50))) {
      $0.bView.transform = double
      $0.aView.pin.size(of: $0.bView)
    }
    expectTransformed(Expected(aFrame: rect(90, 75, 200, 100), aBounds: rect(0, 0, 100, 50))) {
      $0.aView.transform = double
      $0.bView.transform = double
      $0.aView.pin.size(of: $0.bView)
    }
  }

  @Test("right() keeps the centre where the untransformed rect puts it")
  func rightWithScale() {
    expectTransformed(Expected(aFrame: rect(300, 100, 100, 120))) {
      $0.aView.pin.right().width(100)
    }
    expectTransformed(Expected(aFrame: rect(250, 40, 200, 240), aBounds: rect(0, 0, 100, 120))) {
      $0.aView.transform = double
      $0.aView.pin.right().width(100)
    }
    expectTransformed(
      Expected(aFrame: rect(300, 100, 100, 120), rootFrame: rect(-200, -200, 800, 800))
    ) {
      $0.rootView.transform = double
      $0.aView.pin.right().width(100)
    }
  }

  @Test("pinFrame sets the frame: the bounds shrink under a scale")
  func pinFrame() {
    expectTransformed(Expected(aFrame: rect(100, 100, 100, 50))) {
      $0.aView.pinFrame.top(100).left(100).width(100).height(50)
    }
    expectTransformed(
      Expected(
        aFrame: rect(50, 75, 200, 100), aBounds: rect(0, 0, 100, 50),
        bFrame: rect(100, 100, 100, 50), bBounds: rect(0, 0, 50, 25))
    ) {
      $0.bView.frame = $0.aView.frame
      $0.aView.transform = double
      $0.bView.transform = double
      $0.aView.pin.top(100).left(100).width(100).height(50)
      $0.bView.pinFrame.top(100).left(100).width(100).height(50)
    }
  }

  @Test("pin under a quarter-turn rotation pins the untransformed rect")
  func rotation() {
    let (fixture, _) = inPinRuntime { () -> TransformFixture in
      let fixture = TransformFixture()
      fixture.aView.transform = CGAffineTransform(rotationAngle: .pi / 2)
      fixture.aView.pin.top(100).left(100).width(100).height(50)
      return fixture
    }
    let frame = fixture.aView.frame
    let expected = rect(125, 75, 50, 100)
    for (got, want) in zip(
      [frame.minX, frame.minY, frame.width, frame.height],
      [expected.minX, expected.minY, expected.width, expected.height])
    {
      #expect(abs(got - want) < 1e-9)
    }
    #expect(fixture.aView.bounds == rect(0, 0, 100, 50))
  }

  @Test("pin keeps bounds.origin (a scroll offset)")
  func keepsBoundsOrigin() {
    let (fixture, _) = inPinRuntime { () -> TransformFixture in
      let fixture = TransformFixture()
      fixture.aView.bounds.origin = CGPoint(x: 0, y: 30)
      fixture.aView.pin.all(10)
      return fixture
    }
    #expect(fixture.aView.bounds == rect(0, 30, 380, 380))
    #expect(fixture.aView.frame == rect(10, 10, 380, 380))
  }
}
