import Foundation
import PinframeGraphics
import PinframeImage

extension UIButton {
  /// A button's look and content, as UIKit's `UIButton.Configuration` (iOS 15): a style
  /// (``plain()``, ``tinted()``, ``gray()``, ``filled()`` and their bordered names), a title,
  /// a subtitle, an image and the insets around them.
  ///
  /// Titles use the `.body` text style, subtitles `.subheadline`; the default
  /// ``contentInsets`` are 7 pt above and below and 12 pt at the sides, so a title button is
  /// one body line + 14 pt tall (34.333 pt at 3x).
  public struct Configuration {
    /// How a style fills the background and colours the content.
    enum Style: Sendable, Hashable {
      /// No background, content in the tint colour.
      case plain
      /// A light tint background, content in the tint colour.
      case tinted
      /// A grey background, content in the tint colour.
      case gray
      /// A tint background, white content.
      case filled
    }

    /// How rounded the background's corners are, as UIKit's
    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable, Hashable {
      /// The background's own radius (6 pt here).
      case fixed = -1
      /// Follows the button size (6 pt for the medium size).
      case dynamic = 0
      /// 4 pt.
      case small = 1
      /// 8 pt.
      case medium = 2
      /// 12 pt.
      case large = 3
      /// Half the height.
      case capsule = 4
    }

    /// How the title and subtitle align to each other, as UIKit's
    /// `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Sendable, Hashable {
      /// Centred.
      case automatic = 0
      /// At the leading edge.
      case leading = 1
      /// Centred.
      case center = 2
      /// At the trailing edge.
      case trailing = 3
    }

    /// The style.
    let style: Style
    /// The title.
    public var title: String?
    /// A second, smaller line under the title.
    public var subtitle: String?
    /// The image, beside or above the title.
    public var image: UIImage?
    /// Which side of the title the image is on (`.leading` by default).
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// Space between the image and the titles.
    public var imagePadding: CGFloat = 0
    /// Space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// Space around the content: 7 pt above and below, 12 pt at the sides by default.
    public var contentInsets = Configuration.defaultContentInsets
    /// The content's colour; `nil` for the style's.
    public var baseForegroundColor: UIColor?
    /// The background's colour; `nil` for the style's.
    public var baseBackgroundColor: UIColor?
    /// How rounded the background is.
    public var cornerStyle = CornerStyle.dynamic
    /// How the title and subtitle align.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether an activity indicator replaces the image; stored.
    public var showsActivityIndicator = false

    /// UIKit's default ``contentInsets`` for a medium button.
    static let defaultContentInsets = DirectionalEdgeInsets(
      top: 7, leading: 12, bottom: 7, trailing: 12)

    /// Puts ``contentInsets`` back to the style's default.
    public mutating func setDefaultContentInsets() {
      contentInsets = Self.defaultContentInsets
    }

    /// No background; title and image in the tint colour.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A light fill of the tint colour; title and image in the tint colour.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey fill; title and image in the tint colour.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A fill of the tint colour; white title and image.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// ``plain()``'s other name.
    public static func borderless() -> Configuration { plain() }
    /// ``gray()``'s other name.
    public static func bordered() -> Configuration { gray() }
    /// ``tinted()``'s other name.
    public static func borderedTinted() -> Configuration { tinted() }
    /// ``filled()``'s other name.
    public static func borderedProminent() -> Configuration { filled() }

    /// The corner radius for a background `height` tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed, .dynamic: 6
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }
  }
}
