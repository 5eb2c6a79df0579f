import Foundation
import PinframeGraphics

extension NSAttributedString {
  /// The rectangle the text takes, as UIKit's: fractional (round it up before sizing views).
  ///
  /// With ``NSStringDrawingOptions/usesLineFragmentOrigin`` the text wraps at `size.width` and
  /// the rectangle starts at the first line's top, at (0, 0); without it every paragraph is one
  /// line and the rectangle's y is minus the first line's ascent (it is measured from the
  /// baseline). The height is a limit only with
  /// ``NSStringDrawingOptions/truncatesLastVisibleLine``, and then the last line shown ends
  /// with "…" whatever the line break mode. Runs without a font are measured in
  /// the 12 pt system font.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let layout = textLayout(size: size, options: options)
    let top = options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.baseline ?? 0)
    let rect = CGRect(origin: CGPoint(x: 0, y: top), size: layout.usedSize)
    context?.totalBounds = rect
    return rect
  }

  /// The size of the text on one line per paragraph, as UIKit's `size()`.
  public func size() -> CGSize {
    textLayout(size: .zero, options: .usesLineFragmentOrigin).usedSize
  }

  /// Draws the text wrapped in `rect` from its top-left corner into the current context.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) {
    draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
  }

  /// Draws the text on one line per paragraph with its top-left corner at `point`.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) {
    draw(with: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
  }

  /// Draws the text laid out as ``boundingRect(with:options:context:)`` lays it out, into the
  /// current context, with its colours resolved with ``UITraitCollection/current``.
  @preconcurrency @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    guard let graphics = UIGraphicsGetCurrentContext() else { return }
    let layout = textLayout(size: rect.size, options: options)
    let top = options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.baseline ?? 0)
    layout.draw(
      in: graphics, at: CGPoint(x: rect.minX, y: rect.minY + top), traits: .current)
    context?.totalBounds = CGRect(origin: rect.origin, size: layout.usedSize)
  }

  /// The text laid out as the drawing options say.
  func textLayout(size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
    let wraps = options.contains(.usesLineFragmentOrigin)
    let stopsAtHeight = wraps && options.contains(.truncatesLastVisibleLine)
    let container = TextContainer(
      width: wraps ? size.width : .infinity, height: stopsAtHeight ? size.height : .infinity,
      usesFontLeading: options.contains(.usesFontLeading), truncatesLastVisibleLine: stopsAtHeight)
    return TextLayout(TextStorage(self, defaults: .attributedStringDefaults), in: container)
  }
}
