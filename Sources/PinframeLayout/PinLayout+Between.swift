import Foundation
import PinframeViews

// horizontallyBetween / verticallyBetween: the space between two other views.
extension PinLayout {
  /// Pins the left and right edges to the facing edges of two views (in either order), aligned
  /// vertically on `view1` by `aligned`.
  ///
  /// Warns, and pins nothing, when the views overlap horizontally, are the same view, or one of
  /// them is the layouted view.
  @inlinable @discardableResult
  public consuming func horizontallyBetween(
    _ view1: View, and view2: View, aligned: VerticalAlign = .none
  ) -> PinLayout {
    state.pointee.recordHorizontallyBetween(view1, and: view2, aligned: aligned)
    return self
  }

  /// Pins the top and bottom edges to the facing edges of two views (in either order), aligned
  /// horizontally on `view1` by `aligned`.
  ///
  /// Warns, and pins nothing, when the views overlap vertically, are the same view, or one of
  /// them is the layouted view.
  @inlinable @discardableResult
  public consuming func verticallyBetween(
    _ view1: View, and view2: View, aligned: HorizontalAlign = .none
  ) -> PinLayout {
    state.pointee.recordVerticallyBetween(view1, and: view2, aligned: aligned)
    return self
  }
}
