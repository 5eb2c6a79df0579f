import Foundation
import PinframeViews

// sizeToFit and aspectRatio: they share one slot, and the first one set wins.
extension PinLayout {
  /// Sizes the view with its `sizeThatFits(_:)`, from the reference dimension `fitType` names.
  ///
  /// `.width` keeps the reference width (the pinned width or span, else the current width) and
  /// takes the fitting height; `.height` is the same on the other axis; the flexible forms take
  /// both fitting dimensions; `.content` (the default) asks with the current size. Min/max apply
  /// to the result.
  @inlinable @discardableResult
  public consuming func sizeToFit(_ fitType: FitType = .content) -> PinLayout {
    state.pointee.recordSizeToFit(fitType)
    return self
  }

  /// Makes the width `ratio` times the height.
  ///
  /// Exactly one of them must be determined by other rules. A ratio that is not a positive
  /// number warns and is ignored.
  @inlinable @discardableResult
  public consuming func aspectRatio(_ ratio: CGFloat) -> PinLayout {
    state.pointee.recordAspectRatio(ratio)
    return self
  }

  /// Gives an image view its image's aspect ratio (width divided by height), as PinLayout's
  /// `aspectRatio()`; on other views, or without an image, it warns and does nothing.
  @discardableResult
  public consuming func aspectRatio() -> PinLayout {
    state.pointee.recordImageAspectRatio()
    return self
  }

  /// Gives the view another view's aspect ratio (its width divided by its height).
  @inlinable @discardableResult
  public consuming func aspectRatio(of view: View) -> PinLayout {
    state.pointee.recordAspectRatio(of: view)
    return self
  }
}

extension AdjustSizeType {
  /// The call that set it, as conflict warnings name it: `sizeToFit(.width)`, `aspectRatio(2.0)`.
  var callText: String {
    switch self {
    case .fit(let fitType):
      return fitType == .content ? "sizeToFit()" : "sizeToFit(.\(fitType.name))"
    case .aspectRatio(let ratio): return "aspectRatio(\(ratio))"
    }
  }
}
