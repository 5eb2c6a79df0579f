import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

extension UITextField {
  /// The clear button's side and its distance from the trailing edge of a rounded field.
  static let clearButton = (side: CGFloat(19), margin: CGFloat(5))

  /// The space at each side of the text for the border style.
  var sideInset: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line, .bezel: 2
    case .roundedRect: 7
    }
  }

  /// Whether an overlay with `mode` shows now.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// Whether the clear button shows now: its mode allows and there is text.
  var showsClearButton: Bool {
    shows(clearButtonMode) && !(storedText ?? "").isEmpty
  }

  /// The left, right and clear button rectangles in `bounds`, left to right (mirrored in a
  /// right-to-left layout); a view that does not show gets a zero-width rectangle at its edge.
  func overlayRects(forBounds bounds: CGRect) -> (left: CGRect, right: CGRect, clear: CGRect) {
    func centred(_ size: CGSize, x: CGFloat) -> CGRect {
      CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    let leftSize = shows(leftViewMode) ? leftView?.frame.size ?? .zero : .zero
    let rightSize = shows(rightViewMode) ? rightView?.frame.size ?? .zero : .zero
    let left = centred(leftSize, x: bounds.minX)
    let right = centred(rightSize, x: bounds.maxX - rightSize.width)
    let side = Self.clearButton.side
    let margin = borderStyle == .roundedRect && rightSize.width == 0 ? Self.clearButton.margin : 0
    let clear = centred(CGSize(width: side, height: side), x: right.minX - margin - side)
    guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return (left, right, clear) }
    func mirrored(_ rect: CGRect) -> CGRect {
      CGRect(
        x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width,
        height: rect.height)
    }
    return (mirrored(left), mirrored(right), mirrored(clear))
  }

  /// The space the text leaves at the left and the right of `bounds`: the border style's side
  /// inset, or the overlays that show when they take more.
  func textInsets(forBounds bounds: CGRect) -> (left: CGFloat, right: CGFloat) {
    let overlays = overlayRects(forBounds: bounds)
    let leading = overlays.left.width
    var trailing = overlays.right.width
    if showsClearButton { trailing = bounds.width - (overlays.clear.minX - bounds.minX) }
    let start = max(sideInset, leading)
    let end = max(sideInset, trailing)
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? (end, start) : (start, end)
  }

  /// ``textRect(forBounds:)``'s rule: the bounds less ``textInsets(forBounds:)``.
  func contentRect(forBounds bounds: CGRect) -> CGRect {
    let insets = textInsets(forBounds: bounds)
    return CGRect(
      x: bounds.minX + insets.left, y: bounds.minY,
      width: max(0, bounds.width - insets.left - insets.right), height: bounds.height)
  }

  /// The size ``sizeThatFits(_:)`` gives.
  func fittingSize() -> CGSize {
    let text = textLabel.sizeThatFits(.zero)
    let lineHeight = storedFont.lineHeight
    let overlays = overlayRects(forBounds: .zero)
    let insets = textInsets(forBounds: .zero)
    let height: CGFloat
    switch borderStyle {
    case .none: height = ceilToPixels(lineHeight)
    case .line, .bezel: height = ceilToPixels(lineHeight) + 4
    case .roundedRect: height = lineHeight.rounded() + 14
    }
    return CGSize(
      width: ceilToPixels(text.width + insets.left + insets.right),
      height: max(height, overlays.left.height, overlays.right.height))
  }

  /// Places the overlay views and the label (one line tall, placed by the vertical content
  /// alignment in the text rectangle).
  func layoutContent() {
    let overlays = overlayRects(forBounds: bounds)
    if let leftView {
      leftView.isHidden = !shows(leftViewMode)
      leftView.frame = pixelAligned(overlays.left)
    }
    if let rightView {
      rightView.isHidden = !shows(rightViewMode)
      rightView.frame = pixelAligned(overlays.right)
    }
    let showsText = !(storedText ?? "").isEmpty
    let area =
      isEditing
      ? editingRect(forBounds: bounds)
      : showsText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
    let lineHeight = min(ceilToPixels(storedFont.lineHeight), area.height)
    let height = contentVerticalAlignment == .fill ? area.height : lineHeight
    let y = area.minY + (area.height - height) * contentVerticalAlignment.freeSpaceBefore
    textLabel.frame = pixelAligned(CGRect(x: area.minX, y: y, width: area.width, height: height))
  }

  /// Shows the text (as dots when secure) or the placeholder in the label, and asks for layout.
  func contentDidChange() {
    let text = storedText ?? ""
    if !text.isEmpty {
      let shown = isSecureTextEntry ? String(repeating: "•", count: text.count) : text
      textLabel.attributedText = NSAttributedString(
        string: shown, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
    } else if let attributedPlaceholder {
      textLabel.attributedText = attributedPlaceholder
      textLabel.font = storedFont
    } else {
      textLabel.attributedText = placeholder.map {
        NSAttributedString(
          string: $0, attributes: [.font: storedFont, .foregroundColor: UIColor.placeholderText])
      }
    }
    textLabel.textAlignment = textAlignment
    textLabel.lineBreakMode = isEditing ? .byClipping : .byTruncatingTail
    textLabel.isEnabled = isEnabled
    setNeedsLayout()
  }

  /// Removes the overlay view that was replaced and adds the new one.
  func replaceOverlay(_ old: View?, with new: View?) {
    if old !== new { old?.removeFromSuperview() }
    if let new { addSubview(new) }
    setNeedsLayout()
  }
}
