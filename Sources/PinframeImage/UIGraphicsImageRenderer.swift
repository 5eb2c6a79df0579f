import Foundation
import PinframeGraphics
import PinframeRaster
import PinframeViews

/// How a ``UIGraphicsImageRenderer`` makes images, as UIKit's
/// `UIGraphicsImageRendererFormat`.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
  /// Device pixels per point: the runtime's display scale by default.
  public var scale: CGFloat
  /// Whether the image is opaque (accepted: images keep their alpha).
  public var opaque = false
  /// The bounds of the renderer that uses the format, in points.
  public internal(set) var bounds = CGRect.zero

  /// A format at `scale`.
  public init(scale: CGFloat) {
    self.scale = scale
  }

  /// The default format: the current runtime's display scale.
  @preconcurrency @MainActor
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat(scale: ViewRuntime.current.scale)
  }

  /// A format at `traitCollection`'s display scale (the runtime's when it has none).
  @preconcurrency @MainActor
  public convenience init(for traitCollection: UITraitCollection) {
    let scale = traitCollection.displayScale
    self.init(scale: scale > 0 ? scale : ViewRuntime.current.scale)
  }
}

/// The context an image renderer's drawing block gets, as UIKit's
/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
  /// The context drawing goes to (also `UIGraphicsGetCurrentContext()` inside the block).
  public let cgContext: GraphicsContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: GraphicsContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// Fills `rect` with the current fill colour.
  public func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }

  /// Strokes `rect`'s outline with the current stroke colour, one point wide.
  public func stroke(_ rect: CGRect) {
    cgContext.stroke(rect, width: 1)
  }

  /// Restricts later drawing to `rect`.
  public func clip(to rect: CGRect) {
    cgContext.clip(to: rect)
  }
}

/// Draws into a new image, as UIKit's `UIGraphicsImageRenderer`: tests make images this way.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///   UIColor.systemBlue.setFill()
///   UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 8).fill()
/// }
/// ```
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
  /// The image's bounds in points.
  public let bounds: CGRect
  /// How images are made.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of `size` points at the runtime's display scale.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  /// A renderer of `size` points in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of `bounds` in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    format.bounds = bounds
  }

  /// An image of what `actions` draws; an empty image (with a warning) when the size is not a
  /// drawable canvas.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
    let context = GraphicsContext(bounds: bounds, scale: scale)
    context.performAsCurrent {
      actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
    }
    context.endOpenClips()
    let width = (bounds.width * scale).rounded(.up)
    let height = (bounds.height * scale).rounded(.up)
    let toDevice = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= 1e8 else {
      ImageWarning.report(
        "UIGraphicsImageRenderer: \(bounds.width)×\(bounds.height) pt at scale \(scale) is not a drawable size; the image is empty"
      )
      return UIImage(values: UIImage.Values(cgImage: nil, scale: scale))
    }
    let list = DisplayList(
      width: Int(width), height: Int(height),
      commands: context.steps.map { DisplayCommand($0, toDevice: toDevice) })
    let bitmap = try? Bitmap(rendering: list, options: .antialiased)
    let image = bitmap.flatMap { CGImage(width: $0.width, height: $0.height, pixels: $0.pixels) }
    return UIImage(values: UIImage.Values(cgImage: image, scale: scale))
  }

  /// The PNG data of the image `actions` draws.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }
}
