import Pinframe
import XCTest

/// The facts of PinLayout's BetweenSpec (Tests/Common, 50 examples, all ported):
/// `horizontallyBetween` and `verticallyBetween` two views, in either order, with each
/// alignment, for views in other superviews, and their warnings (the layouted view as a
/// reference, no space between the views, a reference without a superview).
///
/// root (0, 64, 400 × 400, in a container view) holds aView with aViewChild, bView with
/// bViewChild, and cView; each example sets their frames. Display scale 2, as the spec sets.
/// Names ending in "#2" are examples the spec repeats word for word.
final class BetweenSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var aViewChild: BasicView!
    var bView: BasicView!
    var bViewChild: BasicView!
    var cView: BasicView!

    let run = runPinLayoutSpec {
      beforeEach {
        _pinlayoutSetUnitTest(scale: 2)
        Pin.lastWarningText = nil
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 64, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        rootView.addSubview(aView)
        aViewChild = BasicView()
        aView.addSubview(aViewChild)
        bView = BasicView()
        rootView.addSubview(bView)
        bViewChild = BasicView()
        bView.addSubview(bViewChild)
        cView = BasicView()
        rootView.addSubview(cView)
      }
      afterEach {
        _pinlayoutSetUnitTest(scale: nil)
        Pin.resetWarnings()
      }

      describe("horizontallyBetween") {
        it("bView.pin.horizontallyBetween(aView, and: bView)") {
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: bView)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0))",
              ") won't be applied",
              "the view being layouted cannot be used as one of the references",
            ]))
          expect(bView.frame).to(equal(rect(0, 0, 0, 0)))
        }
        it("bView.pin.horizontallyBetween(bView, and: cView)") {
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(bView, and: cView)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontallyBetween((BasicView, Frame: (0.0, 0.0, 0.0, 0.0))", "won't be applied",
              "the view being layouted cannot be used as one of the references",
            ]))
          expect(bView.frame).to(equal(rect(0, 0, 0, 0)))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView)") {
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0)), ",
              " won't be applied", "there is no horizontal space between these views",
            ]))
          expect(bView.frame).to(equal(rect(0, 0, 0, 0)))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView) with the no-space warning off") {
          Pin.activeWarnings.noSpaceAvailableBetweenViews = false
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView)
          expect(Pin.lastWarningText).to(beNil())
          expect(bView.frame).to(equal(rect(0, 0, 0, 0)))
        }
        it("bView.pin.horizontallyBetween(rootView, and: cView, aligned: .bottom)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(rootView, and: cView, aligned: .bottom)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontallyBetween((BasicView, Frame: (0.0, 64.0, 400.0, 400.0)), ",
              " won't be applied", "there is no horizontal space between these views",
            ]))
        }
        it("bView.pin.horizontallyBetween(container, and: cView, aligned: .bottom)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(container, and: cView, aligned: .bottom)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontallyBetween((BasicView, Frame: (0.0, 0.0, 0.0, 0.0)), ",
              " won't be applied", "must be added as a sub-view before being used as a reference",
            ]))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView) with space between them") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView)
          expect(bView.frame).to(equal(rect(90, 0, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView, aligned: .top)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 100, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView, aligned: .top)
          expect(bView.frame).to(equal(rect(90, 100, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(cView, and: aView, aligned: .top)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(cView, and: aView, aligned: .top)
          expect(bView.frame).to(equal(rect(90, 140, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView, aligned: .center)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView, aligned: .center)
          expect(bView.frame).to(equal(rect(90, 125, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(cView, and: aView, aligned: .center)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(cView, and: aView, aligned: .center)
          expect(bView.frame).to(equal(rect(90, 155, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView, aligned: .bottom)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView, aligned: .bottom)
          expect(bView.frame).to(equal(rect(90, 150, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(cView, and: aView, aligned: .bottom)") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(cView, and: aView, aligned: .bottom)
          expect(bView.frame).to(equal(rect(90, 170, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView, aligned: .center) #2") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView, aligned: .center)
          expect(bView.frame).to(equal(rect(90, 125, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(cView, and: aView, aligned: .center) #2") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(cView, and: aView, aligned: .center)
          expect(bView.frame).to(equal(rect(90, 155, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(aView, and: cView, aligned: .bottom) #2") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(aView, and: cView, aligned: .bottom)
          expect(bView.frame).to(equal(rect(90, 150, 70, 50)))
        }
        it("bView.pin.horizontallyBetween(cView, and: aView, aligned: .bottom) #2") {
          aView.frame = rect(40, 100, 50, 100)
          bView.frame = rect(0, 0, 50, 50)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.horizontallyBetween(cView, and: aView, aligned: .bottom)
          expect(bView.frame).to(equal(rect(90, 170, 70, 50)))
        }
      }
      describe("horizontallyBetween views in other superviews") {
        it("cView.pin.horizontallyBetween(aViewChild, and: bViewChild)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(aViewChild, and: bViewChild)
          expect(cView.frame).to(equal(rect(120, 100, 100, 80)))
        }
        it("cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .top)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .top)
          expect(cView.frame).to(equal(rect(120, 60, 100, 80)))
        }
        it("cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .center)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .center)
          expect(cView.frame).to(equal(rect(120, 40, 100, 80)))
        }
        it("cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .bottom)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(aViewChild, and: bViewChild, aligned: .bottom)
          expect(cView.frame).to(equal(rect(120, 20, 100, 80)))
        }
        it("cView.pin.horizontallyBetween(bViewChild, and: aViewChild, aligned: .center)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(bViewChild, and: aViewChild, aligned: .center)
          expect(cView.frame).to(equal(rect(120, 150, 100, 80)))
        }
        it("cView.pin.horizontallyBetween(aView, and: aViewChild, aligned: .top)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(aView, and: aViewChild, aligned: .top)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontallyBetween((BasicView, Frame: (10.0, 10.0, 120.0, 150.0)), ",
              ", aligned: .top)", " won't be applied",
              "there is no horizontal space between these views",
            ]))
        }
        it("cView.pin.horizontallyBetween(aView, and: bViewChild, aligned: .top)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(aView, and: bViewChild, aligned: .top)
          expect(cView.frame).to(equal(rect(130, 10, 90, 80)))
        }
        it("cView.pin.horizontallyBetween(bViewChild, and: aView, aligned: .top)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(180, 170, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.horizontallyBetween(bViewChild, and: aView, aligned: .top)
          expect(cView.frame).to(equal(rect(130, 180, 90, 80)))
        }
      }
      describe("verticallyBetween") {
        it("bView.pin.verticallyBetween(aView, and: bView)") {
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.frame = rect(10, 10, 11, 12)
          bView.pin.verticallyBetween(aView, and: bView)
          expect(Pin.lastWarningText).to(
            contain([
              "verticallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0))",
              ") won't be applied",
              "the view being layouted cannot be used as one of the references",
            ]))
          expect(bView.frame).to(equal(rect(10, 10, 11, 12)))
        }
        it("bView.pin.verticallyBetween(bView, and: cView)") {
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.frame = rect(10, 10, 11, 12)
          bView.pin.verticallyBetween(bView, and: cView)
          expect(Pin.lastWarningText).to(
            contain([
              "verticallyBetween((BasicView, Frame: (10.0, 10.0, 11.0, 12.0))",
              ") won't be applied",
              "the view being layouted cannot be used as one of the references",
            ]))
          expect(bView.frame).to(equal(rect(10, 10, 11, 12)))
        }
        it("bView.pin.verticallyBetween(aView, and: cView)") {
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.frame = rect(10, 10, 11, 12)
          bView.pin.verticallyBetween(aView, and: cView)
          expect(Pin.lastWarningText).to(
            contain([
              "verticallyBetween((BasicView, Frame: (40.0, 100.0, 200.0, 100.0))",
              " won't be applied", "there is no vertical space between these views",
            ]))
          expect(bView.frame).to(equal(rect(10, 10, 11, 12)))
        }
        it("bView.pin.verticallyBetween(aView, and: cView) with the no-space warning off") {
          Pin.activeWarnings.noSpaceAvailableBetweenViews = false
          aView.frame = rect(40, 100, 200, 100)
          cView.frame = rect(160, 140, 110, 80)
          bView.pin.verticallyBetween(aView, and: cView)
          expect(Pin.lastWarningText).to(beNil())
          expect(bView.frame).to(equal(rect(0, 0, 0, 0)))
        }
        it("cView.pin.verticallyBetween(aView, and: bView) with space between them") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: bView)
          expect(cView.frame).to(equal(rect(0, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(bView, and: aView)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(0, 100, 110, 80)
          cView.pin.verticallyBetween(bView, and: aView)
          expect(cView.frame).to(equal(rect(0, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(aView, and: bView, aligned: .left)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: bView, aligned: .left)
          expect(cView.frame).to(equal(rect(10, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(bView, and: aView, aligned: .left)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(bView, and: aView, aligned: .left)
          expect(cView.frame).to(equal(rect(180, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(aView, and: bView, aligned: .center)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: bView, aligned: .center)
          expect(cView.frame).to(equal(rect(15, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(bView, and: aView, aligned: .center)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(bView, and: aView, aligned: .center)
          expect(cView.frame).to(equal(rect(200, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(aView, and: bView, aligned: .right)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: bView, aligned: .right)
          expect(cView.frame).to(equal(rect(20, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(bView, and: aView, aligned: .right)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(bView, and: aView, aligned: .right)
          expect(cView.frame).to(equal(rect(220, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(aView, and: bView, aligned: .start)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: bView, aligned: .start)
          expect(cView.frame).to(equal(rect(10, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(bView, and: aView, aligned: .start)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(bView, and: aView, aligned: .start)
          expect(cView.frame).to(equal(rect(180, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(aView, and: bView, aligned: .end)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: bView, aligned: .end)
          expect(cView.frame).to(equal(rect(20, 160, 110, 80)))
        }
        it("cView.pin.verticallyBetween(bView, and: aView, aligned: .end)") {
          aView.frame = rect(10, 10, 120, 150)
          bView.frame = rect(180, 240, 150, 50)
          cView.frame = rect(40, 100, 110, 80)
          cView.pin.verticallyBetween(bView, and: aView, aligned: .end)
          expect(cView.frame).to(equal(rect(220, 160, 110, 80)))
        }
      }
      describe("verticallyBetween views in other superviews") {
        it("cView.pin.verticallyBetween(aViewChild, and: bViewChild)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(aViewChild, and: bViewChild)
          expect(cView.frame).to(equal(rect(30, 100, 110, 130)))
        }
        it("cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .left)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .left)
          expect(cView.frame).to(equal(rect(40, 100, 110, 130)))
        }
        it("cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .center)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .center)
          expect(cView.frame).to(equal(rect(25, 100, 110, 130)))
        }
        it("cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .right)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .right)
          // PinLayout's example checks nothing; this is the frame its rules give: between
          // aViewChild's bottom (100) and bViewChild's top (230), right edge on aViewChild's
          // (120), as the `.center` example above puts the centre on aViewChild's (80).
          expect(cView.frame).to(equal(rect(10, 100, 110, 130)))
        }
        it("cView.pin.verticallyBetween(bViewChild, and: aViewChild, aligned: .center)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(bViewChild, and: aViewChild, aligned: .center)
          expect(cView.frame).to(equal(rect(115, 100, 110, 130)))
        }
        it("cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .start)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(aViewChild, and: bViewChild, aligned: .start)
          expect(cView.frame).to(equal(rect(40, 100, 110, 130)))
        }
        it("cView.pin.verticallyBetween(aView, and: aViewChild, aligned: .left)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: aViewChild, aligned: .left)
          expect(Pin.lastWarningText).to(
            contain([
              "verticallyBetween((BasicView, Frame: (10.0, 10.0, 120.0, 150.0)),",
              " won't be applied", "there is no vertical space between these views",
            ]))
        }
        it("cView.pin.verticallyBetween(aView, and: bViewChild, aligned: .left)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(aView, and: bViewChild, aligned: .left)
          expect(cView.frame).to(equal(rect(10, 160, 110, 70)))
        }
        it("cView.pin.verticallyBetween(bViewChild, and: aView, aligned: .right)") {
          aView.frame = rect(10, 10, 120, 150)
          aViewChild.frame = rect(30, 50, 80, 40)
          bView.frame = rect(100, 220, 150, 50)
          bViewChild.frame = rect(40, 10, 60, 20)
          cView.frame = rect(30, 100, 110, 80)
          cView.pin.verticallyBetween(bViewChild, and: aView, aligned: .right)
          expect(cView.frame).to(equal(rect(90, 160, 110, 70)))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 50)
  }
}
