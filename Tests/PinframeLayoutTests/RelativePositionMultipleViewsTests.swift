import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// RelativePositionMultipleViewsSpec's hierarchy: the shared two-branch tree with aView at
/// (40, 100, 100×60) and bView at (160, 120, 110×80); rounding at scale 2.
@MainActor
private func makeFixture() -> TwoBranchFixture {
  let fixture = TwoBranchFixture()
  fixture.aView.frame = rect(40, 100, 100, 60)
  fixture.bView.frame = rect(160, 120, 110, 80)
  return fixture
}

private typealias Case = LayoutCase<TwoBranchFixture>

@MainActor
@Suite("Relative to several views (RelativePositionMultipleViewsSpec)")
struct RelativePositionMultipleViewsTests {
  @Test("References without a superview warn and are skipped")
  func detachedReferences() {
    let warning = [
      "won't be applied", "must be added as a sub-view before being used as a reference.",
    ]
    check(
      [
        Case(\.bViewChild, rect(40, 10, 60, 20), warning: ["above(of: (", ")"] + warning) {
          $0.bViewChild.pin.above(of: View())
        },
        Case(
          \.bViewChild, rect(40, 10, 60, 20),
          warning: ["above(of: ", ", aligned: .left)"] + warning
        ) {
          $0.bViewChild.pin.above(of: View(), aligned: .left)
        },
        Case(
          \.bViewChild, rect(40, -40, 60, 20),
          warning: ["above(of: [", "])", "the reference view"] + warning
        ) {
          $0.bViewChild.pin.above(of: [$0.aView, View()])
        },
        Case(
          \.bViewChild, rect(-100, -40, 60, 20),
          warning: ["above(of: [", "], aligned: .center)", "the reference view"] + warning
        ) { $0.bViewChild.pin.above(of: [$0.aView, View()], aligned: .center) },
      ], scale: 2, in: makeFixture)
  }

  @Test("An empty list warns and pins nothing")
  func emptyList() {
    check(
      [
        Case(
          \.bViewChild, rect(40, 10, 60, 20),
          warning: ["below(of: [])", "won't be applied, At least one view must be visible"]
        ) { $0.bViewChild.pin.below(of: []) },
        Case(\.bViewChild, rect(40, 10, 60, 20), warning: ["At least one view must be visible"]) {
          $0.bViewChild.pin.left(
            of: visible(
              [$0.aView, $0.bView].map {
                $0.isHidden = true
                return $0
              }))
        },
      ], scale: 2, in: makeFixture)
  }

  @Test("above(of:) the topmost view, aligned on the outermost edges or the mean centre")
  func above() {
    check(
      [
        Case(\.bViewChild, rect(40, -40, 60, 20)) { $0.bViewChild.pin.above(of: $0.aView) },
        Case(\.bViewChild, rect(40, -40, 60, 20)) {
          $0.bViewChild.pin.above(of: [$0.aView, $0.bView])
        },
        Case(\.bViewChild, rect(-120, -40, 60, 20)) {
          $0.bViewChild.pin.above(of: [$0.aView, $0.bView], aligned: .left)
        },
        Case(\.bViewChild, rect(50, -40, 60, 20)) {
          $0.bViewChild.pin.above(of: [$0.aView, $0.bView], aligned: .right)
        },
        Case(\.bViewChild, rect(-100, -40, 60, 20)) {
          $0.bViewChild.pin.above(of: $0.aView, aligned: .center)
        },
        Case(\.bViewChild, rect(-37.5, -40, 60, 20)) {
          $0.bViewChild.pin.above(of: [$0.aView, $0.bView], aligned: .center)
        },
        Case(\.bViewChild, rect(40, -50, 60, 20)) {
          $0.bViewChild.pin.above(of: [$0.aView, $0.bView], aligned: .right).margin(10)
        },
        Case(\.bViewChild, rect(-110, -50, 60, 20)) {
          $0.bViewChild.pin.above(of: [$0.aView, $0.bView], aligned: .left).margin(10)
        },
      ], scale: 2, in: makeFixture)
  }

  @Test("below(of:) the bottommost view, with alignments and margins")
  func below() {
    check(
      [
        Case(\.bViewChild, rect(40, 40, 60, 20)) { $0.bViewChild.pin.below(of: $0.aView) },
        Case(\.bViewChild, rect(40, 80, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView])
        },
        Case(\.bViewChild, rect(-120, 80, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .left)
        },
        Case(\.bViewChild, rect(50, 80, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .right)
        },
        Case(\.bViewChild, rect(-100, 40, 60, 20)) {
          $0.bViewChild.pin.below(of: $0.aView, aligned: .center)
        },
        Case(\.bViewChild, rect(-37.5, 80, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .center)
        },
        Case(\.bViewChild, rect(40, 90, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .right).margin(10)
        },
        Case(\.bViewChild, rect(-110, 90, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .left).margin(10)
        },
        Case(\.bViewChild, rect(-37.5, 90, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .center).margin(10)
        },
        Case(\.bViewChild, rect(-27.5, 80, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .center).marginLeft(10)
        },
        Case(\.bViewChild, rect(-47.5, 80, 60, 20)) {
          $0.bViewChild.pin.below(of: [$0.aView, $0.bView], aligned: .center).marginRight(10)
        },
      ], scale: 2, in: makeFixture)
  }

  @Test("left(of:) the leftmost view, with alignments and margins")
  func left() {
    check(
      [
        Case(\.bViewChild, rect(-180, 10, 60, 20)) { $0.bViewChild.pin.left(of: $0.aView) },
        Case(\.bViewChild, rect(-180, 10, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView])
        },
        Case(\.bViewChild, rect(-60, 10, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.bView, $0.bView])
        },
        Case(\.bViewChild, rect(-180, -20, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .top)
        },
        Case(\.bViewChild, rect(-180, 60, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .bottom)
        },
        Case(\.bViewChild, rect(-180, 0, 60, 20)) {
          $0.bViewChild.pin.left(of: $0.aView, aligned: .center)
        },
        Case(\.bViewChild, rect(-180, 15, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .center)
        },
        Case(\.bViewChild, rect(-190, 50, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .bottom).margin(10)
        },
        Case(\.bViewChild, rect(-190, -10, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .top).margin(10)
        },
        Case(\.bViewChild, rect(-190, 15, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .center).margin(10)
        },
        Case(\.bViewChild, rect(-180, 25, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .center).marginTop(10)
        },
        Case(\.bViewChild, rect(-180, 5, 60, 20)) {
          $0.bViewChild.pin.left(of: [$0.aView, $0.bView], aligned: .center).marginBottom(10)
        },
      ], scale: 2, in: makeFixture)
  }

  @Test("right(of:) the rightmost view, with alignments and margins")
  func right() {
    check(
      [
        Case(\.bViewChild, rect(-20, 10, 60, 20)) { $0.bViewChild.pin.right(of: $0.aView) },
        Case(\.bViewChild, rect(110, 10, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView])
        },
        Case(\.bViewChild, rect(110, -20, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .top)
        },
        Case(\.bViewChild, rect(110, 60, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .bottom)
        },
        Case(\.bViewChild, rect(-20, 0, 60, 20)) {
          $0.bViewChild.pin.right(of: $0.aView, aligned: .center)
        },
        Case(\.bViewChild, rect(110, 15, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .center)
        },
        Case(\.bViewChild, rect(120, 50, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .bottom).margin(10)
        },
        Case(\.bViewChild, rect(120, -10, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .top).margin(10)
        },
        Case(\.bViewChild, rect(120, 15, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .center).margin(10)
        },
        Case(\.bViewChild, rect(110, 25, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .center).marginTop(10)
        },
        Case(\.bViewChild, rect(110, 5, 60, 20)) {
          $0.bViewChild.pin.right(of: [$0.aView, $0.bView], aligned: .center).marginBottom(10)
        },
      ], scale: 2, in: makeFixture)
  }
}
