import Foundation
import PinframeImage

/// What a menu shows for one entry, as UIKit's `UIMenuElement`: the base of ``UIAction``.
@preconcurrency @MainActor
open class UIMenuElement {
  /// The entry's title.
  public var title: String
  /// A second line under the title.
  public var subtitle: String?
  /// The entry's image.
  public var image: UIImage?

  /// An element with a title, a subtitle and an image.
  init(title: String, subtitle: String?, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }

  /// How a menu element is shown, as UIKit's `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// Attributes from their raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Shown, but cannot be chosen (1 << 0).
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red: it destroys data (1 << 1).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown (1 << 2).
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open when it is chosen (1 << 3).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether a menu element shows a check mark, as UIKit's `UIMenuElement.State`.
  public enum State: Int, Sendable, Hashable {
    /// No mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A dash: some of several things are on.
    case mixed = 2
  }
}
