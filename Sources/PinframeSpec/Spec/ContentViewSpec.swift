import Foundation
import PinframeGraphics

/// What a spec view of type `image` shows: an image named as `UIImage(named:)` names it, or a
/// file path, both relative to the spec's folder.
public struct ImageViewSpec: Sendable, Hashable {
  /// The image's name (`"avatar"`: a catalog entry or `avatar.png`, `@2x`, `@3x`) or file path
  /// (`"images/avatar.png"`), relative to the spec's folder.
  public var image: String
  /// The content mode's name (`"scaleAspectFill"`); `nil` keeps UIKit's scale to fill.
  public var contentMode: String?
  /// The tint colour template images are drawn in.
  public var tintColor: UIColor?

  /// Creates an image view's properties.
  public init(image: String, contentMode: String? = nil, tintColor: UIColor? = nil) {
    self.image = image
    self.contentMode = contentMode
    self.tintColor = tintColor
  }

  /// UIKit's content modes by name, in raw-value order.
  public static let contentModes = [
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
    "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]
}

/// What a spec view of type `scroll` sets: its content's size, offset and inset.
public struct ScrollViewSpec: Sendable, Hashable {
  /// The content size, `[width, height]`.
  public var contentSize: CGSize?
  /// The content offset, `[x, y]`.
  public var contentOffset: CGPoint?
  /// The content inset.
  public var contentInset: EdgeInsets?

  /// Creates a scroll view's properties; every property left out keeps UIKit's default.
  public init(
    contentSize: CGSize? = nil, contentOffset: CGPoint? = nil, contentInset: EdgeInsets? = nil
  ) {
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
  }
}
