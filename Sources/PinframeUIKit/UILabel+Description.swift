import Foundation
import PinframeText

extension UILabel {
  /// The longest text a description shows; longer text shows its start and "…".
  static let describedTextLimit = 200

  /// The text, quoted with `'` as UIKit's descriptions quote it (newlines, tabs and quotes
  /// escaped, cut at ``describedTextLimit`` characters), and the font in the notation layout
  /// specs use (``UIFont/shorthand``).
  var describedContent: [(name: String, value: String)] {
    guard let text else { return [] }
    var shown = String(text.prefix(Self.describedTextLimit))
    if shown.count < text.count { shown += "…" }
    let escaped =
      shown
      .replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'")
      .replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\t", with: "\\t")
    return [("text", "'\(escaped)'"), ("font", storedFont.shorthand)]
  }
}
