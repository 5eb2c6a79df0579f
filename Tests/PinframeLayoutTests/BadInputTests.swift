import Foundation
import PinframeLayout
import PinframeViews
import Testing

private typealias Case = LayoutCase<TwoBranchFixture>

@MainActor
@Suite("Bad input warns and is ignored, never crashes")
struct BadInputTests {
  private let unchanged = rect(140, 100, 100, 60)

  @Test(
    "Negative, NaN and infinite sizes, minimums and maximums", arguments: [-1, .nan, .infinity])
  func dimensions(_ value: CGFloat) {
    let reason = "must be greater than or equal to zero."
    check(
      [
        Case(\.aView, unchanged, warning: ["width(\(value)) won't be applied", reason]) {
          $0.aView.pin.width(value)
        },
        Case(\.aView, unchanged, warning: ["height(\(value))", reason]) {
          $0.aView.pin.height(value)
        },
        Case(\.aView, unchanged, warning: ["minWidth(\(value))", reason]) {
          $0.aView.pin.minWidth(value)
        },
        Case(\.aView, unchanged, warning: ["maxHeight(\(value))", reason]) {
          $0.aView.pin.maxHeight(value)
        },
        Case(\.aView, unchanged, warning: ["size(sideLength: \(value))'s height", reason]) {
          $0.aView.pin.size(value)
        },
        Case(\.aView, unchanged, warning: ["width(\(Percent(value: value)))", reason]) {
          $0.aView.pin.width(Percent(value: value))
        },
      ], in: TwoBranchFixture.init)
  }

  @Test(
    "NaN and infinite coordinates and margins", arguments: [CGFloat.nan, .infinity, -.infinity])
  func coordinates(_ value: CGFloat) {
    let finite = "must be a finite number."
    check(
      [
        Case(
          \.aView, unchanged,
          warning: ["top(\(value)) won't be applied, the top coordinate", finite]
        ) {
          $0.aView.pin.top(value)
        },
        Case(\.aView, unchanged, warning: ["right(\(value))", "the right coordinate", finite]) {
          $0.aView.pin.right(value)
        },
        Case(\.aView, unchanged, warning: ["hCenter(\(value))", "the hCenter coordinate", finite]) {
          $0.aView.pin.hCenter(value)
        },
        Case(\.aView, unchanged, warning: ["vCenter(", "the vCenter coordinate", finite]) {
          $0.aView.pin.vCenter(Percent(value: value))
        },
        Case(
          \.aView, rect(0, 100, 100, 60), warning: ["marginLeft(\(value))", "the margin", finite]
        ) {
          $0.aView.pin.left().marginLeft(value)
        },
        Case(\.aView, rect(0, 0, 400, 400), warning: ["margin(", "the margin", finite]) {
          $0.aView.pin.all().margin(Percent(value: value))
        },
        Case(\.aView, unchanged, warning: ["aspectRatio(\(value))", "must be greater than zero"]) {
          $0.aView.pin.aspectRatio(value)
        },
      ], in: TwoBranchFixture.init)
  }

  @Test("A view pinned relative to itself is laid out as PinLayout does, without a warning")
  func relativeToItself() {
    check(
      [
        Case(\.aView, rect(140, 160, 100, 60), warning: []) { $0.aView.pin.below(of: $0.aView) },
        Case(\.aView, rect(140, 160, 100, 60), warning: []) {
          $0.aView.pin.top(to: $0.aView.edge.bottom)
        },
        Case(\.aView, rect(240, 100, 100, 60), warning: []) {
          $0.aView.pin.topLeft(to: $0.aView.anchor.topRight)
        },
        Case(\.aView, unchanged, warning: ["the view being layouted cannot be used"]) {
          $0.aView.pin.horizontallyBetween($0.aView, and: $0.bView)
        },
        Case(\.aView, rect(140, 100, 100, 60), warning: []) { $0.aView.pin.width(of: $0.aView) },
      ], in: TwoBranchFixture.init)
  }

  @Test("References without a superview and empty lists warn; views without one stay put")
  func missingHierarchy() {
    check(
      [
        Case(\.aView, unchanged, warning: ["must be added as a sub-view"]) {
          $0.aView.pin.below(of: $0.unattached)
        },
        Case(\.aView, unchanged, warning: ["must be added as a sub-view"]) {
          $0.aView.pin.left(to: $0.unattached.edge.right)
        },
        Case(\.aView, unchanged, warning: ["must be added as a sub-view"]) {
          $0.aView.pin.horizontallyBetween($0.unattached, and: $0.bView)
        },
        Case(\.aView, unchanged, warning: ["At least one view must be visible"]) {
          $0.aView.pin.after(of: [])
        },
        Case(\.unattached, rect(10, 10, 10, 10), warning: []) {
          $0.unattached.pin.right(10).bottom(10%).hCenter().below(of: $0.aView).width(50%)
            .margin(5%).center(to: $0.aView.anchor.center).horizontallyBetween(
              $0.aView, and: $0.bView)
        },
        Case(\.unattached, rect(5, 6, 10, 10), warning: []) { $0.unattached.pin.left(5).top(6) },
      ], in: TwoBranchFixture.init)
  }

  @Test("Spans that end before they start keep the current size")
  func negativeSpans() {
    check(
      [
        Case(\.aView, rect(300, 100, 100, 60), warning: []) { $0.aView.pin.left(300).right(300) },
        Case(\.aView, rect(140, 300, 100, 60), warning: []) { $0.aView.pin.top(300).bottom(300) },
        Case(\.aView, rect(310, 100, 100, 60), warning: []) {
          $0.aView.pin.horizontally(10).marginHorizontal(300)
        },
      ], in: TwoBranchFixture.init)
  }
}
