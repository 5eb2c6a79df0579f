import Foundation
import PinframeGraphics

// Edges relative to the superview (offsets, percentages, insets), edges of other views, and the
// multi-edge shortcuts.
extension PinLayout {
  /// Pins the top edge `offset` points below the superview's top edge.
  @inlinable @inline(__always) @discardableResult
  public consuming func top(_ offset: CGFloat = 0) -> PinLayout {
    if !state.pointee.vertical.storeQuietly(offset, at: .leading) {
      state.pointee.recordTop(offset)
    }
    return self
  }

  /// Pins the top edge a percentage of the superview's height below its top edge.
  @inlinable @discardableResult
  public consuming func top(_ percent: Percent) -> PinLayout {
    state.pointee.recordTop(percent)
    return self
  }

  /// Pins the top edge `insets.top` points below the superview's top edge.
  @inlinable @discardableResult
  public consuming func top(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordTop(insets)
    return self
  }

  /// Pins the left edge `offset` points right of the superview's left edge.
  @inlinable @inline(__always) @discardableResult
  public consuming func left(_ offset: CGFloat = 0) -> PinLayout {
    if !state.pointee.horizontal.storeQuietly(offset, at: .leading) {
      state.pointee.recordLeft(offset)
    }
    return self
  }

  /// Pins the left edge a percentage of the superview's width right of its left edge.
  @inlinable @discardableResult
  public consuming func left(_ percent: Percent) -> PinLayout {
    state.pointee.recordLeft(percent)
    return self
  }

  /// Pins the left edge `insets.left` points right of the superview's left edge.
  @inlinable @discardableResult
  public consuming func left(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordLeft(insets)
    return self
  }

  /// Pins the bottom edge `offset` points above the superview's bottom edge.
  @inlinable @discardableResult
  public consuming func bottom(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordBottom(offset)
    return self
  }

  /// Pins the bottom edge a percentage of the superview's height above its bottom edge.
  @inlinable @discardableResult
  public consuming func bottom(_ percent: Percent) -> PinLayout {
    state.pointee.recordBottom(percent)
    return self
  }

  /// Pins the bottom edge `insets.bottom` points above the superview's bottom edge.
  @inlinable @discardableResult
  public consuming func bottom(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordBottom(insets)
    return self
  }

  /// Pins the right edge `offset` points left of the superview's right edge.
  @inlinable @discardableResult
  public consuming func right(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordRight(offset)
    return self
  }

  /// Pins the right edge a percentage of the superview's width left of its right edge.
  @inlinable @discardableResult
  public consuming func right(_ percent: Percent) -> PinLayout {
    state.pointee.recordRight(percent)
    return self
  }

  /// Pins the right edge `insets.right` points left of the superview's right edge.
  @inlinable @discardableResult
  public consuming func right(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordRight(insets)
    return self
  }

  /// Pins the start edge (left in LTR, right in RTL) `offset` points from the superview's one.
  @inlinable @discardableResult
  public consuming func start(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordStart(offset)
    return self
  }

  /// Pins the start edge a percentage of the superview's width from the superview's one.
  @inlinable @discardableResult
  public consuming func start(_ percent: Percent) -> PinLayout {
    state.pointee.recordStart(percent)
    return self
  }

  /// Pins the start edge `insets.left` (LTR) or `insets.right` (RTL) points from the
  /// superview's start edge.
  @inlinable @discardableResult
  public consuming func start(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordStart(insets)
    return self
  }

  /// Pins the end edge (right in LTR, left in RTL) `offset` points from the superview's one.
  @inlinable @discardableResult
  public consuming func end(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordEnd(offset)
    return self
  }

  /// Pins the end edge a percentage of the superview's width from the superview's one.
  @inlinable @discardableResult
  public consuming func end(_ percent: Percent) -> PinLayout {
    state.pointee.recordEnd(percent)
    return self
  }

  /// Pins the end edge `insets.right` (LTR) or `insets.left` (RTL) points from the superview's
  /// end edge.
  @inlinable @discardableResult
  public consuming func end(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordEnd(insets)
    return self
  }

  /// Centres the view horizontally in the superview, moved right by `offset`.
  @inlinable @discardableResult
  public consuming func hCenter(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordHCenter(offset)
    return self
  }

  /// Centres the view horizontally in the superview, moved right by a percentage of its width.
  @inlinable @discardableResult
  public consuming func hCenter(_ percent: Percent) -> PinLayout {
    state.pointee.recordHCenter(percent)
    return self
  }

  /// Centres the view vertically in the superview, moved down by `offset`.
  @inlinable @discardableResult
  public consuming func vCenter(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordVCenter(offset)
    return self
  }

  /// Centres the view vertically in the superview, moved down by a percentage of its height.
  @inlinable @discardableResult
  public consuming func vCenter(_ percent: Percent) -> PinLayout {
    state.pointee.recordVCenter(percent)
    return self
  }
}

// MARK: - Multi-edge shortcuts

extension PinLayout {
  /// Pins the four edges `margin` points inside the superview's edges.
  @inlinable @discardableResult
  public consuming func all(_ margin: CGFloat = 0) -> PinLayout {
    state.pointee.recordAll(margin)
    return self
  }

  /// Pins the four edges inside the superview's edges by `insets`.
  @inlinable @discardableResult
  public consuming func all(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordAll(insets)
    return self
  }

  /// Pins the left and right edges `margin` points inside the superview's edges.
  @inlinable @discardableResult
  public consuming func horizontally(_ margin: CGFloat = 0) -> PinLayout {
    state.pointee.recordHorizontally(margin)
    return self
  }

  /// Pins the left and right edges a percentage of the superview's width inside its edges.
  @inlinable @discardableResult
  public consuming func horizontally(_ percent: Percent) -> PinLayout {
    state.pointee.recordHorizontally(percent)
    return self
  }

  /// Pins the left and right edges inside the superview's edges by `insets.left` and
  /// `insets.right`.
  @inlinable @discardableResult
  public consuming func horizontally(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordHorizontally(insets)
    return self
  }

  /// Pins the top and bottom edges `margin` points inside the superview's edges.
  @inlinable @discardableResult
  public consuming func vertically(_ margin: CGFloat = 0) -> PinLayout {
    state.pointee.recordVertically(margin)
    return self
  }

  /// Pins the top and bottom edges a percentage of the superview's height inside its edges.
  @inlinable @discardableResult
  public consuming func vertically(_ percent: Percent) -> PinLayout {
    state.pointee.recordVertically(percent)
    return self
  }

  /// Pins the top and bottom edges inside the superview's edges by `insets.top` and
  /// `insets.bottom`.
  @inlinable @discardableResult
  public consuming func vertically(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordVertically(insets)
    return self
  }
}

// MARK: - Edges of other views

extension PinLayout {
  /// Pins the top edge to an edge of another view, at any depth of any hierarchy.
  @inlinable @discardableResult
  public consuming func top(to edge: VerticalEdge) -> PinLayout {
    state.pointee.recordTop(to: edge)
    return self
  }

  /// Pins the vertical centre to an edge of another view.
  @inlinable @discardableResult
  public consuming func vCenter(to edge: VerticalEdge) -> PinLayout {
    state.pointee.recordVCenter(to: edge)
    return self
  }

  /// Pins the bottom edge to an edge of another view.
  @inlinable @discardableResult
  public consuming func bottom(to edge: VerticalEdge) -> PinLayout {
    state.pointee.recordBottom(to: edge)
    return self
  }

  /// Pins the left edge to an edge of another view.
  @inlinable @discardableResult
  public consuming func left(to edge: HorizontalEdge) -> PinLayout {
    state.pointee.recordLeft(to: edge)
    return self
  }

  /// Pins the horizontal centre to an edge of another view.
  @inlinable @discardableResult
  public consuming func hCenter(to edge: HorizontalEdge) -> PinLayout {
    state.pointee.recordHCenter(to: edge)
    return self
  }

  /// Pins the right edge to an edge of another view.
  @inlinable @discardableResult
  public consuming func right(to edge: HorizontalEdge) -> PinLayout {
    state.pointee.recordRight(to: edge)
    return self
  }

  /// Pins the start edge (left in LTR, right in RTL) to an edge of another view.
  @inlinable @discardableResult
  public consuming func start(to edge: HorizontalEdge) -> PinLayout {
    state.pointee.recordStart(to: edge)
    return self
  }

  /// Pins the end edge (right in LTR, left in RTL) to an edge of another view.
  @inlinable @discardableResult
  public consuming func end(to edge: HorizontalEdge) -> PinLayout {
    state.pointee.recordEnd(to: edge)
    return self
  }
}
