import Foundation
import PinframeLayout
import PinframeViews
import Testing

private typealias Case = LayoutCase<SingleViewFixture>

@MainActor
private func run(_ cases: [Case]) {
  check(cases, scale: 2, in: SingleViewFixture.init)
}

@MainActor
@Suite("justify and align (JustifyAlignSpec)")
struct JustifyAlignTests {
  @Test("justify needs both horizontal edges and no hCenter")
  func justifyPreconditions() {
    let missing = ["justify", "center", "won't be applied", "left and right"]
    run([
      Case(\.aView, rect(40, 100, 100, 60), warning: missing) { $0.aView.pin.justify(.center) },
      Case(\.aView, rect(40, 100, 100, 60), warning: missing) {
        $0.aView.pin.width(100).justify(.center)
      },
      Case(\.aView, rect(0, 100, 100, 60), warning: missing) {
        $0.aView.pin.left().pinEdges().justify(.center)
      },
      Case(\.aView, rect(0, 100, 250, 60), warning: missing) {
        $0.aView.pin.left().width(250).justify(.center)
      },
      Case(
        \.aView, rect(210, 100, 100, 60),
        warning: ["justify", "center", "won't be applied", "hCenter"]
      ) {
        $0.aView.pin.hCenter(60).justify(.center)
      },
    ])
  }

  @Test("align needs both vertical edges and no vCenter")
  func alignPreconditions() {
    let missing = ["align(.center)", "won't be applied", "top and bottom"]
    run([
      Case(\.aView, rect(40, 100, 100, 60), warning: missing) { $0.aView.pin.align(.center) },
      Case(\.aView, rect(40, 100, 100, 60), warning: missing) {
        $0.aView.pin.width(100).align(.center)
      },
      Case(\.aView, rect(0, 100, 100, 60), warning: missing) {
        $0.aView.pin.left().pinEdges().align(.center)
      },
      Case(\.aView, rect(0, 100, 250, 60), warning: missing) {
        $0.aView.pin.left().width(250).align(.center)
      },
      Case(\.aView, rect(210, 100, 100, 60), warning: missing) {
        $0.aView.pin.hCenter(60).align(.center)
      },
      Case(
        \.aView, rect(40, 150, 100, 60),
        warning: ["align(.top)", "alignment is not applied when vCenter"]
      ) {
        $0.aView.pin.vCenter(-20).align(.top)
      },
    ])
  }

  @Test("justify places a width between left and right (margins or edges alike)")
  func justifyWidth() {
    run([
      Case(\.aView, rect(0, 100, 250, 60), warning: []) { $0.aView.pin.left().right().width(250) },
      Case(\.aView, rect(0, 100, 250, 60)) {
        $0.aView.pin.left().right().width(250).justify(.left)
      },
      Case(\.aView, rect(75, 100, 250, 60)) {
        $0.aView.pin.left().right().width(250).justify(.center)
      },
      Case(\.aView, rect(150, 100, 250, 60)) {
        $0.aView.pin.left().right().width(250).justify(.right)
      },
      Case(\.aView, rect(0, 100, 250, 60)) {
        $0.aView.pin.left().right().width(250).justify(.none)
      },
      Case(\.aView, rect(0, 100, 250, 60)) {
        $0.aView.pin.left().right().width(250).justify(.start)
      },
      Case(\.aView, rect(150, 100, 250, 60)) {
        $0.aView.pin.left().right().width(250).justify(.end)
      },
      Case(\.aView, rect(50, 100, 200, 60)) {
        $0.aView.pin.left(50).right(50).width(200).justify(.left)
      },
      Case(\.aView, rect(50, 100, 200, 60)) {
        $0.aView.pin.left().right().marginHorizontal(50).width(200).justify(.left)
      },
      Case(\.aView, rect(100, 100, 200, 60)) {
        $0.aView.pin.left(50).right(50).width(200).justify(.center)
      },
      Case(\.aView, rect(100, 100, 200, 60)) {
        $0.aView.pin.left().right().marginHorizontal(50).width(200).justify(.center)
      },
      Case(\.aView, rect(150, 100, 200, 60)) {
        $0.aView.pin.left(50).right(50).width(200).justify(.right)
      },
      Case(\.aView, rect(150, 100, 200, 60)) {
        $0.aView.pin.left().right().marginHorizontal(50).width(200).justify(.right)
      },
      Case(\.aView, rect(-50, 100, 500, 60)) {
        $0.aView.pin.left().right().minWidth(500).justify(.center)
      },
      Case(\.aView, rect(-100, 100, 500, 60)) {
        $0.aView.pin.left().right().minWidth(500).justify(.right)
      },
    ])
  }

  @Test("align places a height between top and bottom")
  func alignHeight() {
    run([
      Case(\.aView, rect(40, 0, 100, 250)) { $0.aView.pin.top().bottom().height(250) },
      Case(\.aView, rect(40, 0, 100, 250)) { $0.aView.pin.top().bottom().height(250).align(.top) },
      Case(\.aView, rect(40, 75, 100, 250)) {
        $0.aView.pin.top().bottom().height(250).align(.center)
      },
      Case(\.aView, rect(40, 150, 100, 250)) {
        $0.aView.pin.top().bottom().height(250).align(.bottom)
      },
      Case(\.aView, rect(40, 50, 100, 200)) {
        $0.aView.pin.top(50).bottom(50).height(200).align(.top)
      },
      Case(\.aView, rect(40, 50, 100, 200)) {
        $0.aView.pin.top().bottom().marginVertical(50).height(200).align(.top)
      },
      Case(\.aView, rect(40, 100, 100, 200)) {
        $0.aView.pin.top(50).bottom(50).height(200).align(.center)
      },
      Case(\.aView, rect(40, 100, 100, 200)) {
        $0.aView.pin.top().bottom().marginVertical(50).height(200).align(.center)
      },
      Case(\.aView, rect(40, 150, 100, 200)) {
        $0.aView.pin.top(50).bottom(50).height(200).align(.bottom)
      },
      Case(\.aView, rect(40, 150, 100, 200)) {
        $0.aView.pin.top().bottom().marginVertical(50).height(200).align(.bottom)
      },
    ])
  }

  @Test("pinEdges() with a size and one edge satisfies justify and align")
  func pinEdges() {
    run([
      Case(\.aView, rect(0, 100, 100, 60), warning: []) {
        $0.aView.pin.left().width(100).pinEdges().justify(.center)
      },
      Case(\.aView, rect(40, 0, 100, 100), warning: []) {
        $0.aView.pin.top().height(100).pinEdges().align(.center)
      },
    ])
  }
}
