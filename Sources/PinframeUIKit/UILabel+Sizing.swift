import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

extension UILabel: WidthDependentIntrinsicSize {
  /// Whether Auto Layout gives the label its width to wrap at: more than one line and no
  /// ``preferredMaxLayoutWidth``.
  package var intrinsicSizeFollowsLayoutWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth <= 0
  }

  /// The width to wrap at that Auto Layout gave the label, when it wraps at it.
  var automaticPreferredWidth: CGFloat? {
    intrinsicSizeFollowsLayoutWidth ? engineLayoutWidth.flatMap { $0 > 0 ? $0 : nil } : nil
  }
}

extension UILabel {
  /// The label's text laid out in a `width × height` container with at most `lines` lines.
  func layout(
    width: CGFloat, height: CGFloat, lines: Int, storage: TextStorage? = nil
  ) -> TextLayout {
    var container = TextContainer(
      width: width, height: height, maximumNumberOfLines: lines,
      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    container.leadingBetweenLines = true
    return TextLayout(storage ?? textStorage, in: container)
  }

  /// ``sizeThatFits(_:)``'s rule, through ``textRect(forBounds:limitedToNumberOfLines:)``.
  func fittingSize(_ size: CGSize) -> CGSize {
    let wraps = numberOfLines != 1 && size.width > 0 && size.width.isFinite
    let bounds = CGRect(
      x: 0, y: 0, width: wraps ? size.width : .greatestFiniteMagnitude,
      height: .greatestFiniteMagnitude)
    return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
  }

  /// ``textRect(forBounds:limitedToNumberOfLines:)``'s rule; the last result is kept until the
  /// text, its attributes, the bounds' size, the line limit or the scale change.
  func measuredTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
    let scale = pixelScale
    if let cached = cachedTextRect, cached.bounds == bounds.size, cached.lines == lines,
      cached.scale == scale
    {
      return CGRect(origin: bounds.origin, size: cached.size)
    }
    var size = CGSize.zero
    if !textStorage.isEmpty {
      let used = layout(width: bounds.width, height: bounds.height, lines: lines).usedSize
      size = CGSize(width: ceilToPixels(used.width), height: ceilToPixels(used.height))
      if bounds.width > 0, bounds.width.isFinite { size.width = min(size.width, bounds.width) }
      if bounds.height > 0, bounds.height.isFinite { size.height = min(size.height, bounds.height) }
    }
    cachedTextRect = (bounds.size, lines, scale, size)
    return CGRect(origin: bounds.origin, size: size)
  }
}
