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
@Suite("Minimum and maximum width and height (MinMaxWidthHeightSpec)")
struct MinMaxWidthHeightTests {
  @Test("minWidth wins over the current width, width and edges")
  func minWidth() {
    run([
      Case(\.aView, rect(0, 100, 100, 60)) { $0.aView.pin.left().minWidth(50) },
      Case(\.aView, rect(0, 100, 50, 60)) {
        $0.starting(at: rect(40, 100, 25, 60)).pin.left().minWidth(50)
      },
      Case(\.aView, rect(0, 100, 100, 60)) {
        $0.starting(at: rect(40, 100, 25, 60)).pin.left().minWidth(25%)
      },
      Case(\.aView, rect(0, 100, 150, 60)) { $0.aView.pin.left().width(100).minWidth(150) },
      Case(\.aView, rect(0, 100, 100, 60)) { $0.aView.pin.left().width(100).minWidth(50) },
      Case(\.aView, rect(100, 100, 200, 60)) { $0.aView.pin.left(100).right(100) },
      Case(\.aView, rect(100, 100, 250, 60)) { $0.aView.pin.left(100).right(100).minWidth(250) },
      Case(\.aView, rect(200, 100, 250, 60)) {
        $0.aView.pin.left(100).right(100).marginLeft(100).minWidth(250)
      },
      Case(\.aView, rect(100, 100, 250, 60)) {
        $0.aView.pin.left(100).right(100).marginRight(100).minWidth(250)
      },
      Case(\.aView, rect(0, 100, 300, 60)) { $0.aView.pin.right(100).minWidth(300) },
      Case(\.aView, rect(0, 100, 500, 60)) { $0.aView.pin.left().right().minWidth(500) },
      Case(\.aView, rect(75, 100, 250, 60)) { $0.aView.pin.hCenter().width(20).minWidth(250) },
      Case(
        \.aView, rect(75, 100, 250, 60),
        warning: [
          "justify(.left)", "won't be applied",
          "justification is not applied when hCenter has been set",
        ]
      ) { $0.aView.pin.hCenter().width(20).minWidth(250).justify(.left) },
    ])
  }

  @Test("maxWidth wins over everything, and justify places the view between edges")
  func maxWidth() {
    let notJustified = ["won't be applied", "left and right coordinates"]
    run([
      Case(\.aView, rect(0, 100, 100, 60)) { $0.aView.pin.left().maxWidth(150) },
      Case(\.aView, rect(0, 100, 150, 60)) {
        $0.starting(at: rect(40, 100, 200, 60)).pin.left().maxWidth(150)
      },
      Case(\.aView, rect(0, 100, 100, 60)) {
        $0.starting(at: rect(40, 100, 200, 60)).pin.left().maxWidth(25%)
      },
      Case(\.aView, rect(50, 100, 100, 60)) { $0.aView.pin.left().maxWidth(150).marginLeft(50) },
      Case(\.aView, rect(0, 100, 150, 60)) { $0.aView.pin.left().right().maxWidth(150) },
      Case(\.aView, rect(0, 100, 150, 60)) { $0.aView.pin.left().width(200).maxWidth(150) },
      Case(\.aView, rect(250, 100, 150, 60)) { $0.aView.pin.right().width(200).maxWidth(150) },
      Case(\.aView, rect(100, 100, 250, 60)) {
        $0.aView.pin.left(0).right(0).maxWidth(250).marginLeft(100)
      },
      Case(\.aView, rect(100, 100, 100, 60)) { $0.aView.pin.left(0).maxWidth(250).marginLeft(100) },
      Case(\.aView, rect(100, 100, 250, 60)) {
        $0.starting(at: rect(40, 100, 300, 60)).pin.left(0).maxWidth(250).marginLeft(100)
      },
      Case(\.aView, rect(100, 100, 250, 60)) {
        $0.aView.pin.left(0).width(100%).maxWidth(250).marginLeft(100)
      },
      Case(\.aView, rect(0, 100, 250, 60)) {
        $0.aView.pin.left(0).right(0).marginRight(100).maxWidth(250)
      },
      Case(\.aView, rect(0, 100, 250, 60), warning: ["justify(.left)"] + notJustified) {
        $0.aView.pin.left().width(100%).maxWidth(250).justify(.left)
      },
      Case(\.aView, rect(0, 100, 250, 60), warning: ["justify(.center)"] + notJustified) {
        $0.aView.pin.left().width(100%).maxWidth(250).justify(.center)
      },
      Case(\.aView, rect(0, 100, 250, 60), warning: ["justify(.right)"] + notJustified) {
        $0.aView.pin.left().width(100%).maxWidth(250).justify(.right)
      },
      Case(\.aView, rect(150, 100, 250, 60), warning: ["justify(.left)"] + notJustified) {
        $0.aView.pin.right().width(100%).maxWidth(250).justify(.left)
      },
      Case(\.aView, rect(150, 100, 250, 60), warning: ["justify(.center)"] + notJustified) {
        $0.aView.pin.right().width(100%).maxWidth(250).justify(.center)
      },
      Case(\.aView, rect(150, 100, 250, 60)) {
        $0.aView.pin.right().width(100%).maxWidth(250).justify(.right)
      },
      Case(\.aView, rect(20, 100, 250, 60)) {
        $0.aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.left)
      },
      Case(\.aView, rect(75, 100, 250, 60)) {
        $0.aView.pin.left().right().maxWidth(250).justify(.center)
      },
      Case(\.aView, rect(85, 100, 250, 60)) {
        $0.aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.center)
      },
      Case(\.aView, rect(150, 100, 250, 60)) {
        $0.aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.right)
      },
      Case(\.aView, rect(130, 100, 250, 60)) {
        $0.aView.pin.left().right().marginLeft(20).marginRight(20).maxWidth(250).justify(.right)
      },
      Case(\.aView, rect(75, 100, 250, 60)) { $0.aView.pin.hCenter().width(100%).maxWidth(250) },
    ])
  }

  @Test("min/maxWidth with sizeToFit(.width)")
  func widthWithSizeToFit() {
    run([
      Case(\.aView, rect(0, 100, 250, 6.5)) {
        $0.aView.pin.left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width)
      },
      Case(\.aView, rect(0, 100, 250, 14)) {
        $0.aView.pin.left().width(100%).maxWidth(250).maxHeight(20).minHeight(14).sizeToFit(.width)
      },
      Case(\.aView, rect(0, 100, 250, 6.5)) {
        $0.aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width)
      },
      Case(\.aView, rect(0, 100, 250, 5)) {
        $0.aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(5).sizeToFit(.width)
      },
      Case(\.aView, rect(0, 100, 250, 6.5)) {
        $0.aView.pin.left().width(100%).maxWidth(250).sizeToFit(.width).justify(.left)
      },
      Case(\.aView, rect(150, 100, 250, 6.5)) {
        $0.aView.pin.left().right().width(100%).maxWidth(250).sizeToFit(.width).justify(.right)
      },
      Case(\.aView, rect(75, 100, 250, 6.5)) {
        $0.aView.pin.left().right().maxWidth(250).sizeToFit(.width).justify(.center)
      },
      Case(\.aView, rect(0, 100, 250, 6.5)) {
        $0.aView.pin.left().width(10).minWidth(250).sizeToFit(.width)
      },
      Case(\.aView, rect(75, 100, 250, 6.5)) {
        $0.aView.pin.left().right().width(10).minWidth(250).sizeToFit(.width).justify(.center)
      },
      Case(\.aView, rect(80, 100, 250, 6.5)) {
        $0.aView.pin.left().right().width(10).minWidth(250).marginLeft(10).sizeToFit(.width)
          .justify(.center)
      },
      Case(\.aView, rect(80, 100, 250, 60)) {
        $0.aView.pin.left().right().width(250).marginLeft(10).justify(.center)
      },
    ])
  }

  @Test("minHeight wins over the current height, height and edges")
  func minHeight() {
    run([
      Case(\.aView, rect(40, 0, 100, 60)) { $0.aView.pin.top().minHeight(50) },
      Case(\.aView, rect(40, 0, 25, 50)) {
        $0.starting(at: rect(40, 100, 25, 30)).pin.top().minHeight(50)
      },
      Case(\.aView, rect(40, 0, 25, 100)) {
        $0.starting(at: rect(40, 100, 25, 30)).pin.top().minHeight(25%)
      },
      Case(\.aView, rect(40, 0, 100, 150)) { $0.aView.pin.top().height(100).minHeight(150) },
      Case(\.aView, rect(40, 0, 100, 100)) { $0.aView.pin.top().height(100).minHeight(50) },
      Case(\.aView, rect(40, 100, 100, 200)) { $0.aView.pin.top(100).bottom(100) },
      Case(\.aView, rect(40, 100, 100, 250)) { $0.aView.pin.top(100).bottom(100).minHeight(250) },
      Case(\.aView, rect(40, 200, 100, 250)) {
        $0.aView.pin.top(100).bottom(100).marginTop(100).minHeight(250)
      },
      Case(\.aView, rect(40, 100, 100, 250)) {
        $0.aView.pin.top(100).bottom(100).marginBottom(100).minHeight(250)
      },
      Case(\.aView, rect(40, 0, 100, 300)) { $0.aView.pin.bottom(100).minHeight(300) },
      Case(\.aView, rect(40, 0, 100, 500)) { $0.aView.pin.top().bottom().minHeight(500) },
      Case(\.aView, rect(40, 75, 100, 250)) { $0.aView.pin.vCenter().height(20).minHeight(250) },
      Case(
        \.aView, rect(40, 75, 100, 250),
        warning: [
          "align(.top)", "won't be applied", "alignment is not applied when vCenter has been set",
        ]
      ) { $0.aView.pin.vCenter().height(20).minHeight(250).align(.top) },
    ])
  }

  @Test("maxHeight wins over everything, and align places the view between edges")
  func maxHeight() {
    let notAligned = ["won't be applied", "top and bottom coordinates"]
    run([
      Case(\.aView, rect(40, 0, 100, 60)) { $0.aView.pin.top().maxHeight(150) },
      Case(\.aView, rect(40, 0, 100, 150)) {
        $0.starting(at: rect(40, 100, 100, 200)).pin.top().maxHeight(150)
      },
      Case(\.aView, rect(40, 0, 100, 100)) {
        $0.starting(at: rect(40, 100, 100, 200)).pin.top().maxHeight(25%)
      },
      Case(\.aView, rect(40, 50, 100, 60)) { $0.aView.pin.top().maxHeight(150).marginTop(50) },
      Case(\.aView, rect(40, 0, 100, 150)) { $0.aView.pin.top().bottom().maxHeight(150) },
      Case(\.aView, rect(40, 0, 100, 150)) { $0.aView.pin.top().height(200).maxHeight(150) },
      Case(\.aView, rect(40, 250, 100, 150)) { $0.aView.pin.bottom().height(200).maxHeight(150) },
      Case(\.aView, rect(40, 100, 100, 250)) {
        $0.aView.pin.top(0).bottom(0).maxHeight(250).marginTop(100)
      },
      Case(\.aView, rect(40, 100, 100, 60)) { $0.aView.pin.top(0).maxHeight(250).marginTop(100) },
      Case(\.aView, rect(40, 100, 100, 250)) {
        $0.starting(at: rect(40, 100, 100, 300)).pin.top(0).maxHeight(250).marginTop(100)
      },
      Case(\.aView, rect(40, 100, 100, 250)) {
        $0.aView.pin.top(0).height(100%).maxHeight(250).marginTop(100)
      },
      Case(\.aView, rect(40, 0, 100, 250)) {
        $0.aView.pin.top(0).bottom(0).marginBottom(100).maxHeight(250)
      },
      Case(\.aView, rect(40, 0, 100, 250), warning: ["align(.top)"] + notAligned) {
        $0.aView.pin.top().height(100%).maxHeight(250).align(.top)
      },
      Case(\.aView, rect(40, 0, 100, 250), warning: ["align(.center)"] + notAligned) {
        $0.aView.pin.top().height(100%).maxHeight(250).align(.center)
      },
      Case(\.aView, rect(40, 0, 100, 250), warning: ["align(.bottom)"] + notAligned) {
        $0.aView.pin.top().height(100%).maxHeight(250).align(.bottom)
      },
      Case(\.aView, rect(40, 150, 100, 250), warning: ["align(.top)"] + notAligned) {
        $0.aView.pin.bottom().height(100%).maxHeight(250).align(.top)
      },
      Case(\.aView, rect(40, 150, 100, 250), warning: ["align(.center)"] + notAligned) {
        $0.aView.pin.bottom().height(100%).maxHeight(250).align(.center)
      },
      Case(\.aView, rect(40, 150, 100, 250), warning: ["align(.bottom)"] + notAligned) {
        $0.aView.pin.bottom().height(100%).maxHeight(250).align(.bottom)
      },
      Case(\.aView, rect(40, 20, 100, 250)) {
        $0.aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.top)
      },
      Case(\.aView, rect(40, 75, 100, 250)) {
        $0.aView.pin.top().bottom().maxHeight(250).align(.center)
      },
      Case(\.aView, rect(40, 85, 100, 250)) {
        $0.aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.center)
      },
      Case(\.aView, rect(40, 150, 100, 250)) {
        $0.aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.bottom)
      },
      Case(\.aView, rect(40, 130, 100, 250)) {
        $0.aView.pin.top().bottom().marginTop(20).marginBottom(20).maxHeight(250).align(.bottom)
      },
      Case(\.aView, rect(40, 75, 100, 250)) { $0.aView.pin.vCenter().height(100%).maxHeight(250) },
    ])
  }

  @Test("min/maxHeight with sizeToFit(.height)")
  func heightWithSizeToFit() {
    run([
      Case(\.aView, rect(40, 0, 8, 200)) {
        $0.aView.pin.top().height(100%).maxHeight(200).sizeToFit(.height)
      },
      Case(\.aView, rect(40, 0, 8, 200)) {
        $0.aView.pin.top().height(100%).maxHeight(200).sizeToFit(.height).align(.top)
      },
      Case(\.aView, rect(40, 200, 8, 200)) {
        $0.aView.pin.top().bottom().height(100%).maxHeight(200).sizeToFit(.height).align(.bottom)
      },
      Case(\.aView, rect(40, 100, 8, 200)) {
        $0.aView.pin.top().bottom().maxHeight(200).sizeToFit(.height).align(.center)
      },
      Case(\.aView, rect(40, 0, 8, 200)) {
        $0.aView.pin.top().height(10).minHeight(200).sizeToFit(.height)
      },
      Case(\.aView, rect(40, 100, 8, 200)) {
        $0.aView.pin.top().bottom().height(10).minHeight(200).sizeToFit(.height).align(.center)
      },
      Case(\.aView, rect(40, 105, 8, 200)) {
        $0.aView.pin.top().bottom().height(10).minHeight(200).marginTop(10).sizeToFit(.height)
          .align(.center)
      },
      Case(\.aView, rect(40, 105, 100, 200)) {
        $0.aView.pin.top().bottom().height(200).marginTop(10).align(.center)
      },
    ])
  }

  @Test("Setting a min or max twice with another value warns and keeps the first")
  func limitConflicts() {
    run([
      Case(
        \.aView, rect(0, 100, 150, 60),
        warning: ["minWidth(200.0)", "conflicts", "minWidth: 150.0"]
      ) {
        $0.starting(at: rect(40, 100, 25, 60)).pin.left().minWidth(150).minWidth(200)
      },
      Case(
        \.aView, rect(40, 0, 100, 150),
        warning: ["minHeight(200.0)", "conflicts", "minHeight: 150.0"]
      ) {
        $0.starting(at: rect(40, 100, 100, 25)).pin.top().minHeight(150).minHeight(200)
      },
      Case(\.aView, rect(40, 0, 100, 150), warning: []) {
        $0.starting(at: rect(40, 100, 100, 25)).pin.top().minHeight(150).minHeight(150)
      },
      Case(\.aView, rect(0, 100, 50, 60), warning: ["maxWidth(20.0)", "maxWidth: 50.0"]) {
        $0.aView.pin.left().maxWidth(50).maxWidth(20)
      },
      Case(
        \.aView, rect(0, 100, 100, 60),
        warning: ["maxWidth(-1.0) won't be applied", "the width (-1.0)"]
      ) {
        $0.aView.pin.left().maxWidth(-1)
      },
      Case(\.aView, rect(0, 100, 100, 40), warning: []) {
        $0.aView.pin.left().minHeight(50).maxHeight(40)
      },
    ])
  }
}
