import Pinframe
import XCTest

/// The facts of PinLayout's WrapContentSpec (Tests/Common, 22 examples, all ported):
/// `wrapContent` on both axes or one, with a padding in points or insets (negative too), with
/// min/max sizes, moving the children to the padded corner.
///
/// root (0, 100, 400 × 400, in a container view) holds aView (20, 10, 200 × 100 in each
/// example), which holds aViewChild, aViewChild2 and aViewChild3, placed by each example.
/// Display scale 2, as the spec sets.
final class WrapContentSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var children: [BasicView] = []
    let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let negativeInsets = PEdgeInsets(top: -10, left: -20, bottom: -30, right: -40)
    let row = [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 120, 60, 60)]
    let lastLower = [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 140, 60, 60)]
    let lastLowest = [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 160, 60, 60)]
    let steps = [rect(160, 120, 100, 40), rect(260, 130, 60, 60), rect(360, 140, 60, 60)]

    /// Declares an example that places aView at (20, 10, 200 × 100) and its children at
    /// `placed`, runs `layout`, and expects aView at `wrapped` and its children at `moved`.
    func itWraps(
      _ name: String, _ placed: [CGRect], to wrapped: CGRect, moving moved: [CGRect],
      line: UInt = #line, _ layout: @escaping () -> Void
    ) {
      it(name, line: line) {
        aView.frame = rect(20, 10, 200, 100)
        for (child, frame) in zip(children, placed) { child.frame = frame }
        layout()
        expect(aView.frame, line: line).to(equal(wrapped))
        expect(children.map(\.frame), line: line).to(equal(moved))
      }
    }

    let run = runPinLayoutSpec {
      beforeEach {
        _pinlayoutSetUnitTest(scale: 2)
        Pin.lastWarningText = nil
        container = BasicView()
        rootView = BasicView()
        container.addSubview(rootView)
        aView = BasicView()
        aView.sizeThatFitsExpectedArea = 40 * 40
        rootView.addSubview(aView)
        children = [BasicView(), BasicView(), BasicView()]
        for child in children { aView.addSubview(child) }
        rootView.frame = rect(0, 100, 400, 400)
      }
      afterEach {
        _pinlayoutSetUnitTest(scale: nil)
      }

      describe("wrapContent") {
        let rowWrapped = [rect(0, 0, 100, 40), rect(100, 0, 60, 60), rect(200, 0, 60, 60)]
        itWraps("wrapContent() a row", row, to: rect(20, 10, 260, 60), moving: rowWrapped) {
          aView.pin.wrapContent()
        }
        itWraps("wrapContent(.all) a row", row, to: rect(20, 10, 260, 60), moving: rowWrapped) {
          aView.pin.wrapContent(.all)
        }
        itWraps(
          "wrapContent(.horizontally) then wrapContent(.vertically) a row", row,
          to: rect(20, 10, 260, 60), moving: rowWrapped
        ) {
          aView.pin.wrapContent(.horizontally)
          aView.pin.wrapContent(.vertically)
        }
        itWraps(
          "wrapContent(.all) a row, repeated in the spec", row, to: rect(20, 10, 260, 60),
          moving: rowWrapped
        ) { aView.pin.wrapContent(.all) }
        itWraps(
          "wrapContent(.horizontally) moves the children left only", row,
          to: rect(20, 10, 260, 100),
          moving: [rect(0, 120, 100, 40), rect(100, 120, 60, 60), rect(200, 120, 60, 60)]
        ) { aView.pin.wrapContent(.horizontally) }
        itWraps(
          "wrapContent(.vertically) moves the children up only", row, to: rect(20, 10, 200, 60),
          moving: [rect(160, 0, 100, 40), rect(260, 0, 60, 60), rect(360, 0, 60, 60)]
        ) { aView.pin.wrapContent(.vertically) }
        itWraps(
          "wrapContent() overlapping children",
          [rect(160, 120, 100, 40), rect(180, 140, 60, 60), rect(220, 180, 60, 60)],
          to: rect(20, 10, 120, 120),
          moving: [rect(0, 0, 100, 40), rect(20, 20, 60, 60), rect(60, 60, 60, 60)]
        ) { aView.pin.wrapContent() }
        itWraps(
          "wrapContent() children of size zero",
          [rect(160, 120, 0, 0), rect(180, 140, 0, 0), rect(220, 180, 0, 0)],
          to: rect(20, 10, 60, 60),
          moving: [rect(0, 0, 0, 0), rect(20, 20, 0, 0), rect(60, 60, 0, 0)]
        ) { aView.pin.wrapContent() }
        itWraps(
          "wrapContent() children at negative positions",
          [rect(-40, -40, 100, 40), rect(350, 120, 60, 60), rect(350, -100, 60, 60)],
          to: rect(20, 10, 450, 280),
          moving: [rect(0, 60, 100, 40), rect(390, 220, 60, 60), rect(390, 0, 60, 60)]
        ) { aView.pin.wrapContent() }
      }

      describe("wrapContent with a padding") {
        let padded = [rect(10, 10, 100, 40), rect(110, 10, 60, 60), rect(210, 10, 60, 60)]
        itWraps(
          "wrapContent(padding: 10)", row, to: rect(20, 10, 280, 80), moving: padded
        ) { aView.pin.wrapContent(padding: 10) }
        itWraps(
          "wrapContent(padding: 10).center()", row, to: rect(60, 160, 280, 80), moving: padded
        ) { aView.pin.wrapContent(padding: 10).center() }
        itWraps(
          "wrapContent(.horizontally, padding: 10)", row, to: rect(20, 10, 280, 100),
          moving: [rect(10, 120, 100, 40), rect(110, 120, 60, 60), rect(210, 120, 60, 60)]
        ) { aView.pin.wrapContent(.horizontally, padding: 10) }
        itWraps(
          "wrapContent(.vertically, padding: 10)", lastLower, to: rect(20, 10, 200, 100),
          moving: [rect(160, 10, 100, 40), rect(260, 10, 60, 60), rect(360, 30, 60, 60)]
        ) { aView.pin.wrapContent(.vertically, padding: 10) }
        itWraps(
          "wrapContent(.horizontally, padding: -10)", lastLowest, to: rect(20, 10, 240, 100),
          moving: [rect(-10, 120, 100, 40), rect(90, 120, 60, 60), rect(190, 160, 60, 60)]
        ) { aView.pin.wrapContent(.horizontally, padding: -10) }
        itWraps(
          "wrapContent(.vertically, padding: -10)", lastLowest, to: rect(20, 10, 200, 80),
          moving: [rect(160, -10, 100, 40), rect(260, -10, 60, 60), rect(360, 30, 60, 60)]
        ) { aView.pin.wrapContent(.vertically, padding: -10) }
        let insetsWrapped = [rect(20, 10, 100, 40), rect(120, 10, 60, 60), rect(220, 30, 60, 60)]
        itWraps(
          "wrapContent(padding: insets)", lastLower, to: rect(20, 10, 320, 120),
          moving: insetsWrapped
        ) { aView.pin.wrapContent(padding: insets) }
        itWraps(
          "wrapContent(.all, padding: insets)", lastLower, to: rect(20, 10, 320, 120),
          moving: insetsWrapped
        ) { aView.pin.wrapContent(.all, padding: insets) }
        itWraps(
          "wrapContent(.horizontally, padding: insets)", lastLower, to: rect(20, 10, 320, 100),
          moving: [rect(20, 120, 100, 40), rect(120, 120, 60, 60), rect(220, 140, 60, 60)]
        ) { aView.pin.wrapContent(.horizontally, padding: insets) }
        itWraps(
          "wrapContent(.vertically, padding: insets)", lastLower, to: rect(20, 10, 200, 120),
          moving: [rect(160, 10, 100, 40), rect(260, 10, 60, 60), rect(360, 30, 60, 60)]
        ) { aView.pin.wrapContent(.vertically, padding: insets) }
        itWraps(
          "wrapContent(.all, padding: negative insets)", lastLower, to: rect(20, 10, 200, 40),
          moving: [rect(-20, -10, 100, 40), rect(80, -10, 60, 60), rect(180, 10, 60, 60)]
        ) { aView.pin.wrapContent(.all, padding: negativeInsets) }
      }

      describe("wrapContent with min and max sizes") {
        let stepsWrapped = [rect(0, 0, 100, 40), rect(100, 10, 60, 60), rect(200, 20, 60, 60)]
        itWraps(
          "wrapContent().maxWidth(200).maxHeight(50) leaves the children where wrapping put them",
          steps, to: rect(20, 10, 200, 50), moving: stepsWrapped
        ) { aView.pin.wrapContent().maxWidth(200).maxHeight(50) }
        itWraps(
          "wrapContent().minWidth(300).minHeight(100) leaves the children where wrapping put them",
          steps, to: rect(20, 10, 300, 100), moving: stepsWrapped
        ) { aView.pin.wrapContent().minWidth(300).minHeight(100) }
      }
    }
    XCTAssertEqual(run.ran.count, 22)
  }
}
