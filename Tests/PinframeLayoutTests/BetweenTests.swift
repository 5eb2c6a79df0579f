import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// BetweenSpec's hierarchy: root at (0, 64, 400×400) in a zero-sized controller view, holding
/// aView (with aViewChild), bView (with bViewChild) and cView, all zero-sized until a case
/// places them.
@MainActor
final class BetweenFixture {
  let controllerView = BasicView("controller", .zero)
  let rootView = BasicView("root", rect(0, 64, 400, 400))
  let aView = BasicView("a", .zero)
  let aViewChild = BasicView("aChild", .zero)
  let bView = BasicView("b", .zero)
  let bViewChild = BasicView("bChild", .zero)
  let cView = BasicView("c", .zero)

  init() {
    controllerView.addSubview(rootView)
    rootView.addSubview(aView)
    aView.addSubview(aViewChild)
    rootView.addSubview(bView)
    bView.addSubview(bViewChild)
    rootView.addSubview(cView)
  }

  /// aView and cView overlap horizontally and vertically.
  func overlapping() -> Self {
    aView.frame = rect(40, 100, 200, 100)
    cView.frame = rect(160, 140, 110, 80)
    return self
  }

  /// aView (40…90) and cView (160…270) leave a horizontal gap; bView is 50×50 at the origin.
  func horizontalGap() -> Self {
    aView.frame = rect(40, 100, 50, 100)
    bView.frame = rect(0, 0, 50, 50)
    cView.frame = rect(160, 140, 110, 80)
    return self
  }

  /// aView and bView leave a vertical gap (160…240); cView is at (40, 100).
  func verticalGap() -> Self {
    aView.frame = rect(10, 10, 120, 150)
    bView.frame = rect(180, 240, 150, 50)
    cView.frame = rect(40, 100, 110, 80)
    return self
  }

  /// Children in two containers: aViewChild ends at x 140, bViewChild starts at x 220.
  func nested(bViewAt origin: CGPoint = CGPoint(x: 180, y: 170), cViewX: CGFloat = 0) -> Self {
    aView.frame = rect(10, 10, 120, 150)
    aViewChild.frame = rect(30, 50, 80, 40)
    bView.frame = rect(origin.x, origin.y, 150, 50)
    bViewChild.frame = rect(40, 10, 60, 20)
    cView.frame = rect(cViewX, 100, 110, 80)
    return self
  }
}

private typealias Case = LayoutCase<BetweenFixture>

@MainActor
@Suite("Between two views (BetweenSpec)")
struct BetweenTests {
  private let aViewText = "(BasicView, Frame: (40.0, 100.0, 200.0, 100.0))"

  @Test("horizontallyBetween warns about the layouted view, overlaps and detached references")
  func horizontalWarnings() {
    check(
      [
        Case(
          \.bView, .zero,
          warning: [
            "horizontallyBetween(\(aViewText)", ") won't be applied",
            "the view being layouted cannot be used as one of the references",
          ]
        ) { $0.overlapping().bView.pin.horizontallyBetween($0.aView, and: $0.bView) },
        Case(
          \.bView, .zero,
          warning: [
            "horizontallyBetween((BasicView, Frame: (0.0, 0.0, 0.0, 0.0))", "won't be applied",
            "the view being layouted cannot be used as one of the references",
          ]
        ) { $0.overlapping().bView.pin.horizontallyBetween($0.bView, and: $0.cView) },
        Case(
          \.bView, .zero,
          warning: [
            "horizontallyBetween(\(aViewText), ", " won't be applied",
            "there is no horizontal space between these views",
          ]
        ) { $0.overlapping().bView.pin.horizontallyBetween($0.aView, and: $0.cView) },
        Case(
          \.bView, rect(0, 0, 50, 50),
          warning: [
            "horizontallyBetween((BasicView, Frame: (0.0, 64.0, 400.0, 400.0)), ",
            " won't be applied", "there is no horizontal space between these views",
          ]
        ) {
          $0.horizontalGap().bView.pin.horizontallyBetween(
            $0.rootView, and: $0.cView, aligned: .bottom)
        },
        Case(
          \.bView, rect(0, 0, 50, 50),
          warning: [
            "horizontallyBetween((BasicView, Frame: (0.0, 0.0, 0.0, 0.0)), ", " won't be applied",
            "must be added as a sub-view before being used as a reference",
          ]
        ) {
          $0.horizontalGap().bView.pin.horizontallyBetween(
            $0.controllerView, and: $0.cView, aligned: .bottom)
        },
        Case(\.bView, .zero, warning: ["reference views must be different."]) {
          $0.overlapping().bView.pin.horizontallyBetween($0.aView, and: $0.aView)
        },
      ], scale: 2, in: BetweenFixture.init)
  }

  @Test("The no-space warning can be switched off with Pin.activeWarnings")
  func noSpaceWarningSwitch() {
    check(
      [
        Case(\.bView, .zero, warning: []) {
          Pin.activeWarnings.noSpaceAvailableBetweenViews = false
          $0.overlapping().bView.pin.horizontallyBetween($0.aView, and: $0.cView)
        },
        Case(\.bView, .zero, warning: []) {
          Pin.activeWarnings.noSpaceAvailableBetweenViews = false
          $0.overlapping().bView.pin.verticallyBetween($0.aView, and: $0.cView)
        },
      ], scale: 2, in: BetweenFixture.init)
  }

  @Test("horizontallyBetween in either order, aligned on the first view")
  func horizontally() {
    check(
      [
        Case(\.bView, rect(90, 0, 70, 50)) {
          $0.horizontalGap().bView.pin.horizontallyBetween($0.aView, and: $0.cView)
        },
        Case(\.bView, rect(90, 100, 70, 50)) {
          $0.horizontalGap().cView.frame = rect(160, 100, 110, 80)
          $0.bView.pin.horizontallyBetween($0.aView, and: $0.cView, aligned: .top)
        },
        Case(\.bView, rect(90, 140, 70, 50)) {
          $0.horizontalGap().bView.pin.horizontallyBetween($0.cView, and: $0.aView, aligned: .top)
        },
        Case(\.bView, rect(90, 125, 70, 50)) {
          $0.horizontalGap().bView.pin.horizontallyBetween(
            $0.aView, and: $0.cView, aligned: .center)
        },
        Case(\.bView, rect(90, 155, 70, 50)) {
          $0.horizontalGap().bView.pin.horizontallyBetween(
            $0.cView, and: $0.aView, aligned: .center)
        },
        Case(\.bView, rect(90, 150, 70, 50)) {
          $0.horizontalGap().bView.pin.horizontallyBetween(
            $0.aView, and: $0.cView, aligned: .bottom)
        },
        Case(\.bView, rect(90, 170, 70, 50)) {
          $0.horizontalGap().bView.pin.horizontallyBetween(
            $0.cView, and: $0.aView, aligned: .bottom)
        },
      ], scale: 2, in: BetweenFixture.init)
  }

  @Test("horizontallyBetween children of other containers")
  func horizontallyAcrossContainers() {
    check(
      [
        Case(\.cView, rect(120, 100, 100, 80)) {
          $0.nested().cView.pin.horizontallyBetween($0.aViewChild, and: $0.bViewChild)
        },
        Case(\.cView, rect(120, 60, 100, 80)) {
          $0.nested().cView.pin.horizontallyBetween(
            $0.aViewChild, and: $0.bViewChild, aligned: .top)
        },
        Case(\.cView, rect(120, 40, 100, 80)) {
          $0.nested().cView.pin.horizontallyBetween(
            $0.aViewChild, and: $0.bViewChild, aligned: .center)
        },
        Case(\.cView, rect(120, 20, 100, 80)) {
          $0.nested().cView.pin.horizontallyBetween(
            $0.aViewChild, and: $0.bViewChild, aligned: .bottom)
        },
        Case(\.cView, rect(120, 150, 100, 80)) {
          $0.nested().cView.pin.horizontallyBetween(
            $0.bViewChild, and: $0.aViewChild, aligned: .center)
        },
        Case(
          \.cView, rect(0, 100, 110, 80),
          warning: [
            "horizontallyBetween((BasicView, Frame: (10.0, 10.0, 120.0, 150.0)), ",
            ", aligned: .top)", " won't be applied", "there is no horizontal space",
          ]
        ) {
          $0.nested().cView.pin.horizontallyBetween($0.aView, and: $0.aViewChild, aligned: .top)
        },
        Case(\.cView, rect(130, 10, 90, 80)) {
          $0.nested().cView.pin.horizontallyBetween($0.aView, and: $0.bViewChild, aligned: .top)
        },
        Case(\.cView, rect(130, 180, 90, 80)) {
          $0.nested().cView.pin.horizontallyBetween($0.bViewChild, and: $0.aView, aligned: .top)
        },
      ], scale: 2, in: BetweenFixture.init)
  }

  @Test("verticallyBetween warnings")
  func verticalWarnings() {
    check(
      [
        Case(
          \.bView, rect(10, 10, 11, 12),
          warning: [
            "verticallyBetween(\(aViewText)", ") won't be applied",
            "the view being layouted cannot be used as one of the references",
          ]
        ) {
          $0.overlapping().bView.frame = rect(10, 10, 11, 12)
          $0.bView.pin.verticallyBetween($0.aView, and: $0.bView)
        },
        Case(
          \.bView, rect(10, 10, 11, 12),
          warning: [
            "verticallyBetween((BasicView, Frame: (10.0, 10.0, 11.0, 12.0))",
            "the view being layouted cannot be used as one of the references",
          ]
        ) {
          $0.overlapping().bView.frame = rect(10, 10, 11, 12)
          $0.bView.pin.verticallyBetween($0.bView, and: $0.cView)
        },
        Case(
          \.bView, rect(10, 10, 11, 12),
          warning: [
            "verticallyBetween(\(aViewText)", " won't be applied",
            "there is no vertical space between these views",
          ]
        ) {
          $0.overlapping().bView.frame = rect(10, 10, 11, 12)
          $0.bView.pin.verticallyBetween($0.aView, and: $0.cView)
        },
      ], scale: 2, in: BetweenFixture.init)
  }

  @Test("verticallyBetween in either order, aligned on the first view (start/end follow LTR)")
  func vertically() {
    check(
      [
        Case(\.cView, rect(0, 160, 110, 80)) {
          $0.verticalGap().cView.frame = rect(0, 100, 110, 80)
          $0.cView.pin.verticallyBetween($0.aView, and: $0.bView)
        },
        Case(\.cView, rect(0, 160, 110, 80)) {
          $0.verticalGap().cView.frame = rect(0, 100, 110, 80)
          $0.cView.pin.verticallyBetween($0.bView, and: $0.aView)
        },
        Case(\.cView, rect(10, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.aView, and: $0.bView, aligned: .left)
        },
        Case(\.cView, rect(180, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.bView, and: $0.aView, aligned: .left)
        },
        Case(\.cView, rect(15, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.aView, and: $0.bView, aligned: .center)
        },
        Case(\.cView, rect(200, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.bView, and: $0.aView, aligned: .center)
        },
        Case(\.cView, rect(20, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.aView, and: $0.bView, aligned: .right)
        },
        Case(\.cView, rect(220, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.bView, and: $0.aView, aligned: .right)
        },
        Case(\.cView, rect(10, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.aView, and: $0.bView, aligned: .start)
        },
        Case(\.cView, rect(180, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.bView, and: $0.aView, aligned: .start)
        },
        Case(\.cView, rect(20, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.aView, and: $0.bView, aligned: .end)
        },
        Case(\.cView, rect(220, 160, 110, 80)) {
          $0.verticalGap().cView.pin.verticallyBetween($0.bView, and: $0.aView, aligned: .end)
        },
      ], scale: 2, in: BetweenFixture.init)
  }

  @Test("verticallyBetween children of other containers")
  func verticallyAcrossContainers() {
    let nested = { (fixture: BetweenFixture) in
      fixture.nested(bViewAt: CGPoint(x: 100, y: 220), cViewX: 30)
    }
    check(
      [
        Case(\.cView, rect(30, 100, 110, 130)) {
          nested($0).cView.pin.verticallyBetween($0.aViewChild, and: $0.bViewChild)
        },
        Case(\.cView, rect(40, 100, 110, 130)) {
          nested($0).cView.pin.verticallyBetween($0.aViewChild, and: $0.bViewChild, aligned: .left)
        },
        Case(\.cView, rect(25, 100, 110, 130)) {
          nested($0).cView.pin.verticallyBetween(
            $0.aViewChild, and: $0.bViewChild, aligned: .center)
        },
        Case(\.cView, rect(115, 100, 110, 130)) {
          nested($0).cView.pin.verticallyBetween(
            $0.bViewChild, and: $0.aViewChild, aligned: .center)
        },
        Case(\.cView, rect(40, 100, 110, 130)) {
          nested($0).cView.pin.verticallyBetween($0.aViewChild, and: $0.bViewChild, aligned: .start)
        },
        Case(
          \.cView, rect(30, 100, 110, 80),
          warning: [
            "verticallyBetween((BasicView, Frame: (10.0, 10.0, 120.0, 150.0)),",
            " won't be applied", "there is no vertical space between these views",
          ]
        ) { nested($0).cView.pin.verticallyBetween($0.aView, and: $0.aViewChild, aligned: .left) },
        Case(\.cView, rect(10, 160, 110, 70)) {
          nested($0).cView.pin.verticallyBetween($0.aView, and: $0.bViewChild, aligned: .left)
        },
        Case(\.cView, rect(90, 160, 110, 70)) {
          nested($0).cView.pin.verticallyBetween($0.bViewChild, and: $0.aView, aligned: .right)
        },
      ], scale: 2, in: BetweenFixture.init)
  }

  @Test("The between context names both reference views")
  func contextNamesBothViews() {
    let (_, warnings) = inPinRuntime { () -> Void in
      let fixture = BetweenFixture().overlapping()
      fixture.bView.pin.horizontallyBetween(fixture.aView, and: fixture.cView, aligned: .top)
    }
    #expect(
      warnings == [
        "PinLayout Warning: horizontallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0)), "
          + "(BasicView, Frame: (160.0, 140.0, 110.0, 80.0)), aligned: .top) won't be applied, "
          + "there is no horizontal space between these views. (noSpaceAvailableBetweenViews)"
      ])
  }
}
