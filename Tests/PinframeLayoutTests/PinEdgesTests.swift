import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// PinLayout's PinEdgesSpec hierarchy: root (400×400) holding aView and bView, bView holding
/// bViewChild; root sits in a zero-sized controller view.
@MainActor
final class EdgesFixture {
  let controllerView = BasicView("controller", .zero)
  let rootView = BasicView("root", CGRect(x: 0, y: 0, width: 400, height: 400))
  let aView = BasicView("a", CGRect(x: 140, y: 100, width: 200, height: 100))
  let bView = BasicView("b", CGRect(x: 160, y: 120, width: 110, height: 80))
  let bViewChild = BasicView("bChild", CGRect(x: 40, y: 10, width: 60, height: 20))
  let unattached = BasicView("unattached", CGRect(x: 10, y: 10, width: 10, height: 10))

  init() {
    controllerView.addSubview(rootView)
    rootView.addSubview(aView)
    rootView.addSubview(bView)
    bView.addSubview(bViewChild)
  }
}

private typealias Case = LayoutCase<EdgesFixture>

@MainActor
@Suite("Edges relative to the superview (PinEdgesSpec)")
struct PinEdgesTests {
  private let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

  @Test("top(value / percent / insets)")
  func top() {
    check(
      [
        Case(\.aView, rect(140, 0, 200, 100)) { $0.aView.pin.top() },
        Case(\.aView, rect(140, 0, 200, 100)) { $0.aView.pin.top(0) },
        Case(\.aView, rect(140, 20, 200, 100)) { $0.aView.pin.top(20) },
        Case(\.aView, rect(140, 20, 200, 380)) { $0.aView.pin.top(20).bottom() },
        Case(\.aView, rect(140, -20, 200, 100)) { $0.aView.pin.top(-20) },
        Case(\.aView, rect(140, -20, 200, 420)) { $0.aView.pin.top(-20).bottom() },
        Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.top(20%) },
        Case(\.aView, rect(140, 80, 200, 100)) { $0.aView.pin.top(20%) },
        Case(\.aView, rect(140, -80, 200, 100)) { $0.aView.pin.top(-20%) },
        Case(\.aView, rect(140, 10, 200, 100)) { [insets] in $0.aView.pin.top(insets) },
      ], in: EdgesFixture.init)
  }

  @Test("left(value / percent / insets)")
  func left() {
    check(
      [
        Case(\.aView, rect(0, 100, 200, 100)) { $0.aView.pin.left() },
        Case(\.aView, rect(0, 100, 200, 100)) { $0.aView.pin.left(0) },
        Case(\.aView, rect(-20, 100, 200, 100)) { $0.aView.pin.left(-20) },
        Case(\.aView, rect(-20, 100, 420, 100)) { $0.aView.pin.left(-20).right() },
        Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.left(20.0%) },
        Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.left(20%) },
        Case(\.aView, rect(80, 100, 200, 100)) { $0.aView.pin.left(20%) },
        Case(\.aView, rect(80, 100, 320, 100)) { $0.aView.pin.left(20%).right() },
        Case(\.aView, rect(-80, 100, 200, 100)) { $0.aView.pin.left(-20%) },
        Case(\.aView, rect(-80, 100, 480, 100)) { $0.aView.pin.left(-20%).right() },
        Case(\.aView, rect(20, 100, 200, 100)) { [insets] in $0.aView.pin.left(insets) },
      ], in: EdgesFixture.init)
  }

  @Test("bottom(value / percent / insets) is a distance from the superview's bottom edge")
  func bottom() {
    check(
      [
        Case(\.aView, rect(140, 300, 200, 100)) { $0.aView.pin.bottom() },
        Case(\.aView, rect(140, 300, 200, 100)) { $0.aView.pin.bottom(0) },
        Case(\.aView, rect(140, 320, 200, 100)) { $0.aView.pin.bottom(-20) },
        Case(\.aView, rect(140, 0, 200, 420)) { $0.aView.pin.top().bottom(-20) },
        Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.bottom(20%) },
        Case(\.aView, rect(140, 220, 200, 100)) { $0.aView.pin.bottom(20%) },
        Case(\.aView, rect(140, 0, 200, 320)) { $0.aView.pin.top().bottom(20%) },
        Case(\.aView, rect(140, 380, 200, 100)) { $0.aView.pin.bottom(-20%) },
        Case(\.aView, rect(140, 0, 200, 480)) { $0.aView.pin.top().bottom(-20%) },
        Case(\.aView, rect(140, 270, 200, 100)) { [insets] in $0.aView.pin.bottom(insets) },
      ], in: EdgesFixture.init)
  }

  @Test("right(value / percent / insets) is a distance from the superview's right edge")
  func right() {
    check(
      [
        Case(\.aView, rect(200, 100, 200, 100)) { $0.aView.pin.right() },
        Case(\.aView, rect(200, 100, 200, 100)) { $0.aView.pin.right(0) },
        Case(\.aView, rect(220, 100, 200, 100)) { $0.aView.pin.right(-20) },
        Case(\.aView, rect(0, 100, 420, 100)) { $0.aView.pin.left().right(-20) },
        Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.right(20%) },
        Case(\.aView, rect(120, 100, 200, 100)) { $0.aView.pin.right(20%) },
        Case(\.aView, rect(0, 100, 320, 100)) { $0.aView.pin.left().right(20%) },
        Case(\.aView, rect(280, 100, 200, 100)) { $0.aView.pin.right(-20%) },
        Case(\.aView, rect(0, 100, 480, 100)) { $0.aView.pin.left().right(-20%) },
        Case(\.aView, rect(160, 100, 200, 100)) { [insets] in $0.aView.pin.right(insets) },
      ], in: EdgesFixture.init)
  }

  @Test("hCenter(value / percent / to:) is an offset from the superview's centre")
  func hCenter() {
    check(
      [
        Case(\.aView, rect(100, 100, 200, 100)) { $0.aView.pin.hCenter() },
        Case(\.aView, rect(100, 100, 200, 100)) { $0.aView.pin.hCenter(0) },
        Case(\.aView, rect(80, 100, 200, 100)) { $0.aView.pin.hCenter(-20) },
        Case(
          \.aView, rect(0, 100, 200, 100), warning: ["hCenter", "won't be applied", "left"]
        ) { $0.aView.pin.left().hCenter(-20) },
        Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.hCenter(20%) },
        Case(\.aView, rect(260, 100, 200, 100)) { $0.aView.pin.hCenter(40%) },
        Case(\.aView, rect(20, 100, 200, 100)) { $0.aView.pin.hCenter(-20%) },
        Case(\.bView, rect(85, 120, 110, 80)) { $0.bView.pin.hCenter(to: $0.aView.edge.left) },
        Case(\.bView, rect(185, 120, 110, 80)) { $0.bView.pin.hCenter(to: $0.aView.edge.hCenter) },
        Case(\.bView, rect(285, 120, 110, 80)) { $0.bView.pin.hCenter(to: $0.aView.edge.right) },
      ], in: EdgesFixture.init)
  }

  @Test("vCenter(value / percent / to:) is an offset from the superview's centre")
  func vCenter() {
    check(
      [
        Case(\.aView, rect(140, 150, 200, 100)) { $0.aView.pin.vCenter() },
        Case(\.aView, rect(140, 150, 200, 100)) { $0.aView.pin.vCenter(0) },
        Case(\.aView, rect(140, 130, 200, 100)) { $0.aView.pin.vCenter(-20) },
        Case(
          \.aView, rect(140, 0, 200, 100), warning: ["vCenter", "won't be applied", "top"]
        ) { $0.aView.pin.top().vCenter(-20) },
        Case(\.aView, rect(140, 230, 200, 100)) { $0.aView.pin.vCenter(20%) },
        Case(\.aView, rect(140, 70, 200, 100)) { $0.aView.pin.vCenter(-20%) },
        Case(
          \.aView, rect(140, 0, 200, 100), warning: ["vCenter", "won't be applied", "top"]
        ) { $0.aView.pin.top().vCenter(-20%) },
        Case(\.bView, rect(160, 60, 110, 80)) { $0.bView.pin.vCenter(to: $0.aView.edge.top) },
        Case(\.bView, rect(160, 110, 110, 80)) { $0.bView.pin.vCenter(to: $0.aView.edge.vCenter) },
        Case(\.bView, rect(160, 160, 110, 80)) { $0.bView.pin.vCenter(to: $0.aView.edge.bottom) },
        Case(\.bViewChild, rect(40, 20, 60, 20)) {
          $0.bViewChild.pin.vCenter(to: $0.aView.edge.vCenter)
        },
      ], in: EdgesFixture.init)
  }

  @Test("all() pins the four edges; a conflicting edge warns alone")
  func all() {
    let conflict = ["won't be applied", "already been set to 20"]
    check(
      [
        Case(\.aView, rect(0, 0, 400, 400)) { $0.aView.pin.all() },
        Case(\.aView, rect(10, 10, 380, 380)) { $0.aView.pin.all().margin(10) },
        Case(\.aView, rect(10, 10, 380, 380)) { $0.aView.pin.all(10) },
        Case(\.bViewChild, rect(0, 0, 110, 80)) { $0.bViewChild.pin.all() },
        Case(\.bViewChild, rect(10, 10, 90, 60)) { $0.bViewChild.pin.all().margin(10) },
        Case(\.bViewChild, rect(10, 10, 90, 60)) { $0.bViewChild.pin.all(10) },
        Case(\.aView, rect(20, 10, 340, 360)) { [insets] in $0.aView.pin.all(insets) },
        Case(\.aView, rect(0, 20, 400, 380), warning: ["all() top coordinate"] + conflict) {
          $0.aView.pin.top(20).all()
        },
        Case(\.aView, rect(20, 0, 380, 400), warning: ["all() left coordinate"] + conflict) {
          $0.aView.pin.left(20).all()
        },
        Case(\.aView, rect(0, 0, 380, 400), warning: ["all() right coordinate"] + conflict) {
          $0.aView.pin.right(20).all()
        },
        Case(\.aView, rect(0, 0, 400, 380), warning: ["all() bottom coordinate"] + conflict) {
          $0.aView.pin.bottom(20).all()
        },
      ], in: EdgesFixture.init)
  }

  @Test("horizontally() pins left and right")
  func horizontally() {
    let conflict = ["won't be applied", "already been set to"]
    check(
      [
        Case(\.aView, rect(0, 100, 400, 100)) { $0.aView.pin.horizontally() },
        Case(\.aView, rect(10, 100, 380, 100)) { $0.aView.pin.horizontally().margin(10) },
        Case(\.aView, rect(10, 100, 380, 100)) { $0.aView.pin.horizontally(10) },
        Case(\.aView, rect(40, 100, 320, 100)) { $0.aView.pin.horizontally(10%) },
        Case(\.bViewChild, rect(0, 10, 110, 20)) { $0.bViewChild.pin.horizontally() },
        Case(\.bViewChild, rect(10, 10, 90, 20)) { $0.bViewChild.pin.horizontally().margin(10) },
        Case(\.bViewChild, rect(10, 10, 90, 20)) { $0.bViewChild.pin.horizontally(10) },
        Case(\.bViewChild, rect(11, 10, 88, 20)) { $0.bViewChild.pin.horizontally(10%) },
        Case(\.aView, rect(20, 100, 340, 100)) { [insets] in $0.aView.pin.horizontally(insets) },
        Case(
          \.aView, rect(20, 100, 380, 100), warning: ["horizontally() left coordinate"] + conflict
        ) {
          $0.aView.pin.left(20).horizontally()
        },
        Case(
          \.aView, rect(0, 100, 380, 100), warning: ["horizontally() right coordinate"] + conflict
        ) {
          $0.aView.pin.right(20).horizontally()
        },
        Case(
          \.aView, rect(10, 100, 370, 100), warning: ["horizontally(20) left coordinate", "10"]
        ) {
          $0.aView.pin.left(10).horizontally(20)
        },
        Case(
          \.aView, rect(20, 100, 370, 100), warning: ["horizontally(20) right coordinate", "10"]
        ) {
          $0.aView.pin.right(10).horizontally(20)
        },
        Case(
          \.aView, rect(10, 100, 350, 100), warning: ["horizontally(10%) left coordinate", "10"]
        ) {
          $0.aView.pin.left(10).horizontally(10%)
        },
        Case(
          \.aView, rect(40, 100, 350, 100), warning: ["horizontally(10%) right coordinate", "10"]
        ) {
          $0.aView.pin.right(10).horizontally(10%)
        },
      ], in: EdgesFixture.init)
  }

  @Test("vertically() pins top and bottom")
  func vertically() {
    check(
      [
        Case(\.aView, rect(140, 0, 200, 400)) { $0.aView.pin.vertically() },
        Case(\.aView, rect(140, 10, 200, 380)) { $0.aView.pin.vertically().margin(10) },
        Case(\.aView, rect(140, 10, 200, 380)) { $0.aView.pin.vertically(10) },
        Case(\.aView, rect(140, 40, 200, 320)) { $0.aView.pin.vertically(10%) },
        Case(\.bViewChild, rect(40, 0, 60, 80)) { $0.bViewChild.pin.vertically() },
        Case(\.bViewChild, rect(40, 10, 60, 60)) { $0.bViewChild.pin.vertically().margin(10) },
        Case(\.aView, rect(140, 10, 200, 360)) { [insets] in $0.aView.pin.vertically(insets) },
        Case(\.aView, rect(140, 20, 200, 380), warning: ["vertically() top coordinate", "20"]) {
          $0.aView.pin.top(20).vertically()
        },
        Case(\.aView, rect(140, 0, 200, 380), warning: ["vertically() bottom coordinate", "20"]) {
          $0.aView.pin.bottom(20).vertically()
        },
        Case(\.aView, rect(140, 10, 200, 370), warning: ["vertically(20) top coordinate", "10"]) {
          $0.aView.pin.top(10).vertically(20)
        },
        Case(
          \.aView, rect(140, 20, 200, 370), warning: ["vertically(20) bottom coordinate", "10"]
        ) {
          $0.aView.pin.bottom(10).vertically(20)
        },
        Case(\.aView, rect(140, 10, 200, 350), warning: ["vertically(10%) top coordinate", "10"]) {
          $0.aView.pin.top(10).vertically(10%)
        },
        Case(
          \.aView, rect(140, 40, 200, 350), warning: ["vertically(10%) bottom coordinate", "10"]
        ) {
          $0.aView.pin.bottom(10).vertically(10%)
        },
      ], in: EdgesFixture.init)
  }

  @Test("Conflict warnings quote the call and the value already set, as PinLayout words them")
  func conflictWording() {
    let (_, warnings) = inPinRuntime { () -> Void in
      let fixture = EdgesFixture()
      fixture.aView.pin.top(20).all()
      fixture.aView.pin.left().hCenter(-20)
      fixture.aView.pin.right(10).horizontally(20)
    }
    #expect(
      warnings == [
        "PinLayout Conflict: all() top coordinate won't be applied since it value has already "
          + "been set to 20.0.",
        "PinLayout Conflict: hCenter(-20) won't be applied since it conflicts with the "
          + "following already set properties:\n left: 0.0",
        "PinLayout Conflict: horizontally(20) right coordinate won't be applied since it value "
          + "has already been set to 10.0.",
      ])
  }
}
