import Pinframe
import XCTest

/// The facts of PinLayout's AspectRatioTests (Tests/Common): `aspectRatio(ratio)` and
/// `aspectRatio(of:)` with a known width or height, invalid ratios, conflicts with sizeToFit,
/// and min/max sizes applied after the ratio.
///
/// All 29 of its examples are ported. root (400 × 400, in a container view) holds aView
/// (140, 100, 200 × 100), bView (160, 120, 120 × 40) and an image view (10, 10, 60 × 60) showing
/// a red 100 × 50 pt image. Display scale 2, as the spec sets.
final class AspectRatioSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var bView: BasicView!
    var imageView: UIImageView!

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
        imageView = UIImageView(image: solidImage(.red, width: 100, height: 50))
        imageView.frame = rect(10, 10, 60, 60)
        rootView.addSubview(imageView)
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
      describe("aspectRatio()") {
        it("warns on a view that is not an image view") {
          aView.pin.left().width(100).aspectRatio()
          expect(Pin.lastWarningText).to(contain("aspectRatio() won't be applied"))
          expect(Pin.lastWarningText).to(
            contain("the layouted view must be an UIImageView()"))
          expect(aView.frame).to(equal(rect(0, 100, 100, 100)))
        }
        it("warns on an image view without an image") {
          imageView.image = nil
          imageView.pin.left().width(100).aspectRatio()
          expect(Pin.lastWarningText).to(contain("aspectRatio() won't be applied"))
          expect(Pin.lastWarningText).to(
            contain("the layouted UIImageView's image hasn't been set (aspectRatioImageNotSet)"))
        }
        it("is silent without an image when aspectRatioImageNotSet is off") {
          Pin.activeWarnings.aspectRatioImageNotSet = false
          imageView.image = nil
          imageView.pin.left().width(100).aspectRatio()
          expect(Pin.lastWarningText).to(beNil())
          expect(imageView.frame).to(equal(rect(0, 10, 100, 60)))
        }
        it("warns when neither the width nor the height can be determined") {
          imageView.pin.left().aspectRatio()
          expect(Pin.lastWarningText).to(contain("aspectRatio won't be applied"))
          expect(Pin.lastWarningText).to(
            contain("neither the width nor the height can be determined"))
          expect(imageView.frame).to(equal(rect(0, 10, 60, 60)))
        }
        it("takes the image's ratio: left().width(200).aspectRatio()") {
          imageView.pin.left().width(200).aspectRatio()
          expect(imageView.frame).to(beCloseTo(rect(0, 10, 200, 100), within: 0.5))
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
    XCTAssertEqual(run.ran.count, 29)
  }
}

/// A `width × height` point image of one colour, made as iOS tests make images.
private func solidImage(_ color: UIColor, width: CGFloat, height: CGFloat) -> UIImage {
  let size = CGSize(width: width, height: height)
  return UIGraphicsImageRenderer(size: size).image { _ in
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
  }
}
