import Foundation
import PinframeViews

/// A root (400×400, in a zero-sized controller view) holding one view, aView, at
/// (40, 100, 100×60): the hierarchy of MinMaxWidthHeightSpec, JustifyAlignSpec and others.
@MainActor
final class SingleViewFixture {
  let controllerView = BasicView("controller", .zero)
  let rootView = BasicView("root", rect(0, 0, 400, 400))
  let aView = BasicView("a", rect(40, 100, 100, 60))

  init() {
    controllerView.addSubview(rootView)
    rootView.addSubview(aView)
  }

  /// Moves aView to `frame` first (a case's starting frame).
  func starting(at frame: CGRect) -> BasicView {
    aView.frame = frame
    return aView
  }
}
