import Foundation
import PinframeViews

/// A width and a height, each possibly undetermined.
struct OptionalSize {
  var width: CGFloat?
  var height: CGFloat?
}

// Size resolution: explicit sizes, edges minus margins or the current size, then sizeToFit or
// aspectRatio, then min/max, then invalid dimensions dropped.
extension ChainState {
  mutating func computeSize(current: CGSize) -> OptionalSize {
    var size = OptionalSize(
      width: resolvedLength(horizontal, current: current.width),
      height: resolvedLength(vertical, current: current.height))
    switch adjustSizeType {
    case .fit(let fitType)?: size = fittingSize(fitType, size, current: current)
    case .aspectRatio(let ratio)?: size = aspectRatioSize(ratio, size)
    case nil: break
    }
    return OptionalSize(
      width: validated(horizontal.clamped(size.width)),
      height: validated(vertical.clamped(size.height)))
  }

  /// The explicit length, else the span between both edges minus margins, else (unless
  /// sizeToFit or aspectRatio computes it) the current length.
  private mutating func resolvedLength(_ slots: AxisSlots, current: CGFloat) -> CGFloat? {
    if let size = slots.size { return size }
    if let leading = slots.leading, let trailing = slots.trailing {
      return trailing - leading - slots.leadingMargin - slots.trailingMargin
    }
    return adjustSizeType == nil ? current : nil
  }

  private func validated(_ length: CGFloat?) -> CGFloat? {
    guard let length, Self.isValidDimension(length) else { return nil }
    return length
  }

  /// `sizeToFit(_:)`: asks `sizeThatFits(_:)` with the reference dimension (clamped by min/max,
  /// else the current one) and an unbounded other one, or with the current size for `.content`.
  private mutating func fittingSize(_ fitType: FitType, _ size: OptionalSize, current: CGSize)
    -> OptionalSize
  {
    var proposal = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    switch fitType {
    case .width, .widthFlexible:
      proposal.width = horizontal.clamped(size.width) ?? current.width
    case .height, .heightFlexible:
      proposal.height = vertical.clamped(size.height) ?? current.height
    case .content:
      proposal = current
    }
    let fitting = view.sizeThatFits(proposal)
    guard fitType != .content else {
      return OptionalSize(width: fitting.width, height: fitting.height)
    }
    func dimension(_ proposed: CGFloat, _ fit: CGFloat) -> CGFloat {
      proposed == .greatestFiniteMagnitude || fitType.isFlexible ? fit : proposed
    }
    return OptionalSize(
      width: dimension(proposal.width, fitting.width),
      height: dimension(proposal.height, fitting.height))
  }

  /// `aspectRatio(_:)`: exactly one dimension must be known; it is clamped by min/max and the
  /// other one follows from the ratio.
  private mutating func aspectRatioSize(_ ratio: CGFloat, _ size: OptionalSize) -> OptionalSize {
    switch (size.width, size.height) {
    case (nil, nil):
      warn("aspectRatio won't be applied, neither the width nor the height can be determined.")
      return size
    case (let width?, nil):
      let clamped = horizontal.clamped(width) ?? width
      return OptionalSize(width: clamped, height: clamped / ratio)
    case (nil, let height?):
      let clamped = vertical.clamped(height) ?? height
      return OptionalSize(width: clamped * ratio, height: clamped)
    case (_?, _?):
      warn(
        "aspectRatio won't be applied, the width and the height are already defined by other "
          + "PinLayout's properties.")
      return size
    }
  }
}
