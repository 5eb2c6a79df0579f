import Foundation
import PinframeGraphics
import PinframeImage
import PinframeViews

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a title, an image, a
/// system item or a custom view, and what it does when tapped.
///
/// Linux has no `Selector`: pass the method itself, `target: self, action: Self.done`, or a
/// `primaryAction`. Nothing is tapped on Linux: ``performAction()`` is the tap.
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// How the item's title is drawn, as `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable, Hashable {
    /// Regular weight.
    case plain = 0
    /// Regular weight (deprecated in UIKit).
    case bordered = 1
    /// Semibold: the confirming item.
    case done = 2
  }

  /// UIKit's system items, as `UIBarButtonItem.SystemItem` (raw values included).
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  /// The title.
  open var title: String?
  /// The image (drawn as a template in the tint colour).
  open var image: UIImage?
  /// The title's style.
  open var style: Style
  /// Whether the item can be tapped; a disabled item is drawn in `.tertiaryLabel`.
  open var isEnabled = true
  /// The item's tint colour; the bar's when `nil`.
  open var tintColor: UIColor?
  /// A view shown instead of the title or image.
  open var customView: View?
  /// The width of a fixed space, or of the item (0: its content's).
  open var width: CGFloat = 0
  /// An integer that identifies the item.
  open var tag = 0
  /// The action run by ``performAction()``.
  open var primaryAction: UIAction?
  /// The system item the item was made as, if any.
  public let systemItem: SystemItem?
  /// The target's method, run by ``performAction()``.
  private var targetAction: (() -> Void)?

  /// An item with a title, image, style, custom view and system item.
  private init(
    title: String?, image: UIImage?, style: Style, customView: View? = nil,
    systemItem: SystemItem? = nil
  ) {
    self.title = title
    self.image = image
    self.style = style
    self.customView = customView
    self.systemItem = systemItem
  }

  /// A plain item with neither title nor image.
  public convenience init() {
    self.init(title: nil, image: nil, style: .plain)
  }

  /// An item with a title, running `target`'s method `action` when tapped (UIKit's
  /// `action: #selector(done)` becomes `action: Self.done`).
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?, action: ((Target) -> () -> Void)?
  ) {
    self.init(title: title, image: nil, style: style)
    setTarget(target, action)
  }

  /// An item with a title and no action (`target: nil, action: nil`).
  public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
    self.init(title: title, image: nil, style: style)
  }

  /// An item with an image, running `target`'s method `action` when tapped.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?, action: ((Target) -> () -> Void)?
  ) {
    self.init(title: nil, image: image, style: style)
    setTarget(target, action)
  }

  /// An item with an image and no action.
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
    self.init(title: nil, image: image, style: style)
  }

  /// A system item, running `target`'s method `action` when tapped.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: ((Target) -> () -> Void)?
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
    setTarget(target, action)
  }

  /// A system item with no action.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
  }

  /// A system item with an action, as `init(systemItem:primaryAction:menu:)`.
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenuElement? = nil
  ) {
    let (title, symbol, style) = Self.look(of: systemItem)
    self.init(
      title: title, image: symbol.flatMap { UIImage(systemName: $0) }, style: style,
      systemItem: systemItem)
    self.primaryAction = primaryAction
  }

  /// An item with a title or image and an action, as `init(title:image:primaryAction:menu:)`.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenuElement? = nil
  ) {
    self.init(
      title: title ?? primaryAction?.title, image: image ?? primaryAction?.image, style: .plain)
    self.primaryAction = primaryAction
  }

  /// An item showing `customView`.
  public convenience init(customView: View) {
    self.init(title: nil, image: nil, style: .plain, customView: customView)
  }

  /// A flexible space, as `UIBarButtonItem.flexibleSpace()`.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A fixed space `width` wide, as `UIBarButtonItem.fixedSpace(_:)`.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Taps the item: runs its primary action, else its target's method; nothing when disabled.
  public func performAction() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else {
      targetAction?()
    }
  }

  private func setTarget<Target: AnyObject>(_ target: Target?, _ action: ((Target) -> () -> Void)?)
  {
    guard let action else { return }
    targetAction = { [weak target] in
      guard let target else { return }
      action(target)()
    }
  }

  /// A system item's title (iOS's English), symbol placeholder and style.
  private static func look(of item: SystemItem) -> (String?, String?, Style) {
    switch item {
    case .done: ("Done", nil, .done)
    case .cancel: ("Cancel", nil, .plain)
    case .edit: ("Edit", nil, .plain)
    case .save: ("Save", nil, .done)
    case .undo: ("Undo", nil, .plain)
    case .redo: ("Redo", nil, .plain)
    case .flexibleSpace, .fixedSpace: (nil, nil, .plain)
    case .add: (nil, "plus", .plain)
    case .close: (nil, "xmark", .plain)
    default: (nil, "\(item)", .plain)
    }
  }
}
