import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// RelativePositionSpec's hierarchy: root (400×400) holding aView (100, 100, 200×160) with
/// aViewChild (45, 50, 80×80), and bView (160, 200, 40×40).
@MainActor
final class RelativeFixture {
  let controllerView = BasicView("controller", .zero)
  let rootView = BasicView("root", rect(0, 0, 400, 400))
  let aView = BasicView("a", rect(100, 100, 200, 160))
  let aViewChild = BasicView("aChild", rect(45, 50, 80, 80))
  let bView = BasicView("b", rect(160, 200, 40, 40))

  init() {
    controllerView.addSubview(rootView)
    rootView.addSubview(aView)
    aView.addSubview(aViewChild)
    rootView.addSubview(bView)
  }
}

private typealias Case = LayoutCase<RelativeFixture>

@MainActor
@Suite("Relative to one view (RelativePositionSpec)")
struct RelativePositionTests {
  @Test("above(of:aligned:) a sibling and a sibling's child")
  func above() {
    check(
      [
        Case(\.bView, rect(160, 60, 40, 40)) { $0.bView.pin.above(of: $0.aView) },
        Case(\.bView, rect(160, 110, 40, 40)) { $0.bView.pin.above(of: $0.aViewChild) },
        Case(\.bView, rect(100, 60, 40, 40)) {
          $0.bView.pin.above(of: [$0.aView, $0.aViewChild], aligned: .left)
        },
        Case(\.bView, rect(145, 110, 40, 40)) {
          $0.bView.pin.above(of: $0.aViewChild, aligned: .left)
        },
        Case(\.bView, rect(180, 60, 40, 40)) { $0.bView.pin.above(of: $0.aView, aligned: .center) },
        Case(\.bView, rect(165, 110, 40, 40)) {
          $0.bView.pin.above(of: $0.aViewChild, aligned: .center)
        },
        Case(\.bView, rect(260, 60, 40, 40)) { $0.bView.pin.above(of: $0.aView, aligned: .right) },
        Case(\.bView, rect(185, 110, 40, 40)) {
          $0.bView.pin.above(of: $0.aViewChild, aligned: .right)
        },
      ], in: RelativeFixture.init)
  }

  @Test("left(of:aligned:) a sibling and a sibling's child")
  func left() {
    check(
      [
        Case(\.bView, rect(60, 200, 40, 40)) { $0.bView.pin.left(of: $0.aView) },
        Case(\.bView, rect(105, 200, 40, 40)) { $0.bView.pin.left(of: $0.aViewChild) },
        Case(\.bView, rect(60, 100, 40, 40)) { $0.bView.pin.left(of: $0.aView, aligned: .top) },
        Case(\.bView, rect(105, 150, 40, 40)) {
          $0.bView.pin.left(of: $0.aViewChild, aligned: .top)
        },
        Case(\.bView, rect(60, 160, 40, 40)) { $0.bView.pin.left(of: $0.aView, aligned: .center) },
        Case(\.bView, rect(105, 170, 40, 40)) {
          $0.bView.pin.left(of: $0.aViewChild, aligned: .center)
        },
        Case(\.bView, rect(60, 220, 40, 40)) { $0.bView.pin.left(of: $0.aView, aligned: .bottom) },
        Case(\.bView, rect(105, 190, 40, 40)) {
          $0.bView.pin.left(of: $0.aViewChild, aligned: .bottom)
        },
      ], in: RelativeFixture.init)
  }

  @Test("below(of:aligned:) a sibling and a sibling's child")
  func below() {
    check(
      [
        Case(\.bView, rect(160, 260, 40, 40)) { $0.bView.pin.below(of: $0.aView) },
        Case(\.bView, rect(160, 230, 40, 40)) { $0.bView.pin.below(of: $0.aViewChild) },
        Case(\.bView, rect(100, 260, 40, 40)) { $0.bView.pin.below(of: $0.aView, aligned: .left) },
        Case(\.bView, rect(145, 230, 40, 40)) {
          $0.bView.pin.below(of: $0.aViewChild, aligned: .left)
        },
        Case(\.bView, rect(180, 260, 40, 40)) {
          $0.bView.pin.below(of: $0.aView, aligned: .center)
        },
        Case(\.bView, rect(165, 230, 40, 40)) {
          $0.bView.pin.below(of: $0.aViewChild, aligned: .center)
        },
        Case(\.bView, rect(260, 260, 40, 40)) {
          $0.bView.pin.below(of: $0.aView, aligned: .right)
        },
        Case(\.bView, rect(185, 230, 40, 40)) {
          $0.bView.pin.below(of: $0.aViewChild, aligned: .right)
        },
      ], in: RelativeFixture.init)
  }

  @Test("right(of:aligned:) a sibling and a sibling's child")
  func right() {
    check(
      [
        Case(\.bView, rect(300, 200, 40, 40)) { $0.bView.pin.right(of: $0.aView) },
        Case(\.bView, rect(225, 200, 40, 40)) { $0.bView.pin.right(of: $0.aViewChild) },
        Case(\.bView, rect(300, 100, 40, 40)) { $0.bView.pin.right(of: $0.aView, aligned: .top) },
        Case(\.bView, rect(225, 150, 40, 40)) {
          $0.bView.pin.right(of: $0.aViewChild, aligned: .top)
        },
        Case(\.bView, rect(300, 160, 40, 40)) {
          $0.bView.pin.right(of: $0.aView, aligned: .center)
        },
        Case(\.bView, rect(225, 170, 40, 40)) {
          $0.bView.pin.right(of: $0.aViewChild, aligned: .center)
        },
        Case(\.bView, rect(300, 220, 40, 40)) {
          $0.bView.pin.right(of: $0.aView, aligned: .bottom)
        },
        Case(\.bView, rect(225, 190, 40, 40)) {
          $0.bView.pin.right(of: $0.aViewChild, aligned: .bottom)
        },
      ], in: RelativeFixture.init)
  }

  @Test("Hidden reference views are used like any other")
  func hiddenReference() {
    check(
      [
        Case(\.bView, rect(160, 260, 40, 40), warning: []) {
          $0.aView.isHidden = true
          $0.bView.pin.below(of: $0.aView)
        }
      ], in: RelativeFixture.init)
  }
}
