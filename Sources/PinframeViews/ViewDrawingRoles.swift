import Foundation

/// A view whose content is an image, as PinLayout's `aspectRatio()` asks of a `UIImageView`:
/// the image's size in points, or `nil` when no image is set.
package protocol ImageSizedView: View {
  /// The size of the image shown, or `nil` without an image.
  var imageSizeForAspectRatio: CGSize? { get }
}

/// A view that draws over its subviews as well as under them, as a scroll view draws its
/// indicators: the renderer calls ``drawOverlay(_:)`` after the subviews, inside the view's
/// clip, with a graphics context current as for `draw(_:)`.
package protocol OverlayDrawingView: View {
  /// Draws over the subviews; `rect` is the bounds (the presentation bounds in a frame).
  func drawOverlay(_ rect: CGRect)
}
