import Foundation
import PinframeGraphics

/// Text measured or drawn by the string-drawing methods of `NSAttributedString` and `NSString`:
/// the rules they share (see ``Foundation/NSAttributedString/boundingRect(with:options:context:)``).
///
/// `NSString`'s methods build the storage from the string and the attributes directly, without
/// an `NSAttributedString`: swift-corelibs-foundation's never frees its attribute runs
/// (swiftlang/swift-corelibs-foundation#5256), and controls measure their titles this way at
/// every layout.
struct StringDrawing {
  /// The measured text.
  let storage: TextStorage

  /// The text of `attributedString`, runs without a font in the 12 pt system font.
  init(_ attributedString: NSAttributedString) {
    storage = TextStorage(attributedString, defaults: .attributedStringDefaults)
  }

  /// `string` in one run of `attributes`, without a font in the 12 pt system font.
  init(_ string: String, attributes: [NSAttributedString.Key: Any]?) {
    storage = TextStorage(
      string,
      attributes: TextAttributes(attributes ?? [:], defaults: .attributedStringDefaults))
  }

  /// The rectangle the text takes; see `NSAttributedString.boundingRect(with:options:context:)`.
  func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
  ) -> CGRect {
    let layout = layout(size: size, options: options)
    let rect = CGRect(origin: CGPoint(x: 0, y: top(of: layout, options)), size: layout.usedSize)
    context?.totalBounds = rect
    return rect
  }

  /// The size of the text on one line per paragraph.
  func size() -> CGSize {
    layout(size: .zero, options: .usesLineFragmentOrigin).usedSize
  }

  /// Draws the text laid out as ``boundingRect(with:options:context:)`` lays it out, into the
  /// current context, with its colours resolved with ``UITraitCollection/current``.
  @MainActor
  func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
    guard let graphics = UIGraphicsGetCurrentContext() else { return }
    let layout = layout(size: rect.size, options: options)
    layout.draw(
      in: graphics, at: CGPoint(x: rect.minX, y: rect.minY + top(of: layout, options)),
      traits: .current)
    context?.totalBounds = CGRect(origin: rect.origin, size: layout.usedSize)
  }

  /// The text laid out as the drawing options say.
  func layout(size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
    let wraps = options.contains(.usesLineFragmentOrigin)
    let stopsAtHeight = wraps && options.contains(.truncatesLastVisibleLine)
    let container = TextContainer(
      width: wraps ? size.width : .infinity, height: stopsAtHeight ? size.height : .infinity,
      usesFontLeading: options.contains(.usesFontLeading), truncatesLastVisibleLine: stopsAtHeight)
    return TextLayout(storage, in: container)
  }

  /// The rectangle's top: 0 from the first line's top, or minus its ascent from the baseline.
  private func top(of layout: TextLayout, _ options: NSStringDrawingOptions) -> Double {
    options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.baseline ?? 0)
  }
}
