import Foundation
import PinframeLayout
import PinframeViews
import Testing

private typealias Case = LayoutCase<TwoBranchFixture>

/// The nine anchor methods, with the offset of their point inside aViewChild (50×30).
@MainActor
private let methods: [(String, CGPoint, (consuming PinLayout, Anchor) -> Void)] = [
  ("topLeft", CGPoint(x: 0, y: 0), { $0.topLeft(to: $1) }),
  ("topCenter", CGPoint(x: 25, y: 0), { $0.topCenter(to: $1) }),
  ("topRight", CGPoint(x: 50, y: 0), { $0.topRight(to: $1) }),
  ("centerLeft", CGPoint(x: 0, y: 15), { $0.centerLeft(to: $1) }),
  ("center", CGPoint(x: 25, y: 15), { $0.center(to: $1) }),
  ("centerRight", CGPoint(x: 50, y: 15), { $0.centerRight(to: $1) }),
  ("bottomLeft", CGPoint(x: 0, y: 30), { $0.bottomLeft(to: $1) }),
  ("bottomCenter", CGPoint(x: 25, y: 30), { $0.bottomCenter(to: $1) }),
  ("bottomRight", CGPoint(x: 50, y: 30), { $0.bottomRight(to: $1) }),
]

/// The nine anchors of a view, left to right then top to bottom.
@MainActor
private func anchors(of view: View) -> [Anchor] {
  let list = view.anchor
  return [
    list.topLeft, list.topCenter, list.topRight, list.centerLeft, list.center, list.centerRight,
    list.bottomLeft, list.bottomCenter, list.bottomRight,
  ]
}

@MainActor
@Suite("Corners, side middles and centres (PinPointCoordinatesSpec)")
struct AnchorTests {
  @Test("topLeft(to:) on every anchor of the parent")
  func topLeftOnParent() {
    let expected = [
      rect(0, 0, 50, 30), rect(50, 0, 50, 30), rect(100, 0, 50, 30), rect(0, 30, 50, 30),
      rect(50, 30, 50, 30), rect(100, 30, 50, 30), rect(0, 60, 50, 30), rect(50, 60, 50, 30),
      rect(100, 60, 50, 30),
    ]
    for (index, frame) in expected.enumerated() {
      check(
        [Case(\.aViewChild, frame) { $0.aViewChild.pin.topLeft(to: anchors(of: $0.aView)[index]) }],
        in: TwoBranchFixture.init)
    }
  }

  @Test("Every anchor method on every anchor of the parent and of the parent's sibling")
  func everyMethodOnEveryAnchor() {
    // The anchors' points in aView's space: aView's own, and bView's (converted from root).
    let parentGrid = (xs: [CGFloat(0), 50, 100], ys: [CGFloat(0), 30, 60])
    let siblingGrid = (xs: [CGFloat(20), 75, 130], ys: [CGFloat(100), 140, 180])
    for (reference, grid) in [(\TwoBranchFixture.aView, parentGrid), (\.bView, siblingGrid)] {
      for (name, offset, pin) in methods {
        for index in 0..<9 {
          let x = grid.xs[index % 3] - offset.x
          let y = grid.ys[index / 3] - offset.y
          let (fixture, _) = inPinRuntime { () -> TwoBranchFixture in
            let fixture = TwoBranchFixture()
            pin(fixture.aViewChild.pin, anchors(of: fixture[keyPath: reference])[index])
            return fixture
          }
          #expect(fixture.aViewChild.frame == rect(x, y, 50, 30), "\(name) #\(index)")
        }
      }
    }
  }

  @Test("Anchors of views in other branches")
  func otherBranches() {
    check(
      [
        Case(\.bView, rect(150, 120, 110, 80)) {
          $0.bView.pin.topLeft(to: $0.aViewChild.anchor.topLeft)
        },
        Case(\.bViewChild, rect(-10, -80, 60, 20)) {
          $0.bViewChild.pin.topLeft(to: $0.aViewChild.anchor.topLeft)
        },
        Case(\.bView, rect(120, 120, 110, 80)) {
          $0.bView.pin.topCenter(to: $0.aViewChild.anchor.topCenter)
        },
        Case(\.bViewChild, rect(-15, -80, 60, 20)) {
          $0.bViewChild.pin.topCenter(to: $0.aViewChild.anchor.topCenter)
        },
      ], in: TwoBranchFixture.init)
  }

  @Test("Corner shortcuts relative to the superview")
  func superviewCorners() {
    check(
      [
        Case(\.aView, rect(25, 25, 100, 60)) { $0.aView.pin.top(25).left(25) },
        Case(\.aView, rect(0, 0, 100, 60)) { $0.aView.pin.topLeft() },
        Case(\.aView, rect(250, 100, 100, 60)) { $0.aView.pin.top(100).hCenter(100) },
        Case(\.aView, rect(150, 0, 100, 60)) { $0.aView.pin.topCenter() },
        Case(\.aView, rect(200, 100, 100, 60)) { $0.aView.pin.top(100).right(100) },
        Case(\.aView, rect(300, 0, 100, 60)) { $0.aView.pin.topRight() },
        Case(\.aView, rect(0, 170, 100, 60)) { $0.aView.pin.centerLeft() },
        Case(\.aView, rect(150, 170, 100, 60)) { $0.aView.pin.center() },
        Case(\.aView, rect(300, 170, 100, 60)) { $0.aView.pin.centerRight() },
        Case(\.aView, rect(0, 340, 100, 60)) { $0.aView.pin.bottomLeft() },
        Case(\.aView, rect(250, 240, 100, 60)) { $0.aView.pin.bottom(100).hCenter(100) },
        Case(\.aView, rect(150, 340, 100, 60)) { $0.aView.pin.bottomCenter() },
        Case(\.aView, rect(200, 240, 100, 60)) { $0.aView.pin.bottom(100).right(100) },
        Case(\.aView, rect(300, 340, 100, 60)) { $0.aView.pin.bottomRight() },
      ], in: TwoBranchFixture.init)
  }

  @Test("Corner shortcuts with offsets; center's offset moves both axes")
  func superviewCornersWithOffsets() {
    check(
      [
        Case(\.aView, rect(10, 10, 100, 60)) { $0.aView.pin.topLeft(10) },
        Case(\.aView, rect(150, 10, 100, 60)) { $0.aView.pin.topCenter(10) },
        Case(\.aView, rect(290, 10, 100, 60)) { $0.aView.pin.topRight(10) },
        Case(\.aView, rect(10, 170, 100, 60)) { $0.aView.pin.centerLeft(10) },
        Case(\.aView, rect(160, 180, 100, 60)) { $0.aView.pin.center(10) },
        Case(\.aView, rect(290, 170, 100, 60)) { $0.aView.pin.centerRight(10) },
        Case(\.aView, rect(10, 330, 100, 60)) { $0.aView.pin.bottomLeft(10) },
        Case(\.aView, rect(150, 330, 100, 60)) { $0.aView.pin.bottomCenter(10) },
        Case(\.aView, rect(290, 330, 100, 60)) { $0.aView.pin.bottomRight(10) },
        Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.bottomRight(10) },
        Case(\.unattached, rect(5, 5, 10, 10)) { $0.unattached.pin.topLeft(5) },
      ], in: TwoBranchFixture.init)
  }

  @Test("Unattached views and references")
  func unattachedViews() {
    check(
      [
        Case(\.unattached, rect(10, 10, 10, 10)) {
          $0.unattached.pin.topLeft(to: $0.rootView.anchor.topLeft)
        },
        Case(\.unattached, rect(10, 10, 10, 10)) {
          $0.unattachedChild.pin.topLeft(to: $0.rootView.anchor.topLeft)
        },
        Case(\.aView, rect(140, 100, 100, 60), warning: ["must be added as a sub-view"]) {
          $0.aView.pin.topLeft(to: $0.unattached.anchor.topLeft)
        },
        // A reference in a detached hierarchy converts through the shared window space.
        Case(\.aView, rect(20, 20, 100, 60), warning: []) {
          $0.aView.pin.topLeft(to: $0.unattachedChild.anchor.topLeft)
        },
      ], in: TwoBranchFixture.init)
  }

  @Test("The reference warning describes the anchor and both views' frames")
  func referenceWarningText() {
    let (_, warnings) = inPinRuntime { () -> Void in
      let fixture = TwoBranchFixture()
      fixture.aView.pin.topLeft(to: fixture.unattached.anchor.bottomRight)
    }
    #expect(
      warnings == [
        "PinLayout Warning: topLeft(to: .bottomRight, of: (BasicView, Frame: (10.0, 10.0, 10.0, "
          + "10.0))) won't be applied, the reference view (BasicView, Frame: (10.0, 10.0, 10.0, "
          + "10.0)) must be added as a sub-view before being used as a reference."
      ])
  }
}
