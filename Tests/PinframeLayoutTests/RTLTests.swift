import Foundation
import PinframeGraphics
import PinframeLayout
import PinframeViews
import Testing

/// RTLSpec's hierarchy: root (400×400) holding aView (40, 100, 100×60) and bView
/// (160, 120, 110×80).
@MainActor
final class RTLFixture {
  let rootView = BasicView("root", rect(0, 0, 400, 400))
  let aView = BasicView("a", rect(40, 100, 100, 60))
  let bView = BasicView("b", rect(160, 120, 110, 80))

  init() {
    rootView.addSubview(aView)
    rootView.addSubview(bView)
  }
}

/// A case that sets `Pin.layoutDirection` before laying out.
@MainActor
private func inDirection(
  _ direction: LayoutDirection, _ expected: CGRect, warning: [String]? = nil,
  sourceLocation: SourceLocation = #_sourceLocation, _ layout: @escaping (RTLFixture) -> Void
) -> LayoutCase<RTLFixture> {
  LayoutCase(\.aView, expected, warning: warning, sourceLocation: sourceLocation) {
    Pin.layoutDirection(direction)
    layout($0)
  }
}

@MainActor
@Suite("Right-to-left layouts (RTLSpec)")
struct RTLTests {
  @Test("start and end share the left/right slots: a second value warns")
  func warnings() {
    let conflict = ["won't be applied", "already been set to 10"]
    check(
      [
        inDirection(.ltr, rect(10, 100, 100, 60), warning: ["left"] + conflict) {
          $0.aView.pin.start(10).left(20)
        },
        inDirection(.ltr, rect(290, 100, 100, 60), warning: ["right"] + conflict) {
          $0.aView.pin.end(10).right(20)
        },
        inDirection(.auto, rect(10, 100, 100, 60), warning: ["left"] + conflict) {
          $0.aView.pin.start(10).left(20)
        },
        inDirection(.auto, rect(290, 100, 100, 60), warning: ["right"] + conflict) {
          $0.aView.pin.end(10).right(20)
        },
        inDirection(.rtl, rect(290, 100, 100, 60), warning: ["right"] + conflict) {
          $0.aView.pin.start(10).right(20)
        },
        inDirection(.rtl, rect(10, 100, 100, 60), warning: ["left"] + conflict) {
          $0.aView.pin.end(10).left(20)
        },
      ], in: RTLFixture.init)
  }

  @Test("start/end with values, percentages and insets")
  func positions() {
    let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    check(
      [
        inDirection(.ltr, rect(0, 100, 100, 60)) { $0.aView.pin.start() },
        inDirection(.rtl, rect(300, 100, 100, 60)) { $0.aView.pin.start() },
        inDirection(.ltr, rect(300, 100, 100, 60)) { $0.aView.pin.end() },
        inDirection(.rtl, rect(0, 100, 100, 60)) { $0.aView.pin.end() },
        inDirection(.ltr, rect(20, 100, 100, 60)) { $0.aView.pin.start(20) },
        inDirection(.rtl, rect(280, 100, 100, 60)) { $0.aView.pin.start(20) },
        inDirection(.ltr, rect(280, 100, 100, 60)) { $0.aView.pin.end(20) },
        inDirection(.rtl, rect(20, 100, 100, 60)) { $0.aView.pin.end(20) },
        inDirection(.ltr, rect(80, 100, 100, 60)) { $0.aView.pin.start(20%) },
        inDirection(.rtl, rect(220, 100, 100, 60)) { $0.aView.pin.start(20%) },
        inDirection(.ltr, rect(220, 100, 100, 60)) { $0.aView.pin.end(20%) },
        inDirection(.rtl, rect(80, 100, 100, 60)) { $0.aView.pin.end(20%) },
        inDirection(.rtl, rect(260, 100, 100, 60)) { $0.aView.pin.start(insets) },
        inDirection(.rtl, rect(20, 100, 100, 60)) { $0.aView.pin.end(insets) },
        inDirection(.ltr, rect(20, 100, 100, 60)) { $0.aView.pin.start(insets) },
        inDirection(.ltr, rect(260, 100, 100, 60)) { $0.aView.pin.end(insets) },
      ], in: RTLFixture.init)
  }

  @Test("marginStart and marginEnd")
  func margins() {
    check(
      [
        inDirection(.ltr, rect(10, 100, 390, 60)) { $0.aView.pin.start().end().marginStart(10) },
        inDirection(.rtl, rect(0, 100, 390, 60)) { $0.aView.pin.start().end().marginStart(10) },
        inDirection(.ltr, rect(0, 100, 390, 60)) { $0.aView.pin.start().end().marginEnd(10) },
        inDirection(.rtl, rect(10, 100, 390, 60)) { $0.aView.pin.start().end().marginEnd(10) },
      ], in: RTLFixture.init)
  }

  @Test("start/end(to:) with the reference's start and end edges")
  func edges() {
    check(
      [
        inDirection(.ltr, rect(160, 100, 100, 60)) { $0.aView.pin.start(to: $0.bView.edge.start) },
        inDirection(.rtl, rect(170, 100, 100, 60)) { $0.aView.pin.start(to: $0.bView.edge.start) },
        inDirection(.ltr, rect(270, 100, 100, 60)) { $0.aView.pin.start(to: $0.bView.edge.end) },
        inDirection(.rtl, rect(60, 100, 100, 60)) { $0.aView.pin.start(to: $0.bView.edge.end) },
        inDirection(.ltr, rect(60, 100, 100, 60)) { $0.aView.pin.end(to: $0.bView.edge.start) },
        inDirection(.rtl, rect(270, 100, 100, 60)) { $0.aView.pin.end(to: $0.bView.edge.start) },
      ], in: RTLFixture.init)
  }

  @Test("Start/end corner shortcuts")
  func cornerShortcuts() {
    check(
      [
        inDirection(.ltr, rect(0, 0, 100, 60)) { $0.aView.pin.topStart() },
        inDirection(.rtl, rect(300, 0, 100, 60)) { $0.aView.pin.topStart() },
        inDirection(.ltr, rect(300, 0, 100, 60)) { $0.aView.pin.topEnd() },
        inDirection(.rtl, rect(0, 0, 100, 60)) { $0.aView.pin.topEnd() },
        inDirection(.ltr, rect(0, 170, 100, 60)) { $0.aView.pin.centerStart() },
        inDirection(.rtl, rect(300, 170, 100, 60)) { $0.aView.pin.centerStart() },
        inDirection(.ltr, rect(300, 170, 100, 60)) { $0.aView.pin.centerEnd() },
        inDirection(.rtl, rect(0, 170, 100, 60)) { $0.aView.pin.centerEnd() },
        inDirection(.ltr, rect(0, 340, 100, 60)) { $0.aView.pin.bottomStart() },
        inDirection(.rtl, rect(300, 340, 100, 60)) { $0.aView.pin.bottomStart() },
        inDirection(.ltr, rect(300, 340, 100, 60)) { $0.aView.pin.bottomEnd() },
        inDirection(.rtl, rect(0, 340, 100, 60)) { $0.aView.pin.bottomEnd() },
        inDirection(.rtl, rect(290, 10, 100, 60)) { $0.aView.pin.topStart(10) },
        inDirection(.rtl, rect(10, 330, 100, 60)) { $0.aView.pin.bottomEnd(10) },
      ], in: RTLFixture.init)
  }

  @Test("Start/end anchors of other views")
  func anchors() {
    check(
      [
        inDirection(.ltr, rect(160, 120, 100, 60)) {
          $0.aView.pin.topStart(to: $0.bView.anchor.topStart)
        },
        inDirection(.rtl, rect(170, 120, 100, 60)) {
          $0.aView.pin.topStart(to: $0.bView.anchor.topStart)
        },
        inDirection(.ltr, rect(270, 120, 100, 60)) {
          $0.aView.pin.topStart(to: $0.bView.anchor.topEnd)
        },
        inDirection(.rtl, rect(60, 120, 100, 60)) {
          $0.aView.pin.topStart(to: $0.bView.anchor.topEnd)
        },
        inDirection(.ltr, rect(170, 120, 100, 60)) {
          $0.aView.pin.topEnd(to: $0.bView.anchor.topEnd)
        },
        inDirection(.rtl, rect(160, 120, 100, 60)) {
          $0.aView.pin.topEnd(to: $0.bView.anchor.topEnd)
        },
        inDirection(.ltr, rect(160, 130, 100, 60)) {
          $0.aView.pin.centerStart(to: $0.bView.anchor.centerStart)
        },
        inDirection(.rtl, rect(170, 130, 100, 60)) {
          $0.aView.pin.centerStart(to: $0.bView.anchor.centerStart)
        },
        inDirection(.ltr, rect(170, 130, 100, 60)) {
          $0.aView.pin.centerEnd(to: $0.bView.anchor.centerEnd)
        },
        inDirection(.rtl, rect(160, 130, 100, 60)) {
          $0.aView.pin.centerEnd(to: $0.bView.anchor.centerEnd)
        },
        inDirection(.ltr, rect(160, 140, 100, 60)) {
          $0.aView.pin.bottomStart(to: $0.bView.anchor.bottomStart)
        },
        inDirection(.rtl, rect(170, 140, 100, 60)) {
          $0.aView.pin.bottomStart(to: $0.bView.anchor.bottomStart)
        },
        inDirection(.ltr, rect(170, 140, 100, 60)) {
          $0.aView.pin.bottomEnd(to: $0.bView.anchor.bottomEnd)
        },
        inDirection(.rtl, rect(160, 140, 100, 60)) {
          $0.aView.pin.bottomEnd(to: $0.bView.anchor.bottomEnd)
        },
      ], in: RTLFixture.init)
  }

  @Test("after/before and start/end alignments")
  func relative() {
    check(
      [
        inDirection(.ltr, rect(270, 100, 100, 60)) { $0.aView.pin.after(of: $0.bView) },
        inDirection(.rtl, rect(60, 100, 100, 60)) { $0.aView.pin.after(of: $0.bView) },
        inDirection(.ltr, rect(270, 120, 100, 60)) {
          $0.aView.pin.after(of: $0.bView, aligned: .top)
        },
        inDirection(.rtl, rect(60, 120, 100, 60)) {
          $0.aView.pin.after(of: $0.bView, aligned: .top)
        },
        inDirection(.ltr, rect(270, 100, 100, 60)) { $0.aView.pin.after(of: [$0.bView]) },
        inDirection(.rtl, rect(60, 100, 100, 60)) { $0.aView.pin.after(of: [$0.bView]) },
        inDirection(.ltr, rect(270, 140, 100, 60)) {
          $0.aView.pin.after(of: [$0.bView], aligned: .bottom)
        },
        inDirection(.rtl, rect(60, 140, 100, 60)) {
          $0.aView.pin.after(of: [$0.bView], aligned: .bottom)
        },
        inDirection(.ltr, rect(60, 100, 100, 60)) { $0.aView.pin.before(of: $0.bView) },
        inDirection(.rtl, rect(270, 100, 100, 60)) { $0.aView.pin.before(of: $0.bView) },
        inDirection(.ltr, rect(60, 100, 100, 60)) { $0.aView.pin.before(of: [$0.bView]) },
        inDirection(.rtl, rect(270, 100, 100, 60)) { $0.aView.pin.before(of: [$0.bView]) },
        inDirection(.ltr, rect(60, 120, 100, 60)) {
          $0.aView.pin.before(of: $0.bView, aligned: .top)
        },
        inDirection(.rtl, rect(270, 120, 100, 60)) {
          $0.aView.pin.before(of: $0.bView, aligned: .top)
        },
        inDirection(.ltr, rect(60, 120, 100, 60)) {
          $0.aView.pin.before(of: [$0.bView], aligned: .top)
        },
        inDirection(.rtl, rect(270, 120, 100, 60)) {
          $0.aView.pin.before(of: [$0.bView], aligned: .top)
        },
        inDirection(.ltr, rect(60, 140, 100, 60)) {
          $0.aView.pin.before(of: [$0.bView], aligned: .bottom)
        },
        inDirection(.rtl, rect(270, 140, 100, 60)) {
          $0.aView.pin.before(of: [$0.bView], aligned: .bottom)
        },
        inDirection(.ltr, rect(160, 200, 100, 60)) {
          $0.aView.pin.below(of: $0.bView, aligned: .start)
        },
        inDirection(.rtl, rect(170, 200, 100, 60)) {
          $0.aView.pin.below(of: $0.bView, aligned: .start)
        },
        inDirection(.ltr, rect(170, 200, 100, 60)) {
          $0.aView.pin.below(of: $0.bView, aligned: .end)
        },
        inDirection(.rtl, rect(160, 200, 100, 60)) {
          $0.aView.pin.below(of: $0.bView, aligned: .end)
        },
        inDirection(.rtl, rect(-100, 100, 500, 60)) {
          $0.aView.pin.left().right().width(500).justify(.start)
        },
        inDirection(.rtl, rect(0, 100, 500, 60)) {
          $0.aView.pin.left().right().width(500).justify(.end)
        },
      ], in: RTLFixture.init)
  }

  @Test(".auto follows each view's effective layout direction")
  func automatic() {
    check(
      [
        inDirection(.auto, rect(300, 100, 100, 60)) {
          $0.rootView.semanticContentAttribute = .forceRightToLeft
          $0.aView.pin.start()
        },
        inDirection(.auto, rect(0, 100, 100, 60)) {
          $0.rootView.semanticContentAttribute = .forceRightToLeft
          $0.aView.semanticContentAttribute = .forceLeftToRight
          $0.aView.pin.start()
        },
        inDirection(.auto, rect(300, 100, 100, 60)) {
          ViewRuntime.current.userInterfaceLayoutDirection = .rightToLeft
          $0.aView.pin.start()
        },
        // The reference's own direction resolves `edge.start`: bView is RTL, aView is LTR.
        inDirection(.auto, rect(270, 100, 100, 60)) {
          $0.bView.semanticContentAttribute = .forceRightToLeft
          $0.aView.pin.start(to: $0.bView.edge.start)
        },
      ], in: RTLFixture.init)
  }
}
