import Foundation
import PinframeGraphics
import PinframeText

extension UILabel {
  /// The label's own attributes as a dictionary: font, colour and paragraph style.
  var attributes: [NSAttributedString.Key: Any] {
    [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraphStyle]
  }

  /// The label's alignment and line break mode as a paragraph style.
  var paragraphStyle: NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return style
  }

  /// The text measured with the label's attributes as defaults.
  var textStorage: TextStorage {
    if let cachedStorage { return cachedStorage }
    let defaults = TextAttributes(
      font: storedFont, foregroundColor: storedTextColor, paragraphStyle: paragraphStyle)
    let storage: TextStorage
    switch content {
    case .plain(let text): storage = TextStorage(text ?? "", attributes: defaults)
    case .attributed(let string): storage = TextStorage(string, defaults: defaults)
    }
    cachedStorage = storage
    return storage
  }

  /// Sets `key` to `value` over the whole attributed text, when the label shows one.
  func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
    guard case .attributed(let string) = content, string.length > 0 else { return }
    let changed = NSMutableAttributedString(attributedString: string)
    changed.addAttribute(key, value: value, range: NSRange(location: 0, length: string.length))
    content = .attributed(changed)
  }
}
