import Foundation
import PinframeGraphics

extension UIImage {
  /// The same image drawn with `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    var values = self.values
    values.renderingMode = renderingMode
    return UIImage(values: values)
  }

  /// The image drawn in `color` where it has alpha, as `withTintColor(_:)` (iOS 13): the
  /// rendering mode stays the original's, and the image is drawn tinted whatever it is.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: renderingMode)
  }

  /// The image tinted with `color`, with `renderingMode`; it is drawn tinted in every mode.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    var values = self.values
    values.tintColor = color
    values.renderingMode = renderingMode
    return UIImage(values: values)
  }

  /// The image resizable with `capInsets` (in points): the caps keep their size and the middle
  /// is tiled.
  public func resizableImage(withCapInsets capInsets: EdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The image resizable with `capInsets` (in points), its middle tiled or stretched.
  public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    var values = self.values
    values.capInsets = capInsets
    values.resizingMode = resizingMode
    return UIImage(values: values)
  }

  /// Whether the image is drawn as a template: its alpha filled with a tint colour.
  public var isTemplate: Bool { renderingMode == .alwaysTemplate }
}
