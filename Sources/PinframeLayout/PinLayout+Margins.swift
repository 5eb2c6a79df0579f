import Foundation
import PinframeGraphics

// Margins (the last value wins) and pinEdges().
//
// How a margin acts depends on what is pinned on its axis: with one edge it moves the view away
// from that edge, with both edges it shrinks the view, with a centre it shifts the view, and
// without edges it is ignored.
extension PinLayout {
  /// Sets the top margin.
  @inlinable @inline(__always) @discardableResult
  public consuming func marginTop(_ margin: CGFloat) -> PinLayout {
    if !state.pointee.vertical.storeQuietly(margin: margin, at: .leading) {
      state.pointee.recordMarginTop(margin)
    }
    return self
  }

  /// Sets the top margin to a percentage of the superview's height.
  @inlinable @discardableResult
  public consuming func marginTop(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginTop(percent)
    return self
  }

  /// Sets the left margin.
  @inlinable @inline(__always) @discardableResult
  public consuming func marginLeft(_ margin: CGFloat) -> PinLayout {
    if !state.pointee.horizontal.storeQuietly(margin: margin, at: .leading) {
      state.pointee.recordMarginLeft(margin)
    }
    return self
  }

  /// Sets the left margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func marginLeft(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginLeft(percent)
    return self
  }

  /// Sets the bottom margin.
  @inlinable @inline(__always) @discardableResult
  public consuming func marginBottom(_ margin: CGFloat) -> PinLayout {
    if !state.pointee.vertical.storeQuietly(margin: margin, at: .trailing) {
      state.pointee.recordMarginBottom(margin)
    }
    return self
  }

  /// Sets the bottom margin to a percentage of the superview's height.
  @inlinable @discardableResult
  public consuming func marginBottom(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginBottom(percent)
    return self
  }

  /// Sets the right margin.
  @inlinable @inline(__always) @discardableResult
  public consuming func marginRight(_ margin: CGFloat) -> PinLayout {
    if !state.pointee.horizontal.storeQuietly(margin: margin, at: .trailing) {
      state.pointee.recordMarginRight(margin)
    }
    return self
  }

  /// Sets the right margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func marginRight(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginRight(percent)
    return self
  }

  /// Sets the start margin: the left one in LTR, the right one in RTL.
  @inlinable @discardableResult
  public consuming func marginStart(_ margin: CGFloat) -> PinLayout {
    state.pointee.recordMarginStart(margin)
    return self
  }

  /// Sets the start margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func marginStart(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginStart(percent)
    return self
  }

  /// Sets the end margin: the right one in LTR, the left one in RTL.
  @inlinable @discardableResult
  public consuming func marginEnd(_ margin: CGFloat) -> PinLayout {
    state.pointee.recordMarginEnd(margin)
    return self
  }

  /// Sets the end margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func marginEnd(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginEnd(percent)
    return self
  }

  /// Sets the left and right margins.
  @inlinable @inline(__always) @discardableResult
  public consuming func marginHorizontal(_ margin: CGFloat) -> PinLayout {
    if !state.pointee.horizontal.storeQuietly(margins: margin) {
      state.pointee.recordMarginHorizontal(margin)
    }
    return self
  }

  /// Sets the left and right margins to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func marginHorizontal(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginHorizontal(percent)
    return self
  }

  /// Sets the top and bottom margins.
  @inlinable @inline(__always) @discardableResult
  public consuming func marginVertical(_ margin: CGFloat) -> PinLayout {
    if !state.pointee.vertical.storeQuietly(margins: margin) {
      state.pointee.recordMarginVertical(margin)
    }
    return self
  }

  /// Sets the top and bottom margins to a percentage of the superview's height.
  @inlinable @discardableResult
  public consuming func marginVertical(_ percent: Percent) -> PinLayout {
    state.pointee.recordMarginVertical(percent)
    return self
  }

  /// Sets the four margins from insets, for example `margin(pin.safeArea)`.
  @inlinable @discardableResult
  public consuming func margin(_ insets: PEdgeInsets) -> PinLayout {
    state.pointee.recordMargin(insets)
    return self
  }

  /// Sets the four margins from directional insets: leading is the start margin and trailing
  /// the end margin.
  @inlinable @discardableResult
  public consuming func margin(_ directionalInsets: DirectionalEdgeInsets) -> PinLayout {
    state.pointee.recordMargin(directionalInsets)
    return self
  }

  /// Sets the four margins to the same value.
  @inlinable @discardableResult
  public consuming func margin(_ margin: CGFloat) -> PinLayout {
    state.pointee.recordMargin(margin)
    return self
  }

  /// Sets the four margins to the same percentage (of the superview's height for top and
  /// bottom, of its width for left and right).
  @inlinable @discardableResult
  public consuming func margin(_ percent: Percent) -> PinLayout {
    state.pointee.recordMargin(percent)
    return self
  }

  /// Sets the four margins individually.
  @inlinable @discardableResult
  public consuming func margin(
    _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
  ) -> PinLayout {
    state.pointee.recordMargin(top, left, bottom, right)
    return self
  }

  /// Sets the four margins individually, as percentages.
  @inlinable @discardableResult
  public consuming func margin(
    _ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent
  ) -> PinLayout {
    state.pointee.recordMargin(top, left, bottom, right)
    return self
  }

  /// Sets the top and bottom margins to `vertical` and the left and right ones to `horizontal`.
  @inlinable @discardableResult
  public consuming func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
    state.pointee.recordMargin(vertical, horizontal)
    return self
  }

  /// Sets the top and bottom margins to `vertical` and the left and right ones to `horizontal`,
  /// as percentages.
  @inlinable @discardableResult
  public consuming func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
    state.pointee.recordMargin(vertical, horizontal)
    return self
  }

  /// Sets the top margin, the left and right ones to `horizontal`, and the bottom one.
  @inlinable @discardableResult
  public consuming func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat)
    -> PinLayout
  {
    state.pointee.recordMargin(top, horizontal, bottom)
    return self
  }

  /// Sets the top margin, the left and right ones to `horizontal`, and the bottom one, as
  /// percentages.
  @inlinable @discardableResult
  public consuming func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent)
    -> PinLayout
  {
    state.pointee.recordMargin(top, horizontal, bottom)
    return self
  }

  /// Makes margins shrink the view instead of moving it when only one edge (or the centre) and
  /// a size are pinned on an axis: the edge and the size become two edges.
  @inlinable @discardableResult
  public consuming func pinEdges() -> PinLayout {
    state.pointee.recordPinEdges()
    return self
  }
}
