import Foundation
import PinframeGraphics

// Margins (the last value wins) and pinEdges().
//
// How a margin acts depends on what is pinned on its axis: with one edge it moves the view away
// from that edge, with both edges it shrinks the view, with a centre it shifts the view, and
// without edges it is ignored.
extension PinLayout {
  /// Sets the top margin.
  @inlinable @discardableResult
  public func marginTop(_ margin: CGFloat) -> PinLayout {
    recordMarginTop(margin)
    return self
  }

  /// Sets the top margin to a percentage of the superview's height.
  @inlinable @discardableResult
  public func marginTop(_ percent: Percent) -> PinLayout {
    recordMarginTop(percent)
    return self
  }

  /// Sets the left margin.
  @inlinable @discardableResult
  public func marginLeft(_ margin: CGFloat) -> PinLayout {
    recordMarginLeft(margin)
    return self
  }

  /// Sets the left margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public func marginLeft(_ percent: Percent) -> PinLayout {
    recordMarginLeft(percent)
    return self
  }

  /// Sets the bottom margin.
  @inlinable @discardableResult
  public func marginBottom(_ margin: CGFloat) -> PinLayout {
    recordMarginBottom(margin)
    return self
  }

  /// Sets the bottom margin to a percentage of the superview's height.
  @inlinable @discardableResult
  public func marginBottom(_ percent: Percent) -> PinLayout {
    recordMarginBottom(percent)
    return self
  }

  /// Sets the right margin.
  @inlinable @discardableResult
  public func marginRight(_ margin: CGFloat) -> PinLayout {
    recordMarginRight(margin)
    return self
  }

  /// Sets the right margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public func marginRight(_ percent: Percent) -> PinLayout {
    recordMarginRight(percent)
    return self
  }

  /// Sets the start margin: the left one in LTR, the right one in RTL.
  @inlinable @discardableResult
  public func marginStart(_ margin: CGFloat) -> PinLayout {
    recordMarginStart(margin)
    return self
  }

  /// Sets the start margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public func marginStart(_ percent: Percent) -> PinLayout {
    recordMarginStart(percent)
    return self
  }

  /// Sets the end margin: the right one in LTR, the left one in RTL.
  @inlinable @discardableResult
  public func marginEnd(_ margin: CGFloat) -> PinLayout {
    recordMarginEnd(margin)
    return self
  }

  /// Sets the end margin to a percentage of the superview's width.
  @inlinable @discardableResult
  public func marginEnd(_ percent: Percent) -> PinLayout {
    recordMarginEnd(percent)
    return self
  }

  /// Sets the left and right margins.
  @inlinable @discardableResult
  public func marginHorizontal(_ margin: CGFloat) -> PinLayout {
    recordMarginHorizontal(margin)
    return self
  }

  /// Sets the left and right margins to a percentage of the superview's width.
  @inlinable @discardableResult
  public func marginHorizontal(_ percent: Percent) -> PinLayout {
    recordMarginHorizontal(percent)
    return self
  }

  /// Sets the top and bottom margins.
  @inlinable @discardableResult
  public func marginVertical(_ margin: CGFloat) -> PinLayout {
    recordMarginVertical(margin)
    return self
  }

  /// Sets the top and bottom margins to a percentage of the superview's height.
  @inlinable @discardableResult
  public func marginVertical(_ percent: Percent) -> PinLayout {
    recordMarginVertical(percent)
    return self
  }

  /// Sets the four margins from insets, for example `margin(pin.safeArea)`.
  @inlinable @discardableResult
  public func margin(_ insets: PEdgeInsets) -> PinLayout {
    recordMargin(insets)
    return self
  }

  /// Sets the four margins from directional insets: leading is the start margin and trailing
  /// the end margin.
  @inlinable @discardableResult
  public func margin(_ directionalInsets: DirectionalEdgeInsets) -> PinLayout {
    recordMargin(directionalInsets)
    return self
  }

  /// Sets the four margins to the same value.
  @inlinable @discardableResult
  public func margin(_ margin: CGFloat) -> PinLayout {
    recordMargin(margin)
    return self
  }

  /// Sets the four margins to the same percentage (of the superview's height for top and
  /// bottom, of its width for left and right).
  @inlinable @discardableResult
  public func margin(_ percent: Percent) -> PinLayout {
    recordMargin(percent)
    return self
  }

  /// Sets the four margins individually.
  @inlinable @discardableResult
  public func margin(
    _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
  ) -> PinLayout {
    recordMargin(top, left, bottom, right)
    return self
  }

  /// Sets the four margins individually, as percentages.
  @inlinable @discardableResult
  public func margin(
    _ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent
  ) -> PinLayout {
    recordMargin(top, left, bottom, right)
    return self
  }

  /// Sets the top and bottom margins to `vertical` and the left and right ones to `horizontal`.
  @inlinable @discardableResult
  public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
    recordMargin(vertical, horizontal)
    return self
  }

  /// Sets the top and bottom margins to `vertical` and the left and right ones to `horizontal`,
  /// as percentages.
  @inlinable @discardableResult
  public func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
    recordMargin(vertical, horizontal)
    return self
  }

  /// Sets the top margin, the left and right ones to `horizontal`, and the bottom one.
  @inlinable @discardableResult
  public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> PinLayout {
    recordMargin(top, horizontal, bottom)
    return self
  }

  /// Sets the top margin, the left and right ones to `horizontal`, and the bottom one, as
  /// percentages.
  @inlinable @discardableResult
  public func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> PinLayout {
    recordMargin(top, horizontal, bottom)
    return self
  }

  /// Makes margins shrink the view instead of moving it when only one edge (or the centre) and
  /// a size are pinned on an axis: the edge and the size become two edges.
  @inlinable @discardableResult
  public func pinEdges() -> PinLayout {
    recordPinEdges()
    return self
  }
}
