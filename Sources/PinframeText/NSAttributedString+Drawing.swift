import Foundation
import PinframeGraphics

extension NSAttributedString {
  /// The rectangle the text takes, as UIKit's: fractional (round it up before sizing views).
  ///
  /// With `NSStringDrawingOptions/usesLineFragmentOrigin` the text wraps at `size.width` and
  /// the rectangle starts at the first line's top, at (0, 0); without it every paragraph is one
  /// line and the rectangle's y is minus the first line's ascent (it is measured from the
  /// baseline). The height is a limit only with
  /// `NSStringDrawingOptions/truncatesLastVisibleLine`, and then the last line shown ends
  /// with "…" whatever the line break mode. Runs without a font are measured in
  /// the 12 pt system font.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing(self).boundingRect(with: size, options: options, context: context)
  }

  /// The size of the text on one line per paragraph, as UIKit's `size()`.
  public func size() -> CGSize {
    StringDrawing(self).size()
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
    StringDrawing(self).draw(with: rect, options: options, context: context)
  }
}
