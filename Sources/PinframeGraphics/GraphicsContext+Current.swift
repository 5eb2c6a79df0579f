import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context drawing goes to, as UIKit's `UIGraphicsGetCurrentContext()`: the one a view
/// draws into during `draw(_:)`, or the last one pushed with ``UIGraphicsPushContext(_:)``;
/// `nil` outside drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> GraphicsContext? {
  GraphicsContextStack.contexts.last
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current context until ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: GraphicsContext) {
  GraphicsContextStack.contexts.append(context)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes the previous context current again.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.contexts.popLast()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` with the current context's fill colour, as UIKit's `UIRectFill(_:)`.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Strokes the outline of `rect` one unit wide with the current context's stroke colour, as
/// UIKit's `UIRectFrame(_:)`.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.stroke(rect, width: 1)
}

extension GraphicsContext {
  /// Runs `drawing` with this context current, as the renderer does around `draw(_:)`.
  @preconcurrency @MainActor
  public func performAsCurrent<Result>(_ drawing: () throws -> Result) rethrows -> Result {
    UIGraphicsPushContext(self)
    defer { UIGraphicsPopContext() }
    return try drawing()
  }
}

extension UIColor {
  /// Makes the colour, resolved with ``UITraitCollection/current``, the current context's
  /// fill colour, as UIKit's `setFill()`.
  @preconcurrency @MainActor
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes the colour the current context's stroke colour, as UIKit's `setStroke()`.
  @preconcurrency @MainActor
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes the colour the current context's fill and stroke colour, as UIKit's `set()`.
  @preconcurrency @MainActor
  public func set() {
    setFill()
    setStroke()
  }
}

extension BezierPath {
  /// Fills the path with the current context's fill colour, as `UIBezierPath.fill()`.
  @preconcurrency @MainActor
  public func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(cgPath)
    context.fillPath()
  }

  /// Strokes the path `lineWidth` wide with the current context's stroke colour, as
  /// `UIBezierPath.stroke()` (UIKit's default line width is 1).
  @preconcurrency @MainActor
  public func stroke(lineWidth: CGFloat = 1) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.addPath(cgPath)
    context.strokePath()
    context.restoreGState()
  }

  /// Restricts the current context's drawing to the path, as `UIBezierPath.addClip()`.
  @preconcurrency @MainActor
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(cgPath)
    context.clip()
  }
}

/// The contexts pushed with ``UIGraphicsPushContext(_:)``, innermost last.
@MainActor
private enum GraphicsContextStack {
  static var contexts: [GraphicsContext] = []
}
