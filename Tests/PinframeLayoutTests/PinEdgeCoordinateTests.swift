import Foundation
import PinframeLayout
import PinframeViews
import Testing

private typealias Case = LayoutCase<TwoBranchFixture>

@MainActor
@Suite("Edges of other views across the hierarchy (PinEdgeCoordinateSpec)")
struct PinEdgeCoordinateTests {
  @Test("An unattached view is not moved")
  func unattached() {
    check(
      [Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.top(to: $0.aView.edge.top) }],
      in: TwoBranchFixture.init)
  }

  @Test("top(to:) on the parent, the parent's sibling and a cousin")
  func top() {
    check(
      [
        Case(\.aViewChild, rect(10, 0, 50, 30)) { $0.aViewChild.pin.top(to: $0.aView.edge.top) },
        Case(\.aViewChild, rect(10, 100, 50, 30)) { $0.aViewChild.pin.top(to: $0.bView.edge.top) },
        Case(\.bViewChild, rect(40, -80, 60, 20)) {
          $0.bViewChild.pin.top(to: $0.aViewChild.edge.top)
        },
        Case(\.aViewChild, rect(10, 60, 50, 30)) {
          $0.aViewChild.pin.top(to: $0.aView.edge.bottom)
        },
        Case(\.aViewChild, rect(10, 180, 50, 30)) {
          $0.aViewChild.pin.top(to: $0.bView.edge.bottom)
        },
        Case(\.bViewChild, rect(40, -50, 60, 20)) {
          $0.bViewChild.pin.top(to: $0.aViewChild.edge.bottom)
        },
      ], in: TwoBranchFixture.init)
  }

  @Test("left(to:) on the parent, the parent's sibling and a cousin")
  func left() {
    check(
      [
        Case(\.aViewChild, rect(0, 20, 50, 30)) { $0.aViewChild.pin.left(to: $0.aView.edge.left) },
        Case(\.aViewChild, rect(20, 20, 50, 30)) {
          $0.aViewChild.pin.left(to: $0.bView.edge.left)
        },
        Case(\.bViewChild, rect(-10, 10, 60, 20)) {
          $0.bViewChild.pin.left(to: $0.aViewChild.edge.left)
        },
        Case(\.aViewChild, rect(100, 20, 50, 30)) {
          $0.aViewChild.pin.left(to: $0.aView.edge.right)
        },
        Case(\.aViewChild, rect(130, 20, 50, 30)) {
          $0.aViewChild.pin.left(to: $0.bView.edge.right)
        },
        Case(\.bViewChild, rect(40, 10, 60, 20)) {
          $0.bViewChild.pin.left(to: $0.aViewChild.edge.right)
        },
      ], in: TwoBranchFixture.init)
  }

  @Test("bottom(to:) on the parent, the parent's sibling and a cousin")
  func bottom() {
    check(
      [
        Case(\.aViewChild, rect(10, -30, 50, 30)) {
          $0.aViewChild.pin.bottom(to: $0.aView.edge.top)
        },
        Case(\.aViewChild, rect(10, 70, 50, 30)) {
          $0.aViewChild.pin.bottom(to: $0.bView.edge.top)
        },
        Case(\.aViewChild, rect(10, 30, 50, 30)) {
          $0.aViewChild.pin.bottom(to: $0.aView.edge.bottom)
        },
        Case(\.aViewChild, rect(10, 150, 50, 30)) {
          $0.aViewChild.pin.bottom(to: $0.bView.edge.bottom)
        },
        Case(\.bViewChild, rect(40, -70, 60, 20)) {
          $0.bViewChild.pin.bottom(to: $0.aViewChild.edge.bottom)
        },
      ], in: TwoBranchFixture.init)
  }

  @Test("right(to:) on the parent, the parent's sibling and a cousin")
  func right() {
    check(
      [
        Case(\.aViewChild, rect(-50, 20, 50, 30)) {
          $0.aViewChild.pin.right(to: $0.aView.edge.left)
        },
        Case(\.aViewChild, rect(-30, 20, 50, 30)) {
          $0.aViewChild.pin.right(to: $0.bView.edge.left)
        },
        Case(\.bViewChild, rect(-70, 10, 60, 20)) {
          $0.bViewChild.pin.right(to: $0.aViewChild.edge.left)
        },
        Case(\.aViewChild, rect(50, 20, 50, 30)) {
          $0.aViewChild.pin.right(to: $0.aView.edge.right)
        },
        Case(\.aViewChild, rect(80, 20, 50, 30)) {
          $0.aViewChild.pin.right(to: $0.bView.edge.right)
        },
        Case(\.bViewChild, rect(-20, 10, 60, 20)) {
          $0.bViewChild.pin.right(to: $0.aViewChild.edge.right)
        },
      ], in: TwoBranchFixture.init)
  }

  @Test("A reference without a superview warns and pins nothing")
  func detachedReference() {
    check(
      [
        Case(
          \.aView, rect(140, 100, 100, 60),
          warning: ["top(to: .top, of: (BasicView", "must be added as a sub-view"]
        ) { $0.aView.pin.top(to: $0.unattached.edge.top) }
      ], in: TwoBranchFixture.init)
  }
}
