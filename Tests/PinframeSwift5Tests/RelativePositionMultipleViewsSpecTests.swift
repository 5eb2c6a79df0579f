import Pinframe
import XCTest

/// The facts of PinLayout's RelativePositionMultipleViewsSpec (Tests/Common, 47 examples, all
/// ported): `above`, `below`, `left(of:)` and `right(of:)` a list of views in another superview,
/// with alignments and margins, and references that have no superview (skipped with a warning).
///
/// root (400 × 400, in a container view) holds aView (40, 100, 100 × 60), which holds
/// aViewChild (10, 20, 50 × 30), and bView (160, 120, 110 × 80), which holds bViewChild
/// (40, 10, 60 × 20). Display scale 2, as the spec sets.
final class RelativePositionMultipleViewsSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var aViewChild: BasicView!
    var bView: BasicView!
    var bViewChild: BasicView!
    var unattached: UIView!
    let referenceWarning = "must be added as a sub-view before being used as a reference."

    let run = runPinLayoutSpec {
      beforeEach {
        _pinlayoutSetUnitTest(scale: 2)
        Pin.lastWarningText = nil
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 0, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        aView.frame = rect(40, 100, 100, 60)
        rootView.addSubview(aView)
        aViewChild = BasicView()
        aViewChild.frame = rect(10, 20, 50, 30)
        aView.addSubview(aViewChild)
        bView = BasicView()
        bView.frame = rect(160, 120, 110, 80)
        rootView.addSubview(bView)
        bViewChild = BasicView()
        bViewChild.frame = rect(40, 10, 60, 20)
        bView.addSubview(bViewChild)
        unattached = UIView()
      }
      afterEach {
        _pinlayoutSetUnitTest(scale: nil)
      }

      describe("above(of:) a reference without a superview") {
        it("above(of: unattached) warns and changes nothing") {
          bViewChild.pin.above(of: unattached)
          expect(bViewChild.frame).to(equal(rect(40, 10, 60, 20)))
          expect(Pin.lastWarningText).to(
            contain(["above(of: (", ")", "won't be applied", referenceWarning]))
        }
        it("above(of: unattached, aligned: .left) warns and changes nothing") {
          bViewChild.pin.above(of: unattached, aligned: .left)
          expect(bViewChild.frame).to(equal(rect(40, 10, 60, 20)))
          expect(Pin.lastWarningText).to(
            contain(["above(of: ", ", aligned: .left)", "won't be applied", referenceWarning]))
        }
        it("above(of: [aView, unattached]) warns about the reference") {
          bViewChild.pin.above(of: [aView, unattached])
          expect(bViewChild.frame).to(equal(rect(40, -40, 60, 20)))
          expect(Pin.lastWarningText).to(
            contain(["above", "won't be applied", "the reference view", referenceWarning]))
        }
        it("above(of: [aView, unattached]) still goes above aView") {
          bViewChild.pin.above(of: [aView, unattached])
          expect(bViewChild.frame).to(equal(rect(40, -40, 60, 20)))
          expect(Pin.lastWarningText).to(
            contain([
              "above(of: [", "])", "won't be applied", "the reference view", "must be added",
              "as a reference",
            ]))
        }
        it("above(of: [aView, unattached], aligned: .center) still centres on aView") {
          bViewChild.pin.above(of: [aView, unattached], aligned: .center)
          expect(bViewChild.frame).to(equal(rect(-100, -40, 60, 20)))
          expect(Pin.lastWarningText).to(
            contain([
              "above(of: [", "], aligned: .center)", "won't be applied", "the reference view",
              "must be added", "as a reference",
            ]))
        }
      }
      describe("above(of:) several views") {
        itPlaces(bViewChild, at: rect(40, -40, 60, 20), "above(of: aView)") {
          bViewChild.pin.above(of: aView)
        }
        itPlaces(bViewChild, at: rect(40, -40, 60, 20), "above(of: [aView, bView])") {
          bViewChild.pin.above(of: [aView, bView])
        }
        itPlaces(
          bViewChild, at: rect(-120, -40, 60, 20), "above(of: [aView, bView], aligned: .left)"
        ) { bViewChild.pin.above(of: [aView, bView], aligned: .left) }
        itPlaces(
          bViewChild, at: rect(50, -40, 60, 20), "above(of: [aView, bView], aligned: .right)"
        ) { bViewChild.pin.above(of: [aView, bView], aligned: .right) }
        itPlaces(bViewChild, at: rect(-100, -40, 60, 20), "above(of: aView, aligned: .center)") {
          bViewChild.pin.above(of: aView, aligned: .center)
        }
        itPlaces(
          bViewChild, at: rect(-37.5, -40, 60, 20), "above(of: [aView, bView], aligned: .center)"
        ) { bViewChild.pin.above(of: [aView, bView], aligned: .center) }
        itPlaces(
          bViewChild, at: rect(40, -50, 60, 20),
          "above(of: [aView, bView], aligned: .right).margin(10)"
        ) { bViewChild.pin.above(of: [aView, bView], aligned: .right).margin(10) }
        itPlaces(
          bViewChild, at: rect(-110, -50, 60, 20),
          "above(of: [aView, bView], aligned: .left).margin(10)"
        ) { bViewChild.pin.above(of: [aView, bView], aligned: .left).margin(10) }
      }
      describe("below(of:) several views") {
        itPlaces(bViewChild, at: rect(40, 40, 60, 20), "below(of: aView)") {
          bViewChild.pin.below(of: aView)
        }
        itPlaces(bViewChild, at: rect(40, 80, 60, 20), "below(of: [aView, bView])") {
          bViewChild.pin.below(of: [aView, bView])
        }
        itPlaces(
          bViewChild, at: rect(-120, 80, 60, 20), "below(of: [aView, bView], aligned: .left)"
        ) { bViewChild.pin.below(of: [aView, bView], aligned: .left) }
        itPlaces(bViewChild, at: rect(50, 80, 60, 20), "below(of: [aView, bView], aligned: .right)")
        { bViewChild.pin.below(of: [aView, bView], aligned: .right) }
        itPlaces(bViewChild, at: rect(-100, 40, 60, 20), "below(of: aView, aligned: .center)") {
          bViewChild.pin.below(of: aView, aligned: .center)
        }
        itPlaces(
          bViewChild, at: rect(-37.5, 80, 60, 20), "below(of: [aView, bView], aligned: .center)"
        ) { bViewChild.pin.below(of: [aView, bView], aligned: .center) }
        itPlaces(
          bViewChild, at: rect(40, 90, 60, 20),
          "below(of: [aView, bView], aligned: .right).margin(10)"
        ) { bViewChild.pin.below(of: [aView, bView], aligned: .right).margin(10) }
        itPlaces(
          bViewChild, at: rect(-110, 90, 60, 20),
          "below(of: [aView, bView], aligned: .left).margin(10)"
        ) { bViewChild.pin.below(of: [aView, bView], aligned: .left).margin(10) }
        itPlaces(
          bViewChild, at: rect(-37.5, 90, 60, 20),
          "below(of: [aView, bView], aligned: .center).margin(10)"
        ) { bViewChild.pin.below(of: [aView, bView], aligned: .center).margin(10) }
        itPlaces(
          bViewChild, at: rect(-27.5, 80, 60, 20),
          "below(of: [aView, bView], aligned: .center).marginLeft(10)"
        ) { bViewChild.pin.below(of: [aView, bView], aligned: .center).marginLeft(10) }
        itPlaces(
          bViewChild, at: rect(-47.5, 80, 60, 20),
          "below(of: [aView, bView], aligned: .center).marginRight(10)"
        ) { bViewChild.pin.below(of: [aView, bView], aligned: .center).marginRight(10) }
      }
      describe("left(of:) several views") {
        itPlaces(bViewChild, at: rect(-180, 10, 60, 20), "left(of: aView)") {
          bViewChild.pin.left(of: aView)
        }
        itPlaces(bViewChild, at: rect(-180, 10, 60, 20), "left(of: [aView, bView])") {
          bViewChild.pin.left(of: [aView, bView])
        }
        itPlaces(bViewChild, at: rect(-60, 10, 60, 20), "left(of: [bView, bView])") {
          bViewChild.pin.left(of: [bView, bView])
        }
        itPlaces(bViewChild, at: rect(-180, -20, 60, 20), "left(of: [aView, bView], aligned: .top)")
        { bViewChild.pin.left(of: [aView, bView], aligned: .top) }
        itPlaces(
          bViewChild, at: rect(-180, 60, 60, 20), "left(of: [aView, bView], aligned: .bottom)"
        ) { bViewChild.pin.left(of: [aView, bView], aligned: .bottom) }
        itPlaces(bViewChild, at: rect(-180, 0, 60, 20), "left(of: aView, aligned: .center)") {
          bViewChild.pin.left(of: aView, aligned: .center)
        }
        itPlaces(
          bViewChild, at: rect(-180, 15, 60, 20), "left(of: [aView, bView], aligned: .center)"
        ) { bViewChild.pin.left(of: [aView, bView], aligned: .center) }
        itPlaces(
          bViewChild, at: rect(-190, 50, 60, 20),
          "left(of: [aView, bView], aligned: .bottom).margin(10)"
        ) { bViewChild.pin.left(of: [aView, bView], aligned: .bottom).margin(10) }
        itPlaces(
          bViewChild, at: rect(-190, -10, 60, 20),
          "left(of: [aView, bView], aligned: .top).margin(10)"
        ) { bViewChild.pin.left(of: [aView, bView], aligned: .top).margin(10) }
        itPlaces(
          bViewChild, at: rect(-190, 15, 60, 20),
          "left(of: [aView, bView], aligned: .center).margin(10)"
        ) { bViewChild.pin.left(of: [aView, bView], aligned: .center).margin(10) }
        itPlaces(
          bViewChild, at: rect(-180, 25, 60, 20),
          "left(of: [aView, bView], aligned: .center).marginTop(10)"
        ) { bViewChild.pin.left(of: [aView, bView], aligned: .center).marginTop(10) }
        itPlaces(
          bViewChild, at: rect(-180, 5, 60, 20),
          "left(of: [aView, bView], aligned: .center).marginBottom(10)"
        ) { bViewChild.pin.left(of: [aView, bView], aligned: .center).marginBottom(10) }
      }
      describe("right(of:) several views") {
        itPlaces(bViewChild, at: rect(-20, 10, 60, 20), "right(of: aView)") {
          bViewChild.pin.right(of: aView)
        }
        itPlaces(bViewChild, at: rect(110, 10, 60, 20), "right(of: [aView, bView])") {
          bViewChild.pin.right(of: [aView, bView])
        }
        itPlaces(bViewChild, at: rect(110, -20, 60, 20), "right(of: [aView, bView], aligned: .top)")
        { bViewChild.pin.right(of: [aView, bView], aligned: .top) }
        itPlaces(
          bViewChild, at: rect(110, 60, 60, 20), "right(of: [aView, bView], aligned: .bottom)"
        ) { bViewChild.pin.right(of: [aView, bView], aligned: .bottom) }
        itPlaces(bViewChild, at: rect(-20, 0, 60, 20), "right(of: aView, aligned: .center)") {
          bViewChild.pin.right(of: aView, aligned: .center)
        }
        itPlaces(
          bViewChild, at: rect(110, 15, 60, 20), "right(of: [aView, bView], aligned: .center)"
        ) { bViewChild.pin.right(of: [aView, bView], aligned: .center) }
        itPlaces(
          bViewChild, at: rect(120, 50, 60, 20),
          "right(of: [aView, bView], aligned: .bottom).margin(10)"
        ) { bViewChild.pin.right(of: [aView, bView], aligned: .bottom).margin(10) }
        itPlaces(
          bViewChild, at: rect(120, -10, 60, 20),
          "right(of: [aView, bView], aligned: .top).margin(10)"
        ) { bViewChild.pin.right(of: [aView, bView], aligned: .top).margin(10) }
        itPlaces(
          bViewChild, at: rect(120, 15, 60, 20),
          "right(of: [aView, bView], aligned: .center).margin(10)"
        ) { bViewChild.pin.right(of: [aView, bView], aligned: .center).margin(10) }
        itPlaces(
          bViewChild, at: rect(110, 25, 60, 20),
          "right(of: [aView, bView], aligned: .center).marginTop(10)"
        ) { bViewChild.pin.right(of: [aView, bView], aligned: .center).marginTop(10) }
        itPlaces(
          bViewChild, at: rect(110, 5, 60, 20),
          "right(of: [aView, bView], aligned: .center).marginBottom(10)"
        ) { bViewChild.pin.right(of: [aView, bView], aligned: .center).marginBottom(10) }
      }
    }
    XCTAssertEqual(run.ran.count, 47)
  }
}
