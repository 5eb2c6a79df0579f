import Pinframe
import XCTest

/// The facts of PinLayout's ReadableLayoutMarginsSpec (Tests/iOS): `pin.readableMargins` and
/// `pin.layoutMargins` are the insets of the view's readable content guide and layout margins,
/// in a hierarchy shown in a key window.
///
/// All 3 examples are ported; Pinframe's keyboard layout guide is a hidden keyboard's. The
/// keyboard example pins `top(0).horizontally()` and then `bottom(…)` in a second chain, which
/// in PinLayout keeps the view's 400-pt height (a chain with one vertical edge moves the view);
/// its expected frame, from the top to the keyboard guide's top, is what one chain setting
/// both edges gives, so that is what is checked here. The
/// spec's view controller only puts its view in the window: here the container view is added
/// to the window directly. root (400 × 400, in the container) holds aView (140, 100, 200 × 120)
/// and bView (0, 0, 100 × 50), which holds bViewChild (40, 10, 60 × 20). No display scale is
/// set: ``simulatorScale``.
final class ReadableLayoutMarginsSpecTests: XCTestCase {
  func testSpec() {
    var window: UIWindow!
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var bView: BasicView!
    var bViewChild: BasicView!

    func showInWindow() {
      window = UIWindow(frame: UIScreen.main.bounds)
      container.frame = window.bounds
      window.addSubview(container)
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    let run = runPinLayoutSpec {
      beforeEach {
        container = BasicView()
        rootView = BasicView()
        container.addSubview(rootView)
        aView = BasicView()
        rootView.addSubview(aView)
        bView = BasicView()
        rootView.addSubview(bView)
        bViewChild = BasicView()
        bView.addSubview(bViewChild)
        rootView.frame = rect(0, 0, 400, 400)
        aView.frame = rect(140, 100, 200, 120)
        bView.frame = rect(0, 0, 100, 50)
        bViewChild.frame = rect(40, 10, 60, 20)
      }

      describe("pin.readableMargins") {
        it("all(readableMargins) fills the readable content guide") {
          showInWindow()
          aView.pin.all(rootView.pin.readableMargins)
          expect(aView.frame).to(equal(rootView.readableContentGuide.layoutFrame))
        }
      }

      describe("pin.layoutMargins") {
        it("all(layoutMargins) fills the layout margins") {
          showInWindow()
          aView.pin.all(rootView.pin.layoutMargins)
          let margins = rootView.layoutMargins
          expect(aView.frame).to(
            equal(
              rect(
                margins.left, margins.top, rootView.frame.width - (margins.left + margins.right),
                rootView.frame.height - (margins.top + margins.bottom))))
        }
      }

      describe("pin.keyboardArea") {
        it("bottom(keyboardArea.height) ends the view at the keyboard guide's top") {
          showInWindow()
          rootView.pin.top(0).horizontally().bottom(rootView.pin.keyboardArea.height)
          let keyboard = rootView.keyboardLayoutGuide.layoutFrame
          expect(rootView.frame).to(
            equal(rect(0, 0, container.frame.width, container.frame.height - keyboard.height)))
          expect(rootView.pin.keyboardArea).to(equal(keyboard))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 3)
  }
}
