import Foundation
import PinframeGraphics

extension View {
  /// Converts a point from the view's bounds space to `view`'s (to window space when `nil`).
  ///
  /// Views in different hierarchies, including detached ones, convert through a shared window
  /// space in which every root view's frame lies, as UIKit does.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    point.applying(conversion(to: view))
  }

  /// Converts a point from `view`'s bounds space (window space when `nil`) to the view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    point.applying(conversion(from: view))
  }

  /// Converts a rectangle from the view's bounds space to `view`'s; with transforms, the result
  /// is the bounding box of the converted corners.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    rect.applying(conversion(to: view))
  }

  /// Converts a rectangle from `view`'s bounds space (window space when `nil`) to the view's.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    rect.applying(conversion(from: view))
  }

  /// Maps the view's bounds space to window space through every ancestor.
  public var boundsToWindow: CGAffineTransform {
    var result = animatableValues.boundsToSuperview
    var ancestor = superview
    while let current = ancestor {
      result = result.concatenating(current.animatableValues.boundsToSuperview)
      ancestor = current.superview
    }
    return result
  }

  private func conversion(to view: View?) -> CGAffineTransform {
    let toWindow = boundsToWindow
    guard let view else { return toWindow }
    return toWindow.concatenating(view.boundsToWindow.inverted())
  }

  private func conversion(from view: View?) -> CGAffineTransform {
    let fromWindow = boundsToWindow.inverted()
    guard let view else { return fromWindow }
    return view.boundsToWindow.concatenating(fromWindow)
  }
}
