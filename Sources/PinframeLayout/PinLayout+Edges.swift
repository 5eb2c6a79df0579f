import Foundation
import PinframeGraphics

// Edges relative to the superview (offsets, percentages, insets), edges of other views, and the
// multi-edge shortcuts.
extension PinLayout {
  /// Pins the top edge `offset` points below the superview's top edge.
  @inlinable @discardableResult
  public func top(_ offset: CGFloat = 0) -> PinLayout {
    recordTop(offset)
    return self
  }

  /// Pins the top edge a percentage of the superview's height below its top edge.
  @inlinable @discardableResult
  public func top(_ percent: Percent) -> PinLayout {
    recordTop(percent)
    return self
  }

  /// Pins the top edge `insets.top` points below the superview's top edge.
  @inlinable @discardableResult
  public func top(_ insets: PEdgeInsets) -> PinLayout {
    recordTop(insets)
    return self
  }

  /// Pins the left edge `offset` points right of the superview's left edge.
  @inlinable @discardableResult
  public func left(_ offset: CGFloat = 0) -> PinLayout {
    recordLeft(offset)
    return self
  }

  /// Pins the left edge a percentage of the superview's width right of its left edge.
  @inlinable @discardableResult
  public func left(_ percent: Percent) -> PinLayout {
    recordLeft(percent)
    return self
  }

  /// Pins the left edge `insets.left` points right of the superview's left edge.
  @inlinable @discardableResult
  public func left(_ insets: PEdgeInsets) -> PinLayout {
    recordLeft(insets)
    return self
  }

  /// Pins the bottom edge `offset` points above the superview's bottom edge.
  @inlinable @discardableResult
  public func bottom(_ offset: CGFloat = 0) -> PinLayout {
    recordBottom(offset)
    return self
  }

  /// Pins the bottom edge a percentage of the superview's height above its bottom edge.
  @inlinable @discardableResult
  public func bottom(_ percent: Percent) -> PinLayout {
    recordBottom(percent)
    return self
  }

  /// Pins the bottom edge `insets.bottom` points above the superview's bottom edge.
  @inlinable @discardableResult
  public func bottom(_ insets: PEdgeInsets) -> PinLayout {
    recordBottom(insets)
    return self
  }

  /// Pins the right edge `offset` points left of the superview's right edge.
  @inlinable @discardableResult
  public func right(_ offset: CGFloat = 0) -> PinLayout {
    recordRight(offset)
    return self
  }

  /// Pins the right edge a percentage of the superview's width left of its right edge.
  @inlinable @discardableResult
  public func right(_ percent: Percent) -> PinLayout {
    recordRight(percent)
    return self
  }

  /// Pins the right edge `insets.right` points left of the superview's right edge.
  @inlinable @discardableResult
  public func right(_ insets: PEdgeInsets) -> PinLayout {
    recordRight(insets)
    return self
  }

  /// Pins the start edge (left in LTR, right in RTL) `offset` points from the superview's one.
  @inlinable @discardableResult
  public func start(_ offset: CGFloat = 0) -> PinLayout {
    recordStart(offset)
    return self
  }

  /// Pins the start edge a percentage of the superview's width from the superview's one.
  @inlinable @discardableResult
  public func start(_ percent: Percent) -> PinLayout {
    recordStart(percent)
    return self
  }

  /// Pins the start edge `insets.left` (LTR) or `insets.right` (RTL) points from the
  /// superview's start edge.
  @inlinable @discardableResult
  public func start(_ insets: PEdgeInsets) -> PinLayout {
    recordStart(insets)
    return self
  }

  /// Pins the end edge (right in LTR, left in RTL) `offset` points from the superview's one.
  @inlinable @discardableResult
  public func end(_ offset: CGFloat = 0) -> PinLayout {
    recordEnd(offset)
    return self
  }

  /// Pins the end edge a percentage of the superview's width from the superview's one.
  @inlinable @discardableResult
  public func end(_ percent: Percent) -> PinLayout {
    recordEnd(percent)
    return self
  }

  /// Pins the end edge `insets.right` (LTR) or `insets.left` (RTL) points from the superview's
  /// end edge.
  @inlinable @discardableResult
  public func end(_ insets: PEdgeInsets) -> PinLayout {
    recordEnd(insets)
    return self
  }

  /// Centres the view horizontally in the superview, moved right by `offset`.
  @inlinable @discardableResult
  public func hCenter(_ offset: CGFloat = 0) -> PinLayout {
    recordHCenter(offset)
    return self
  }

  /// Centres the view horizontally in the superview, moved right by a percentage of its width.
  @inlinable @discardableResult
  public func hCenter(_ percent: Percent) -> PinLayout {
    recordHCenter(percent)
    return self
  }

  /// Centres the view vertically in the superview, moved down by `offset`.
  @inlinable @discardableResult
  public func vCenter(_ offset: CGFloat = 0) -> PinLayout {
    recordVCenter(offset)
    return self
  }

  /// Centres the view vertically in the superview, moved down by a percentage of its height.
  @inlinable @discardableResult
  public func vCenter(_ percent: Percent) -> PinLayout {
    recordVCenter(percent)
    return self
  }
}

// MARK: - Multi-edge shortcuts

extension PinLayout {
  /// Pins the four edges `margin` points inside the superview's edges.
  @inlinable @discardableResult
  public func all(_ margin: CGFloat = 0) -> PinLayout {
    recordAll(margin)
    return self
  }

  /// Pins the four edges inside the superview's edges by `insets`.
  @inlinable @discardableResult
  public func all(_ insets: PEdgeInsets) -> PinLayout {
    recordAll(insets)
    return self
  }

  /// Pins the left and right edges `margin` points inside the superview's edges.
  @inlinable @discardableResult
  public func horizontally(_ margin: CGFloat = 0) -> PinLayout {
    recordHorizontally(margin)
    return self
  }

  /// Pins the left and right edges a percentage of the superview's width inside its edges.
  @inlinable @discardableResult
  public func horizontally(_ percent: Percent) -> PinLayout {
    recordHorizontally(percent)
    return self
  }

  /// Pins the left and right edges inside the superview's edges by `insets.left` and
  /// `insets.right`.
  @inlinable @discardableResult
  public func horizontally(_ insets: PEdgeInsets) -> PinLayout {
    recordHorizontally(insets)
    return self
  }

  /// Pins the top and bottom edges `margin` points inside the superview's edges.
  @inlinable @discardableResult
  public func vertically(_ margin: CGFloat = 0) -> PinLayout {
    recordVertically(margin)
    return self
  }

  /// Pins the top and bottom edges a percentage of the superview's height inside its edges.
  @inlinable @discardableResult
  public func vertically(_ percent: Percent) -> PinLayout {
    recordVertically(percent)
    return self
  }

  /// Pins the top and bottom edges inside the superview's edges by `insets.top` and
  /// `insets.bottom`.
  @inlinable @discardableResult
  public func vertically(_ insets: PEdgeInsets) -> PinLayout {
    recordVertically(insets)
    return self
  }
}

// MARK: - Edges of other views

extension PinLayout {
  /// Pins the top edge to an edge of another view, at any depth of any hierarchy.
  @inlinable @discardableResult
  public func top(to edge: VerticalEdge) -> PinLayout {
    recordTop(to: edge)
    return self
  }

  /// Pins the vertical centre to an edge of another view.
  @inlinable @discardableResult
  public func vCenter(to edge: VerticalEdge) -> PinLayout {
    recordVCenter(to: edge)
    return self
  }

  /// Pins the bottom edge to an edge of another view.
  @inlinable @discardableResult
  public func bottom(to edge: VerticalEdge) -> PinLayout {
    recordBottom(to: edge)
    return self
  }

  /// Pins the left edge to an edge of another view.
  @inlinable @discardableResult
  public func left(to edge: HorizontalEdge) -> PinLayout {
    recordLeft(to: edge)
    return self
  }

  /// Pins the horizontal centre to an edge of another view.
  @inlinable @discardableResult
  public func hCenter(to edge: HorizontalEdge) -> PinLayout {
    recordHCenter(to: edge)
    return self
  }

  /// Pins the right edge to an edge of another view.
  @inlinable @discardableResult
  public func right(to edge: HorizontalEdge) -> PinLayout {
    recordRight(to: edge)
    return self
  }

  /// Pins the start edge (left in LTR, right in RTL) to an edge of another view.
  @inlinable @discardableResult
  public func start(to edge: HorizontalEdge) -> PinLayout {
    recordStart(to: edge)
    return self
  }

  /// Pins the end edge (right in LTR, left in RTL) to an edge of another view.
  @inlinable @discardableResult
  public func end(to edge: HorizontalEdge) -> PinLayout {
    recordEnd(to: edge)
    return self
  }
}
