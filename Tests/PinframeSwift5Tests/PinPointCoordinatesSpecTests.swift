import Pinframe
import XCTest

/// The facts of PinLayout's PinPointCoordinatesSpec (Tests/Common, 56 examples, all ported):
/// the corner and mid-point shortcuts (`topLeft()` … `bottomRight()`), and `xxx(to:)` every
/// anchor of the superview, of a view in another superview and of views without a superview.
///
/// root (400 × 400, in a container view) holds aView (140, 100, 100 × 60), which holds
/// aViewChild (10, 20, 50 × 30), and bView (160, 200, 110 × 80), which holds bViewChild
/// (40, 10, 60 × 20). No display scale is set: ``simulatorScale``.
final class PinPointCoordinatesSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var aViewChild: BasicView!
    var bView: BasicView!
    var bViewChild: BasicView!

    let run = runPinLayoutSpec {
      beforeEach {
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 0, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        aView.frame = rect(140, 100, 100, 60)
        rootView.addSubview(aView)
        aViewChild = BasicView()
        aViewChild.frame = rect(10, 20, 50, 30)
        aView.addSubview(aViewChild)
        bView = BasicView()
        bView.frame = rect(160, 200, 110, 80)
        rootView.addSubview(bView)
        bViewChild = BasicView()
        bViewChild.frame = rect(40, 10, 60, 20)
        bView.addSubview(bViewChild)
      }

      describe("references and views without a superview") {
        it("a view without a superview stays where it is") {
          let detached = UIView(frame: rect(10, 10, 10, 10))
          detached.pin.topLeft(to: rootView.anchor.topLeft)
          expect(detached.frame).to(equal(rect(10, 10, 10, 10)))
        }
        it("a view whose parent has no superview stays where it is") {
          let detached = UIView(frame: rect(10, 10, 10, 10))
          let detachedChild = UIView(frame: rect(10, 10, 10, 10))
          detached.addSubview(detachedChild)
          detachedChild.pin.topLeft(to: rootView.anchor.topLeft)
          expect(detached.frame).to(equal(rect(10, 10, 10, 10)))
        }
        it("a reference without a superview is ignored") {
          let detached = UIView(frame: rect(10, 10, 10, 10))
          aView.pin.topLeft(to: detached.anchor.topLeft)
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("a reference in a detached hierarchy counts from its root") {
          let detached = BasicView()
          detached.frame = rect(10, 10, 10, 10)
          let detachedChild = BasicView()
          detachedChild.frame = rect(10, 10, 10, 10)
          detached.addSubview(detachedChild)
          aView.pin.topLeft(to: detachedChild.anchor.topLeft)
          expect(aView.frame).to(equal(rect(20, 20, 100, 60)))
        }
      }
      describe("topLeft() and topLeft(to:)") {
        itPlaces(aView, at: rect(25, 25, 100, 60), "top(25).left(25)") {
          aView.pin.top(25).left(25)
        }
        itPlaces(aView, at: rect(0, 0, 100, 60), "topLeft()") { aView.pin.topLeft() }
        itPlaces(aView, at: rect(10, 10, 100, 60), "topLeft(10)") { aView.pin.topLeft(10) }
        it("topLeft(to:) each anchor of the superview") {
          aViewChild.pin.topLeft(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(0, 0, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(50, 0, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(100, 0, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(0, 30, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(50, 30, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(100, 30, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(0, 60, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(50, 60, 50, 30)))
          aViewChild.pin.topLeft(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(100, 60, 50, 30)))
        }
        it("topLeft(to:) each anchor of the superview's sibling") {
          aViewChild.pin.topLeft(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(20, 100, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(75, 100, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(130, 100, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(20, 140, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(75, 140, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(130, 140, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(20, 180, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(75, 180, 50, 30)))
          aViewChild.pin.topLeft(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(130, 180, 50, 30)))
        }
        itPlaces(bView, at: rect(150, 120, 110, 80), "topLeft(to: aViewChild.anchor.topLeft)") {
          bView.pin.topLeft(to: aViewChild.anchor.topLeft)
        }
        itPlaces(
          bViewChild, at: rect(-10, -80, 60, 20),
          "bViewChild.pin.topLeft(to: aViewChild.anchor.topLeft)"
        ) { bViewChild.pin.topLeft(to: aViewChild.anchor.topLeft) }
      }
      describe("topCenter() and topCenter(to:)") {
        itPlaces(aView, at: rect(250, 100, 100, 60), "top(100).hCenter(100)") {
          aView.pin.top(100).hCenter(100)
        }
        itPlaces(aView, at: rect(150, 0, 100, 60), "topCenter()") { aView.pin.topCenter() }
        itPlaces(aView, at: rect(150, 10, 100, 60), "topCenter(10)") { aView.pin.topCenter(10) }
        it("topCenter(to:) each anchor of the superview") {
          aViewChild.pin.topCenter(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-25, 0, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(25, 0, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(75, 0, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-25, 30, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(25, 30, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(75, 30, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-25, 60, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(25, 60, 50, 30)))
          aViewChild.pin.topCenter(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(75, 60, 50, 30)))
        }
        it("topCenter(to:) each anchor of the superview's sibling") {
          aViewChild.pin.topCenter(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 100, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(50, 100, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(105, 100, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 140, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(50, 140, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(105, 140, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 180, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(50, 180, 50, 30)))
          aViewChild.pin.topCenter(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(105, 180, 50, 30)))
        }
        itPlaces(bView, at: rect(120, 120, 110, 80), "topCenter(to: aViewChild.anchor.topCenter)") {
          bView.pin.topCenter(to: aViewChild.anchor.topCenter)
        }
        itPlaces(
          bViewChild, at: rect(-15, -80, 60, 20),
          "bViewChild.pin.topCenter(to: aViewChild.anchor.topCenter)"
        ) { bViewChild.pin.topCenter(to: aViewChild.anchor.topCenter) }
      }
      describe("topRight() and topRight(to:)") {
        itPlaces(aView, at: rect(200, 100, 100, 60), "top(100).right(100)") {
          aView.pin.top(100).right(100)
        }
        itPlaces(aView, at: rect(300, 0, 100, 60), "topRight()") { aView.pin.topRight() }
        itPlaces(aView, at: rect(290, 10, 100, 60), "topRight(10)") { aView.pin.topRight(10) }
        it("topRight(to:) each anchor of the superview") {
          aViewChild.pin.topRight(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-50, 0, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(0, 0, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(50, 0, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-50, 30, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(0, 30, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(50, 30, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-50, 60, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(0, 60, 50, 30)))
          aViewChild.pin.topRight(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(50, 60, 50, 30)))
        }
        it("topRight(to:) each anchor of the superview's sibling") {
          aViewChild.pin.topRight(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 100, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(25, 100, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(80, 100, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 140, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(25, 140, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(80, 140, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 180, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(25, 180, 50, 30)))
          aViewChild.pin.topRight(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(80, 180, 50, 30)))
        }
        itPlaces(bViewChild, at: rect(-20, -80, 60, 20), "topRight(to: aViewChild.anchor.topRight)")
        { bViewChild.pin.topRight(to: aViewChild.anchor.topRight) }
      }
      describe("centerLeft() and centerLeft(to:)") {
        itPlaces(aView, at: rect(100, 270, 100, 60), "left(100).vCenter(100)") {
          aView.pin.left(100).vCenter(100)
        }
        itPlaces(aView, at: rect(0, 170, 100, 60), "centerLeft()") { aView.pin.centerLeft() }
        itPlaces(aView, at: rect(10, 170, 100, 60), "centerLeft(10)") { aView.pin.centerLeft(10) }
        it("centerLeft(to:) each anchor of the superview") {
          aViewChild.pin.centerLeft(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(0, -15, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(50, -15, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(100, -15, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(0, 15, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(50, 15, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(100, 15, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(0, 45, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(50, 45, 50, 30)))
          aViewChild.pin.centerLeft(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(100, 45, 50, 30)))
        }
        it("centerLeft(to:) each anchor of the superview's sibling") {
          aViewChild.pin.centerLeft(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(20, 85, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(75, 85, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(130, 85, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(20, 125, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(75, 125, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(130, 125, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(20, 165, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(75, 165, 50, 30)))
          aViewChild.pin.centerLeft(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(130, 165, 50, 30)))
        }
        itPlaces(bView, at: rect(150, 95, 110, 80), "centerLeft(to: aViewChild.anchor.centerLeft)")
        { bView.pin.centerLeft(to: aViewChild.anchor.centerLeft) }
        itPlaces(
          bViewChild, at: rect(-10, -75, 60, 20),
          "bViewChild.pin.centerLeft(to: aViewChild.anchor.centerLeft)"
        ) { bViewChild.pin.centerLeft(to: aViewChild.anchor.centerLeft) }
      }
      describe("center() and center(to:)") {
        itPlaces(aView, at: rect(250, 270, 100, 60), "hCenter(100).vCenter(100)") {
          aView.pin.hCenter(100).vCenter(100)
        }
        itPlaces(aView, at: rect(150, 170, 100, 60), "center()") { aView.pin.center() }
        itPlaces(aView, at: rect(160, 180, 100, 60), "center(10)") { aView.pin.center(10) }
        it("center(to:) each anchor of the superview") {
          aViewChild.pin.center(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-25, -15, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(25, -15, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(75, -15, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-25, 15, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(25, 15, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(75, 15, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-25, 45, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(25, 45, 50, 30)))
          aViewChild.pin.center(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(75, 45, 50, 30)))
        }
        it("center(to:) each anchor of the superview's sibling") {
          aViewChild.pin.center(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 85, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(50, 85, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(105, 85, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 125, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(50, 125, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(105, 125, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 165, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(50, 165, 50, 30)))
          aViewChild.pin.center(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(105, 165, 50, 30)))
        }
      }
      describe("centerRight() and centerRight(to:)") {
        itPlaces(aView, at: rect(200, 270, 100, 60), "right(100).vCenter(100)") {
          aView.pin.right(100).vCenter(100)
        }
        itPlaces(aView, at: rect(300, 170, 100, 60), "centerRight()") { aView.pin.centerRight() }
        itPlaces(aView, at: rect(290, 170, 100, 60), "centerRight(10)") {
          aView.pin.centerRight(10)
        }
        it("centerRight(to:) each anchor of the superview") {
          aViewChild.pin.centerRight(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-50, -15, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(0, -15, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(50, -15, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-50, 15, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(0, 15, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(50, 15, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-50, 45, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(0, 45, 50, 30)))
          aViewChild.pin.centerRight(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(50, 45, 50, 30)))
        }
        it("centerRight(to:) each anchor of the superview's sibling") {
          aViewChild.pin.centerRight(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 85, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(25, 85, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(80, 85, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 125, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(25, 125, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(80, 125, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 165, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(25, 165, 50, 30)))
          aViewChild.pin.centerRight(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(80, 165, 50, 30)))
        }
      }
      describe("bottomLeft() and bottomLeft(to:)") {
        itPlaces(aView, at: rect(100, 240, 100, 60), "bottom(100).left(100)") {
          aView.pin.bottom(100).left(100)
        }
        itPlaces(aView, at: rect(0, 340, 100, 60), "bottomLeft()") { aView.pin.bottomLeft() }
        itPlaces(aView, at: rect(10, 330, 100, 60), "bottomLeft(10)") { aView.pin.bottomLeft(10) }
        it("bottomLeft(to:) each anchor of the superview") {
          aViewChild.pin.bottomLeft(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(0, -30, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(50, -30, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(100, -30, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(0, 0, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(50, 0, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(100, 0, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(0, 30, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(50, 30, 50, 30)))
          aViewChild.pin.bottomLeft(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(100, 30, 50, 30)))
        }
        it("bottomLeft(to:) each anchor of the superview's sibling") {
          aViewChild.pin.bottomLeft(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(20, 70, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(75, 70, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(130, 70, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(20, 110, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(75, 110, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(130, 110, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(20, 150, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(75, 150, 50, 30)))
          aViewChild.pin.bottomLeft(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(130, 150, 50, 30)))
        }
      }
      describe("bottomCenter() and bottomCenter(to:)") {
        itPlaces(aView, at: rect(250, 240, 100, 60), "bottom(100).hCenter(100)") {
          aView.pin.bottom(100).hCenter(100)
        }
        itPlaces(aView, at: rect(150, 340, 100, 60), "bottomCenter()") { aView.pin.bottomCenter() }
        itPlaces(aView, at: rect(150, 330, 100, 60), "bottomCenter(10)") {
          aView.pin.bottomCenter(10)
        }
        it("bottomCenter(to:) each anchor of the superview") {
          aViewChild.pin.bottomCenter(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-25, -30, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(25, -30, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(75, -30, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-25, 0, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(25, 0, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(75, 0, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-25, 30, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(25, 30, 50, 30)))
          aViewChild.pin.bottomCenter(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(75, 30, 50, 30)))
        }
        it("bottomCenter(to:) each anchor of the superview's sibling") {
          aViewChild.pin.bottomCenter(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 70, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(50, 70, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(105, 70, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 110, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(50, 110, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(105, 110, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-5, 150, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(50, 150, 50, 30)))
          aViewChild.pin.bottomCenter(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(105, 150, 50, 30)))
        }
      }
      describe("bottomRight() and bottomRight(to:)") {
        itPlaces(aView, at: rect(200, 240, 100, 60), "bottom(100).right(100)") {
          aView.pin.bottom(100).right(100)
        }
        itPlaces(aView, at: rect(300, 340, 100, 60), "bottomRight()") { aView.pin.bottomRight() }
        itPlaces(aView, at: rect(290, 330, 100, 60), "bottomRight(10)") {
          aView.pin.bottomRight(10)
        }
        it("bottomRight(to:) each anchor of the superview") {
          aViewChild.pin.bottomRight(to: aView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-50, -30, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(0, -30, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(50, -30, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-50, 0, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(0, 0, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(50, 0, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-50, 30, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(0, 30, 50, 30)))
          aViewChild.pin.bottomRight(to: aView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(50, 30, 50, 30)))
        }
        it("bottomRight(to:) each anchor of the superview's sibling") {
          aViewChild.pin.bottomRight(to: bView.anchor.topLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 70, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.topCenter)
          expect(aViewChild.frame).to(equal(rect(25, 70, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.topRight)
          expect(aViewChild.frame).to(equal(rect(80, 70, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.centerLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 110, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.center)
          expect(aViewChild.frame).to(equal(rect(25, 110, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.centerRight)
          expect(aViewChild.frame).to(equal(rect(80, 110, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.bottomLeft)
          expect(aViewChild.frame).to(equal(rect(-30, 150, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.bottomCenter)
          expect(aViewChild.frame).to(equal(rect(25, 150, 50, 30)))
          aViewChild.pin.bottomRight(to: bView.anchor.bottomRight)
          expect(aViewChild.frame).to(equal(rect(80, 150, 50, 30)))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 56)
  }
}
