import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// AspectRatioTests' hierarchy: root (400×400) holding aView (140, 100, 200×100) and bView
/// (160, 120, 120×40); scale 2.
@MainActor
final class AspectRatioFixture {
  let rootView = BasicView("root", rect(0, 0, 400, 400))
  let aView = BasicView("a", rect(140, 100, 200, 100))
  let bView = BasicView("b", rect(160, 120, 120, 40))

  init() {
    rootView.addSubview(aView)
    rootView.addSubview(bView)
  }
}

private typealias Case = LayoutCase<AspectRatioFixture>

@MainActor
private func run(_ cases: [Case]) {
  check(cases, scale: 2, in: AspectRatioFixture.init)
}

@MainActor
@Suite("aspectRatio (AspectRatioTests)")
struct AspectRatioTests {
  @Test("aspectRatio conflicts with sizeToFit in either order")
  func conflictsWithSizeToFit() {
    run([
      Case(
        \.aView, rect(0, 100, 200, 100),
        warning: ["sizeToFit(.width) won't be applied", "conflicts", "aspectRatio"]
      ) {
        $0.aView.pin.left().height(100).aspectRatio(2).sizeToFit(.width)
      },
      Case(
        \.aView, rect(0, 100, 400, 4),
        warning: ["aspectRatio(2.0) won't be applied", "conflicts", "sizeToFit"]
      ) {
        $0.aView.pin.left().width(100%).sizeToFit(.width).aspectRatio(2)
      },
      Case(
        \.aView, rect(0, 100, 16, 100),
        warning: ["aspectRatio(2.0) won't be applied", "conflicts", "sizeToFit"]
      ) {
        $0.aView.pin.left().height(100).sizeToFit(.height).aspectRatio(2)
      },
    ])
  }

  @Test("aspectRatio needs exactly one known dimension and a positive ratio")
  func preconditions() {
    let notPositive = ["aspectRatio", "won't be applied", "must be greater than zero"]
    run([
      Case(
        \.aView, rect(0, 100, 200, 100),
        warning: [
          "aspectRatio won't be applied", "neither the width nor the height can be determined",
        ]
      ) { $0.aView.pin.left().aspectRatio(2) },
      Case(\.aView, rect(0, 100, 400, 100), warning: notPositive) {
        $0.aView.pin.left().width(100%).aspectRatio(-2)
      },
      Case(\.aView, rect(0, 100, 200, 100), warning: notPositive) {
        $0.aView.pin.left().height(100).aspectRatio(-2)
      },
      Case(\.aView, rect(0, 100, 400, 100), warning: notPositive) {
        $0.aView.pin.left().width(100%).aspectRatio(0)
      },
      Case(\.aView, rect(0, 100, 200, 100), warning: notPositive) {
        $0.aView.pin.left().height(100).aspectRatio(0)
      },
      Case(\.aView, rect(0, 100, 400, 100), warning: notPositive) {
        $0.aView.pin.left().width(100%).aspectRatio(.nan)
      },
      Case(
        \.aView, rect(0, 0, 400, 400),
        warning: ["aspectRatio won't be applied, the width and the height are already defined"]
      ) { $0.aView.pin.all().aspectRatio(2) },
    ])
  }

  @Test("aspectRatio computes the missing dimension")
  func ratio() {
    run([
      Case(\.aView, rect(0, 100, 400, 200), warning: []) {
        $0.aView.pin.left().width(100%).aspectRatio(2)
      },
      Case(\.aView, rect(0, 100, 200, 100)) { $0.aView.pin.left().height(100).aspectRatio(2) },
      Case(\.aView, rect(0, 100, 100, 200)) { $0.aView.pin.left().width(100).aspectRatio(0.5) },
      Case(\.aView, rect(0, 100, 50, 100)) { $0.aView.pin.left().height(100).aspectRatio(0.5) },
      Case(\.aView, rect(0, 0, 400, 200)) { $0.aView.pin.top().horizontally().aspectRatio(2) },
    ])
  }

  @Test("aspectRatio(of:) uses the other view's width / height")
  func ratioOfView() {
    run([
      Case(\.aView, rect(0, 100, 100, 33.5)) {
        $0.aView.pin.left().width(100).aspectRatio(of: $0.bView)
      },
      Case(\.aView, rect(0, 100, 300, 100)) {
        $0.aView.pin.left().height(100).aspectRatio(of: $0.bView)
      },
    ])
  }

  @Test("min/max clamp the known dimension first, and both dimensions again after")
  func withMinMax() {
    run([
      Case(\.aView, rect(0, 100, 240, 100)) {
        $0.aView.pin.left().height(100).aspectRatio(2).minWidth(240)
      },
      Case(\.aView, rect(0, 100, 140, 100)) {
        $0.aView.pin.left().height(100).aspectRatio(2).maxWidth(140)
      },
      Case(\.aView, rect(0, 100, 100, 70)) {
        $0.aView.pin.left().width(100).aspectRatio(2).minHeight(70)
      },
      Case(\.aView, rect(0, 100, 100, 30)) {
        $0.aView.pin.left().width(100).aspectRatio(2).maxHeight(30)
      },
      Case(\.aView, rect(0, 100, 80, 40)) {
        $0.aView.pin.left().width(100).maxWidth(80).aspectRatio(2)
      },
      Case(\.aView, rect(0, 100, 100, 50)) {
        $0.aView.pin.left().width(100).minWidth(100).aspectRatio(2)
      },
      Case(\.aView, rect(0, 100, 80, 30)) {
        $0.aView.pin.left().width(100).maxWidth(80).aspectRatio(2).maxHeight(30)
      },
      Case(\.aView, rect(0, 100, 160, 80)) {
        $0.aView.pin.left().height(100).maxHeight(80).aspectRatio(2)
      },
      Case(\.aView, rect(0, 100, 240, 120)) {
        $0.aView.pin.left().height(100).minHeight(120).aspectRatio(2)
      },
      Case(\.aView, rect(0, 100, 140, 80)) {
        $0.aView.pin.left().height(100).maxHeight(80).aspectRatio(2).maxWidth(140)
      },
    ])
  }
}
