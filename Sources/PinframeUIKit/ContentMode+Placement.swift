import Foundation
import PinframeViews

extension View.ContentMode {
  /// Where content of `size` goes in `bounds`, as UIKit places an image view's image: stretched
  /// (`scaleToFill`, `redraw`), scaled to fit or fill keeping its aspect ratio and centred, or at
  /// its own size centred, at an edge or in a corner.
  ///
  /// Positions are not rounded. Content without area fills the bounds when it scales, and sits at
  /// its position otherwise.
  public func rect(forContentOf size: CGSize, in bounds: CGRect) -> CGRect {
    let (w, h) = (bounds.width, bounds.height)
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let ratios = (w / size.width, h / size.height)
      let scale = self == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      let scaled = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: bounds.minX + (w - scaled.width) / 2, y: bounds.minY + (h - scaled.height) / 2,
        width: scaled.width, height: scaled.height)
    default:
      let x = horizontalFactor * (w - size.width)
      let y = verticalFactor * (h - size.height)
      return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
    }
  }

  /// How much of the free width goes left of unscaled content: 0, 0.5 or 1.
  private var horizontalFactor: CGFloat {
    switch self {
    case .left, .topLeft, .bottomLeft: 0
    case .right, .topRight, .bottomRight: 1
    default: 0.5
    }
  }

  /// How much of the free height goes above unscaled content: 0, 0.5 or 1.
  private var verticalFactor: CGFloat {
    switch self {
    case .top, .topLeft, .topRight: 0
    case .bottom, .bottomLeft, .bottomRight: 1
    default: 0.5
    }
  }
}
