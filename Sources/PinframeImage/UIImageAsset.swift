import Foundation
import PinframeGraphics
import Synchronization

/// The variants of one image for different traits, as UIKit's `UIImageAsset`: an asset
/// catalog's image set with a dark appearance gives an image whose asset holds both, and an
/// image view shows the variant for its own traits.
///
/// Variants are matched on the user interface style: the registered image for the asked style,
/// else the one registered without a style, else the first registered.
public final class UIImageAsset: Sendable {
  private let variants = Mutex<[(traits: UITraitCollection, image: UIImage)]>([])

  /// An empty asset.
  public init() {}

  /// Adds `image` as the variant for `traitCollection`, replacing one registered for the same
  /// style.
  public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    variants.withLock { list in
      list.removeAll { $0.traits.userInterfaceStyle == traitCollection.userInterfaceStyle }
      list.append((traitCollection, image))
    }
  }

  /// Removes the variant registered for `traitCollection`'s style.
  public func unregisterImage(with traitCollection: UITraitCollection) {
    variants.withLock { list in
      list.removeAll { $0.traits.userInterfaceStyle == traitCollection.userInterfaceStyle }
    }
  }

  /// The variant for `traitCollection`, by the type's matching rule.
  ///
  /// An empty asset gives an empty image, as UIKit's does.
  public func image(with traitCollection: UITraitCollection) -> UIImage {
    variants.withLock { list in
      let style = traitCollection.userInterfaceStyle
      return list.first { $0.traits.userInterfaceStyle == style }?.image
        ?? list.first { $0.traits.userInterfaceStyle == .unspecified }?.image
        ?? list.first?.image ?? UIImage(values: UIImage.Values())
    }
  }
}

extension UIImage {
  /// The image for `traitCollection`: its asset's variant for those traits, drawn with this
  /// image's rendering mode, tint and cap insets; the image itself when it has no asset.
  public func resolved(with traitCollection: UITraitCollection) -> UIImage {
    guard let imageAsset else { return self }
    let variant = imageAsset.image(with: traitCollection)
    guard variant.cgImage !== cgImage else { return self }
    var values = self.values
    values.cgImage = variant.cgImage
    values.scale = variant.scale
    return UIImage(values: values)
  }
}
