import Foundation
import PinframeGraphics
import PinframeImage
import PinframeViews

/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`: its title (or
/// title view), bar button items and back button.
@preconcurrency @MainActor
open class UINavigationItem {
  /// How a navigation item shows a large title, as
  /// `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
    /// As the previous item does (large at the root when the bar prefers large titles).
    case automatic = 0
    /// Large whenever the bar prefers large titles.
    case always = 1
    /// Never large.
    case never = 2
  }

  /// The title; the controller's `title` sets it.
  open var title: String?
  /// A view shown instead of the title.
  open var titleView: View?
  /// The items at the leading edge (after the back button unless it is hidden).
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The items at the trailing edge, from the edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The item the next controller's back button shows.
  open var backBarButtonItem: UIBarButtonItem?
  /// The title the next controller's back button shows.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the left items come after the back button (else they replace it).
  open var leftItemsSupplementBackButton = false
  /// How the item shows a large title.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// A line of text above the title (stored).
  open var prompt: String?

  /// An item with a title.
  public init(title: String) {
    self.title = title
  }

  /// An item without a title.
  public init() {}

  /// The first left item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the left items (`animated` is accepted).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right items (`animated` is accepted).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Hides or shows the back button (`animated` is accepted).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}

/// What a tab bar shows for a controller, as UIKit's `UITabBarItem`.
@preconcurrency @MainActor
open class UITabBarItem {
  /// UIKit's system tab items, as `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Sendable, Hashable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The title; the controller's `title` sets it when the item has none.
  open var title: String?
  /// The image (a template in the bar's colours).
  open var image: UIImage?
  /// The image while selected (the image when `nil`).
  open var selectedImage: UIImage?
  /// A badge's text, drawn in a red capsule at the image's top right.
  open var badgeValue: String?
  /// An integer that identifies the item.
  open var tag = 0
  /// Whether the item can be selected.
  open var isEnabled = true

  /// An item with a title, image and tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title, image and selected image.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A system item: its English title and a symbol placeholder.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    title = "\(systemItem)".prefix(1).uppercased() + "\(systemItem)".dropFirst()
    image = UIImage(systemName: "\(systemItem)")
    self.tag = tag
  }

  /// An item without title or image.
  public init() {}
}
