import Foundation
import PinframeGraphics
import PinframePNG
import PinframeRaster

/// An image, as UIKit's `UIImage`: decoded pixels (``cgImage``) with a scale, a rendering mode, a
/// tint and cap insets.
///
/// Immutable: the `with…` methods return new images sharing the pixels.
///
/// PNG is the format Pinframe decodes; other data gives `nil` with a warning. Decoded files are
/// cached by path, so an image used by many views and frames is decoded once.
open class UIImage: @unchecked Sendable, CustomStringConvertible {
  /// The pixels.
  public let cgImage: CGImage?
  /// Device pixels per point: 1, 2 or 3 for `@1x`, `@2x`, `@3x` files.
  public let scale: CGFloat
  /// How views draw the image: as it is, or as a template filled with a tint colour.
  public let renderingMode: RenderingMode
  /// The colour the image is drawn in where it has alpha, whatever its rendering mode, set with
  /// ``withTintColor(_:)``.
  public let tintColor: UIColor?
  /// The cap insets of a resizable image, in points (zero for a plain image).
  public let capInsets: EdgeInsets
  /// How a resizable image fills the space between its caps.
  public let resizingMode: ResizingMode
  /// The SF Symbol name of a placeholder made by ``init(systemName:)``.
  public let symbolName: String?
  /// The variants of the image for other traits (an asset catalog's dark appearance), which
  /// image views resolve with their own traits; `nil` for an image of one look.
  public let imageAsset: UIImageAsset?

  /// The values of an image: what the initializers and the `with…` methods fill in.
  struct Values {
    var cgImage: CGImage?
    var scale: CGFloat = 1
    var renderingMode = RenderingMode.automatic
    var tintColor: UIColor?
    var capInsets = EdgeInsets.zero
    var resizingMode = ResizingMode.tile
    var symbolName: String?
    var imageAsset: UIImageAsset?
  }

  /// An image with `values`.
  init(values: Values) {
    cgImage = values.cgImage
    scale = values.scale.isFinite && values.scale > 0 ? values.scale : 1
    renderingMode = values.renderingMode
    tintColor = values.tintColor
    capInsets = values.capInsets
    resizingMode = values.resizingMode
    symbolName = values.symbolName
    imageAsset = values.imageAsset
  }

  /// The image's values, to change one in a copy.
  var values: Values {
    Values(
      cgImage: cgImage, scale: scale, renderingMode: renderingMode, tintColor: tintColor,
      capInsets: capInsets, resizingMode: resizingMode, symbolName: symbolName,
      imageAsset: imageAsset)
  }

  /// An image of `cgImage`'s pixels at `scale`, as `UIImage(cgImage:scale:orientation:)`
  /// (orientations other than up are not applied).
  public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
    self.init(values: Values(cgImage: cgImage, scale: scale))
  }

  /// The PNG in `data` at `scale` (1 by default), or `nil` with a warning when it is not a PNG
  /// Pinframe can decode.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let image = ImageDecoding.decode(data, source: "UIImage(data:)") else { return nil }
    self.init(values: Values(cgImage: image, scale: scale))
  }

  /// The PNG file at `path`, its scale read from an `@2x`/`@3x` suffix, or `nil` (with a
  /// warning when the file exists but cannot be decoded).
  public convenience init?(contentsOfFile path: String) {
    let loaded: UIImage?
    do {
      loaded = try Self.load(contentsOfFile: path)
    } catch {
      ImageWarning.report(error.description)
      return nil
    }
    guard let loaded else { return nil }
    self.init(values: loaded.values)
  }

  /// The size in points: the pixel size divided by ``scale``.
  open var size: CGSize {
    guard let cgImage else { return symbolName == nil ? .zero : Self.symbolSize }
    return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
  }

  /// The image's PNG encoding, or `nil` when it has no pixels.
  open func pngData() -> Data? {
    guard let cgImage, let bitmap = try? Bitmap(cgImage: cgImage) else { return nil }
    return try? bitmap.pngData()
  }

  /// The size, scale and mode, as UIKit's description without the address.
  open var description: String {
    let mode = renderingMode == .alwaysTemplate ? ", template" : ""
    let name = symbolName.map { ", symbol \($0)" } ?? ""
    return "<UIImage; size = (\(size.width) \(size.height)); scale = \(scale)\(mode)\(name)>"
  }

  /// How an image is drawn, as `UIImage.RenderingMode` (UIKit's raw values).
  public enum RenderingMode: Int, Sendable, Hashable {
    /// As the view decides: image views draw it as it is.
    case automatic = 0
    /// Always as it is.
    case alwaysOriginal = 1
    /// Always as a template: its alpha filled with the tint colour.
    case alwaysTemplate = 2
  }

  /// How a resizable image fills between its caps, as `UIImage.ResizingMode`.
  public enum ResizingMode: Int, Sendable, Hashable {
    /// The middle is repeated at its natural size.
    case tile = 0
    /// The middle is stretched.
    case stretch = 1
  }

  /// An image's orientation, as `UIImage.Orientation` (accepted; images are drawn up).
  public enum Orientation: Int, Sendable, Hashable {
    case up = 0
    case down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
}

extension Bitmap {
  /// The pixels of `cgImage`.
  init(cgImage: CGImage) throws(RasterError) {
    try self.init(width: cgImage.width, height: cgImage.height, pixels: cgImage.pixels)
  }
}
