import Foundation
import PinframeViews

/// A rectangle from its origin and size, to keep expected frames short.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The hierarchy most PinLayout specs share: root (400×400, in a zero-sized controller view)
/// holding aView (140, 100, 100×60) with aViewChild, and bView (160, 200, 110×80) with
/// bViewChild; plus an unattached view and an unattached parent with a child at (10, 10).
@MainActor
final class TwoBranchFixture {
  let controllerView = BasicView("controller", .zero)
  let rootView = BasicView("root", rect(0, 0, 400, 400))
  let aView = BasicView("a", rect(140, 100, 100, 60))
  let aViewChild = BasicView("aChild", rect(10, 20, 50, 30))
  let bView = BasicView("b", rect(160, 200, 110, 80))
  let bViewChild = BasicView("bChild", rect(40, 10, 60, 20))
  let unattached = BasicView("unattached", rect(10, 10, 10, 10))
  let unattachedChild = BasicView("unattachedChild", rect(10, 10, 10, 10))

  init() {
    controllerView.addSubview(rootView)
    rootView.addSubview(aView)
    aView.addSubview(aViewChild)
    rootView.addSubview(bView)
    bView.addSubview(bViewChild)
    unattached.addSubview(unattachedChild)
  }
}
