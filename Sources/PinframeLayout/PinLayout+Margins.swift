import Foundation
import PinframeGraphics

// Margins (the last value wins) and pinEdges().
//
// How a margin acts depends on what is pinned on its axis: with one edge it moves the view away
// from that edge, with both edges it shrinks the view, with a centre it shifts the view, and
// without edges it is ignored.
extension PinLayout {
  /// Sets the top margin.
  @discardableResult
  public func marginTop(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, .leading, of: .vertical, Context("marginTop", .number(margin)))
  }

  /// Sets the top margin to a percentage of the superview's height.
  @discardableResult
  public func marginTop(_ percent: Percent) -> PinLayout {
    setMargin(percent, .leading, of: .vertical, Context("marginTop", .percent(percent)))
  }

  /// Sets the left margin.
  @discardableResult
  public func marginLeft(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, .leading, of: .horizontal, Context("marginLeft", .number(margin)))
  }

  /// Sets the left margin to a percentage of the superview's width.
  @discardableResult
  public func marginLeft(_ percent: Percent) -> PinLayout {
    setMargin(percent, .leading, of: .horizontal, Context("marginLeft", .percent(percent)))
  }

  /// Sets the bottom margin.
  @discardableResult
  public func marginBottom(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, .trailing, of: .vertical, Context("marginBottom", .number(margin)))
  }

  /// Sets the bottom margin to a percentage of the superview's height.
  @discardableResult
  public func marginBottom(_ percent: Percent) -> PinLayout {
    setMargin(percent, .trailing, of: .vertical, Context("marginBottom", .percent(percent)))
  }

  /// Sets the right margin.
  @discardableResult
  public func marginRight(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, .trailing, of: .horizontal, Context("marginRight", .number(margin)))
  }

  /// Sets the right margin to a percentage of the superview's width.
  @discardableResult
  public func marginRight(_ percent: Percent) -> PinLayout {
    setMargin(percent, .trailing, of: .horizontal, Context("marginRight", .percent(percent)))
  }

  /// Sets the start margin: the left one in LTR, the right one in RTL.
  @discardableResult
  public func marginStart(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, startLine, of: .horizontal, Context("marginStart", .number(margin)))
  }

  /// Sets the start margin to a percentage of the superview's width.
  @discardableResult
  public func marginStart(_ percent: Percent) -> PinLayout {
    setMargin(percent, startLine, of: .horizontal, Context("marginStart", .percent(percent)))
  }

  /// Sets the end margin: the right one in LTR, the left one in RTL.
  @discardableResult
  public func marginEnd(_ margin: CGFloat) -> PinLayout {
    setMargin(margin, endLine, of: .horizontal, Context("marginEnd", .number(margin)))
  }

  /// Sets the end margin to a percentage of the superview's width.
  @discardableResult
  public func marginEnd(_ percent: Percent) -> PinLayout {
    setMargin(percent, endLine, of: .horizontal, Context("marginEnd", .percent(percent)))
  }

  /// Sets the left and right margins.
  @discardableResult
  public func marginHorizontal(_ margin: CGFloat) -> PinLayout {
    let context = Context("marginHorizontal", .number(margin))
    setMargin(margin, .leading, of: .horizontal, context)
    return setMargin(margin, .trailing, of: .horizontal, context)
  }

  /// Sets the left and right margins to a percentage of the superview's width.
  @discardableResult
  public func marginHorizontal(_ percent: Percent) -> PinLayout {
    setMargins(horizontal: percent, Context("marginHorizontal", .percent(percent)))
  }

  /// Sets the top and bottom margins.
  @discardableResult
  public func marginVertical(_ margin: CGFloat) -> PinLayout {
    let context = Context("marginVertical", .number(margin))
    setMargin(margin, .leading, of: .vertical, context)
    return setMargin(margin, .trailing, of: .vertical, context)
  }

  /// Sets the top and bottom margins to a percentage of the superview's height.
  @discardableResult
  public func marginVertical(_ percent: Percent) -> PinLayout {
    setMargins(vertical: percent, Context("marginVertical", .percent(percent)))
  }

  /// Sets the four margins from insets, for example `margin(pin.safeArea)`.
  @discardableResult
  public func margin(_ insets: PEdgeInsets) -> PinLayout {
    setMargins(insets, Context("margin", .insets(insets)))
  }

  /// Sets the four margins from directional insets: leading is the start margin and trailing
  /// the end margin.
  @discardableResult
  public func margin(_ directionalInsets: DirectionalEdgeInsets) -> PinLayout {
    setMargins(
      directionalInsets.resolved(leftToRight: isLTR),
      Context("margin", .insets(directionalInsets.resolved(leftToRight: true))))
  }

  /// Sets the four margins to the same value.
  @discardableResult
  public func margin(_ margin: CGFloat) -> PinLayout {
    let insets = EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
    return setMargins(insets, Context("margin", .number(margin)))
  }

  /// Sets the four margins to the same percentage (of the superview's height for top and
  /// bottom, of its width for left and right).
  @discardableResult
  public func margin(_ percent: Percent) -> PinLayout {
    let context = Context("margin", .percent(percent))
    setMargins(vertical: percent, context)
    return setMargins(horizontal: percent, context)
  }

  /// Sets the four margins individually.
  @discardableResult
  public func margin(
    _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
  ) -> PinLayout {
    let insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    return setMargins(insets, Context("margin", .insets(insets)))
  }

  /// Sets the four margins individually, as percentages.
  @discardableResult
  public func margin(
    _ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent
  ) -> PinLayout {
    let context = Context("margin", .marginPercents(top, left, bottom, right))
    setMargin(top, .leading, of: .vertical, context)
    setMargin(left, .leading, of: .horizontal, context)
    setMargin(bottom, .trailing, of: .vertical, context)
    return setMargin(right, .trailing, of: .horizontal, context)
  }

  /// Sets the top and bottom margins to `vertical` and the left and right ones to `horizontal`.
  @discardableResult
  public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
    let insets = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    return setMargins(insets, Context("margin", .insets(insets)))
  }

  /// Sets the top and bottom margins to `vertical` and the left and right ones to `horizontal`,
  /// as percentages.
  @discardableResult
  public func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
    let context = Context("margin", .marginPercents(vertical, horizontal, nil, nil))
    setMargins(vertical: vertical, context)
    return setMargins(horizontal: horizontal, context)
  }

  /// Sets the top margin, the left and right ones to `horizontal`, and the bottom one.
  @discardableResult
  public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> PinLayout {
    let insets = EdgeInsets(top: top, left: horizontal, bottom: bottom, right: horizontal)
    return setMargins(insets, Context("margin", .insets(insets)))
  }

  /// Sets the top margin, the left and right ones to `horizontal`, and the bottom one, as
  /// percentages.
  @discardableResult
  public func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> PinLayout {
    let context = Context("margin", .marginPercents(top, horizontal, bottom, nil))
    setMargin(top, .leading, of: .vertical, context)
    setMargins(horizontal: horizontal, context)
    return setMargin(bottom, .trailing, of: .vertical, context)
  }

  /// Makes margins shrink the view instead of moving it when only one edge (or the centre) and
  /// a size are pinned on an axis: the edge and the size become two edges.
  @discardableResult
  public func pinEdges() -> PinLayout {
    shouldPinEdges = true
    return self
  }

  @discardableResult
  private func setMargin(
    _ margin: CGFloat, _ line: AxisLine, of axis: Axis, _ context: Context
  ) -> PinLayout {
    storeMargin(margin, line, of: axis, context)
    return self
  }

  @discardableResult
  private func setMargin(
    _ percent: Percent, _ line: AxisLine, of axis: Axis, _ context: Context
  ) -> PinLayout {
    guard let length = superviewLength(axis) else { return self }
    return setMargin(percent.of(length), line, of: axis, context)
  }

  @discardableResult
  private func setMargins(horizontal percent: Percent, _ context: Context) -> PinLayout {
    setMargin(percent, .leading, of: .horizontal, context)
    return setMargin(percent, .trailing, of: .horizontal, context)
  }

  @discardableResult
  private func setMargins(vertical percent: Percent, _ context: Context) -> PinLayout {
    setMargin(percent, .leading, of: .vertical, context)
    return setMargin(percent, .trailing, of: .vertical, context)
  }

  private func setMargins(_ insets: EdgeInsets, _ context: Context) -> PinLayout {
    setMargin(insets.top, .leading, of: .vertical, context)
    setMargin(insets.left, .leading, of: .horizontal, context)
    setMargin(insets.bottom, .trailing, of: .vertical, context)
    return setMargin(insets.right, .trailing, of: .horizontal, context)
  }
}
