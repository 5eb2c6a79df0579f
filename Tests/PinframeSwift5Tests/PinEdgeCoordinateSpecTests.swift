import Pinframe
import XCTest

/// The facts of PinLayout's PinEdgeCoordinateSpec (Tests/Common, 24 examples, all ported):
/// `top`, `left`, `bottom` and `right(to:)` the edges of the superview, of its siblings and of
/// views in other superviews.
///
/// root (400 × 400, in a container view) holds aView (140, 100, 100 × 60), which holds
/// aViewChild (10, 20, 50 × 30), and bView (160, 200, 110 × 80), which holds bViewChild
/// (40, 10, 60 × 20). No display scale is set: ``simulatorScale``.
final class PinEdgeCoordinateSpecTests: XCTestCase {
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

      describe("a view without a superview") {
        it("top(to:) leaves a view without a superview where it is") {
          let detached = UIView(frame: rect(10, 10, 10, 10))
          detached.pin.top(to: aView.edge.top)
          expect(detached.frame).to(equal(rect(10, 10, 10, 10)))
        }
      }
      describe("top(to:)") {
        itPlaces(aViewChild, at: rect(10, 0, 50, 30), "aViewChild.pin.top(to: aView.edge.top)") {
          aViewChild.pin.top(to: aView.edge.top)
        }
        itPlaces(aViewChild, at: rect(10, 100, 50, 30), "aViewChild.pin.top(to: bView.edge.top)") {
          aViewChild.pin.top(to: bView.edge.top)
        }
        itPlaces(
          bViewChild, at: rect(40, -80, 60, 20), "bViewChild.pin.top(to: aViewChild.edge.top)"
        ) { bViewChild.pin.top(to: aViewChild.edge.top) }
        itPlaces(aViewChild, at: rect(10, 60, 50, 30), "aViewChild.pin.top(to: aView.edge.bottom)")
        { aViewChild.pin.top(to: aView.edge.bottom) }
        itPlaces(aViewChild, at: rect(10, 180, 50, 30), "aViewChild.pin.top(to: bView.edge.bottom)")
        { aViewChild.pin.top(to: bView.edge.bottom) }
        itPlaces(
          bViewChild, at: rect(40, -50, 60, 20), "bViewChild.pin.top(to: aViewChild.edge.bottom)"
        ) { bViewChild.pin.top(to: aViewChild.edge.bottom) }
      }
      describe("left(to:)") {
        itPlaces(aViewChild, at: rect(0, 20, 50, 30), "aViewChild.pin.left(to: aView.edge.left)") {
          aViewChild.pin.left(to: aView.edge.left)
        }
        itPlaces(aViewChild, at: rect(20, 20, 50, 30), "aViewChild.pin.left(to: bView.edge.left)") {
          aViewChild.pin.left(to: bView.edge.left)
        }
        itPlaces(
          bViewChild, at: rect(-10, 10, 60, 20), "bViewChild.pin.left(to: aViewChild.edge.left)"
        ) { bViewChild.pin.left(to: aViewChild.edge.left) }
        itPlaces(aViewChild, at: rect(100, 20, 50, 30), "aViewChild.pin.left(to: aView.edge.right)")
        { aViewChild.pin.left(to: aView.edge.right) }
        itPlaces(aViewChild, at: rect(130, 20, 50, 30), "aViewChild.pin.left(to: bView.edge.right)")
        { aViewChild.pin.left(to: bView.edge.right) }
        itPlaces(
          bViewChild, at: rect(40, 10, 60, 20), "bViewChild.pin.left(to: aViewChild.edge.right)"
        ) { bViewChild.pin.left(to: aViewChild.edge.right) }
      }
      describe("bottom(to:)") {
        itPlaces(aViewChild, at: rect(10, -30, 50, 30), "aViewChild.pin.bottom(to: aView.edge.top)")
        { aViewChild.pin.bottom(to: aView.edge.top) }
        itPlaces(aViewChild, at: rect(10, 70, 50, 30), "aViewChild.pin.bottom(to: bView.edge.top)")
        { aViewChild.pin.bottom(to: bView.edge.top) }
        itPlaces(
          aViewChild, at: rect(10, 30, 50, 30), "aViewChild.pin.bottom(to: aView.edge.bottom)"
        ) { aViewChild.pin.bottom(to: aView.edge.bottom) }
        itPlaces(
          aViewChild, at: rect(10, 150, 50, 30), "aViewChild.pin.bottom(to: bView.edge.bottom)"
        ) { aViewChild.pin.bottom(to: bView.edge.bottom) }
        itPlaces(
          bViewChild, at: rect(40, -70, 60, 20), "bViewChild.pin.bottom(to: aViewChild.edge.bottom)"
        ) { bViewChild.pin.bottom(to: aViewChild.edge.bottom) }
      }
      describe("right(to:)") {
        itPlaces(aViewChild, at: rect(-50, 20, 50, 30), "aViewChild.pin.right(to: aView.edge.left)")
        { aViewChild.pin.right(to: aView.edge.left) }
        itPlaces(aViewChild, at: rect(-30, 20, 50, 30), "aViewChild.pin.right(to: bView.edge.left)")
        { aViewChild.pin.right(to: bView.edge.left) }
        itPlaces(
          bViewChild, at: rect(-70, 10, 60, 20), "bViewChild.pin.right(to: aViewChild.edge.left)"
        ) { bViewChild.pin.right(to: aViewChild.edge.left) }
        itPlaces(aViewChild, at: rect(50, 20, 50, 30), "aViewChild.pin.right(to: aView.edge.right)")
        { aViewChild.pin.right(to: aView.edge.right) }
        itPlaces(aViewChild, at: rect(80, 20, 50, 30), "aViewChild.pin.right(to: bView.edge.right)")
        { aViewChild.pin.right(to: bView.edge.right) }
        itPlaces(
          bViewChild, at: rect(-20, 10, 60, 20), "bViewChild.pin.right(to: aViewChild.edge.right)"
        ) { bViewChild.pin.right(to: aViewChild.edge.right) }
      }
    }
    XCTAssertEqual(run.ran.count, 24)
  }
}
