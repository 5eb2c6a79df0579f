import Foundation
import PinframeGraphics
import PinframeImage
import PinframeViews

/// A view that shows an image, as UIKit's `UIImageView`: placed by its `contentMode` (scale to
/// fill by default), template images drawn in its `tintColor`, sized to its image.
///
/// As in UIKit: `init(image:)` sizes the view to the image, user interaction is off,
/// `sizeThatFits` returns the image's size whatever size is offered, and an image view without
/// an image has no intrinsic size. With `isHighlighted`, `highlightedImage` is shown when there
/// is one. Images with `renderingMode` `.automatic` are drawn as they are, as image views do.
@preconcurrency @MainActor
open class UIImageView: View, ImageSizedView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view shows ``highlightedImage``.
  open var isHighlighted = false

  /// An image view the size of `image`, at the origin.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    isUserInteractionEnabled = false
    contentOverflowsBounds = true
  }

  /// An image view the size of `image`, with a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// An image view with a frame and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    contentOverflowsBounds = true
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The image on screen: the highlighted one while highlighted (when there is one), in the
  /// variant of its asset for the view's traits (a catalog's dark appearance in dark mode).
  public var shownImage: UIImage? {
    (isHighlighted ? highlightedImage ?? image : image)?.resolved(with: traitCollection)
  }

  /// The shown image's size, for PinLayout's `aspectRatio()`.
  package var imageSizeForAspectRatio: CGSize? { image?.size }

  /// The image's size in points, whatever size is offered (zero without an image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    shownImage?.size ?? .zero
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Draws the image where `View/contentMode` places it in `rect`.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let image = shownImage else { return }
    let placed = contentMode.rect(forContentOf: image.size, in: rect)
    image.draw(in: placed, context: context, tint: tintColor.resolvedValue(with: traitCollection))
  }

  /// The image's size and mode, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    guard let image = shownImage else { return [] }
    let size = image.size
    var value = "\(format(size.width))×\(format(size.height))"
    if image.isTemplate { value += " template" }
    if let name = image.symbolName { value += " symbol \(name)" }
    return [("image", value)]
  }

  private func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9
      ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
