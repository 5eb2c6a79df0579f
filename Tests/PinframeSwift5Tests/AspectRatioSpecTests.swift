import Pinframe
import XCTest

/// The facts of PinLayout's AspectRatioTests (Tests/Common): `aspectRatio(ratio)` and
/// `aspectRatio(of:)` with a known width or height, invalid ratios, conflicts with sizeToFit,
/// and min/max sizes applied after the ratio.
///
/// 24 of its 29 examples are ported; the five of `aspectRatio()` need a `UIImageView` and its
/// image, which Pinframe does not have yet. root (400 × 400, in a container view) holds aView
/// (140, 100, 200 × 100) and bView (160, 120, 120 × 40). Display scale 2, as the spec sets.
final class AspectRatioSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var bView: BasicView!

    let run = runPinLayoutSpec {
      beforeEach {
        _pinlayoutSetUnitTest(scale: 2)
        Pin.lastWarningText = nil
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 0, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        aView.frame = rect(140, 100, 200, 100)
        rootView.addSubview(aView)
        bView = BasicView()
        bView.frame = rect(160, 120, 120, 40)
        rootView.addSubview(bView)
      }
      afterEach {
        _pinlayoutSetUnitTest(scale: nil)
        Pin.resetWarnings()
      }

      describe("aspectRatio(ratio)") {
        it("left().height(100).aspectRatio(2).sizeToFit(.width)") {
          aView.pin.left().height(100).aspectRatio(2).sizeToFit(.width)
          expect(Pin.lastWarningText).to(
            contain(["sizeToFit(.width) won't be applied", "conflicts", "aspectRatio"]))
        }
        it("left().width(100%).sizeToFit(.width).aspectRatio(2)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).sizeToFit(.width).aspectRatio(2)
          expect(Pin.lastWarningText).to(
            contain(["aspectRatio(2.0) won't be applied", "conflicts", "sizeToFit"]))
        }
        it("left().height(100).sizeToFit(.height).aspectRatio(2)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().height(100).sizeToFit(.height).aspectRatio(2)
          expect(Pin.lastWarningText).to(
            contain(["aspectRatio(2.0) won't be applied", "conflicts", "sizeToFit"]))
          expect(aView.frame).to(equal(rect(0, 100, 16, 100)))
        }
        it("left().aspectRatio(2)") {
          aView.pin.left().aspectRatio(2)
          expect(Pin.lastWarningText).to(
            contain([
              "aspectRatio won't be applied", "neither the width nor the height can be determined",
            ]))
          expect(aView.frame).to(equal(rect(0, 100, 200, 100)))
        }
        it("left().width(100%).aspectRatio(-2)") {
          aView.pin.left().width(100%).aspectRatio(-2)
          expect(Pin.lastWarningText).to(
            contain(["aspectRatio", "won't be applied", "must be greater than zero"]))
          expect(aView.frame).to(equal(rect(0, 100, 400, 100)))
        }
        it("left().height(100).aspectRatio(-2)") {
          aView.pin.left().height(100).aspectRatio(-2)
          expect(Pin.lastWarningText).to(
            contain(["aspectRatio", "won't be applied", "must be greater than zero"]))
          expect(aView.frame).to(equal(rect(0, 100, 200, 100)))
        }
        it("left().width(100%).aspectRatio(0)") {
          aView.pin.left().width(100%).aspectRatio(0)
          expect(Pin.lastWarningText).to(
            contain(["aspectRatio", "won't be applied", "must be greater than zero"]))
          expect(aView.frame).to(equal(rect(0, 100, 400, 100)))
        }
        it("left().height(100).aspectRatio(0)") {
          aView.pin.left().height(100).aspectRatio(0)
          expect(Pin.lastWarningText).to(
            contain(["aspectRatio", "won't be applied", "must be greater than zero"]))
          expect(aView.frame).to(equal(rect(0, 100, 200, 100)))
        }
        itPlaces(aView, at: rect(0, 100, 400, 200), "left().width(100%).aspectRatio(2)") {
          aView.pin.left().width(100%).aspectRatio(2)
        }
        itPlaces(aView, at: rect(0, 100, 200, 100), "left().height(100).aspectRatio(2)") {
          aView.pin.left().height(100).aspectRatio(2)
        }
        itPlaces(aView, at: rect(0, 100, 100, 200), "left().width(100).aspectRatio(0.5)") {
          aView.pin.left().width(100).aspectRatio(0.5)
        }
        itPlaces(aView, at: rect(0, 100, 50, 100), "left().height(100).aspectRatio(0.5)") {
          aView.pin.left().height(100).aspectRatio(0.5)
        }
      }
      describe("aspectRatio(of:)") {
        it("left().width(100).aspectRatio(of: bView)") {
          aView.pin.left().width(100).aspectRatio(of: bView)
          let bViewRatio = bView.frame.width / bView.frame.height
          expect(aView.frame).to(beCloseTo(rect(0, 100, 100, 100 / bViewRatio), within: 0.5))
        }
        it("left().height(100).aspectRatio(of: bView)") {
          aView.pin.left().height(100).aspectRatio(of: bView)
          let bViewRatio = bView.frame.width / bView.frame.height
          expect(aView.frame).to(equal(rect(0, 100, 100 * bViewRatio, 100)))
        }
      }
      describe("aspectRatio with min and max") {
        itPlaces(
          aView, at: rect(0, 100, 240, 100), "left().height(100).aspectRatio(2).minWidth(240)"
        ) { aView.pin.left().height(100).aspectRatio(2).minWidth(240) }
        itPlaces(
          aView, at: rect(0, 100, 140, 100), "left().height(100).aspectRatio(2).maxWidth(140)"
        ) { aView.pin.left().height(100).aspectRatio(2).maxWidth(140) }
        itPlaces(aView, at: rect(0, 100, 100, 70), "left().width(100).aspectRatio(2).minHeight(70)")
        { aView.pin.left().width(100).aspectRatio(2).minHeight(70) }
        itPlaces(aView, at: rect(0, 100, 100, 30), "left().width(100).aspectRatio(2).maxHeight(30)")
        { aView.pin.left().width(100).aspectRatio(2).maxHeight(30) }
        itPlaces(aView, at: rect(0, 100, 80, 40), "left().width(100).maxWidth(80).aspectRatio(2)") {
          aView.pin.left().width(100).maxWidth(80).aspectRatio(2)
        }
        itPlaces(aView, at: rect(0, 100, 100, 50), "left().width(100).minWidth(100).aspectRatio(2)")
        { aView.pin.left().width(100).minWidth(100).aspectRatio(2) }
        itPlaces(
          aView, at: rect(0, 100, 80, 30),
          "left().width(100).maxWidth(80).aspectRatio(2).maxHeight(30)"
        ) { aView.pin.left().width(100).maxWidth(80).aspectRatio(2).maxHeight(30) }
        itPlaces(
          aView, at: rect(0, 100, 160, 80), "left().height(100).maxHeight(80).aspectRatio(2)"
        ) { aView.pin.left().height(100).maxHeight(80).aspectRatio(2) }
        itPlaces(
          aView, at: rect(0, 100, 240, 120), "left().height(100).minHeight(120).aspectRatio(2)"
        ) { aView.pin.left().height(100).minHeight(120).aspectRatio(2) }
        itPlaces(
          aView, at: rect(0, 100, 140, 80),
          "left().height(100).maxHeight(80).aspectRatio(2).maxWidth(140)"
        ) { aView.pin.left().height(100).maxHeight(80).aspectRatio(2).maxWidth(140) }
      }
    }
    XCTAssertEqual(run.ran.count, 24)
  }
}
