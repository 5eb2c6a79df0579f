import Foundation
import PinframeGraphics

extension NSString {
  /// The rectangle the string takes in `attributes`, as UIKit's (see
  /// `NSAttributedString.boundingRect(with:options:context:)`).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing(self as String, attributes: attributes)
      .boundingRect(with: size, options: options, context: context)
  }

  /// The size of the string on one line per paragraph in `attributes`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing(self as String, attributes: attributes).size()
  }

  /// Draws the string in `attributes` wrapped in `rect`, into the current context.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    StringDrawing(self as String, attributes: attributes)
      .draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
  }

  /// Draws the string in `attributes` with its top-left corner at `point`.
  @preconcurrency @MainActor
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    StringDrawing(self as String, attributes: attributes)
      .draw(
        with: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
  }
}

// On Apple platforms `String` reaches NSString's drawing methods by bridging; here they are
// declared on `StringProtocol` so that `"text".size(withAttributes:)` compiles unchanged.
extension StringProtocol {
  /// The rectangle the string takes in `attributes` (see
  /// `NSAttributedString.boundingRect(with:options:context:)`).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    NSString(string: String(self)).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }

  /// The size of the string on one line per paragraph in `attributes`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSString(string: String(self)).size(withAttributes: attributes)
  }

  /// Draws the string in `attributes` wrapped in `rect`, into the current context.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    NSString(string: String(self)).draw(in: rect, withAttributes: attributes)
  }

  /// Draws the string in `attributes` with its top-left corner at `point`.
  @preconcurrency @MainActor
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    NSString(string: String(self)).draw(at: point, withAttributes: attributes)
  }
}
