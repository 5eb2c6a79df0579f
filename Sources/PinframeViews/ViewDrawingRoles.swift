import Foundation

/// A view whose content is an image, as PinLayout's `aspectRatio()` asks of a `UIImageView`:
/// the image's size in points, or `nil` when no image is set.
package protocol ImageSizedView: View {
  /// The size of the image shown, or `nil` without an image.
  var imageSizeForAspectRatio: CGSize? { get }
}
