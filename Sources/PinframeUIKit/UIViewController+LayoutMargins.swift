import Foundation
import PinframeGraphics
import PinframeViews

// The layout margins a controller gives its view.
extension UIViewController {
  /// The least layout margins of the controller's view, as UIKit's property of that name: 0 at
  /// the top and bottom, and at the sides 16 points, or 20 when the view is 414 points wide or
  /// more (the rule of `systemMinimumSideMargin(forWidth:)`); 16 while the view is not loaded.
  ///
  /// They are also the view's own margins until others are set, and are measured from its safe
  /// area like any margins (see `View.layoutMargins`).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side = Self.systemMinimumSideMargin(forWidth: viewIfLoaded?.bounds.width ?? 0)
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// UIKit's side margin for content this wide: 20 points from 414 points (iPads, Plus- and
  /// Max-class iPhones, and every iPhone in landscape), 16 below.
  ///
  /// The width of the view is what is compared, so a narrow iPad split view gets 16; table cell
  /// margins follow the same rule.
  static func systemMinimumSideMargin(forWidth width: CGFloat) -> CGFloat {
    width >= 414 ? 20 : 16
  }
}

extension UIViewController {
  /// The system minimum: a root view's own margins until others are set.
  package var defaultRootLayoutMargins: DirectionalEdgeInsets { systemMinimumLayoutMargins }

  /// The system minimum while ``viewRespectsSystemMinimumLayoutMargins`` is true.
  package var minimumRootLayoutMargins: DirectionalEdgeInsets? {
    viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
  }
}
