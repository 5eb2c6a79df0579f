import Foundation
import PinframeLayout
import PinframeViews
import Testing

private typealias Case = LayoutCase<TwoBranchFixture>

@MainActor
@Suite("Pixel rounding of written frames")
struct RoundingTests {
  @Test("At scale 2, sizes round up and origins round half away from zero, in Float32")
  func scaleTwo() {
    check(
      [
        // 1600 / 250 = 6.4 → 6.5
        Case(\.aView, rect(0, 100, 250, 6.5)) { $0.aView.pin.left().width(250).sizeToFit(.width) },
        // 1600 / 300 ≈ 5.333 → 5.5
        Case(\.aView, rect(20, 100, 300, 5.5)) {
          $0.aView.pin.left(20).right(80).sizeToFit(.width)
        },
        // 1600 / 290 ≈ 5.517 → 6
        Case(\.aView, rect(30, 100, 290, 6)) {
          $0.aView.pin.left(20).right(80).marginLeft(10).sizeToFit(.width)
        },
        // y = 320 − 8.888… = 311.11 → 311
        Case(\.aView, rect(35, 311, 180, 9)) {
          $0.aView.pin.top(20).left(20).bottom(80).right(180).marginLeft(15).marginRight(5)
            .marginTop(10).sizeToFit(.width).align(.bottom)
        },
        Case(\.aView, rect(10.5, -0.5, 100, 60)) { $0.aView.pin.left(10.25).top(-0.25) },
        Case(\.aView, rect(10, -0.5, 100, 60)) { $0.aView.pin.left(10.24).top(-0.26) },
      ], scale: 2, in: TwoBranchFixture.init)
  }

  @Test("At scale 3 a centred 35×45 view lands on 182.6667, 177.6667")
  func scaleThree() {
    let (fixture, _) = inPinRuntime(scale: 3) { () -> TwoBranchFixture in
      let fixture = TwoBranchFixture()
      fixture.aView.pin.sizeToFit().center()
      return fixture
    }
    #expect(fixture.aView.frame == rect(548.0 / 3, 533.0 / 3, 35, 45))
    #expect(abs(fixture.aView.frame.minX - 182.6667) < 0.00005)
    #expect(abs(fixture.aView.frame.minY - 177.6667) < 0.00005)
  }

  @Test("At scale 1 values snap to whole points")
  func scaleOne() {
    check(
      [
        Case(\.aView, rect(11, 100, 101, 60)) { $0.aView.pin.left(10.5).width(100.2) },
        Case(\.aView, rect(-11, 100, 100, 60)) { $0.aView.pin.left(-10.5) },
      ], in: TwoBranchFixture.init)
  }

  @Test("The product is rounded as a Float: 200.00000000000003 is a size of 200, not 201")
  func floatPrecision() {
    check(
      [
        Case(\.aView, rect(140, 100, 200, 60)) { $0.aView.pin.width(200.00000000000003) },
        Case(\.aView, rect(140, 100, 200.5, 60)) { $0.aView.pin.width(200.25) },
      ], scale: 2, in: TwoBranchFixture.init)
  }

  @Test("The scale comes from the runtime; Pin.displayScale and the unit-test hook set it")
  func scaleSettings() {
    let (scales, _) = inPinRuntime { () -> [CGFloat] in
      var scales = [Pin.displayScale]
      _pinlayoutSetUnitTest(scale: 3)
      scales.append(ViewRuntime.current.scale)
      _pinlayoutSetUnitTest(scale: nil)
      scales.append(Pin.displayScale)
      Pin.displayScale = 2
      scales.append(ViewRuntime.current.scale)
      return scales
    }
    #expect(scales == [1, 3, 1, 2])
  }

  @Test("Reading view.pin with no rule still snaps the frame to pixels")
  func emptyChainRounds() {
    let (fixture, _) = inPinRuntime(scale: 2) { () -> TwoBranchFixture in
      let fixture = TwoBranchFixture()
      fixture.aView.frame = rect(10.3, 20.7, 30.1, 40.9)
      _ = fixture.aView.pin.safeArea
      return fixture
    }
    #expect(fixture.aView.frame == rect(10.5, 20.5, 30.5, 41))
  }

  @Test("Around 2²³ pixels, where Float loses its fractions, values round as roundf and ceilf")
  func wholeNumberBoundary() {
    check(
      [
        // 2²³ − 0.5 is a Float with a fraction: half away from zero gives 2²³.
        Case(\.aView, rect(8_388_608, 100, 100, 60)) { $0.aView.pin.left(8_388_607.5) },
        Case(\.aView, rect(-8_388_608, 100, 100, 60)) { $0.aView.pin.left(-8_388_607.5) },
        // 2²⁴ + 1 is not a Float: it becomes 2²⁴, a whole number; 2²³ − 0.7 becomes 2²³ − 0.5,
        // whose ceiling is 2²³.
        Case(\.aView, rect(16_777_216, 100, 100, 60)) { $0.aView.pin.left(16_777_217) },
        Case(\.aView, rect(140, 100, 8_388_608, 60)) { $0.aView.pin.width(8_388_607.3) },
      ], in: TwoBranchFixture.init)
  }

  @Test("Values beyond Float's range are rounded without becoming infinite")
  func hugeValues() {
    check(
      [Case(\.aView, rect(1e39, 100, 100, 60)) { $0.aView.pin.left(1e39) }],
      scale: 2, in: TwoBranchFixture.init)
  }
}
