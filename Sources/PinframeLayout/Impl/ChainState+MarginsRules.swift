import Foundation
import PinframeGraphics

// Margins (the last value wins) and pinEdges().
//
// How a margin acts depends on what is pinned on its axis: with one edge it moves the view away
// from that edge, with both edges it shrinks the view, with a centre it shifts the view, and
// without edges it is ignored.
extension ChainState {
  @usableFromInline
  mutating func recordMarginTop(_ margin: CGFloat) {
    setMargin(margin, .leading, of: .vertical, Context("marginTop", .number(margin)))
  }

  @usableFromInline
  mutating func recordMarginTop(_ percent: Percent) {
    setMargin(percent, .leading, of: .vertical, Context("marginTop", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMarginLeft(_ margin: CGFloat) {
    setMargin(margin, .leading, of: .horizontal, Context("marginLeft", .number(margin)))
  }

  @usableFromInline
  mutating func recordMarginLeft(_ percent: Percent) {
    setMargin(percent, .leading, of: .horizontal, Context("marginLeft", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMarginBottom(_ margin: CGFloat) {
    setMargin(margin, .trailing, of: .vertical, Context("marginBottom", .number(margin)))
  }

  @usableFromInline
  mutating func recordMarginBottom(_ percent: Percent) {
    setMargin(percent, .trailing, of: .vertical, Context("marginBottom", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMarginRight(_ margin: CGFloat) {
    setMargin(margin, .trailing, of: .horizontal, Context("marginRight", .number(margin)))
  }

  @usableFromInline
  mutating func recordMarginRight(_ percent: Percent) {
    setMargin(percent, .trailing, of: .horizontal, Context("marginRight", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMarginStart(_ margin: CGFloat) {
    setMargin(margin, startLine, of: .horizontal, Context("marginStart", .number(margin)))
  }

  @usableFromInline
  mutating func recordMarginStart(_ percent: Percent) {
    setMargin(percent, startLine, of: .horizontal, Context("marginStart", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMarginEnd(_ margin: CGFloat) {
    setMargin(margin, endLine, of: .horizontal, Context("marginEnd", .number(margin)))
  }

  @usableFromInline
  mutating func recordMarginEnd(_ percent: Percent) {
    setMargin(percent, endLine, of: .horizontal, Context("marginEnd", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMarginHorizontal(_ margin: CGFloat) {
    let context = Context("marginHorizontal", .number(margin))
    setMargin(margin, .leading, of: .horizontal, context)
    setMargin(margin, .trailing, of: .horizontal, context)
  }

  @usableFromInline
  mutating func recordMarginHorizontal(_ percent: Percent) {
    setMargins(horizontal: percent, Context("marginHorizontal", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMarginVertical(_ margin: CGFloat) {
    let context = Context("marginVertical", .number(margin))
    setMargin(margin, .leading, of: .vertical, context)
    setMargin(margin, .trailing, of: .vertical, context)
  }

  @usableFromInline
  mutating func recordMarginVertical(_ percent: Percent) {
    setMargins(vertical: percent, Context("marginVertical", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMargin(_ insets: PEdgeInsets) {
    setMargins(insets, Context("margin", .insets(insets)))
  }

  @usableFromInline
  mutating func recordMargin(_ directionalInsets: DirectionalEdgeInsets) {
    setMargins(
      directionalInsets.resolved(leftToRight: isLTR),
      Context("margin", .insets(directionalInsets.resolved(leftToRight: true))))
  }

  @usableFromInline
  mutating func recordMargin(_ margin: CGFloat) {
    let insets = EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
    setMargins(insets, Context("margin", .number(margin)))
  }

  @usableFromInline
  mutating func recordMargin(_ percent: Percent) {
    let context = Context("margin", .percent(percent))
    setMargins(vertical: percent, context)
    setMargins(horizontal: percent, context)
  }

  @usableFromInline
  mutating func recordMargin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) {
    let insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    setMargins(insets, Context("margin", .insets(insets)))
  }

  @usableFromInline
  mutating func recordMargin(_ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent) {
    let context = Context("margin", .marginPercents(top, left, bottom, right))
    setMargin(top, .leading, of: .vertical, context)
    setMargin(left, .leading, of: .horizontal, context)
    setMargin(bottom, .trailing, of: .vertical, context)
    setMargin(right, .trailing, of: .horizontal, context)
  }

  @usableFromInline
  mutating func recordMargin(_ vertical: CGFloat, _ horizontal: CGFloat) {
    let insets = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    setMargins(insets, Context("margin", .insets(insets)))
  }

  @usableFromInline
  mutating func recordMargin(_ vertical: Percent, _ horizontal: Percent) {
    let context = Context("margin", .marginPercents(vertical, horizontal, nil, nil))
    setMargins(vertical: vertical, context)
    setMargins(horizontal: horizontal, context)
  }

  @usableFromInline
  mutating func recordMargin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) {
    let insets = EdgeInsets(top: top, left: horizontal, bottom: bottom, right: horizontal)
    setMargins(insets, Context("margin", .insets(insets)))
  }

  @usableFromInline
  mutating func recordMargin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) {
    let context = Context("margin", .marginPercents(top, horizontal, bottom, nil))
    setMargin(top, .leading, of: .vertical, context)
    setMargins(horizontal: horizontal, context)
    setMargin(bottom, .trailing, of: .vertical, context)
  }

  @usableFromInline
  mutating func recordPinEdges() {
    shouldPinEdges = true
  }

  private mutating func setMargin(
    _ margin: CGFloat, _ line: AxisLine, of axis: Axis, _ context: Context
  ) {
    storeMargin(margin, line, of: axis, context)
  }

  private mutating func setMargin(
    _ percent: Percent, _ line: AxisLine, of axis: Axis, _ context: Context
  ) {
    guard let length = superviewLength(axis) else { return }
    setMargin(percent.of(length), line, of: axis, context)
  }

  private mutating func setMargins(horizontal percent: Percent, _ context: Context) {
    setMargin(percent, .leading, of: .horizontal, context)
    setMargin(percent, .trailing, of: .horizontal, context)
  }

  private mutating func setMargins(vertical percent: Percent, _ context: Context) {
    setMargin(percent, .leading, of: .vertical, context)
    setMargin(percent, .trailing, of: .vertical, context)
  }

  private mutating func setMargins(_ insets: EdgeInsets, _ context: Context) {
    setMargin(insets.top, .leading, of: .vertical, context)
    setMargin(insets.left, .leading, of: .horizontal, context)
    setMargin(insets.bottom, .trailing, of: .vertical, context)
    setMargin(insets.right, .trailing, of: .horizontal, context)
  }
}
